"""A recommendation-style model a cluster's scheduler starts: every task runs
this script through ``parallax-tf task`` (docs/clusters.md):

    srun parallax-tf task examples/clusters/train.py --steps 200 --checkpoint-dir /shared/ckpt

An id embedding (sparse: on the parameter servers) and a small MLP (dense:
AllReduced), Adagrad, deterministic synthetic batches: batch k of replica r
is the same whatever started the job, so a job equals one device trained on
every replica's batches concatenated (tests/test_clusters.py checks it).
Periodic checkpoints go to --checkpoint-dir, which must be shared storage;
a job started again (the scheduler's restart) resumes from the latest.
With --out, the chief writes the final weights there (values.npz).
"""
from __future__ import annotations

import argparse
import os
import sys
import time

import numpy as np
import tensorflow as tf

import parallax_tf as px

VOCAB, DIM, BATCH = 200, 8, 8


def build(seed: int = 0):
    """The model, its optimizer and the training step."""
    tf.keras.utils.set_random_seed(seed)
    model = tf.keras.Sequential([
        tf.keras.Input((4,), dtype="int64"),
        tf.keras.layers.Embedding(VOCAB, DIM, name="ids"),
        tf.keras.layers.Flatten(),
        tf.keras.layers.Dense(16, activation="relu", name="hidden"),
        tf.keras.layers.Dense(1, name="out")])
    optimizer = tf.keras.optimizers.Adagrad(0.1)

    @tf.function
    def train_step(ids, labels):
        with tf.GradientTape() as tape:
            logits = model(ids)
            loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(labels, logits))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    return model, train_step


def batch(step: int, replica: int) -> tuple[np.ndarray, np.ndarray]:
    """Batch `step` of replica `replica`: ids with Zipf-like repeats, a
    label from a fixed rule of the ids."""
    rng = np.random.default_rng(1000 * step + replica)
    ids = np.minimum(rng.zipf(1.5, size=(BATCH, 4)), VOCAB - 1).astype(np.int64)
    labels = ((ids.sum(axis=1, keepdims=True) % 3) == 0).astype(np.float32)
    return ids, labels


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--steps", type=int, default=40)
    parser.add_argument("--checkpoint-dir", default=None,
                        help="shared storage for the periodic checkpoints")
    parser.add_argument("--checkpoint-every", type=int, default=5)
    parser.add_argument("--architecture", default="hybrid")
    parser.add_argument("--out", default=None, help="where the chief writes values.npz")
    parser.add_argument("--seconds-per-step", type=float, default=0.0,
                        help="wait this long before each step (to watch a job, or kill a "
                             "task of it, while it trains)")
    args = parser.parse_args(argv)
    model, train_step = build()
    config = px.Config(architecture=args.architecture,
                       checkpoint_dir=args.checkpoint_dir,
                       checkpoint_every=args.checkpoint_every if args.checkpoint_dir else None)
    runner = px.get_runner(train_step, config=config)
    loss = None
    for step in range(runner.start_step, args.steps):
        time.sleep(args.seconds_per_step)
        loss = float(runner.run(*batch(step, runner.replica_id)))
        if runner.worker_id == 0 and step % 10 == 0:
            print(f"step {step}: loss {loss:.4f}", flush=True)
    values = runner.values()
    if runner.worker_id == 0:
        print(f"done: {args.steps} steps, {runner.num_replicas} replica(s), "
              f"last loss {loss}", flush=True)
        if args.out:
            os.makedirs(args.out, exist_ok=True)
            np.savez(os.path.join(args.out, "values.npz"),
                     **{n.replace("/", "|"): v for n, v in values.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
