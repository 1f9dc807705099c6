"""Nothing of a job reachable from other hosts unless it must be.

TensorFlow's gRPC servers (one per task) listen on every interface (TF
2.21 has no bind address: ``0.0.0.0``/``[::]`` and the port) and accept
any client: a session on a ps task's port can read and write files and run
any op there. Gloo's pairs and Horovod's rendezvous server listen on every
interface too. None authenticates. So every machine of a job is fenced:

* each machine's first worker (or the server of a machine without
  workers) installs an nftables table for the job there (`MachineFence`), with a
  set of ports that every task of the job on that machine fills with the
  TCP ports it listens on (its gRPC server, Gloo's pairs, ...: read from
  the process's own sockets every `PORTS_EVERY_S`, `TaskPorts`); TCP to
  those ports is dropped unless it comes from one of the job's machines,
  from the job's store (the launcher, which may run on a login node
  outside the job), from an address of this machine, or loopback; for a
  job whose machines are all this box's loopback names, unless it is
  addressed to loopback. The table goes when the first task ends, and a
  table whose task is gone (SIGKILL) is removed by the next start on that
  machine;
* the launcher fences its own ports (the store, Horovod's rendezvous) and
  the tasks it starts on its machine (`Fence`):

* a job whose machines are all this box's loopback names (``localhost``,
  ``127.0.0.1``): TCP to those ports is dropped unless addressed to a
  loopback address (127.0.0.0/8, ::1), so connecting through the box's
  own non-loopback address fails as well as from any other host;
* a job with other machines: TCP to those ports is dropped unless it comes
  from one of the job's machines (their addresses, resolved), from an
  address of this machine (the launcher reads its own store through the
  job's interface), or loopback.

It needs root and the ``nft`` command (Debian: ``nftables``, which
`scripts/install.sh` installs); without either, one warning per machine
prints the exact rules to install. ``PARALLAX_TF_FENCE=0`` turns the fence
off. Each table is named after the pid of its process
(``parallax_tf_<pid>``, a machine's ``parallax_tf_j<job>_<pid>``); tables
whose process is gone (killed with SIGKILL before it could remove its own)
are removed at the next start. See docs/security.md.
"""
from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from typing import Iterable, Optional, Sequence

import psutil

from parallax_tf import env

logger = logging.getLogger(__name__)

TABLE_PREFIX = "parallax_tf_"


def _nft(args: Sequence[str], script: Optional[str] = None) -> subprocess.CompletedProcess:
    return subprocess.run(["nft", *args], input=script, text=True, capture_output=True,
                          timeout=20, check=False)


def _addresses(hosts: Iterable[str]) -> tuple[list[str], list[str]]:
    """(IPv4, IPv6) addresses of `hosts`, resolved here."""
    v4: set[str] = set()
    v6: set[str] = set()
    for host in hosts:
        try:
            infos = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
        except OSError:
            continue
        for family, *_, sockaddr in infos:
            if isinstance(sockaddr[0], str):       # an int only without IPv6 support
                (v4 if family == socket.AF_INET else v6).add(sockaddr[0].split("%")[0])
    return sorted(v4), sorted(v6)


def _remove_stale_tables() -> None:
    listed = _nft(["list", "tables"])
    for table, pid in re.findall(rf"table inet ({TABLE_PREFIX}(?:j[0-9a-f]+_)?(\d+))",
                                 listed.stdout):
        if not os.path.exists(f"/proc/{pid}"):
            _nft(["delete", "table", "inet", table])
            logger.info("removed the nftables table %s of a process that is gone", table)


def ruleset(table: str, ports: Sequence[int], local_only: bool,
            allowed: tuple[Sequence[str], Sequence[str]] = ((), ())) -> str:
    """The nft script of the fence (pure: tested without nft)."""
    plist = ", ".join(str(p) for p in sorted(set(ports)))
    return _table(table, [], f"{{ {plist} }}", local_only, allowed)


def _table(table: str, head: list[str], ports: str, local_only: bool,
           allowed: tuple[Sequence[str], Sequence[str]]) -> str:
    """A table whose input chain drops TCP to `ports` (a set expression)
    from outside: not addressed to loopback (`local_only`), else not from
    loopback, this machine or `allowed` (IPv4, IPv6)."""
    lines = [f"table inet {table} {{", *head, "  chain input {",
             "    type filter hook input priority -10; policy accept;"]
    if local_only:
        lines += [f"    meta nfproto ipv4 tcp dport {ports} ip daddr != 127.0.0.0/8 drop",
                  f"    meta nfproto ipv6 tcp dport {ports} ip6 daddr != ::1 drop"]
    else:
        v4 = ", ".join(["127.0.0.0/8", *allowed[0]])
        v6 = ", ".join(["::1", *allowed[1]])
        lines += [f"    tcp dport {ports} fib saddr type local accept",
                  f"    meta nfproto ipv4 tcp dport {ports} ip saddr != {{ {v4} }} drop",
                  f"    meta nfproto ipv6 tcp dport {ports} ip6 saddr != {{ {v6} }} drop"]
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


class Fence:
    """The nftables fence of one job (module doc); `close` removes it."""

    def __init__(self) -> None:
        self.table: Optional[str] = None

    @classmethod
    def around(cls, local_ports: Sequence[int], hosts: Sequence[str], local_only: bool) -> "Fence":
        """Fence `local_ports` (this machine's tasks and the store) for a job
        on `hosts`; warn, once, about what stays open."""
        fence = cls()
        if env.fence_disabled() or not local_ports:
            return fence
        exposed = ", ".join(str(p) for p in sorted(set(local_ports)))
        if os.geteuid() != 0 or shutil.which("nft") is None:
            why = "not root" if os.geteuid() != 0 else "no nft command (apt install nftables)"
            logger.warning(
                "this job's ports %s on this machine listen on every interface and are "
                "unauthenticated: anyone who can reach this machine can run code in the job "
                "(%s, so the launcher cannot fence them; run as root with nftables, or "
                "firewall them: docs/security.md)", exposed, why)
            return fence
        _remove_stale_tables()
        table = f"{TABLE_PREFIX}{os.getpid()}"
        allowed = ((), ()) if local_only else _addresses(hosts)
        done = _nft(["-f", "-"], ruleset(table, local_ports, local_only, allowed))
        if done.returncode != 0:
            logger.warning("cannot fence this job's ports %s with nftables (%s); they accept "
                           "any client that can reach this machine (docs/security.md)",
                           exposed, done.stderr.strip())
            return fence
        fence.table = table
        logger.info("ports %s fenced (%s) by the nftables table %s", exposed,
                    "loopback only" if local_only else "the job's machines only", table)
        return fence

    def close(self) -> None:
        if self.table is not None:
            _nft(["delete", "table", "inet", self.table])
            self.table = None


# ----------------------------------------------------------------------------- every machine

PORTS_EVERY_S = 1.0
"""How often a task adds the ports it newly listens on to its machine's set."""


def job_key(store: tuple[str, int]) -> str:
    """A short name of the job, the same on every machine: its store's address."""
    return hashlib.sha1(f"{store[0]}:{store[1]}".encode()).hexdigest()[:8]


def machine_ruleset(table: str, local_only: bool,
                    allowed: tuple[Sequence[str], Sequence[str]] = ((), ())) -> str:
    """The nft script of a machine's fence: a set of ports the job's tasks
    fill, and the rules that drop TCP to them from outside the job (pure)."""
    return _table(table, ["  set ports {", "    type inet_service", "  }"], "@ports",
                  local_only, allowed)


def listening_ports(pid: Optional[int] = None) -> set[int]:
    """The TCP ports process `pid` (this one) listens on."""
    try:
        sockets = psutil.Process(pid).net_connections(kind="tcp")
    except (psutil.Error, OSError):
        return set()
    return {c.laddr.port for c in sockets if c.status == psutil.CONN_LISTEN and c.laddr}


def _tables_of(job: str) -> list[str]:
    listed = _nft(["list", "tables"])
    return re.findall(rf"table inet ({TABLE_PREFIX}j{job}_\d+)", listed.stdout)


class MachineFence:
    """The fence of one job on this machine, installed by its first task
    (module doc); `close` removes it."""

    def __init__(self, table: Optional[str]) -> None:
        self.table = table

    @classmethod
    def install(cls, job: str, hosts: Sequence[str], store_host: str,
                local_only: bool, machine: str) -> "MachineFence":
        """Create this machine's table for `job` (the job's machines are
        `hosts`, its store on `store_host`); warn once, with the exact rules,
        where it cannot."""
        if env.fence_disabled():
            return cls(None)
        table = f"{TABLE_PREFIX}j{job}_{os.getpid()}"
        allowed = ((), ()) if local_only else _addresses([*hosts, store_host])
        script = machine_ruleset(table, local_only, allowed)
        if os.geteuid() != 0 or shutil.which("nft") is None:
            why = "not root" if os.geteuid() != 0 else "no nft command (apt install nftables)"
            logger.warning(
                "the job's ports on machine %s listen on every interface and are "
                "unauthenticated (%s, so its tasks cannot fence them); install these rules "
                "there as root (nft -f FILE), adding each port the job's tasks listen on to "
                "the set (nft add element inet %s ports { PORT }), or firewall the machine "
                "(docs/security.md):\n%s", machine, why, table, script)
            return cls(None)
        if table in _tables_of(job):     # this process re-ran itself (execve keeps the
            return cls(table)            # pid): its table and guard are in place
        _remove_stale_tables()
        done = _nft(["-f", "-"], script)
        if done.returncode != 0:
            logger.warning("cannot fence the job's ports on machine %s with nftables (%s); "
                           "they accept any client that can reach it (docs/security.md)",
                           machine, done.stderr.strip())
            return cls(None)
        logger.info("the job's ports on machine %s are fenced (%s) by the nftables table %s",
                    machine, "loopback only" if local_only else "the job's machines only",
                    table)
        # A guard removes the table when this task ends, however it ends (a
        # task's SIGTERM ends it at once, with no Python cleanup); a SIGKILL
        # of both leaves the table to the next start (`_remove_stale_tables`).
        subprocess.Popen([sys.executable, "-m", "parallax_tf.launch.fence", table,
                          str(os.getpid())], stdin=subprocess.DEVNULL)
        return cls(table)

    def close(self) -> None:
        if self.table is not None:
            _nft(["delete", "table", "inet", self.table])
            self.table = None


class TaskPorts:
    """A task adds the ports it listens on to its machine's fence, now and
    every `PORTS_EVERY_S` (a thread), for as long as it runs."""

    def __init__(self, job: str) -> None:
        self.job = job
        self.added: set[int] = set()
        self.table: Optional[str] = None

    def start(self) -> None:
        if env.fence_disabled() or os.geteuid() != 0 or shutil.which("nft") is None:
            return
        threading.Thread(target=self._loop, name="parallax fence", daemon=True).start()

    def _loop(self) -> None:
        while True:
            with contextlib.suppress(Exception):   # a machine without its table: try later
                self.add_new()
            time.sleep(PORTS_EVERY_S)

    def add_new(self) -> set[int]:
        """Add the ports this process listens on and its fence lacks; the ports added."""
        if self.table is None:
            tables = _tables_of(self.job)
            if not tables:
                return set()
            self.table = tables[0]
        new = listening_ports() - self.added
        if new:
            done = _nft(["add", "element", "inet", self.table, "ports",
                         "{ " + ", ".join(str(p) for p in sorted(new)) + " }"])
            if done.returncode != 0:
                self.table = None            # gone (the job ends there): find it again
                return set()
            self.added |= new
        return new


def guard(table: str, pid: int) -> None:
    """Remove `table` once process `pid` is gone, or when stopped (SIGTERM,
    SIGINT, SIGHUP): what `MachineFence.install` starts beside its task."""
    def remove(*_: object) -> None:
        _nft(["delete", "table", "inet", table])
        os._exit(0)

    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, remove)
    while os.path.exists(f"/proc/{pid}") and process_alive(pid):
        time.sleep(0.5)
    remove()


def process_alive(pid: int) -> bool:
    """Whether `pid` runs (not a zombie waiting for its parent)."""
    try:
        return psutil.Process(pid).status() != psutil.STATUS_ZOMBIE
    except psutil.Error:
        return False


if __name__ == "__main__":
    guard(sys.argv[1], int(sys.argv[2]))
