"""The asking-questions guide (Laws 20, 41B, 41C, 40B, 75A), walked to each ending by its GET URL in
both languages: the page says the ruling a player would notice, and the ending cites the paragraph
that decides it (quoted beside each path: the Turkish official text, then the WBF English)."""

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG, SITUATIONS
from situations.tests.guides.test_guides import url_of

pytestmark = pytest.mark.django_db
SLUG = "asking-questions"
GUIDE = BY_SLUG[SLUG]

# 41B (TR): "Atak kartı açılmadan önce, atak eden oyuncunun ortağı ve deklaran olması gereken oyuncu
# (ancak yer olması gereken oyuncu değil) artırımın tekrar edilmesini veya bir rakibinin konuşmasının
# açıklanmasını isteyebilir" / (WBF) "the leader's partner and the presumed declarer (but not the
# presumed dummy) each may require a review of the auction, or request explanation".
DUMMY = (
    "41B",
    "Yer olacak oyuncu, atak kartının yüzü açılmadan önce artırımın tekrarını ya da açıklama isteyemez",
    "The presumed dummy may not require a review of the auction",
)

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 20F1: "Artırım sırasında ve sonuncu pastan önce, herhangi bir oyuncu, konuşma sırası kendisine
    # geldiğinde, rakiplerinin artırımlarının açıklamasını isteyebilir" / "During the auction and
    # before the final pass any player may request, at his own turn to call, an explanation of the
    # opponents' auction".
    "asking/auction/meaning": (
        "20F1",
        "konuşma sıranız geldiğinde rakiplerin artırımının açıklamasını isteyebilirsiniz",
        "you may ask at your own turn to call for an explanation of the opponents' auction",
    ),
    # 20D: "Konuşmaların tekrarlanması talebi yalnızca bir rakip oyuncu tarafından
    # cevaplandırılabilir" / "A request to have calls restated shall be responded to only by an
    # opponent."
    "asking/auction/review": (
        "20D",
        "Tekrar isteğini yalnızca bir rakip yanıtlayabilir",
        "shall be responded to only by an opponent",
    ),
    # 20C1: "Sonuncu pastan sonra her bir defans oyuncusu, atağın kendisinde olup olmadığını sorma
    # hakkına sahiptir" / "After the final pass either defender has the right to ask if it is his
    # opening lead".
    "asking/after-final-pass/defender": (
        "20C1",
        "her iki defans oyuncusu da atağın kendisinde olup olmadığını sorabilir",
        "either defender has the right to ask whether it is his opening lead",
    ),
    # 41B: "deklaran olması gereken oyuncu (ancak yer olması gereken oyuncu değil) artırımın tekrar
    # edilmesini veya bir rakibinin konuşmasının açıklanmasını isteyebilir" / "the presumed declarer
    # (but not the presumed dummy) ... may require a review of the auction, or request explanation".
    "asking/after-final-pass/declarer": (
        "41B",
        "deklaran olacak oyuncu artırımın tekrarını ya da bir rakip konuşmasının açıklamasını isteyebilir",
        "the presumed declarer may require a review of the auction or ask for an explanation",
    ),
    "asking/after-final-pass/dummy": DUMMY,
    # 41C: "kontratın ne olduğunun ve kontr veya sürkontr atılıp atılmadığının kendisine bildirilmesi
    # hakkına sahiptir ancak bu oyuncu, kontr veya sürkontru kimin attığını soramaz" / "is entitled to
    # be informed as to what the contract is and whether, but not by whom, it was doubled or
    # redoubled".
    "asking/play/defender": (
        "41C",
        "kimin kontr ya da sürkontr ettiğini soramazsınız",
        "whether, but not by whom, it was doubled or redoubled",
    ),
    # 20F2: "Elden ya da yerden oynama sırası kendisinde iken, deklaran, defans oyuncularının
    # konuşmalarının veya kart oyunu anlaşmalarının açıklanmasını isteyebilir" / "At his turn to play
    # from his hand or from dummy declarer may request an explanation of a defender's call or card
    # play understandings".
    "asking/play/declarer": (
        "20F2",
        "defans oyuncularının konuşmalarının ya da kart oyunu anlaşmalarının açıklanmasını isteyebilirsiniz",
        "of the defenders' card play understandings",
    ),
    "asking/play/dummy": DUMMY,
    # 40B5(a): "ortaklık uzlaşmaları ve ortaklık deneyimince kendisinde oluşan tüm özel bilgileri
    # açıklamalıdır" / "shall disclose all special information conveyed to him through partnership
    # agreement or partnership experience".
    "answering": (
        "40B5(a)",
        "bütün özel bilgiyi açıklamalısınız",
        "you shall disclose all special information",
    ),
    # 20G1: "Bir oyuncu, tek amacı ortağının yararlanması olan bir soru soramaz" / "A player may not ask
    # a question if his sole purpose is to benefit partner".
    "for-partner": (
        "20G1",
        "tek amacı ortağının yararlanması olan bir soru soramaz",
        "may not ask a question if his sole purpose is to benefit partner",
    ),
}


def test_the_guide_is_listed_with_the_others():
    assert GUIDE in SITUATIONS


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("path", ["asking/auction/meaning", "asking/play/defender"])
def test_the_partner_of_the_player_who_called_replies(client, path, lang):
    """20F1 (TR): "Hakemin aksi yönde bir talimatı hariç, sorular, söz konusu konuşmayı yapan oyuncunun
    ortağı tarafından yanıtlanmalıdır" / (WBF) "Except on the instruction of the Director, replies
    should be given by the partner of the player who made the call in question"; 20F2 likewise. (The
    "answering" Ending says "call or play", 20F2's "action": test_guides_asking_questions_20f2_answering_
    call_or_play.py, qa267.)"""
    page = client.get(url_of(SLUG, path.split("/"), lang)).content.decode()
    expected = (
        "açıklanan konuşmayı yapan oyuncunun ortağı yanıtlamalıdır"
        if lang == "tr"
        else "replies should be given by the partner of the player whose call is explained"
    )
    assert escape(expected) in page
    assert 'data-label="20F1"' in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_single_call_question_warns_of_unauthorised_information(client, lang):
    """20F3 (TR): "bir oyuncu tek bir konuşmaya ilişkin soru sorabilir ancak bu durumda Yasa 16B1
    uygulanabilir" / (WBF) "a player may ask concerning a single call but Law 16B1 may apply";
    16B1 counts "soru, bir soruya yanıt" / "questions, replies to questions" as unauthorised."""
    page = client.get(url_of(SLUG, ["asking", "auction", "meaning"], lang)).content.decode()
    name = "Tek bir konuşmayı sorun" if lang == "tr" else "Ask about a single call"
    assert escape(name) in page
    assert 'data-label="20F3"' in page and 'data-label="16B1"' in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_review_after_the_lead_is_only_at_the_first_turn_to_play(client, lang):
    """41B (TR): "bir kart oynama sırası ilk kendilerine geldiğinde, artırımın tekrar edilmesini
    isteyebilir; bu hak oyuncu bir kart oynadığında sonra erer" / (WBF) "at his first turn to play
    a card, require a review of the auction; this right expires when he plays a card"."""
    for who in ("defender", "declarer"):
        page = client.get(url_of(SLUG, ["asking", "play", who], lang)).content.decode()
        expected = (
            "bu hak bir kart oynadığınızda sona erer" if lang == "tr" else "this right expires when you play a card"
        )
        assert escape(expected) in page, who


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_declarer_or_dummy_corrects_partner_s_explanation_after_the_final_pass(client, lang):
    """20F5(b) (TR): "(i) bir defans oyuncusu için oyun sonu, ve (ii) deklaran ya da yer için artırmanın
    son pasından sonradır" / (WBF) "(i) for a defender, at the end of the play. (ii) for declarer or
    dummy, after the final pass of the auction"."""
    for path in (["asking", "after-final-pass", "declarer"], ["asking", "after-final-pass", "dummy"]):
        page = client.get(url_of(SLUG, path, lang)).content.decode()
        assert escape("son pastan sonradır" if lang == "tr" else "is after the final pass") in page, path
        assert 'data-label="20F5(b)"' in page
    page = client.get(url_of(SLUG, ["asking", "after-final-pass", "defender"], lang)).content.decode()
    assert escape("ancak oyun bitince" if lang == "tr" else "only at the end of the play") in page
    # 20F5(a) forbids the correction "artırım sürecinde" / "during the auction period", no longer.
    during = "artırım sürecinde hatayı düzeltemez" if lang == "tr" else "during the auction period you may not correct"
    assert escape(during) in page
    assert escape("o zamana kadar" if lang == "tr" else "until then") not in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_opening_lead_is_not_retracted_once_dummy_has_faced_a_card(client, lang):
    """47E2(a) (TR): "sadece o löveye daha sonra başka kart oynanmamışsa herhangi bir onarma
    olmaksızın geri alabilir ... Yer herhangi bir kartını gösterdikten sonra atak geri alınamaz" /
    (WBF) "but only if no card was subsequently played ... An opening lead may not be retracted
    after dummy has faced any card." A defender asking during the play, dummy already faced, must
    not read that his opening lead may still be taken back."""
    page = client.get(url_of(SLUG, ["asking", "play", "defender"], lang)).content.decode()
    assert 'data-label="47E2(a)"' in page
    expected = (
        "yer herhangi bir kartını gösterdikten sonra atak geri alınamaz"
        if lang == "tr"
        else "an opening lead may not be retracted after dummy has faced any card"
    )
    assert escape(expected) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_declaring_side_may_consult_its_own_card_in_the_clarification_period(client, lang):
    """20G3 (TR): "Yönetici Federasyon'un izin verdiği durumlar haricinde, bir oyuncu artırım ya da
    oyun sürecinde kendi sistem kartı ve notlarına başvuramaz. [Ancak bkz. Yasa 40B2(b).]" / (WBF)
    "... may not consult his own system card and notes during the auction period and play [but see
    Law 40B2(b)]"; 40B2(b): "(yalnızca) deklaran taraf oyuncuları sadece Belirginleştirme Sürecinde
    kendi konvansiyon kartlarına bakabilirler" / "players of the declaring side (only) may consult
    their own system card during the Clarification Period". A player asked after the final pass must
    not read a flat ban."""
    page = client.get(url_of(SLUG, ["answering"], lang)).content.decode()
    assert 'data-label="40B2(b)"' in page
    expected = (
        "yalnızca deklaran tarafın oyuncuları, yalnızca Açıklama Evresi'nde kendi konvansiyon kartlarına bakabilir"
        if lang == "tr"
        else "players of the declaring side (only) may consult their own system card during the Clarification Period"
    )
    assert escape(expected) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_question_asked_only_to_benefit_partner_has_an_ending_of_its_own(client, lang):
    """20G1 (TR): "Bir oyuncu, tek amacı ortağının yararlanması olan bir soru soramaz" / (WBF) "A player
    may not ask a question if his sole purpose is to benefit partner". The question is partner's
    unauthorised information: 16B1 (TR) "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret
    edebilecek her türlü dış bilgi izinsizdir. Buna, söz, soru, bir soruya yanıt ... dahildir" / (WBF)
    "Any extraneous information from partner that might suggest a call or play is unauthorized. This
    includes remarks, questions, replies to questions"; and 9B1(a) (TR) "Bir usulsüzlüğe dikkat
    çekildiğinde hemen hakem çağrılmalıdır". The guide's first step offers the situation, and its page
    says so."""
    start = client.get(url_of(SLUG, [], lang)).content.decode()
    label = (
        "Sorunun tek amacı soranın ortağına yarar sağlamaktı"
        if lang == "tr"
        else "The question's sole purpose was to benefit the asker's partner"
    )
    assert escape(label) in start
    page = client.get(url_of(SLUG, ["for-partner"], lang)).content.decode()
    for label in ("20G1", "16B1", "9B1(a)"):
        assert f'data-label="{label}"' in page, label
    expected = (
        (
            "Bir oyuncu, tek amacı ortağının yararlanması olan bir soru soramaz",
            "buna soru ve bir soruya verilen yanıt da dahildir",
            "kurala aykırı bir soru",
        )
        if lang == "tr"
        else (
            "A player may not ask a question if his sole purpose is to benefit partner",
            "this includes questions and replies to questions",
            "an improper question",
        )
    )
    for phrase in expected:
        assert escape(phrase) in page, phrase


def test_20g3_keeps_its_own_subject_in_the_turkish(client):
    """20G3 (TR): "Yönetici Federasyon'un izin verdiği durumlar haricinde, bir oyuncu artırım ya da oyun
    sürecinde kendi sistem kartı ve notlarına başvuramaz"; (WBF) "Except as the Regulating Authority
    allows, a player may not consult his own system card and notes during the auction period and play".
    The official Turkish names "Yönetici Federasyon" here (as in 18F, 20F1, 21B1(a), 86B3), where 80A
    names "Yetkili Federasyon", and says nowhere that the two are one (session 81, qa151's reading of
    18F): the answering Ending gave 20G3 the 80A word."""
    page = client.get(url_of(SLUG, ["answering"], "tr")).content.decode()
    assert escape("Yönetici Federasyon izin vermedikçe artırım ya da oyun sürecinde kendi sistem kartınıza") in page
    assert escape("Yetkili Federasyon izin vermedikçe artırım ya da oyun sürecinde") not in page
