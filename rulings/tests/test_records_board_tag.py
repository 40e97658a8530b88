"""A PBN Board tag read by one reader (fix62): the records' first board and the desk's check of a
session file's later boards.

PBN 2.1, 3.3: "A tag pair is composed of four consecutive tokens: a left bracket token, a name
token, a string token, and a right bracket token. The name token is the tag name and the string
token is the tag value". 3.2: "A string token is a sequence of zero or more printing characters
delimited by a pair of quote characters ... Note that, non-printing characters like newline and
tab are not permitted inside of strings, because a string is a special case of a token." 3.4.4:
"The Board tag value is a positive integer, indicating the board number of the deal." No paragraph
of the Laws decides how a file is written.
"""

import pytest

from rulings.records import RecordError, board_number, board_numbers, read_record
from rulings.tests.test_records import PBN_FILE

DEAL = "N:AK32.KQJ54.A7.82 T76.7.T864.T9643 QJ9.AT98.KQ5.AKJ 854.632.J932.Q75"


def one_board(board_tag: str) -> str:
    return f'[Event "x"]\n{board_tag}\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "{DEAL}"]\n'


@pytest.mark.parametrize("tag", ['[Board "3"]', '[Board " 3 "]', '[board "3"]', '  [Board   "3"]'])
def test_the_board_number_is_read_alike_by_the_record_and_the_file_scan(tag):
    assert read_record(one_board(tag)).board == 3
    assert board_numbers(one_board(tag)) == [3]


def test_a_session_file_gives_each_boards_number_in_order():
    assert board_numbers(PBN_FILE) == [7, 8]
    assert board_numbers(PBN_FILE.replace("\n", "\r\n")) == [7, 8]


@pytest.mark.parametrize("value", ["0", "-3", "3a", "³", "", "?"])
def test_a_value_that_is_no_positive_integer_is_no_board_number(value):
    assert board_number(value) is None


def test_a_board_tag_broken_across_lines_is_refused_naming_the_tag():
    """Before: the records' reader passed it to endplay ("PBN: Expected a tag"); the desk's regex
    read it as board 3."""
    for read in (read_record, board_numbers):
        with pytest.raises(RecordError) as refused:
            read(one_board('[Board "\n3"]'))
        assert refused.value.problem == "unclosed_tag" and refused.value.values == {"tag": "Board"}


def test_a_later_boards_broken_tag_does_not_stop_the_first_board():
    """The reader takes the first board; a later board's faults do not stop it (as before)."""
    text = PBN_FILE.replace('[Board "8"]', '[Board "\n8"]')
    assert read_record(text).board == 7
