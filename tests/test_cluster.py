"""The emulated cluster (benchmarks/cluster.py): namespaces on a bridge, shaped
links, counters, teardown, and a real `parallax-tf run` across two "machines".

Needs root and ``ip netns``; skipped otherwise. The clusters here use their own
prefix and subnet, so a cluster brought up by hand (``pxtf``, 10.77.0.0/24)
is left alone.
"""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:           # benchmarks/ is not an installed package
    sys.path.insert(0, str(REPO))

from benchmarks.cluster import (  # noqa: E402
    QUEUE_MS,
    EmulatedCluster,
    check_support,
    cleanup,
    diff_counters,
    retransmitted_share,
    tbf_args,
)

pytestmark = [pytest.mark.netns, pytest.mark.slow]

PARALLAX_TF = [sys.executable, "-c", "import sys; from parallax_tf.cli import main; "
               "sys.exit(main())"]
PREFIX = "pxtest"
SUBNET = "10.78.0.0/24"
RATE_MBIT = 50

_unsupported = check_support(need_tc=True)
if _unsupported:
    pytestmark.append(pytest.mark.skip(reason=f"emulated cluster: {_unsupported}"))


def _leftovers() -> tuple[list[str], list[str]]:
    """Namespaces and links of clusters named PREFIX that exist now."""
    ns = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True).stdout
    links = subprocess.run(["ip", "-br", "link"], capture_output=True, text=True).stdout
    return ([ln.split()[0] for ln in ns.splitlines() if ln.startswith(f"{PREFIX}-")],
            [ln.split()[0] for ln in links.splitlines() if ln.startswith(f"{PREFIX}-")])


@pytest.fixture(scope="module")
def shaped():
    with EmulatedCluster(2, rate_mbit=RATE_MBIT, prefix=PREFIX, subnet=SUBNET) as cluster:
        yield cluster
    assert _leftovers() == ([], [])


def test_machines_reach_each_other_over_the_bridge(shaped):
    assert shaped.addresses == ["10.78.0.1", "10.78.0.2"]
    assert shaped.resources(2) == "10.78.0.1:0,1;10.78.0.2:0,1"
    assert shaped.ping(0, 1) < 1.0
    assert shaped.ping(1, 0) < 1.0
    # every machine has the same interface name, holding its own address
    for i, addr in enumerate(shaped.addresses):
        out = shaped.run(i, ["ip", "-4", "-br", "addr", "show", "dev", "eth0"],
                         capture_output=True, text=True, check=True).stdout
        assert addr in out


def test_a_shaped_link_queues_queue_ms_of_traffic(shaped):
    out = shaped.run(0, ["tc", "qdisc", "show", "dev", "eth0"], capture_output=True,
                     text=True, check=True).stdout
    assert f"rate {RATE_MBIT}Mbit" in out and f"lat {QUEUE_MS:g}ms" in out
    assert tbf_args(25, 500)[-2:] == ["latency", "500ms"]
    from parallax_tf.errors import LaunchError
    with pytest.raises(LaunchError, match="queue_ms=0"):
        EmulatedCluster(2, rate_mbit=25, queue_ms=0, prefix=PREFIX, subnet=SUBNET)


def test_every_machine_runs_the_congestion_control_asked_for():
    from benchmarks.cluster import congestion_controls
    from parallax_tf.errors import LaunchError
    available = congestion_controls()
    other = available[1] if len(available) > 1 else None
    if other is None:
        pytest.skip(f"one congestion control only: {available}")
    with EmulatedCluster(1, rate_mbit=RATE_MBIT, prefix="pxtestcc", subnet="10.78.1.0/24",
                         congestion_control=other) as cluster:
        out = cluster.run(0, ["ip", "route", "show", "10.78.1.0/24"],
                          capture_output=True, text=True, check=True).stdout
        assert f"congctl {other}" in out and f"TCP {other}" in cluster.describe()
    with pytest.raises(LaunchError, match="congestion_control='no-such'"):
        EmulatedCluster(1, congestion_control="no-such", prefix="pxtestcc")


def test_a_receive_buffer_cap_bounds_what_a_sender_keeps_in_flight():
    """rcv_buffer_kb (compare's --tcp-rmem-kb): every machine's
    net.ipv4.tcp_rmem tops out there, so a sender to it sees a window of at
    most that (sampled with ss during a transfer; the default autotunes to
    hundreds of KiB into a 500 ms queue)."""
    import re
    import threading

    from parallax_tf.errors import LaunchError
    with pytest.raises(LaunchError, match="rcv_buffer_kb=2"):
        EmulatedCluster(1, rcv_buffer_kb=2, prefix="pxtestrb")
    with EmulatedCluster(2, rate_mbit=20, queue_ms=500, prefix="pxtestrb",
                         subnet="10.78.2.0/24", rcv_buffer_kb=32) as cluster:
        out = cluster.run(1, ["sysctl", "-n", "net.ipv4.tcp_rmem"], capture_output=True,
                          text=True, check=True).stdout.split()
        assert out[1:] == ["32768", "32768"] and "receive buffer <= 32 KiB" in cluster.describe()
        windows: list[int] = []
        done = threading.Event()

        def sample() -> None:
            while not done.is_set():
                ss = cluster.run(0, ["ss", "-tinH", "dst", cluster.addresses[1]],
                                 capture_output=True, text=True).stdout
                windows.extend(int(w) for w in re.findall(r"snd_wnd:(\d+)", ss))
                time.sleep(0.05)
        thread = threading.Thread(target=sample)
        thread.start()
        try:
            rate = cluster.throughput(0, 1, 2_000_000)
        finally:
            done.set()
            thread.join()
        assert windows and max(windows) <= 32768, windows
        assert rate > 0.6 * 20, rate           # the window still fills a 20 Mbit/s link


def test_shaped_link_runs_at_about_the_configured_rate(shaped):
    before, tcp_before = shaped.counters(), shaped.tcp_segments()
    nbytes = 3_000_000                    # ~0.5 s at 50 Mbit/s
    rate = shaped.throughput(0, 1, nbytes)
    tcp = shaped.tcp_segments()
    # payload rate: TCP/IP headers take ~4 %; the box is shared, so be generous
    assert 0.6 * RATE_MBIT < rate < 1.1 * RATE_MBIT, rate
    delta = diff_counters(shaped.counters(), before)
    assert delta[0]["tx_bytes"] >= nbytes and delta[1]["rx_bytes"] >= nbytes
    assert delta[0]["tx_bytes"] == delta[1]["rx_bytes"]        # one link, one bridge
    # the namespace's own TCP counters: the sender's segments (<= 64 KiB each
    # with segmentation offload counted as sent), a share of them sent again
    sent = tcp[0]["out_segs"] - tcp_before[0]["out_segs"]
    assert sent >= nbytes // 65536, (tcp_before, tcp)
    share = retransmitted_share(tcp, tcp_before)
    assert share is not None and 0 <= share < 0.5, share


def test_ssh_shim_runs_commands_in_the_machine(shaped):
    env = {**os.environ, **shaped.env()}
    ssh = [env["PARALLAX_TF_SSH"], "-o", "BatchMode=yes"]
    # the launcher's GPU probe: no /dev/nvidiactl here -> 1 (0 on a GPU box); never 255
    probe = subprocess.run([*ssh, "-o", "ConnectTimeout=10", "10.78.0.2", "test", "-e",
                            "/dev/nvidiactl"], env=env, capture_output=True)
    assert probe.returncode == (0 if os.path.exists("/dev/nvidiactl") else 1)
    # words arrive shell-quoted, as the launcher sends them
    out = subprocess.run([*ssh, "-tt", "10.78.0.2", "env", "-C", "/tmp", "K='a b'", "sh", "-c",
                          "'echo \"$K\" $(pwd); ip -4 -br addr show dev eth0'"],
                         env=env, capture_output=True, text=True, check=True).stdout
    assert out.startswith("a b /tmp") and "10.78.0.2" in out
    unknown = subprocess.run([*ssh, "10.78.0.99", "true"], env=env, capture_output=True)
    assert unknown.returncode == 255


def test_teardown_leaves_nothing():
    with EmulatedCluster(2, rate_mbit=RATE_MBIT, prefix=PREFIX, subnet=SUBNET) as cluster:
        cluster.popen(1, ["sleep", "60"])
        assert _leftovers()[0] == [f"{PREFIX}-m0", f"{PREFIX}-m1"]
        # `ip netns exec` enters the namespace a moment after it starts
        deadline = time.monotonic() + 10
        while not any(cluster.pids().values()) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert any(cluster.pids().values())
    assert _leftovers() == ([], [])
    assert not any(Path("/etc/netns").glob(f"{PREFIX}-*"))
    # leftovers of a crashed run (never torn down) are removed by the next one
    EmulatedCluster(1, prefix=PREFIX, subnet=SUBNET).up()
    assert _leftovers()[0] == [f"{PREFIX}-m0"]
    cleanup(PREFIX)
    assert _leftovers() == ([], [])


def test_lm_runs_hybrid_across_two_machines():
    pytest.importorskip("horovod")
    with EmulatedCluster(2, rate_mbit=1000, prefix=PREFIX, subnet=SUBNET) as cluster:
        before = cluster.counters()
        done = subprocess.run(
            [*PARALLAX_TF, "run", "--resources", cluster.resources(1),
             "--grace", "2", "examples/lm/train.py", "--steps", "3"],
            cwd=REPO, env={**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2"},
            capture_output=True, text=True, timeout=240)
        log = done.stdout + done.stderr
        assert done.returncode == 0, log[-4000:]
        assert "serving at 10.78.0.1:" in log and "serving at 10.78.0.2:" in log
        for w in range(2):
            assert f"[worker {w}] worker {w}/2 step    2" in log, log[-4000:]
        delta = diff_counters(cluster.counters(), before)
        for machine in delta:            # ps <-> worker (gRPC) and allreduce (Gloo) traffic
            assert machine["rx_bytes"] > 100_000 and machine["tx_bytes"] > 100_000, delta
        assert not any(cluster.pids().values())      # the launcher stopped every task
    assert _leftovers() == ([], [])


def test_a_machine_whose_link_goes_down_is_named():
    """Two emulated machines training (launcher_scripts/stall.py, nobody
    misbehaving); machine 1's link is taken down mid-training (`ip link set
    ... down`): the job ends within 60 s, exit 124, naming a task of that
    machine as not responding (its heartbeats stop reaching the launcher)."""
    import time
    pytest.importorskip("horovod")
    with EmulatedCluster(2, rate_mbit=1000, prefix=PREFIX, subnet=SUBNET) as cluster:
        job = subprocess.Popen(
            [*PARALLAX_TF, "run", "--resources", cluster.resources(1), "--grace", "2",
             "tests/launcher_scripts/stall.py", "link"],
            cwd=REPO, env={**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2"},
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines = []
        try:
            for line in job.stdout:
                lines.append(line)
                if "step 3 reached" in line:
                    break
            subprocess.run(["ip", "link", "set", cluster.outer_links[1], "down"], check=True)
            down = time.monotonic()
            rest, _ = job.communicate(timeout=120)
            seconds = time.monotonic() - down
        finally:
            if job.poll() is None:
                job.kill()
        log = "".join(lines) + rest
        assert job.returncode == 124, log[-4000:]
        assert "stopped responding: it is frozen, or its machine or network link is down" \
            in log and "(on 10.78.0.2)" in log, log[-4000:]
        assert seconds < 60, seconds
        print(f"link down -> job ended in {seconds:.1f} s")
    assert _leftovers() == ([], [])


def test_a_flapping_link_restarts_the_job_which_ends_as_if_uninterrupted(tmp_path):
    """launcher_scripts/resume.py (HYBRID, Adam, sampled softmax,
    checkpoints every 3 steps, step_timeout 3 s, 0.5 s of "compute" after
    each step so that the job outlasts the flapping: its steps alone take
    a few ms since the step's transfers are coalesced) on two emulated machines
    under `--max-restarts 5`; machine 1's link flaps (down 5 s, up 5 s,
    twice) from step 3 on. The first outage stalls the job: the watchdog or
    a failing task ends that start within 60 s, the launcher restarts it,
    it resumes from its latest checkpoint; the second hits the restarted
    start, which may outlast it without a restart (it did in both runs of
    2026-12-02, once while starting, once just after its first step), and
    the job completes with the final values of an uninterrupted localhost
    run."""
    import threading
    import time

    import numpy as np
    pytest.importorskip("horovod")
    script, steps = "tests/launcher_scripts/resume.py", "40"
    reference = tmp_path / "reference"
    reference.mkdir()
    done = subprocess.run([*PARALLAX_TF, "run", "-r", "localhost:0,1", script, str(reference),
                           str(reference / "ckpt"), steps],
                          cwd=REPO, env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"},
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, (done.stdout + done.stderr)[-4000:]
    flapped = tmp_path / "flapped"
    flapped.mkdir()
    with EmulatedCluster(2, rate_mbit=1000, prefix=PREFIX, subnet=SUBNET) as cluster:
        started = time.monotonic()
        job = subprocess.Popen(
            [*PARALLAX_TF, "run", "--resources", cluster.resources(1), "--grace", "2",
             "--max-restarts", "5", script, str(flapped), str(flapped / "ckpt"), steps, "-1",
             "3", "0.5"],
            cwd=REPO, env={**os.environ, **cluster.env(), "TF_CPP_MIN_LOG_LEVEL": "2"},
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        lines: list[tuple[float, str]] = []
        reader = threading.Thread(target=lambda: lines.extend(
            (time.monotonic() - started, line) for line in job.stdout), daemon=True)
        reader.start()
        try:
            while not any("LOSS 3 " in line for _, line in lines) and job.poll() is None:
                time.sleep(0.05)
            downs = []
            for _ in range(2):
                subprocess.run(["ip", "link", "set", cluster.outer_links[1], "down"], check=True)
                downs.append(time.monotonic() - started)
                time.sleep(5)
                subprocess.run(["ip", "link", "set", cluster.outer_links[1], "up"], check=True)
                time.sleep(5)
            job.wait(timeout=240)
            reader.join(timeout=10)
        finally:
            if job.poll() is None:
                job.kill()
    log = "".join(line for _, line in lines)
    # kept beside the run's files: a failure's whole log outlives the session
    (tmp_path / "launcher.log").write_text(
        "".join(f"{t:7.2f} {line}" for t, line in lines)
        + f"link down at {downs}\n")
    assert job.returncode == 0, log[-4000:]
    restarts = [t for t, line in lines if "[parallax-tf] restart " in line]
    assert restarts and "the job completed after" in log, log[-4000:]
    assert restarts[0] - downs[0] < 60, (downs, restarts)
    assert "(on 10.78.0.2)" in log or "on 10.78.0.2 " in log, log[-4000:]
    final, whole = np.load(flapped / "final.npz"), np.load(reference / "final.npz")
    assert sorted(final) == sorted(whole)
    for name in final:
        np.testing.assert_allclose(final[name], whole[name], rtol=1e-6, err_msg=name)
    print(f"link down at {', '.join(f'{t:.1f}' for t in downs)} s; restarts at "
          f"{', '.join(f'{t:.1f}' for t in restarts)} s; completed in "
          f"{lines[-1][0]:.1f} s")
    assert _leftovers() == ([], [])
