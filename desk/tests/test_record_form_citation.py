"""The ruling record's form: the appeal field's label cites Laws 92 and 93 (TR "İtiraz Hakkı",
"İtiraz Prosedürü", the Laws of an appeal); the citation stands right after the
<label>, linked to each Law in the page's language, so the label names the field and the Laws are a
tap away (links3). The error list sent back names the field with the same links."""

import re

import pytest
from django.urls import reverse
from django.utils import translation

from tests.citation_links import LINK, inside

pytestmark = pytest.mark.django_db

LAWS = {"tr": ("İtiraz", "/tr/yasa/92/#92", "/tr/yasa/93/#93"), "en": ("Appeal", "/en/law/92/#92", "/en/law/93/#93")}


@pytest.mark.parametrize("lang", ["tr", "en"])
def test_the_appeal_field_s_laws_are_linked_beside_its_label(director_client, lang):
    words, first, second = LAWS[lang]
    with translation.override(lang):
        url = reverse("desk:new")
    form = director_client.get(url).content.decode()
    label = re.search(r'<label for="id_appeal">([^<]*)</label>((?:[^<]|<a [^>]*>[^<]*</a>)*)', form)
    assert label.group(1) == words
    assert [href for href, _ in LINK.findall(label.group(2))] == [first, second]
    assert not any(inside(form, found.start(), "label") for found in LINK.finditer(form))
    errors = director_client.post(url, {"event": ""}).content.decode()  # nothing filled in: errors
    alert = errors.split('role="alert"', 1)[1].split("</div>", 1)[0]
    assert {first, second} <= {href for href, _ in LINK.findall(alert)}
