"""The read-out of each card-exposed-in-auction Ending cites Law 24 itself for "unauthorised for
your side", beside the Law 16C it refers to.

Law 24's opening (TR, official): "Açık kartlardan edinilen bilgi kusursuz taraf için izinli ancak
kusurlu taraf için izinsiz bilgidir. (Bkz. Yasa 16C)"; WBF: "Information from cards thus exposed is
authorized for the non-offending side but unauthorized for the offending side (see Law 16C)".
16C (TR): "Herhangi bir konuşma veya oyun bu yasaların hükümlerine uygun şekilde geri alınmış ise:
... 2. Kusurlu taraf için, geri alınmış eylemden ... kaynaklanan tüm bilgiler izinsizdir"; WBF:
"When a call or play has been withdrawn as these laws provide: ... 2. For an offending side,
information arising from its own withdrawn action and from withdrawn actions of the non-offending side is
unauthorized". 16C speaks of a withdrawn call or play: a card exposed during the auction is neither,
and it is Law 24 that makes its information unauthorised for the offending side and sends to 16C.
The Endings' own text cites "(Yasa 24, 16C)" / "(Laws 24, 16C)"; the read-outs cited 16C alone."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "card-exposed-in-auction"


@pytest.mark.parametrize(
    "keys, lang, phrase, old",
    [
        (
            ["small"],
            "tr",
            "Ondan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 24, 16C)",
            "izinsizdir (Yasa 16C)",
        ),
        (["small"], "en", "What it shows is unauthorised for your side (Laws 24, 16C)", "your side (Law 16C)"),
        (
            ["honour-or-led"],
            "tr",
            "Ondan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 24, 16C)",
            "izinsizdir (Yasa 16C)",
        ),
        (["honour-or-led"], "en", "What it shows is unauthorised for your side (Laws 24, 16C)", "your side (Law 16C)"),
        (
            ["two-or-more"],
            "tr",
            "Onlardan edinilen bilgi sizin tarafınız için izinsizdir (Yasa 24, 16C)",
            "izinsizdir (Yasa 16C)",
        ),
        (["two-or-more"], "en", "What they show is unauthorised for your side (Laws 24, 16C)", "your side (Law 16C)"),
    ],
)
def test_the_read_out_cites_law_24_for_the_unauthorised_information(client, keys, lang, phrase, old):
    guide_pages.reads(client, SLUG, keys, lang, phrase)
    guide_pages.never_reads(client, SLUG, keys, lang, old)
