"""Full-text search of the lawbook: a Whoosh index derived from the database, Turkish-aware analysis,
a curated bridge vocabulary, citation jumps and highlighted snippets.

The index is derived data: `lawbook.search.index.rebuild()` (or `manage.py rebuild_index`) builds
it from the database into a fresh folder and swaps it in atomically; serving processes only read it
(`lawbook.search.reader`). `lawbook.search.service.search()` is what the page and the API call.
"""
