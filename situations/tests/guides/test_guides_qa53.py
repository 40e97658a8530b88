"""qa53: the guides for information and boards walked as a Director would (docs/legal-review.md,
"qa53"): where a sentence of an Ending said something other than the official Turkish text, or left
out what the Law says happens.
"""

import pytest

from situations.tests.guides.guide_pages import never_says, says

pytestmark = pytest.mark.django_db


def test_16b2_in_english_sets_the_official_turkish_bar_for_damage(client):
    """16B2, official Turkish: "Bir oyuncu bir rakibinin böyle bir bilgi verdiğini ve bunun zarara yol
    açabileceğini düşündüğü zaman ... daha sonra hakem çağırma hakkını saklı tutacağını bildirebilir"
    (damage could result); WBF: "When a player considers that an opponent has made such information
    available and that damage could well result he may announce ... that he reserves the right to
    summon the Director later". The Turkish is the official text. The hesitation Ending's Turkish said
    "zarara yol açabileceğini", its English the WBF's "could well result": the two languages set the
    player different bars for reserving his rights."""
    says(client, "hesitation", ["opponent"], "tr", "bunun zarara yol açabileceğini düşünüyorsanız")
    says(
        client,
        "hesitation",
        ["opponent"],
        "en",
        "an opponent has made such information available and that damage could result (so the official"
        " Turkish; the WBF English says 'could well result'), you may call the Director",
    )
    never_says(client, "hesitation", ["opponent"], "en", "that damage could well result, you may")


def test_a_hand_with_too_many_cards_found_after_play_has_its_ending(client):
    """13D, official Turkish: "Oyunculardan birinde 13'ten fazla kart bulunduğu, bir diğerinde ise eksik
    sayıda kart olduğu oyun bittikten sonra fark edilirse, masa skoru iptal edilmeli ve bord için
    ayarlı skor verilmelidir. (Yasa 86B dikkate alınmalıdır.) Kusura neden olan taraf için prosedür
    ceza uygulanabilir"; WBF: "When it is determined after play ends that a player's hand originally
    contained more than 13 cards with another player holding fewer, the result must be cancelled and
    an adjusted score awarded (Law 86B may apply). An offending contestant is liable to a procedural
    penalty." 14B (TR "Atağın yüzü açık olarak yapılmasından sonra (düzeltme sürecinin sonlanmasına
    kadar)"; WBF "after the opening lead is faced (until the end of the Correction Period)").

    The guide asked "When was it noticed?" with "before anyone called" and "during the auction or
    play" only: a Director who found a fourteen-card hand after play had no answer to take, and no
    Ending said the table result is cancelled."""
    slug = "wrong-number-of-cards"
    says(client, slug, [], "tr", "Oyun bittikten sonra")
    says(client, slug, [], "en", "After play had ended")
    says(
        client,
        slug,
        ["after-play"],
        "tr",
        "masa skoru iptal edilmeli ve bord için ayarlı skor verilmelidir",
        "Kusura neden olan tarafa prosedür cezası verilebilir (Yasa 13D)",
        "Düzeltme Süresi bitene kadar Yasa 14B uygulanır",
    )
    says(
        client,
        slug,
        ["after-play"],
        "en",
        "the table result must be cancelled and an adjusted score awarded for the board",
        "A procedural penalty may be applied to the side that caused the fault (Law 13D)",
        "until the end of the Correction Period",
    )


def test_cards_from_the_wrong_board_may_bring_a_procedural_penalty(client):
    """15A4, official Turkish: "Yukarıda belirtilen onarmalara ek olarak, bir prosedür cezası (Yasa 90)
    öngörülebilir"; WBF: "A procedural penalty (Law 90) may be assessed in addition to the
    rectifications above." The Ending listed 15A1-15A3 and stopped there: a Director reading it did not
    learn that he may also penalise the player who took the wrong board's cards."""
    says(client, "wrong-board", ["wrong-cards"], "tr", "bir prosedür cezası (Yasa 90) verilebilir (Yasa 15A4)")
    says(client, "wrong-board", ["wrong-cards"], "en", "A procedural penalty (Law 90) may be assessed")


def test_partner_s_remark_or_question_is_named_where_the_player_is_told_what_he_may_not_do(client):
    """16B1, official Turkish: "Ortaktan gelen ve belli bir konuşma veya oyun tarzına işaret edebilecek
    her türlü dış bilgi izinsizdir. Buna, söz, soru, bir soruya yanıt, beklenmedik bir alert ya da
    alert edilmemesi veya kuşkuya yer bırakmayan duraksama, her zamankinden farklı hız, özel vurgu, ses
    tonu, jest, hareket veya tavır dahildir"; WBF: "Any extraneous information from partner that might
    suggest a call or play is unauthorized. This includes remarks, questions, replies to questions,
    unexpected alerts or failures to alert, unmistakable hesitation, unwonted speed, special emphasis,
    tone, gesture, movement or mannerism." 73C1 names "söz, soru, açıklama" / "remark, question,
    explanation" too.

    The guide asked "Who hesitated?" and its Ending for partner spoke of the hesitation only: a player
    whose partner had asked a question or made a remark found no answer that fitted, and was not told
    that it too is unauthorised information."""
    says(client, "hesitation", [], "tr", "Kim duraksadı ya da bilgi verdi?")
    says(client, "hesitation", [], "en", "Who hesitated or passed the information?")
    says(client, "hesitation", ["partner"], "tr", "her türlü dış bilgi izinsizdir: söz, soru, bir soruya yanıt")
    says(client, "hesitation", ["partner"], "en", "is unauthorised: a remark, a question, a reply to a question")
    never_says(client, "hesitation", ["partner"], "en", "that the hesitation demonstrably suggested")
