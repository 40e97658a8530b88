"""Reading a board's record (rulings.records): PBN files and Deal tags, BBO LIN strings and
hand-viewer links, into the engine's notation; each malformed input named by a problem code.

The records are written here by hand for one deal (13 cards each; the play is legal and was checked
by replaying it through the engine, as test_the_lin_play_replays_to_its_result does)."""

import pytest

import rulings
from rulings.deal import DealError
from rulings.records import Claim, RecordError, read_record

DEAL = "N:AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643"
PLAY = [
    "E:SQ",
    "S:S8",
    "W:ST",
    "N:SA",
    "N:SK",
    "E:SJ",
    "S:S5",
    "W:S7",
    "N:S3",
    "E:S9",
    "S:S4",
    "W:S6",
    "E:HA",
    "S:HT",
    "W:H7",
    "N:HK",
    "E:H8",
    "S:H9",
    "W:DT",
    "N:HQ",
    "N:S2",
    "E:H2",
    "S:H6",
    "W:D8",
    "S:H3",
    "W:D6",
    "N:HJ",
    "E:DK",
    "N:H5",
    "E:DQ",
    "S:D9",
    "W:D4",
    "N:H4",
    "E:DJ",
    "S:D3",
    "W:CT",
    "N:DA",
    "E:D5",
    "S:D2",
    "W:C9",
    "N:D7",
    "E:CK",
    "S:CA",
    "W:C6",
    "N:C8",
    "E:CJ",
    "S:CQ",
    "W:C4",
    "S:C5",
    "W:C3",
    "N:C2",
    "E:C7",
]
AUCTION = ("N:1H", "E:X", "S:2H", "W:pass", "N:4H", "E:pass", "S:pass", "W:pass")

PBN_FILE = """% PBN 2.1
% EXPORT
[Event "Club pairs"]
[Board "7"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "E:QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643 AK32.KQJ54.A7.82"]
[Declarer "N"]
[Contract "4H"]
[Result "10"]
[Auction "N"]
1H X 2H Pass
4H AP
[Play "E"]
SQ S8 ST SA
SJ S5 S7 SK
S9 S4 S6 S3
HA HT H7 HK
H8 H9 DT HQ
H2 H6 D8 S2
DK H3 D6 HJ
DQ D9 D4 H5
DJ D3 CT H4
D5 D2 C9 DA
CK CA C6 D7
CJ CQ C4 C8
C7 C5 C3 C2

[Event "Club pairs"]
[Board "8"]
[Dealer "W"]
[Vulnerable "None"]
[Deal "N:T76.7.T864.T9643 AK32.KQJ54.A7.82 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5"]
"""

LIN_DEAL = "md|3S854HT963D932CAQ5,ST76H7DT864CT9643,SAK32HKQJ54DA7C82,SQJ9HA82DKQJ5CKJ7|"
LIN_AUCTION = "mb|1H|mb|d|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||"


def lin_cards(count):
    cards = [event[2:] for event in PLAY[:count]]
    return "".join(f"pc|{card}|" + ("pg||" if i % 4 == 3 else "") for i, card in enumerate(cards))


LIN_FULL = "pn|Ayse,Bora,Cem,Deniz|st||" + LIN_DEAL + "sv|n|ah|Board 7|" + LIN_AUCTION + lin_cards(52)


def test_a_pbn_file_gives_deal_auction_contract_and_the_play_in_order():
    record = read_record(PBN_FILE)
    assert record.deal == DEAL  # written north first, whichever seat the file starts with
    assert (record.dealer, record.vulnerability, record.board) == ("N", "NS", 7)
    assert record.auction == AUCTION
    assert (record.contract, record.declarer) == ("4H", "N")
    assert record.declarer_vulnerable
    assert list(record.play) == PLAY  # the Play section's columns put back in the order played
    assert record.claim is None


def test_a_pbn_file_without_contract_tags_takes_them_from_the_auction():
    text = PBN_FILE.replace('[Declarer "N"]\n', "").replace('[Contract "4H"]\n', "")
    record = read_record(text)
    # The auction 1H X 2H P 4H: the final bid is 4H and North first named hearts for his side.
    assert (record.contract, record.declarer) == ("4H", "N")


def test_a_pbn_claim_after_an_unfinished_trick():
    # Five tricks, then North leads the ♠2, East ruffs, South overruffs; West's "-" is not yet played
    # and "*" marks the claim; the Result tag gives declarer's side ten tricks in all.
    head, rows = PBN_FILE.split('[Play "E"]\n')
    text = head + '[Play "E"]\n' + "\n".join(rows.split("\n")[:5]) + "\nH2 H6 - S2\n*\n"
    record = read_record(text)
    assert list(record.play) == PLAY[:23]
    assert record.claim == Claim(10)


def test_a_pbn_deal_tag_alone_or_a_bare_deal_value():
    for text in (f'[Deal "{DEAL}"]', DEAL):
        record = read_record(text)
        assert record.deal == DEAL
        assert (record.contract, record.declarer, record.play, record.auction) == (None, None, (), ())


def test_a_lin_string_with_auction_and_full_play():
    record = read_record(LIN_FULL)
    assert record.deal == DEAL
    assert (record.dealer, record.vulnerability, record.board) == ("N", "NS", 7)
    assert record.auction == AUCTION
    assert (record.contract, record.declarer) == ("4H", "N")
    assert list(record.play) == PLAY
    assert record.claim is None


def test_a_lin_string_in_lower_case_reads_the_same():
    record = read_record(LIN_FULL.lower())
    assert (record.deal, record.contract, record.declarer) == (DEAL, "4H", "N")
    assert list(record.play) == PLAY


def test_the_lin_play_replays_to_its_result():
    record = read_record(LIN_FULL)
    query = {"deal": record.deal, "contract": record.contract, "declarer": record.declarer, "play": list(record.play)}
    result = rulings.answer({**query, "q": "result", "vul": record.declarer_vulnerable})
    assert "error" not in result
    assert (result["tricks"], result["score"]) == (10, 620)  # ten tricks in 4H, declarer vulnerable (sv|n|)


def test_a_lin_ending_in_an_unfinished_trick_keeps_its_cards():
    # endplay 0.5.12 alone raises AttributeError here (total_tricks on a short trick).
    record = read_record(LIN_DEAL + LIN_AUCTION + lin_cards(22))
    assert list(record.play) == PLAY[:22]
    state = rulings.answer({"q": "state", "deal": record.deal, "contract": "4H", "declarer": "N", "play": PLAY[:22]})
    assert state["turn"] == "S"


def test_a_lin_claim_keeps_the_tricks_claimed_and_the_cards_before_it():
    record = read_record(LIN_DEAL + LIN_AUCTION + lin_cards(21) + "mc|10|")
    assert record.claim == Claim(10)
    assert list(record.play) == PLAY[:21]
    assert (record.contract, record.declarer) == ("4H", "N")


def test_a_bbo_hand_viewer_link():
    from urllib.parse import quote

    url = "https://www.bridgebase.com/tools/handviewer.html?bbo=y&lin=" + quote(LIN_FULL)
    record = read_record(url)
    assert (record.deal, record.contract, record.declarer) == (DEAL, "4H", "N")
    assert list(record.play) == PLAY


@pytest.mark.parametrize(
    "text, problem",
    [
        ("", "empty"),
        ("hello, this is my hand", "unknown_format"),
        ("https://www.bridgebase.com/tools/handviewer.html?linurl=https://example.org/x.lin", "linurl"),
        ("https://www.bridgebase.com/tools/handviewer.html?n=sakq", "no_lin"),
        ("pn|a,b,c,d|sv|o|mb|1H|", "no_deal"),
        (LIN_DEAL + "mb|1H|nt|zz|mb|9Q|", "unreadable"),
        (LIN_DEAL + LIN_AUCTION + "pc|SQ|pc|SQ|pc|S8|pc|ST|", "played_twice"),
        (LIN_DEAL + LIN_AUCTION + "pc|ZZ|", "not_a_card"),
        (PBN_FILE.replace('[Contract "4H"]\n', "").replace('[Auction "N"]\n1H X 2H Pass\n4H AP\n', ""), "no_contract"),
        ('[Event "x"]\n[Board "1"]\n', "no_deal"),
        (PBN_FILE.replace('[Contract "4H"]', '[Contract "9Z"]'), "bad_contract"),
        (PBN_FILE.replace('[Declarer "N"]\n', "").replace('[Auction "N"]\n1H X 2H Pass\n4H AP\n', ""), "no_declarer"),
        (PBN_FILE.replace("[Auction", "[Oops"), "unreadable"),
    ],
)
def test_a_malformed_record_is_named(text, problem):
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert caught.value.problem == problem


@pytest.mark.parametrize(
    "text, problem",
    [
        ('[Deal "N:AKQ"]', "four_hands"),
        ("N:AK32.KQJ54.A7.8 QJ9.A82.KQJ5.KJ7 854.T963.932.AQ5 T76.7.T864.T9643", "thirteen"),
        ("md|3S854HT963D932CAQ5,ST76H7DT864CT9643,SAK32HKQJ54DA7C82,SQJ9HA82DKQJ5CKJ|", "thirteen"),
    ],
)
def test_a_malformed_deal_is_the_engine_s_deal_error(text, problem):
    with pytest.raises(DealError) as caught:
        read_record(text)
    assert caught.value.problem == problem


def test_endplay_is_loaded_only_when_a_record_is_read():
    import subprocess
    import sys

    code = "import sys, rulings, rulings.records; assert 'endplay' not in sys.modules"
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


@pytest.mark.parametrize(
    "auction, position, seat, call",
    [
        # Law 22A: the auction ends when, "one or more players having bid, there are three consecutive
        # passes in rotation subsequent to the last bid" ("son verilen deklareyi sıralı bir şekilde
        # takiben arka arkaya üç pas geçilmesinden sonra"): South's 3H is the seventh call, after it.
        ("mb|1H|mb|D|mb|2H|mb|p|mb|p|mb|p|mb|3H|", 7, "S", "3H"),
        ("mb|1H|mb|D|mb|2H|mb|p|mb|p|mb|p|mb|p|", 7, "S", "pass"),
        # Law 22B: "all four players pass" ("Dört oyuncunun pas geçmesi durumunda"): North's 1S is the fifth.
        ("mb|p|mb|p|mb|p|mb|p|mb|1S|", 5, "N", "1S"),
    ],
)
@pytest.mark.parametrize("form", ["lin", "pbn"])
def test_a_call_after_the_end_of_the_auction_is_named_not_replayed(auction, position, seat, call, form):
    """Law 39A: "All calls after the final pass of the auction are cancelled" ("Artırımın sonuncu
    pasından sonra yapılan konuşmalar iptal edilir"): such a call is not the board as played, so the
    reader names it (its place and seat) instead of replaying the auction with it."""
    text = LIN_DEAL + auction
    if form == "pbn":
        calls = [value for key, value in zip(auction.split("|")[::2], auction.split("|")[1::2], strict=False)]
        words = " ".join({"p": "Pass", "D": "X"}.get(c, c) for c in calls)
        text = f'[Deal "{DEAL}"]\n[Dealer "N"]\n[Auction "N"]\n{words}\n'
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert caught.value.problem == "call_after_end"
    assert caught.value.values == {"position": position, "seat": seat, "call": call}


def test_an_auction_that_ends_at_its_last_call_still_reads():
    """Three passes then an opening bid is not four passes (22B): the auction goes on and ends at
    the three passes after 1S (22A)."""
    record = read_record(LIN_DEAL + "mb|p|mb|p|mb|p|mb|1S|mb|p|mb|p|mb|p|")
    assert (record.contract, record.declarer) == ("1S", "W")


def test_a_pbn_auction_and_play_with_nags_read_as_without_them():
    """PBN 2.1 lets a NAG ("$" and a number: an annotation, "$1" a good call) follow a call or a
    card. endplay took "$1" for a call and the board was refused as "not a call"; the annotation
    says nothing of the call or card, so the board reads as the same file without it. A "$" inside
    a tag's value (the Event's name) stays as written."""
    annotated = (
        PBN_FILE.replace('[Event "Club pairs"]\n[Board "7"]', '[Event "Club pairs $2"]\n[Board "7"]')
        .replace("1H X 2H Pass\n4H AP", "1H $1 X 2H $4 Pass\n4H $3 AP")
        .replace("SQ S8 ST SA\n", "SQ $1 S8 ST SA $2\n")
    )
    assert annotated.count("$") == 6
    record = read_record(annotated)
    assert record == read_record(PBN_FILE)
    assert record.auction == AUCTION and list(record.play) == PLAY


@pytest.mark.parametrize(
    "word, call",
    [
        ("X", "X"),
        ("x", "X"),
        ("XX", None),  # a redouble of partner's opening: read as a call, then refused by Law 19 (below)
        ("Pass", "pass"),
        ("pass", "pass"),
        ("1S", "1S"),
        ("1s!", "1S"),
        ("1N", "1NT"),
        ("2NT", "2NT"),
        ("2C $1", "2C"),
    ],
)
def test_a_pbn_call_is_read_in_either_letter_case_and_with_its_annotation(word, call):
    """fix51 refuses an Auction word that is no call (situations' test of the table page); the calls
    as PBN writes them (1C ... 7NT, Pass, X, XX), in either letter case, with a suffix annotation or
    a NAG of their own, are read as before."""
    text = f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1C {word}\n'
    if call is None:
        with pytest.raises(RecordError) as caught:
            read_record(text)
        assert caught.value.problem == "inadmissible_double"
        return
    assert read_record(text).auction == ("N:1C", f"E:{call}")


@pytest.mark.parametrize("word", ["Dxyz", "Pxyz", "Nonsense", "N", "2Nxyz", "2C$1"])
def test_a_pbn_auction_word_that_is_no_call_is_named(word):
    """endplay read these by their first letters (a double, a pass, 2NT, 2C); each is now refused
    as unreadable, naming the word and its place, as a word endplay cannot read was."""
    text = f'[Dealer "N"]\n[Deal "{DEAL}"]\n[Auction "N"]\n1C {word}\n'
    with pytest.raises(RecordError) as caught:
        read_record(text)
    assert caught.value.problem == "unreadable"
    assert (caught.value.values["part"], caught.value.values["word"]) == ("auction", word)


@pytest.mark.parametrize("word", ["dxyz", "pxyz", "nonsense", "2cxyz", "2Nxyz", "2S:alert", ""])
def test_a_lin_mb_value_that_is_no_call_is_named(word):
    """fix52: endplay read an mb| value by its first letters as it read a PBN Auction word (fix51):
    "dxyz" as a double, "pxyz", "nonsense" and an empty value as a pass, "2cxyz" as 2C, "2Nxyz" as
    2NT, "2S:alert" as 2S. Each is now refused as unreadable, naming the value and mb|, as an mb|
    endplay cannot read was. No paragraph of the Laws decides how a file is written."""
    with pytest.raises(RecordError) as caught:
        read_record(LIN_DEAL + f"mb|1H|mb|{word}|mb|p|")
    assert caught.value.problem == "unreadable"
    assert (caught.value.values["part"], caught.value.values["word"]) == ("mb", word)


@pytest.mark.parametrize(
    "word, call",
    [("p", "pass"), ("P", "pass"), ("pass", "pass"), ("p!", "pass"), ("d", "X"), ("x", "X"), ("dbl", "X")]
    + [("2c", "2C"), ("2C!", "2C"), ("1n", "1NT"), ("1NT", "1NT"), ("2n!", "2NT")],
)
def test_a_lin_call_as_bbo_writes_it_is_read_as_before(word, call):
    """The calls as BBO writes them (1C ... 7N, p, d, r), in either letter case and with the alert
    mark "!", and the spellings endplay reads the same way, are read as before."""
    assert read_record(LIN_DEAL + f"mb|1H|mb|{word}|").auction == ("N:1H", f"E:{call}")
