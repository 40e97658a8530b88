"""The engine's words on a guide page say what became of each call its `ruled_calls` names
(docs/rulings-cli.md, Additions, "The auction: calls ruled on where no event of the record says
it"): the seat and the call, accepted, cancelled or standing, by whose call where the engine names
him (`by`), and the paragraph, in that paragraph's own words. Before, the engine's lines on the
36A example said only "South is to call: ..." (docs/legal-review.md, session 84, qa177).

Each case is a guide Ending's own engine example, asked of the engine (the entry's `ruling` and
`how` are checked first), and the sentence is read on the Ending's page in both languages.
"""

import pytest

from situations.content import BY_SLUG
from situations.engine_words import ask

from .guide_pages import says

pytestmark = pytest.mark.django_db

CASES = [
    # 27A1, TR "Bu oyuncu konuşursa deklare kabul edilmiş olur"; WBF "It is accepted if that player calls".
    (
        "insufficient-bid",
        ["lho-called"],
        ("accepted", "lho_called", ["27A1"]),
        "Güney konuştu: Doğu'nun yetersiz 1♥ deklaresi kabul edilmiş olur (Yasa 27A1).",
        "South called: East's insufficient bid of 1♥ is accepted (Law 27A1).",
    ),
    # 29A, TR "kusurlu oyuncunun solundaki rakip konuşma yapmayı seçebilir, böylece onarma hakkını
    # yitirir"; WBF "offender's LHO may elect to call thereby forfeiting the right to any rectification".
    (
        "call-out-of-rotation",
        ["lho-called"],
        ("accepted", "lho_called", ["29A"]),
        "Batı, Güney'in sırasız 2♠ konuşmasının üzerine konuştu, böylece onarma hakkını yitirdi: konuşma kabul "
        "edildi (Yasa 29A).",
        "West called over South's 2♠ out of rotation, thereby forfeiting the right to any rectification: the "
        "call is accepted (Law 29A).",
    ),
    # 25B1, TR "soldaki rakibin isteyerek konuşma yapması halinde otomatikman kabul edilmiş hale gelir";
    # WBF "It is accepted if LHO calls intentionally over it".
    (
        "unintended-call",
        ["meant-it", "lho-called"],
        ("accepted", "lho_called", ["25B1"]),
        "Batı üzerine konuştu: Güney'in değiştirilmiş 2♠ konuşması, Batı isteyerek konuştuysa kabul edilmiş hale "
        "gelir (Yasa 25B1).",
        "West called over it: South's changed call, 2♠, is accepted if West called intentionally (Law 25B1).",
    ),
    # 28B, TR "Doğru Oyuncunun Sıra Dışı Konuşmayı İptal Eden Konuşması ... artırım rakip o konuşmayı
    # yapmamış gibi devam eder"; WBF "Call by Correct Player Cancelling Call Out of Rotation ... The
    # auction proceeds as though the opponent had not called at that turn".
    (
        "call-out-of-rotation",
        ["right-player-called", "opponent"],
        ("cancelled", "correct_player_called", ["28B"]),
        "Sıra kendisinde olan Doğu konuştu: Güney'in sırasız 2♠ konuşması iptal edilir ve artırım Güney o "
        "konuşmayı yapmamış gibi devam eder (Yasa 28B).",
        "East called in turn: South's 2♠ out of rotation is cancelled, and the auction proceeds as though South "
        "had not called at that turn (Law 28B).",
    ),
    # 29B, TR "sırasız konuşma iptal edilir"; WBF "a call out of rotation is cancelled".
    (
        "call-out-of-rotation",
        ["right-player-called", "partner", "bid"],
        ("cancelled", "partner_called", ["29B", "31B1"]),
        "Batı'nın sırasız 2♥ konuşması iptal edilir (Yasa 29B).",
        "West's 2♥ out of rotation is cancelled (Law 29B).",
    ),
    # 36A, TR "Kabulü olanaksız bir kontr veya sürkontrun onarılmasından önce soldaki rakip konuşursa
    # kabulü olanaksız konuşma ve bundan sonraki bütün konuşmalar iptal edilir"; WBF "If offender's LHO
    # calls before rectification of an inadmissible double or redouble the inadmissible call and all
    # subsequent calls are cancelled". The inadmissible double first, then West's call over it.
    (
        "inadmissible-call",
        ["double", "lho-called"],
        ("cancelled", "lho_called", ["36A"]),
        "Batı, Güney'in kabulü olanaksız kontr konuşmasının onarılmasından önce konuştu: kabulü olanaksız "
        "konuşma iptal edilir (Yasa 36A).",
        "West called before rectification of South's inadmissible double: the inadmissible call is cancelled "
        "(Law 36A).",
    ),
    (
        "inadmissible-call",
        ["double", "lho-called"],
        ("cancelled", "subsequent_call", ["36A"]),
        "Batı'nın 2♣ konuşması da iptal edilir: bundan sonraki bütün konuşmalar iptal edilir (Yasa 36A).",
        "West's 2♣ is cancelled too: all subsequent calls are cancelled (Law 36A).",
    ),
    # 37A, TR "soldaki rakip hakem bir onarma belirlemeden konuşursa, bu konuşma ve sonraki tüm yasal
    # konuşmalar geçerli olarak kalırlar"; WBF "offender's LHO calls before the Director has ruled on
    # rectification, that call and all subsequent calls stand".
    (
        "inadmissible-call",
        ["must-pass", "lho-called"],
        ("stands", "lho_called", ["37A"]),
        "Güney, hakem bir onarma belirlemeden konuştu: Doğu'nun pas geçmesi gerekirken yaptığı 2♥ konuşması "
        "geçerli olarak kalır (Yasa 37A).",
        "South called before the Director ruled on rectification: East's 2♥, made when he was required to pass, "
        "stands (Law 37A).",
    ),
    # 39A, TR "Artırımın sonuncu pasından sonra yapılan konuşmalar iptal edilir"; WBF "All calls after
    # the final pass of the auction are cancelled"; 39B, TR "bu bir defans oyuncusunun pası veya
    # gelecekteki deklaranın veya yerin bir konuşması ise, yaptırım uygulanmaz"; WBF "if the infraction
    # is a pass by a defender or any call by the future declarer or dummy, then there is no further
    # rectification".
    (
        "inadmissible-call",
        ["after-final-pass", "declaring-side"],
        ("cancelled", "after_final_pass", ["39A", "39B"]),
        "Güney'in sonuncu pastan sonraki 3♠ konuşması iptal edilir (Yasa 39A); yaptırım uygulanmaz (Yasa 39B).",
        "South's 3♠ after the final pass is cancelled (Law 39A); there is no further rectification (Law 39B).",
    ),
    # 39A alone: a defender's double after the final pass, the Director called before North called
    # (39C's lead restriction may follow: the decision).
    (
        "inadmissible-call",
        ["after-final-pass", "defender-call", "not-yet"],
        ("cancelled", "after_final_pass", ["39A"]),
        "Batı'nın sonuncu pastan sonraki kontr konuşması iptal edilir (Yasa 39A).",
        "West's double after the final pass is cancelled (Law 39A).",
    ),
]


def _ids(case):
    return "/".join([case[0], *case[1], case[2][1]])


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("case", CASES, ids=[_ids(c) for c in CASES])
def test_the_guide_page_says_what_became_of_each_ruled_call(client, case, lang):
    slug, keys, (ruling, how, laws), tr, en = case
    ending = BY_SLUG[slug].walk(keys)[1]
    ruled = ask(ending.engine)[1]["ruled_calls"]
    assert any(r["ruling"] == ruling and r["how"] == how and r["laws"] == laws for r in ruled), ruled
    says(client, slug, keys, lang, tr if lang == "tr" else en)
