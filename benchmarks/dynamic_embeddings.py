"""Dynamic embeddings on one process (issue 48): what a table costs.

    python -m benchmarks.dynamic_embeddings [--keys 100000000] [--capacity 1048576]
        [--dim 16] [--batch 65536] [--repeat 3] [--out DIR]

1. **Stream**: `--keys` distinct int64 keys, never seen before, go through a
   table of `--capacity` rows (LRU, eviction every 2 steps to half the
   capacity, Adagrad) in batches of `--batch`: keys per second, the table's
   state bytes against the bound (capacity x row bytes x (1 + slots) +
   overhead), and the process's RSS before and after (oracle (c) of the
   issue at 10^8 keys; CI streams 10^7 through a smaller table).
2. **Step against a static embedding**: one training step (lookup, a
   linear loss, Adagrad) of a `DynamicEmbedding` against a Keras
   `Embedding` of the same capacity on the same batch of ids that all hold
   rows (the steady state of a warm table): milliseconds per step and their
   ratio, best of `--repeat` runs of 50 steps, in one process.

Prints a table and writes DIR/dynamic_embeddings.json (default
benchmarks/results/dynamic-embeddings).
"""
from __future__ import annotations

import argparse
import json
import os
import time

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def rss_mib() -> float:
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def stream(keys: int, capacity: int, dim: int, batch: int) -> dict:
    table = px.DynamicTable(dim, capacity, eviction="lru", evict_every=2, occupancy=0.5,
                            name="stream")
    optimizer = keras.optimizers.Adagrad(0.05)
    optimizer.build([table.rows])
    table.optimizer = optimizer

    @tf.function
    def step(start: tf.Tensor) -> None:
        ids = start + tf.range(batch, dtype=tf.int64) * 7 - (1 << 40)
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(table(ids, training=True))
        optimizer.apply_gradients([(tape.gradient(loss, table.rows), table.rows)])

    steps = -(-keys // batch)
    step(tf.constant(0, tf.int64))
    before = rss_mib()
    started = time.perf_counter()
    for s in range(1, steps):
        step(tf.constant(s * batch * 7, tf.int64))
    seconds = time.perf_counter() - started
    after = rss_mib()
    state = sum(int(np.prod(v.shape)) * v.dtype.size for v in table.variables) \
        + 4 * capacity * dim
    bound = table.spec.state_bytes(4 * dim, optimizer_slots=1)
    return {"keys": steps * batch, "steps": steps, "seconds": seconds,
            "keys_per_s": (steps - 1) * batch / seconds, "rss_before_mib": before,
            "rss_after_mib": after, "rss_growth_mib": after - before,
            "state_bytes": state, "bound_bytes": bound, "live_rows": table.size()}


def _train_step(layer: object, optimizer: object, weights: list) -> object:
    @tf.function
    def step(ids: tf.Tensor) -> None:
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(layer(ids, training=True))
        optimizer.apply_gradients(zip(tape.gradient(loss, weights), weights))
    return step


def step_ratio(capacity: int, dim: int, batch: int, repeat: int) -> dict:
    rng = np.random.default_rng(0)
    vocab = min(capacity // 2, 1 << 20)
    index = rng.integers(0, vocab, batch).astype(np.int64)
    keys = (np.arange(vocab, dtype=np.int64) * 0x5DEECE66D) ^ (1 << 62)
    out = {}
    for kind in ("dynamic", "static"):
        layer = (px.DynamicEmbedding(dim, capacity, name="dyn") if kind == "dynamic"
                 else keras.layers.Embedding(capacity, dim, name="static"))
        ids = tf.constant(keys[index] if kind == "dynamic" else index)
        layer.build((batch,))
        optimizer = keras.optimizers.Adagrad(0.05)
        weights = layer.trainable_variables
        optimizer.build(weights)
        if kind == "dynamic":            # warm: every id of the batch holds a row
            layer(tf.constant(keys), training=True)

        step = _train_step(layer, optimizer, weights)
        step(ids)
        best = float("inf")
        for _ in range(repeat):
            started = time.perf_counter()
            for _ in range(50):
                step(ids)
            best = min(best, (time.perf_counter() - started) / 50)
        out[f"{kind}_ms"] = best * 1e3
    out["ratio"] = out["dynamic_ms"] / out["static_ms"]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--keys", type=int, default=10 ** 8)
    parser.add_argument("--capacity", type=int, default=1 << 20)
    parser.add_argument("--dim", type=int, default=16)
    parser.add_argument("--batch", type=int, default=1 << 16)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--out", default=os.path.join(ROOT, "benchmarks", "results",
                                                      "dynamic-embeddings"))
    args = parser.parse_args()
    result = {"args": vars(args), "step": step_ratio(args.capacity, args.dim, 4096, args.repeat)}
    s = result["step"]
    print(f"step, batch 4096, capacity {args.capacity:,}: dynamic {s['dynamic_ms']:.2f} ms, "
          f"static Embedding {s['static_ms']:.2f} ms, ratio {s['ratio']:.2f}", flush=True)
    result["stream"] = r = stream(args.keys, args.capacity, args.dim, args.batch)
    print(f"stream: {r['keys']:,} distinct keys in {r['seconds']:.0f} s "
          f"({r['keys_per_s'] / 1e6:.2f} M keys/s); state {r['state_bytes'] / 2**20:.1f} MiB "
          f"<= bound {r['bound_bytes']['total'] / 2**20:.1f} MiB; RSS {r['rss_before_mib']:.0f} "
          f"-> {r['rss_after_mib']:.0f} MiB ({r['rss_growth_mib']:+.0f})", flush=True)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "dynamic_embeddings.json"), "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
