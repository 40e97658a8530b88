"""conftest.py's wait before a live-server test's tables are emptied (`_wait_for_the_live_servers_requests`):
it waits for a request the server is still answering (a flush beside it deadlocks on PostgreSQL),
not for a connection a browser keeps open between requests (HTTP/1.1 keep-alive: the threaded
server's thread on it idles until the browser closes it, and a browser set up before the live
server is still open when the wait runs)."""

import http.client
import threading
import time
from urllib.parse import urlsplit

import pytest
from django.core.signals import request_started

from conftest import _wait_for_the_live_servers_requests


def connection_to(live_server) -> http.client.HTTPConnection:
    address = urlsplit(live_server.url)
    return http.client.HTTPConnection(address.hostname, address.port, timeout=10)


@pytest.mark.django_db(transaction=True)
def test_a_connection_kept_open_between_requests_is_not_waited_for(live_server):
    browser = connection_to(live_server)
    browser.request("GET", "/robots.txt")
    response = browser.getresponse()
    response.read()
    assert response.getheader("Connection") != "close"  # the server keeps the connection (and its thread)

    started = time.monotonic()
    _wait_for_the_live_servers_requests(limit=3.0)
    assert time.monotonic() - started < 1.0
    browser.close()


@pytest.mark.django_db(transaction=True)
def test_a_request_the_server_is_still_answering_is_waited_for(live_server):
    answering = threading.Event()

    def slow_answer(**kwargs):  # a request_started receiver: the server thread answers 0.5 s longer
        if threading.current_thread() is not threading.main_thread():
            answering.set()
            time.sleep(0.5)

    request_started.connect(slow_answer, dispatch_uid="slow-answer")
    try:

        def browse():
            browser = connection_to(live_server)
            browser.request("GET", "/robots.txt")
            browser.getresponse().read()
            browser.close()

        thread = threading.Thread(target=browse)
        thread.start()
        assert answering.wait(10)
        started = time.monotonic()
        _wait_for_the_live_servers_requests(limit=5.0)
        assert time.monotonic() - started >= 0.4  # the answer's 0.5 s, less the moment before the wait
        thread.join(5)
    finally:
        request_started.disconnect(dispatch_uid="slow-answer")
