"""How long one step's insertion into a dynamic table takes on one thread,
in a v1 session as a parameter server runs the chief's part of a table
call: `sighted` (the distinct keys looked up) and `admit` (the new ones
placed, every key counted) for 1,500 keys of which 100 are new, into the
click stream's table (65,536 rows, 49,152 live). Prints the number of ops
built and the median of 100 runs, and writes JSON.

    python benchmarks/results/analysis/insertion_time.py [--out OUT.json]
"""
from __future__ import annotations

import argparse
import json
import time

import numpy as np
import tensorflow as tf


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--out", default="")
    args = ap.parse_args()
    from parallax_tf.embeddings import table as T

    tf.compat.v1.disable_eager_execution()
    spec = T.TableSpec(17, 65536, eviction="lfu", max_age=300, evict_every=10 ** 9,
                       occupancy=0.75)
    rng = np.random.default_rng(0)
    live = rng.choice(10 ** 9, 49152, replace=False) + 1
    graph = tf.Graph()
    with graph.as_default():
        v = T.state_variables(spec, tf.float32, lambda name, shape, dtype, init, _: tf.Variable(
            init(shape, tf.as_dtype(dtype)), name=name))
        ops = T.TableOps(spec, v)
        n = live.size
        seed = ops.admit(tf.constant(live, tf.int64), tf.ones([n], tf.int64),
                         tf.zeros([n], tf.bool), tf.fill([n], tf.constant(-1, tf.int64)),
                         tf.ones([n], tf.bool), tf.constant(0, tf.int64))[0]
        keys = tf.compat.v1.placeholder(tf.int64, [None])
        counts = tf.compat.v1.placeholder(tf.int64, [None])
        t = v["step"].read_value()
        unique, c, found, row, new = ops.sighted(keys, counts)
        writes = ops.admit(unique, c, found, row, new, t)[0]
        with tf.control_dependencies(writes):
            done = v["step"].assign_add(1)
        init = tf.compat.v1.global_variables_initializer()
        built = len(graph.get_operations())
    config = tf.compat.v1.ConfigProto(inter_op_parallelism_threads=1,
                                      intra_op_parallelism_threads=1)

    def batch() -> dict:
        k = np.concatenate([rng.choice(live, 1400), rng.choice(10 ** 9, 100) + 2 * 10 ** 9])
        return {keys: k, counts: np.ones_like(k)}

    with tf.compat.v1.Session(graph=graph, config=config) as session:
        session.run(init)
        session.run(seed)
        for _ in range(5):
            session.run(done, batch())
        times = []
        for _ in range(args.runs):
            feed = batch()
            began = time.perf_counter()
            session.run(done, feed)
            times.append(time.perf_counter() - began)
    result = {"ops_built": built, "median_ms": 1e3 * float(np.median(times)),
              "min_ms": 1e3 * min(times)}
    print(json.dumps(result))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
    return result


if __name__ == "__main__":
    main()
