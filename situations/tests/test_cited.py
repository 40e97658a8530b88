"""The paragraphs under a guide's ending (situations.paragraphs.cited) are read in a number of
queries that grows neither with how many there are nor with how deep each one sits: the current
edition once, then one query for all of them (each one's family, with the Law and the three
paragraphs above it), and one for the editor's notes on all of them. The service worker's test opens every ending in both languages; each used to
read the edition again per paragraph and walk up to its Law's top paragraph one query at a time,
then took one query per paragraph. The quotations are kept per content version (lawbook.quoting):
the version is read with the edition, and paragraphs quoted before are not read again."""

import pytest
from django.utils import translation

from lawbook import content_version, quoting
from situations.paragraphs import cited

pytestmark = pytest.mark.django_db

# Three levels deep (64 > 64A > 64A1 > 64A1?): one with the ancestors the ending shows above it.
LABELS = ["64A1", "16B1", "50E1", "Law 64A1", "not a label"]


def test_an_ending_s_paragraphs_take_one_query_and_one_for_the_edition(django_assert_num_queries, monkeypatch):
    # None kept from an earlier test (lawbook.quoting keeps the current edition's quotations per
    # content version), and the version read once for the two calls below.
    monkeypatch.setattr(quoting, "_kept", {})
    monkeypatch.setattr(content_version, "STAMP_SECONDS", 3600.0)
    # 1 the edition, 1 the content version, 1 the paragraphs, 1 the editor's notes on all of them,
    # 1 the footnote markers in all of them with their footnotes (foot89), 1 the citations in those
    # footnotes' texts, which the quotation links as the Law page does (foot90; 64A1's footnote 19).
    with translation.override("en"), django_assert_num_queries(1 + 1 + 1 + 1 + 1 + 1):
        found = cited(LABELS, "en")
    # Asked again, as the next page that quotes them does: the edition only.
    with translation.override("en"), django_assert_num_queries(1):
        assert cited(LABELS, "en") == found
    assert [c.label for c in found] == ["64A1", "16B1", "50E1"]
    revoke = found[0]
    # 64A1 reads on from 64A ("When a revoke is established:"), which the quotation shows first.
    assert [label for label, *_ in revoke.lines][:2] == ["64A", "64A1"]
    assert revoke.url.endswith("/64A1/")
