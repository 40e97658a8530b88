"""The defective-trick guide's 66D and 67A sentences in the words of the paragraphs they cite: when
the mixing of cards counts, the purpose the cards may be inspected for, 66D's "should not" and 67A's
condition (attention drawn) and modal (must).

66D: TR "Oyun sonra erdikten sonra, rönons veya kazanılan ya da kaybedilen lövelerin sayısı
konusundaki bir talebi çözümlemek için oynanmış veya oynanmamış kartlar incelenebilir; ancak hiçbir
oyuncu kendi eline ait olmayan kartlara el sürmemelidir. Eğer, böyle bir talep ileri sürüldüğünde,
taraflardan birisi hakemin artık olayları tespit edemeyeceği şekilde kartlarını karıştırmışsa, hakem
diğer tarafın lehine karar verecektir."; WBF "After play ceases, the played and unplayed cards may be
inspected to settle a claim of a revoke, or of the number of tricks won or lost; but no player should
handle cards other than his own. If the Director can no longer ascertain the facts after such a claim
has been made, and only one side has mixed its cards, the Director shall rule in favor of the other
side."
67A: TR "... her iki taraftan da birer oyuncu sonraki löveye kart oynamadan önce usulsüzlüğe dikkat
çekilmişse hata düzeltilmek zorundadır."; WBF "... the error must be rectified if attention is drawn
to the irregularity before a player on each side has played to the following trick."

Neither text has the mixing come after the claim: the Turkish asks whether, when the claim is made, a
side has mixed its cards (the after-play Ending's own story: "the opponents had already mixed their
cards"); the page said "after such a claim, one side has mixed". The Turkish page now says the
Turkish's words, the English page the WBF's order (the Director's finding after the claim, the mixing
at any time)."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"
AFTER_PLAY = ["see-cards", "after-play"]
POINTED_LATE = ["pointed-wrong", "later"]
MISSING_EARLY = ["wrong-count", "in-time", "missing"]
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"

WHEN_CLAIMED = {
    "tr": "Böyle bir talep ileri sürüldüğünde taraflardan biri kartlarını",
    "en": "If, after such a claim, the Director can no longer establish the facts because one side has mixed its cards",
}
AFTER_CLAIM = {"tr": "Böyle bir talepten sonra", "en": "If, after such a claim, one side has mixed its cards"}


def test_the_official_turkish_says_what_the_pages_now_quote():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "böyle bir talep ileri sürüldüğünde, taraflardan birisi" in paragraphs["66D"].text
    assert "hiçbir oyuncu kendi eline ait olmayan kartlara el sürmemelidir" in paragraphs["66D"].text
    assert "talebi çözümlemek için oynanmış veya oynanmamış kartlar incelenebilir" in paragraphs["66D"].text
    assert "usulsüzlüğe dikkat çekilmişse hata düzeltilmek zorundadır" in paragraphs["67A"].text


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("keys", [AFTER_PLAY], ids="/".join)
def test_mixed_cards_count_when_the_claim_is_made_not_only_after_it(client, keys, lang):
    guide_pages.says(client, SLUG, keys, lang, WHEN_CLAIMED[lang])
    guide_pages.never_says(client, SLUG, keys, lang, AFTER_CLAIM[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_after_play_read_out_says_66d_should_not(client, lang):
    """The read-out said "each player handles only his own cards", a description for 66D's "should not"."""
    should_not = {
        "tr": "hiçbir oyuncu kendi kartları dışındaki kartlara el sürmemelidir (Yasa 66D)",
        "en": "no player should handle cards other than his own (Law 66D)",
    }
    guide_pages.reads(client, SLUG, AFTER_PLAY, lang, should_not[lang])
    guide_pages.never_reads(
        client, SLUG, AFTER_PLAY, lang, {"tr": "herkes yalnızca kendi", "en": "each player handles only"}[lang]
    )


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_pointed_late_read_out_gives_66ds_purpose(client, lang):
    """66D lets the cards be inspected to settle a claim; the read-out said only "may be inspected"."""
    purpose = {
        "tr": "oyun bitince, rönons ya da löve sayısı konusundaki bir talebi çözmek için kartlar incelenebilir (Yasa 66D)",
        "en": "after play the cards may be inspected to settle a claim of a revoke or of the number of tricks (Law 66D)",
    }
    guide_pages.reads(client, SLUG, POINTED_LATE, lang, purpose[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_missing_card_read_out_says_67as_condition_and_must(client, lang):
    """Noticing is not 67A's condition (attention drawn), and "is rectified" was 67A's "must"."""
    said = {
        "tr": "her iki taraftan birer oyuncu sonraki löveye oynamadan buna dikkat çekildiği için hata düzeltilmek zorundadır (Yasa 67A)",
        "en": "attention was drawn to it before a player of each side played to the next trick, so the error must be rectified (Law 67A)",
    }
    guide_pages.reads(client, SLUG, MISSING_EARLY, lang, said[lang])
    guide_pages.never_reads(
        client, SLUG, MISSING_EARLY, lang, {"tr": "fark edildiği için", "en": "it was noticed"}[lang]
    )
