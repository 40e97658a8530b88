"""The defective-trick guide (Laws 65, 66, 67, 45E), walked by its GET URLs in both languages:
each ending says the ruling a player would notice and cites the paragraph that decides it, quoted
here in the official Turkish (fixtures/laws_tr.txt) and the WBF English (2017, ACBL printing).
Three endings (67B1, 67B2 after 58B4, 58B2) also show the engine's ruling on an example
(tests/test_guides.py checks it)."""

import pytest
from django.urls import reverse
from django.utils import translation
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests.guides import guide_pages
from tests.seen import seen

pytestmark = pytest.mark.django_db
SLUG = "defective-trick"


def page(client, keys: list[str], lang: str) -> str:
    return guide_pages.page(client, SLUG, keys, lang)


def says(client, keys, lang, *phrases):
    guide_pages.says(client, SLUG, keys, lang, *phrases)


# path -> (deciding paragraph, Turkish phrase shown, English phrase shown)
# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 67A1: TR "kusurlu oyuncu yasal olarak oynayabileceği bir kartı verir"; WBF "the offender
    # supplies a card he can legally play".
    ("wrong-count", "in-time", "missing"): (
        "67A1",
        "yasal olarak oynayabileceği bir kartı verir (Yasa 67A1)",
        "supplies a card he can legally play to the trick (Law 67A1)",
    ),
    # 45E1: TR "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı
    # karta dönüşür"; WBF "A fifth card contributed to a trick by a defender becomes a penalty card,
    # subject to Law 50".
    ("wrong-count", "in-time", "fifth-card", "defender"): (
        "45E1",
        "beşinci kart, Yasa 50 hükmünce cezalı kart olur (Yasa 45E1)",
        "becomes a penalty card, subject to Law 50 (Law 45E1)",
    ),
    # 45E2: TR "hakem bu kartın çıkılmış olmadığına karar verirse bu kart başka bir onarma olmaksızın
    # ele geri döner, aksi halde Yasa 55 uygulanır"; WBF "it is returned to the hand without further
    # rectification unless the Director deems that it was led". The official Turkish's finding.
    ("wrong-count", "in-time", "fifth-card", "declarer"): (
        "45E2",
        "hakem bu kartın çıkılmış olmadığına karar verirse başka bir onarma olmaksızın ele geri döner (Yasa 45E2)",
        "goes back to the hand without further rectification if the Director decides that it was not led (Law 45E2)",
    ),
    # 67A2: TR "yasa 45E ... veya Yasa 58B ... uygulanacaktır"; WBF "Law 45E (Fifth Card Played to a
    # Trick) or Law 58B (Simultaneous Cards from One Hand) shall be applied."
    ("wrong-count", "in-time", "at-once"): (
        "67A2",
        "Yasa 45E ya da Yasa 58B uygulanacaktır (Yasa 67A2)",
        "Law 45E or Law 58B shall be applied (Law 67A2)",
    ),
    # 67B1: TR "Özürlü lövede rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan 1 löve kaybına
    # tabidir."; WBF "He is deemed to have revoked on the defective trick and is subject to the loss
    # of one trick transferred in accordance with Law 64A2."
    ("wrong-count", "later", "missing"): (
        "67B1",
        "rönons yapmış sayılır ve Yasa 64A2'ye göre aktarılan bir löve kaybına tabidir",
        "deemed to have revoked on the defective trick and is subject to the loss of one trick",
    ),
    # 67B2(a): TR "bütün fazla kartları eline geri koymasını ister ... Özürlü lövenin kazanmış olan
    # taraf değişmez."; WBF "requires the offender to restore to his hand all extra cards ...
    # Ownership of the defective trick does not change."
    ("wrong-count", "later", "too-many"): (
        "67B2(a)",
        "bütün fazla kartları eline geri koymasını ister (Yasa 67B2(a))",
        "requires the offender to restore all extra cards to his hand",
    ),
    # 67B3: TR "Hakem kartı bulur ve kusurlu oyuncunun oynanmış kartları arasına doğru bir şekilde
    # yerleştirir."; WBF "the Director finds the card and places it correctly among the offender's
    # played cards."
    ("wrong-count", "later", "not-placed"): (
        "67B3",
        "kartı bulur ve oynanmış kartlarının arasına doğru biçimde yerleştirir (Yasa 67B3)",
        "he finds the card and places it correctly among them (Law 67B3)",
    ),
    # 66A: TR "kendi kartını masanın üzerine yüzü aşağı gelecek biçimde çevirinceye kadar, löveye
    # henüz oynanmış olan tüm kartların gösterilmesini isteyebilir"; WBF "until he has turned his own
    # card face down on the table, require that all cards just played to the trick be faced."
    ("see-cards", "current"): (
        "66A",
        "löveye oynanmış bütün kartların gösterilmesini isteyebilir (Yasa 66A)",
        "may require that all cards just played to the trick be faced",
    ),
    # 66B: TR "kendisinin son oynadığı kartı, inceleyebilir, ancak gösteremez"; WBF "may inspect, but
    # not expose, his own last card played."
    ("see-cards", "own-last"): (
        "66B",
        "son oynadığınız kendi kartınıza bakabilirsiniz, ama onu gösteremezsiniz (Yasa 66B)",
        "you may look at your own last card played, but not expose it (Law 66B)",
    ),
    # 66C: TR "oyun sona erene kadar, kapanmış olan löveler incelenemez (hakemin kesin talimatı
    # hariç ...)"; WBF "until play ceases, the cards of quitted tricks may not be inspected (except at
    # the Director's specific instruction ...)".
    ("see-cards", "quitted"): (
        "66C",
        "Oyun bitene kadar kapanmış löveler incelenemez; hakemin kesin talimatıyla",
        "Until play ends, quitted tricks may not be inspected, except at the Director's specific instruction",
    ),
    # 66D: TR "Oyun sonra erdikten sonra, rönons veya kazanılan ya da kaybedilen lövelerin sayısı
    # konusundaki bir talebi çözümlemek için oynanmış veya oynanmamış kartlar incelenebilir"; WBF
    # "After play ceases, the played and unplayed cards may be inspected to settle a claim of a
    # revoke, or of the number of tricks won or lost".
    ("see-cards", "after-play"): (
        "66D",
        "oynanmış ve oynanmamış kartlar incelenebilir",
        "the played and unplayed cards may be inspected to settle a claim of a revoke",
    ),
    # 65B3: TR "Bir oyuncu, kartların yukarıdaki şekilde yerleştirilmemiş olmasına dikkat çekebilir,
    # ancak kendi tarafı bir sonraki löveye çıkış yapar veya kart verirse bu hakkı sona erer."; WBF
    # "A player may draw attention to a card pointed incorrectly, but this right expires when his
    # side leads or plays to the following trick."
    ("pointed-wrong", "in-time"): (
        "65B3",
        "Yanlış yerleştirilmiş bir karta dikkat çekebilirsiniz",
        "You may draw attention to a card pointed incorrectly",
    ),
    # 65B3, last sentence: TR "Daha sonra yapıldığında Yasa 16B uygulanabilir."; WBF "If done later
    # Law 16B may apply."
    ("pointed-wrong", "later"): (
        "65B3",
        "dikkat çekme hakkınız sona erdi; daha sonra dikkat çekilirse Yasa 16B uygulanabilir",
        "your right to draw attention to the card pointed incorrectly has expired",
    ),
}


def test_a_card_not_played_to_a_defective_trick_costs_one_trick_under_64a2(client):
    """67B1(a) and (b) alike: "subject to the loss of one trick transferred in accordance with Law
    64A2"; 64A2 (TR "kusurlu taraf bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona
    erdikten sonra, kusursuz tarafa bir löve aktarılır"; WBF "if the offending side won that or any
    subsequent trick, after play ends one trick is transferred to the non-offending side"). The card
    placed "does not affect ownership of the trick" (TR "bu lövenin kazanılmasını etkilemez")."""
    keys = ["wrong-count", "later", "missing"]
    _, ending = BY_SLUG[SLUG].walk(keys)
    assert {"67B1(a)", "67B1(b)", "64A2"} <= set(ending.laws)
    says(
        client,
        keys,
        "en",
        "one trick is transferred to the non-offending side after play ends",
        "this card does not affect the ownership of the trick (Law 67B1)",
        "if he has none, he chooses any card (Law 67B1(b))",
    )
    says(
        client,
        keys,
        "tr",
        "oyun bittikten sonra kusursuz tarafa bir löve aktarılır",
        "bu kart lövenin kimde olduğunu değiştirmez (Yasa 67B1)",
        "yoksa herhangi bir kartını seçer (Yasa 67B1(b))",
    )


def test_extra_cards_found_late_leave_the_trick_where_it_was_and_may_be_a_revoke(client):
    """67B2(a): "Ownership of the defective trick does not change" (TR "Özürlü lövenin kazanmış olan
    taraf değişmez"); footnote 20: an exposed extra card of a defender "becomes a penalty card" (TR
    "cezalı karta dönüşür"); 67B2(b): "a failure to have played it to an earlier trick may constitute
    a revoke" (TR "bir rönons teşkil edebilir")."""
    keys = ["wrong-count", "later", "too-many"]
    says(
        client,
        keys,
        "en",
        "the ownership of the defective trick does not change (Law 67B2(a))",
        "it becomes a penalty card (footnote to Law 67B2(a), Law 50)",
        "not having played it to an earlier trick may be a revoke (Law 67B2(b))",
    )
    says(
        client,
        keys,
        "tr",
        "özürlü lövenin kimde olduğu değişmez (Yasa 67B2(a))",
        "cezalı kart olur (Yasa 67B2(a) dipnotu, Yasa 50)",
        "rönons olabilir (Yasa 67B2(b))",
    )


@pytest.mark.parametrize(
    "lang, revoke, extra",
    [
        (
            "tr",
            "Batı 2. lövede rönons yaptı; rönons resmileşti (Yasa 63A1).",
            "Batı 1. löveye birden fazla kart oynadı (fazla kart: ♠2).",
        ),
        (
            "en",
            "West revoked on trick 2; the revoke is established (Law 63A1).",
            "West played more than one card to trick 1 (the extra card: ♠2).",
        ),
    ],
)
def test_extra_cards_found_late_show_the_engine_restoring_them_and_finding_the_revoke(client, lang, revoke, extra):
    """table75: the ending's example, cards gone to the trick unnoticed. 58B4 (TR): "Her iki taraf
    da sonraki löveye oynayıncaya kadar eşzamanlı oyun fark edilmemişse Yasa 67 uygulanır" (WBF): "If
    the simultaneous play remains undiscovered until both sides have played to the next trick, Law
    67 applies". 67B2(b) (TR): "Geri konulan bir kartın sürekli olarak kusurlu oyuncunun elinde
    olduğu varsayılır ve bu kartın daha önceki bir löveye oynanmamış olması bir rönons teşkil
    edebilir" (WBF): "A restored card is deemed to have belonged continuously to the offender's
    hand, and a failure to have played it to an earlier trick may constitute a revoke": West's ♣2
    on the spade trick is one, established once East has played to the next trick (63A1: TR
    "Kusurlu oyuncu veya ortağı bir sonraki löveye çıkış yaptığı ya da kart oynadığında", WBF "when
    the offender or his partner leads or plays to the following trick"). 67B2(a): "Ownership of the
    defective trick does not change" (TR "Özürlü lövenin kazanmış olan taraf değişmez"): North's."""
    keys = ["wrong-count", "later", "too-many"]
    _, ending = BY_SLUG[SLUG].walk(keys)
    assert ending.engine is not None
    text = page(client, keys, lang)
    assert escape(revoke) in text and escape(extra) in text
    assert 'data-label="67B2(b)"' in text and 'data-label="63A1"' in text
    assert escape('"tricks": {"NS": 2, "EW": 0}') in text  # trick 1 stays North's


def test_a_fifth_card_deemed_led_gives_the_lead_out_of_turn_options(client):
    """45E1: "unless the Director deems that it was led, in which case Law 53 or 56 applies"; 56: "A.
    Accept the irregular lead ... or B. Require the defender to retract his faced lead out of turn.
    The withdrawn card becomes a major penalty card" (TR "Geri alınan kart majör cezalı kart haline
    gelir"). 45E2: "unless the Director deems that it was led, in which case Law 55 applies"; 55A
    "If the defenders choose differently then the option expressed by the player next in turn to
    the irregular lead shall prevail" (TR "sıradaki defans oyuncusunun seçimi geçerli olur")."""
    _, defender = BY_SLUG[SLUG].walk(["wrong-count", "in-time", "fifth-card", "defender"])
    _, declarer = BY_SLUG[SLUG].walk(["wrong-count", "in-time", "fifth-card", "declarer"])
    assert [o.name.en for o in defender.options] == ["Accept the lead", "Require the lead to be retracted"]
    assert [o.name.en for o in declarer.options] == ["Accept the lead", "Require the lead to be retracted"]
    says(
        client,
        ["wrong-count", "in-time", "fifth-card", "defender"],
        "en",
        "the withdrawn card becomes a major penalty card and Law 50D applies (Law 56B)",
    )
    says(
        client,
        ["wrong-count", "in-time", "fifth-card", "declarer"],
        "tr",
        "farklı seçerlerse sıradaki defans oyuncusunun seçimi geçerlidir (Yasa 55A)",
        "Deklaranın ya da yerin hiçbir kartı cezalı kart olmaz (Yasa 48A).",
    )


FIFTH_DEFENDER_KEYS = ["wrong-count", "in-time", "fifth-card", "defender"]
# What the page says of the defender's fifth card, and 45E1's exception, in each language.
BECOMES_PENALTY = {"tr": "cezalı kart olur", "en": "becomes a penalty card"}
UNLESS_LED = {
    "tr": "Hakem kartın çıkılmış olduğuna karar vermedikçe",
    "en": "Unless the Director deems that it was led",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_defenders_fifth_card_is_a_penalty_card_only_unless_the_director_deems_it_led(client, lang):
    """45E1 (TR): "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı
    karta dönüşür, ancak hakem bu kartın çıkılmış olduğuna karar verirse Yasa 53 veya 56 uygulanır."
    / (WBF) "A fifth card contributed to a trick by a defender becomes a penalty card, subject to
    Law 50, unless the Director deems that it was led, in which case Law 53 or 56 applies." The
    ending's first sentence and the read-out's said flatly that the card becomes a penalty card,
    and the read-out then offered declarer the options of a lead out of turn (56), which are the
    exception's.
    Each sentence of the page and of the read-out that makes it a penalty card now carries the
    exception."""
    _, ending = BY_SLUG[SLUG].walk(FIFTH_DEFENDER_KEYS)
    sentences = [getattr(text, lang) for text in (*ending.now, *ending.script)]
    penalty = [s for s in sentences if BECOMES_PENALTY[lang] in s and "45E1" in s]
    assert len(penalty) == 2  # one in what happens now, one read out
    assert [s for s in penalty if UNLESS_LED[lang] not in s] == []
    text = page(client, FIFTH_DEFENDER_KEYS, lang)
    with translation.override(lang):
        read_out = client.get(reverse("situations:read_out", args=[SLUG, "/".join(FIFTH_DEFENDER_KEYS)]))
    assert read_out.status_code == 200
    for sentence in penalty:
        assert escape(sentence) in text
    assert escape(penalty[1]) in seen(read_out.content.decode())


def test_where_turkish_and_wbf_differ_the_guide_follows_the_turkish_and_says_so(client):
    """66D: TR "taraflardan birisi ... kartlarını karıştırmışsa, hakem diğer tarafın lehine karar
    verecektir"; WBF "and only one side has mixed its cards". 65D: TR "sırasını bozamaz"; WBF
    "should not disturb"."""
    says(client, ["see-cards", "after-play"], "en", "the WBF English adds the condition that only one side")
    says(client, ["see-cards", "after-play"], "tr", "WBF İngilizcesi ayrıca")
    says(client, ["pointed-wrong", "later"], "en", "You may not disturb the order of your played cards")
    says(client, ["pointed-wrong", "later"], "tr", "oynanmış kartlarınızın sırasını bozamazsınız")


def test_quitted_tricks_are_not_seen_on_a_mere_claim_of_revoke(client):
    """61C: TR "Rönons yapılmış olduğunun iddia edilmesi, hiçbir oyuncuya geçmiş lövelerin
    incelenmesi hakkını vermez."; WBF "A claim of a revoke does not automatically warrant inspection
    of quitted tricks (see Law 66C)."."""
    _, ending = BY_SLUG[SLUG].walk(["see-cards", "quitted"])
    assert "61C" in ending.laws
    says(client, ["see-cards", "quitted"], "en", "Claiming a revoke does not by itself give the right")
    says(client, ["see-cards", "quitted"], "tr", "hiçbir oyuncuya kapanmış löveleri inceleme hakkı vermez")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_opponent_who_played_after_a_withdrawn_visible_card_may_change_his(client, lang):
    """58B3 (TR): "Kusurlu oyuncu görünen bir kartını geri aldıktan sonra, bu kart üzerine daha sonra
    oynamış olan rakip kendi kartını geri alabilir ve bir onarma olmaksızın değiştirebilir. (Ancak
    bkz. Yasa 16C.)" / (WBF) "After an offending player withdraws a visible card, an opponent who
    subsequently played to that trick may withdraw his play and substitute another card without
    further rectification (but see Law 16C)." The ending for cards played at once, seen in time,
    had no word of the opponent's option."""
    text = page(client, ["wrong-count", "in-time", "at-once"], lang)
    assert 'data-label="58B3"' in text
    expected = (
        "o löveye ondan sonra oynamış olan rakip kendi kartını geri alıp başka onarma olmaksızın değiştirebilir"
        if lang == "tr"
        else "an opponent who subsequently played to that trick may withdraw his card and substitute another"
    )
    assert escape(expected) in text


@pytest.mark.parametrize(
    "keys, deciding, general",
    [
        (("wrong-count", "later", "missing"), "67B1", "67B"),
        (("wrong-count", "later", "too-many"), "67B2(a)", "67B"),
        (("wrong-count", "later", "not-placed"), "67B3", "67B"),
    ],
    ids=["missing", "too-many", "not-placed"],
)
def test_a_late_defective_trick_quotes_its_deciding_paragraph_before_67b(client, keys, deciding, general):
    """The ending quotes first the paragraph that decides it: 67B1 (TR "Kusurlu oyuncu özürlü löveye
    kart oynamadığı zaman, hakem ..." / WBF "When the offender has failed to play a card to the
    defective trick, the Director shall require him ..."), 67B2(a) ("birden fazla kart oynadığı zaman"
    / "has played more than one card") or 67B3 ("löveye kart vermiş olduğunu, ancak bu kartı oynanan
    kartlarının arasına koymadığını" / "did play a card to the trick, but that card was not placed
    among the quitted tricks"), not 67B's opening words, which only say how the Director finds a
    defective trick."""
    _, ending = BY_SLUG[SLUG].walk(list(keys))
    assert ending.laws[0] == deciding
    text = page(client, list(keys), "en")
    assert text.index(f'data-label="{deciding}"') < text.index(f'data-label="{general}"')


# Who designates the card when the cards came from dummy's hand: the two guides that meet 58B2.
DUMMY_CARDS_CHOSEN_BY_DECLARER = {
    "tr": "kartlar yerin elindense deklaran, çünkü yerin kartlarını deklaran oynar",
    "en": "declarer, if they came from dummy's hand: declarer plays dummy's cards, Law 45B",
}
SEVERAL_FACES_DUMMY = {
    "tr": "kartlar yerin elindense deklaran, çünkü yerin kartlarını deklaran oynar, Yasa 45B",
    "en": "declarer, if the cards came from dummy's hand: declarer plays dummy's cards, Law 45B",
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_cards_at_once_from_dummy_are_designated_by_declarer(client, lang):
    """58B2 gives the choice to the offending player (TR "kusurlu oyuncu oynamak istediği kartı
    belirtir"; WBF "the offending player designates the card he proposes to play"), but dummy's
    cards are declarer's to play: 45B (TR) "Deklaran kartın adını söyleyerek yerden kart oynar" /
    (WBF) "Declarer plays a card from dummy by naming the card"; 42A3 (TR) "Yerin kartlarını
    deklaranın yönergesi doğrultusunda onun görevlisi olarak oynar" / (WBF) "plays the cards of the
    dummy as declarer's agent as directed". The endings said "the player who played them" / "the
    offender", which for dummy's hand names dummy."""
    text = page(client, ["wrong-count", "in-time", "at-once"], lang)
    assert escape(DUMMY_CARDS_CHOSEN_BY_DECLARER[lang]) in text
    other = guide_pages.page(client, "premature-play", ["two-cards", "several-faces"], lang)
    assert escape(SEVERAL_FACES_DUMMY[lang]) in other


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_defenders_fifth_card_names_the_penalty_card_guides_by_their_titles(client, lang):
    """45E1 (TR): "Bir defans oyuncusunun bir löveye oynadığı beşinci kart, Yasa 50 hükmünce cezalı
    karta dönüşür" / (WBF) "A fifth card contributed to a trick by a defender becomes a penalty card,
    subject to Law 50". The ending sent the reader to "the penalty-card guide" and to "'Two or more
    penalty cards'", titles no guide has; it now names them as the guides name each other, by their
    titles, which the test takes from the guides themselves."""
    text = page(client, FIFTH_DEFENDER_KEYS, lang)
    for slug in ("exposed-card", "penalty-cards-more"):
        title = getattr(BY_SLUG[slug].title, lang)
        assert escape(f"'{title}'") in text, slug
