"""The revoke guide's twelfth-trick sentences say 62D1 whole: *must* be corrected, *if discovered*
before *all four* hands have been returned to the board, and cite 62D1, not the head 62D (qa183).

62D1 (TR): "Onikinci lövedeki, rönons, resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan
önce fark edilmiş ise düzeltilmelidir." (WBF): "On the twelfth trick, a revoke, even if established,
must be corrected if discovered before all four hands have been returned to the board."

The step's hint (where a player decides whether the revoke is established) cited "Yasa 62D" and said
"before the hands go back into the board" / "eller borda konmadan önce"; the 64B Ending's read-out
said the same and its Director line dropped the condition ("is corrected before the hands go back");
its Turkish `now` said "düzeltilir" (is corrected) for the Law's "düzeltilmelidir" (must be). One
hand returned to the board is not all four: the Law still asks for the correction."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "revoke"
OFFENDERS = ["defender", "declarer", "dummy"]
NO_TRANSFER = [["defender", "established", "64b-case"], ["declarer", "established", "64b-case"]]

HINT = {
    "tr": "On ikinci lövedeki rönons, resmileşmiş olsa bile, ellerin dördü de borda geri konulmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
    "en": "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
}
OLD_HINT = {
    "tr": "eller borda konmadan önce fark edilirse resmileşmiş olsa bile düzeltilir (Yasa 62D)",
    "en": "if noticed before the hands go back into the board (Law 62D)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("offender", OFFENDERS)
def test_the_established_step_hint_says_62d1_must_all_four_hands_and_cites_62d1(client, offender, lang):
    guide_pages.says(client, SLUG, [offender], lang, HINT[lang])
    guide_pages.never_says(client, SLUG, [offender], lang, OLD_HINT[lang])


# The 64B Ending: what happens now (Turkish modal), the Director line, the read-out.
NOW = {
    "tr": "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
    "en": "A revoke on the twelfth trick, even if established, must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
}
DIRECTOR = {
    "tr": "Şimdi hakemi çağırın (Yasa 9B1(a)); on ikinci lövedeki rönons, dört el de borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
    "en": "Call the Director now (Law 9B1(a)); a revoke on the twelfth trick must be corrected if discovered before all four hands have been returned to the board (Law 62D1).",
}
OLD_DIRECTOR = {
    "tr": "on ikinci lövedeki rönons eller borda konmadan düzeltilir (Yasa 62D1)",
    "en": "a revoke on the twelfth trick is corrected before the hands go back into the board (Law 62D1)",
}
READ = {
    "tr": "On ikinci lövedeki rönons, resmileşmiş olsa bile, dört el de borda konmadan önce fark edilirse düzeltilmelidir (Yasa 62D1).",
    "en": "A revoke on the twelfth trick must still be corrected if noticed before all four hands go back into the board (Law 62D1).",
}
OLD_READ = {
    "tr": "eller borda konmadan önce fark edilirse yine de düzeltilir (Yasa 62D1)",
    "en": "is still corrected if noticed before the hands go back into the board (Law 62D1)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", NO_TRANSFER, ids="/".join)
def test_the_64b_ending_says_62d1_must_and_all_four_hands_on_the_page_and_in_the_read_out(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, NOW[lang], DIRECTOR[lang])
    guide_pages.never_says(client, SLUG, keys, lang, OLD_DIRECTOR[lang], "fark edilirse düzeltilir (Yasa 62D1)")
    guide_pages.reads(client, SLUG, keys, lang, READ[lang])
    guide_pages.never_reads(client, SLUG, keys, lang, OLD_READ[lang])


def test_the_63b_editor_s_note_says_62d1_whole_in_turkish_too(client):
    """The 63B editor's note, quoted beside the established Endings, gives 62D1 in brackets: its
    English said "it must be corrected, even if established, if discovered before all four hands
    have been returned to the board", its Turkish "eller borda geri konulmadan önce fark edilirse
    düzeltilir" (the hands, is corrected), neither 62D1's "ellerin dördü de" nor its
    "düzeltilmelidir"."""
    keys = ["defender", "established", "no-64b-case", "other-won"]
    guide_pages.says(
        client,
        SLUG,
        keys,
        "tr",
        "62D1: resmileşmiş olsa dahi ellerin dördü de borda geri konulmadan önce fark edilirse düzeltilmelidir",
    )
    guide_pages.never_says(client, SLUG, keys, "tr", "eller borda geri konulmadan önce fark edilirse düzeltilir")
    guide_pages.says(
        client,
        SLUG,
        keys,
        "en",
        "62D1: it must be corrected, even if established, if discovered before all four hands have been returned to the board",
    )
