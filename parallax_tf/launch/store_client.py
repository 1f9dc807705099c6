"""The client of the launcher's key-value store: every task and the
launcher itself read and write the job's shared keys through it.

The launcher runs an HTTP key-value store (`launch/store.py`) and gives
every task its address (`PARALLAX_TF_STORE_ADDR/PORT`). `publish` PUTs a
value under a key of the `parallax` scope, `fetch` GETs it (None while
nobody published it) and `wait` polls until it is there, asking again
while the store drops connections. The keys include:

* `plan` (`PLAN_KEY`, the default): the chief captures the step on its
  first batch, plans once and publishes the plan's JSON; every other worker
  waits for it (its bootstrap, before the user's script starts) instead of
  planning on its own, so no two tasks can disagree (a mismatch would hang
  the collectives). The launcher reads it to learn which tasks run the
  script and which only serve their part of a split model;
* `heartbeat-<task>`: every task's heartbeat (`launch/heartbeat.py`), read
  by the launcher's watchdog;
* programs the chief built as graph text (`graph_text`): a pipeline's
  stages, the weak-sync servers';
* a scheduler-started job's generation, joins, assignments,
  `job-done`/`job-abort` (`launch/joining.py`), and the small agreements of a running job
  (`runtime/job.py`, `keras/training.py`, the layout mode's exit).

No TensorFlow here: the bootstrap imports this module before anything heavy.
"""
from __future__ import annotations

import base64
import http.client
import json
import os
import threading
import time
import urllib.parse
from typing import Any, Optional, Sequence

from parallax_tf import env
from parallax_tf.errors import LaunchError
from parallax_tf.launch.store import MANY

SCOPE = "parallax"
PLAN_KEY = "plan"
_POLL_S = 0.2
_HOLD_S = 5.0
"""How long one of `wait`'s requests is held by the store."""
_UNREACHABLE_S = 60.0
"""How long `wait` retries a store that drops its connections before it
gives up (a loaded launcher's HTTP server closed one of 8 workers' polls,
and that single failure ended a benchmark job)."""


class _Unreachable(LaunchError):
    """The store did not answer (connection refused, reset or closed)."""


def _store() -> tuple[str, int]:
    store = env.kv_store()
    if store is None:
        raise LaunchError("this worker has no rendezvous address "
                          "(PARALLAX_TF_STORE_ADDR/PORT); start the job with "
                          "parallax-tf run or get_runner()")
    return store


class _Kept(threading.local):
    """This thread's kept-alive connections to the store, by address: a task
    asks the store every second, and a new TCP connection for each request
    made a thousand tasks' store accept a thousand connections a second
    (its accept queue overflowed and the dropped connections' retries held
    some requests past 30 s: benchmarks/LOG.md, "The control plane at 1,024
    tasks"). Dropped
    in a forked child (the parent's sockets are not its own)."""

    def __init__(self) -> None:
        self.pid = os.getpid()
        self.conns: dict[tuple[str, int], http.client.HTTPConnection] = {}


_KEPT = _Kept()


def _ask(method: str, addr: str, port: int, path: str, body: Optional[bytes],
         timeout_s: float) -> tuple[int, bytes]:
    """(status, body) of one request on this thread's kept connection to the
    store, or on a new one when the kept one was closed (asked once more);
    OSError and `http.client.HTTPException` when the store does not answer."""
    if _KEPT.pid != os.getpid():
        _KEPT.pid, _KEPT.conns = os.getpid(), {}
    where = (addr, port)
    while True:
        conn = _KEPT.conns.pop(where, None)
        kept = conn is not None
        if conn is None:
            conn = http.client.HTTPConnection(addr, port, timeout=timeout_s)
        elif conn.sock is not None:
            conn.sock.settimeout(timeout_s)
        try:
            conn.request(method, path, body=body)
            resp = conn.getresponse()
            data = resp.read()
        except (OSError, http.client.HTTPException):
            conn.close()
            if kept:          # the store closed it while idle: once more on a new one
                continue
            raise
        if resp.will_close:
            conn.close()
        else:
            _KEPT.conns[where] = conn
        return resp.status, data


def _path(key: str) -> str:
    return f"/{SCOPE}/{key}"


def publish(text: str, key: str = PLAN_KEY, store: Optional[tuple[str, int]] = None,
            timeout_s: float = 30.0) -> None:
    """PUT `text` under `key` (base64, as Horovod's store kept it), asked
    again for up to `timeout_s` while the store drops the connection it
    accepted (a store polled by 256 waiting tasks reset rank 0's own first
    PUT: benchmarks/LOG.md, "The control plane at 1,024 tasks"); a store
    that refuses it (gone) fails at once."""
    addr, port = store or _store()
    body = base64.b64encode(text.encode("utf-8"))
    deadline = time.monotonic() + timeout_s
    while True:
        try:
            status, _ = _ask("PUT", addr, port, _path(key), body,
                             max(deadline - time.monotonic(), _POLL_S))
        except (OSError, http.client.HTTPException) as e:
            if isinstance(e, ConnectionRefusedError) or time.monotonic() + _POLL_S >= deadline:
                raise LaunchError(f"cannot publish {key!r} to the launcher's store at "
                                  f"{addr}:{port} ({e}); is the launcher still running?") from e
            time.sleep(_POLL_S)
            continue
        if status != 200:
            raise LaunchError(f"the launcher's store at {addr}:{port} answered {status} "
                              f"to {key!r}")
        return


def fetch(key: str = PLAN_KEY, store: Optional[tuple[str, int]] = None,
          wait_s: float = 0.0) -> Optional[str]:
    """The value under `key`, or None while nobody published it; with
    `wait_s` the store holds the request until the key is published or
    `wait_s` seconds passed (`launch/store.py`)."""
    addr, port = store or _store()
    path = _path(key) + (f"?wait={wait_s:g}" if wait_s > 0 else "")
    try:
        status, data = _ask("GET", addr, port, path, None, 30 + wait_s)
    except (OSError, http.client.HTTPException) as e:
        raise _Unreachable(f"cannot reach the launcher's store at {addr}:{port} ({e})") from e
    if status == 404:
        return None
    if status != 200:
        raise LaunchError(f"the launcher's store at {addr}:{port} answered {status} "
                          f"for {key!r}")
    return base64.b64decode(data).decode("utf-8")


def fetch_many(keys: Sequence[str] = (), prefixes: Sequence[str] = (),
               store: Optional[tuple[str, int]] = None) -> dict[str, str]:
    """Every published key of `keys`, or starting with one of `prefixes`,
    with its value: one request, however many keys (a thousand tasks' beats
    read one by one asked the store 2,000 times a second)."""
    addr, port = store or _store()
    query = urllib.parse.urlencode([("key", k) for k in keys] + [("prefix", p) for p in prefixes])
    try:
        status, data = _ask("GET", addr, port, f"/{MANY}/{SCOPE}?{query}", None, 30)
    except (OSError, http.client.HTTPException) as e:
        raise _Unreachable(f"cannot reach the launcher's store at {addr}:{port} ({e})") from e
    if status != 200:
        raise LaunchError(f"the launcher's store at {addr}:{port} answered {status} "
                          f"for {list(keys) + list(prefixes)}")
    found = json.loads(data)
    return {k: base64.b64decode(v.encode("latin-1")).decode("utf-8") for k, v in found.items()}


def wait(key: str = PLAN_KEY, store: Optional[tuple[str, int]] = None,
         timeout_s: Optional[float] = None) -> str:
    """Wait until `key` is published: each request is held by the store for
    up to `_HOLD_S` (no polling). Without `timeout_s` it waits as long as the
    job runs: the launcher stops every task when the chief dies. A store
    that does not answer is asked again for up to `_UNREACHABLE_S` seconds
    in a row before the `LaunchError`."""
    deadline = None if timeout_s is None else time.monotonic() + timeout_s
    failing_since = None
    while True:
        hold = _HOLD_S if deadline is None else min(_HOLD_S, deadline - time.monotonic())
        try:
            value = fetch(key, store, wait_s=max(hold, 0.0))
            failing_since = None
        except _Unreachable:
            now = time.monotonic()
            failing_since = failing_since or now
            if now - failing_since > _UNREACHABLE_S:
                raise
            value = None
            time.sleep(_POLL_S)
        if value is not None:
            return value
        if deadline is not None and time.monotonic() > deadline:
            raise LaunchError(f"nothing was published under {key!r} in {timeout_s:.0f} s; "
                              "the chief (worker 0) has not run its first step")


def graph_text(graph: Any, **fields: Any) -> str:
    """A TensorFlow graph (its GraphDef, base64) and JSON `fields` as one
    store value: what the chief publishes for tasks that run a program it
    built (a pipeline's stages, the weak-sync servers)."""
    return json.dumps({"graph_def": base64.b64encode(
        graph.as_graph_def().SerializeToString()).decode("ascii"), **fields})


def read_graph_text(text: str) -> tuple[Any, dict]:
    """(tf.Graph, the other fields) of a `graph_text` value."""
    import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)
    d = json.loads(text)
    graph_def = tf.compat.v1.GraphDef()
    graph_def.ParseFromString(base64.b64decode(d.pop("graph_def")))
    graph = tf.Graph()
    with graph.as_default():
        tf.graph_util.import_graph_def(graph_def, name="")
    return graph, d
