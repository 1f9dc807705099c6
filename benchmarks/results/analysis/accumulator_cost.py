"""What a server's synchronous aggregation of sparse gradients costs on one
core: TensorFlow's `SparseConditionalAccumulator` (the op TF-PS's
`SyncReplicasOptimizer` places beside each sparse variable shard, the
paper's baselines and Parallax's PS alike), fed `pushes` gradients of
`rows` rows each (indices drawn from the shard's `shard_rows` rows, as
independent workers' would be), then `take_grad` (the average), one shard's
step. One thread (intra- and inter-op 1), a v1 session as a server runs it.
Prints and writes JSON: median seconds of a step, and that over the pushed
rows and over the pushed bytes.

    python benchmarks/results/analysis/accumulator_cost.py [--runs 15] [--out OUT.json]

The cells are the paper's LM and NMT shards (benchmarks/paper_prediction.py
reads this file's JSON: `cells()` names them): LM 794,238 x 512 in 128
partitions (6,205 rows a shard), alpha 0.02; NMT 36,572 x 1,024 in 64 (571
rows), alpha 0.65; on 2, 4 and 8 machines of 6 workers, one push per worker
of its rows (naive PS) or one per machine of its 6 workers' union
(local aggregation); the LM's naive PS also at Table 2's other partition
counts.

The dense cells (`pp.dense_accumulator_key`) are the same for a model's
largest dense variable, which TF-PS and Parallax's PS keep whole on one
server (the LM's LSTM kernel, the NMT's output projection): a
`ConditionalAccumulator` of its shape fed `pushes` gradients (48 on 8
machines without local aggregation, 8 with), then `take_grad`. The
gradient is a variable on the same device, so no feed's copy is timed.
"""
from __future__ import annotations

import argparse
import json
import platform
import sys
import time
from pathlib import Path

import numpy as np
import tensorflow as tf

REPO = Path(__file__).resolve().parents[3]
if str(REPO) not in sys.path:
    sys.path.insert(1, str(REPO))
from benchmarks import paper_prediction as pp  # noqa: E402


def cells() -> dict:
    """name (`pp.accumulator_key`): (shard_rows, width, pushes, rows a push).
    Per model of `pp.MODELS` with sparse variables, at 2, 4 and 8 machines of
    6 workers: 'local' (a machine's union of its 6 workers' rows, one push a
    machine: OptPS, HYB) and 'naive' (every worker's rows); and the LM's
    naive PS at Table 2's other partition counts (8 machines)."""
    def shard(name: str, p: int) -> int:
        m = pp.MODELS[name]
        return round(m["sparse"] / m["sparse_vars"] / m["width"] / p)

    out = {}
    for name, m in pp.MODELS.items():
        if not m["sparse"]:
            continue
        rows, alpha = shard(name, m["partitions"]), m["alpha"]
        union = 1 - (1 - alpha) ** pp.GPUS
        for k in (2, 4, 8):
            out[pp.accumulator_key(name, k, True, m["partitions"])] = \
                (rows, m["width"], k, round(union * rows))
            out[pp.accumulator_key(name, k, False, m["partitions"])] = \
                (rows, m["width"], pp.GPUS * k, round(alpha * rows))
    lm = pp.MODELS["LM"]
    for p in pp.TABLE2_LM:
        if p != lm["partitions"]:
            rows = shard("LM", p)
            out[pp.accumulator_key("LM", 8, False, p)] = \
                (rows, lm["width"], pp.GPUS * 8, round(lm["alpha"] * rows))
    return out


def dense_cells() -> dict:
    """name (`pp.dense_accumulator_key`): (elements, pushes) for each model
    with dense variables on the servers, 8 machines of 6 workers."""
    out = {}
    for name, m in pp.MODELS.items():
        if "largest_dense" in m:
            for local in (True, False):
                out[pp.dense_accumulator_key(name, 8, local)] = \
                    (int(m["largest_dense"]), 8 if local else pp.GPUS * 8)
    return out


def one_dense_cell(elements: int, pushes: int, runs: int) -> dict:
    graph = tf.Graph()
    with graph.as_default():
        acc = tf.compat.v1.ConditionalAccumulator(tf.float32, shape=[elements],
                                                  reduction_type="MEAN")
        grad = tf.Variable(tf.random.normal([elements], seed=1))
        step = tf.compat.v1.placeholder(tf.int64, [])
        apply = acc.apply_grad(grad, local_step=step)
        taken = acc.take_grad(pushes)
        first = taken[:1]
        config = tf.compat.v1.ConfigProto(intra_op_parallelism_threads=1,
                                          inter_op_parallelism_threads=1)
        with tf.compat.v1.Session(graph=graph, config=config) as sess:
            sess.run(grad.initializer)
            times = []
            for k in range(runs + 1):
                began = time.perf_counter()
                for _ in range(pushes):
                    sess.run(apply, {step: k})
                sess.run(first)
                times.append(time.perf_counter() - began)
            # the same calls with no accumulator: the session's own cost
            noop = tf.no_op()
            calls = []
            for _ in range(runs):
                began = time.perf_counter()
                for _ in range(pushes + 1):
                    sess.run(noop)
                calls.append(time.perf_counter() - began)
    med, empty = float(np.median(times[1:])), float(np.median(calls))
    return {"elements": elements, "pushes": pushes, "step_s": med, "feed_only_s": empty,
            "accumulator_s": med - empty,
            "s_per_pushed_byte": (med - empty) / (pushes * elements * 4)}


def one_cell(shard_rows: int, width: int, pushes: int, rows: int, runs: int) -> dict:
    rng = np.random.default_rng(0)
    graph = tf.Graph()
    with graph.as_default():
        acc = tf.compat.v1.SparseConditionalAccumulator(
            tf.float32, shape=tf.TensorShape([shard_rows, width]), reduction_type="MEAN")
        idx = tf.compat.v1.placeholder(tf.int64, [None])
        val = tf.compat.v1.placeholder(tf.float32, [None, width])
        step = tf.compat.v1.placeholder(tf.int64, [])
        apply = acc.apply_grad(idx, val, local_step=step)
        taken = acc.take_indexed_slices_grad(pushes)
        config = tf.compat.v1.ConfigProto(intra_op_parallelism_threads=1,
                                          inter_op_parallelism_threads=1)
        with tf.compat.v1.Session(graph=graph, config=config) as sess:
            times = []
            for k in range(runs + 2):
                feeds = [(np.sort(rng.choice(shard_rows, rows, replace=False)),
                          rng.standard_normal((rows, width)).astype(np.float32))
                         for _ in range(pushes)]
                began = time.perf_counter()
                for i, v in feeds:
                    sess.run(apply, {idx: i, val: v, step: k})
                got = sess.run(taken)
                times.append(time.perf_counter() - began)
            times = times[2:]
    med = float(np.median(times))
    pushed = pushes * rows
    # the same pushes through sess.run with no op: the session's own cost a call
    with tf.Graph().as_default() as g2:
        x = tf.compat.v1.placeholder(tf.float32, [None, width])
        y = tf.identity(x[:1])
        with tf.compat.v1.Session(graph=g2, config=config) as sess:
            v = rng.standard_normal((rows, width)).astype(np.float32)
            calls = []
            for _ in range(runs):
                began = time.perf_counter()
                for _ in range(pushes + 1):
                    sess.run(y, {x: v})
                calls.append(time.perf_counter() - began)
    empty = float(np.median(calls))
    return {"shard_rows": shard_rows, "width": width, "pushes": pushes, "rows_a_push": rows,
            "union_rows": int(got.indices.shape[0]), "step_s": med, "feed_only_s": empty,
            "accumulator_s": med - empty, "s_per_pushed_row": (med - empty) / pushed,
            "s_per_pushed_byte": (med - empty) / (pushed * width * 4)}


def main() -> dict:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--out", default=str(pp.ACCUMULATOR))
    args = ap.parse_args()
    tf.compat.v1.disable_eager_execution()
    out = {"tensorflow": tf.__version__, "cpu": platform.processor() or platform.machine(),
           "cells": {}}
    try:
        with open("/proc/cpuinfo") as f:
            out["cpu"] = next(line.split(":", 1)[1].strip() for line in f
                              if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    for name, (elements, pushes) in dense_cells().items():
        r = one_dense_cell(elements, pushes, runs=args.runs)
        out["cells"][name] = r
        print(f"{name:16s} {pushes:2d} pushes of {elements * 4 / 1e6:5.1f} MB: step "
              f"{r['step_s'] * 1e3:7.2f} ms (calls alone {r['feed_only_s'] * 1e3:6.2f}), "
              f"accumulator {r['accumulator_s'] * 1e3:7.2f} ms = "
              f"{r['s_per_pushed_byte'] * 1e9:5.3f} ns a pushed byte")
    for name, cell in cells().items():
        r = one_cell(*cell, runs=args.runs)
        out["cells"][name] = r
        print(f"{name:16s} {r['pushes']:2d} pushes x {r['rows_a_push']:4d} rows of "
              f"{r['width']:4d}: step {r['step_s'] * 1e3:7.2f} ms (feeds alone "
              f"{r['feed_only_s'] * 1e3:6.2f}), accumulator {r['accumulator_s'] * 1e3:7.2f} ms"
              f" = {r['s_per_pushed_row'] * 1e6:5.2f} us a pushed row, "
              f"{r['s_per_pushed_byte'] * 1e9:5.3f} ns a byte; union {r['union_rows']}")
    if args.out:
        with open(args.out, "w") as f:
            json.dump(out, f, indent=1)
    return out


if __name__ == "__main__":
    main()
