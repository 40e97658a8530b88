"""The insufficient-bid questions offer, as wrong choices, rulings of the case at hand: a choice
about a double that was never made, or about a "new insufficient bid" after a correction by a
sufficient bid, a pass or a double, is not a ruling anyone could give here.

Law 27B3 (official Turkish): "Yukarıda B1(b) ile hükme bağlananın dışında, kusurlu oyuncu yetersiz
deklaresini bir kontr veya sürkontr ile düzeltme girişiminde bulunursa, yapılmak istenen bu konuşma
iptal edilir." WBF: "except as provided in B1(b) above, if the offender attempts to substitute a
double or a redouble for his insufficient bid the attempted call is cancelled."
Law 27B4: "Kusurlu oyuncu yetersiz deklaresini başka bir yetersiz deklare ile düzeltmeye çalışırsa
ve kusurlu oyuncunun solundaki rakip değiştirilen yetersiz deklareyi Madde A1’de belirtilen şekilde
kabul etmezse, Hakem Madde 3’te belirlenen kuralları uygular." WBF: "if the offender attempts to
replace the one insufficient bid with another insufficient bid the Director rules as in 3 if the LHO
does not accept the substituted insufficient bid as A1 allows."
Law 27A1: an accepted insufficient bid is "treated as legal" ("yasal olarak işlem görebilir"):
no call replaces it.
"""

from quizzes.generators import generate


def _replacement(q):
    """The offender's call in place of his insufficient bid (None when it was accepted)."""
    calls = q.scenario["calls"]
    for i, event in enumerate(calls):
        if isinstance(event, dict) and event.get("act") in ("accept", "reject"):
            if event["act"] == "accept":
                return None
            nxt = calls[i + 1]
            return nxt["call"] if isinstance(nxt, dict) else nxt.split(":")[1]
    raise AssertionError("no insufficient bid in the story")


def _wrong(q):
    return [c for c in q.choices if c.key != q.answer]


def test_a_cancelled_double_is_offered_only_where_the_offender_doubled():
    kinds = set()
    for seed in range(400):
        q = generate("insufficient_bid", seed)
        if q.expected["lead_restriction"] is not None:  # the 26B questions have their own choices
            continue
        replacement = _replacement(q)
        kinds.add(replacement if replacement in (None, "X", "pass") else "bid")
        if replacement not in ("X", "XX"):
            for c in q.choices:
                assert not c.en.startswith("The double is cancelled"), (seed, c.en)
                assert not c.tr.startswith("Kontr iptal edilir"), (seed, c.tr)
    assert kinds == {None, "X", "pass", "bid"}


def test_a_new_insufficient_bid_is_offered_only_where_the_offender_made_one():
    for seed in range(400):
        q = generate("insufficient_bid", seed)
        if q.expected["lead_restriction"] is not None or q.expected["decision"] is not None:
            continue  # 26B's choices; 27B4's right answer is the new decision
        for c in q.choices:
            assert "new insufficient bid" not in c.en, (seed, c.en)
            assert "yeni yetersiz deklare" not in c.tr, (seed, c.tr)


def test_an_accepted_bid_offers_no_ruling_about_a_new_call():
    accepted = 0
    for seed in range(400):
        q = generate("insufficient_bid", seed)
        if q.expected["lead_restriction"] is not None or _replacement(q) is not None:
            continue
        accepted += 1
        for c in q.choices:
            assert "cancelled" not in c.en and "new call" not in c.en, (seed, c.en)
            assert "iptal" not in c.tr and "yeni konuşma" not in c.tr, (seed, c.tr)
    assert accepted > 20


def test_after_a_bid_or_a_pass_the_cancelled_call_is_the_offenders_own_and_27b3_says_why_not():
    offered = 0
    for seed in range(400):
        q = generate("insufficient_bid", seed)
        if q.expected["lead_restriction"] is not None or _replacement(q) in (None, "X", "XX"):
            continue
        for c in _wrong(q):
            if "is cancelled" not in c.en:
                continue
            offered += 1
            assert "'s new call is cancelled" in c.en, (seed, c.en)
            assert "yeni konuşması iptal edilir" in c.tr, (seed, c.tr)
            assert "27B3" in c.why_en and "27B3" in c.why_tr, (seed, c.why_en)
            if q.expected["decision"] is not None:  # 27B4: the left-hand opponent decides first
                assert "first chooses whether to accept" in c.why_en, (seed, c.why_en)
    assert offered > 50
