"""qa93: the words the last reviews left (docs/legal-review.md, "qa93"), each said as the Laws say
it: 64C1 in one English wording, the claim guide's 70B and 70D1 in their own words, the appeals
guide naming the score-correction guide by its title, and 20F4(a) as the official Turkish has it."""

import pytest

import rulings
from situations.content import BY_SLUG
from situations.engine_words import describe, with_revoke_status
from situations.tests.guides.guide_pages import never_reads, never_says, page, read_out, says
from situations.tests.test_engine_words_audit import REVOKE_64C

pytestmark = pytest.mark.django_db

# 64C1, official Turkish: "Onarmaya tabi olmayanlar da dahil olmak üzere, her resmileşmiş rönonstan
# sonra, hakem kusursuz tarafın maruz kaldığı zararın bu Yasalar tarafından yeterli derecede tazmin
# edilmediğine kanaat getirdiğinde, ayarlı skor atayacaktır." Our English (fixtures/laws_en.json):
# "... when the Director considers that the damage suffered by the non-offending side is not
# sufficiently compensated by these Laws, he shall assign an adjusted score." WBF: "When, after any
# established revoke, including those not subject to trick adjustment, the Director deems that the
# non-offending side is insufficiently compensated by this Law for the damage caused, he shall
# assign an adjusted score." The Turkish was one wording (Session 63); the English said it three
# ways ("deems ... insufficiently compensated", "judges that ... damage is not sufficiently
# compensated", "considers the damage to the non-offending side not sufficiently compensated").
TR_64C1 = "kusursuz tarafın maruz kaldığı zararın yeterli derecede tazmin edilmediğine kanaat getirirse"
EN_64C1 = "considers that the damage suffered by the non-offending side is not sufficiently compensated"
NOT_64C1 = (
    "deems the non-offending side",
    "deems the damage",
    "insufficiently compensated",
    "judges that the non-offending",
    "damage to the non-offending side",
)
GUIDES_64C1 = ("revoke", "penalty-cards-more", "card-from-dummy")


def _pages_saying_64c1(client):
    """Every Ending of the three guides whose own English text speaks of compensation (the page
    also quotes 64C1 itself, in our English, where the Ending cites it)."""
    for slug in GUIDES_64C1:
        for keys, ending in BY_SLUG[slug].endings():
            if "compensated" in repr(ending):
                yield slug, keys


def test_64c1_is_one_english_wording_on_every_guide_page_that_says_it(client):
    found = list(_pages_saying_64c1(client))
    assert len(found) >= 8, found  # revoke (6 sentences), penalty-cards-more (2), card-from-dummy (1)
    for slug, keys in found:
        says(client, slug, keys, "en", EN_64C1)
        never_says(client, slug, keys, "en", *NOT_64C1)
        says(client, slug, keys, "tr", TR_64C1)


def test_64c1_is_one_english_wording_in_the_read_outs(client):
    for slug, keys in _pages_saying_64c1(client):
        if "compensated" in read_out(client, slug, keys, "en"):
            never_reads(client, slug, keys, "en", *NOT_64C1)


def test_64c1_in_the_table_s_engine_words():
    """The table's line under a 64C ruling said "If the Director judges that the non-offending
    side's damage is not sufficiently compensated"."""
    answer = rulings.answer(with_revoke_status(REVOKE_64C))
    said_en = next(s for s in describe(answer, REVOKE_64C, "en") if "(Law 64C)" in s)
    said_tr = next(s for s in describe(answer, REVOKE_64C, "tr") if "(Yasa 64C)" in s)
    assert EN_64C1 in said_en and "judges" not in said_en
    assert TR_64C1 in said_tr


# 70B, official Turkish: "1. Hakem talep edenden talep anındaki açıklama ifadesini tekrar etmesini
# ister. 2. Daha sonra, hakem rakiplerin talebe itirazlarını dinler (ancak hakemin göz önüne alması
# gerekenler yalnızca rakiplerinin itirazı ile sınırlı değildir.) 3. Hakem oyuncuların geri kalan
# kartlarını masanın üstüne yüzü yukarı gelecek biçimde koymalarını isteyebilir." WBF: "1. The
# Director requires claimer to repeat the clarification statement he made at the time of his claim.
# 2. Next, the Director hears the opponents' objections to the claim (but the Director's
# considerations are not limited only to the opponents' objections). 3. The Director may require
# players to put their remaining cards face up on the table."
# 70D1, official Turkish: "Hakem eğer ortada normal fakat daha az başarılı bir oyun tarzı varsa,
# talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul
# etmeyecektir." WBF: "The Director shall not accept from claimer any successful line of play not
# embraced in the original clarification statement if there is an alternative normal line of play
# that would be less successful."


def _disputed_claim_keys():
    for keys, ending in BY_SLUG["claim"].endings():
        if ending.title.en == "A disputed claim":
            return keys
    raise AssertionError("the claim guide has no disputed claim")


def test_the_claim_guide_says_70b_in_its_own_words(client):
    keys = _disputed_claim_keys()
    says(
        client,
        "claim",
        keys,
        "tr",
        "Hakem talep edenden talep anındaki açıklama ifadesini tekrar etmesini ister",
        "rakiplerin talebe itirazlarını dinler",
        "masanın üstüne yüzü yukarı gelecek biçimde koymalarını isteyebilir (Yasa 70B)",
    )
    says(
        client,
        "claim",
        keys,
        "en",
        "The Director requires the claimer to repeat the clarification statement he made at the time of the claim",
        "he hears the opponents' objections to the claim",
        "put their remaining cards face up on the table (Law 70B)",
    )
    never_says(client, "claim", keys, "tr", "açıklamasını tekrarlatır")
    never_says(client, "claim", keys, "en", "has the claimer repeat the statement he made when claiming")


def test_the_claim_guide_says_70d1_in_its_own_words(client):
    keys = _disputed_claim_keys()
    says(
        client,
        "claim",
        keys,
        "tr",
        "talep edenin orijinal açıklama beyanında belirtmediği hiçbir başarılı oyun tarzını kabul etmeyecektir (Yasa 70D1)",
    )
    says(
        client,
        "claim",
        keys,
        "en",
        "any successful line of play not embraced in his original clarification statement",
    )
    never_says(client, "claim", keys, "tr", "Açıklamada olmayan")
    never_says(client, "claim", keys, "en", "not in the statement")


def test_the_appeals_guide_names_the_score_correction_guide_by_its_title(client):
    """79C1 (TR "Düzeltme Süresi"; WBF "Correction Period"): the too-late Ending sent the reader to
    "the score-correction guide", a description; the guides name each other by title."""
    title = BY_SLUG["score-correction"].title
    keys = next(k for k, e in BY_SLUG["appeal"].endings() if e.title.en == "The time for an appeal has passed")
    says(client, "appeal", keys, "tr", f"'{title.tr}' rehberine bakın")
    says(client, "appeal", keys, "en", f"see the guide '{title.en}'")
    never_says(client, "appeal", keys, "tr", "skor düzeltme rehberi")
    never_says(client, "appeal", keys, "en", "score-correction guide")


# 20F4(a), official Turkish: "Bir oyuncu, artırım esnasında yapmış olduğu açıklamanın yanlış ya da
# eksik olduğunu fark ederse, Belirginleştirme Süreci'nin bitiminden önce hakemi çağırmalı ve hatalı
# açıklamasını düzeltmelidir." WBF: "If a player realizes during the auction that his own
# explanation was erroneous or incomplete, he must summon the Director before the end of the
# Clarification Period and correct the misexplanation." The misinformation guide followed the WBF
# ("realises during the auction"), the asking-questions guide the Turkish; both now follow the
# Turkish and say that the WBF differs.
def test_the_misinformation_guide_follows_the_turkish_20f4a(client):
    keys = next(
        k for k, e in BY_SLUG["misinformation"].endings() if e.title.en == "My partner (or I) explained wrongly"
    )
    says(
        client,
        "misinformation",
        keys,
        "tr",
        "Artırım sırasında verdiği açıklamanın yanlış ya da eksik olduğunu fark eden oyuncu",
        "Resmî metin Türkçedir; WBF İngilizcesi bu noktada farklıdır (Yasa 20F4(a), editörün notu).",
    )
    says(
        client,
        "misinformation",
        keys,
        "en",
        "A player who realises that an explanation he gave during the auction was wrong or incomplete",
        "The Turkish is the official text; in the WBF English it is the realising that falls during the auction.",
    )
    never_says(client, "misinformation", keys, "en", "A player who realises during the auction that")
    never_says(client, "misinformation", keys, "tr", "Artırım sırasında kendi açıklamasının")


def test_the_asking_questions_guide_says_the_wbf_differs_on_20f4a(client):
    found = [
        keys
        for keys, ending in BY_SLUG["asking-questions"].endings()
        if "an explanation you gave during the auction" in page(client, "asking-questions", keys, "en")
    ]
    assert found
    for keys in found:
        says(
            client,
            "asking-questions",
            keys,
            "en",
            "in the WBF English it is the realising that falls during the auction",
        )
        says(
            client, "asking-questions", keys, "tr", "WBF İngilizcesi bu noktada farklıdır (Yasa 20F4(a), editörün notu)"
        )


def test_the_20f4a_editor_s_note_no_longer_says_a_guide_follows_the_wbf(client):
    """The note on 20F4(a) said the misinformation guide speaks "as the WBF's text does"; both
    guides now follow the Turkish, and the note (shown on the Law 20 page) says so."""
    from lawbook.tests.editions.law_pages import note_on_page

    english = note_on_page(client, 20, "20F4(a)", "en")
    turkish = note_on_page(client, 20, "20F4(a)", "tr")
    assert "and its guide to asking questions follow the Turkish" in english
    assert "as the WBF's text does" not in english
    assert "ve soru sorma rehberi Türkçe metni izler" in turkish
    assert "WBF metni gibi" not in turkish
