"""Train the Transformer LM: single-device, data parallel, or laid out over a
mesh with Mesh TensorFlow's rules (Mesh-style layouts on DTensor).

    python examples/transformer/train.py --steps 50                  # one device
    python examples/transformer/train.py --mesh "batch:2;model:2"    # 4 devices, 1 process
    parallax-tf run --resources "localhost:0;127.0.0.1:0" examples/transformer/train.py \\
        --mesh "batch:2;model:2" --layout "batch:batch;d_ff:model;heads:model;vocab:model"
    parallax-tf plan examples/transformer/train.py --resources "h1:0;h2:0" -- --mesh "batch:2;model:2"

Without --mesh the script is the plain single-device program (and runs
data parallel like the other examples under `parallax-tf run`). With
--mesh every variable is laid out by the rules (default: Mesh TF's
Transformer rules) over the mesh, whose devices are spread over the job's
tasks (several logical CPU devices per process when the mesh is larger).
The dims of the model's variables are named in model.py (`dim_names`); the
model code itself knows nothing of parallax_tf. Data: the LM example's
synthetic Zipfian corpus, or text in the one-billion-word layout
(--train-data). The lines that make it distributed are marked [parallax].
"""
from __future__ import annotations

import argparse
import dataclasses
import json
import math
import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
_HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(_HERE))                   # examples/: `common`
sys.path.insert(0, os.path.join(os.path.dirname(_HERE), "lm"))   # the LM example's data
sys.path.insert(0, _HERE)

import numpy as np  # noqa: E402
import tensorflow as tf  # noqa: E402
from common import TrainMonitor, add_common_flags, make_optimizer  # noqa: E402
from data import TextCorpus, zipf_corpus  # noqa: E402
from model import CONFIGS, MESH_TF_RULES, TransformerLM, dim_names  # noqa: E402

import parallax_tf as px  # noqa: E402


def parse_args(argv=None):
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    add_common_flags(parser, CONFIGS, default_optimizer="adam")
    parser.add_argument("--mesh", default=None,
                        help='lay the model out over this mesh, e.g. "batch:2;model:2" '
                             "(default: no layout)")
    parser.add_argument("--layout", default=None,
                        help=f"layout rules with --mesh (default: Mesh TF's, {MESH_TF_RULES!r}, "
                             "those of them whose axis the mesh has)")
    parser.add_argument("--devices-per-task", type=int, default=None,
                        help="mesh devices per task (default: the mesh's devices / the tasks)")
    parser.add_argument("--tied", action="store_true",
                        help="tie the softmax to the embedding")
    parser.add_argument("--train-data", default=None,
                        help="text in the one-billion-word layout (default: synthetic corpus)")
    parser.add_argument("--eval-data", default=None, help="held-out text (with --train-data)")
    parser.add_argument("--no-eval", action="store_true", help="skip the final perplexity")
    parser.add_argument("--timings", default=None, metavar="PATH",
                        help="worker 0 writes each step's seconds, the loss and (with --mesh) "
                             "the bytes each device holds and the plan's predicted "
                             "collectives as JSON (for benchmarks/layouts.py)")
    parser.add_argument("--save", default=None, metavar="PATH",
                        help="write the trained model as a checkpoint (tf.train.Checkpoint of "
                             "its layers) that the single-device model reads")
    args = parser.parse_args(argv)
    if args.eval_data and not args.train_data:
        parser.error("--eval-data needs --train-data")
    if args.mesh is not None and args.layout is None:
        axes = {item.split(":")[0] for item in args.mesh.replace(",", ";").split(";") if item}
        args.layout = ";".join(r for r in MESH_TF_RULES.split(";") if r.split(":")[1] in axes)
    return args


def resolve_config(args):
    cfg = CONFIGS[args.config]
    changes = {}
    if args.batch_size:
        changes["batch_size"] = args.batch_size
    if args.learning_rate:
        changes["learning_rate"] = args.learning_rate
    return dataclasses.replace(cfg, **changes)


def parallax_config(args) -> px.Config:
    """Data parallel on the usual engine without --mesh; laid out with it."""
    if args.mesh is None:
        return px.Config(architecture=args.architecture, chunks=args.chunks)
    return px.Config(mesh=args.mesh, layout_rules=args.layout,
                     dim_names=dim_names(args.tied), devices_per_task=args.devices_per_task)


class Corpus:
    """[rows, seq_len + 1] word ids: synthetic, or from text files."""

    def __init__(self, args, cfg) -> None:
        self.args, self.cfg, self.text = args, cfg, None
        if args.train_data:
            self.text = TextCorpus(args.train_data, cfg.seq_len, cfg.vocab,
                                   held_out=args.eval_data, eval_sentences=cfg.eval_sentences)

    def train(self, rows: int) -> np.ndarray:
        if self.text is not None:
            return self.text.train_rows
        return zipf_corpus(self.cfg.vocab, rows, self.cfg.seq_len, seed=self.args.seed)

    def held_out(self) -> np.ndarray:
        if self.text is not None:
            return self.text.eval_rows
        return zipf_corpus(self.cfg.vocab, self.cfg.eval_sentences, self.cfg.seq_len,
                           seed=10_000 + self.args.seed)


def build(args):
    cfg = resolve_config(args)
    model = TransformerLM(cfg, tied=args.tied, seed=args.seed)
    optimizer = make_optimizer(args.optimizer, cfg.learning_rate)
    clip_norm = args.clip_norm

    @tf.function
    def train_step(tokens, targets):
        with tf.GradientTape() as tape:
            loss = model.loss(tokens, targets)
        variables = model.trainable_variables
        grads = tape.gradient(loss, variables)
        if clip_norm > 0:
            grads, _ = tf.clip_by_global_norm(grads, clip_norm)
        optimizer.apply_gradients(zip(grads, variables))
        return loss

    return cfg, model, optimizer, train_step


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step and one task's batch."""
    args = parse_args(argv)
    cfg, _, _, train_step = build(args)
    rows = zipf_corpus(cfg.vocab, cfg.batch_size, cfg.seq_len, seed=args.seed)
    return px.StepSpec(step=train_step, example_args=(rows[:, :-1], rows[:, 1:]),
                       config=parallax_config(args))


def write_timings(path, runner, model, optimizer, step_seconds, monitor) -> None:
    """Worker 0: the run's measurements as JSON. Bytes held per device: a
    layout runner measures its devices' parts (every task calls it); else
    one device holds the whole model and the optimizer's state."""
    if hasattr(getattr(runner, "engine", None), "device_bytes"):
        held = runner.engine.device_bytes()
    else:
        size = lambda v: int(np.prod(v.shape)) * np.dtype(v.dtype).itemsize
        held = {"trainable": sum(size(v) for v in model.trainable_variables),
                "state": sum(size(v) for v in optimizer.variables)}
    if runner.worker_id != 0:
        return
    plan = runner.plan
    record = {"step_seconds": step_seconds, "parameters": model.num_parameters(),
              "loss_summary": list(monitor.loss_summary()), "num_workers": runner.num_workers,
              "num_replicas": runner.num_replicas, "device_bytes": held}
    if plan is not None and plan.mode == "layout":
        record["predicted_collectives"] = {
            "count": sum(1 for c in plan.collectives if c.group_size > 1),
            "bytes_per_device": sum(c.bytes_per_device for c in plan.collectives)}
        record["devices"] = plan.topology.num_devices
    with open(path, "w", encoding="utf-8") as f:
        json.dump(record, f, indent=1)


def main(argv=None):
    args = parse_args(argv)
    cfg, model, optimizer, train_step = build(args)
    corpus = Corpus(args, cfg)
    runner = px.get_runner(train_step, resources=args.resources,                # [parallax]
                           config=parallax_config(args))
    rows = corpus.train(args.steps * cfg.batch_size * runner.num_replicas)
    data = px.shard(tf.data.Dataset.from_tensor_slices(rows))                    # [parallax]
    if corpus.text is not None:
        data = data.shuffle(10_000, seed=args.seed).repeat()
    data = data.batch(cfg.batch_size, drop_remainder=True)
    monitor = TrainMonitor(worker_id=runner.worker_id, num_workers=runner.num_workers,
                           steps=args.steps, unit="words", logdir=args.logdir,
                           log_every=args.log_every)
    if runner.worker_id == 0:
        monitor.print(f"Transformer LM, config {args.config}: {model.num_parameters():,} "
                      f"parameters, {cfg.layers} blocks, vocab {cfg.vocab}"
                      + (f"; mesh {args.mesh}, rules {args.layout}" if args.mesh else ""))
    # Tasks of one data group read the same sentences: count each word once.
    share = runner.num_replicas / runner.num_workers
    batches = iter(data)
    step_seconds = []
    for i in range(args.steps):
        batch = next(batches).numpy()
        started = time.perf_counter()
        loss = float(runner.run(batch[:, :-1], batch[:, 1:]))
        step_seconds.append(time.perf_counter() - started)
        monitor.step(i, loss, batch[:, :-1].size * share)
    if args.timings:
        write_timings(args.timings, runner, model, optimizer, step_seconds, monitor)
    monitor.pause()
    if args.save:                    # every task: laid-out values are gathered together
        path = runner.save(args.save, model.checkpoint())
        if runner.worker_id == 0:
            monitor.print(f"checkpoint written to {path}")
    if not args.no_eval:
        runner.export()              # every task, as above
        if runner.worker_id == 0:
            ppl = model.perplexity(corpus.held_out())
            monitor.metric(args.steps, "perplexity", ppl)
            monitor.metric(args.steps, "eval_loss", math.log(ppl))
    monitor.close()
    return monitor


if __name__ == "__main__":
    main()
