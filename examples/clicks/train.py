"""Train the click model on the synthetic click stream, its user and item
ids (int64, from an open set of 10^9) embedded by a dynamic table, the
hashing trick at equal memory, or a static table of the same capacity:
single-device, or distributed by parallax_tf.

    python examples/clicks/train.py --embedding dynamic --steps 200
    python examples/clicks/train.py --embedding hashing --steps 200
    parallax-tf run -r localhost:0,1 examples/clicks/train.py --embedding static --steps 100
    parallax-tf run -r localhost:0,1 -a hybrid examples/clicks/train.py --embedding dynamic

The stream (data.py) is drawn from a known logistic model with Zipf-
distributed users and items whose ids drift (fresh ids keep appearing), so
the best achievable log loss is known. The model (model.py) is a dot
product of a user row and an item row plus their biases. At the end
worker 0 prints, on a held-out slice of the stream (the steps after
training), the model's log loss and AUC next to the best achievable ones
and the best constant prediction's log loss, the bytes of each table, and
(every worker) ms/step and examples/s. A dynamic table in a job of several
workers needs parameter servers (`-a hybrid` or `-a ps`, synchronous).
The lines that make the single-device script distributed are marked
[parallax].
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import sys

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np
import tensorflow as tf
from common import TrainMonitor, add_common_flags, make_optimizer, parallax_config

import parallax_tf as px
from clicks.data import ID_SPACE, ClickStream, auc, constant_log_loss, log_loss
from clicks.model import (
    CONFIGS,
    EMBEDDINGS,
    OPTIMIZER_SLOTS,
    build_model,
    hashing_buckets,
    measured_bytes,
    rows_of,
    table_bytes,
)


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="adagrad", default_config="tiny")
    parser.set_defaults(steps=200, clip_norm=0.0)
    for action in parser._actions:              # this example's own defaults
        if action.dest == "steps":
            action.help = "training steps (default 200)"
        elif action.dest == "clip_norm":
            action.help = "global-norm gradient clipping; 0 disables (default 0)"
    parser.add_argument("--batch", dest="batch_size", type=int, default=None,
                        help="the same as --batch-size")
    emb = parser.add_argument_group("embeddings (model.py)")
    emb.add_argument("--embedding", choices=EMBEDDINGS, default="dynamic",
                     help="dynamic: px.DynamicEmbedding keyed by the raw ids (LRU); "
                          "hashing: the hashing trick with as many bytes as the dynamic "
                          "table's state; static: a Keras Embedding of --capacity rows, ids "
                          "hashed into it (default dynamic)")
    emb.add_argument("--capacity", type=int, default=None,
                     help="rows of the dynamic (and static) tables (default: the config's)")
    emb.add_argument("--dim", type=int, default=None,
                     help="width of the learned vectors; a row holds dim + 1 floats, the last "
                          "the id's bias (default: the config's)")
    emb.add_argument("--min-count", type=int, default=None,
                     help="dynamic: admit an id after this many sightings (default: the "
                          "config's, 1)")
    emb.add_argument("--eviction", choices=["lru", "lfu"], default=None,
                     help="dynamic: which rows an eviction frees, the least recently or the "
                          "least frequently seen ids' (default: the config's, lru)")
    emb.add_argument("--max-age", type=int, default=None,
                     help="dynamic: evictions also free the rows of ids not seen for this "
                          "many steps (default: the config's, none)")
    emb.add_argument("--evict-every", type=int, default=None,
                     help="dynamic: steps between LRU evictions (default: the config's)")
    emb.add_argument("--occupancy", type=float, default=None,
                     help="dynamic: an eviction leaves at most this fraction of the capacity "
                          "live (default: the config's)")
    emb.add_argument("--init-scale", type=float, default=None,
                     help="new rows start uniform in [-s, s) (default: the config's)")
    parser.add_argument("--eval-examples", type=int, default=None,
                        help="held-out examples (default: the config's)")
    parser.add_argument("--json", default=None, metavar="PATH",
                        help="worker 0 writes its results (the printed numbers) here")
    args = parser.parse_args(argv)
    if args.steps < 1:
        parser.error("--steps must be >= 1")
    return args


def resolve_config(args):
    """The named config with the flags' overrides."""
    changes = {k: v for k, v in (("batch_size", args.batch_size),
                                 ("learning_rate", args.learning_rate),
                                 ("capacity", args.capacity), ("dim", args.dim),
                                 ("min_count", args.min_count),
                                 ("evict_every", args.evict_every),
                                 ("occupancy", args.occupancy),
                                 ("eval_examples", args.eval_examples),
                                 ("init_scale", args.init_scale),
                                 ("eviction", args.eviction), ("max_age", args.max_age))
               if v is not None}
    return dataclasses.replace(CONFIGS[args.config], **changes)


def build(args):
    """(config, stream, model, optimizer, train_step)."""
    cfg = resolve_config(args)
    optimizer = make_optimizer(args.optimizer, cfg.learning_rate)
    model = build_model(cfg, args.embedding, args.optimizer, optimizer, seed=args.seed)
    variables = model.trainable_variables
    optimizer.build(variables)          # a dynamic table resets the slots of evicted rows
    clip_norm = args.clip_norm

    @tf.function
    def train_step(users, items, clicks):
        with tf.GradientTape() as tape:
            logits = model([users, items], training=True)
            loss = tf.reduce_mean(tf.nn.sigmoid_cross_entropy_with_logits(
                labels=clicks, logits=logits))
        grads = tape.gradient(loss, variables)
        if clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return cfg, ClickStream(cfg, seed=args.seed), model, optimizer, train_step


def predict(model, users: np.ndarray, items: np.ndarray, chunk: int = 8192) -> np.ndarray:
    """Click probabilities (inference: a dynamic table only looks up; an id
    without a row reads the default row, zeros)."""
    out = [model([users[k:k + chunk], items[k:k + chunk]], training=False)
           for k in range(0, len(users), chunk)]
    return tf.sigmoid(tf.concat(out, 0)).numpy().astype(np.float64)


def evaluate(model, stream: ClickStream, cfg, after_step: int) -> dict:
    """The model against the stream's own model on the held-out slice (the
    `cfg.eval_examples` examples of the steps from `after_step` on): log
    loss, AUC, the best achievable (the true probabilities') and the best
    constant prediction's log loss."""
    held = stream.held_out(after_step, cfg.eval_examples)
    p = predict(model, held.users, held.items)
    return {"eval_examples": len(held), "eval_from_step": after_step,
            "eval_steps": math.ceil(len(held) / stream.batch_size),
            "log_loss": log_loss(held.clicks, p), "auc": auc(held.clicks, p),
            "best_log_loss": log_loss(held.clicks, held.p), "best_auc": auc(held.clicks, held.p),
            "constant_log_loss": constant_log_loss(held.clicks),
            "click_rate": float(np.mean(held.clicks))}


def describe(args, cfg) -> str:
    s, kib = cfg, table_bytes(cfg, args.embedding, args.optimizer) / 1024
    rows = rows_of(cfg, args.embedding, args.optimizer)
    age = f"unseen for {cfg.max_age} steps, then " if cfg.max_age is not None else ""
    what = {"dynamic": f"px.DynamicEmbedding of {rows:,} rows (every {cfg.evict_every} steps "
                       f"evicts the ids {age}by {cfg.eviction.upper()} to {cfg.occupancy:g} x "
                       f"capacity; min_count {cfg.min_count})",
            "hashing": f"hashing trick, {rows:,} buckets (the dynamic table's bytes)",
            "static": f"Keras Embedding of {rows:,} rows, ids hashed into it"}[args.embedding]
    return (f"click stream (seed {args.seed}): users Zipf({s.zipf_users:g}) over {s.users:,} "
            f"ranks, items Zipf({s.zipf_items:g}) over {s.items:,}, {s.drift_fraction:.0%} of "
            f"the ids replaced every {s.drift_every} steps, ids in [0, 10^{math.log10(ID_SPACE):.0f}); "
            f"embedding {args.embedding}: 2 tables, each a {what}, rows of {cfg.dim + 1} "
            f"floats, {kib:,.1f} KiB with {args.optimizer}'s slots")


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step and sample batches."""
    args = parse_args(argv)
    _, stream, _, _, train_step = build(args)
    sample = [stream.batch(k) for k in range(2)]
    sample = [(b.users, b.items, b.clicks) for b in sample]
    return px.StepSpec(step=train_step, example_args=sample[0], sample_batches=sample,
                       config=parallax_config(args))


def main(argv=None) -> dict:
    args = parse_args(argv)
    cfg, stream, model, optimizer, train_step = build(args)
    runner = px.get_runner(train_step, resources=args.resources,                # [parallax]
                           config=parallax_config(args))
    monitor = TrainMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="examples", logdir=args.logdir,
                           log_every=args.log_every)
    if runner.worker_id == 0:
        monitor.print(describe(args, cfg))
    for i in range(args.steps):
        batch = stream.batch(i, runner.replica_id)                               # [parallax]
        loss = runner.run(batch.users, batch.items, batch.clicks)
        monitor.step(i, float(loss), len(batch))
    runner.sync()
    monitor.pause()
    runner.export()                        # trained values -> the model's own variables
    results: dict = {}
    if runner.worker_id == 0:
        results = evaluate(model, stream, cfg, after_step=args.steps)
        results["table_bytes"] = table_bytes(cfg, args.embedding, args.optimizer)
        results["table_bytes_measured"] = measured_bytes(model, optimizer)
        results["table_rows"] = rows_of(cfg, args.embedding, args.optimizer)
        if args.embedding == "dynamic" and runner.num_workers == 1:
            results["rows_in_use"] = {n: model.get_layer(n).size() for n in ("users", "items")}
        monitor.print(
            f"held-out ({results['eval_examples']:,} examples, steps {args.steps}.."
            f"{args.steps + results['eval_steps'] - 1}): log loss {results['log_loss']:.4f} "
            f"(best achievable {results['best_log_loss']:.4f}, constant "
            f"{results['constant_log_loss']:.4f}), AUC {results['auc']:.4f} (best "
            f"{results['best_auc']:.4f})")
        used = results.get("rows_in_use")
        monitor.print(f"memory: {args.embedding} tables of {results['table_bytes']:,} bytes "
                      f"each (optimizer slots included)"
                      + (f"; rows in use: users {used['users']:,}, items {used['items']:,} "
                         f"of {cfg.capacity:,}" if used else ""))
    monitor.close()
    if runner.worker_id == 0:
        results.update({
            "embedding": args.embedding, "config": args.config, "seed": args.seed,
            "steps": args.steps, "batch_size": cfg.batch_size, "workers": runner.num_workers,
            "optimizer": args.optimizer, "optimizer_slots": OPTIMIZER_SLOTS[args.optimizer],
            "dim": cfg.dim, "capacity": cfg.capacity,
            "hashing_buckets": hashing_buckets(cfg, args.optimizer),
            "ms_per_step": monitor.step_time * 1e3,
            "examples_per_s": monitor.rate * runner.num_workers,
            "examples_per_s_per_worker": monitor.rate,
            "loss_first_last": monitor.loss_summary()})
        if args.json:
            with open(args.json, "w", encoding="utf-8") as f:
                json.dump(results, f, indent=1)
    return results


if __name__ == "__main__":
    main()
