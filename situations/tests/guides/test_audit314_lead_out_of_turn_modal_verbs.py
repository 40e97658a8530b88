"""The lead-out-of-turn guide's faced-opening-lead Ending in each paragraph's own verb (audit314, session 95;
CONTRIBUTING.md, "Add a situation guide", point 1). Each case failed on the old text.

10C2, TR "Bir oyuncunun bir usulsüzlükten sonra seçenekleri varsa, seçimini ortağına danışmadan yapmak
zorundadır."; WBF "If a player has an option after an irregularity, he must make his selection without
consulting partner." The Ending's `now` and its read-out said declarer "chooses alone" / "kendisi seçer"
(the present): now "must make his choice" / "yapmak zorundadır" on the page, "you must choose" /
"yapmak zorundasınız" in the read-out (the English read-out keeps its 88 words).

50D2, TR "Deklaran aşağıdakilerden birini seçebilir"; WBF "Declarer may choose"; footnote 14, TR "Eğer el cezalı
kart sahibinin ortağında kalırsa ve cezalı kart hala oynanmamışsa Yasa 50D2nin bütün kısıtlamaları ve seçenekleri
gelecek lövede uygulanır", WBF "then all
the requirements and options of Law 50D2 apply again at the following trick". Option 5's Turkish said
"yeniden seçebilirsiniz", its English "you choose again": now "you may choose again"."""

import pytest

from situations.tests.guides.guide_pages import never_reads, never_says, reads, says

pytestmark = pytest.mark.django_db
SLUG = "lead-out-of-turn"
FACED = ["opening", "wrong-defender", "faced"]

NOW = {
    "tr": "Deklaranın beş seçeneği vardır; seçimini ortağına danışmadan yapmak zorundadır (Yasa 10C2).",
    "en": "Declarer has five options and must make his choice without consulting partner (Law 10C2).",
}
NOW_OLD = {"tr": "ortağına danışmadan kendisi seçer", "en": "chooses alone, without consulting partner"}
READ = {
    "tr": "Deklaran, beş seçeneğiniz var ve seçiminizi ortağınıza danışmadan yapmak zorundasınız:",
    "en": "Declarer, you have five options and you must choose without consulting partner:",
}
READ_OLD = {"tr": "ortağınıza danışmadan kendiniz seçersiniz", "en": "you choose alone, without consulting partner"}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_10c2_must_on_the_page(client, lang):
    says(client, SLUG, FACED, lang, NOW[lang])
    never_says(client, SLUG, FACED, lang, NOW_OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_10c2_must_in_the_read_out(client, lang):
    reads(client, SLUG, FACED, lang, READ[lang])
    never_reads(client, SLUG, FACED, lang, READ_OLD[lang])


def test_50d2_may_choose_again_in_option_5(client):
    says(client, SLUG, FACED, "en", "until then you may choose again each time his partner is on lead.")
    never_says(client, SLUG, FACED, "en", "until then you choose again")
    says(client, SLUG, FACED, "tr", "o zamana kadar ortağı her çıkışa geldiğinde yeniden seçebilirsiniz.")
