"""The launcher's store client (parallax_tf/launch/store_client.py: every
task and the launcher use it for every key, the plan is one of them)
against a real HTTP server on loopback that misbehaves on purpose."""
from __future__ import annotations

import base64
import http.server
import socket
import threading
import time

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


class _FlakyPut(http.server.BaseHTTPRequestHandler):
    """Drops the first `drops` PUTs without an answer, then keeps the value."""

    drops = 2
    seen = 0
    kept = None

    def do_PUT(self):
        type(self).seen += 1
        body = self.rfile.read(int(self.headers["Content-Length"]))
        if self.seen <= self.drops:
            self.close_connection = True          # the client sees RemoteDisconnected
            return
        type(self).kept = body
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def log_message(self, *args):
        pass


def test_publish_asks_again_when_the_store_drops_a_connection_and_gives_up_in_time():
    server = http.server.HTTPServer(("127.0.0.1", 0), _FlakyPut)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        store_client.publish("gen-1", key="job-generation",
                             store=("127.0.0.1", server.server_address[1]))
    finally:
        server.shutdown()
    assert base64.b64decode(_FlakyPut.kept) == b"gen-1"
    assert _FlakyPut.seen == _FlakyPut.drops + 1
    with socket.socket() as s:                     # a port nobody listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(LaunchError, match="cannot publish 'k'.*is the launcher still running"):
        store_client.publish("x", key="k", store=("127.0.0.1", port), timeout_s=0.5)


def test_the_real_store_reads_many_keys_at_once_and_holds_a_wait_until_the_key_is_put():
    from parallax_tf.launch.store import Store
    kv = Store("127.0.0.1")
    where = ("127.0.0.1", kv.port)
    try:
        for key, value in (("heartbeat-worker_0", "a"), ("heartbeat-ps_1", "b"),
                           ("job-done", "1"), ("plan", "p")):
            store_client.publish(value, key=key, store=where)
        assert store_client.fetch_many(prefixes=["heartbeat-"], store=where) == \
            {"heartbeat-worker_0": "a", "heartbeat-ps_1": "b"}
        assert store_client.fetch_many(["job-done", "job-abort"], ["plan"], store=where) == \
            {"job-done": "1", "plan": "p"}
        threading.Timer(0.6, store_client.publish, args=("late",),
                        kwargs={"key": "k", "store": where}).start()
        t0 = time.monotonic()
        assert store_client.wait("k", store=where, timeout_s=10) == "late"
        assert 0.5 < time.monotonic() - t0 < 3.0       # answered when put, not polled
        t0 = time.monotonic()
        assert store_client.fetch("nobody", store=where, wait_s=0.4) is None
        assert 0.35 < time.monotonic() - t0 < 3.0
        with pytest.raises(LaunchError, match="answered 400"):
            store_client.fetch("k?wait=soon", store=where)
    finally:
        kv.stop()


def test_horovod_ranks_meet_in_the_store_before_hvd_init(tmp_path):
    """`rendezvous.meet_before_horovod`, in two real processes with a job's
    environment: the rank that comes first (0, then 1) waits in the store
    for the other however late it comes
    (Gloo's rendezvous gives up after 30 s: a worker still importing
    TensorFlow aborted the dynamic row's Horovod job), and a second start
    of the job (PARALLAX_TF_RESTART=1) does not count the first's arrivals."""
    import os
    import subprocess
    import sys

    from parallax_tf import env as px_env
    from parallax_tf.launch.store import Store
    kv = Store("127.0.0.1")
    code = ("import time; from parallax_tf.launch.rendezvous import meet_before_horovod; "
            "meet_before_horovod(); print(time.time())")

    def rank(r: int, restart: int) -> subprocess.Popen:
        env = {**os.environ, px_env.STORE_VARS[0]: "127.0.0.1", px_env.STORE_VARS[1]: str(kv.port),
               "HOROVOD_RANK": str(r), "HOROVOD_SIZE": "2", "HOROVOD_GLOO_RENDEZVOUS_PORT": "4242",
               px_env.RESTART_VAR: str(restart)}
        return subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE,
                                text=True)
    try:
        for restart, early in ((0, 0), (1, 1)):       # either rank may come first
            first = rank(early, restart)
            time.sleep(2.0)
            assert first.poll() is None, f"rank {early} went on alone (start {restart})"
            came = time.time()
            last = rank(1 - early, restart)
            went = [float(p.communicate(timeout=60)[0]) for p in (first, last)]
            assert first.returncode == last.returncode == 0
            assert min(went) >= came, (went, came)
    finally:
        kv.stop()
