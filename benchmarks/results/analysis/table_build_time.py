"""How long building a dynamic table's training ops in a graph takes (what
a job's chief does for every table call and shard of its program before
its first step): per table, the eviction (`evict_if_due`) and the
admission (`admit`), 12 tables of 2 policies, each phase built 12 times
after a first 12 (warm: a process's functions already built). Prints the
seconds and writes them as JSON.

    python benchmarks/results/analysis/table_build_time.py [OUT.json]
"""
from __future__ import annotations

import json
import sys
import time

import tensorflow as tf

from parallax_tf.embeddings import table as T


def main(out: str = "") -> dict:
    graph = tf.Graph()
    with graph.as_default():
        tables = []
        for i in range(24):
            spec = T.TableSpec(4, 32 + i, eviction=("lfu", "lru")[i % 2], max_age=300,
                               evict_every=3, probes=8)
            made = T.state_variables(spec, tf.float32, lambda name, shape, dtype, init, _:
                                     tf.Variable(init(shape, tf.as_dtype(dtype)), name=name))
            tables.append(T.TableOps(spec, made))
        t = tf.constant(3, tf.int64)
        began = time.perf_counter()
        for ops in tables[:12]:
            ops.evict_if_due(t, [])
        first = time.perf_counter()
        for ops in tables[12:]:
            ops.admit(tf.constant([1, 2], tf.int64), tf.constant([1, 1], tf.int64),
                      tf.constant([False, False]), tf.constant([-1, -1], tf.int64),
                      tf.constant([True, True]), t)
        admitted = time.perf_counter()
        for ops in tables[12:]:
            ops.evict_if_due(t, [])
        warm = time.perf_counter()
    result = {"eviction_first_s": (first - began) / 12, "admission_s": (admitted - first) / 12,
              "eviction_warm_s": (warm - admitted) / 12}
    print("per table: eviction %.3f s (first 12), %.3f s (next 12); admission %.3f s"
          % (result["eviction_first_s"], result["eviction_warm_s"], result["admission_s"]))
    if out:
        with open(out, "w", encoding="utf-8") as f:
            json.dump(result, f, indent=1)
    return result


if __name__ == "__main__":
    main(*sys.argv[1:2])
