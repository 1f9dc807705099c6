"""One worker of the Horovod calibration (`python -m benchmarks.wire`).

    parallax-tf run --plain -a allreduce -r RESOURCES benchmarks/wire/horovod_worker.py OUT IDLE_S N

Reads its machine's interface counters (``eth0`` inside an emulated
machine) around two windows: IDLE_S seconds in which Horovod's background
thread runs its coordination cycles with nothing to reduce, then N
AllReduces of one float32, back to back (each one collective the way a
parallax_tf barrier is). Writes OUT/worker_<rank>.json.
"""
import json
import os
import sys
import time

import horovod.tensorflow as hvd
import tensorflow as tf

from parallax_tf import env
from parallax_tf.runtime.stats import interface_counters


def main(out: str, idle_s: float, n: int) -> None:
    hvd.init()
    iface = env.gloo_iface() or "eth0"
    one = tf.constant([1.0])
    hvd.allreduce(one, name="warm")           # rendezvous and first negotiation done
    hvd.allreduce(one, name="warm")
    samples = [(time.perf_counter(), interface_counters(iface))]
    time.sleep(idle_s)
    samples.append((time.perf_counter(), interface_counters(iface)))
    for _ in range(n):
        hvd.allreduce(one, name="barrier")
    samples.append((time.perf_counter(), interface_counters(iface)))
    hvd.allreduce(one, name="done")
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, f"worker_{hvd.rank()}.json"), "w") as f:
        json.dump({"rank": hvd.rank(), "size": hvd.size(), "samples": samples,
                   "idle_s": idle_s, "collectives": n,
                   "cycle_time_ms": os.environ.get("HOROVOD_CYCLE_TIME")}, f)


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]), int(sys.argv[3]))
