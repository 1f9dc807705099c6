"""The launcher's store client (parallax_tf/launch/store_client.py: every
task and the launcher use it for every key, the plan is one of them)
against a real HTTP server on loopback that misbehaves on purpose."""
from __future__ import annotations

import base64
import http.server
import socket
import threading

import pytest

from parallax_tf.errors import LaunchError
from parallax_tf.launch import store_client


class _FlakyStore(http.server.BaseHTTPRequestHandler):
    """Drops the first `drops` GETs without an answer, then says 404 once,
    then serves the value (base64, as Horovod's store keeps it)."""

    drops = 3
    seen = 0

    def do_GET(self):
        type(self).seen += 1
        if self.seen <= self.drops:
            self.close_connection = True          # the client sees RemoteDisconnected
            return
        if self.seen == self.drops + 1:
            self.send_response(404)
            self.end_headers()
            return
        body = base64.b64encode(b'{"plan": 1}')
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def test_wait_asks_again_when_the_store_drops_a_connection():
    server = http.server.HTTPServer(("127.0.0.1", 0), _FlakyStore)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        value = store_client.wait(store=("127.0.0.1", server.server_address[1]),
                                   timeout_s=30)
    finally:
        server.shutdown()
    assert value == '{"plan": 1}'
    assert _FlakyStore.seen == _FlakyStore.drops + 2


def test_wait_gives_up_on_a_store_that_never_answers(monkeypatch):
    monkeypatch.setattr(store_client, "_UNREACHABLE_S", 0.5)
    with socket.socket() as s:                     # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(LaunchError, match="cannot reach the launcher's store"):
        store_client.wait(store=("127.0.0.1", port), timeout_s=30)
