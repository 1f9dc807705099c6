"""What a periodic checkpoint costs (issue 67, item 3: an elastic job
resumes each new generation from the latest one): one process trains an
embedding of ROWS x 64 and a two-layer dense body with Adagrad (its
accumulators double the state written), STEPS steps without checkpoints,
then STEPS with one after every step (`Config(checkpoint_every=1)`, the
runner's own atomic write: `runtime/checkpoint.write_atomically`). Prints
the step time both ways, the seconds and bytes of one checkpoint, and
what `checkpoint_every=N` costs per step (one checkpoint / N); writes
benchmarks/results/checkpoint-cost/results.json.

    .venv/bin/python -m benchmarks.checkpoint_cost [--rows 10000,100000,1000000] [--steps 30]
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "benchmarks", "results", "checkpoint-cost")
DIM, BATCH = 64, 256


def _model(rows: int):
    import keras
    import numpy as np
    import tensorflow as tf
    keras.utils.set_random_seed(0)
    emb = keras.layers.Embedding(rows, DIM, name="emb")
    body = [keras.layers.Dense(256, activation="relu", name="fc0"),
            keras.layers.Dense(1, name="fc1")]
    opt = keras.optimizers.Adagrad(0.1)
    emb.build((None,))
    body[0].build((None, DIM))
    body[1].build((None, 256))
    weights = emb.trainable_weights + [w for layer in body for w in layer.trainable_weights]
    opt.build(weights)

    @tf.function
    def step(ids, y):
        with tf.GradientTape() as tape:
            h = tf.reduce_mean(emb(ids), axis=1)
            loss = tf.reduce_mean(tf.square(body[1](body[0](h))[:, 0] - y))
        opt.apply_gradients(zip(tape.gradient(loss, weights), weights))
        return loss

    rng = np.random.default_rng(0)
    batches = [(rng.integers(0, rows, (BATCH, 8)).astype("int64"),
                rng.normal(size=BATCH).astype("float32")) for _ in range(8)]
    return step, batches


def _timed(rows: int, steps: int, folder: str | None) -> float:
    import parallax_tf as px
    step, batches = _model(rows)
    config = px.Config(checkpoint_dir=folder, checkpoint_every=1, keep_checkpoints=2) \
        if folder else px.Config()
    runner = px.get_runner(step, "localhost:0", config)
    runner.run(*batches[0])                                   # the first step: not timed
    started = time.perf_counter()
    for k in range(steps):
        runner.run(*batches[(k + 1) % len(batches)])
    return (time.perf_counter() - started) / steps


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rows", default="10000,100000,1000000")
    parser.add_argument("--steps", type=int, default=30)
    args = parser.parse_args()
    results = []
    for rows in (int(r) for r in args.rows.split(",")):
        folder = tempfile.mkdtemp(prefix="px-ckpt-cost-")
        try:
            plain = _timed(rows, args.steps, None)
            with_ckpt = _timed(rows, args.steps, folder)
            size = sum(os.path.getsize(os.path.join(folder, f)) for f in os.listdir(folder)
                       if f.startswith(f"ckpt-{args.steps + 1}."))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
        each = with_ckpt - plain
        row = {"rows": rows, "step_s": plain, "step_with_checkpoint_s": with_ckpt,
               "checkpoint_s": each, "checkpoint_mb": size / 1e6,
               "per_step_s": {n: each / n for n in (1, 10, 100)}}
        results.append(row)
        print(f"{rows:>9} rows x {DIM}: step {plain * 1e3:7.1f} ms, with a checkpoint each "
              f"step {with_ckpt * 1e3:7.1f} ms: one checkpoint {each * 1e3:7.1f} ms for "
              f"{size / 1e6:6.1f} MB; per step at N = 1, 10, 100: "
              + ", ".join(f"{each / n * 1e3:.2f} ms" for n in (1, 10, 100)), flush=True)
    os.makedirs(OUT, exist_ok=True)
    with open(os.path.join(OUT, "results.json"), "w", encoding="utf-8") as f:
        json.dump({"steps": args.steps, "batch": BATCH, "dim": DIM, "results": results}, f,
                  indent=1)
    print(f"wrote {os.path.join(OUT, 'results.json')}")


if __name__ == "__main__":
    main()
