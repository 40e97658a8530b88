"""Security headers Django 5.2 does not send itself: the Content-Security-Policy.

The policy (settings.CONTENT_SECURITY_POLICY) allows scripts and styles only from the site's own
static files, so no template may carry an inline <script>, an on…= handler or a style attribute.
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
