"""Tests of the table page: a deal played card by card, records read in, claims, the score."""
