"""The claim query's "Additions" in docs/rulings-cli.md on the history of footnote 21 (audit14).

Footnote 21 of the 2017 Laws, TR: "70 ve 71'inci Yasalar için “normal” söz konusu oyuncunun
düzeyi için dikkatsiz veya düşük nitelikli oyunları kapsamaktadır"; WBF: "For the purposes of
Laws 70 and 71, “normal” includes play that would be careless or inferior for the class of
player involved." "But not irrational" closed the 1997 footnote ("For the purposes of Laws 69, 70
and 71 ..."); the 2007 footnote, worded as the 2017 one, no longer had it (the Bridge Laws Mailing
List on the new 2007 Laws, November 2007: "it no longer appears in the footnote"; the ACBL's
club directors' FAQ quotes the 2007 footnote without it). The contract's opening paragraph on
normal play says "the word of the 1997 Laws"; its rule 8 called it "the 2007 wording"."""

from pathlib import Path

CONTRACT = Path(__file__).resolve().parents[3] / "docs" / "rulings-cli.md"
SHARED_BYTES = 17957  # the shared contract, byte for byte; the Additions follow


def test_the_additions_date_but_not_irrational_to_the_1997_footnote():
    additions = " ".join(CONTRACT.read_bytes()[SHARED_BYTES:].decode("utf-8").split())
    assert "was the 2007 wording" not in additions
    assert (
        '("but not irrational" was the 1997 footnote\'s wording; the 2007 footnote had already dropped it)' in additions
    )
    assert 'not say "irrational", the word of the 1997 Laws' in additions
