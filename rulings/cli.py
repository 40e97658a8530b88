"""`python -m rulings`: one JSON query per input line, one JSON answer per output line
(docs/rulings-cli.md). Bad lines are answered {"error": ...} and the run goes on; exit 0 at EOF.
"""

from __future__ import annotations

import json
import sys

from .queries import answer

HELP = """\
usage: python -m rulings < queries.jsonl > answers.jsonl

Reads one JSON query per line (UTF-8) from stdin and writes one JSON answer per line, flushed
as it is written. A query that cannot be answered is answered {"error": "<field>: <problem>"}
and the run goes on. Every ruling carries "laws": the paragraphs it rests on, most specific first.
Notation: seat N E S W; strain C D H S NT; card suit letter + rank (A K Q J T 9..2), e.g. "SA";
deal: a PBN Deal value "N:AKQ2.J93.T8.7654 ..."; contract "4S", "3NTX", "7NTXX" or "pass".

Queries (each with an example and its answer):

  score         Law 77 score of the declaring side (tricks taken by declarer's side, 0-13)
    {"q":"score","contract":"4SX","vul":true,"tricks":10}
    -> {"score":790,"laws":["77"]}

  imps          Law 78B IMP scale (negative difference, negative IMPs)
    {"q":"imps","diff":170}
    -> {"imps":5,"laws":["78B"]}

  board         Law 2 dealer and vulnerability (None, NS, EW, All) of any board from 1 up
    {"q":"board","board":23}
    -> {"dealer":"S","vul":"All","laws":["2"]}

  matchpoints   Law 78A: 2 for each other score beaten, 1 for each tie, in the order given
    {"q":"matchpoints","scores":[420,420,450,-50]}
    -> {"mp":[3,3,6,0],"laws":["78A"]}

  weighted      Law 12C1(c): an assigned adjusted score weighted over the results that could
                have occurred; "outcomes": [{score, weight}], each score from the side's point of
                view, weights above 0 adding up to 1. Each outcome is scored, then weighted:
                "form":"mp": matchpointed (78A) against "field", the same side's scores at the
                other tables: mp (weighted sum), top (2 x field scores), percent, each;
                "form":"imps": the IMPs (78B) of score - "other" (the other table's score):
                imps (weighted sum), each. mp, percent, imps: two decimals, halves away from zero
    {"q":"weighted","form":"mp","outcomes":[{"score":620,"weight":0.7},{"score":-100,"weight":0.3}],"field":[620,170,-100,650]}
    -> {"mp":3.8,"top":8,"percent":47.5,"each":[5,1],"laws":["12C1(c)","78A"]}
    {"q":"weighted","form":"imps","outcomes":[{"score":620,"weight":0.5},{"score":-100,"weight":0.5}],"other":-620}
    -> {"imps":13,"each":[15,11],"laws":["12C1(c)","78B"]}

  artificial    Law 12C2: the artificial adjusted score by "fault": "none" (average plus),
                "partly" (average), "directly" (average minus): "form":"mp" percent 60, 50, 40
                (12C2(a)), "form":"imps" imps 3, 0, -3 (12C2(b)). With "session_percent" (mp
                only: the contestant's percentage on the other boards of the session) a side in
                no way at fault above 60, or directly at fault below 40, gets that (12C2(c)).
                "average_plus_imps" (imps only): the Tournament Organizer's figure for average
                plus in place of 3 (12C2(b)); "average_minus_imps" its figure for average minus
                (2 is minus 2 IMPs; absent, minus 3); the answer then adds "varied":true
    {"q":"artificial","form":"mp","fault":"none"}
    -> {"percent":60,"laws":["12C2(a)"]}
    {"q":"artificial","form":"mp","fault":"none","session_percent":64.2}
    -> {"percent":64.2,"laws":["12C2(a)","12C2(c)"]}
    {"q":"artificial","form":"imps","fault":"directly"}
    -> {"imps":-3,"laws":["12C2(b)"]}

  teams_one_at_fault   Law 86B2(b): team play, one contestant at fault. "outcomes" and "other"
                as weighted's "form":"imps", for the non-offending side: assigned (the weighted
                IMPs, 12C1(c), 78B), each, average_plus (12C2(b): 3), awarded ("assigned",
                "average_plus" or "equal": the more favourable, the higher), non_offending (the
                IMPs awarded) and offending (the complement: the same IMPs to the other team);
                "average_plus_imps" as in artificial
    {"q":"teams_one_at_fault","outcomes":[{"score":-100,"weight":1}],"other":-100}
    -> {"assigned":0,"each":[0],"average_plus":3,"awarded":"average_plus","non_offending":3,"offending":-3,"laws":["86B2(b)","12C2(b)"]}

  auction_exposure   Law 24: cards whose faces partner could see during the auction
    {"q":"auction_exposure","cards":["SK"],"led":false}
    -> {"partner_must_pass":true,"if_defender":[{"card":"SK","kind":"major"}],"laws":["24B","24E","50B"]}

  state         where the play stands: turn, trick, tricks, penalty_cards, lead_restriction,
                decision {by, options}, legal cards, revokes, laws
    {"q":"state","deal":"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432","contract":"4H","declarer":"S","play":["E:S7"]}
    -> {"turn":"W","trick":1,"tricks":{"NS":0,"EW":0},"penalty_cards":[],"lead_restriction":null,"decision":{"by":"S","options":["accept","spread","reject"]},"legal":[],"revokes":[],"laws":["54A","54B","54D"],"declarer":"S"}
    (East led out of turn: declarer may accept, spread his hand, or reject, Law 54.
    "declarer" is an extra field: the declarer now, after a spread under Law 54A.)
    {"q":"state","deal":"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432","contract":"4H","declarer":"S","play":["W:S2","N:SA","E:HJ"],"revoke_status":true}
    -> {"turn":"S","trick":1,"tricks":{"NS":0,"EW":0},"penalty_cards":[],"lead_restriction":null,"decision":null,"legal":["S6","S5","S4","S3"],"revokes":[{"seat":"E","trick":1,"established":false,"status":"must_be_corrected","status_law":"62A"}],"laws":["61A","62A","44C"],"declarer":"S"}
    (East, holding spades, discarded: a revoke, not yet established. "revoke_status":true, in
    `state` and `result`, adds each revoke's "status" and "status_law": must_be_corrected (62A,
    62D1, 62C3), corrected, established (63A1-63A4), held_established_at_end (null),
    may_not_be_corrected (52A), deemed (67B1); "established_by", the paragraph of 63A whose act
    established it; and "failed_to_play" where Law 64B3 names the revoke: "dummy_card" or
    "penalty_card"; docs/rulings-cli.md, Additions.)

  result        after the thirteenth trick: tricks_played, transfer (Law 64), tricks, score,
                revokes, laws; needs "vul" (declaring side vulnerable) and all 52 cards
    {"q":"result","deal":"...","contract":"4H","declarer":"S","vul":false,"play":["W:S2", ... 52 cards]}
    -> {"tricks_played":10,"transfer":{"to":"EW","tricks":1},"tricks":9,"score":-50,
        "revokes":[{"seat":"S","trick":4,"established":true,"transfer":1}],"laws":["64A2"]}
    (South revoked on trick 4 and did not win it: one trick to East-West, Law 64A2. "64C" is
    added where the Director may still adjust: any revoke exempt under 64B, or one the record
    shows may have gained more than the transfer. A play without a revoke cites "77".)

  auction       replays an auction, irregularities included (Laws 17-40): turn, legal calls,
                must_pass [{seat, until: "end" | "next_turn"}], decision {by, options},
                lead_restriction (Law 26B), over, contract, declarer, laws; "vul" optional, echoed
    {"q":"auction","dealer":"N","calls":["N:1S","E:1H",{"act":"reject","seat":"S"},"E:2D"]}
    -> {"turn":"S","legal":["pass","X","2H", ... "7NT"],"must_pass":[{"seat":"W","until":"end"}],
        "decision":null,"lead_restriction":null,"over":false,"contract":null,"declarer":null,
        "laws":["27B2","26B"]}
    (East's insufficient 1H is not accepted and corrected by 2D, neither the lowest sufficient
    bid in hearts nor judged comparable: West must pass whenever it is his turn, Law 27B2, and
    if East defends, declarer may forbid West the suits East did not name, Law 26B.)
    {"q":"auction","dealer":"N","vul":"NS","calls":["N:1H","E:pass","S:2H","W:pass","N:4H","E:pass","S:pass","W:pass"]}
    -> {"turn":null,"legal":[],"must_pass":[],"decision":null,"lead_restriction":null,"over":true,"contract":"4H","declarer":"N","laws":["22A"],"vul":"NS"}
    {"q":"auction","dealer":"N","calls":["S:1H"]}
    -> {"turn":"W","legal":[],"must_pass":[],"decision":{"by":"W","options":["accept","reject"]},"lead_restriction":null,"over":false,"contract":null,"declarer":null,"laws":["29A","29B"]}
    (South bid at his partner's turn: West may accept (29A, by calling too) or not (29B).)

  claim         a claim or concession, contested or agreed (Laws 68C, 69A, 70A-70E, 71B;
                docs/rulings-cli.md, "Additions"): "deal" the cards not yet played to a
                completed trick (PBN, equal hands), "trump" C D H S or NT, "lead" the seat that
                led the current trick, "trick" the cards already played to it, "claimer",
                "declarer", "claimed" (of the tricks left), "statement" {"cards": [in the order
                stated], "trumps": the outstanding trump mentioned, "draw_trumps": he said he
                would draw the opponents' trumps first (implies "trumps"; rule 11), "finesse":
                [cards], "aware": the Director finds the claimer knew of the trump (70C2)},
                optional "top_down"
                (70E2: true, or the suits), "shown_out" [{seat, suit}] and "agreed" (69A:
                agreement established, the opponents having assented and raised no objection
                before a call on the next board or the end of the round; it stands unless 71B
                cancels it, within the Correction Period of 79C), "penalty" [{seat, card,
                kind: major or minor}] (the defenders' penalty cards on the table, Laws 50, 51),
                "lead_restriction" (the state's, in force at the claim) and "lead_chosen"
                (declarer's 50D2 choice for the lead at the claim made), "statement"'s
                "lead_choice" ({"act": "forbid_lead", "suit": "S"}: his choice stated) and
                "designation" (["SK"]: the penalty cards he designates, 51A, in order):
                dd_tricks, worst_tricks (the
                claimer's side following its statement and otherwise any normal card, against
                any defence), losing_line, decides (70C, 70D1, 70D2, 70E1 or null),
                line_shows_decides (whether losing_line loses the trick decides names), awarded, laws;
                with penalty cards, "losing_choices" (declarer's 50D2/51B choices and 51A
                designations on losing_line), and "designation": "stated" when one was stated
    {"q":"claim","deal":"N:83.J.. 4..8.5 .Q9..4 .T.32.","trump":"H","lead":"W","claimer":"S","declarer":"S","claimed":3}
    -> {"dd_tricks":3,"worst_tricks":2,"losing_line":["W:D2","N:HJ","E:D8","S:C4","N:S3","E:S4","S:H9","W:HT","W:D3","N:S8","E:C5","S:HQ"],"decides":"70C","line_shows_decides":true,"awarded":2,"laws":["70C","70A"]}
    (South forgot West's HT: a diamond ruffed with the HJ promotes it, Law 70C.)

Auction events (the "calls" list, in order):
  "E:1H"                                  E calls (pass, X, XX, or a bid 1-7 + C D H S NT), in
                                          turn or not, sufficient or not
  {"seat":"E","call":"2H","comparable":true,"artificial":false}
                                          the same, with the Director's judgement: comparable
                                          (Law 23A) and artificial (27B1(a), 29C, 30C)
  {"act":"accept","seat":"S"}             accept the insufficient bid, call out of rotation or
                                          change of call just made (27A1, 29A, 25B1); a call by
                                          that player does the same. A call by the player whose
                                          turn it was cancels a call out of rotation: under 28B
                                          when he is an opponent of the offender; when he is the
                                          offender's partner his call stands and 30B/31B/32B
                                          govern (laws e.g. ["31B","31B1","29B"])
  {"act":"reject","seat":"S"}             not accepted: cancelled or to be corrected (27B, 29B,
                                          25B2); after a double not permitted by Law 19, a call
                                          by a player required to pass or a call after the final
                                          pass: the Director was called before the left-hand
                                          opponent called (36B, 37B, 39C). The offender's own
                                          call straight after his Law 36 or 37 call is his
                                          substitute, as though reject had come first (36B2: any
                                          legal call; 37B2: a pass, and each member of the
                                          offending side then passes to the end)
  A bid above seven cannot be written (error); Laws 36, 37 and 39 are answered, not errors.

Play events (the "play" list, in order):
  "W:SK"                                  W puts SK face up: a lead or a play, in turn or not
  {"act":"expose","seat":"W","card":"SK"} a card exposed inadvertently (Laws 48-50); while a
                                          Law 54 choice is pending, declarer's means he has
                                          begun to spread (54A: he becomes dummy), dummy's that
                                          declarer could see dummy's cards (54C: he must accept)
  {"act":"accept","seat":"S"}             accept a lead out of turn (53, 54B, 55A, 56A) or a
                                          failure to play a penalty card (52B1)
  {"act":"spread","seat":"S"}             declarer spreads after a faced opening lead out of turn (54A)
  {"act":"reject","seat":"S"}             reject it (54D, 55B, 56B, 52B2)
  {"act":"require_lead","seat":"S","suit":"H"}, {"act":"forbid_lead","seat":"S","suit":"H"},
  {"act":"no_restriction","seat":"S"}     declarer's choice under Laws 50D2 and 51B; a prohibition
                                          lasts while the player keeps the lead
  {"act":"forbid_lead","seat":"S","suits":["D","C"]}
                                          several suits forbidden at once (51B2(b))
  {"act":"auction_lead","seat":"E","suits":["C","D"]}
                                          first in the record: the auction's 26B restriction
                                          (its lead_restriction); declarer then chooses
                                          forbid_lead (one of those suits) or no_restriction
                                          at E's first turn to lead
  {"act":"require_highest","seat":"S"}, {"act":"require_lowest","seat":"S"},
  {"act":"require_suit","seat":"S","suit":"C"}, {"act":"forbid_suit","seat":"S","suit":"D"}
                                          declarer's choice for the partner's play to the
                                          trick after a defender played or led before his
                                          partner (57A1-57A4; another suit: not the suit led)
  {"act":"correct","seat":"S","card":"H7"}
                                          S corrects his revoke with H7, a card of the suit led,
                                          before it is established (62A, 63A1), even once the
                                          trick has four cards; a defender's revoke card becomes
                                          a major penalty card (62B1), declarer's or dummy's
                                          goes back to the hand (62B2)
  {"act":"replace","seat":"W","card":"S9"}
                                          after a correction W, who played to that trick after
                                          the revoke card, plays S9 instead: a non-offender
                                          first (62C1, his card back to the hand), then the
                                          offender's partner (62C2, a defender's card a penalty
                                          card)
  {"act":"withdraw","seat":"S"}
                                          straight after a correction that left S's lead to the
                                          next trick on the table (he still leads), S takes it
                                          back to his hand and leads again (62C1: he may)
  {"act":"designate","seat":"S","rank":"Q"}, {"act":"designate","seat":"S","suit":"H"},
  {"act":"designate","seat":"S","words":"low"}
                                          declarer calls for dummy's card at dummy's turn (45B,
                                          46): suit and rank (46A), a suit (46B2: its lowest),
                                          a rank (46B3), or words "high", "low", "win" (46B1),
                                          "any" (46B5); the card is played, or "decision"
                                          {by, options ["designate"], cards} leaves the choice
                                          (46B1, 46B3(b), 46B4, 44C for a card of another
                                          suit while dummy can follow; either defender for
                                          46B5),
                                          made by a designate with suit and rank, or dummy's
                                          card event
"""


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv and argv[0] in ("-h", "--help"):
        sys.stdout.write(HELP)
        return 0
    if argv:
        sys.stderr.write(f"unknown option {argv[0]!r}; see --help\n")
        return 2
    dumps = json.JSONEncoder(ensure_ascii=False, separators=(",", ":")).encode
    # Bytes in, UTF-8 bytes out: JSON is UTF-8 (RFC 8259) whatever the locale or
    # PYTHONIOENCODING say, and a line that is not UTF-8 is answered like any other bad line.
    out = sys.stdout.buffer
    for raw in sys.stdin.buffer:
        out.write(dumps(_answer_line(raw)).encode("utf-8") + b"\n")
        out.flush()
    return 0


def _answer_line(raw: bytes) -> dict:
    try:
        line = raw.decode("utf-8").rstrip("\r\n")
    except UnicodeDecodeError as exc:
        return {"error": f"query: not valid UTF-8 (byte {exc.start + 1})"}
    try:
        query = json.loads(line)
    except json.JSONDecodeError as exc:
        return {"error": f"query: not valid JSON ({exc.msg} at column {exc.colno})"}
    except RecursionError:
        return {"error": "query: not valid JSON (nested too deeply)"}
    except ValueError:  # json reads integers through int(), which refuses very long ones
        return {"error": "query: a number has too many digits"}
    return answer(query)
