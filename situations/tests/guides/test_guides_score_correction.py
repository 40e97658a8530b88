"""The score-correction guide (Laws 79, 81C3, 82C, 92), walked to each ending by its GET URL in
both languages: the page says the ruling a player would notice, and the ending cites the paragraph
that decides it (quoted beside each path: the Turkish official text, then the WBF English)."""

import pytest
from django.utils.html import escape

from situations.content import BY_SLUG
from situations.tests.guides.guide_pages import never_says, says
from situations.tests.guides.test_guides import url_of

pytestmark = pytest.mark.django_db
SLUG = "score-correction"
GUIDE = BY_SLUG[SLUG]

# 79C1: "Organizasyon Komitesi daha geç bir zaman belirtmemişse bu düzeltme süresi resmi skorların
# incelemeye açılmasından 30 dakika sonra sona erer" / "Unless the Tournament Organizer specifies a
# later time, this Correction Period expires 30 minutes after the official score has been made
# available for inspection."
WITHIN = (
    "79C1",
    "resmi skorlar incelemeye açıldıktan 30 dakika sonra biter",
    "ends 30 minutes after the official score has been made available for inspection",
)

# Every row is checked by test_guide_tables.py: each ending has one, the ending cites its
# paragraph, and its page says the phrase in each language and quotes the paragraph.
RULINGS = {
    # 79B2: "Yukarıda belirtilen B1 maddesi uygulanamayacak durumda ise, hakem kaydedilecek skoru
    # belirler." / "If B1 above does not apply, the Director rules what score is to be recorded."
    "tricks/before-round-ends": (
        "79B2",
        "kaydedilecek skoru hakem belirler",
        "the Director rules what score is to be recorded",
    ),
    # 79B3: "masa skorunu geçerli saymalı veya taraflardan birinin skorunu düşürürken diğer
    # tarafınkini sabit tutmalıdır" / "he should either allow the recorded score to stand, or
    # decrease the score for one side without increasing it for the other."
    "tricks/after-round-ends": (
        "79B3",
        "bir tarafın skorunu düşürürken diğer tarafınkini sabit tutmalıdır",
        "decrease the score for one side while leaving the other side's unchanged",
    ),
    "entry/at-the-table": WITHIN,
    "entry/within-period": WITHIN,
    # 79C2: "Organizasyon Komitesinin onayı ile hakem, makul şüphelerin ötesinde skorun gerçekten
    # yanlış girilmiş olduğuna kanaat getirmesi halinde ... skor düzeltmesi yapılabilir" / "Subject
    # to approval by the Tournament Organizer, a scoring error may be corrected after expiry of the
    # Correction Period if the Director is satisfied beyond reasonable doubt that the record is wrong."
    "entry/after-period": (
        "79C2",
        "ancak Organizasyon Komitesinin onayıyla ve hakem kaydın yanlış olduğuna makul şüphenin ötesinde kanaat getirirse",
        "only subject to the Tournament Organizer's approval and if the Director is satisfied beyond reasonable doubt",
    ),
    # 82C: "hiçbir düzeltme bordun normal şekilde skorlanmasına izin vermeyecekse her iki tarafı
    # kusursuz kabul ederek ayarlı skor verecektir" / "if no rectification will allow the board to
    # be scored normally, he shall award an adjusted score, treating both sides as non-offending".
    "ruling/director": (
        "82C",
        "iki tarafı da kusursuz kabul ederek ayarlı skor verecektir",
        "treating both sides as non-offending for that purpose",
    ),
    # 92B: "bir hakem kararı talep etme veya itiraz komitesine başvurma hakkı resmi skor incelemeye
    # açıldıktan 30 dakika sonra sona erer" / "The right to request or appeal a Director's ruling
    # expires 30 minutes after the official score has been made available for inspection".
    "ruling/player": (
        "92B",
        "resmi skor incelemeye açıldıktan 30 dakika sonra sona erer",
        "expires 30 minutes after the official score has been made available for inspection",
    ),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_correction_period_belongs_to_the_tournament_organizer(client, lang):
    """79C1 in both texts names the Tournament Organizer ("Organizasyon Komitesi"), not the
    Regulating Authority ("Yetkili Federasyon"), as the body that sets the period."""
    page = client.get(url_of(SLUG, ["entry", "within-period"], lang)).content.decode()
    if lang == "tr":
        assert "Organizasyon Komitesi" in page and "Yetkili Federasyon" not in page
    else:
        assert "Tournament Organizer" in page and "Regulating Authority" not in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_disputed_ruling_offers_the_appeal_and_its_time_limit(client, lang):
    """92A: "Bir yarışmacı veya onun kaptanı ... kararın gözden geçirilmesi için İtiraz Komitesi'ne
    başvurabilir" / "A contestant or his captain may appeal for a review of any ruling made at his
    table by the Director"; 92C: "hakem aracılığıyla yapılacaktır" / "made through the Director"."""
    page = client.get(url_of(SLUG, ["ruling", "player"], lang)).content.decode()
    assert ("İtiraz etmek" if lang == "tr" else "Appeal") in page
    assert 'data-label="92C"' in page


@pytest.mark.parametrize("lang", ["tr", "en"])
@pytest.mark.parametrize("path", ["tricks/before-round-ends", "tricks/after-round-ends"])
def test_an_agreed_claim_or_concession_is_undone_only_within_the_correction_period(client, path, lang):
    """69B: "Yasa 79C'de belirlenmiş düzeltme dönemi içinde geri alınabilir" / "may be withdrawn
    within the Correction Period established under Law 79C"; 71: "Düzeltme Süreci içinde, hakem
    terki ... iptal etmedikçe" / "within the Correction Period ... the Director shall cancel a
    concession"."""
    page = client.get(url_of(SLUG, path.split("/"), lang)).content.decode()
    assert 'data-label="69B"' in page and 'data-label="71"' in page
    assert (
        "anlaşma Düzeltme Süresi içinde geri alınabilir"
        if lang == "tr"
        else "may be withdrawn within the Correction Period"
    ) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_mixed_cards_count_against_the_side_that_mixed_them(client, lang):
    """66D: "taraflardan birisi hakemin artık olayları tespit edemeyeceği şekilde kartlarını
    karıştırmışsa, hakem diğer tarafın lehine karar verecektir" / "If the Director can no longer
    ascertain the facts ... and only one side has mixed its cards, the Director shall rule in
    favor of the other side"."""
    page = client.get(url_of(SLUG, ["tricks", "before-round-ends"], lang)).content.decode()
    assert 'data-label="66D"' in page
    assert (
        "hakem diğer tarafın lehine karar verecektir" if lang == "tr" else "he shall rule in favour of the other side"
    ) in page


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_wbf_only_one_side_condition_is_flagged_as_the_wbf_s(client, lang):
    """66D differs: the official Turkish "taraflardan birisi hakemin artık olayları tespit
    edemeyeceği şekilde kartlarını karıştırmışsa, hakem diğer tarafın lehine karar verecektir" has
    no "only one side"; the WBF English "If the Director can no longer ascertain the facts after
    such a claim has been made, and only one side has mixed its cards, the Director shall rule in
    favor of the other side" adds it. The guide states the Turkish and says the WBF adds the
    condition, instead of giving the WBF's condition as the rule in its English."""
    page = client.get(url_of(SLUG, ["tricks", "before-round-ends"], lang)).content.decode()
    if lang == "tr":
        assert escape("WBF İngilizcesi ayrıca 'yalnızca bir taraf karıştırmışsa' koşulunu ekler") in page
    else:
        assert "the WBF English adds the condition that only one side has mixed its cards" in page
        assert "facts and only one side has mixed its cards, he rules" not in page


@pytest.mark.parametrize(
    "path, deciding, general",
    [("tricks/before-round-ends", "79B1", "79B"), ("tricks/after-round-ends", "79B3", "79B")],
    ids=["before-round-ends", "after-round-ends"],
)
def test_a_disagreement_on_tricks_quotes_its_deciding_paragraph_first(client, path, deciding, general):
    """The ending quotes first the paragraph that decides it, not 79B's opening words ("Bir anlaşmazlık
    çıkarsa, hakem çağrılmak zorundadır" / "If a disagreement arises, the Director must be called"):
    79B1 "Hakem, masada bir kabul veya terk talebi yapılmış olduğunu saptar ise Yasa 69B veya Yasa
    71'i uygular" / "The Director determines whether there has been a claim or concession and, if so,
    applies Law 69B or Law 71" (then 79B2), or, when he was called after the round, 79B3 "Hakem,
    oynanan turun bitmesinden önce çağırılmamış ise ..." / "If the Director is not called before the
    round ends ..."."""
    _, ending = GUIDE.walk(path.split("/"))
    assert ending.laws[0] == deciding
    page = client.get(url_of(SLUG, path.split("/"), "tr")).content.decode()
    assert page.index(f'data-label="{deciding}"') < page.index(f'data-label="{general}"')


@pytest.mark.parametrize("path", ["tricks/before-round-ends", "tricks/after-round-ends"])
def test_a_concession_stands_unless_the_director_cancels_it_as_the_official_turkish_says(client, path):
    """71 (TR, official): "Terk bir kez yapıldığında, Yasa 79C'ye göre saptanmış Düzeltme Süreci
    içinde, hakem terki aşağıdaki sebeplerle iptal etmedikçe, geçerli kalmalıdır" (it must stand unless
    he cancels it: no duty on the Director); (WBF) "A concession must stand, once made, except that
    within the Correction Period established under Law 79C the Director shall cancel a concession".
    The pages said "hakem terki bu süre içinde iptal eder" / "the Director cancels ... the
    concession", the WBF's duty given as the rule in both languages; the claim guide and the
    editor's note on 71 state the Turkish and name the WBF's "shall cancel"."""
    keys = path.split("/")
    says(client, SLUG, keys, "tr", "terk, hakem onu bu süre içinde iptal etmedikçe geçerli kalmalıdır (Yasa 71;")
    says(client, SLUG, keys, "tr", "WBF İngilizcesinde bu durumlarda hakem terki iptal etmek zorundadır")
    never_says(client, SLUG, keys, "tr", "hakem terki bu süre içinde iptal eder")
    says(client, SLUG, keys, "en", "must stand unless the Director cancels it within that period (Law 71;")
    says(client, SLUG, keys, "en", "in the WBF English the Director shall cancel it in these cases")
    never_says(client, SLUG, keys, "en", "the Director cancels, within that period, the concession")


@pytest.mark.parametrize("path", ["entry/at-the-table", "entry/within-period"])
def test_the_advice_counts_the_30_minutes_from_the_official_score_not_the_period(client, path):
    """79C1: "Organizasyon Komitesince belirlenmiş süre sona erene kadar düzeltilebilir. Organizasyon
    Komitesi daha geç bir zaman belirtmemişse bu düzeltme süresi resmi skorların incelemeye
    açılmasından 30 dakika sonra sona erer" / "may be corrected until the expiration of the period(s)
    specified by the Tournament Organizer. Unless the Tournament Organizer specifies a later time,
    this Correction Period expires 30 minutes after the official score has been made available for
    inspection." The paragraph sets the period's end, not its start (an error may be corrected at
    the table before): the advice said the period "runs from then"."""
    keys = path.split("/")
    says(
        client,
        SLUG,
        keys,
        "tr",
        "başka bir zaman belirtilmediyse Düzeltme Süresi bundan 30 dakika sonra biter (Yasa 79C1)",
    )
    never_says(client, SLUG, keys, "tr", "süre o andan işler")
    says(client, SLUG, keys, "en", "unless another time is specified, the Correction Period ends 30 minutes after that")
    never_says(client, SLUG, keys, "en", "the period runs from then")


def test_an_appeal_is_heard_only_with_partner_s_or_captain_s_concurrence(client):
    """92A: "Bir yarışmacı veya onun kaptanı, masada hakem tarafından verilen kararın gözden
    geçirilmesi için İtiraz Komitesi'ne başvurabilir" / "A contestant or his captain may appeal for a
    review of any ruling made at his table by the Director"; 92D: "İtiraz başvurusu aşağıdaki şartlar
    gerçekleşmeden işleme konmaz: 1. İkili turnuvada, başvuran çiftin her iki üyesinin ... hemfikir
    olmaları gereklidir. 2. Takım maçında ise takım kaptanı ... hemfikir olmalıdır" / "An appeal shall
    not be heard unless: 1. in a pairs event both members of the partnership concur in making the
    appeal ... 2. in a team event the team captain concurs in making the appeal." The Appeal option
    said the ruling "is reviewed", whatever 92D's conditions; then (qa122) that "if your partner ...
    concurs, the appeal is heard", a condition 92D does not make enough (92B's time, 92C's way
    through the Director): 92D is said as the appeals guide says 92D1 and 92D2 (qa124)."""
    keys = ["ruling", "player"]
    says(
        client,
        SLUG,
        keys,
        "tr",
        "takım maçında kaptanınız da itirazda hemfikir olmalıdır; yoksa itiraz başvurusu işleme konmaz. İşleme konursa karar gözden geçirilir (Yasa 92A, 92D)",
    )
    never_says(client, SLUG, keys, "tr", "Karar gözden geçirilir (Yasa 92A).")
    never_says(client, SLUG, keys, "tr", "hemfikirse itiraz görülür")
    says(
        client,
        SLUG,
        keys,
        "en",
        "or your captain (in a team event) concurs in making the appeal; if it is heard, the ruling is reviewed (Laws 92A, 92D)",
    )
    never_says(client, SLUG, keys, "en", "The ruling is reviewed (Law 92A).")
    never_says(client, SLUG, keys, "en", "concurs, the appeal is heard")


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_a_disagreement_found_after_the_round_still_has_the_director_called(client, lang):
    """79B (TR): "Bir anlaşmazlık çıkarsa, hakem çağrılmak zorundadır. Daha sonra, ... 3. Hakem,
    oynanan turun bitmesinden önce çağırılmamış ise ..."; (WBF) "If a disagreement arises, the
    Director must be called, then: ... 3. If the Director is not called before the round ends ...".
    The after-the-round Ending cited 79B among its paragraphs but no sentence of it said 79B's rule:
    the players do not settle the count themselves after the round either."""
    says(
        client,
        SLUG,
        ["tricks", "after-round-ends"],
        lang,
        "Anlaşmazlık çıkarsa hakem çağrılmak zorundadır"
        if lang == "tr"
        else "If a disagreement arises, the Director must be called",
    )
