"""An emulated cluster on one box: M "machines" as Linux network namespaces.

    with EmulatedCluster(2, rate_mbit=1000) as cluster:
        env = {**os.environ, **cluster.env()}
        subprocess.run(["parallax-tf", "run", "-r", cluster.resources(2), "train.py"], env=env)
        print(cluster.counters())

What it creates (names for the default ``prefix="pxtf"``, subnet 10.77.0.0/24):

* a bridge ``pxtf-br`` in the root namespace holding the last address of the
  subnet (10.77.0.254/24): the launcher's Horovod rendezvous server is
  reached there;
* per machine i, a namespace ``pxtf-m<i>`` with ``lo`` up and one veth pair:
  ``eth0`` inside (10.77.0.<i+1>/24; the same name in every machine, so one
  ``HOROVOD_GLOO_IFACE`` fits all), ``pxtf-v<i>`` outside, enslaved to the
  bridge. IPv6 is off on the bridge and the outer links (no address
  on ``eth0``), so the interface counters hold only the traffic of the job
  (plus a few ARP bytes);
* with `rate_mbit`, a ``tbf`` on both directions of every machine's link
  (egress of ``eth0`` inside and of ``pxtf-v<i>`` outside): a full-duplex
  link of that rate per machine, like one switch port, whose queue holds
  `queue_ms` (default 50) of traffic at the rate before it drops packets
  (a switch port's buffer; TCP retransmits what is dropped); with
  `congestion_control`, the TCP congestion control of every connection
  between machines (set on each machine's subnet route, ``congctl``;
  default: the box's, ``bbr`` on this project's development box:
  `congestion_controls`); with `rcv_buffer_kb`, every machine's TCP
  receive buffer is at most that (``net.ipv4.tcp_rmem`` in its namespace),
  so it advertises at most ~85% of it: each sender keeps at most that much
  in flight to it and N senders into one port queue at most N x it (the
  receiver-side remedy for incast, nearest to a lossless fabric's
  credits; the subnet route's ``window`` does not do it: autotuning
  raises the clamp); with `latency_ms`, a
  ``netem`` delay on each machine's outgoing direction only, so the one-way
  delay between two machines is `latency_ms` (round trip 2 x `latency_ms`).
  (Kernels without netem, such as this project's development box, refuse `latency_ms`
  with a `LaunchError`.)
* per machine, ``/etc/netns/pxtf-m<i>/hosts`` (``ip netns exec`` mounts it
  over ``/etc/hosts``): the box's host name resolves to the machine's own
  address inside it, and ``pxtf-m<i>`` names resolve to the machines. Horovod
  0.28.1 needs the first (see `EmulatedCluster._write_hosts`).

Traffic between the tasks of one machine goes over that namespace's loopback
(addresses of the own namespace are local), so it is neither shaped nor
counted, as on a real machine.

Tasks are started inside the machines by the launcher through
``benchmarks/netns_ssh``, an ssh stand-in (see `EmulatedCluster.env`).

Everything is removed on exit, on exceptions and on SIGINT/SIGTERM (processes
left in the namespaces are killed first); leftovers of a crashed run with the
same prefix are removed at start (or by ``python -m benchmarks.cluster down``).
Needs root and ``ip netns`` (iproute2), and ``tc`` for shaping.

CLI, for manual use::

    python -m benchmarks.cluster up -n 2 --rate 1000     # stays up; prints the env
    python -m benchmarks.cluster status
    python -m benchmarks.cluster exec -n 2 --slots 2 --rate 1000 -- \\
        sh -c '.venv/bin/parallax-tf run -r "$PXTF_RESOURCES" examples/lm/train.py --steps 5'
    python -m benchmarks.cluster down
"""
from __future__ import annotations

import argparse
import contextlib
import ipaddress
import json
import os
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Iterator, Mapping, Optional, Sequence


def _error(message: str) -> Exception:
    """A `parallax_tf.errors.LaunchError`, imported only when one is raised:
    importing parallax_tf imports TensorFlow (seconds), which neither the
    cluster nor its CLI needs."""
    from parallax_tf.errors import LaunchError
    return LaunchError(message)


DEFAULT_SUBNET = "10.77.0.0/24"
"""Private, and far from the usual 10.0.x / 10.1x.x / 172.17.x / 192.168.x ranges."""
INSIDE_IFACE = "eth0"
"""The name of every machine's interface (Gloo needs one name for all ranks)."""
SHIM = Path(__file__).resolve().with_name("netns_ssh")
"""The ssh stand-in the launcher runs (PARALLAX_TF_SSH)."""
HOSTS_VAR = "PXTF_NETNS_HOSTS"
"""``addr=namespace,...``: how `SHIM` finds a machine's namespace."""
NETNS_ETC = Path("/etc/netns")
"""``ip netns exec NS`` bind-mounts the files of ``/etc/netns/NS/`` over ``/etc/``."""
RESOURCES_VAR = "PXTF_RESOURCES"
"""Set by the ``exec`` CLI command: the cluster's resources string."""
_IFNAMSIZ = 15


# ----------------------------------------------------------------------------- helpers

def _run(argv: Sequence[str], *, check: bool = True) -> subprocess.CompletedProcess:
    done = subprocess.run(list(argv), capture_output=True, text=True, check=False)
    if check and done.returncode != 0:
        raise _error(f"{shlex.join(argv)!r} failed (exit {done.returncode}): "
                     f"{done.stderr.strip() or done.stdout.strip()}")
    return done


def _ip_json(*args: str) -> Any:
    out = _run(["ip", "-j", *args], check=False).stdout
    try:
        return json.loads(out) if out.strip() else []
    except json.JSONDecodeError:
        return []


def check_support(need_tc: bool = False) -> Optional[str]:
    """Why an emulated cluster cannot be made here, or None when it can."""
    if os.geteuid() != 0:
        return "needs root (network namespaces, veth, tc); run as root"
    if shutil.which("ip") is None:
        return "the 'ip' command (iproute2) is not installed"
    done = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        return f"'ip netns' does not work here: {done.stderr.strip()}"
    if need_tc and shutil.which("tc") is None:
        return "the 'tc' command (iproute2) is not installed; it shapes the links"
    return None


def _names(prefix: str) -> tuple[str, re.Pattern, re.Pattern]:
    return (f"{prefix}-br", re.compile(rf"^{re.escape(prefix)}-m\d+$"),
            re.compile(rf"^{re.escape(prefix)}-(br|v\d+)$"))


def namespaces(prefix: str = "pxtf") -> list[str]:
    """The machines' namespaces that exist now for `prefix`, in machine order."""
    _, ns_re, _ = _names(prefix)
    found = [n["name"] for n in _ip_json("netns", "list") if ns_re.match(n["name"])]
    return sorted(found, key=lambda n: int(n.rsplit("-m", 1)[1]))


def kill_namespace_processes(ns: str, grace_s: float = 2.0) -> list[int]:
    """SIGTERM every process in namespace `ns`, SIGKILL what is left after
    `grace_s`; returns the pids found. Waits until none is left (zombies are
    not listed: they no longer hold the namespace)."""
    def pids() -> list[int]:
        out = _run(["ip", "netns", "pids", ns], check=False).stdout
        return [int(p) for p in out.split() if p.isdigit() and int(p) != os.getpid()]

    found = pids()
    for sig, wait_s in ((signal.SIGTERM, grace_s), (signal.SIGKILL, 5.0)):
        left = pids()
        if not left:
            break
        for pid in left:
            with contextlib.suppress(ProcessLookupError, PermissionError):
                os.kill(pid, sig)
        deadline = time.monotonic() + wait_s
        while pids() and time.monotonic() < deadline:
            time.sleep(0.05)
    return found


def cleanup(prefix: str = "pxtf", grace_s: float = 2.0) -> list[str]:
    """Remove every namespace, link and process of clusters named `prefix`
    (also those of a crashed run); returns what was removed."""
    _, ns_re, link_re = _names(prefix)
    removed = []
    for ns in namespaces(prefix):
        kill_namespace_processes(ns, grace_s)
        _run(["ip", "netns", "del", ns], check=False)
        removed.append(f"netns {ns}")
    if NETNS_ETC.is_dir():
        for d in NETNS_ETC.iterdir():
            if ns_re.match(d.name) and d.is_dir():
                shutil.rmtree(d, ignore_errors=True)
                removed.append(f"dir {d}")
        with contextlib.suppress(OSError):
            NETNS_ETC.rmdir()           # only when empty
    for link in _ip_json("link", "show"):
        name = link.get("ifname", "")
        if link_re.match(name):
            _run(["ip", "link", "del", name], check=False)
            removed.append(f"link {name}")
    return removed


def _counters_of(ns: str) -> dict[str, int]:
    links = _ip_json("-n", ns, "-s", "link", "show", "dev", INSIDE_IFACE)
    if not links:
        raise _error(f"cannot read the counters of {INSIDE_IFACE} in namespace {ns}; "
                     "is the cluster still up?")
    stats = links[0].get("stats64") or links[0]["stats"]
    return {"rx_bytes": stats["rx"]["bytes"], "tx_bytes": stats["tx"]["bytes"],
            "rx_packets": stats["rx"]["packets"], "tx_packets": stats["tx"]["packets"]}


def _tcp_segments_of(ns: str) -> dict[str, int]:
    """TCP segments sent and retransmitted by everything in namespace `ns`
    (``/proc/net/snmp`` read inside it: the counters are per namespace)."""
    text = _run(["ip", "netns", "exec", ns, "cat", "/proc/net/snmp"]).stdout
    rows = [ln.split()[1:] for ln in text.splitlines() if ln.startswith("Tcp:")]
    if len(rows) != 2:
        raise _error(f"cannot read the TCP counters of namespace {ns}")
    values = dict(zip(rows[0], rows[1]))
    return {"out_segs": int(values["OutSegs"]), "retrans_segs": int(values["RetransSegs"])}


def retransmitted_share(after: Sequence[Mapping[str, int]],
                        before: Sequence[Mapping[str, int]]) -> Optional[float]:
    """Of the TCP segments all machines sent between two
    `EmulatedCluster.tcp_segments` snapshots, the share that were
    retransmissions (None: none sent)."""
    sent = sum(a["out_segs"] - b["out_segs"] for a, b in zip(after, before))
    again = sum(a["retrans_segs"] - b["retrans_segs"] for a, b in zip(after, before))
    return again / sent if sent > 0 else None


def _no_ipv6(link: str) -> None:
    """No IPv6 on a root-namespace link: no MLD/ND chatter in the counters."""
    conf = Path("/proc/sys/net/ipv6/conf") / link / "disable_ipv6"
    try:
        conf.write_text("1\n")
    except OSError:
        _run(["ip", "link", "set", link, "addrgenmode", "none"], check=False)


def diff_counters(after: Sequence[Mapping[str, int]],
                  before: Sequence[Mapping[str, int]]) -> list[dict[str, int]]:
    """Per machine, ``after - before`` of two `EmulatedCluster.counters` snapshots."""
    return [{k: a[k] - b[k] for k in a} for a, b in zip(after, before)]


# Small helpers run inside the machines (argv[1]: the machine's own address).
_UDP_ECHO = """
import socket, sys
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.bind((sys.argv[1], 0))
print(s.getsockname()[1], flush=True)
data, peer = s.recvfrom(64); s.sendto(data, peer)
"""
_UDP_PING = """
import socket, sys, time
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(float(sys.argv[3]))
t = time.perf_counter(); s.sendto(b"ping", (sys.argv[1], int(sys.argv[2]))); s.recv(64)
print(time.perf_counter() - t)
"""
_TCP_SINK = """
import socket, sys, time
s = socket.socket(); s.bind((sys.argv[1], 0)); s.listen(1)
print(s.getsockname()[1], flush=True)
c, _ = s.accept(); n = 0; t0 = None
while True:
    b = c.recv(1 << 20)
    if not b: break
    t0 = t0 or time.perf_counter(); n += len(b)
print(n, time.perf_counter() - t0 if t0 else float("nan"))
"""
_TCP_SOURCE = """
import socket, sys
c = socket.create_connection((sys.argv[1], int(sys.argv[2])))
c.sendall(bytes(int(sys.argv[3]))); c.shutdown(socket.SHUT_WR); c.recv(1); c.close()
"""


# ----------------------------------------------------------------------------- the cluster

QUEUE_MS = 50.0
"""How much traffic (in ms at the link's rate) a shaped link queues before it drops."""


def congestion_controls() -> list[str]:
    """The TCP congestion controls this kernel offers (a machine of an
    `EmulatedCluster` can use any of them; the box's default first)."""
    base = Path("/proc/sys/net/ipv4")
    try:
        default = (base / "tcp_congestion_control").read_text().strip()
        names = (base / "tcp_available_congestion_control").read_text().split()
    except OSError:
        return []
    return [default] + [n for n in names if n != default]


def default_congestion_control() -> Optional[str]:
    """The box's TCP congestion control, which a machine built without
    `congestion_control` runs (None: unreadable)."""
    return (congestion_controls() or [None])[0]


def tbf_args(rate_mbit: float, queue_ms: float = QUEUE_MS) -> list[str]:
    """The ``tbf`` of a shaped link: `rate_mbit`, a bucket of >= 2 ms at the
    rate and >= 32 KiB (GSO packets bigger than the bucket are segmented by
    tbf, so this only bounds the burst), and a queue of `queue_ms`."""
    rate_bps = rate_mbit * 1e6
    burst = max(32 * 1024, int(rate_bps / 8 * 0.002))
    return ["tbf", "rate", f"{int(rate_bps)}bit", "burst", str(burst),
            "latency", f"{queue_ms:g}ms"]


class EmulatedCluster:
    """M machines (network namespaces) on one bridge, optionally shaped links.

    A context manager: ``__enter__`` builds it (`up`), ``__exit__`` removes it
    (`down`), also on exceptions and on SIGINT/SIGTERM (in the main thread,
    SIGTERM raises ``SystemExit(143)`` inside the ``with`` block).
    """

    def __init__(self, num_machines: int, rate_mbit: Optional[float] = None,
                 latency_ms: Optional[float] = None, prefix: str = "pxtf",
                 subnet: str = DEFAULT_SUBNET, queue_ms: float = QUEUE_MS,
                 congestion_control: Optional[str] = None,
                 rcv_buffer_kb: Optional[int] = None) -> None:
        if num_machines < 1:
            raise _error(f"num_machines={num_machines}; give at least 1")
        if not re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", prefix):
            raise _error(f"prefix {prefix!r}: use letters, digits and '_' "
                         "(it names namespaces and links)")
        if len(f"{prefix}-v{num_machines - 1}") > _IFNAMSIZ:
            raise _error(f"prefix {prefix!r} is too long for {num_machines} machines: "
                         f"link names must fit {_IFNAMSIZ} characters")
        if rate_mbit is not None and rate_mbit <= 0:
            raise _error(f"rate_mbit={rate_mbit}; give a positive rate or None")
        if latency_ms is not None and latency_ms < 0:
            raise _error(f"latency_ms={latency_ms}; give a delay >= 0 or None")
        if not queue_ms > 0:
            raise _error(f"queue_ms={queue_ms}; give a queue of > 0 ms at the link's rate")
        if congestion_control is not None:
            available = congestion_controls()
            if congestion_control not in available:
                raise _error(f"congestion_control={congestion_control!r}: this kernel has "
                             f"{', '.join(available) or 'none readable'}; give one of them "
                             "or None (the box's default)")
        if rcv_buffer_kb is not None and not 8 <= rcv_buffer_kb <= 1 << 20:
            raise _error(f"rcv_buffer_kb={rcv_buffer_kb}; give a buffer of 8 to 1048576 KiB "
                         "or None (the kernel's autotuning, up to net.ipv4.tcp_rmem's maximum)")
        try:
            net = ipaddress.ip_network(subnet)
        except ValueError as e:
            raise _error(f"subnet {subnet!r} is not a network ({e}); give one such as "
                         "10.77.0.0/24") from e
        if not isinstance(net, ipaddress.IPv4Network) or net.num_addresses < num_machines + 3:
            raise _error(f"subnet {subnet} cannot hold {num_machines} machines and a "
                         "bridge; give an IPv4 network such as 10.77.0.0/24")
        self.num_machines = num_machines
        self.rate_mbit = rate_mbit
        self.latency_ms = latency_ms
        self.queue_ms = queue_ms
        self.congestion_control = congestion_control
        """TCP congestion control of every machine (None: the box's default,
        which new namespaces inherit: `congestion_controls` lists them)."""
        self.rcv_buffer_kb = rcv_buffer_kb
        """Every machine's largest TCP receive buffer, KiB (None: the
        kernel's autotuning, up to net.ipv4.tcp_rmem's maximum)."""
        self.prefix = prefix
        self.subnet = net
        self.bridge = f"{prefix}-br"
        self.bridge_address = str(net.broadcast_address - 1)
        """The bridge's address (the last of the subnet): the rendezvous address."""
        self.addresses = [str(net.network_address + 1 + i) for i in range(num_machines)]
        """The machines' addresses, machine i at ``addresses[i]``."""
        self.namespaces = [f"{prefix}-m{i}" for i in range(num_machines)]
        """The machines' network namespaces."""
        self.outer_links = [f"{prefix}-v{i}" for i in range(num_machines)]
        self._up = False
        self._saved_handlers: dict[int, Any] = {}

    # -- life cycle ---------------------------------------------------------
    def __enter__(self) -> "EmulatedCluster":
        self._install_signal_handlers()
        try:
            self.up()
        except BaseException:
            self._restore_signal_handlers()
            raise
        return self

    def __exit__(self, *exc: Any) -> None:
        try:
            self.down()
        finally:
            self._restore_signal_handlers()

    def up(self) -> "EmulatedCluster":
        """Build the cluster (after removing leftovers with the same prefix).
        Stays up until `down` (the CLI's ``up`` uses this directly)."""
        reason = check_support(need_tc=self.rate_mbit is not None or bool(self.latency_ms))
        if reason is not None:
            raise _error(f"cannot build an emulated cluster: {reason}")
        cleanup(self.prefix)
        self._check_subnet_free()
        self._up = True
        try:
            self._build()
        except BaseException:
            self.down()
            raise
        return self

    def down(self) -> None:
        """Kill every process in the machines, remove namespaces, links, bridge."""
        if not self._up:
            return
        with _signals_blocked():
            cleanup(self.prefix)
            self._up = False

    def _check_subnet_free(self) -> None:
        for route in _ip_json("-4", "route", "show"):
            dst = route.get("dst", "")
            if dst in ("", "default") or route.get("dev") == self.bridge:
                continue
            with contextlib.suppress(ValueError):
                if ipaddress.ip_network(dst, strict=False).overlaps(self.subnet):
                    raise _error(
                        f"subnet {self.subnet} overlaps route {dst} on {route.get('dev')}; "
                        "pick another subnet (EmulatedCluster(..., subnet='10.78.0.0/24'))")

    def _build(self) -> None:
        plen = self.subnet.prefixlen
        ip = lambda *a: _run(["ip", *a])
        ip("link", "add", self.bridge, "type", "bridge", "mcast_snooping", "0")
        _no_ipv6(self.bridge)
        ip("addr", "add", f"{self.bridge_address}/{plen}", "dev", self.bridge)
        ip("link", "set", self.bridge, "up")
        for ns, outer, addr in zip(self.namespaces, self.outer_links, self.addresses):
            ip("netns", "add", ns)
            ip("-n", ns, "link", "set", "lo", "up")
            ip("link", "add", outer, "type", "veth", "peer", "name", INSIDE_IFACE, "netns", ns)
            _no_ipv6(outer)
            ip("-n", ns, "link", "set", INSIDE_IFACE, "addrgenmode", "none")
            ip("link", "set", outer, "master", self.bridge)
            ip("link", "set", outer, "up")
            ip("-n", ns, "addr", "add", f"{addr}/{plen}", "dev", INSIDE_IFACE)
            ip("-n", ns, "link", "set", INSIDE_IFACE, "up")
            if self.congestion_control:
                # on the subnet's route: a namespace's default (the sysctl) may
                # only name the host's allowed ones (EPERM for e.g. cubic here)
                ip("-n", ns, "route", "replace", str(self.subnet), "dev", INSIDE_IFACE,
                   "proto", "kernel", "scope", "link", "src", addr,
                   "congctl", self.congestion_control)
            if self.rcv_buffer_kb:
                size = self.rcv_buffer_kb * 1024
                _run(["ip", "netns", "exec", ns, "sysctl", "-qw",
                      f"net.ipv4.tcp_rmem=4096 {size} {size}"])
            self._shape(ns, outer)
            self._write_hosts(ns, addr)

    def _write_hosts(self, ns: str, addr: str) -> None:
        """``/etc/hosts`` inside machine `ns`: this box's host name is the
        machine's own address there (as on a real machine), and every machine
        is reachable by its namespace name.

        Needed by Horovod 0.28.1: its process-set Gloo contexts (one is made by
        every ``hvd.init()``) ignore ``HOROVOD_GLOO_IFACE`` and take the address
        the host name resolves to; with the box's ``/etc/hosts`` that is
        127.0.0.1 in every machine, and ranks on different machines cannot
        connect (``connect [127.0.0.1]:PORT: Connection refused``)."""
        hostname = socket.gethostname()
        lines = [f"# {ns} of an EmulatedCluster (benchmarks/cluster.py); removed with it",
                 f"{addr}\t{hostname}"]
        lines += [f"{a}\t{n}" for a, n in zip(self.addresses, self.namespaces)]
        lines.append(f"{self.bridge_address}\t{self.bridge}")
        with contextlib.suppress(OSError):
            for line in Path("/etc/hosts").read_text().splitlines():
                words = line.split("#", 1)[0].split()
                kept = [w for w in words[1:] if w != hostname]
                if len(words) > 1 and kept:
                    lines.append("\t".join([words[0], *kept]))
        directory = NETNS_ETC / ns
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "hosts").write_text("\n".join(lines) + "\n")

    def _shape(self, ns: str, outer: str) -> None:
        tbf = tbf_args(self.rate_mbit, self.queue_ms) if self.rate_mbit is not None else []
        inside = ["ip", "netns", "exec", ns, "tc", "qdisc", "add", "dev", INSIDE_IFACE]
        if self.latency_ms:
            netem = [*inside, "root", "handle", "1:", "netem",
                     "delay", f"{self.latency_ms}ms", "limit", "100000"]
            done = _run(netem, check=False)
            if done.returncode != 0:
                raise _error(
                    f"latency_ms={self.latency_ms} needs the netem qdisc, and "
                    f"{shlex.join(netem)!r} failed: {done.stderr.strip()} (a kernel without "
                    "CONFIG_NET_SCH_NETEM / module sch_netem); use latency_ms=None")
            if tbf:
                _run([*inside, "parent", "1:1", "handle", "10:", *tbf])
        elif tbf:
            _run([*inside, "root", "handle", "1:", *tbf])
        if tbf:
            _run(["tc", "qdisc", "add", "dev", outer, "root", "handle", "1:", *tbf])

    # -- signals --------------------------------------------------------------
    def _install_signal_handlers(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return

        def on_term(signum: int, frame: Any) -> None:
            raise SystemExit(128 + signum)

        def on_int(signum: int, frame: Any) -> None:
            raise KeyboardInterrupt

        for sig, handler in ((signal.SIGTERM, on_term), (signal.SIGINT, on_int)):
            self._saved_handlers[sig] = signal.signal(sig, handler)

    def _restore_signal_handlers(self) -> None:
        for sig, handler in self._saved_handlers.items():
            signal.signal(sig, handler)
        self._saved_handlers.clear()

    # -- using it -------------------------------------------------------------
    def resources(self, slots_per_machine: int = 1) -> str:
        """The resources string: ``"10.77.0.1:0,1;10.77.0.2:0,1"`` for 2 slots."""
        if slots_per_machine < 1:
            raise _error(f"slots_per_machine={slots_per_machine}; give at least 1")
        slots = ",".join(str(s) for s in range(slots_per_machine))
        return ";".join(f"{addr}:{slots}" for addr in self.addresses)

    def env(self) -> dict[str, str]:
        """Variables that make the launcher start its tasks inside the machines:
        add them to the environment of ``parallax-tf run`` / `launch`."""
        return {
            "PARALLAX_TF_SSH": str(SHIM),
            "PARALLAX_TF_GLOO_IFACE": INSIDE_IFACE,
            "PARALLAX_TF_RENDEZVOUS_ADDR": self.bridge_address,
            # the machines share this box's cores (the step-time estimator's Cores)
            "PARALLAX_TF_SHARED_CORES": str(os.cpu_count() or 1),
            HOSTS_VAR: ",".join(f"{a}={n}" for a, n in zip(self.addresses, self.namespaces)),
        }

    @contextlib.contextmanager
    def environ(self) -> Iterator[dict[str, str]]:
        """`env` set in ``os.environ`` while active (restored after): for
        `parallax_tf.launch.launcher.launch` / ``run_job`` in this process."""
        added = self.env()
        saved = {k: os.environ.get(k) for k in added}
        os.environ.update(added)
        try:
            yield added
        finally:
            for k, v in saved.items():
                if v is None:
                    os.environ.pop(k, None)
                else:
                    os.environ[k] = v

    def counters(self) -> list[dict[str, int]]:
        """Per machine: rx/tx bytes and packets of its ``eth0`` (the inside end)."""
        return [_counters_of(ns) for ns in self.namespaces]

    def tcp_segments(self) -> list[dict[str, int]]:
        """Per machine: TCP segments sent and retransmitted so far (cumulative;
        `retransmitted_share` of two snapshots: the packet loss between)."""
        return [_tcp_segments_of(ns) for ns in self.namespaces]

    def command(self, machine: int, argv: Sequence[str]) -> list[str]:
        """The argv that runs `argv` inside machine `machine`."""
        return ["ip", "netns", "exec", self.namespaces[machine], *argv]

    def run(self, machine: int, argv: Sequence[str], **kwargs: Any) -> subprocess.CompletedProcess:
        """`subprocess.run` of `argv` inside machine `machine`."""
        return subprocess.run(self.command(machine, argv), **kwargs)

    def popen(self, machine: int, argv: Sequence[str], **kwargs: Any) -> subprocess.Popen:
        """`subprocess.Popen` of `argv` inside machine `machine` (killed by `down`)."""
        return subprocess.Popen(self.command(machine, argv), **kwargs)

    def ping(self, src: int, dst: int, timeout_s: float = 5.0) -> float:
        """Round trip time (s) of one UDP datagram from machine `src` to an
        echo on machine `dst` and back (the box has no ``ping``)."""
        with self._server(dst, _UDP_ECHO) as (server, port):
            done = self.run(src, [sys.executable, "-c", _UDP_PING, self.addresses[dst],
                                  str(port), str(timeout_s)],
                            capture_output=True, text=True, timeout=timeout_s + 10, check=False)
            server.wait(timeout=timeout_s + 10)
        if done.returncode != 0:
            raise _error(f"machine {src} got no echo from machine {dst} "
                         f"({self.addresses[dst]}): {done.stderr.strip()}")
        return float(done.stdout.split()[-1])

    def throughput(self, src: int, dst: int, nbytes: int = 4_000_000,
                   timeout_s: float = 60.0) -> float:
        """Mbit/s of payload of one TCP stream of `nbytes` from machine `src`
        to machine `dst`, timed at the receiver (first byte to end)."""
        with self._server(dst, _TCP_SINK) as (server, port):
            self.run(src, [sys.executable, "-c", _TCP_SOURCE, self.addresses[dst], str(port),
                           str(nbytes)], capture_output=True, timeout=timeout_s, check=True)
            out, _ = server.communicate(timeout=timeout_s)
        received, seconds = out.split()[-2:]
        if int(received) != nbytes:
            raise _error(f"machine {dst} received {received} of {nbytes} bytes")
        return int(received) * 8 / float(seconds) / 1e6

    @contextlib.contextmanager
    def _server(self, machine: int, code: str) -> Iterator[tuple[subprocess.Popen, int]]:
        server = self.popen(machine, [sys.executable, "-c", code, self.addresses[machine]],
                            stdout=subprocess.PIPE, text=True)
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            if not line.strip().isdigit():
                raise _error(f"a helper server on machine {machine} did not start")
            yield server, int(line)
        finally:
            if server.poll() is None:
                server.kill()
                server.wait()

    def pids(self) -> dict[str, list[int]]:
        """The processes running in each machine's namespace now."""
        out = {}
        for ns in self.namespaces:
            listed = _run(["ip", "netns", "pids", ns], check=False).stdout.split()
            out[ns] = [int(p) for p in listed if p.isdigit()]
        return out

    def describe(self) -> str:
        shaping = []
        if self.rate_mbit is not None:
            shaping.append(f"{self.rate_mbit:g} Mbit/s per direction per machine")
        if self.latency_ms:
            shaping.append(f"{self.latency_ms:g} ms one way")
        if self.rate_mbit is not None:
            shaping.append(f"queue {self.queue_ms:g} ms")
        shaping.append(f"TCP {self.congestion_control or default_congestion_control() or '?'}")
        if self.rcv_buffer_kb:
            shaping.append(f"TCP receive buffer <= {self.rcv_buffer_kb} KiB")
        return (f"{self.num_machines} machine(s) {', '.join(self.addresses)} "
                f"(namespaces {self.prefix}-m0..{self.num_machines - 1}) on bridge "
                f"{self.bridge} {self.bridge_address}/{self.subnet.prefixlen}; links: "
                f"{', '.join(shaping) or 'unshaped'}")


@contextlib.contextmanager
def _signals_blocked() -> Iterator[None]:
    """Teardown must not be cut short by a second Ctrl-C."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    sigs = {signal.SIGINT, signal.SIGTERM}
    old = signal.pthread_sigmask(signal.SIG_BLOCK, sigs)
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, old)


# ----------------------------------------------------------------------------- CLI

def _status(prefix: str) -> int:
    found = namespaces(prefix)
    if not found:
        print(f"no emulated cluster with prefix {prefix!r}")
        return 1
    for ns in found:
        addrs = [a["local"] for link in _ip_json("-n", ns, "-4", "addr", "show", "dev",
                                                 INSIDE_IFACE)
                 for a in link.get("addr_info", [])]
        c = _counters_of(ns)
        qdiscs = _run(["ip", "netns", "exec", ns, "tc", "qdisc", "show", "dev", INSIDE_IFACE],
                      check=False).stdout.strip().replace("\n", "; ")
        pids = _run(["ip", "netns", "pids", ns], check=False).stdout.split()
        print(f"{ns}: {','.join(addrs)} rx {c['rx_bytes']} B tx {c['tx_bytes']} B, "
              f"{len(pids)} process(es); {INSIDE_IFACE} qdisc: {qdiscs}")
    return 0


def _run_command(command: Sequence[str], env: Mapping[str, str], grace_s: float = 15.0) -> int:
    """Run `command` in its own process group; when this process is stopped
    (Ctrl-C, SIGTERM), pass the signal on to that group (a launcher then stops
    its tasks), SIGKILL the group after `grace_s`, then let the cluster go."""
    proc = subprocess.Popen(list(command), env=dict(env), start_new_session=True)
    try:
        return proc.wait()
    except BaseException as e:
        sig = signal.SIGINT if isinstance(e, KeyboardInterrupt) else signal.SIGTERM
        with _signals_blocked():
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, sig)
            deadline = time.monotonic() + grace_s
            while time.monotonic() < deadline:      # the whole group, not only its leader
                proc.poll()
                try:
                    os.killpg(proc.pid, 0)
                except ProcessLookupError:
                    break
                time.sleep(0.1)
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
        raise


def main(argv: Optional[Sequence[str]] = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.cluster",
                                     description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="cmd", required=True)

    def common(p: argparse.ArgumentParser, build: bool) -> None:
        p.add_argument("--prefix", default="pxtf")
        if build:
            p.add_argument("-n", "--machines", type=int, default=2)
            p.add_argument("--rate", type=float, default=None, help="Mbit/s per link direction")
            p.add_argument("--latency", type=float, default=None, help="ms, one way")
            p.add_argument("--subnet", default=DEFAULT_SUBNET)

    common(sub.add_parser("up", help="build a cluster and leave it up"), True)
    common(sub.add_parser("down", help="remove a cluster (and its processes)"), False)
    common(sub.add_parser("status", help="show machines, counters, processes"), False)
    p_exec = sub.add_parser("exec", help="build, run a command with the env set, remove")
    common(p_exec, True)
    p_exec.add_argument("--slots", type=int, default=1, help="slots per machine")
    p_exec.add_argument("command", nargs=argparse.REMAINDER)
    args = parser.parse_args(argv)

    try:
        if args.cmd == "down":
            removed = cleanup(args.prefix)
            print("removed: " + (", ".join(removed) or "nothing"))
            return 0
        if args.cmd == "status":
            return _status(args.prefix)
        cluster = EmulatedCluster(args.machines, args.rate, args.latency, args.prefix,
                                  args.subnet)
        if args.cmd == "up":
            cluster.up()
            print(cluster.describe())
            for k, v in cluster.env().items():
                print(f"export {k}={shlex.quote(v)}")
            print(f"# resources (1 slot each): {cluster.resources(1)}")
            print(f"# remove with: python -m benchmarks.cluster down --prefix {args.prefix}")
            return 0
        command = args.command[1:] if args.command[:1] == ["--"] else args.command
        if not command:
            parser.error("exec needs a command after --")
        with cluster:
            print(cluster.describe(), file=sys.stderr)
            env = {**os.environ, **cluster.env(), RESOURCES_VAR: cluster.resources(args.slots)}
            before = cluster.counters()
            start = time.perf_counter()
            code = _run_command(command, env)
            elapsed = time.perf_counter() - start
            delta = diff_counters(cluster.counters(), before)
            print(f"exit {code} after {elapsed:.1f} s; bytes per machine (rx/tx): " +
                  ", ".join(f"m{i} {d['rx_bytes']}/{d['tx_bytes']}"
                            for i, d in enumerate(delta)), file=sys.stderr)
            return code
    except Exception as e:
        errors = sys.modules.get("parallax_tf.errors")
        if errors is None or not isinstance(e, errors.ParallaxError):
            raise
        print(f"error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
