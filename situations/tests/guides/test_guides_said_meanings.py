"""The players' phrasings (Ending.said) read against the Laws, one by one (audit13, issue 22).

A phrasing is what the search says its Ending is about: a player's question worded like it is
sent to that Ending's paragraphs (situations/search_paths.py, lawbook/search/endings.py). Each row
below is a phrasing that was not true of its Ending, with the deciding paragraph quoted in the
official Turkish and in the WBF English: it named an actor, a turn or a time for which another
Ending (or another Law) rules differently, or its Turkish and English said different things. The
test walks the guide to the Ending and checks that the corrected phrasing is there and the wrong
one is gone (docs/legal-review.md, "audit13").
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from situations.content import SITUATIONS
from situations.guide import Ending, Text


@dataclass(frozen=True)
class SaidFix:
    path: str  # the guide's slug, then the answers that lead to the Ending
    old: Text  # the phrasing as it was (tr, en)
    new: Text | None  # as it is now; None when it was removed


# The Turkish and the English of a pair said different things (the actor, the card, the call, the
# time); one of them, or both, now says what the other does.
LANGUAGES_DIFFER = (
    # Law 51A (TR): "o lövede hangisinin oynanacağını deklaran belirtir"; WBF: "declarer designates
    # which is to be played at that turn". The Turkish said that declarer chooses, the English only
    # that the defender has to play. Both are true of this Ending; the English now says the whole.
    SaidFix(
        "penalty-cards-more/two-or-more/offender-to-play",
        Text(
            "birden çok cezalı kartı olan oyuncu oynarken deklaran seçer",
            "a defender with several penalty cards has to play to the trick",
        ),
        Text(
            "birden çok cezalı kartı olan oyuncu oynarken deklaran seçer",
            "when a defender with several penalty cards plays, declarer chooses which",
        ),
    ),
    # Law 45C4(b) (TR): "Kendi elinden veya Yerden bir kart oynanmadan önce, deklaran, istemsiz olarak
    # belirtmiş olduğu bir kartı değiştirebilir"; WBF: "Declarer may correct an unintended designation
    # of a card from dummy until he next plays a card from either his own hand or from dummy". The
    # Turkish "sonra değiştirdi" (changed it later) reached past that limit; the English said at once.
    SaidFix(
        "card-from-dummy/changed/slip/not-yet",
        Text(
            "deklaranın dili sürçtü yanlış kartı söyledi sonra değiştirdi",
            "declarer called one card, said oops, and called the one he meant",
        ),
        Text(
            "deklaranın dili sürçtü yanlış kartı söyledi pardon deyip istediği kartı söyledi",
            "declarer called one card, said oops, and called the one he meant",
        ),
    ),
    # Law 45C3 (TR): "Deklaranın, yeri düzenleme amacı dışında veya dokunulan kart ya da kartların
    # altındaki veya üstündeki bir karta ulaşma amacı dışında, bilerek dokunduğu bir Yer kartı
    # oynanır"; WBF: "A card in the dummy is played if it has been deliberately touched by declarer
    # except for the purpose ... of reaching a card above or below". The Turkish named neither
    # declarer nor dummy; the English did.
    SaidFix(
        "card-from-dummy/touched/arranging",
        Text(
            "alttaki karta ulaşmak için üstteki kartı kaydırdı",
            "declarer moved a card aside to reach the one under it",
        ),
        Text(
            "deklaran yerde alttaki karta ulaşmak için üstteki kartı kaydırdı",
            "declarer moved a card aside to reach the one under it",
        ),
    ),
    # Law 57A1-57A2 (TR): "Kusurlu oyuncunun ortağından oynanan renkteki en büyük kartını ... en küçük
    # kartını oynamasını isteyebilir"; WBF: "require offender's partner to play the highest card ...
    # the lowest card he holds of the suit led". The Turkish said the highest only.
    SaidFix(
        "premature-play/before-partner/none",
        Text(
            "deklaran kusurlu oyuncunun ortağına en büyük kartını oynatabilir",
            "declarer can make the offender's partner play his highest or lowest card",
        ),
        Text(
            "deklaran kusurlu oyuncunun ortağına en büyük ya da en küçük kartını oynatabilir",
            "declarer can make the offender's partner play his highest or lowest card",
        ),
    ),
    # Law 58A (TR): "Bir başka oyuncunun yasal çıkışı ya da oyunu ile eşzamanlı olarak yapılan bir
    # çıkış ya da oyun, ondan sonra yapılmış sayılır"; WBF: "A lead or play made simultaneously with
    # another player's legal lead or play is deemed to be subsequent to it". The English said two
    # players led; the Turkish that "our cards fell on the table" (a card dropped is Law 49/50).
    SaidFix(
        "premature-play/same-time",
        Text(
            "kartlarımız aynı anda masaya düştü hangisi sonra sayılır",
            "two players led to the trick together, whose card counts",
        ),
        Text(
            "ikimiz löveye aynı anda çıktık hangi kart sayılır",
            "two players led to the trick together, whose card counts",
        ),
    ),
    # Law 66C (TR): "oyun sona erene kadar, kapanmış olan löveler incelenemez"; WBF: "until play
    # ceases, the cards of quitted tricks may not be inspected". The English said three tricks ago,
    # the Turkish "önceki löve" (the trick before), which may still be the current one of Law 66A-B.
    SaidFix(
        "defective-trick/see-cards/quitted",
        Text(
            "önceki lövede kimin ne oynadığını görmek için kartları açmak",
            "an opponent wanted to check what was led three tricks ago",
        ),
        Text(
            "rakip üç löve önce neyle çıkıldığını kontrol etmek istedi",
            "an opponent wanted to check what was led three tricks ago",
        ),
    ),
    # Law 65B3 (TR): "kendi tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı sona erer.
    # Daha sonra yapıldığında Yasa 16B uygulanabilir"; WBF: "this right expires when his side leads or
    # plays to the following trick. If done later Law 16B may apply". The English saw it at the end,
    # the Turkish a few tricks later: now both at the end.
    SaidFix(
        "defective-trick/pointed-wrong/later",
        Text(
            "löve kartı ters konmuş birkaç löve sonra gördük",
            "my played card was turned as if we lost the trick and I only saw it at the end",
        ),
        Text(
            "oynadığım kart löveyi kaybetmişiz gibi konmuş ancak oyunun sonunda gördüm",
            "my played card was turned as if we lost the trick and I only saw it at the end",
        ),
    ),
    # Law 24 (TR): "bir oyuncunun kendi hatası nedeniyle o oyuncunun elindeki bir veya birkaç kartın
    # yüzlerinin oyuncunun ortağı tarafından görülebilecek konuma gelmiş bulunduğunu belirlerse"; WBF:
    # "one or more cards of that player's hand were in position for the face to be seen by his
    # partner". A card that fell face down is not this case; the English said face up.
    SaidFix(
        "card-exposed-in-auction/small",
        Text(
            "artırım sırasında elimden küçük bir kart masaya düştü",
            "a low card fell face up from my hand during the bidding",
        ),
        Text(
            "artırım sırasında elimden küçük bir kart masaya açık düştü",
            "a low card fell face up from my hand during the bidding",
        ),
    ),
    # Law 25B1 (TR): "A maddesine göre izin verilmeyen bir değiştirilmiş konuşma, kusurlu tarafın
    # solundaki rakip tarafından kabul edilebilir"; WBF: "A substituted call not permitted by A may be
    # accepted by the offender's LHO". The two Turkish phrasings were each other's: "he made a new
    # call" stood beside "I changed my call", "I replaced my call" beside "the player replaced his".
    SaidFix(
        "unintended-call/meant-it/changed",
        Text(
            "bilerek yaptığım konuşmayı fikrim değişince değiştirdim",
            "he made a new call after thinking again, the next player may accept it",
        ),
        Text(
            "oyuncu vazgeçip ilk konuşmasının yerine başkasını söyledi sıradaki oyuncu kabul edebilir",
            "he made a new call after thinking again, the next player may accept it",
        ),
    ),
    SaidFix(
        "unintended-call/meant-it/changed",
        Text(
            "oyuncu vazgeçip ilk konuşmasının yerine başkasını söyledi",
            "I replaced my call with another after changing my mind",
        ),
        Text(
            "bilerek yaptığım konuşmayı fikrim değişince değiştirdim",
            "I replaced my call with another after changing my mind",
        ),
    ),
    # Law 36C (TR): "Atak yüzü açık bir şekilde yapıldıktan sonra, kabul edilemez bir kontr veya
    # sürkontr çekilmiş olduğu fark edilirse"; WBF: "When attention is drawn to an inadmissible double
    # or redouble only after the opening lead has been faced". The English said a double, the Turkish
    # a redouble.
    SaidFix(
        "inadmissible-call/double/after-lead",
        Text(
            "atak yapıldıktan sonra sürkontrun kurallara aykırı olduğu anlaşıldı",
            "nobody noticed the inadmissible double until the lead was faced",
        ),
        Text(
            "atak açılana kadar kimse kontrun kurallara aykırı olduğunu fark etmedi",
            "nobody noticed the inadmissible double until the lead was faced",
        ),
    ),
    # Law 43A2(c) (TR): "Yer, herhangi bir defans oyuncusunun elindeki bir kartın yüzüne bakamaz"; WBF:
    # "Dummy may not look at the face of a card in either defender's hand". The English said dummy
    # looked at them, the Turkish that he saw them ("gördü"), which he may by no fault of his (43A3).
    SaidFix(
        "dummy-rights/broke-a-limit",
        Text("yer savunma oyuncusunun kartlarını gördü", "dummy looked at a defender's cards"),
        Text("yer savunma oyuncusunun kartlarına baktı", "dummy looked at a defender's cards"),
    ),
)


# A pass is a call: what the Laws rule before the first call, a player's "before anyone bid" does
# not say.
CALL_IS_NOT_A_BID = (
    # Law 16D2-16D3 (TR): "herhangi bir konuşma olmadan ... 3. Söz konusu izinsiz bilginin ilk
    # konuşmanın yapılmasından sonra ... alınması durumunda hakem yukarıdaki 2(c) veya 2(d) maddelerine
    # uygun şekilde hareket eder"; WBF: "before any call has been made ... 3. If such extraneous
    # information is received after the first call in the auction has been made ... the Director
    # proceeds as in 2(c) or 2(d)". A pass is a call (Definitions, TR "Konuşma"; WBF "Call: any bid,
    # double, redouble or pass"): "no bid yet" may be after a pass, when the first two courses are gone.
    SaidFix(
        "extraneous-information/overheard/before-first-call",
        Text(
            "yan masadan bordun sonucunu duydum henüz deklare yapılmadı",
            "I overheard the result of this board from the next table before the bidding",
        ),
        Text(
            "yan masadan bordun sonucunu duydum henüz kimse konuşmadı",
            "I overheard the result of this board from the next table before the bidding",
        ),
    ),
    SaidFix(
        "extraneous-information/overheard/before-first-call",
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone bid",
        ),
        Text(
            "artırım başlamadan yanlışlıkla rakibin elini gördüm",
            "I accidentally saw an opponent's hand before anyone had made a call",
        ),
    ),
    # Law 6D1 (TR): "Bir bordda ilk artırım her iki taraf için de başlamadan önce kartların düzgün
    # olmayan bir şekilde dağıtıldığı ... saptanırsa, deste yeniden karıştırılmak ve tekrar dağıtılmak
    # zorundadır"; WBF: "If it is ascertained before the auction begins on a board that the cards
    # have been incorrectly dealt ... there shall be a redeal". The auction begins with the first call
    # (Definitions, TR "Artırım ... İlk konuşmanın yapılması ile başlar"; WBF "It begins when the
    # first call is made"): the Turkish said nobody had called, the English nobody had bid.
    SaidFix(
        "wrong-number-of-cards/before-calls",
        Text("elimde on iki kart var henüz kimse konuşmadı", "I have only twelve cards and nobody has bid yet"),
        Text(
            "kartlarımı saydım bir kart eksik çıktı henüz kimse konuşmadı",
            "I counted my cards, one is missing, and no one has called yet",
        ),
    ),
)

FIXES = LANGUAGES_DIFFER + CALL_IS_NOT_A_BID


def ending_at(path: str) -> Ending:
    slug, *keys = path.split("/")
    situation = next(s for s in SITUATIONS if s.slug == slug)
    walked = situation.walk(keys)
    assert walked is not None, path
    ending = walked[1]
    assert isinstance(ending, Ending), path
    return ending


@pytest.mark.parametrize("fix", FIXES, ids=lambda f: f"{f.path}:{f.old.en[:40]}")
def test_the_phrasing_is_true_of_its_ending(fix):
    said = {(t.tr, t.en) for t in ending_at(fix.path).said}
    assert (fix.old.tr, fix.old.en) not in said
    if fix.new is None:
        assert fix.old.tr not in {tr for tr, _ in said} and fix.old.en not in {en for _, en in said}
    else:
        assert (fix.new.tr, fix.new.en) in said


def test_the_shared_phrasings_are_fixed_on_every_ending_that_carries_them():
    """The before-any-call phrasings of Law 16D2 are one list on the four Endings that rule on
    information received before the first call; each carries the corrected words."""
    for path in (
        "extraneous-information/overheard/before-first-call",
        "extraneous-information/wrong-hand/before-first-call",
        "extraneous-information/other-table/before-first-call",
        "extraneous-information/card-at-my-table/from-the-board",
    ):
        said = {t.en for t in ending_at(path).said}
        assert "I accidentally saw an opponent's hand before anyone had made a call" in said, path
        assert "I accidentally saw an opponent's hand before anyone bid" not in said, path
