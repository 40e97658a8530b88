"""The misinformation path of the judgement ruling (Laws 20F, 21B, 75, 47E) read line by line against the
official Turkish (fixtures/laws_tr.txt) and the WBF English (docs/legal-review.md, "Session 81 (qa146)"):
what a Director reads on its time-to-change step, in both languages, each test quoting its paragraphs
in both texts."""

from __future__ import annotations

import re

import pytest

from lawbook.tests.htmlparse import editor_notes

from .test_audit_j45 import EXPLANATION, TR_MI
from .test_judgement import MI, answer, start, text_of

pytestmark = pytest.mark.django_db

TITLE = {"en": MI, "tr": TR_MI}


def timing_step(client, lang: str):
    page = answer(client, start(client, lang, TITLE[lang]), EXPLANATION[lang])
    assert page.status_code == 200
    return page


def quoted(response, label: str) -> str:
    found = re.search(rf'<blockquote class="law-quote" data-label="{re.escape(label)}"><p>(.*?)</p>', text_of(response))
    assert found
    return " ".join(re.sub(r"<[^>]+>", "", found.group(1)).split())


def step_notes(response) -> str:
    """The step's own note and the quotes' "See also", as read."""
    found = re.findall(r'<p class="note">(.*?)</p>', text_of(response), re.S)
    assert found
    return " | ".join(" ".join(re.sub(r"<[^>]+>", "", note).split()) for note in found)


# 21B1(a), TR: "Artırım Sürecinin sonuna kadar, bir oyuncu, ortağının daha sonra konuşma yapmamış olması
# koşuluyla, Hakemin, yaptığı konuşmanın bir rakip tarafından verilen yanlış bilgiden etkilenmiş
# olabileceğine kanaat getirmesi durumunda; kendi tarafı için başka bir onarma olmaksızın konuşmasını
# değiştirebilir." WBF: "Until the end of the auction period (see Law 17D) and provided that his partner has
# not subsequently called, a player may change a call without other rectification for his side when the
# Director judges that the decision to make the call could well have been influenced by misinformation
# given to the player by an opponent." The Turkish quote stopped at "koşuluyla" (provided that), without the
# verb; the English quote went on to "may change his call" and stopped before the Director's judgement.
WHOLE_SENTENCE_ENDS = {
    "tr": "yanlış bilgiden etkilenmiş olabileceğine kanaat getirmesi durumunda; kendi tarafı için başka bir onarma "
    "olmaksızın konuşmasını değiştirebilir.”",
    "en": "when the Director judges that the call he made could have been influenced by misinformation given by an "
    "opponent.”",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_time_to_change_step_quotes_21b1a_s_whole_first_sentence(director_client, lang):
    page = timing_step(director_client, lang)
    assert quoted(page, "21B1(a)").endswith(WHOLE_SENTENCE_ENDS[lang])


# 75B2, TR: "Bir oyuncu kendi hatasının farkına varırsa, atak kartı açılmadan önce (veya oyun içinde ise,
# hemen) Hakemi çağırmalı ve hatasını düzeltmelidir." WBF: "If a player becomes aware of his own mistake, he
# must summon the Director before the opening lead is faced (or during the play, if discovered later), and
# then provide a correction." 20F5(b), TR: "Oyuncu ilk yasal fırsatta ki bu yasal fırsat; (i) bir defans
# oyuncusu için oyun sonu, ve (ii) deklaran ya da yer için artırmanın son pasından sonradır. Kendi görüşüne
# göre ortağının açıklamasının hatalı olduğu ile ilgili rakiplerini bilgilendirerek hakem çağırmalıdır."
# WBF: "The player must call the Director and inform his opponents that, in his opinion, his partner's
# explanation was erroneous (see Law 75B) but only at his first legal opportunity, which is: (i) for a
# defender, at the end of the play. (ii) for declarer or dummy, after the final pass of the auction." The
# step asks whether the call may still be changed and never said when the correction comes.
CORRECTION = {
    "tr": (
        "kendi açıklamasındaki hatanın farkına varan oyuncu, atak kartı açılmadan önce (oyun içinde ise, hemen) "
        "hakemi çağırıp hatasını düzeltmelidir (Yasa 75B2)",
        "deklaran ya da yer olarak artırmanın son pasından sonra, defans oyuncusu olarak oyun sonunda, kendi "
        "görüşüne göre açıklamanın hatalı olduğunu rakiplerine bildirerek hakemi çağırmalıdır (Yasa 20F5(b))",
    ),
    "en": (
        "a player who becomes aware of the mistake in his own explanation must call the Director and correct it "
        "before the opening lead is faced (or, if during the play, immediately) (Law 75B2)",
        "at his first legal opportunity: as declarer or dummy, after the final pass of the auction; as a defender, "
        "at the end of the play (Law 20F5(b))",
    ),
}
# The editor's note on 75B2 names the WBF's words where the Turkish says "hemen" (immediately).
NOTE_75B2_NAMES = {"tr": "before the opening lead is faced (or during the play, if discovered later)", "en": "hemen"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_time_to_change_step_says_when_the_mistaken_explanation_is_corrected(director_client, lang):
    page = timing_step(director_client, lang)
    for said in CORRECTION[lang]:
        assert said in step_notes(page)
    assert NOTE_75B2_NAMES[lang] in editor_notes(page.content.decode())["translation-75B2"]


def test_the_record_after_the_time_to_change_step_names_neither_75b2_nor_20f5b():
    """75B2 and 20F5(b) say when a mistaken explanation is corrected (quoted above): the step's note
    cites them, but a call changed under 21B1(a) or a card withdrawn under 47E2(a) applies neither,
    so the record's Laws leave them out (the step page still links them, with 75B2's editor's note)."""
    from desk.judgement import walk

    for timing, paragraph in (("change", "21B1(a)"), ("withdraw", "47E2(a)")):
        applied = walk({"path": "mi", "explanation": "explanation", "timing": timing}).laws()
        assert paragraph in applied
        assert "75B2" not in applied and "20F5(b)" not in applied


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_time_to_change_step_links_75b2_and_20f5b(director_client, lang):
    html = timing_step(director_client, lang).content.decode()
    law = {"tr": "yasa", "en": "law"}[lang]
    assert f'href="/{lang}/{law}/75/#75B2"' in html and f'href="/{lang}/{law}/20/#20F5b"' in html


# --- too late in the play: the damage step, its Endings and the record rest on 47E2(b), not 21B3 (qa152) ---

# 21B3, TR "Konuşmayı değiştirme süresi geçmişse ve hakem usulsüzlük nedeniyle kusurlu tarafın avantaj
# sağladığına kanaat getirirse ayarlı skor atar." WBF "When it is too late to change a call and the Director
# judges that the offending side gained an advantage from the irregularity, he awards an adjusted score." It
# stands under 21B, TR "Rakibin Yanlış Bilgilendirmesinden Kaynaklanan Konuşma", WBF "Call Based on
# Misinformation from an Opponent": a call's paragraph. 47E2(b), TR "Önceki (a) bendine göre, bir oyunu
# düzeltme olanağı kalmadığında, hakem ayarlı skor verebilir." WBF "When it is too late to correct a play under
# (a) the Director may award an adjusted score.": a card's, to which 20F6 sends the Director for a card played
# on misinformation (TR "Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı", WBF "as appropriate, Law 21
# or Law 47E"). 12B1, TR "Skor ayarlamasının amacı kusursuz olan tarafın görmüş olduğu zararı gidermek ve
# kusurlu tarafça yasaya aykırılık nedeniyle kazanılan herhangi bir avantajı ortadan kaldırmaktır"; WBF "The
# objective of score adjustment is to redress damage to a non-offending side and to take away any advantage
# gained by an offending side through its infraction": the advantage asked after a card, without 21B3.
# 75B1 and 40B3(a) (TR "rakiplerinin bir konuşma veya oyunu ... açıklamaktaki eksikliği", WBF "failure to
# provide disclosure of the meaning of a call or play") hold for a call and a card alike.
FIRSTS = {"explanation": "timing", "no_agreement": "timing_no_agreement"}  # the timing step's key
# The damage step's ask after the play's "too late": the advantage is 12B1's, in its own words.
PLAY_ADVANTAGE = {
    "tr": "ya da kusurlu taraf yasaya aykırılık nedeniyle bir avantaj mı kazandı: Yasa 12B1",
    "en": "or did the offending side gain an advantage through its infraction: Law 12B1",
}
AUCTION_ADVANTAGE = {"tr": "Yasa 21B3)?", "en": "irregularity: Law 21B3)?"}


def _mi_page(client, lang: str, answers: dict[str, str]):
    from .test_judgement import START

    page = client.get(START[lang], {"path": "mi", **answers})
    assert page.status_code == 200
    return page


def _route(first: str, too_late: str, *rest: str) -> dict[str, str]:
    """The query string of the misinformation path: `first` answer, the timing step's `too_late`, then
    `rest`, each answering the question the walk has reached (acted otherwise, then damage)."""
    from desk.judgement import walk

    answers = {"explanation": first, FIRSTS[first]: too_late}
    for given in rest:
        reached = walk({"path": "mi", **answers}).question
        assert reached is not None
        answers[reached.key] = given
    return answers


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_too_late_in_the_play_the_damage_step_names_no_21b3(director_client, lang, first):
    from .test_judgement import _see_also

    play = _mi_page(director_client, lang, _route(first, "too_late_play", "yes"))
    auction = _mi_page(director_client, lang, _route(first, "too_late", "yes"))
    # The auction's damage step keeps 21B3 (the call could no longer be changed).
    assert AUCTION_ADVANTAGE[lang] in text_of(auction) and "21B3" in _see_also(auction)
    said = text_of(play)
    assert "21B3" not in said
    assert PLAY_ADVANTAGE[lang] in " ".join(said.split())
    assert "21B3" not in _see_also(play) and "47E2(b)" in _see_also(play)
    assert "40B3(a)" in _see_also(play)


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_too_late_in_the_play_the_acted_otherwise_step_cites_47e2b_not_21b3(director_client, lang, first):
    from .test_judgement import _see_also

    play = _see_also(_mi_page(director_client, lang, _route(first, "too_late_play")))
    auction = _see_also(_mi_page(director_client, lang, _route(first, "too_late")))
    assert "21B3" in auction and "47E2(b)" not in auction
    assert "21B3" not in play and "47E2(b)" in play


# The "No damage" Ending after the play's "too late": 21B3 is not among the paragraphs that "give no adjusted
# score"; 75B1 (after a mistaken explanation) and 40B3(a) are.
PLAY_NO_DAMAGE = {
    ("explanation", "tr"): "Yasa 75B1 ve 40B3(a) ayarlı skor öngörmez",
    ("explanation", "en"): "Laws 75B1 and 40B3(a) give no adjusted score",
    ("no_agreement", "tr"): "Yasa 40B3(a) ayarlı skor öngörmez",
    ("no_agreement", "en"): "Law 40B3(a) gives no adjusted score",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_too_late_in_the_play_no_damage_names_no_21b3(director_client, lang, first):
    page = _mi_page(director_client, lang, _route(first, "too_late_play", "yes", "no"))
    said = " ".join(text_of(page).split())
    assert PLAY_NO_DAMAGE[first, lang] in said
    assert "21B3" not in said


@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_the_record_after_the_play_s_too_late_names_47e2b_and_not_21b3(first):
    """The record's Laws, at the adjusted score and at "No damage": 47E2(b) after a card that could no
    longer be withdrawn, 21B3 only after a call that could no longer be changed."""
    from desk.judgement import walk

    for rest, kind in ((("yes", "yes"), "weighted"), (("yes", "no"), "")):
        play = walk({"path": "mi", **_route(first, "too_late_play", *rest)}).laws(kind)
        auction = walk({"path": "mi", **_route(first, "too_late", *rest)}).laws(kind)
        assert "47E2(b)" in play and "21B3" not in play
        assert "21B3" in auction and "47E2(b)" not in auction
        assert "40B3(a)" in play and "40B3(a)" in auction


# 21B1(a), TR "Artırım Sürecinin sonuna kadar, bir oyuncu, ... konuşmasını değiştirebilir"; WBF "Until the end
# of the auction period ... a player may change a call": a call's paragraph, under 21B (a call based on
# misinformation). 47E2(a), TR "Bir oyuncu ... oynadığı bir kartı, sadece o löveye daha sonra başka kart
# oynanmamışsa herhangi bir onarma olmaksızın geri alabilir"; WBF "A player may retract the card he has played
# because of a mistaken explanation": a card's. The time-to-change step quotes 21B1(a) and asks its question for
# a call; its answers in the play lead through 47E2(a) or 47E2(b), which 20F6 sends a card played on
# misinformation to (TR "Yasa 21 veya Yasa 47E'den masadaki duruma uygun olanı", WBF "as appropriate, Law 21 or
# Law 47E"). The record after a card named 21B1(a) all the same, as if a call had been changed or had become too
# late to change.
@pytest.mark.parametrize("first", ["explanation", "no_agreement"])
def test_the_record_names_21b1a_after_a_call_and_not_after_a_card(first):
    from desk.judgement import walk

    for timing, paragraph in (("change", "21B1(a)"), ("too_late", "21B1(a)")):
        assert paragraph in walk({"path": "mi", **_route(first, timing)}).laws()
    for timing, paragraph in (("withdraw", "47E2(a)"), ("too_late_play", "47E2(b)")):
        applied = walk({"path": "mi", **_route(first, timing)}).laws()
        assert paragraph in applied and "21B1(a)" not in applied
