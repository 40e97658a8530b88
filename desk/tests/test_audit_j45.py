"""auditj45: the ruling desk's judgement steps read sentence by sentence against the official Turkish
(fixtures/laws_tr.txt) and the WBF English (docs/legal-review.md, "auditj45"). Each test asserts
what a Director reads on the page after a fix, in both languages, and quotes the deciding paragraph
in both texts."""

from __future__ import annotations

import re

import pytest

from lawbook.editions.editions import current_code
from lawbook.models import Paragraph

from .test_judgement import MI, UI, _walk_ui_to_score, answer, start, text_of
from .test_poll import POLLS, new_poll

pytestmark = pytest.mark.django_db

TR_UI, TR_MI = "İzinsiz bilgi (Yasa 16B, 73C)", "Yanlış bilgi (Yasa 20F, 21B, 40B3, 75)"
YES = {"en": "Yes", "tr": "Evet"}
EXPLANATION = {"en": "Mistaken explanation (Law 75B1)", "tr": "Hatalı açıklama (Yasa 75B1)"}


def heading(response) -> str:
    found = re.search(r"<h1>(.*?)</h1>", text_of(response), re.S)
    assert found
    return " ".join(found.group(1).split())


def consequence(response) -> str:
    found = re.search(r'<p class="judgement-consequence">(.*?)</p>', text_of(response), re.S)
    assert found
    return " ".join(found.group(1).split())


@pytest.mark.parametrize(
    "lang, path, asked",
    [
        ("en", UI, "Was the call or play the player chose in the direction clearly indicated by that information?"),
        ("tr", TR_UI, "Oyuncunun seçtiği konuşma veya oyun, bu bilginin açıkça gösterdiği doğrultuda mıydı?"),
    ],
)
def test_the_second_step_asks_16b1a_s_question_as_the_official_turkish_words_it(director_client, lang, path, asked):
    """16B1(a), TR: "Bir oyuncu, mantıklı başka bir seçeneği varken, kendisine ulaşan bir dış bilginin
    açıkça gösterdiği doğrultudaki belli bir konuşma veya oyun tarzını tercih edemez." WBF: "A player
    may not choose a call or play that is demonstrably suggested over another by unauthorized
    information if the other call or play is a logical alternative." The step asked, in both
    languages, whether the information indicated the action "over another" ("başka bir seçeneğe
    karşı"), the WBF's comparative test, which the official Turkish does not have; the editor's note
    on 16B1(a), shown beside the quote, says the site follows the Turkish."""
    page = answer(director_client, start(director_client, lang, path), YES[lang])
    assert page.status_code == 200
    assert heading(page) == asked
    assert "over another" not in heading(page) and "karşı" not in heading(page)


@pytest.mark.parametrize(
    "lang, path, who",
    [
        ("en", MI, "has the misinformed player's partner not called since the call to be changed?"),
        ("tr", TR_MI, "yanlış bilgilendirilen oyuncunun ortağı, değiştirilecek konuşmadan sonra konuşmadı mı?"),
    ],
)
def test_the_time_to_change_step_names_the_misinformed_player_s_partner(director_client, lang, path, who):
    """21B1(a), TR: "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra konuşma yapmamış
    olması koşuluyla, Hakemin, yaptığı konuşmanın bir rakip tarafından verilen yanlış bilgiden
    etkilenmiş olabileceğine kanaat getirmesi durumunda; ... konuşmasını değiştirebilir." WBF: "Until
    the end of the auction period ... and provided that his partner has not subsequently called, a
    player may change a call ... when the Director judges that the decision to make the call could
    well have been influenced by misinformation given to the player by an opponent." The player is
    the misinformed one; the step asked only whether "the player's partner" ("oyuncunun ortağı")
    had called since, right after a step about the explanation given, whose giver's partner is the
    one who made the call."""
    page = answer(director_client, start(director_client, lang, path), EXPLANATION[lang])
    assert page.status_code == 200
    assert heading(page).endswith(who)


@pytest.mark.parametrize(
    "lang, path, said",
    [
        ("en", MI, "the player on his left may also change any call he made after the changed call"),
        ("tr", TR_MI, "solundaki oyuncu da değişen konuşmadan sonra yaptığı her türlü konuşmayı değiştirebilir"),
    ],
)
def test_after_a_changed_call_the_next_player_may_change_every_call_he_made_since(director_client, lang, path, said):
    """21B2, TR: "Bir oyuncu yanlış bilgilendirme dolayısı ile (önceki Madde 1'deki gibi) yapmış olduğu
    bir konuşmayı değiştirmeyi seçerse, solundaki oyuncu da değişen konuşmadan sonra yapmış olduğu her
    türlü konuşmasını değiştirebilir, ancak Yasa 16C geçerli olacaktır." WBF: "his LHO may then in
    turn change any subsequent call he may have made, but Law 16C applies." The Turkish Ending said
    "sonraki konuşmasını" (his next call), one call where the Law allows every call since."""
    page = start(director_client, lang, path)
    page = answer(director_client, page, EXPLANATION[lang])
    page = answer(
        director_client, page, {"en": "Yes: the call may be changed", "tr": "Evet: konuşma değiştirilebilir"}[lang]
    )
    assert said in consequence(page)


@pytest.mark.parametrize(
    "lang, path, said",
    [
        ("en", MI, "for his later calls and plays, follow the unauthorised-information path"),
        ("tr", TR_MI, "sonraki konuşma ve oyunları için izinsiz bilgi yolunu izleyin"),
    ],
)
def test_a_mistaken_call_s_unauthorised_information_bears_on_later_plays_too(director_client, lang, path, said):
    """75A, TR: "bir oyuncu, ortağının açıklamasını duyunca, kendi konuşmasının yanlış anlaşıldığını
    anlar. Oyuncu, bu izinsiz bir bilgiden (bkz. Yasa 16A) yararlanmaktan dikkatle kaçınmalıdır, (bkz.
    Yasa 73C) aksi takdirde Hakem ayarlı skor atayacaktır." WBF: "This knowledge is unauthorized
    information ... and the player must carefully avoid taking any advantage from it (see Law 73C)".
    16B1(a) forbids a "konuşma veya oyun tarzı" / "call or play": the Ending sent the Director to the
    unauthorised-information path for the player's later calls only."""
    page = start(director_client, lang, path)
    call = {
        "en": "Mistaken call: the agreement was explained correctly, and there is evidence of it (Law 75C)",
        "tr": "Hatalı konuşma: anlaşma doğru açıklandı, kanıtı var (Yasa 75C)",
    }[lang]
    page = answer(director_client, page, call)
    assert said in consequence(page)


@pytest.mark.parametrize(
    "lang, path, said",
    [
        (
            "en",
            UI,
            "Information from a withdrawn call or play is a matter for Law 16C, extraneous information from "
            "other sources for Law 16D.",
        ),
        (
            "tr",
            TR_UI,
            "Geri alınan bir konuşma veya oyundan gelen bilgi Yasa 16C'nin, diğer kaynaklardan gelen harici "
            "bilgi Yasa 16D'nin konusudur.",
        ),
    ],
)
def test_no_information_from_partner_sends_the_director_to_16c_and_16d(director_client, lang, path, said):
    """16C2, TR: "Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir.
    Kusurlu tarafın bir oyuncusu mantıklı seçenekler arasından izinsiz bilgin tarafından açıkça
    önerilen bir konuşma veya oyun tarzını tercih edemez." WBF: "For an offending side, information
    arising from its own withdrawn action and from withdrawn actions of the non-offending side is
    unauthorized." 16D ("Diğer Kaynaklardan Gelen Harici Bilgi" / "Extraneous Information from Other
    Sources"). The "No" Ending said only that 16B1(a) does not restrict the player: a Director whose
    information came from a withdrawn call or from elsewhere was left without the Laws that do."""
    page = answer(director_client, start(director_client, lang, path), {"en": "No", "tr": "Hayır"}[lang])
    assert said in consequence(page)


@pytest.mark.parametrize(
    "lang, said",
    [
        ("en", "could have occurred at the table without the infraction, in a manner consistent with the Laws"),
        ("tr", "İhlal olmasaydı masada yasalara uygun şekilde gerçekleşebilecek sonuçları"),
    ],
)
def test_the_score_step_asks_only_for_results_obtainable_within_the_laws(director_client, lang, said):
    """12C1(c), TR: "Atamalı ayarlı skor, masada gerçekleşmesi olası birkaç farklı sonucun gerçekleşme
    oranına bağlı ağırlıklı toplamı yansıtacak şekilde belirlenebilir, ancak bu esnada sadece yasalara
    uygun şekilde gerçekleşebilecek olası sonuçlar göz önünde bulundurulmalıdır." WBF: "An assigned
    adjusted score may be weighted to reflect the probabilities of a number of potential results, but
    only outcomes that could have been achieved in a legal manner may be included." The step's
    instruction asked for "the results that could have occurred without the infraction", leaving
    out the condition the Law puts on them (an unauthorised-information case's suggested action, for
    one)."""
    page = _walk_ui_to_score(director_client, lang)
    assert page.status_code == 200
    assert said in text_of(page)


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_poll_tally_quotes_16b1b_word_for_word_as_the_paragraph_it_links(director_client, director, lang):
    """16B1(b), TR: "Mantıklı seçenek; söz konusu oyuncunun seviyesinde olan ve aynı ortaklık metotlarını
    kullanan oyunculardan, belirgin bir oranının ciddi bir şekilde göz önünde bulunduracağı ve
    bazılarının tercih edebileceği seçenektir." WBF: "A logical alternative is an action that a
    significant proportion of the class of players in question, using the methods of the partnership,
    would seriously consider, and some might select." The English tally quoted the WBF under a link
    to the site's 16B1(b), whose English renders the official Turkish ("players of the same standard
    as the player in question"): the quote now is the paragraph the link opens, as on the judgement
    step."""
    poll, _tokens = new_poll(director)
    page = text_of(director_client.get(POLLS[lang] + f"{poll.pk}/"))
    law = re.search(r'<p class="poll-law">.*?“(.*?)”', page, re.S)
    assert law
    paragraph = Paragraph.objects.get(law__edition=current_code(), label="16B1(b)")
    assert " ".join(law.group(1).split()) == " ".join(
        (paragraph.text_en if lang == "en" else paragraph.text_tr).split()
    )
