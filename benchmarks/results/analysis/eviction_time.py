"""How long a dynamic table's eviction takes on one thread, in a v1 session
as a parameter server runs it: the click stream's table (65,536 rows,
131,072 slots, 32 probes; LFU, max_age 300, occupancy 0.75), full, its
rows last seen 0..`--recent` - 1 steps ago and seen a Zipf number of
times. `eviction.victims` chooses the rows that go; `eviction.rebuild`
rebuilds the hash table from the rows that stay. Prints the rounds the
rebuild's placement takes, the median and least of `--runs` calls of
each, a digest of each one's answer (equal digests: the same rows go, the
same hash table), and writes JSON.

    python benchmarks/results/analysis/eviction_time.py [--recent 400] [--out OUT.json]

(Until 2026-12-06 this timed `eviction.choose`, both parts in one call:
results/eviction-time/.)
"""
from __future__ import annotations

import argparse
import json
import time

import numpy as np
import tensorflow as tf


def timed(sess: tf.compat.v1.Session, fetches: list, feed: dict, runs: int) -> tuple:
    """(the answer, median ms, least ms, digest) of `runs` runs of `fetches`."""
    got = sess.run(fetches, feed)
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        sess.run(fetches, feed)
        times.append(time.perf_counter() - began)
    digest = 0
    for x in got:
        digest ^= int(np.bitwise_xor.reduce(np.asarray(x, np.int64) * 31 + np.arange(x.size)))
    return got, 1e3 * float(np.median(times)), 1e3 * min(times), digest


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--recent", type=int, default=400)
    ap.add_argument("--runs", type=int, default=60)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    from parallax_tf.embeddings import eviction, hashing
    from parallax_tf.embeddings.table import TableSpec

    tf.compat.v1.disable_eager_execution()
    spec = TableSpec(17, 65536, eviction="lfu", max_age=300, evict_every=5, occupancy=0.75)
    rng = np.random.default_rng(0)
    t = 10_000
    keys = rng.choice(2 ** 62, size=spec.capacity, replace=False).astype(np.int64)
    last = t - rng.integers(0, args.recent, size=spec.capacity).astype(np.int64)
    seen = np.minimum(rng.zipf(1.3, size=spec.capacity), 10 ** 6).astype(np.int64)
    graph = tf.Graph()
    with graph.as_default():
        ph = {name: tf.compat.v1.placeholder(tf.int64, [None]) for name in ("keys", "last", "seen")}
        chosen = list(eviction.victims(ph["keys"], ph["last"], ph["seen"], tf.constant(t), spec))
        rows, held = (tf.compat.v1.placeholder(tf.int64, [None]) for _ in range(2))
        rebuilt = list(eviction.rebuild(rows, held, spec))
        homes = hashing.home(held, spec.slots, 0)
    config = tf.compat.v1.ConfigProto(inter_op_parallelism_threads=1,
                                      intra_op_parallelism_threads=1)
    out: dict = {"rows": spec.capacity, "slots": spec.slots, "probes": spec.probes,
                 "recent": args.recent}
    with tf.compat.v1.Session(graph=graph, config=config) as sess:
        (gone, stay), out["victims_ms_median"], out["victims_ms_min"], \
            out["victims_digest"] = timed(sess, chosen, {ph["keys"]: keys, ph["last"]: last,
                                                         ph["seen"]: seen}, args.runs)
        out["gone"], out["stay"] = int(gone.size), int(stay.size)
        feed = {rows: stay, held: keys[stay]}
        (table, _, lost), out["rebuild_ms_median"], out["rebuild_ms_min"], \
            out["rebuild_digest"] = timed(sess, rebuilt, feed, args.runs)
        home_of = dict(zip(keys[stay].tolist(), sess.run(homes, feed).tolist()))
        placed = table != hashing.EMPTY_KEY
        out["rounds"] = 1 + int(max((p - home_of[int(k)]) % spec.slots
                                    for p, k in zip(np.flatnonzero(placed), table[placed])))
        out["lost"] = int(lost.size)
    print(json.dumps(out))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(out, f, indent=1)
    return out


if __name__ == "__main__":
    main()
