"""93B's condition in the appeals guide: a committee *or an authorised alternative* (qa218).

93B (TR, official): "Eğer bir İtiraz Komitesi veya aynı yetkileri üstlenmiş bir alternatifi varsa,
1. Başhakem, itiraz başvurusunun sadece yasa ve yönetmelik ile ilgili kısmını dinleyecek ve karar
verecektir. Bu karar hakkında İtiraz Komitesine itiraz edilebilir. 2. Başhakem, diğer bütün itiraz
başvurularını karara bağlanmak üzere İtiraz Komitesine gönderecektir."; WBF: "If a committee (or
authorized alternative) is available: 1. The Director in charge shall hear and rule upon such part of
the appeal as deals solely with the Law or regulations. His ruling may be appealed to the committee.
2. The Director in charge shall refer all other appeals for adjudication."

93A (TR): "İtiraz Komitesi (veya Yasa 80B2/k uyarınca yapılmış bir düzenleme) yoksa ..."; WBF "if there
is no Appeals Committee [or if no alternative arrangement has been made under Law 80B2(k)]".

Since qa182 the guide gives 93A's condition whole (no committee *and* no arrangement), but said 93B's
as "İtiraz Komitesi varsa" / "With an Appeals Committee", and asked "Turnuvada bir İtiraz Komitesi var
mı?" / "Does the tournament have an Appeals Committee?": a tournament with an alternative and no
committee met neither sentence, and its reader, answering "No", was sent to an Ending whose condition
he does not meet. The question, the in-time Endings' HEARD and the committee Ending's first sentence
now say 93B's condition."""

import pytest

from situations.tests.guides import guide_pages

pytestmark = pytest.mark.django_db
SLUG = "appeal"

QUESTION = {
    "tr": "Turnuvada bir İtiraz Komitesi (ya da aynı yetkileri üstlenmiş bir alternatifi) var mı?",
    "en": "Does the tournament have an Appeals Committee (or an authorised alternative)?",
}
HEARD = {
    "tr": "İtiraz Komitesi (ya da aynı yetkileri üstlenmiş bir alternatifi) varsa Başhakem itirazın yalnızca yasa ve yönetmelikle ilgili kısmını karara bağlayacaktır, bu karara da komiteye itiraz edilebilir",
    "en": "With an Appeals Committee (or an authorised alternative), the Director in charge shall rule on only the part of the appeal that concerns law and regulation, and that ruling may be appealed to the committee",
}
COMMITTEE = {
    "tr": "İtiraz Komitesi ya da aynı yetkileri üstlenmiş bir alternatifi olduğunda Başhakem itirazın yalnızca yasa ve yönetmelikle ilgili kısmını karara bağlayacaktır; bu karara da İtiraz Komitesi'ne itiraz edilebilir (Yasa 93B1).",
    "en": "With an Appeals Committee (or an authorised alternative), the Director in charge shall rule on only the part of the appeal that concerns law and regulation; that ruling may be appealed to the Appeals Committee (Law 93B1).",
}
OLD = {
    "tr": ("Turnuvada bir İtiraz Komitesi var mı?", "İtiraz Komitesi varsa Başhakem"),
    "en": ("Does the tournament have an Appeals Committee?", "With an Appeals Committee, the Director"),
}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_who_decides_question_names_the_alternative(client, lang):
    guide_pages.says(client, SLUG, ["who-decides"], lang, QUESTION[lang])
    guide_pages.never_says(client, SLUG, ["who-decides"], lang, *OLD[lang])


@pytest.mark.parametrize("keys", [["disagree", "in-time", e] for e in ("pairs", "teams", "individual")])
@pytest.mark.parametrize("lang", ["tr", "en"])
def test_an_appeal_in_time_says_93b_s_condition(client, lang, keys):
    guide_pages.says(client, SLUG, keys, lang, HEARD[lang])
    guide_pages.never_says(client, SLUG, keys, lang, *OLD[lang])


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_committee_ending_opens_with_93b_s_condition(client, lang):
    guide_pages.says(client, SLUG, ["who-decides", "committee"], lang, COMMITTEE[lang])
    guide_pages.never_says(client, SLUG, ["who-decides", "committee"], lang, *OLD[lang])


def test_the_fixture_s_93b_names_the_alternative():
    from pathlib import Path

    text = Path(__file__).resolve().parents[3].joinpath("fixtures", "laws_tr.txt").read_text(encoding="utf-8")
    assert "Eğer bir İtiraz Komitesi veya aynı yetkileri üstlenmiş bir alternatifi varsa" in text
