"""Bytes received per TCP connection on every emulated machine, between two
moments of a running benchmark job: which process receives what from whom.

    # while a job runs (e.g. `python -m benchmarks.compare ... --rates 10000`):
    python benchmarks/results/analysis/connections.py sample /tmp/ss --every 4
    # afterwards: the rates between snapshot A and snapshot B (steady steps)
    python benchmarks/results/analysis/connections.py report /tmp/ss A B

`sample` runs ``ss -tinpH`` in every namespace ``<prefix>-m<i>`` (default
prefix ``pxbench``, the benchmark's) every N seconds until interrupted,
writing ``<i>.<namespace>.txt`` and ``<i>.time``. `report` prints, per
machine, its received and sent MB/s and its largest connections by bytes
received (local port, peer address:port, process id): a TensorFlow task's
gRPC port is the peer port of the connections it serves, so the peer port
says which task sent the bytes (ports from 23456 up: the servers, then the
workers, in the order of the job's cluster spec). A task pulls a tensor over
the connection *it* opened to the sender, so a server's received pushes
arrive on connections whose peer port is a worker's. Connections to the
machine's own address stay inside it (they are in these sums, not in the
interface counters the benchmark reports). Used for
docs/performance.md ("Hot rows: the busiest server";
`benchmarks/results/diag-rx-m8/connections_before.txt`). Needs root.
"""
from __future__ import annotations

import argparse
import collections
import glob
import os
import re
import subprocess
import time


def _namespaces(prefix: str) -> list[str]:
    out = subprocess.run(["ip", "netns", "list"], capture_output=True, text=True,
                         check=True).stdout
    return sorted((line.split()[0] for line in out.splitlines()
                   if re.match(rf"{re.escape(prefix)}-m\d+$", line.split()[0] if line else "")),
                  key=lambda n: int(n.rsplit("m", 1)[1]))


def sample(folder: str, prefix: str, every: float) -> None:
    os.makedirs(folder, exist_ok=True)
    i = 0
    while True:
        for ns in _namespaces(prefix):
            text = subprocess.run(["ip", "netns", "exec", ns, "ss", "-tinpH"],
                                  capture_output=True, text=True, check=False).stdout
            with open(os.path.join(folder, f"{i}.{ns}.txt"), "w") as f:
                f.write(text)
        with open(os.path.join(folder, f"{i}.time"), "w") as f:
            f.write(f"{time.time()}\n")
        i += 1
        time.sleep(every)


def _address(text: str) -> str:
    return text.replace("[::ffff:", "").replace("]", "")


def _load(folder: str, i: int) -> dict[tuple, tuple[int, int]]:
    """(namespace, local, peer, pid) -> (bytes received, bytes acked)."""
    out = {}
    for path in glob.glob(os.path.join(folder, f"{i}.*.txt")):
        ns = os.path.basename(path).split(".")[1]
        key = None
        for line in open(path).read().splitlines():
            if line.startswith("ESTAB"):
                parts = line.split()
                pid = re.search(r"pid=(\d+)", line)
                key = (ns, _address(parts[3]), _address(parts[4]), pid.group(1) if pid else "?")
            elif key is not None and "bytes_" in line:
                got = re.search(r"bytes_received:(\d+)", line)
                sent = re.search(r"bytes_acked:(\d+)", line)
                out[key] = (int(got.group(1)) if got else 0, int(sent.group(1)) if sent else 0)
                key = None
    return out


def report(folder: str, a: int, b: int, top: int) -> str:
    before, after = _load(folder, a), _load(folder, b)
    seconds = (float(open(os.path.join(folder, f"{b}.time")).read())
               - float(open(os.path.join(folder, f"{a}.time")).read()))
    rx, tx = collections.Counter(), collections.Counter()
    by_connection: dict[str, collections.Counter] = collections.defaultdict(collections.Counter)
    for key, (got, sent) in after.items():
        got0, sent0 = before.get(key, (0, 0))
        ns, local, peer, pid = key
        rx[ns] += got - got0
        tx[ns] += sent - sent0
        by_connection[ns][(local.rsplit(":", 1)[1], peer, pid)] += got - got0
    lines = [f"snapshots {a} -> {b}: {seconds:.1f} s"]
    for ns in sorted(rx, key=lambda n: int(n.rsplit("m", 1)[1])):
        lines.append(f"{ns} received {rx[ns] / seconds / 1e6:.2f} MB/s, "
                     f"sent {tx[ns] / seconds / 1e6:.2f} MB/s")
        for (port, peer, pid), n in by_connection[ns].most_common(top):
            lines.append(f"    local port {port} from {peer} (pid {pid}): "
                         f"{n / seconds / 1e6:.2f} MB/s")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    s = sub.add_parser("sample")
    s.add_argument("folder")
    s.add_argument("--prefix", default="pxbench")
    s.add_argument("--every", type=float, default=4.0)
    r = sub.add_parser("report")
    r.add_argument("folder")
    r.add_argument("a", type=int)
    r.add_argument("b", type=int)
    r.add_argument("--top", type=int, default=12)
    args = parser.parse_args()
    if args.command == "sample":
        sample(args.folder, args.prefix, args.every)
    else:
        print(report(args.folder, args.a, args.b, args.top))


if __name__ == "__main__":
    main()
