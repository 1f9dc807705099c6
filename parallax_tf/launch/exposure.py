"""Nothing of a job reachable from other hosts unless it must be.

TensorFlow's gRPC servers (one per task) listen on every interface (TF
2.21 has no bind address: ``0.0.0.0``/``[::]`` and the port) and accept
any client: a session on a ps task's port can read and write files and run
any op there. Horovod's rendezvous server (the job's key-value store, in
the launcher) listens on ``0.0.0.0`` too. Neither authenticates. So the
launcher fences the ports of the tasks it starts on this machine, and the
store's, with an nftables table of its own (`Fence`), for the job's
lifetime:

* a job whose machines are all this box's loopback names (``localhost``,
  ``127.0.0.1``): TCP to those ports is dropped unless addressed to a
  loopback address (127.0.0.0/8, ::1), so connecting through the box's
  own non-loopback address fails as well as from any other host;
* a job with other machines: TCP to those ports is dropped unless it comes
  from one of the job's machines (their addresses, resolved), from an
  address of this machine (the launcher reads its own store through the
  job's interface), or loopback.
  Ports on other machines are not fenced (the launcher does not
  administer them): one warning lists them.

It needs root and the ``nft`` command (Debian: ``nftables``, which
`scripts/install.sh` installs); without either, one warning lists the
exposed ports and the way out. ``PARALLAX_TF_FENCE=0`` turns the fence
off. The table is named after the launcher's pid
(``parallax_tf_<pid>``); tables of launchers that are gone (killed with
SIGKILL before they could remove theirs) are removed at the next start.
See docs/security.md.
"""
from __future__ import annotations

import logging
import os
import re
import shutil
import socket
import subprocess
from typing import Iterable, Optional, Sequence

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
    for name in re.findall(rf"table inet ({TABLE_PREFIX}(\d+))", listed.stdout):
        table, pid = name
        if not os.path.exists(f"/proc/{pid}"):
            _nft(["delete", "table", "inet", table])
            logger.info("removed the nftables table %s of a launcher that is gone", table)


def ruleset(table: str, ports: Sequence[int], local_only: bool,
            allowed: tuple[Sequence[str], Sequence[str]] = ((), ())) -> str:
    """The nft script of the fence (pure: tested without nft)."""
    plist = ", ".join(str(p) for p in sorted(set(ports)))
    lines = [f"table inet {table} {{", "  chain input {",
             "    type filter hook input priority -10; policy accept;"]
    if local_only:
        lines += [f"    meta nfproto ipv4 tcp dport {{ {plist} }} ip daddr != 127.0.0.0/8 drop",
                  f"    meta nfproto ipv6 tcp dport {{ {plist} }} ip6 daddr != ::1 drop"]
    else:
        v4 = ", ".join(["127.0.0.0/8", *allowed[0]])
        v6 = ", ".join(["::1", *allowed[1]])
        lines += [f"    tcp dport {{ {plist} }} fib saddr type local accept",
                  f"    meta nfproto ipv4 tcp dport {{ {plist} }} ip saddr != {{ {v4} }} drop",
                  f"    meta nfproto ipv6 tcp dport {{ {plist} }} ip6 saddr != {{ {v6} }} drop"]
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


class Fence:
    """The nftables fence of one job (module doc); `close` removes it."""

    def __init__(self) -> None:
        self.table: Optional[str] = None

    @classmethod
    def around(cls, local_ports: Sequence[int], hosts: Sequence[str], local_only: bool,
               remote_ports: Sequence[str] = ()) -> "Fence":
        """Fence `local_ports` (this machine's tasks and the store) for a job
        on `hosts`; warn, once, about what stays open."""
        fence = cls()
        if remote_ports:
            logger.warning("the job's TensorFlow servers on other machines (%s) accept any "
                           "client that can reach them (unauthenticated; docs/security.md): "
                           "firewall them to the job's machines", ", ".join(remote_ports))
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
