"""Declarer's lead at a defender's turn, retracted: the Ending cites 55B1 for what 55B1 says and 53A for
who leads next (qa214).

55B1: TR "deklaran hatalı çıkılan kartı ait olduğu ele geri koyar. Başka bir onarma yoktur"; WBF
"declarer restores the card led in error to the proper hand. No further rectification applies": no
word of who leads. 53A (last sentence): TR "Böyle bir kabul veya oyun yoksa hakem çıkışın doğru elden
yapılmasını isteyecektir"; WBF "If there is no such acceptance or play, the Director will require that
the lead be made from the correct hand". The option, `now` and the read-out said "The defender whose
turn it was leads (Law 55B1)". Since audit314 the page says 53A in its own verb and actor ("The
Director will require that the lead be made from the correct hand, by the defender whose turn it was");
the read-out said "the defender whose turn it was leads" until qa321 gave it 53A's actor and verb in
fewer words ("the Director will require the correct hand to lead") within its 90."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db

KEYS = ["later", "declarer", "defenders-turn"]
PAGE = {
    "tr": "ait olduğu ele geri koyar; başka onarma yoktur (Yasa 55B1). Hakem çıkışın doğru elden, sırası gelen defans oyuncusu tarafından yapılmasını isteyecektir (Yasa 53A).",
    "en": "to the proper hand; no further rectification applies (Law 55B1). The Director will require that the lead be made from the correct hand, by the defender whose turn it was (Law 53A).",
}
READ = {
    "tr": "deklaran kartı ait olduğu ele geri koyar ve hakem çıkışın doğru elden yapılmasını isteyecektir (Yasa 55B1, 53A).",
    "en": "declarer returns the card to its hand and the Director will require the correct hand to lead (Laws 55B1, 53A).",
}
OLD = {
    "tr": "sırası gelen defans oyuncusu yapar (Yasa 55B1)",
    "en": "the defender whose turn it was leads (Law 55B1)",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_page_cites_53a_for_the_defender_s_lead(client, lang):
    says(client, "lead-out-of-turn", KEYS, lang, PAGE[lang])
    never_says(client, "lead-out-of-turn", KEYS, lang, OLD[lang], OLD[lang].capitalize())


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_read_out_cites_53a_for_the_defender_s_lead(client, lang):
    reads(client, "lead-out-of-turn", KEYS, lang, READ[lang])
    never_reads(client, "lead-out-of-turn", KEYS, lang, OLD[lang])
