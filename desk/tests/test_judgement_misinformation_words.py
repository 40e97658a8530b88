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

    for timing in ("change", "withdraw"):
        applied = walk({"path": "mi", "explanation": "explanation", "timing": timing}).laws()
        assert "21B1(a)" in applied
        assert "75B2" not in applied and "20F5(b)" not in applied


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_time_to_change_step_links_75b2_and_20f5b(director_client, lang):
    html = timing_step(director_client, lang).content.decode()
    law = {"tr": "yasa", "en": "law"}[lang]
    assert f'href="/{lang}/{law}/75/#75B2"' in html and f'href="/{lang}/{law}/20/#20F5b"' in html
