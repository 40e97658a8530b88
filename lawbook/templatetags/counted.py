"""A count and the name of what it counts, as the page's language says it: "2 paragraphs" in
English, "2 paragraf" in Turkish, where a noun after a number stays singular ("2 paragraflar" read
as a translation: polish72). Django's admin writes its lists' counts with the model's plural name
after any count but one (admin/pagination.html) and says its bulk delete the same way ("2 adet
kullanıcılar başarılı olarak silindi"); ours (templates/admin/pagination.html, actions.html and
lawbook/admin/delete_selected.py) ask here.

Which name follows a count is the catalogue's: `npgettext("noun after a count", "singular",
"plural", n)` gives the word "singular" or "plural" in each language's plural forms, and the Turkish
catalogue answers "singular" to both."""

from django import template
from django.utils.translation import npgettext

register = template.Library()


def counted_name(count: int, opts) -> str:
    """`count` followed by `opts.verbose_name` or `opts.verbose_name_plural` (a model's _meta)."""
    form = npgettext("noun after a count", "singular", "plural", count)
    name = opts.verbose_name if form == "singular" else opts.verbose_name_plural
    return f"{count} {name}"


register.simple_tag(counted_name, name="counted")
