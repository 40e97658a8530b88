"""GZip for the pages and the API, not for files that are compressed already.

Django's GZipMiddleware compresses every response it may; a PDF book (lawbook.pages.book_views) is
already compressed, so gzip would save nothing, cost the server CPU on every download, drop the
Content-Length (no progress bar on a phone, no resumed download) and turn the book's strong ETag
into a weak one.
"""

from django.middleware.gzip import GZipMiddleware

ALREADY_COMPRESSED = ("application/pdf", "image/png", "image/jpeg", "image/webp", "font/woff2")


class TextGZipMiddleware(GZipMiddleware):
    def process_response(self, request, response):
        if response.get("Content-Type", "").startswith(ALREADY_COMPRESSED):
            return response
        return super().process_response(request, response)
