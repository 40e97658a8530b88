"""`where`: which Law covers a situation. Three kinds of stem: a situation a director meets at
the table (written here, with the paragraph that governs it), a section heading of the Laws
(one that names a single place), and a Law's title asked by number. The choices are the Law
numbers with their titles; the distractors are the neighbouring Laws of the same family (the
53-56 leads out of turn, the 61-64 revokes, ...), which is where directors look in the wrong
place.
"""

from __future__ import annotations

from itertools import combinations

from ..lawdata import law_titles, per_text_version, sections
from ..questions import Question
from .common import cited, law, make_choices, rng_for, spread

TYPE = "where"

# (Turkish, English, the paragraph that governs it)
SITUATIONS = (
    (
        "Atak, yanlış defans oyuncusu tarafından yüzü açık yapıldı.",
        "The opening lead is faced by the wrong defender.",
        "54",
    ),
    (
        "Çıkış sırası yerdeyken deklaran kendi elinden çıktı.",
        "Declarer leads from his own hand when the lead was in dummy.",
        "55",
    ),
    (
        "Bir defans oyuncusunun elinden bir kart yüzü açık masaya düştü.",
        "A card falls face up from a defender's hand onto the table.",
        "49",
    ),
    ("Deklaranın elinden bir kart yanlışlıkla masaya düştü.", "Declarer accidentally drops a card face up.", "48A"),
    (
        "Rönons resmileşti; kaç löve aktarılacağına karar verilecek.",
        "A revoke is established; the Director must decide how many tricks are transferred.",
        "64A",
    ),
    (
        "Bir oyuncu renge uymadı; rönons henüz resmileşmedi.",
        "A player has failed to follow suit, and the revoke is not yet established.",
        "62A",
    ),
    ("Deklaran löve talep etti; rakipler itiraz ediyor.", "Declarer claims; the opponents dispute the claim.", "70"),
    ("Bir oyuncu yetersiz bir deklare yaptı.", "A player makes an insufficient bid.", "27"),
    ("Bir oyuncu sırası gelmeden deklare yaptı.", "A player bids out of rotation.", "31"),
    ("Bir oyuncu sırası gelmeden pas dedi.", "A player passes out of rotation.", "30"),
    ("Bir elde on üçten fazla kart olduğu anlaşıldı.", "A hand is found to contain more than thirteen cards.", "13"),
    ("Bir elden bir kart eksik çıktı.", "A card is found to be missing from a hand.", "14"),
    (
        "Artırım sırasında bir oyuncunun kartının yüzü ortağının görebileceği biçimde açıldı.",
        "During the auction a player's card is exposed where his partner could see it.",
        "24",
    ),
    (
        "Kartlar, karıştırılmadan dizili bir desteden dağıtıldı.",
        "The cards were dealt from a sorted pack without shuffling.",
        "6D2",
    ),
    (
        "Ortağının belirgin tereddüdünden sonra bir oyuncu bir konuşma seçti.",
        "After his partner's marked hesitation, a player chooses a call.",
        "16B",
    ),
    # 57A is "sırasız olarak" (out of turn) before partner; it does not rule when declarer has played
    # from both hands (57C1) or dummy played on his own (57C2): the story says dummy had not played.
    (
        "Deklaran elinden çıktı; sağındaki rakip, ortağı ve yer daha oynamadan löveye bir kart oynadı.",
        "Declarer leads from his hand, and his right-hand opponent plays a card to the trick before his partner and dummy have played.",
        "57A",
    ),
    (
        "Oyuncu, deklaranın istediği rengi çıkamıyor çünkü o renkten kartı yok.",
        "A player cannot lead the suit declarer required: he has none.",
        "59",
    ),
    ("İki oyuncu aynı anda kart oynadı.", "Two players play a card at the same moment.", "58A"),
    (
        "Bir oyuncu dil sürçmesiyle istemediği bir konuşma yaptı.",
        "A player makes a call he did not intend, by a slip of the tongue.",
        "25A",
    ),
    ("Bir lövede dört yerine beş kart bulundu.", "A trick is found to contain five cards.", "67"),
    ("Oyuncular yanlış bordu oynadı.", "The players played the wrong board.", "15"),
    ("Kapanan lövelere bakmak isteyen bir oyuncu.", "A player wants to look at the quitted tricks.", "66"),
    # 42B1: the question is dummy's right only after declarer "has failed to follow suit to a
    # trick" ("bir lövede renge uymadığı zaman"), in both texts.
    (
        "Deklaran bir lövede renge uymayınca yer ona çıkılan renkte kartı olup olmadığını sordu.",
        "Declarer fails to follow suit to a trick, and dummy asks him whether he has a card of the suit led.",
        "42B1",
    ),
    (
        "Skor tabelasına yanlış skor yazıldığı sonradan anlaşıldı.",
        "A wrong score is discovered on the score sheet later.",
        "79C",
    ),
    (
        "Bir takım, hakemin kararına itiraz etmek istiyor.",
        "A team wishes to appeal against the Director's ruling.",
        "92",
    ),
    # 71: TR "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci içinde, hakem terki
    # aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır: ... B. Bir oyuncu, kalan kartların herhangi
    # bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi terk etmişse"; WBF "A concession must
    # stand, once made, except that within the Correction Period ... the Director shall cancel a concession:
    # ... B. if a player has conceded a trick that could not be lost by any normal play of the remaining
    # cards". The story said "terk iptal edilecek" / "the concession is to be cancelled" (the WBF's duty,
    # which the official Turkish does not set: the editor's note on 71) and "could not lose" without 71B's
    # "by any normal play"; now it tells the facts 71B and the Correction Period turn on, and no ruling.
    (
        "Bir oyuncu, kalan kartların herhangi bir normal şekilde oynanması sonucu kaybedemeyeceği bir löveyi "
        "terk etti; hakem, Düzeltme Süreci bitmeden çağrıldı.",
        "A player conceded a trick that could not be lost by any normal play of the remaining cards; the "
        "Director is called before the Correction Period ends.",
        "71",
    ),
    (
        "Bir defans oyuncusu cezalı kartını oynaması gerekirken başka bir kart oynadı.",
        "A defender plays another card when he was required to play his penalty card.",
        "52",
    ),
    (
        "Bir defans oyuncusunun iki cezalı kartı var ve ortağı çıkacak.",
        "A defender has two penalty cards and his partner is to lead.",
        "51B",
    ),
    (
        "Hakem, ihlal sonucu kusursuz tarafın zarar gördüğünü düşünüyor ve skoru ayarlayacak.",
        "The Director judges the non-offending side damaged and will adjust the score.",
        "12C",
    ),
    (
        "Oyunculardan biri masada bir usulsüzlüğe dikkat çekti.",
        "A player draws attention to an irregularity at the table.",
        "9A",
    ),
)

FAMILIES = (
    (1, 8),
    (9, 12),
    (13, 16),
    (17, 23),
    (24, 26),
    (27, 39),
    (40, 40),
    (41, 43),
    (44, 47),
    (48, 52),
    (53, 56),
    (57, 60),
    (61, 64),
    (65, 67),
    (68, 71),
    (72, 76),
    (77, 79),
    (80, 93),
)


def _family(number: int) -> range:
    for low, high in FAMILIES:
        if low <= number <= high:
            return range(low, high + 1)
    return range(number, number + 1)


def _law_of(label: str) -> int:
    digits = ""
    for ch in label:
        if not ch.isdigit():
            break
        digits += ch
    return int(digits)


@per_text_version
def _plan():
    stems = [("situation", tr, en, label) for tr, en, label in SITUATIONS]
    stems += [("heading", s.heading_tr, s.heading_en, s.label) for s in sections()]
    stems += [("title", tr, en, str(number)) for number, (tr, en) in law_titles().items()]
    return stems, [(i, combo) for i in range(len(stems)) for combo in COMBOS]


POOL = 5
COMBOS = tuple(combinations(range(POOL), 3))


def _pool(number: int, titles: dict) -> list[int]:
    """The five Laws a director is likeliest to confuse with this one: its family first, then
    its neighbours by number."""
    family = sorted((n for n in _family(number) if n != number and n in titles), key=lambda n: abs(n - number))
    around = sorted((n for n in titles if n != number and n not in family), key=lambda n: (abs(n - number), n))
    return (family + around)[:POOL]


def generate(seed: int) -> Question:
    rng = rng_for(TYPE, seed)
    stems, space = _plan()
    titles = law_titles()
    i, combo = space[spread(seed, len(space))]
    kind, stem_tr, stem_en, label = stems[i]
    number = _law_of(label)

    def choice(n: int):
        if kind == "title":
            return law(str(n), "tr"), law(str(n), "en")
        return f"{law(str(n), 'tr')} – {titles[n][0]}", f"{law(str(n), 'en')} – {titles[n][1]}"

    pool = _pool(number, titles)
    others = [pool[x] for x in combo]
    choices, key = make_choices(rng, choice(number), [choice(n) for n in others])
    if kind == "situation":
        prompt_tr = f"Hangi yasa bu durumu düzenler?\n{stem_tr}"
        prompt_en = f"Which Law covers this situation?\n{stem_en}"
        steps_tr = [f"{law(label, 'tr')} ({titles[number][0]}) bu durumu düzenler."]
        steps_en = [f"{law(label, 'en')} ({titles[number][1]}) covers it."]
    elif kind == "heading":
        prompt_tr = f"“{stem_tr}” başlıklı bölüm hangi yasada?"
        prompt_en = f"Which Law has the section “{stem_en}”?"
        steps_tr = [f"“{stem_tr}”, {law(label, 'tr')}: {titles[number][0]}."]
        steps_en = [f"“{stem_en}” is {law(label, 'en')}, in Law {number}: {titles[number][1]}."]
    else:
        prompt_tr = f"“{stem_tr}” başlıklı yasa hangisidir?"
        prompt_en = f"Which Law is entitled “{stem_en}”?"
        steps_tr = [f"{law(label, 'tr')}: {titles[number][0]}."]
        steps_en = [f"{law(label, 'en')}: {titles[number][1]}."]
    return Question(
        type=TYPE,
        seed=seed,
        prompt_tr=prompt_tr,
        prompt_en=prompt_en,
        choices=choices,
        answer=key,
        explanation_tr="\n".join(steps_tr),
        explanation_en="\n".join(steps_en),
        laws=cited(label),
    )
