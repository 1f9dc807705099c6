"""The launcher's key-value store: an HTTP server in the launcher process.

`PUT /<scope>/<key>` stores the request's body, `GET` returns it (404 while
nobody stored it), `DELETE` drops it. ``GET /parallax-live/<task>`` holds a
task's connection for its life (`launch/liveness.py`). Two reads keep a job
of a thousand tasks from asking a thousand times a second (benchmarks/LOG.md,
"The control plane at 1,024 tasks"):

* ``GET /<scope>/<key>?wait=S`` answers when the key is stored, or with 404
  after S seconds (at most `_MAX_WAIT_S`): a task waiting for the roles or
  the plan holds one request instead of asking five times a second;
* ``GET /many/<scope>?key=K&key=L&prefix=P`` answers one JSON object of
  every stored key (without the scope) that is listed or starts with a
  listed prefix: the watchdog reads every task's beat, rank 0 every rank's
  join, a follower the job's three keys, each in one request.

Clients keep their connection open (HTTP/1.1; each is one of the server's
threads). The chief publishes the plan here (`store_client`), every task
its heartbeat (`heartbeat`), the launcher reads both. It is the same
protocol as Horovod's Gloo rendezvous store, without Horovod: a job on
TensorFlow's collectives needs no Horovod at all.

No TensorFlow here: the launcher imports this module.
"""
from __future__ import annotations

import http.server
import json
import logging
import socket
import sys
import threading
import urllib.parse
from typing import Any, Optional

from parallax_tf.launch import liveness

logger = logging.getLogger(__name__)

_MAX_BODY = 256 << 20
"""The largest value accepted (a pipeline's serialised program is the biggest)."""
_MAX_WAIT_S = 30.0
"""The longest a `?wait=` read is held."""
MANY = "many"
"""The first path element of a read of several keys."""


class _Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: "_Server"

    def _key(self) -> Optional[str]:
        parts = urllib.parse.urlsplit(self.path).path.strip("/").split("/")
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
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
        if self.path.startswith(f"/{MANY}/"):
            self._many(query)
            return
        key = self._key()
        if key is None:
            return
        try:
            wait_s = min(float(query.get("wait", ["0"])[0]), _MAX_WAIT_S)
        except ValueError:
            self._reply(400, b"wait= takes seconds")
            return
        server = self.server
        with server.changed:
            if wait_s > 0:
                server.changed.wait_for(lambda: key in server.values, wait_s)
            value = server.values.get(key)
        self._reply(404) if value is None else self._reply(200, value)

    def _many(self, query: dict[str, list[str]]) -> None:
        scope = urllib.parse.urlsplit(self.path).path.strip("/").split("/")[1:]
        if len(scope) != 1 or not scope[0]:
            self._reply(400, f"expected /{MANY}/<scope>?key=K&prefix=P".encode())
            return
        keys, prefixes = set(query.get("key", [])), tuple(query.get("prefix", []))
        head = scope[0] + "/"
        with self.server.lock:
            found = {k[len(head):]: v.decode("latin-1") for k, v in self.server.values.items()
                     if k.startswith(head) and (k[len(head):] in keys
                                                or k[len(head):].startswith(prefixes))}
        self._reply(200, json.dumps(found).encode("latin-1"))

    def do_PUT(self) -> None:
        key = self._key()
        if key is None:
            return
        length = int(self.headers.get("Content-Length") or 0)
        if not 0 <= length <= _MAX_BODY:
            self._reply(413, f"a value holds at most {_MAX_BODY} bytes".encode())
            return
        body = self.rfile.read(length)
        with self.server.changed:
            self.server.values[key] = body
            self.server.changed.notify_all()
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
    request_queue_size = 1024
    """Connections waiting to be accepted (the kernel caps it at
    net.core.somaxconn): a job's tasks ask together, and 256 of them
    overflowed 128 (rank 0's own first PUT was reset)."""

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A task that ended while it asked (its connection closed before
        the answer) is not the store's error: logged, not printed."""
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            logger.debug("store: %s hung up before the answer", client_address)
            return
        super().handle_error(request, client_address)

    def __init__(self, addr: tuple[str, int]) -> None:
        self.values: dict[str, bytes] = {}
        self.lock = threading.Lock()
        self.changed = threading.Condition(self.lock)
        """Notified on every PUT (a `?wait=` read waits on it)."""
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
