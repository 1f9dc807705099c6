"""Calibrate what the wire carries besides the byte model's payload, once,
on the emulated cluster (issue 16 item 4: "per-step control messages
measured once"):

* **headers**: wire bytes per payload byte of a bulk TCP transfer between
  two machines (Ethernet/IP/TCP headers of the data segments, the ACKs),
  counted at both ends as the benchmark counts a machine (sent + received);
* **Horovod's coordination**: every worker's background thread runs a
  negotiation cycle every HOROVOD_CYCLE_TIME ms whether or not a tensor
  waits, so a job's Horovod chatter grows with its wall time: bytes per
  second per machine while idle, and bytes per extra one-float AllReduce
  (a parallax_tf barrier), at 2, 4 and 8 machines.

    python -m benchmarks.wire --machines 2,4,8 --rate 100 --name wire-calibration

Writes benchmarks/results/<name>/calibration.json, which the comparison
report (`benchmarks/comparison/wire.py`) reads for its wire prediction.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
WORKER = REPO / "benchmarks" / "wire" / "horovod_worker.py"


def headers(cluster, nbytes: int) -> dict:
    """Wire bytes (both machines, sent + received) of one TCP stream of
    `nbytes` payload from machine 0 to machine 1, over 2 x `nbytes`."""
    from benchmarks.cluster import diff_counters
    before = cluster.counters()
    mbit = cluster.throughput(0, 1, nbytes)
    delta = diff_counters(cluster.counters(), before)[:2]
    wire = sum(d["rx_bytes"] + d["tx_bytes"] for d in delta)
    packets = sum(d["rx_packets"] + d["tx_packets"] for d in delta)
    return {"payload_bytes": nbytes, "wire_bytes_both_ends": wire, "packets": packets,
            "factor": wire / (2 * nbytes), "mbit": mbit}


def horovod(cluster, idle_s: float, collectives: int, timeout_s: float) -> dict:
    """Horovod's coordination bytes per machine: per second idle, per
    one-float AllReduce (`horovod_worker.py` on every machine)."""
    out = Path(tempfile.mkdtemp(prefix="pxwire-"))
    parallax_tf = Path(sys.executable).with_name("parallax-tf")
    cmd = [str(parallax_tf), "run", "--plain", "-a", "allreduce", "-r", cluster.resources(1),
           str(WORKER), str(out), str(idle_s), str(collectives)]
    done = subprocess.run(cmd, cwd=REPO, env={**os.environ, **cluster.env()},
                          capture_output=True, text=True, timeout=timeout_s, check=False)
    workers = [json.loads(p.read_text()) for p in sorted(out.glob("worker_*.json"))]
    if done.returncode != 0 or len(workers) != len(cluster.namespaces):
        raise RuntimeError(f"calibration job failed (exit {done.returncode}):\n"
                           f"{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    idle, per_collective, cycles = [], [], []
    for w in workers:
        (t0, c0), (t1, c1), (t2, c2) = w["samples"]
        rate = (c1["rx_bytes"] + c1["tx_bytes"] - c0["rx_bytes"] - c0["tx_bytes"]) / (t1 - t0)
        window = c2["rx_bytes"] + c2["tx_bytes"] - c1["rx_bytes"] - c1["tx_bytes"]
        idle.append(rate)
        per_collective.append((window - rate * (t2 - t1)) / w["collectives"])
        cycles.append((t2 - t1) / w["collectives"])
    return {"machines": len(workers), "idle_bytes_per_s_per_machine": statistics.mean(idle),
            "idle_bytes_per_s_by_machine": idle,
            "collective_bytes_per_machine": statistics.mean(per_collective),
            "collective_bytes_by_machine": per_collective,
            "seconds_per_collective": statistics.mean(cycles),
            "cycle_time_ms": workers[0]["cycle_time_ms"] or "Horovod's default"}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m benchmarks.wire", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--machines", default="2,4,8")
    parser.add_argument("--rate", type=float, default=100.0, help="link Mbit/s")
    parser.add_argument("--idle", type=float, default=6.0, help="idle window, seconds")
    parser.add_argument("--collectives", type=int, default=300)
    parser.add_argument("--bulk-bytes", type=int, default=8_000_000)
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--name", default="wire-calibration")
    parser.add_argument("--out-root", default=str(REPO / "benchmarks" / "results"))
    args = parser.parse_args(argv)
    from benchmarks.cluster import EmulatedCluster
    result = {"command": "python -m benchmarks.wire " + " ".join(argv or sys.argv[1:]),
              "rate_mbit": args.rate, "horovod": {}}
    for n in [int(x) for x in args.machines.split(",")]:
        with EmulatedCluster(n, rate_mbit=args.rate, prefix="pxwire",
                             subnet="10.83.0.0/24") as cluster:
            if "headers" not in result:
                result["headers"] = headers(cluster, args.bulk_bytes)
                print(f"wire: headers {result['headers']['factor']:.4f} wire bytes per "
                      "payload byte (bulk TCP, both ends)", file=sys.stderr)
            h = horovod(cluster, args.idle, args.collectives, args.timeout)
            result["horovod"][str(n)] = h
            print(f"wire: {n} machines: Horovod idle {h['idle_bytes_per_s_per_machine']:,.0f} "
                  f"B/s per machine, {h['collective_bytes_per_machine']:,.0f} B per one-float "
                  f"AllReduce ({h['seconds_per_collective'] * 1e3:.2f} ms each)", file=sys.stderr)
    out = Path(args.out_root) / args.name
    out.mkdir(parents=True, exist_ok=True)
    (out / "calibration.json").write_text(json.dumps(result, indent=1) + "\n")
    print(f"wire: wrote {out / 'calibration.json'}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
