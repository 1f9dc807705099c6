"""A process that grabs a job's ports between their choice and their bind.

`PortThief(marker)` watches this box's processes for tasks of one job (those
whose environment holds `marker`, a variable the test gave the job) and,
as soon as it sees a task's role (``PARALLAX_TF_TASK``: the cluster with
every task's port), tries to bind each of the job's ports, as fast as it
can, until it is stopped; a port it gets it keeps. Tasks import TensorFlow
for seconds before their server binds: a port chosen and then let go
meanwhile is taken (what another job choosing ports at the same time, or
any process binding ports, does by chance). Used by tests/test_equivalence.py.
"""
from __future__ import annotations

import json
import os
import socket
import threading
import time


class PortThief:
    def __init__(self, marker: str) -> None:
        self.marker = marker.encode()
        self.ports: set[int] = set()
        """Every port of the job it saw."""
        self.stolen: dict[int, socket.socket] = {}
        self.tries = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._loop, name="port thief", daemon=True)

    def __enter__(self) -> "PortThief":
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        self._stop.set()
        self._thread.join()
        for sock in self.stolen.values():
            sock.close()

    def _roles(self) -> list[dict]:
        roles = []
        for pid in os.listdir("/proc"):
            if not pid.isdigit():
                continue
            try:
                with open(f"/proc/{pid}/environ", "rb") as f:
                    environ = f.read().split(b"\0")
            except OSError:
                continue
            if not any(item.startswith(self.marker + b"=") for item in environ):
                continue
            for item in environ:
                if item.startswith(b"PARALLAX_TF_TASK="):
                    roles.append(json.loads(item.split(b"=", 1)[1]))
        return roles

    def _loop(self) -> None:
        last_scan = 0.0
        while not self._stop.is_set():
            now = time.monotonic()
            if now - last_scan > 0.05:
                last_scan = now
                for role in self._roles():
                    self.ports.update(int(a.rsplit(":", 1)[1])
                                      for tasks in role["cluster"].values() for a in tasks)
            for port in self.ports - set(self.stolen):
                sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
                self.tries += 1
                try:
                    sock.bind(("", port))
                    self.stolen[port] = sock
                except OSError:
                    sock.close()
            time.sleep(0.001)
