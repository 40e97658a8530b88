"""Where our English (fixtures/laws_en.json) misread the official Turkish and said something the
Turkish does not: corrected to the Turkish, listed in docs/translation-notes.md ("Corrections to
our English (audit10)"). Each test quotes the official Turkish (fixtures/laws_tr.txt), the WBF's
English (2017 Laws, ACBL printing) and checks what a reader of the English site is now served."""

from pathlib import Path

import pytest

pytestmark = pytest.mark.django_db

TURKISH = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")


def english_definition(client, term_tr: str) -> str:
    [definition] = [d for d in client.get("/api/definitions/").json() if d["term_tr"] == term_tr]
    return definition["text_en"]


def test_an_artificial_call_leaves_out_information_taken_for_granted_by_players(client):
    # TR, Tanımlar, "Yapay Konuşma" 1: "(oyuncular tarafından doğal karşılanan bilgiler haricinde
    # veya ona ek olarak)". "Doğal karşılamak" is to take something as a matter of course, as the
    # WBF's English says: "(not being information taken for granted by players generally)". Our
    # English said "information regarded by the players as natural", a natural call's sense.
    assert "oyuncular tarafından doğal karşılanan bilgiler haricinde" in TURKISH
    text = english_definition(client, "Yapay Konuşma")
    assert "(other than, or in addition to, information taken for granted by players)" in text
    assert "as natural" not in text


def test_72c_asks_whether_a_player_could_have_been_aware_that_his_infraction_would_damage(client):
    # TR 72C: "Hakem, bir oyuncunun yaptığı kural ihlalinin kusursuz tarafa zarar vereceğinin
    # farkında olabileceğine kanaat getirirse": "vereceğinin" (that it would damage), not
    # "verebileceğinin" (that it could). Our English said "could damage". The WBF's English: "could
    # have been aware at the time of his irregularity that it could well damage the non-offending
    # side" (the difference from the Turkish is the 72C editor's note).
    assert "kusursuz tarafa zarar vereceğinin farkında olabileceğine" in TURKISH
    text = client.get("/api/paragraphs/72C/").json()["text_en"]
    assert "could have been aware that his infraction would damage the non-offending side" in text
    assert "could damage" not in text


def test_62a_has_the_revoke_corrected_if_the_irregularity_is_noticed(client):
    # TR 62A: "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa, oyuncu rönonsunu düzeltmek
    # zorundadır": "farkına varılırsa", if it is noticed (drawing attention is "dikkat çekmek", 9A).
    # Our English said the WBF's words: "A player must correct his revoke if attention is drawn to
    # the irregularity before it becomes established" (the difference is the 62A editor's note).
    assert "Rönons resmileşmeden önce usulsüzlüğün farkına varılırsa" in TURKISH
    text = client.get("/api/paragraphs/62A/").json()["text_en"]
    assert "If the irregularity is noticed before the revoke becomes established" in text
    assert "attention is drawn" not in text
