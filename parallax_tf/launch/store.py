"""The launcher's key-value store: an HTTP server in the launcher process.

`PUT /<scope>/<key>` stores the request's body, `GET` returns it (404 while
nobody stored it), `DELETE` drops it. ``GET /parallax-live/<task>`` holds a
task's connection for its life (`launch/liveness.py`). The chief publishes the plan here
(`store_client`), every task its heartbeat (`heartbeat`), the launcher reads
both. It is the same protocol as Horovod's Gloo rendezvous store, without
Horovod: a job on TensorFlow's collectives needs no Horovod at all.

No TensorFlow here: the launcher imports this module.
"""
from __future__ import annotations

import http.server
import logging
import socket
import threading
from typing import Optional

from parallax_tf.launch import liveness

logger = logging.getLogger(__name__)

_MAX_BODY = 256 << 20
"""The largest value accepted (a pipeline's serialised program is the biggest)."""


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: "_Server"

    def _key(self) -> Optional[str]:
        parts = self.path.strip("/").split("/")
        if len(parts) < 2 or not all(parts):
            self._reply(400, b"expected /<scope>/<key>")
            return None
        return "/".join(parts)

    def _reply(self, code: int, body: bytes = b"") -> None:
        self.send_response(code)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if body:
            self.wfile.write(body)

    def do_GET(self) -> None:
        if self.path.startswith(liveness.PATH):
            self.send_response(200)
            self.send_header("Content-Type", "text/plain")
            self.end_headers()
            self.wfile.flush()
            self.close_connection = True
            self.server.links.serve(self.path[len(liveness.PATH):], self.connection, self.rfile)
            return
        key = self._key()
        if key is None:
            return
        with self.server.lock:
            value = self.server.values.get(key)
        self._reply(404) if value is None else self._reply(200, value)

    def do_PUT(self) -> None:
        key = self._key()
        if key is None:
            return
        length = int(self.headers.get("Content-Length") or 0)
        if not 0 <= length <= _MAX_BODY:
            self._reply(413, f"a value holds at most {_MAX_BODY} bytes".encode())
            return
        body = self.rfile.read(length)
        with self.server.lock:
            self.server.values[key] = body
        self._reply(200)

    def do_DELETE(self) -> None:
        key = self._key()
        if key is None:
            return
        with self.server.lock:
            self.server.values.pop(key, None)
        self._reply(200)

    def log_message(self, format: str, *args: object) -> None:
        logger.debug("store: " + format, *args)


class _Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    request_queue_size = 128

    def __init__(self, addr: tuple[str, int]) -> None:
        self.values: dict[str, bytes] = {}
        self.lock = threading.Lock()
        self.links = liveness.Links()
        if ":" in addr[0]:
            self.address_family = socket.AF_INET6
        super().__init__(addr, _Handler)


class Store:
    """The store, serving on `addr` at `port` (0: one the system chooses)
    until `stop`."""

    def __init__(self, addr: str, port: int = 0) -> None:
        self._server = _Server((addr, port))
        self.port = self._server.server_address[1]
        self.links = self._server.links
        """The tasks' connections (`launch/liveness.py`)."""
        self._thread = threading.Thread(target=self._server.serve_forever,
                                        name="parallax store", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()
