"""Law 68: a statement about the trick in progress alone is no claim (session 85, law187).

TR "Bu yasalara göre bir beyan veya eylemin löve talebi veya terki oluşturması için, bunun o anda
oynanan löveden sonraki löveleri kastetmesi gerekir. Eğer eylem yalnızca o an oynanmakta olan lövenin
kazanılması veya kaybedilmesine ilişkin ise, oyun normal olarak devam eder"; WBF "For a statement or
action to constitute a claim or concession of tricks under these Laws, it must refer to tricks other
than one currently in progress. If the statement or action pertains only to the winning or losing of
an uncompleted trick currently in progress, play proceeds regularly".

With one card in each hand and a card on the trick, the last trick is the only one left and it is in
progress: the `claim` query ruled on it ("awarded"); it now refuses it. Before the lead to the last
trick, no trick is in progress, and the query rules as before.
"""

from rulings import Refusal, answer

# North's ♠2, East's ♠A, South's ♥2, West's ♦2: one card each, North to lead (notrump).
LAST = "N:2... A... .2.. ..2."


def query(trick: list[str]) -> dict:
    return {
        "q": "claim",
        "deal": LAST,
        "trump": "NT",
        "lead": "N",
        "trick": trick,
        "claimer": "S",
        "declarer": "S",
        "claimed": 0,
    }


def test_a_claim_when_only_the_trick_in_progress_is_left_is_refused_under_law_68():
    got = answer(query(["S2"]))
    assert got["error"] == (
        "trick: only the last trick is left and it is in progress: a statement about it is no claim or "
        "concession, and play proceeds regularly (Law 68)"
    )
    assert isinstance(got, Refusal)
    assert got.refused.problem == "trick_in_progress_only"  # for a page to say it in its words


def test_a_claim_of_the_last_trick_before_its_lead_is_ruled():
    got = answer(query([]))
    assert "error" not in got
    assert got["awarded"] == 0
