"""The paragraphs an Ending's sentences state as its rule are among the paragraphs its search path
lends to (situations.search_paths, Ending.laws; lawbook.search.borrowing): a sentence citing a
paragraph the path leaves out states a rule the search never answers with (qa135's leftover, read
in both texts in docs/legal-review.md, qa138). Each case failed on the tuples before."""

import pytest

from situations.search_paths import guide_paths

PATHS = {path.id: path for path in guide_paths()}


@pytest.mark.parametrize(
    "path_id, label",
    [
        # 50D1(b), TR "Renge uyma veya bir çıkış veya oyun kısıtlamasını yerine getirme zorunluluğu,
        # bir majör cezalı kartı oynama zorunluluğundan önce gelir"; WBF "The obligation to follow
        # suit, or to comply with a lead or play restriction, takes precedence over the obligation to
        # play a major penalty card": the Reject option's effect, and the auction Ending's own lead.
        ("lead-out-of-turn/later/defender", "50D1(b)"),
        ("card-exposed-in-auction/honour-or-led", "50D1(b)"),
        # 50D1(a), TR "bir majör cezalı kart ister çıkışta ... ilk yasal fırsatta oynanmak zorundadır";
        # WBF "must be played at the first legal opportunity, whether in leading ...".
        ("card-exposed-in-auction/honour-or-led", "50D1(a)"),
        # 50E4, TR "hakem oyunun sonunda, görünen kartın kusursuz tarafa zarar veren (bkz Yasa 12B1)
        # bir bilgiyi ilettiğine karar verirse ayarlı bir skor atamalıdır"; WBF "the Director judges at
        # the end of play that without the assistance gained through the exposed card the outcome
        # ... could well have been different ... he shall award an adjusted score".
        ("exposed-card/defender/small", "50E4"),
        ("exposed-card/defender/honour-or-intended", "50E4"),
        # 48B1, TR "Deklaran sırasız ataktan sonra kartlarını gösterdiğinde, Yasa 54 uygulanır"; WBF
        # "When declarer faces his cards after an opening lead out of turn, Law 54 applies".
        ("exposed-card/declarer", "48B1"),
        # 50E1, TR "Cezalı karttan edinilen bilgi ... cezalı kart masada açık olarak kaldığı sürece bütün
        # oyuncular için izinli bir bilgidir"; WBF "Information derived from a penalty card ... [is]
        # authorized for all players for as long as the penalty card remains on the table": the major
        # penalty card's what-happens-now says it, as the minor one's does (which listed it).
        ("exposed-card/defender/honour-or-intended", "50E1"),
        # 62C2, TR "Kusursuz bir oyuncu bir kartı bu şekilde geri aldıktan sonra, kusurlu tarafın
        # sıradaki oyuncusu da kartı değiştirebilir"; WBF "After a non-offender so withdraws a card, the
        # player of the offending side next in rotation may withdraw his played card": who chooses
        # (qa134), listed for the defender's revoke only.
        ("revoke/declarer/not-established", "62C2"),
        ("revoke/dummy/not-established", "62C2"),
        # qa141, what qa138 left. 50E1 (above): every card-exposed-in-auction Ending's UI sentence
        # says it of the card once it is a penalty card ("Yasa 50E1" / "Law 50E1").
        ("card-exposed-in-auction/small", "50E1"),
        ("card-exposed-in-auction/honour-or-led", "50E1"),
        ("card-exposed-in-auction/two-or-more", "50E1"),
        # 50D2, TR "deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış
        # yapamaz"; WBF "he may not lead until declarer has stated which of the options below is
        # selected": the honour-or-led Ending's chooser.
        ("card-exposed-in-auction/honour-or-led", "50D2"),
        # 51A, TR "yasal olarak oynanabilecek iki veya daha fazla cezalı karta sahipse, o lövede
        # hangisinin oynanacağını deklaran belirtir"; WBF "declarer designates which is to be played
        # at that turn"; 51B, TR "Kusurlu Oyuncunun Ortağının Çıkışı" / WBF "Offender's Partner to
        # Lead" (51B1, 51B2: declarer requires or prohibits): the two-or-more Ending's chooser.
        ("card-exposed-in-auction/two-or-more", "51A"),
        ("card-exposed-in-auction/two-or-more", "51B"),
        # 62B2, TR "ya da bir defans oyuncusunun gözüken kartı ise bir başka onarma olmaksızın
        # değiştirilebilir"; WBF "or if it was a defender's faced card": the defender's Ending says so.
        ("revoke/defender/not-established", "62B2"),
        # Declarer's 50D2 options (revoke.DECLARER_CHOICE_LATER and the faced opening lead's): their
        # pros and cons state what follows each. 50E1 (above); 50E2, TR "Cezalı kartın, Yasa 50D2(a)
        # kapsamında, ele geri konmasından gelen bilgi, bu cezalı karta sahip oyuncunun ortağı için
        # izinsizdir (bkz. Yasa 16C), ama deklaran için izinlidir"; WBF "is unauthorized for the partner
        # of the player who had the penalty card (see Law 16C), but authorized for declarer"; 50E3, TR
        # "Bir cezalı kartın oynanmasından sonra, bu kartın cezalı hale gelmesine yol açan koşullara
        # ilişkin bilgi, cezalı karta sahip oyuncunun ortağı için izinsizdir", WBF "Once a penalty card
        # has been played, information derived from the circumstances under which it was created is
        # unauthorized for the partner"; 59, TR "yalnızca çıkış yasağı uygulanan
        # renkte kartının bulunması", WBF "he has only cards of a suit he is prohibited from leading".
        *[
            (path, label)
            for path in ("revoke/defender/not-established", "lead-out-of-turn/opening/wrong-defender/faced")
            for label in ("50E1", "50E2", "50E3", "59")
        ],
    ],
)
def test_the_path_lends_to_the_paragraph_its_ending_states(path_id, label):
    assert label in PATHS[path_id].laws, (path_id, PATHS[path_id].laws)


def test_the_claim_statement_is_the_disputed_claim_s_advice():
    """68C, TR "Bir talebe, oyuncunun ... kartları hangi sıra ile oynayacağına, talepte bulunduğu
    löveleri hangi oyun veya defans tarzı ile kazanmayı düşündüğüne ilişkin düzgün bir açıklama eşlik
    etmelidir. Talep yapan oyuncu elini açmalıdır"; WBF "A claim should be accompanied at once by a
    clear statement of the line of play or defense ... The player making the claim or concession faces
    his hand". How to claim next time: lent as advice, not as the ruling (borrowing.ADVICE)."""
    disputed = PATHS["claim/disputed"]
    assert "68C" in disputed.laws and disputed.advice == ("68C",)


def test_dummy_s_first_question_after_an_a2_breach_is_declarer_s_revoke_advice():
    """43B2(b), TR "elinden oynadığı bir kartın rönons teşkil edip etmediğini deklarana ilk kez kendisi
    sorarsa, deklaran oynadığı kart yasadışı ise doğru kartla düzeltmek zorundadır ve Yasa 64’de
    öngörülen hükümler rönons resmileşmiş gibi uygulanır"; WBF
    "is the first to ask declarer if a play from declarer's hand constitutes a revoke, declarer must
    substitute a correct card if his play was illegal, and the provisions of Law 64 then apply as if the
    revoke had been established". The not-established declarer Ending's advice states it (qa138 left
    it; qa141): lent as advice, not as the ruling."""
    path = PATHS["revoke/declarer/not-established"]
    assert "43B2(b)" in path.laws and "43B2(b)" in path.advice
