"""The revoke guide (Laws 61-64), walked to each ending by its GET URL in both languages: the page
says the ruling a player would notice, and the ending cites the paragraph that decides it (quoted
beside each path: the Turkish official text, then the WBF English). The guide's own special tests
are its neighbours, test_guides_revoke_*.py (audit330 wrote this table, docs/legal-review.md,
Session 96)."""

import pytest

pytestmark = pytest.mark.django_db
SLUG = "revoke"

# Every row is checked by test_guide_tables.py and test_guides.py: each ending has one, the ending
# cites its paragraph, and its page says the phrase in each language and quotes the paragraph.
_64A1 = (
    # 64A1: "ve rönonsun olduğu löve kusurlu oyuncu tarafından kazanıldığında, oyun sonunda, rönonsun
    # olduğu löve ile birlikte kusurlu tarafın kazandığı daha sonraki lövelerden biri kusursuz tarafa
    # aktarılır." / "and the trick on which the revoke occurred was won by the offending player, at the
    # end of the play the trick on which the revoke occurred is transferred to the non-offending side
    # together with one of any subsequent tricks won by the offending side."
    "64A1",
    "o löve kusursuz tarafa geçer; kusurlu taraf sonraki bir löveyi de aldıysa bir löve daha (Yasa 64A1)",
    "so that trick goes to the non-offending side, and one more if the offending side won a later trick (Law 64A1)",
)
_64A2 = (
    # 64A2: "ve rönonsun olduğu löve kusurlu oyuncu tarafından kazanılmadığında, eğer ki kusurlu taraf
    # bu löveyi veya sonraki herhangi bir löveyi kazanmışsa, oyun sona erdikten sonra, kusursuz tarafa
    # bir löve aktarılır." / "and the trick on which the revoke occurred was not won by the offending
    # player then, if the offending side won that or any subsequent trick, after play ends one trick is
    # transferred to the non-offending side." Footnote 19: a trick won in dummy is not won by declarer.
    "64A2",
    "kusurlu taraf o löveyi ya da sonraki bir löveyi aldıysa bir löve kusursuz tarafa geçer",
    "if the offending side won that trick or a later one, one trick goes to the non-offending side",
)
_64B = (
    # 64B: "Rönonsun resmileşmesinden sonra, aşağıdaki durumlarda otomatik löve ayarlaması yapılmaz.
    # (Ancak bkz Yasa 64C)" / "There is no automatic trick adjustment following an established revoke
    # (but see Law 64C) if:" (B1-B8).
    "64B",
    "Yasa 64B'deki durumlardan birinde otomatik löve ayarlaması yapılmaz.",
    "In the cases of Law 64B no trick is transferred automatically.",
)
RULINGS = {
    # 62B1: "Bu şekilde geri alınan kart bir defans oyuncusunun kapalı elinden oynanmışsa majör cezalı
    # karta dönüşür (Yasa 50)." / "A card so withdrawn becomes a major penalty card (Law 50) if it was
    # played from a defender's unfaced hand."
    "defender/not-established": (
        "62B1",
        "kapalı elinden oynanmışsa majör cezalı kart olur (Yasa 62B1, 50B)",
        "becomes a major penalty card if it was played from his unfaced hand (Laws 62B1, 50B)",
    ),
    "defender/established/no-64b-case/offender-won": _64A1,
    "defender/established/no-64b-case/other-won": _64A2,
    "defender/established/64b-case": _64B,
    # 62B2: "Bu kart deklaranın (Yasa 43B2(b)'ye tabi) veya yerin elinden oynanmışsa ya da bir defans
    # oyuncusunun gözüken kartı ise bir başka onarma olmaksızın değiştirilebilir." / "The card may be
    # replaced without further rectification if it was played from declarer's [subject to Law
    # 43B2(b)] or dummy's hand, or if it was a defender's faced card."
    "declarer/not-established": (
        "62B2",
        "Deklaranın kartı başka onarma olmaksızın değiştirilebilir",
        "Declarer's card may be replaced without further rectification",
    ),
    "declarer/established/no-64b-case/offender-won": _64A1,
    "declarer/established/no-64b-case/other-won": _64A2,
    "declarer/established/64b-case": _64B,
    # 62B2, as above, for dummy's hand.
    "dummy/not-established": (
        "62B2",
        "Yerin kartı başka onarma olmaksızın değiştirilebilir (Yasa 62B2).",
        "Dummy's card may be replaced without further rectification (Law 62B2).",
    ),
    # 64B3: "Rönons, cezalı bir kartın oynanmaması veya yere ait kartlardan herhangi birinin
    # oynanmaması sonucu meydana gelmişse." / "the revoke was made in failing to play a penalty card or
    # any card belonging to dummy."
    "dummy/established": (
        "64B3",
        "rönons, yere ait kartlardan birinin oynanmaması sonucu meydana geldi (Yasa 64B3)",
        "the revoke was a failure to play a card belonging to dummy (Law 64B3)",
    ),
}
