"""`python -m rulings` answers the examples of docs/rulings-cli.md exactly, line by line,
through a subprocess; bad lines are answered and the run goes on; --help documents every query."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

from rulings import answer

ROOT = Path(__file__).resolve().parents[2]
CONTRACT = ROOT / "docs" / "rulings-cli.md"


def contract_examples() -> list[tuple[str, str]]:
    """(query, answer) pairs written on one line in the contract."""
    text = CONTRACT.read_text(encoding="utf-8")
    pairs = re.findall(r"^\| `(\{.*?\})` \| `(\{.*?\})` \|$", text, re.MULTILINE)
    pairs += re.findall(r"^`(\{\"q\":\"auction_exposure\".*?\})` answers\n`(\{.*?\})`$", text, re.MULTILINE)
    return pairs


def run_cli(lines: list[str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "rulings", *args],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
    )


def cli(*queries: dict) -> list[dict]:
    """The CLI's answers to `queries`, one line each, checked equal to `rulings.answer`'s."""
    done = run_cli([json.dumps(q) for q in queries])
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr
    lines = done.stdout.splitlines()
    assert len(lines) == len(queries)
    for line, q in zip(lines, queries, strict=True):
        assert line == json.dumps(answer(q), ensure_ascii=False, separators=(",", ":"))
    return [json.loads(line) for line in lines]


def test_the_contract_has_its_nine_one_line_examples():
    assert len(contract_examples()) == 9


def test_cli_answers_the_contract_examples_byte_for_byte():
    examples = contract_examples()
    done = run_cli([q for q, _ in examples])
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [a for _, a in examples]


def test_library_answer_is_what_the_cli_prints():
    for query, expected in contract_examples():
        assert json.dumps(answer(json.loads(query)), ensure_ascii=False, separators=(",", ":")) == expected


def test_bad_lines_are_answered_and_the_run_goes_on():
    lines = [
        '{"q":"imps","diff":170}',
        "not json",
        "[1,2]",
        '{"q":"nope"}',
        "",
        '{"q":"score","contract":"4SX","vul":"yes","tricks":10}',
        '{"q":"board","board":23}',
    ]
    done = run_cli(lines)
    assert done.returncode == 0
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert len(out) == len(lines)
    assert out[0] == {"imps": 5, "laws": ["78B"]}
    assert out[1]["error"].startswith("query: not valid JSON")
    assert out[2] == {"error": "query: must be a JSON object"}
    assert out[3]["error"].startswith("q: unknown query 'nope'")
    assert out[4]["error"].startswith("query: not valid JSON")
    assert out[5] == {"error": "vul: must be true or false, not 'yes'"}
    assert out[6] == {"dealer": "S", "vul": "All", "laws": ["2"]}
    assert "Traceback" not in done.stderr


def test_help_documents_every_query_with_an_example():
    done = run_cli([], "--help")
    assert done.returncode == 0
    names = (
        "score",
        "imps",
        "board",
        "matchpoints",
        "weighted",
        "artificial",
        "teams_one_at_fault",
        "auction_exposure",
        "state",
    )
    for name in (*names, "result", "auction"):
        assert f'{{"q":"{name}"' in done.stdout, name
    for act in ("expose", "accept", "spread", "reject", "require_lead", "forbid_lead", "no_restriction"):
        assert f'"act":"{act}"' in done.stdout, act


def test_help_examples_answer_as_documented():
    help_text = run_cli([], "--help").stdout
    pairs = re.findall(r"^    (\{\"q\".*\})\n    -> (\{.*\})$", help_text, re.MULTILINE)
    assert len(pairs) >= 8
    done = run_cli([q for q, _ in pairs])
    assert done.stdout.splitlines() == [a for _, a in pairs]


def test_each_answer_line_is_flushed_as_it_is_written():
    proc = subprocess.Popen(
        [sys.executable, "-m", "rulings"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT
    )
    assert proc.stdin is not None and proc.stdout is not None  # both are PIPEs
    try:
        proc.stdin.write('{"q":"imps","diff":-170}\n')
        proc.stdin.flush()
        assert proc.stdout.readline() == '{"imps":-5,"laws":["78B"]}\n'
    finally:
        proc.stdin.close()
        assert proc.wait(timeout=30) == 0


def test_lines_are_read_as_utf8_bytes_whatever_the_locale():
    """A line that is not UTF-8 is answered like any other bad line, and answers are UTF-8
    even where Python's own stdin/stdout encoding is ASCII (PYTHONIOENCODING=ascii)."""
    lines = (
        b'{"q":"imps","diff":20}\n\xc3\x28\n{"q":"sk\xc3\xb6r"}\n{"q":\n'
        + b"[" * 100000
        + b"\n"
        + b'{"q":"imps","diff":'
        + b"9" * 5000
        + b"}\n"
        + b'{"q":"imps","diff":50}'
    )
    done = subprocess.run(
        [sys.executable, "-m", "rulings"],
        input=lines,
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    out = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert out == [
        {"imps": 1, "laws": ["78B"]},
        {"error": "query: not valid UTF-8 (byte 1)"},
        {
            "error": "q: unknown query 'sk\u00f6r' (one of score, imps, board, matchpoints, weighted, "
            "artificial, teams_one_at_fault, auction_exposure, state, result, auction, claim)"
        },
        {"error": "query: not valid JSON (Expecting value at column 6)"},
        {"error": "query: not valid JSON (nested too deeply)"},
        {"error": "query: a number has too many digits"},
        {"imps": 2, "laws": ["78B"]},
    ]


def contract_answer_block(query: str) -> dict:
    """The commented answer block the contract gives for `state` or `result`, as JSON."""
    text = CONTRACT.read_text(encoding="utf-8")
    start = text.index(f'`{{"q":"{query}"')
    block = []
    for line in text[start:].split("\n")[1:]:
        if line.startswith("    "):
            block.append(line.split("#")[0])
        elif block:
            break
    return json.loads("".join(block))


# The contract's `result` example made concrete. South declares 4H, West leads the spade ten to
# dummy's ace; East wins the spade jack and cashes the diamond ace and queen: on the queen
# South, holding the diamond jack, discards a club (a revoke on trick 4, won by East). Declarer
# takes the rest: ten tricks at the table, one of them transferred (64A2): nine, one down.
RESULT_DEAL = "N:AK52.QJ3.K84.Q96 QJ98.765.AQ7.K85 73.AKT984.J6.AJ4 T64.2.T9532.T732"
RESULT_PLAY = [  # one trick a line
    "W:ST",
    "N:SA",
    "E:SQ",
    "S:S7",
    "N:S2",
    "E:SJ",
    "S:S3",
    "W:S4",
    "E:DA",
    "S:D6",
    "W:D2",
    "N:D4",
    "E:DQ",
    "S:C4",
    "W:D3",
    "N:D8",
    "E:S9",
    "S:HA",
    "W:S6",
    "N:SK",
    "S:HK",
    "W:H2",
    "N:HQ",
    "E:H7",
    "S:HT",
    "W:DT",
    "N:HJ",
    "E:H6",
    "N:S5",
    "E:S8",
    "S:H9",
    "W:D9",
    "S:H8",
    "W:D5",
    "N:H3",
    "E:H5",
    "S:H4",
    "W:CT",
    "N:DK",
    "E:D7",
    "S:DJ",
    "W:C7",
    "N:CQ",
    "E:CK",
    "S:CA",
    "W:C3",
    "N:C9",
    "E:C8",
    "S:CJ",
    "W:C2",
    "N:C6",
    "E:C5",
]


def test_cli_answers_the_contracts_result_example_exactly():
    query = {"q": "result", "deal": RESULT_DEAL, "contract": "4H", "declarer": "S", "vul": False, "play": RESULT_PLAY}
    done = run_cli([json.dumps(query)])
    assert json.loads(done.stdout) == contract_answer_block("result")
    assert list(json.loads(done.stdout)) == list(contract_answer_block("result"))


def test_state_answers_have_the_contracts_fields_in_its_order():
    expected = list(contract_answer_block("state"))
    query = {"q": "state", "deal": RESULT_DEAL, "contract": "4H", "declarer": "S", "play": RESULT_PLAY[:14]}
    got = json.loads(run_cli([json.dumps(query)]).stdout)
    assert list(got)[: len(expected)] == expected
    assert got["revokes"] == [{"seat": "S", "trick": 4, "established": False}]


def test_help_gives_both_conditions_of_an_established_agreement():
    """69A: "Agreement is established when a side assents to an opponent's claim or concession, and
    raises no objection to it before making a call on a subsequent board or before the round ends,
    whichever occurs first" (TR "Taraflardan biri, rakibinin talep veya terkini kabul ederse ve ...
    bir itirazda bulunmadığında anlaşma resmileşir"). `agreed` takes the claim out of Law 70
    (68D1); the help said only "the opponents agreed" (audit14)."""
    help_text = " ".join(run_cli([], "--help").stdout.split())
    assert (
        '"agreed" (69A: agreement established, the opponents having assented and raised no objection before a '
        "call on the next board or the end of the round; it stands unless 71B cancels it, within the Correction "
        "Period of 79C)"
    ) in help_text
