"""Our English of the Director's "-malıdır" (CONTRIBUTING.md, "Add a situation guide", point 1, and
docs/translation-notes.md, "The Director's modal verb (eng301)").

The official Turkish (fixtures/laws_tr.txt) has no Introduction: it opens at "TANIMLAR", so its
obligation ("-malıdır/-melidir") and future ("-ecektir") are not graded, and the Director's
"-malıdır" stands for the WBF's "shall" (16B3, 27D, 50E4, 12C3), "should" (12C1(b), 27D's second
sentence, 79B3) and "is to" (21B1(b)). The WBF's Introduction grades its English words: "'should' do
(failure to do it is an infraction jeopardising the infractor's rights but not often penalized),
'shall' do (a violation will incur a penalty more often than not), and 'must' do (the strongest word,
a serious matter indeed)". So our English says the WBF's own word where the WBF states the same duty
with a modal; where the WBF has the present and the Turkish a duty (12C1(a), 67B), the Turkish
governs, the English says "shall" (the WBF's word for the Director's duties) and an editor's note
gives the WBF's present (test_eng301_director_mood_notes.py).

Each case quotes the paragraph in the official Turkish and the WBF English (2017, ACBL printing, the
mattman818/Bridge-Rules-Chatbot text) and reads the English Law page a reader is served."""

from pathlib import Path

import pytest

from lawbook.tests.english.page_words import flat, page_text

pytestmark = pytest.mark.django_db

TURKISH = (Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt").read_text(encoding="utf-8")

# (label, Law, the official Turkish's words, the sentence the English page says now, the old words)
CASES = [
    # 16B3. TR "Hakem yasaya aykırılık bulunduğu ve bunun da kusurlu taraf lehine bir avantaj yarattığı
    # kanısına varırsa bir ayarlı skor vermelidir (bkz. Yasa 12C1)."; WBF "The Director shall assign an
    # adjusted score (see Law 12C1) if he considers that an infraction of law has resulted in an
    # advantage for the offender."
    (
        "16B3",
        16,
        "kusurlu taraf lehine bir avantaj yarattığı kanısına varırsa bir ayarlı skor vermelidir",
        "it has produced an advantage for the offending side, he shall award an adjusted score (see Law 12C1).",
        "he should award an adjusted score",
    ),
    # 27D. TR "... kanaat getirirse ayarlı skor atamalıdır. Skor atarken ... telafiyi vermeye
    # çabalamalıdır."; WBF "... he shall award an adjusted score. In his adjustment, he should seek to
    # recover ..." (the second sentence already said the WBF's "should").
    (
        "27D",
        27,
        "(bkz. Yasa 12B1) kanaat getirirse ayarlı skor atamalıdır",
        "was damaged as a consequence (see Law 12B1), he shall award an adjusted score. In assigning the score "
        "he should seek",
        "he must award an adjusted score",
    ),
    # 50E4. TR "... bir bilgiyi ilettiğine karar verirse ayarlı bir skor atamalıdır."; WBF "... he shall
    # award an adjusted score."
    (
        "50E4",
        50,
        "bir bilgiyi ilettiğine karar verirse ayarlı bir skor atamalıdır",
        "damaged the non-offending side (see Law 12B1), he shall assign an adjusted score.",
        "he should assign an adjusted score",
    ),
    # 12C3. TR "Ancak hakem, kusurlu oyuncunun ortağına, suçlu olmadığına kanaat getirirse, yöntemsel
    # ceza uygulamamalıdır."; WBF "But the Director shall not award a procedural penalty against the
    # offender's partner if of the opinion that he is in no way to blame."
    (
        "12C3",
        12,
        "suçlu olmadığına kanaat getirirse, yöntemsel ceza uygulamamalıdır",
        "But the Director shall not apply a procedural penalty to the offender's partner",
        "should not apply a procedural penalty",
    ),
    # 21B1(b). TR "Aksini ispatlayan bir kanıt olmadıkça hakem Yanlış Konuşmadan ziyade Yanlış Açıklama
    # olduğunu varsaymalıdır."; WBF "The Director is to presume Mistaken Explanation rather than
    # Mistaken Call in the absence of evidence to the contrary." ("is to" is not among the
    # Introduction's words; "must", its strongest, said more than the WBF.)
    (
        "21B1(b)",
        21,
        "hakem Yanlış Konuşmadan ziyade Yanlış Açıklama olduğunu varsaymalıdır",
        "the Director is to presume Mistaken Explanation rather than Mistaken Call.",
        "must presume",
    ),
    # 12C1(a). TR "... atamalı bir ayarlı skor verebiliyorsa vermelidir."; WBF "... and is able to award
    # an assigned adjusted score, he does so." The WBF has the present; the Turkish a duty, which
    # governs: "shall" (the note on 12C1(a) gives the WBF's "does so").
    (
        "12C1(a)",
        12,
        "atamalı bir ayarlı skor verebiliyorsa vermelidir",
        "and is able to award an assigned adjusted score, he shall do so. Such a score replaces the score",
        "he should do so",
    ),
    # 67B. TR "... ve her iki taraf ta bir sonraki löveye oynamış ise, hakem işlemi aşağıdaki şekilde
    # sürdürmelidir."; WBF "... both sides having played to the next trick, he proceeds as follows". The
    # present in the WBF, a duty in the Turkish, which governs: "shall" (the note on 67B).
    (
        "67B",
        67,
        "hakem işlemi aşağıdaki şekilde sürdürmelidir",
        "and both sides have played to the next trick, the Director shall proceed as follows.",
        "the Director must proceed as follows",
    ),
]


@pytest.mark.parametrize("label, law, turkish, english, old", CASES, ids=[case[0] for case in CASES])
def test_the_english_law_page_says_the_director_s_duty_in_the_rule_s_word(client, label, law, turkish, english, old):
    assert turkish in flat(TURKISH), label
    served = client.get(f"/api/paragraphs/{label}/").json()["text_en"]
    assert english in served, label
    assert old not in served, label
    text = page_text(client, f"/en/law/{law}/")
    assert flat(english) in text, label
    assert old not in text, label
