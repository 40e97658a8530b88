"""Tests of each question type's content and wording against the Laws' text."""
