"""Tests of the situation guides: each guide's steps, endings and the paragraphs they rest on."""
