"""The parts of every page the same for a language (templates/base.html's `{% chrome %}` blocks,
lawbook/templatetags/page_chrome.py): drawn once, in the right language, under the right script
prefix and static address, and nothing a page's context holds may stand in them."""

import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.test import override_settings
from django.test.utils import override_script_prefix

from lawbook.templatetags import page_chrome

pytestmark = pytest.mark.django_db


@pytest.fixture
def chrome_drawings(monkeypatch):
    """How many times a `{% chrome %}` block's nodes were drawn."""
    drawn = []
    render = page_chrome.ChromeNode.render

    def counted(self, context):
        before = self.nodelist.render
        self.nodelist.render = lambda context: drawn.append(1) or before(context)
        try:
            return render(self, context)
        finally:
            del self.nodelist.render

    monkeypatch.setattr(page_chrome.ChromeNode, "render", counted)
    page_chrome._settings_changed()  # nothing kept from an earlier test
    return drawn


def test_the_header_and_footer_are_drawn_once_for_every_page_of_a_language(client, chrome_drawings):
    first = client.get("/tr/yasa/50/").content.decode()
    assert len(chrome_drawings) == 5  # the five blocks of base.html
    second = client.get("/tr/ne-oldu/").content.decode()
    assert len(chrome_drawings) == 5  # none drawn again
    for page in (first, second):
        assert '<a href="/tr/ne-oldu/">Ne oldu?</a>' in page
        assert '<link rel="manifest" href="/tr/manifest.webmanifest">' in page
    english = client.get("/en/law/50/").content.decode()
    assert len(chrome_drawings) == 10  # English: its own
    assert '<a href="/en/what-happened/">What happened?</a>' in english
    assert "Ne oldu?" not in english.split("<main", 1)[0]


def test_a_script_prefix_and_a_static_address_show_at_once(client, chrome_drawings):
    client.get("/tr/yasa/50/")
    with override_script_prefix("/yasalar/"):
        page = client.get("/tr/yasa/51/").content.decode()
    assert '<a href="/yasalar/tr/ne-oldu/">Ne oldu?</a>' in page
    with override_settings(STATIC_URL="/elsewhere/"):
        page = client.get("/tr/yasa/52/").content.decode()
    assert 'href="/elsewhere/css/site.' in page


def test_the_search_box_keeps_what_was_typed_outside_what_is_kept(client, chrome_drawings):
    client.get("/tr/ara/?q=r%C3%B6nons")
    page = client.get("/tr/ara/?q=sıra").content.decode()
    assert 'name="q" value="sıra" maxlength="400"' in page


@pytest.mark.parametrize(
    "inside",
    [
        "{{ request.path }}",
        "{% if user %}x{% endif %}",
        "{% url 'lawbook:law' number %}",
        "{% url 'lawbook:home' as home %}",
        "{% static path %}",
        "{% translate message %}",
        "{% translate 'Laws'|upper %}",
        "{% blocktranslate %}Law {{ number }}{% endblocktranslate %}",
        "{% blocktranslate with n=number %}Law {{ n }}{% endblocktranslate %}",
        "{% include 'lawbook/print_stamp.html' %}",
    ],
)
def test_nothing_read_from_a_page_may_stand_in_what_is_kept(inside):
    with pytest.raises(TemplateSyntaxError, match="keeps its HTML for every page"):
        Template("{% load i18n static page_chrome %}{% chrome %}" + inside + "{% endchrome %}")


def test_constants_may():
    template = Template(
        "{% load i18n static page_chrome %}{% chrome %}<a href=\"{% url 'lawbook:home' %}\">{% translate 'Laws' %}</a>"
        "{% blocktranslate with done='%(done)s' %}Saving: {{ done }}{% endblocktranslate %}{% endchrome %}"
    )
    assert template.render(Context({"request": object()})).startswith('<a href="/')
