"""Tests of the guides in search: as results, as bridges to the paragraphs, their paths."""
