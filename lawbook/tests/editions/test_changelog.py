"""The changelog for readers (issue 11): every published edition with what it changed against the
one before, a word-level diff of the Turkish and of the English; its Atom feed; the change markers
of the Law pages. Drafts never appear."""

import xml.etree.ElementTree as ET

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group

from lawbook.editions import editions
from lawbook.layers import Change, Scope, text_changed
from lawbook.models import Definition, Edition, Paragraph
from lawbook.tests.held import held_transaction
from lawbook.tests.htmlparse import links, tree

pytestmark = pytest.mark.django_db

# 64B3: "dummy's revoke" corrected in both languages, with markup that must stay text.
NEW_TR = "Düzeltilmiş metin: yer rönonsu için <b>hiçbir</b> löve & ceza devredilmez."
NEW_EN = "Corrected text: no trick <b>is</b> transferred & no penalty for dummy's revoke."
ATOM = "{http://www.w3.org/2005/Atom}"
CHANGES = {"tr": "/tr/degisiklikler/", "en": "/en/changes/"}
FEEDS = {"tr": "/tr/degisiklikler/akis/", "en": "/en/changes/feed/"}


def correct(code: str, label: str = "64B3", text_tr: str = NEW_TR, text_en: str = NEW_EN) -> Paragraph:
    paragraph = Paragraph.objects.get(law__edition=code, label=label)
    paragraph.text_tr, paragraph.text_en = text_tr, text_en
    paragraph.save()
    text_changed(Change(Scope.of(paragraph=[paragraph])))
    return paragraph


def redefine(code: str) -> Definition:
    definition = Definition.objects.filter(edition=code).order_by("position").first()
    definition.text_tr = "Yeni tanım metni, 2027 baskısı."
    definition.text_en = "New wording of the definition, edition 2027."
    definition.save()
    text_changed(Change(Scope(edition=code)))
    return definition


@pytest.fixture(scope="class")
def edition_2027(django_db_setup, django_db_blocker):
    """Edition 2027 (64B3 corrected, the first definition reworded) published once for a class of
    tests in a held transaction (a publication is about a second: the content version, the layers
    of the draft's copy); each test starts from it in a savepoint of its own."""
    with held_transaction(django_db_blocker):
        with django_db_blocker.unblock():
            draft = editions.open_draft("2027", title="2027")
            correct(draft.code)
            definition = redefine(draft.code)
            editions.publish(draft)
        yield definition.pk


@pytest.fixture
def published_2027(edition_2027, db):
    """Edition 2027 as published, the 2017 paragraph it corrected and the definition it reworded,
    read afresh for this test."""
    return {
        "edition": Edition.objects.get(code="2027"),
        "old": Paragraph.objects.get(law__edition="2017", label="64B3"),
        "definition": Definition.objects.get(pk=edition_2027),
    }


def editor():
    user = get_user_model().objects.create_user("editor", "editor@example.org", "a-long-password", is_staff=True)
    user.groups.add(Group.objects.get(name="Editor"))
    return user


# --- the changelog page ------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_first_edition_is_listed_as_the_original_text(client, lang):
    page = tree(client.get(CHANGES[lang]).content.decode())
    entry = page.by_id("edition-2017")
    assert entry is not None
    assert entry.find_all("p", "original-text"), entry.text
    assert not entry.find_all("article", "change")
    assert {"tr": "özgün metin", "en": "original text"}[lang] in entry.text


class TestTheChangelogOfAPublishedEdition:
    """Edition 2027 published once for the class (`edition_2027`)."""

    @pytest.mark.parametrize("lang", ["tr", "en"])
    def test_a_published_change_shows_with_a_word_diff_in_both_languages(self, client, published_2027, lang):
        page = tree(client.get(CHANGES[lang]).content.decode())
        sections = [e.attrs["id"] for e in page.find_all("section", "edition-changes")]
        assert sections == ["edition-2027", "edition-2017"]  # newest first
        item = page.by_id("edition-2027-64B3")
        assert item is not None and item.attrs["data-status"] == "changed"
        turkish, english = (
            next(dd for dd in item.find_all("dd") if dd.attrs.get("lang") == code) for code in ("tr", "en")
        )
        inserted_tr = " ".join(e.text for e in turkish.find_all("ins"))
        deleted_tr = " ".join(e.text for e in turkish.find_all("del"))
        assert "Düzeltilmiş metin:" in inserted_tr and "<b>hiçbir</b>" in inserted_tr
        assert deleted_tr and deleted_tr.split()[0] in published_2027["old"].text_tr
        inserted_en = " ".join(e.text for e in english.find_all("ins"))
        assert "Corrected text:" in inserted_en and "&" in inserted_en
        # Everything is escaped: the <b> of the text is text, not an element.
        assert not item.find_all("b")

    @pytest.mark.parametrize("lang", ["tr", "en"])
    def test_a_change_links_to_the_paragraph_in_its_edition_and_in_the_current_one(self, client, published_2027, lang):
        other = "en" if lang == "tr" else "tr"
        client.get(CHANGES[other])  # the other language's page first: each draws its own addresses
        client.get(FEEDS[other])
        html = client.get(CHANGES[lang]).content.decode()
        found = {link.classes.pop(): link.href for link in links(html, inside="edition-2027-64B3")}
        law = {"tr": "yasa", "en": "law"}[lang]
        edition = {"tr": "baski", "en": "edition"}[lang]
        assert found == {
            "in-edition": f"/{lang}/{edition}/2027/{law}/64/#64B3",
            "in-current": f"/{lang}/{law}/64/#64B3",
        }
        shown = client.get(found["in-edition"].split("#")[0]).content.decode()
        assert "Düzeltilmiş metin:" in shown or "Corrected text:" in shown

    def test_a_changed_definition_is_listed_with_its_diff(self, client, published_2027):
        definition = published_2027["definition"]
        page = tree(client.get(CHANGES["en"]).content.decode())
        item = page.by_id(f"edition-2027-term-{definition.slug}")
        assert item is not None and item.attrs["data-kind"] == "definition"
        assert definition.term_en in item.text
        english = next(dd for dd in item.find_all("dd") if dd.attrs.get("lang") == "en")
        assert {"New", "wording", "2027."} <= set(" ".join(e.text for e in english.find_all("ins")).split())
        assert [link.href for link in links(client.get(CHANGES["en"]).content.decode(), "in-current")].count(
            f"/en/definitions/#{definition.slug}"
        ) == 1

    def test_only_what_changed_is_listed(self, client, published_2027):
        page = tree(client.get(CHANGES["tr"]).content.decode())
        entry = page.by_id("edition-2027")
        items = [e.attrs["id"] for e in entry.find_all("article", "change")]
        assert items == [
            "edition-2027-64B3",
            f"edition-2027-term-{published_2027['definition'].slug}",
        ]

    @pytest.mark.parametrize("as_editor", [False, True])
    def test_a_draft_never_appears_in_the_changelog_nor_the_feed(self, client, published_2027, as_editor):
        draft = editions.open_draft("2027.1")
        correct(draft.code, "64A1", "Taslak metin, yayımlanmadı.", "Draft wording, not published.")
        if as_editor:
            client.force_login(editor())
        for url in (*CHANGES.values(), *FEEDS.values()):
            body = client.get(url).content.decode()
            assert "2027.1" not in body and "Taslak metin" not in body and "Draft wording" not in body, url
            assert "2027" in body


@pytest.mark.parametrize("url", [CHANGES["tr"], FEEDS["en"]])
def test_the_changelog_and_feed_are_cached_per_content_version_and_set_no_cookie(client, url):
    first = client.get(url)
    assert first.status_code == 200 and not first.cookies and first["ETag"]
    assert "cookie" not in first.get("Vary", "").lower()
    assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    draft = editions.open_draft("2027")
    correct(draft.code)
    editions.publish(draft)
    second = client.get(url)
    assert second["ETag"] != first["ETag"]
    assert "edition-2027-64B3" in second.content.decode()


# --- the feed ----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_feed_is_atom_with_one_entry_per_published_edition(client, lang):
    before = ET.fromstring(client.get(FEEDS[lang]).content)
    assert before.tag == f"{ATOM}feed"
    assert [e.find(f"{ATOM}title").text for e in before.iter(f"{ATOM}entry")] == [
        {"tr": "2017 baskısı: özgün metin", "en": "Edition 2017: the original text"}[lang]
    ]
    draft = editions.open_draft("2027")
    correct(draft.code)
    editions.publish(draft)
    response = client.get(FEEDS[lang])
    assert response["Content-Type"].startswith("application/atom+xml")
    feed = ET.fromstring(response.content)
    assert feed.attrib["{http://www.w3.org/XML/1998/namespace}lang"] == lang
    entries = list(feed.iter(f"{ATOM}entry"))
    assert len(entries) == 2
    newest = entries[0]
    assert "2027" in newest.find(f"{ATOM}title").text
    assert newest.find(f"{ATOM}link").attrib["href"].endswith(f"{CHANGES[lang]}#edition-2027")
    summary = tree(newest.find(f"{ATOM}summary").text)
    item = summary.by_id("edition-2027-64B3")
    assert item is not None
    assert "Corrected text:" in " ".join(e.text for e in item.find_all("ins"))
    hrefs = {link.href for link in links(newest.find(f"{ATOM}summary").text)}
    assert f"http://testserver/{lang}/{'yasa' if lang == 'tr' else 'law'}/64/#64B3" in hrefs  # absolute


@pytest.mark.parametrize("url", ["/tr/degisiklikler/", "/en/changes/", "/tr/yasa/64/", "/en/definitions/", "/tr/"])
def test_pages_announce_the_feed_of_their_language(client, url):
    page = tree(client.get(url).content.decode())
    feeds = [
        e.attrs["href"]
        for e in page.find_all("link")
        if e.attrs.get("rel") == "alternate" and e.attrs.get("type") == "application/atom+xml"
    ]
    assert feeds == [FEEDS[url[1:3]]]


# --- change markers on the Law pages ----------------------------------------------------------


class TestTheMarkersOfAPublishedEdition:
    """Edition 2027 published once for the class (`edition_2027`)."""

    @pytest.mark.parametrize("lang", ["tr", "en"])
    def test_a_paragraph_changed_in_the_edition_shown_carries_a_marker_to_its_entry(self, client, published_2027, lang):
        law = {"tr": "/tr/yasa/64/", "en": "/en/law/64/"}[lang]
        html = client.get(law).content.decode()
        markers = links(html, "change-mark")
        assert [(m.inside[-1], m.href) for m in markers] == [("64B3", f"{CHANGES[lang]}#edition-2027-64B3")]
        assert markers[0].text == {"tr": "2027 baskısında değişti", "en": "Changed in edition 2027"}[lang]
        assert [link.href for link in links(html, "edition-changes-link")] == [f"{CHANGES[lang]}#edition-2027"]
        # The entry the marker names is on the changelog page.
        assert tree(client.get(CHANGES[lang]).content.decode()).by_id("edition-2027-64B3") is not None
        assert links(client.get(law + "?view=both").content.decode(), "change-mark")
        assert not links(client.get(law.replace("64", "63")).content.decode(), "change-mark")

    def test_the_original_edition_has_no_markers_and_links_to_its_entry(self, client, published_2027):
        html = client.get("/en/edition/2017/law/64/").content.decode()
        assert not links(html, "change-mark")
        assert [link.href for link in links(html, "edition-changes-link")] == ["/en/changes/#edition-2017"]


def test_a_draft_shows_its_markers_to_staff_without_a_changelog_link(client):
    draft = editions.open_draft("2027")
    correct(draft.code)
    client.force_login(editor())
    page = tree(client.get("/en/edition/2027/law/64/").content.decode())
    marks = page.find_all(css_class="change-mark")
    assert [m.tag for m in marks] == ["span"] and marks[0].text == "Changed in edition 2027"
    assert not page.find_all(css_class="edition-changes-link")


def test_a_changed_law_title_and_footnote_are_listed_with_links_to_their_law(client):
    from lawbook.models import Footnote, Law

    draft = editions.open_draft("2027")
    law = Law.objects.get(edition=draft.code, number=64)
    law.title_en = "Revoke, as corrected in 2027"
    law.save()
    footnote = Footnote.objects.filter(edition=draft.code, paragraph__isnull=False).order_by("number").first()
    footnote.text_tr = "Dipnotun yeni metni."
    footnote.save()
    text_changed(Change(Scope(edition=draft.code)))
    editions.publish(draft)
    html = client.get(CHANGES["en"]).content.decode()
    page = tree(html)
    title = page.by_id("edition-2027-law-64")
    assert title is not None and "Title of Law 64" in title.text
    english = next(dd for dd in title.find_all("dd") if dd.attrs.get("lang") == "en")
    assert "2027" in " ".join(e.text for e in english.find_all("ins"))
    assert [link.href for link in links(html, inside="edition-2027-law-64")] == [
        "/en/edition/2027/law/64/",
        "/en/law/64/",
    ]
    note = page.by_id(f"edition-2027-fn-{footnote.number}")
    assert note is not None and "Dipnotun yeni metni." in note.text
    number = footnote.paragraph.law.number
    assert f"/en/law/{number}/#fn-{footnote.number}" in {link.href for link in links(html, inside=note.attrs["id"])}
    turkish = next(dd for dd in note.find_all("dd") if dd.attrs.get("lang") == "tr")
    english = next(dd for dd in note.find_all("dd") if dd.attrs.get("lang") == "en")
    assert turkish.find_all("ins") and english.find_all(css_class="unchanged")


def test_a_federation_interpretation_added_in_an_edition_is_listed_with_links_to_its_paragraph(client):
    """A published edition whose only change is a federation interpretation (lawbook.models.
    Interpretation; test data, the fixtures hold none) says so, instead of "no text changed": it is
    listed under the paragraphs it concerns, with links to its place under the first of them; a
    later edition that corrects its text lists the correction."""
    import datetime

    from lawbook.models import Interpretation

    draft = editions.open_draft("2027")
    Interpretation.objects.create(
        edition_id=draft.code,
        kind=Interpretation.ELECTION,
        labels="12C2(b), 80B2(f)",
        title_tr="Test yorumu",
        title_en="Test interpretation",
        text_tr="Test metni.",
        text_en="Test text.",
        source="Test decision 1",
        date=datetime.date(2026, 1, 15),
    )
    editions.publish(draft)

    html = client.get(CHANGES["tr"]).content.decode()
    (item,) = [a for a in tree(html).find_all("article") if a.attrs.get("data-kind") == "interpretation"]
    assert "12C2(b), 80B2(f) hakkında TBF yorumu" in item.text and "(eklendi)" in item.text
    assert "Test metni." in item.text and "Test text." in item.text
    assert [link.href for link in links(html, inside=item.attrs["id"])] == [
        "/tr/baski/2027/yasa/12/#12C2b",
        "/tr/yasa/12/#12C2b",
    ]

    second = editions.open_draft("2028")
    Interpretation.objects.filter(edition=second.code).update(text_en="Corrected test text.")
    editions.publish(second)
    english = client.get(CHANGES["en"]).content.decode()
    changed = tree(english).by_id(f"{item.attrs['id'].replace('2027', '2028', 1)}")
    assert changed is not None and "Federation interpretation on 12C2(b), 80B2(f)" in changed.text
    assert changed.attrs["data-status"] == "changed" and "Corrected" in changed.text
