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
    pairs += re.findall(r"^`(\{\"q\":\"auction_exposure\".*?\})` answers\n`(\{.*?\})`$", text,
                        re.MULTILINE)
    return pairs


def run_cli(lines: list[str], *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "rulings", *args], input="\n".join(lines) + "\n",
                          capture_output=True, text=True, cwd=ROOT, timeout=60)


def test_the_contract_has_its_five_one_line_examples():
    assert len(contract_examples()) == 5


def test_cli_answers_the_contract_examples_byte_for_byte():
    examples = contract_examples()
    done = run_cli([q for q, _ in examples])
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines() == [a for _, a in examples]


def test_library_answer_is_what_the_cli_prints():
    for query, expected in contract_examples():
        assert json.dumps(answer(json.loads(query)), ensure_ascii=False,
                          separators=(",", ":")) == expected


def test_bad_lines_are_answered_and_the_run_goes_on():
    lines = ['{"q":"imps","diff":170}', "not json", "[1,2]", '{"q":"nope"}', "",
             '{"q":"score","contract":"4SX","vul":"yes","tricks":10}',
             '{"q":"board","board":23}']
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
    for name in ("score", "imps", "board", "matchpoints", "auction_exposure", "state", "result"):
        assert f'{{"q":"{name}"' in done.stdout, name
    for act in ("expose", "accept", "spread", "reject", "require_lead", "forbid_lead",
                "no_restriction"):
        assert f'"act":"{act}"' in done.stdout, act


def test_help_examples_answer_as_documented():
    help_text = run_cli([], "--help").stdout
    pairs = re.findall(r"^    (\{\"q\".*\})\n    -> (\{.*\})$", help_text, re.MULTILINE)
    assert len(pairs) >= 6
    done = run_cli([q for q, _ in pairs])
    assert done.stdout.splitlines() == [a for _, a in pairs]


def test_each_answer_line_is_flushed_as_it_is_written():
    proc = subprocess.Popen([sys.executable, "-m", "rulings"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
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
    lines = b'{"q":"imps","diff":20}\n\xc3\x28\n{"q":"sk\xc3\xb6r"}\n{"q":\n' \
            + b"[" * 100000 + b"\n" + b'{"q":"imps","diff":' + b"9" * 5000 + b"}\n" \
            + b'{"q":"imps","diff":50}'
    done = subprocess.run([sys.executable, "-m", "rulings"], input=lines, capture_output=True,
                          cwd=ROOT, timeout=60, env={**os.environ, "PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and b"Traceback" not in done.stderr, done.stderr
    out = [json.loads(line) for line in done.stdout.decode("utf-8").splitlines()]
    assert out == [
        {"imps": 1, "laws": ["78B"]},
        {"error": "query: not valid UTF-8 (byte 1)"},
        {"error": "q: unknown query 'sk\u00f6r' (one of score, imps, board, matchpoints, "
                  "auction_exposure, state, result)"},
        {"error": "query: not valid JSON (Expecting value at column 6)"},
        {"error": "query: not valid JSON (nested too deeply)"},
        {"error": "query: a number has too many digits"},
        {"imps": 2, "laws": ["78B"]},
    ]
