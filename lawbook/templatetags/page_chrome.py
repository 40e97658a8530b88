"""`{% chrome %}...{% endchrome %}`: the parts of a page the same on every page of a language (the
site's header links, the footer, the stylesheets and scripts of templates/base.html), drawn once
per process, language and script prefix rather than at every request (issue 21: the template
outside a Law page's paragraphs was half of a warm Law page, docs/benchmarks.md, suite46/suite47).

What may stand inside is checked when the template is compiled, so that nothing a request, a
user, a query string or a page's context holds can be kept: text, comments, and `{% static %}`,
`{% url %}`, `{% translate %}` and `{% blocktranslate %}` with constant arguments only (no
variable, no filter, no `as`). Their HTML then depends only on what the key names: the active
language (the catalogue and the language's URL prefix), the script prefix and URL configuration
addresses are reversed under, the autoescape mode, and the settings (a changed setting, as a
test's override_settings, empties what was kept). Templates and catalogues change only with a
deploy, a new process.
"""

from __future__ import annotations

from django import template
from django.core.signals import setting_changed
from django.template.base import FilterExpression, NodeList, TextNode, TokenType, Variable
from django.template.defaulttags import CommentNode, URLNode
from django.templatetags.i18n import BlockTranslateNode, TranslateNode
from django.templatetags.static import StaticNode
from django.urls import get_script_prefix, get_urlconf
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

register = template.Library()

# What a node keeps: a language, script prefix, URL configuration and autoescape mode per entry, a
# handful in all; emptied beyond this (a test's many overridden settings).
KEPT_MOST = 32
# Moved by every changed setting (STATIC_URL, the storages, ROOT_URLCONF, LANGUAGES, ...): part of the key.
_settings_generation = 0


def _settings_changed(**_ignored) -> None:
    global _settings_generation
    _settings_generation += 1


setting_changed.connect(_settings_changed, dispatch_uid="page-chrome-settings")


def _constant(expression: FilterExpression | None) -> bool:
    """A template argument that is a quoted literal with no filter (a translated literal too)."""
    if expression is None:
        return True
    if expression.filters:
        return False
    var = expression.var
    return not isinstance(var, Variable) or var.literal is not None


def _refused(node) -> str | None:
    """Why `node` may not stand in kept HTML (None if it may)."""
    if isinstance(node, TextNode | CommentNode):
        return None
    if isinstance(node, StaticNode):
        return None if node.varname is None and _constant(node.path) else "a {% static %} of a variable or `as`"
    if isinstance(node, URLNode):
        constant = _constant(node.view_name) and not node.args and not node.kwargs and node.asvar is None
        return None if constant else "a {% url %} with arguments or `as`"
    if isinstance(node, TranslateNode):
        constant = node.asvar is None and node.message_context is None and _constant(node.filter_expression)
        return None if constant else "a {% translate %} of a variable, with a context or `as`"
    if isinstance(node, BlockTranslateNode):
        names = node.extra_context  # `with name="literal"`: the only placeholders allowed
        constant = (
            node.counter is None
            and node.asvar is None
            and node.message_context is None
            and all(_constant(value) for value in names.values())
            and all(token.token_type != TokenType.VAR or token.contents in names for token in node.singular)
        )
        return None if constant else "a {% blocktranslate %} of a variable, a count, a context or `as`"
    return f"{type(node).__name__} (it may read the page's context)"


class ChromeNode(template.Node):
    def __init__(self, nodelist: NodeList):
        self.nodelist = nodelist
        self.kept: dict[tuple, str] = {}  # each use one operation (threads share it)

    def render(self, context) -> str:
        key = (get_language(), get_script_prefix(), get_urlconf(), context.autoescape, _settings_generation)
        html = self.kept.get(key)
        if html is None:
            html = self.nodelist.render(context)
            if len(self.kept) >= KEPT_MOST:
                self.kept.clear()
            self.kept[key] = html
        return mark_safe(html)


@register.tag
def chrome(parser, token):
    """{% chrome %}...{% endchrome %}: drawn once per language, script prefix, URL configuration
    and settings; refused when compiled if anything inside could read the page's context."""
    if len(token.split_contents()) != 1:
        raise template.TemplateSyntaxError("{% chrome %} takes no argument")
    nodelist = parser.parse(("endchrome",))
    parser.delete_first_token()
    for node in nodelist:
        why = _refused(node)
        if why is not None:
            raise template.TemplateSyntaxError(
                f"{{% chrome %}} keeps its HTML for every page: {why} may not stand in it"
            )
    return ChromeNode(nodelist)
