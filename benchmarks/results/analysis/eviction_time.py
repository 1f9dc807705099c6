"""How long a dynamic table's eviction takes (`eviction.choose`: the policy's
victims and the hash table rebuilt from the rest in rounds), on one thread
as a parameter server's share of a step would run it: the click stream's
table (65,536 rows, LFU, max_age 300, occupancy 0.75), 95% of the rows live,
last seen within the last `--recent` steps (750: none too old, so the policy
ranks about 13,000 rows over the occupancy; 0: most go by age and the policy
ranks none). Prints the median of 30 runs and a digest of the answer (equal
digests: the same rows go and the same hash table), and writes JSON.

    python benchmarks/results/analysis/eviction_time.py [--recent 750] [--out OUT.json]
"""
from __future__ import annotations

import argparse
import json
import time

import numpy as np
import tensorflow as tf


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--capacity", type=int, default=65536)
    ap.add_argument("--recent", type=int, default=750)
    ap.add_argument("--runs", type=int, default=30)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    tf.config.threading.set_inter_op_parallelism_threads(1)
    tf.config.threading.set_intra_op_parallelism_threads(1)
    from parallax_tf.embeddings import eviction  # (after the threads are set)
    from parallax_tf.embeddings.table import TableSpec

    cap = args.capacity
    spec = TableSpec(17, cap, eviction="lfu", max_age=300, evict_every=5, occupancy=0.75)
    rng = np.random.default_rng(0)
    keys = rng.integers(1, 2 ** 62, cap, dtype=np.int64)
    keys[rng.random(cap) < 0.05] = -(2 ** 63)
    last = rng.integers(args.recent, 1000, cap).astype(np.int64)
    seen = rng.integers(1, 50, cap).astype(np.int64)
    k, lt, s = (tf.constant(x) for x in (keys, last, seen))
    run = tf.function(lambda: eviction.choose(k, lt, s, tf.constant(1000, tf.int64), spec))
    out = [x.numpy() for x in run()]
    times = []
    for _ in range(args.runs):
        began = time.perf_counter()
        run()[0].numpy()
        times.append(time.perf_counter() - began)
    result = {"capacity": cap, "recent": args.recent, "victims": int(out[2].size),
              "median_ms": 1e3 * float(np.median(times)), "min_ms": 1e3 * min(times),
              "digest": [int(np.sum(o.astype(np.int64) * np.arange(o.size) % 1000003))
                         for o in out]}
    print(json.dumps(result))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
    return result


if __name__ == "__main__":
    main()
