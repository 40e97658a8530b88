"""A Law page as a reader sees it, and an editor's note on it, for the tests that read the Laws in
three texts (test_trans93.py-test_trans97.py): one way to fetch them, not one per file."""

from html import unescape

from django.urls import reverse
from django.utils import translation

from tests.seen import seen


def law_page(client, number: int, lang: str) -> str:
    """The text of Law `number`'s page in `lang`, as seen (tests.seen), entities unescaped."""
    with translation.override(lang):
        url = reverse("lawbook:law", args=(number,))
    response = client.get(url)
    assert response.status_code == 200
    return unescape(seen(response.content.decode()))


def note_on_page(client, number: int, label: str, lang: str) -> str:
    """The translation note on `label` as shown on Law `number`'s page in `lang`."""
    html = law_page(client, number, lang)
    marker = f'id="note-translation-{label}"'
    assert marker in html, f"no note on {label} on the Law {number} page ({lang})"
    return html.split(marker, 1)[1].split("</aside>", 1)[0]
