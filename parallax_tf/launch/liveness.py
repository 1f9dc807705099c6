"""Whether a task's process is still there: one TCP connection per task to
rank 0, beside the heartbeats (a scheduler's job, `launch/joining.py`).

Heartbeats tell a task that answers from one that does not, but only after
their silence limit (20 s): a task killed (SIGKILL, the OOM killer) or
crashed looks the same as a frozen one until then. The kernel knows
sooner: when a process ends, its sockets close, and the other end reads
EOF (or a reset) at once, on another machine too. So every task of a
scheduler's job holds one connection to rank 0's store (the same port,
``GET /parallax-live/<task>``) for its whole life:

* rank 0 reads each connection: a task that ends on its own says
  ``bye`` first (at exit, or as it ends with the job); a connection that
  closes without it means the task's process is gone, and rank 0 ends
  the job naming it within a second (`Links.gone`);
* each task reads its connection: rank 0 writes ``done`` when the job
  is done and ``abort <reason>`` when it fails (the task ends at once,
  naming the reason); a connection that closes without either means rank
  0's process is gone, and the task ends at once naming it.

A frozen process (SIGSTOP) or a machine whose link is cut closes nothing:
those still fall to the heartbeats' silence limit (`launch/watchdog.py`).
No TensorFlow here.
"""
from __future__ import annotations

import contextlib
import dataclasses
import logging
import socket
import threading
import time
from typing import Any, Callable, Optional

logger = logging.getLogger(__name__)

PATH = "/parallax-live/"
"""The store's path of a task's connection (``GET /parallax-live/<task>``)."""
CONNECT_TIMEOUT_S = 10.0


# ----------------------------------------------------------------------------- rank 0's side

@dataclasses.dataclass
class _Held:
    sock: Any
    opened: float
    closed: Optional[float] = None
    bye: bool = False


class Links:
    """Rank 0's view of the tasks' connections (one per task name)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[str, _Held] = {}
        self._said: Optional[str] = None
        """What rank 0 told every task (``done``, ``abort ...``): told again to a
        task that connects later."""

    def serve(self, name: str, sock: Any, rfile: Any) -> None:
        """Hold task `name`'s connection until it closes (in the store's
        handler thread for it)."""
        held = _Held(sock, time.monotonic())
        with self._lock:
            self._held[name] = held
            said = self._said
        if said is not None:
            _send(sock, said)
        try:
            for line in rfile:
                if line.strip() == b"bye":
                    held.bye = True
        except (OSError, ValueError):
            pass                        # reset: the process is gone as well
        finally:
            held.closed = time.monotonic()

    def tell(self, message: str) -> None:
        """Write one line to every task (never blocks: a frozen task's
        socket buffer takes a line)."""
        message = " ".join(message.split())
        with self._lock:
            self._said = message
            held = [h for h in self._held.values() if h.closed is None]
        for h in held:
            _send(h.sock, message)

    def gone(self) -> list[tuple[str, float]]:
        """(task, when its connection closed) of every task whose
        connection closed without a goodbye, the first first."""
        with self._lock:
            found = [(name, h.closed) for name, h in self._held.items()
                     if h.closed is not None and not h.bye]
        return sorted(found, key=lambda x: x[1])

    def connected(self) -> list[str]:
        with self._lock:
            return [name for name, h in self._held.items() if h.closed is None]


def _send(sock: Any, message: str) -> None:
    with contextlib.suppress(OSError):
        sock.send((message + "\n").encode("utf-8", errors="replace"), socket.MSG_DONTWAIT)


# ----------------------------------------------------------------------------- a task's side

class Link:
    """This task's connection to rank 0 (module doc): `on_abort(reason)`
    when rank 0 ends the job, `on_gone()` when the connection closes
    without a word from rank 0 (its process is gone)."""

    def __init__(self, where: tuple[str, int], name: str, on_abort: Callable[[str], None],
                 on_gone: Callable[[], None]) -> None:
        self.where, self.name = where, name
        self.on_abort, self.on_gone = on_abort, on_gone
        self.sock: Optional[socket.socket] = None
        self.leaving = False

    def open(self) -> bool:
        """Connect and start reading; False when rank 0 does not answer
        (the heartbeats and the store's polling still watch it)."""
        try:
            sock = socket.create_connection(self.where, timeout=CONNECT_TIMEOUT_S)
            host = f"[{self.where[0]}]" if ":" in self.where[0] else self.where[0]
            sock.sendall(f"GET {PATH}{self.name} HTTP/1.1\r\nHost: {host}\r\n\r\n".encode())
            rfile = sock.makefile("rb")
            status = rfile.readline()
            while rfile.readline() not in (b"\r\n", b"\n", b""):
                pass                                    # the reply's headers
        except OSError as e:
            logger.warning("no connection to rank 0 at %s:%d (%s): a task killed is named "
                           "after the heartbeats' silence limit", *self.where, e)
            return False
        if b" 200 " not in status:
            logger.warning("rank 0's store at %s:%d has no liveness connections (%r)",
                           *self.where, status)
            sock.close()
            return False
        sock.settimeout(None)
        self.sock = sock
        threading.Thread(target=self._read, args=(rfile,), name="parallax liveness",
                         daemon=True).start()
        return True

    def _read(self, rfile: Any) -> None:
        told = False
        try:
            for line in rfile:
                text = line.decode("utf-8", errors="replace").strip()
                if text == "done":
                    told = True
                elif text.startswith("abort "):
                    told = True
                    self.on_abort(text[len("abort "):])
        except (OSError, ValueError):
            pass                                       # reset: rank 0 is gone as well
        if not told and not self.leaving:
            self.on_gone()

    def bye(self) -> None:
        """This task ends on its own: say so (once), so that rank 0 does not
        take its end for a killed process."""
        if self.sock is None or self.leaving:
            return
        self.leaving = True
        with contextlib.suppress(OSError):
            self.sock.send(b"bye\n", socket.MSG_DONTWAIT)


_link: Optional[Link] = None


def connect(where: tuple[str, int], name: str, on_abort: Callable[[str], None],
            on_gone: Callable[[], None]) -> None:
    """Open this process's connection to rank 0 (module doc)."""
    global _link
    link = Link(where, name, on_abort, on_gone)
    if link.open():
        _link = link


def goodbye() -> None:
    """This process ends on its own (a clean exit, or with the job)."""
    if _link is not None:
        _link.bye()
