"""Groups of fixtures/search_vocabulary.tsv read against the Laws (audit12): a group says its terms
name the same thing, so a word the Laws use for something else sends a query to the wrong
paragraphs. Each test quotes the paragraphs that keep two things apart, in the official Turkish
(fixtures/laws_tr.txt) and the WBF English."""

import pytest

from lawbook.search.analysis import analyze
from lawbook.search.vocabulary import load


def groups_of(text: str, lang: str) -> list[set[str]]:
    """The groups a query reaches, each as the texts of its terms."""
    return [{t.text for t in m.group.terms} for m in load().find(analyze(text, lang, "exact"))]


def reaches(text: str, lang: str, term: str) -> bool:
    return any(term in group for group in groups_of(text, lang))


def test_a_play_out_of_turn_is_a_premature_play_not_a_lead_out_of_turn():
    """Law 57, "ZAMANINDAN ÖNCE ÇIKIŞ VEYA OYUN" / "PREMATURE LEAD OR PLAY"; 57A: "Bir defans oyuncusu,
    ortağı o löveye kart oynamadan önce sırasız olarak kart oynadığında" / "plays out of turn
    before his partner has played": a premature play. 57C3 "(löveye çıkış hariç)" / "A premature
    play (not a lead)" and 57D "(löveye çıkış hariç)" / "(not lead)" keep play and lead apart; a
    lead out of turn is Laws 53-56."""
    assert not reaches("partner played out of turn", "en", "lead out of turn")
    assert not reaches("sırasız oyun", "tr", "lead out of turn")
    assert reaches("play out of turn", "en", "premature play")
    assert reaches("zamanından önce oyun", "tr", "premature play")
    assert not reaches("premature play", "en", "premature lead")
    assert reaches("erken çıkış", "tr", "premature lead")


def test_zon_is_game_and_vulnerable_is_zonda():
    """Definitions (Turkish): "Zon: Tek dağıtımda elde edilen en az 100 löve puanı (bkz Yasa 77)";
    WBF: "Game: 100 or more trick points scored on one deal (see Law 77)". Law 77: "Zonda iken ZON
    yapmak" (making game when vulnerable); Law 2: "Kuzey-Güney Zonda" / "North-South Vulnerable"."""
    assert not reaches("zon", "tr", "vulnerable")
    assert reaches("kimse zonda değil", "tr", "vulnerable")
    assert reaches("vulnerable", "en", "zonda")


def test_two_or_more_cards_and_too_many_cards_to_a_trick_are_no_incorrect_number_of_cards():
    """24C: "İki veya Daha Fazla Kartın Görünmesi" / "Two or More Cards Are Exposed" (a card shown
    during the auction, not a hand of the wrong size); 67A: "bir löveye birden fazla kart
    oynadığı" / "has played too many cards to a trick", 67B: "one player has too few or too many
    cards in his hand" (a defective trick). Law 13, "YANLIŞ SAYIDA KART" / "INCORRECT NUMBER OF
    CARDS", is a hand dealt more than thirteen (its footnote)."""
    assert not reaches("artırım sırasında iki veya daha fazla kartın görünmesi", "tr", "incorrect number of cards")
    assert not reaches("he played too many cards to a trick", "en", "incorrect number of cards")
    assert reaches("I had fourteen cards", "en", "yanlış sayıda kart")


def test_an_assigned_adjusted_score_is_one_kind_of_adjusted_score():
    """Definitions: "Ayarlı Skor: ... “Yapay” ya da “Atamalı” olabilir" / "Adjusted Score: ... It is
    either 'artificial' or 'assigned'"; 12C1(c): "Atamalı ayarlı skor" / "An assigned adjusted
    score"."""
    assert not reaches("adjusted score", "en", "assigned adjusted score")
    assert not reaches("ayarlı skor", "tr", "assigned adjusted score")
    assert reaches("atamalı ayarlı skor", "tr", "assigned adjusted score")


def test_agreed_is_an_agreed_claim_not_concurring_in_an_appeal():
    """69: "UZLAŞILMIŞ TALEP VEYA TERK" / "AGREED CLAIM OR CONCESSION"; 69B1: "if a player agreed to the
    loss of a trick his side had, in fact, won"; 8B2: "the score agreed and recorded". 92D:
    "itiraz konusunda hemfikir olmaları" / "both members of the partnership concur in making the
    appeal"."""
    assert not reaches("agreed claim", "en", "concur")
    assert not reaches("the tricks were agreed", "en", "hemfikir")
    assert reaches("hemfikir olmaları", "tr", "concur")


def test_together_with_is_not_at_the_same_time():
    """64A1: "rönonsun olduğu löve ile birlikte kusurlu tarafın kazandığı daha sonraki lövelerden
    biri" / "the trick on which the revoke occurred is transferred ... together with one of any
    subsequent tricks". 58: "EŞZAMANLI ÇIKIŞ
    VEYA OYUNLAR" / "SIMULTANEOUS LEADS OR PLAYS"."""
    assert not reaches("the revoke trick together with one subsequent trick", "en", "simultaneous")
    assert reaches("two cards at the same time", "en", "eşzamanlı")


@pytest.mark.parametrize(
    "query", ["is it my turn to play", "partner played out of turn", "when it is his turn to call"]
)
def test_a_players_turn_is_not_putting_a_card_down(query):
    """Definitions: "Sıra: Bir oyuncunun konuşma yapabileceği veya oynayabileceği doğru zaman" /
    "Turn: The correct time at which a player is due to call or play". Turning one's own card is
    placing it: 65A "her oyuncu kendi kartını ... kendi önüne koyar" / "each player turns his own
    card face down near him on the table"."""
    assert not reaches(query, "en", "koymak")


def test_turning_ones_card_is_still_placing_it():
    """65A, as above; 66A: "until he has turned his own card face down"."""
    assert reaches("I turned my card the wrong way", "en", "koymak")
    assert reaches("until he has turned his own card face down", "en", "koymak")


def test_suspending_and_disqualifying_are_two_powers():
    """91A: "bir oyuncu veya yarışmacıyı o seanstan veya herhangi bir bölümünden ihraç etme yetkisi" /
    "to suspend a player or contestant for the current session or any part thereof" (final); 91B
    "Diskalifiye Etme Hakkı" / "Right to Disqualify": "for cause, subject to approval by the
    Tournament Organizer"."""
    assert not reaches("can the director disqualify us", "en", "suspend")
    assert not reaches("ihraç", "tr", "disqualify")
    assert reaches("diskalifiye", "tr", "disqualify")
    assert reaches("suspended for the session", "en", "ihraç")


def test_a_small_slam_is_no_low_card_and_a_grand_slam_no_high_one():
    """Definitions: "Şlem: Altı artı lövenin (Küçük Şlem diye adlandırılır), veya yedi artı lövenin
    (Büyük Şlem diye adlandırılır)" / "Slam: A contract to win six odd tricks (called Small Slam) or
    to win seven odd tricks (called Grand Slam)". 46B1(a) "“büyük”" / "high", 46B1(c) "“küçük”" /
    "low" are cards called from dummy."""
    assert not reaches("küçük şlem zonda kaç puan", "tr", "low")
    assert not reaches("small slam bonus vulnerable", "en", "low")
    assert not reaches("büyük şlem", "tr", "high")
    assert reaches("small slam bonus vulnerable", "en", "küçük şlem")
    assert reaches("declarer called a small one from dummy", "en", "low")


def test_a_contest_is_the_event_and_a_contested_claim_is_disputed():
    """Definitions: "Event: A contest of one or more sessions" ("Etkinlik: Bir veya daha çok seanslık bir
    yarışma"); 78D "Conditions of Contest"; 70: "İTİRAZ EDİLMİŞ TALEP VEYA TERK" / "CONTESTED CLAIM OR
    CONCESSION"."""
    assert not reaches("conditions of contest published by the organizer", "en", "itiraz etmek")
    assert reaches("a contested claim", "en", "itiraz etmek")


def test_the_turkish_laws_screen_is_perde():
    """80B2(e): "(Yazılı artırım, deklare kutuları, perdeler gibi perdenin diğer tarafına iletilmeyen
    hareketler ...)" / WBF: "(as, for example, play with screens - provisions for rectification of
    actions not transmitted across the screen may be varied)": the group held only the players'
    "paravan"."""
    assert reaches("perdenin diğer tarafı", "tr", "screen")
    assert reaches("screen", "en", "perde")


# searchrank13: players' words that no page of the Laws or the guides holds, joined to the Laws'
# term they mean (docs/benchmarks.md, "Players' words no page holds").


def test_a_player_stops_an_irregularity_the_laws_prevent():
    """42B2: "Herhangi bir usulsüzlüğü önlemeye çalışabilir" / "He may try to prevent any
    irregularity"; 9A3: "bir usulsüzlüğü engellemeye yönelik girişimde bulunabilir" / "may attempt to
    prevent an irregularity". A Turkish player asks whether dummy may "durdurmak" (stop) declarer,
    a word no page holds."""
    assert reaches("yer deklaranı yanlış elden oynamadan önce durdurabilir mi", "tr", "prevent")
    assert reaches("yer deklaranı durdurdu", "tr", "önlemek")


def test_farkettim_is_fark_etmek_written_together():
    """25A1: "farklı bir konuşma yapmış olduğunu fark ederse" / "If a player discovers that he has not
    made the call he intended"; 25A3: "hatasının farkına her ne şekilde varmış olursa olsun" / "no
    matter how he may have become aware of his error". Players write "farkettim" as one word."""
    assert reaches("2 karo yerine 2 kupa çekmişim hemen farkettim", "tr", "notice")
    assert reaches("farketmedim", "tr", "fark etmek")


def test_straight_away_is_at_once_and_straight_alone_is_not():
    """9B1(a): "Bir usulsüzlüğe dikkat çekildiğinde hemen hakem çağrılmalıdır" / "The Director should
    be summoned at once when attention is drawn to an irregularity"."""
    assert reaches("declarer named the wrong card by accident and corrected it straight away", "en", "hemen")
    assert reaches("right away", "en", "at once")
    assert not reaches("do we go straight to the committee", "en", "at once")


def test_peeking_is_looking_at_a_hand():
    """43A2(c): "Yer, herhangi bir defans oyuncusunun elindeki bir kartın yüzüne bakamaz" / "Dummy may
    not look at the face of a card in either defender's hand"; 76B1 "birden fazla oyuncunun eline
    bakamaz" / "may not look at the hand of more than one player"."""
    assert reaches("dummy peeked at a defender's hand", "en", "look at")
    assert reaches("peeking at declarer's cards", "en", "bakmak")


def test_old_tricks_are_quitted_tricks():
    """66C: "Kapanmış Löveler. Bundan sonra, oyun sona erene kadar, kapanmış olan löveler incelenemez" /
    "Quitted Tricks. Thereafter, until play ceases, the cards of quitted tricks may not be inspected".
    A player asks to look at the "eski löveler" (the old tricks)."""
    assert reaches("eski lövelere bakıp kim ne attı kontrol edebilir miyiz", "tr", "quitted tricks")
    assert reaches("can we look through the old tricks", "en", "kapanmış löve")


def test_a_turkish_player_s_bidding_box_is_the_deklare_kutusu():
    """80B2(e) (Turkish): "Yazılı artırım, deklare kutuları, perdeler gibi ..." (the WBF's 80B2(e)
    names only screens: "as, for example, play with screens"); the guides' "bidding box". A Turkish
    player writes the English word with a Turkish suffix ("bidding boxu", "bidding box'tan")."""
    assert reaches("bidding boxu yanlış kullandım", "tr", "deklare kutusu")
    assert reaches("bidding box'tan yanlış kartı çektim", "tr", "deklare kutusu")


def test_rude_insults_and_swearing_are_discourtesy():
    """74A1: "Bir oyuncu her zaman nazik tavrını korumalıdır" / "A player should maintain a courteous
    attitude at all times"; 74B5: "Hakemi, ona veya diğer yarışmacılara karşı saygısız biçimde
    çağırmak" / "summoning and addressing the Director in a manner discourteous to him or to other
    contestants". A player says the opponent was rude, insulted him or swore at him."""
    assert reaches("opponent was rude to us what can the director do", "en", "saygısız")
    assert reaches("rakip masada bana hakaret etti", "tr", "discourteous")
    assert reaches("opponent swore at me at the table", "en", "kaba")


def test_tidying_dummy_is_arranging_dummy_not_arranging_a_tournament():
    """45C3: "Deklaranın, yeri düzenleme amacı dışında ... bilerek dokunduğu bir Yer kartı oynanır" / "A
    card in the dummy is played if it has been deliberately touched by declarer except for the
    purpose either of arranging dummy's cards, or of reaching a card above or below"; 45F "(except
    for purpose of arrangement)" / "(Düzenleme amacı hariç.)". The Laws' "arranging" alone is also
    the organiser's (80B1 "responsible for arranging and preparing a tournament", 80B2(g), (h), (j))."""
    assert reaches(
        "declarer touched the ace in dummy but says he was only tidying the cards", "en", "purpose of arranging"
    )
    assert reaches("he was straightening dummy", "en", "purpose of arrangement")
    assert not reaches("responsible for arranging and preparing a tournament", "en", "tidying")


def test_pulling_the_wrong_bidding_card_is_a_mechanical_error():
    """25A2: "Yalnızca mekanik hata veya dil sürçmesinden kaynaklanan konuşmaların değiştirilmesine izin
    verilebilir" / "A change of call may be allowed because of a mechanical error or a slip of the
    tongue": a player "pulled the wrong card" from the bidding box, which the group's "mispulled"
    already says in one word."""
    assert reaches("pulled the wrong card out of the bidding box", "en", "mekanik hata")
    assert reaches("i half pulled out the wrong bid then said no not that one", "en", "mechanical error")


def test_the_laws_suits_and_honours_reach_their_names_in_the_other_language():
    """Law 1A: "Renkler büyükten küçüğe pik (), kör (), karo (), trefl () diye sıralanır. Her rengin
    kartları büyükten küçüğe As, Rua, Dam, Vale, 10, ..." / WBF "The suits rank downward in the order
    spades (), hearts (), diamonds (), clubs (). The cards of each suit rank downward in the order
    Ace, King, Queen, Jack, 10, ...". A player's "papaz", "kız", "bacak" are the Laws' Rua, Dam,
    Vale. Not "maça" (folded "maca", also "maç", a match, with a case ending: 12A "Takım maçındaki
    uygulama için bkz. Yasa 86B" / WBF "in team play see Law 86B"): "maça geç kaldık" (we were late
    to the match) names no spade."""
    for turkish, english in [("pik", "spades"), ("kör", "hearts"), ("karo", "diamonds"), ("trefl", "clubs")]:
        assert reaches(turkish, "tr", english) and reaches(english, "en", turkish)
    for players, laws, english in [("papaz", "rua", "king"), ("kız", "dam", "queen"), ("bacak", "vale", "jack")]:
        assert reaches(players, "tr", laws) and reaches(players, "tr", english) and reaches(english, "en", laws)
    assert reaches("kings", "en", "papaz")
    assert not reaches("maça geç kaldık", "tr", "spades")


def test_players_words_for_a_revoke_rho_a_hesitation_a_card_found_and_a_premature_replacement():
    """search73, players' words the Laws do not write. 61A: "Yasa 44’e göre bir renge uymamak ...
    rönons teşkil eder" / "Failure to follow suit in accordance with Law 44 ... constitutes a
    revoke" (Definitions: "Follow Suit: Play a card of the suit that has been led"): "renk vermedi"
    is a revoke, "renk verdi" following suit. 31A: "konuşma sırası sağındaki rakipte iken" / "at
    his RHO's turn to call": "sağımdaki". 16B1: "duraksama" / "unmistakable hesitation": "uzun
    düşündü", "tanked". 14B2: "Kayıp kart başka bir yerde bulunursa, eksik olan ele geri konulur" /
    "if the card is found elsewhere, it is restored to the deficient hand": under the chair. 27C:
    "yetersiz deklaresini Hakemin bir hüküm vermesinden önce düzeltirse" / "replaces his
    insufficient bid before the Director has ruled on rectification": "hakem gelmeden"."""
    assert reaches("rakip kupaya renk vermedi", "tr", "revoke")
    assert not reaches("rakip kupaya renk verdi", "tr", "revoke")
    assert reaches("rakip kupaya renk verdi", "tr", "follow suit")
    assert reaches("sağımdakinin sırasında konuştum", "tr", "rho")
    assert reaches("ortağım uzun düşündükten sonra pas dedi", "tr", "hesitation")
    assert reaches("rho tanked then passed", "en", "duraksama")
    assert reaches("eksik kart sandalyenin altında bulundu", "tr", "elsewhere")
    assert reaches("hakem gelmeden 3 kör yaptı", "tr", "before the director has ruled")
