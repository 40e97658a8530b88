"""Two sentences read against their paragraphs: the score-correction guide's 66D (when the mixing of
cards counts) and the card-exposed-in-auction guide's "declarer states which option he selects",
which is 50D2's sentence.

66D: TR "Eğer, böyle bir talep ileri sürüldüğünde, taraflardan birisi hakemin artık olayları tespit
edemeyeceği şekilde kartlarını karıştırmışsa, hakem diğer tarafın lehine karar verecektir."; WBF "If
the Director can no longer ascertain the facts after such a claim has been made, and only one side
has mixed its cards, the Director shall rule in favor of the other side." Neither text has the
mixing come after the claim; the page said "after such a claim, one side has mixed" (TR "Böyle bir
talepten sonra ... karıştırdıysa"). The words are now the defective-trick guide's (qa167).

50D2: TR "Çıkış sırası partnerinin bir majör cezalı kartı bulunan bir defans oyuncusuna geldiğinde,
deklaran aşağıdaki seçeneklerden hangisini seçtiğini belirtinceye kadar çıkış yapamaz"; WBF "When a
defender has the lead while his partner has a major penalty card, he may not lead until declarer has
stated which of the options below is selected"; 50D2(a) sends two or more penalty cards to Law 51
(TR "iki veya daha fazla cezalı kart için, bkz. Yasa 51"; WBF "for two or more penalty cards, see
Law 51"), whose 51B holds the options. 51B itself says nothing of declarer stating his choice: the
sentence cited 51B alone."""

from pathlib import Path

import pytest

from lawbook.text.parser import parse_lawbook
from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
TURKISH = Path(__file__).resolve().parents[3] / "fixtures" / "laws_tr.txt"


def test_the_official_turkish_says_what_the_pages_now_cite():
    paragraphs = parse_lawbook(TURKISH.read_text(encoding="utf-8")).paragraph_map()
    assert "böyle bir talep ileri sürüldüğünde, taraflardan birisi" in paragraphs["66D"].text
    assert "hangisini seçtiğini belirtinceye kadar çıkış yapamaz" in paragraphs["50D2"].text
    assert "iki veya daha fazla cezalı kart için, bkz. Yasa 51" in paragraphs["50D2(a)"].text
    assert "seçtiğini" not in " ".join(p.text for k, p in paragraphs.items() if k.startswith("51B"))


@pytest.mark.parametrize(
    "lang, now, old",
    [
        (
            "tr",
            "Böyle bir talep ileri sürüldüğünde taraflardan biri kartlarını hakemin olayları artık tespit edemeyeceği biçimde karıştırmışsa, hakem diğer tarafın lehine karar verecektir (Yasa 66D).",
            "Böyle bir talepten sonra",
        ),
        (
            "en",
            "If, after such a claim, the Director can no longer establish the facts because one side has mixed its cards, he shall rule in favour of the other side (Law 66D).",
            "If, after such a claim, one side has mixed its cards",
        ),
    ],
)
def test_score_correction_says_when_the_mixing_counts_as_66d_does(client, lang, now, old):
    keys = ["tricks", "before-round-ends"]
    guide_pages.says(client, "score-correction", keys, lang, now)
    guide_pages.never_says(client, "score-correction", keys, lang, old)


@pytest.mark.parametrize(
    "lang, now",
    [
        ("tr", "seçeneklerden hangisini seçtiğini deklaran belirtir (Yasa 50D2, 51B)"),
        ("en", "declarer states which of the options he selects (Laws 50D2, 51B)"),
    ],
)
def test_two_or_more_exposed_cards_cite_50d2_for_declarer_stating_his_choice(client, lang, now):
    guide_pages.says(client, "card-exposed-in-auction", ["two-or-more"], lang, now)
