"""Players' questions that the phrasings of said65 (issue 22) bring to their Ending's paragraph.

said65 gave the Endings of eight guides (asking questions, a claim, extraneous information, an
inadmissible call, an insufficient bid, a lead out of turn, penalties, a score entered wrongly)
players' words their phrasings (Ending.said) lacked: "ihale" for the auction, "claim" as Turkish
players say it, a wrong defender's opening lead that declarer "likes", a hand seen on coming back
"from the break". Each question below was written for this test, in a player's words, and is in no
bench file; before those phrasings another paragraph came first (named in each test). The paragraph
the Ending rests on is quoted in the official Turkish (fixtures/laws_tr.txt) and the WBF English.
"""

from tests.search_index import assert_first_within, first_paragraph, search_index, search_index_dir  # noqa: F401


def test_a_suit_named_after_the_auction_is_law_39(search_index):
    """Law 39A: "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir" / "All calls
    after the final pass of the auction are cancelled"; 39B: "Eğer kusurlu oyuncunun solundaki rakip
    onarmadan önce bir konuşma yaparsa veya bu bir defans oyuncusunun pası veya gelecekteki
    deklaranın veya yerin bir konuşması ise, yaptırım uygulanmaz" / "If offender's LHO calls before
    rectification, or if the infraction is a pass by a defender or any call by the future declarer or
    dummy, then there is no further rectification" (inadmissible-call/after-final-pass). "İhale" is
    the players' word for the auction. Before, no paragraph of Law 39 was among the first ten (26B
    came first)."""
    assert_first_within("ihale kapandıktan sonra rakip bir renk daha söyledi", "tr", "39")


def test_a_claim_agreed_to_and_regretted_is_law_69(search_index):
    """Law 69B: "Talep veya terk üzerindeki anlaşma (bkz A), Yasa 79C'de belirlenmiş düzeltme
    dönemi içinde geri alınabilir: 1. Gerçekte kendi tarafının önceden kazandığı bir lövenin kaybında
    anlaşmışsa veya 2. Oyunun devamında muhtemelen kendi tarafının kazanacağı bir lövenin kaybında
    anlaşmışsa" / "Agreement with a claim or concession (see A) may be withdrawn within the
    Correction Period established under Law 79C: 1. if a player agreed to the loss of a trick his side
    had, in fact, won; or 2. if a player has agreed to the loss of a trick that his side would likely
    have won had the play continued" (claim/regret/agreed-to-opponent). Before, 68A (what a claim
    is) came first."""
    assert_first_within("rakibin claimini onayladık ama bir löve bizimdi", "tr", "69")


def test_declarer_liking_a_wrong_defenders_opening_lead_is_law_54(search_index):
    """Law 54B: "Bir defans oyuncusu yüzü açık sırasız atak yaptığında deklaran Yasa 53'de
    öngörüldüğü gibi usulsüz çıkışı kabul edebilir" / "When a defender faces the opening lead out of
    turn declarer may accept the irregular lead as provided in Law 53"; 54A: "Yüzü açık sırasız
    ataktan sonra, deklaran elini yere açabilir ve yer olur" / "After a faced opening lead out of
    turn, declarer may spread his hand; he becomes dummy" (lead-out-of-turn/opening/wrong-defender/
    faced). Before, 55A (declarer's own lead out of turn) came first."""
    assert_first_within("if declarer likes the wrong defender's opening lead can he accept it", "en", "54")


def test_a_hand_seen_before_the_auction_is_law_16d(search_index):
    """Law 16D1: "Bir oyuncu oynamakta olduğu veya daha sonra oynayacağı bir bord hakkında ...
    artırım başlamadan (Ayrıca bkz. Yasa 13A) kendi masasındaki başka bir oyuncuya ait bir kartı
    görmek gibi yollardan izinsiz bilgi edindiği zaman, hakem masaya, tercihen bilginin alıcısı
    tarafından, derhal çağrılmalıdır" / "When a player accidentally receives extraneous information
    about a board he is playing or has yet to play, as by ... seeing a card belonging to another player
    at his own table before the auction begins (see also Law 13A), the Director should be notified
    forthwith" (extraneous-information/card-at-my-table/before-first-call). Before, 74C5 came first."""
    assert_first_within("aradan dönünce artırımdan önce rakibin elini gördüm", "tr", "16D")
