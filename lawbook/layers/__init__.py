"""Stand-off layers: what pages draw over the plain stored text without changing it.

Where each thing happens (Laws 1-93, the definitions and the footnotes alike):

- the text is parsed once, on import, by lawbook.text.parser (labels by lawbook.labels, the one grammar);
- a citation is found by lawbook.citations, a defined term by lawbook.text.terms, both built from that
  grammar and its per-language words;
- layers.kinds holds the kinds of layer (citations, term mentions, footnote markers) behind one
  protocol; layers.store finds and stores them for every kind of text (layers.texts) whenever
  layers.changes.text_changed is told the text changed (importer, admin, publication);
- a link is drawn in one place, layers.render.Renderer, from the stored rows, with the URLs of the
  Links it is given.
"""

from .changes import Change, text_changed
from .markers import relocate
from .render import Links, Renderer, SiteLinks
from .texts import Scope

__all__ = ["Change", "Links", "Renderer", "Scope", "SiteLinks", "relocate", "text_changed"]
