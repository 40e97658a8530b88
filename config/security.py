"""Security headers Django 5.2 does not send itself: the Content-Security-Policy.

The policy (settings.CONTENT_SECURITY_POLICY) allows scripts and styles only from the site's own
static files, so no template may carry an inline <script>, an on…= handler or a style attribute.

Static files are answered by WhiteNoise before this middleware and Django's X-Frame-Options one
see the request: static_file_headers() gives them both headers (an SVG opened by itself is a
document that can hold script, and any file can be framed).
"""

from django.conf import settings


class ContentSecurityPolicyMiddleware:
    def __init__(self, get_response):
        self.get_response = get_response

    def __call__(self, request):
        response = self.get_response(request)
        if settings.CONTENT_SECURITY_POLICY:
            response.headers.setdefault("Content-Security-Policy", settings.CONTENT_SECURITY_POLICY)
        return response


def static_file_headers(headers, path: str, url: str) -> None:
    """settings.WHITENOISE_ADD_HEADERS_FUNCTION: the page headers a static file would miss."""
    if settings.CONTENT_SECURITY_POLICY:
        headers["Content-Security-Policy"] = settings.CONTENT_SECURITY_POLICY
    headers["X-Frame-Options"] = settings.X_FRAME_OPTIONS
