"""Which hosts are this machine, and which ports the launched tasks listen on.

Every task (each ps task and each worker) gets its own port. Two machines of
the resources may be the same box (``localhost`` and ``127.0.0.1``), so ports
are allocated over all tasks together, never per machine.

Free ports come from below the kernel's ephemeral range
(``/proc/sys/net/ipv4/ip_local_port_range``): a port the kernel hands out
for ``bind(0)`` lies inside that range, and between the launcher releasing
it and the task's server binding it (seconds: the task imports TensorFlow
first) any outgoing connection on the box may take it as its source port
(seen in CI: "Failed to add port to server ... Could not start gRPC server").
Ports below the range are only ever taken by an explicit bind.

A chosen port stays *held* (bound, not listening) from its choice until the
task's server binds it (`hold=True`, `hand_over`, `release`): another job
or process choosing at the same time cannot take it meanwhile (a fresh
clone's suite lost a job to "Could not start gRPC server" when two test
jobs chose ports at once). TensorFlow's server binds without SO_REUSEPORT,
so the hold is closed right before that bind (`launch/tf_server.py`).
"""
from __future__ import annotations

import contextlib
import functools
import ipaddress
import logging
import os
import random
import socket
from typing import Collection, Optional, Sequence

import psutil

from parallax_tf import env
from parallax_tf.errors import LaunchError

logger = logging.getLogger(__name__)

_LOOPBACK_NAMES = frozenset({"localhost", "localhost.localdomain", "ip6-localhost",
                             "ip6-loopback"})


def is_loopback_host(host: str) -> bool:
    """True for ``localhost``, ``127.x.y.z`` and ``::1``: names no other machine can use."""
    if host.lower() in _LOOPBACK_NAMES:
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


@functools.lru_cache(maxsize=1)
def _local_addresses() -> frozenset[str]:
    addrs = {a.address.split("%", 1)[0] for infos in psutil.net_if_addrs().values()
             for a in infos if a.family in (socket.AF_INET, socket.AF_INET6)}
    return frozenset(addrs)


@functools.lru_cache(maxsize=64)
def is_local_host(host: str) -> bool:
    """True when `host` names this machine (loopback, its host name or one of its
    addresses), so its tasks are started with subprocess instead of ssh."""
    if is_loopback_host(host):
        return True
    bare = host.strip("[]")
    if bare in _local_addresses():
        return True
    if bare.lower() in {socket.gethostname().lower(), socket.getfqdn().lower()}:
        return True
    try:
        infos = socket.getaddrinfo(bare, None)
    except (socket.gaierror, UnicodeError):
        return False
    resolved = {info[4][0].split("%", 1)[0] for info in infos if isinstance(info[4][0], str)}
    return bool(resolved) and all(
        a in _local_addresses() or ipaddress.ip_address(a).is_loopback for a in resolved)


def _bind(port: int) -> socket.socket:
    """A socket bound to `port` on all IPv4 interfaces (what a TF server binds)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        sock.bind(("", port))
    except OSError:
        sock.close()
        raise
    return sock


_EPHEMERAL_RANGE = "/proc/sys/net/ipv4/ip_local_port_range"
_LOWEST_FREE = 10000


def ephemeral_range() -> tuple[int, int]:
    """The kernel's range for outgoing connections' source ports (Linux default
    32768-60999; the IANA one elsewhere)."""
    try:
        with open(_EPHEMERAL_RANGE, encoding="ascii") as f:
            low, high = (int(x) for x in f.read().split())
        return low, high
    except (OSError, ValueError):
        return 49152, 65535


def _free_port(avoid: frozenset[int] = frozenset()) -> socket.socket:
    """A socket bound to a free port no outgoing connection can take (module doc):
    a random port between 10000 and the ephemeral range, else one from the
    kernel; never one of `avoid`."""
    low, high = ephemeral_range()
    candidates = range(_LOWEST_FREE, low) if low > _LOWEST_FREE + 1000 else \
        range(max(1024, high + 1), 65536)
    rng = random.SystemRandom()
    for _ in range(64):
        if not candidates:
            break
        port = rng.choice(candidates)
        if port in avoid:
            continue
        try:
            return _bind(port)
        except OSError:
            continue
    for _ in range(64):
        sock = _bind(0)
        if sock.getsockname()[1] not in avoid:
            return sock
        sock.close()
    raise LaunchError(f"no free port on this machine outside {sorted(avoid)[:10]}...")


_held: dict[int, socket.socket] = {}
"""Ports this process chose and holds for a task (`allocate_ports(hold=True)`)."""


def allocate_ports(hosts: Sequence[str], port_base: Optional[int] = None, *,
                   avoid: Collection[int] = (), hold: bool = False) -> tuple[int, ...]:
    """One port per task; `hosts[i]` is the host of task i.

    Without `port_base`, local tasks get free ports outside the ephemeral
    range and outside `avoid` (the ports a scheduler's cluster lists, the
    job's store: module doc; all held open until every task has one, so no
    two tasks get the same port) and remote tasks get consecutive ports from
    23456 (they cannot be checked from here). With `port_base`, task i gets
    ``port_base + i``; for local hosts the port is checked to be free first.
    `hold`: the local ports stay bound in this process until `release` (the
    task's server binds it) or `hand_over` (a child task gets them).
    """
    if port_base is not None and not 1024 <= port_base <= 65535 - len(hosts):
        raise LaunchError(f"port_base={port_base} leaves no room for {len(hosts)} ports; "
                          f"use a --port-base between 1024 and {65535 - len(hosts)}")
    ports: list[int] = []
    taken = frozenset(avoid)
    with contextlib.ExitStack() as held:
        bound: list[socket.socket] = []
        for i, host in enumerate(hosts):
            local = is_local_host(host)
            if port_base is None and local:
                sock = held.enter_context(_free_port(taken | frozenset(ports)))
                bound.append(sock)
                ports.append(sock.getsockname()[1])
                continue
            port = (port_base if port_base is not None else 23456) + i
            if local:
                try:
                    bound.append(held.enter_context(_bind(port)))
                except OSError as e:
                    raise LaunchError(
                        f"port {port} for task {i} on {host}:{port} is already in use ({e}); "
                        "pass another --port-base (port_base=...) whose "
                        f"{len(hosts)} consecutive ports are free, or leave it out "
                        "to let the launcher pick free ports") from e
            ports.append(port)
        if hold:
            held.pop_all()
            _held.update((sock.getsockname()[1], sock) for sock in bound)
    return tuple(ports)


def hand_over(port: int) -> Optional[tuple[int, str]]:
    """The file descriptor of held `port` and the ``port:fd`` entry of the
    child's `env.HELD_PORTS_VAR`, for a child process that keeps holding it
    (`subprocess.Popen(pass_fds=...)`; then `release` it here); None when
    this process does not hold it."""
    sock = _held.get(port)
    if sock is None:
        return None
    return sock.fileno(), f"{port}:{sock.fileno()}"


def release(port: Optional[int] = None) -> None:
    """Stop holding `port` (None: every port) in this process: chosen here
    (`allocate_ports(hold=True)`) or handed down by the parent
    (`env.HELD_PORTS_VAR`). Called right before the task's server binds it,
    and for ports a task does not use."""
    for p in [p for p in _held if port is None or p == port]:
        _held.pop(p).close()
    handed = env.held_ports()
    if not handed:
        return
    for p, fd in handed.items():
        if port is None or p == port:
            with contextlib.suppress(OSError):
                os.close(fd)
    left = {p: fd for p, fd in handed.items() if port is not None and p != port}
    if left:
        env.export(env.HELD_PORTS_VAR, ",".join(f"{p}:{fd}" for p, fd in left.items()))
    else:
        env.forget(env.HELD_PORTS_VAR)


def route_source_address(remote_host: str) -> str:
    """This machine's address on the route towards `remote_host` (no packet is sent)."""
    try:
        family, _, _, _, sockaddr = socket.getaddrinfo(remote_host, 9, type=socket.SOCK_DGRAM)[0]
    except socket.gaierror as e:
        raise LaunchError(f"cannot resolve host {remote_host!r} ({e}); fix the resources "
                          "or /etc/hosts, or set PARALLAX_TF_RENDEZVOUS_ADDR") from e
    with socket.socket(family, socket.SOCK_DGRAM) as sock:
        sock.connect(sockaddr)
        return sock.getsockname()[0]


def interface_of(address: str) -> Optional[str]:
    """The name of this machine's network interface holding `address`, if any."""
    for name, infos in psutil.net_if_addrs().items():
        if any(a.address.split("%", 1)[0] == address for a in infos):
            return name
    return None


def loopback_interface() -> str:
    """The name of the loopback interface (``lo`` on Linux)."""
    return interface_of("127.0.0.1") or "lo"


def task_interface(toward: str, host: str) -> Optional[str]:
    """The network interface of this machine that a task uses: the one it
    routes to `toward` by (the job's store: what ``ip route get`` answers),
    unless PARALLAX_TF_GLOO_IFACE names one, for every machine (``eth0``)
    or for this one by its host as the resources name it
    (``h1=eth0,h2=ens5``). None when no interface holds the route's address."""
    override = env.gloo_iface()
    if override:
        if "=" not in override:
            return override.strip()
        chosen = dict(part.split("=", 1) for part in override.split(",") if "=" in part)
        if host in chosen:
            return chosen[host].strip()
    if is_loopback_host(toward):
        return loopback_interface()
    try:
        return interface_of(route_source_address(toward))
    except LaunchError:
        return None
