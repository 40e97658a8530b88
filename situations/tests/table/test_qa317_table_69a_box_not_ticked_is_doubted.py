"""qa317: the table page's agreement box says what its other mode is in 68D's words.

68D, official Turkish: "Her talep veya terkten sonra, oyun durur: 1. Talep veya terkte uzlaşılmış ise
Yasa 69 uygulanır; 2. Herhangi bir oyuncu (yer dahil olmak üzere) için şüpheli ise, (a) Hakem derhal
çağrılabilir ve o gelinceye kadar hiçbir harekette bulunulamaz, Yasa 70 uygulanır"; WBF: "After any
claim or concession, play is suspended. 1. If the claim or concession is agreed, Law 69 applies. 2. If
it is doubted by any player (dummy included); either (a) the Director may immediately be summoned and
no action should be taken pending his arrival, Law 70 applies".
69A, official Turkish: "Taraflardan biri, rakibinin talep veya terkini kabul ederse ve kendi tarafı
sonraki bordda bir konuşma yapmadan önce veya turun bitiminden önce (hangisi daha önce
gerçekleşirse), bir itirazda bulunmadığında anlaşma resmileşir"; WBF: "Agreement is established when
a side assents to an opponent's claim or concession, and raises no objection to it before making a
call on a subsequent board or before the round ends, whichever occurs first".

The box ended "(Law 69A: agreement established; otherwise it is contested, Law 70)" / "(... aksi
hâlde talebe ya da terke itiraz edilmiştir, Yasa 70)": that a claim whose agreement is not (yet)
established is by that alone contested, which neither text says (a claim goes to Law 70 when a
player doubts it, 68D2(a); one assented to and not yet objected to is neither). Not ticked, the page
rules on the claim under Law 70: the box now says that it then takes the claim as doubted by a
player, and which paragraph sends each mode to its Law (68D1, 68D2(a))."""

import re

import pytest

from situations.tests.table.test_table_claim import page, played

pytestmark = pytest.mark.django_db

BOX = {
    "en": "The opponents agreed to the claim or concession and raised no objection before making a call on the next "
    "board or before the round ended, whichever came first (Law 69A: agreement established; Law 69 applies, Law "
    "68D1. Not ticked, it is ruled on as doubted by a player: Law 70 applies, Law 68D2(a))",
    "tr": "Rakipler talebi ya da terki kabul etti ve sonraki bordda konuşma yapmadan ya da tur bitmeden önce "
    "(hangisi önce olduysa) itiraz etmedi (Yasa 69A: anlaşma resmileşti; Yasa 69 uygulanır, Yasa 68D1. "
    "İşaretlenmezse bir oyuncu için şüpheli sayılarak karara bağlanır: Yasa 70 uygulanır, Yasa 68D2(a))",
}
OLD = {"en": "otherwise it is contested", "tr": "aksi hâlde talebe ya da terke itiraz edilmiştir"}


@pytest.mark.parametrize("lang", ["en", "tr"])
def test_the_agreement_box_says_not_ticked_is_ruled_as_doubted(client, lang):
    html = page(client, lang, played(2), claimer="S")
    found = re.search(r'<input type="checkbox" name="agreed" value="1"> (.*?)</label>', html)
    assert found, "no agreement box"
    assert found.group(1) == BOX[lang]
    assert OLD[lang] not in html
