"""Train the pipeline example (the experiment of "Pipelined model parallelism
with weight prediction", SpecTrain, scaled to a CPU box): a fully connected
network on digits or a stacked LSTM on a synthetic sentiment task, single
device, data parallel, or cut into stages and pipelined.

    python examples/pipeline/train.py --model fc --steps 100                # single device
    parallax-tf run --resources "localhost:0,1,2,3" examples/pipeline/train.py \\
        --schedule 1f1b --staleness spectrain                               # 4 stages, 1F1B
    parallax-tf run --resources "localhost:0,1,2,3" examples/pipeline/train.py \\
        --schedule gpipe --auto-stages                                      # a measured cut
    parallax-tf run --resources "localhost:0,1,2,3" examples/pipeline/train.py  # 4 replicas
    parallax-tf plan examples/pipeline/train.py --resources "localhost:0,1,2,3" -- \\
        --schedule 1f1b

Every mode trains on the same examples per weight update (--batch-size,
default 64) for the same number of updates (--steps): data parallelism
splits each update's batch over the replicas; GPipe splits it into
--microbatches micro-batches and updates once; 1F1B updates after every
micro-batch, so each micro-batch is an update's whole batch and one
`runner.run` carries --microbatches updates. The examples of update i are
the same in every mode (a fixed order drawn from --seed), so the modes'
learning curves compare the treatments of staleness alone. Held-out loss
and accuracy every --eval-every updates; --timings writes the curve and
the throughput as JSON (benchmarks/pipeline.py reads it).
"""
from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time

os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import numpy as np
from common import make_optimizer
from pipeline.data import make_source
from pipeline.model import (
    build_cnn,
    build_fc,
    build_lstm,
    count_parameters,
    describe,
    evaluate,
    make_train_step,
)

import parallax_tf as px

MODELS = {"fc": dict(layers=8, width=256), "lstm": dict(layers=4, width=64),
          "cnn": dict(layers=3, width=16)}
LEARNING_RATES = {"fc": {"adam": 2e-4, "momentum": 0.02, "sgd": 0.05},
                  "cnn": {"adam": 1e-3, "momentum": 0.02, "sgd": 0.05},
                  "lstm": {"adam": 3e-3, "momentum": 0.3, "sgd": 1.0}}
"""Per model and optimizer, the default rate. Measured on one process, 200
updates (held-out accuracy): fc adam 0.972, momentum 0.944, sgd 0.967; cnn
adam 0.975, momentum 0.961, sgd 0.981; lstm adam 0.929, while with momentum
or sgd the LSTM is still on its initial plateau after 200 updates (0.55,
0.54; it leaves it after ~150-800 updates)."""
ONE_F_ONE_B_MOMENTUM = {"fc": 0.003, "cnn": 0.003, "lstm": 0.05}
"""Momentum SGD under 1F1B: the rates above diverge with stale weights
(docs/pipeline.md, "Why SpecTrain lost accuracy"); these are ~7x smaller."""


def learning_rate(args) -> float:
    """--learning-rate, else the model's and optimizer's default; 1F1B with
    momentum SGD takes its smaller one."""
    if args.learning_rate:
        return args.learning_rate
    if args.schedule == "1f1b" and args.optimizer == "momentum":
        return ONE_F_ONE_B_MOMENTUM[args.model]
    return LEARNING_RATES[args.model][args.optimizer]


def parse_args(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--model", choices=sorted(MODELS), default="fc")
    p.add_argument("--schedule", choices=["none", "gpipe", "1f1b"], default="none",
                   help="none: data parallel over the slots (default); gpipe or 1f1b: a "
                        "pipeline of --stages stages per replica")
    p.add_argument("--staleness", choices=["vanilla", "stash", "spectrain"], default=None,
                   help="1f1b only (default spectrain)")
    p.add_argument("--spectrain-versions", choices=["schedule", "paper"], default=None,
                   help="spectrain: predict over the paper's Eq. 5/6 (default) or the "
                        "schedule's own version gaps")
    p.add_argument("--stages", type=int, default=None,
                   help="stages per pipeline replica (default: the job's slots)")
    p.add_argument("--auto-stages", action="store_true",
                   help="no split scopes: parallax_tf cuts the step into --stages stages "
                        "balanced by measured layer times (Config(pipeline_stages=S))")
    p.add_argument("--microbatches", type=int, default=None,
                   help="micro-batches per mini-batch (default 2 x stages)")
    p.add_argument("--layers", type=int, default=None, help="hidden layers (fc 8, lstm 4, cnn 3)")
    p.add_argument("--width", type=int, default=None, help="units per layer (fc 256, lstm 64, cnn 16 filters)")
    p.add_argument("--batch-size", type=int, default=64, help="examples per weight update")
    p.add_argument("--steps", type=int, default=200, help="weight updates (default 200)")
    p.add_argument("--optimizer", choices=["sgd", "momentum", "adam"], default="adam",
                   help="adam (default): its step is normalised per weight, which tolerates "
                        "1F1B's stale weights at the rate one process uses; momentum: SGD with "
                        "momentum 0.9, the paper's optimizer, which with 1F1B needs a rate ~7x "
                        "smaller than one process's (taken by default) and still trains more "
                        "slowly (docs/pipeline.md, 'Why SpecTrain lost accuracy')")
    p.add_argument("--learning-rate", type=float, default=None,
                   help="default per model and optimizer: fc adam 2e-4, momentum 0.02 "
                        "(0.003 with 1f1b), sgd 0.05; lstm adam 3e-3, momentum 0.3 (0.05 with "
                        "1f1b), sgd 1.0")
    p.add_argument("--seed", type=int, default=0, help="initial weights and example order")
    p.add_argument("--eval-every", type=int, default=50, help="updates between evaluations")
    p.add_argument("--resources", default="localhost:0",
                   help="slots when run without parallax-tf run (default one: single device)")
    p.add_argument("--timings", default=None, metavar="PATH",
                   help="worker 0 writes the learning curve and throughput here as JSON")
    args = p.parse_args(argv)
    if args.staleness and args.schedule != "1f1b":
        p.error("--staleness needs --schedule 1f1b")
    if args.spectrain_versions and (args.staleness or "spectrain") != "spectrain":
        p.error("--spectrain-versions tunes --staleness spectrain only")
    if args.auto_stages and args.schedule == "none":
        p.error("--auto-stages needs --schedule gpipe or 1f1b")
    return args


def slots(args) -> int:
    return px.parse_resources(px.env.resources() or args.resources).num_workers


def config_of(args, stages: int) -> px.Config:
    if args.schedule == "none":
        return px.Config(architecture="allreduce")
    return px.Config(schedule=args.schedule, staleness=args.staleness,
                     spectrain_versions=args.spectrain_versions,
                     microbatches=args.microbatches or 2 * stages,
                     pipeline_stages=stages if args.auto_stages else None)


def build(args, stages):
    spec = MODELS[args.model]
    layers, width = args.layers or spec["layers"], args.width or spec["width"]
    source = make_source(args.model, args.seed)
    if args.model == "fc":
        units = build_fc(layers, width, args.seed)
    elif args.model == "cnn":
        units = build_cnn(layers, width, args.seed)
    else:
        units = build_lstm(layers, width, source.vocab, source.length, args.seed)
    optimizer = make_optimizer(args.optimizer, learning_rate(args))
    marks = stages if args.schedule != "none" and not args.auto_stages else None
    return source, units, make_train_step(units, optimizer, marks)


def example_order(n: int, count: int, seed: int) -> np.ndarray:
    """The indices of `count` examples: epochs of permutations of range(n)."""
    rng = np.random.default_rng(seed)
    epochs = math.ceil(count / n)
    return np.concatenate([rng.permutation(n) for _ in range(epochs)])[:count]


class Batches:
    """How many updates one run() makes and which examples it takes."""

    def __init__(self, args, num_slots: int, stages: int) -> None:
        self.b = args.batch_size
        self.pipeline = args.schedule != "none"
        self.per_run = (args.microbatches or 2 * stages) if args.schedule == "1f1b" else 1
        self.replicas = num_slots // stages if self.pipeline else num_slots
        if self.b % (self.replicas * (1 if args.schedule != "gpipe" else
                                      args.microbatches or 2 * stages)):
            raise SystemExit(f"--batch-size {self.b} must split evenly over {self.replicas} "
                             "replica(s) (and, with gpipe, its micro-batches)")

    def batch(self, order, data, run: int, replica: int):
        """This replica's examples for run number `run`."""
        start = run * self.per_run * self.b
        idx = order[start:start + self.per_run * self.b]
        if not self.pipeline or self.replicas > 1:
            share = len(idx) // self.replicas
            idx = idx[replica * share:(replica + 1) * share]
        return data[0][idx], data[1][idx]


def parallax_tf_step(argv):
    """What `parallax-tf plan` needs: the step, a batch, the config."""
    args = parse_args(argv)
    n = slots(args)
    stages = args.stages or n
    source, _, step = build(args, stages)
    plan = Batches(args, n, stages)
    batch = plan.batch(example_order(len(source.train[1]), plan.per_run * plan.b, args.seed),
                       source.train, 0, 0)
    return px.StepSpec(step=step, example_args=batch, config=config_of(args, stages))


def main(argv=None):
    args = parse_args(argv)
    n = slots(args)
    stages = args.stages or (n if args.schedule != "none" else 1)
    source, units, train_step = build(args, stages)
    runner = px.get_runner(train_step, resources=args.resources,                # [parallax]
                           config=config_of(args, stages))
    plan = Batches(args, runner.num_workers, stages)
    runs = math.ceil(args.steps / plan.per_run)
    order = example_order(len(source.train[1]), runs * plan.per_run * plan.b, args.seed)
    replica = runner.replica_id
    chief = runner.worker_id == 0
    mode = args.schedule if args.schedule == "none" else \
        f"{args.schedule}{'-' + (args.staleness or 'spectrain') if args.schedule == '1f1b' else ''}"
    if args.schedule == "1f1b" and args.spectrain_versions == "schedule":
        mode += "-schedule"
    if chief:
        print(f"model {args.model}: {describe(units, stages if plan.pipeline else None)}; "
              f"{count_parameters(units):,} parameters; {source.describe()}", flush=True)
        print(f"mode {mode} on {runner.num_workers} slot(s); {plan.b} examples per update, "
              f"{plan.per_run} update(s) per run, {runs} runs", flush=True)
    curve, run_seconds, losses = [], [], []
    eval_seconds = 0.0
    updates = 0
    for r in range(runs):
        x, y = plan.batch(order, source.train, r, replica)
        start = time.perf_counter()
        loss = float(runner.run(x, y))
        run_seconds.append(time.perf_counter() - start)
        losses.append(loss)
        before, updates = updates, updates + plan.per_run
        if args.eval_every and (updates // args.eval_every > before // args.eval_every
                                or r + 1 == runs):
            started = time.perf_counter()
            runner.export()                  # trained values -> the model's own variables
            if chief:
                val_loss, accuracy = evaluate(units, source.eval)
                curve.append([updates, loss, val_loss, accuracy])
                print(f"update {updates:5d}  train loss {loss:.4f}  held-out loss "
                      f"{val_loss:.4f}  accuracy {accuracy:.4f}", flush=True)
            eval_seconds += time.perf_counter() - started
    timed = run_seconds[1:] or run_seconds
    throughput = plan.per_run * plan.b * len(timed) / max(sum(timed), 1e-9)
    if chief:
        print(f"{mode}: {throughput:,.0f} examples/s (runs after the first), final accuracy "
              f"{curve[-1][3]:.4f}" if curve else f"{mode}: {throughput:,.0f} examples/s",
              flush=True)
    if args.timings and chief:
        os.makedirs(os.path.dirname(os.path.abspath(args.timings)), exist_ok=True)
        with open(args.timings, "w", encoding="utf-8") as f:
            json.dump({"model": args.model, "mode": mode, "seed": args.seed,
                       "slots": runner.num_workers, "stages": stages if plan.pipeline else 1,
                       "microbatches": plan.per_run if args.schedule == "1f1b" else
                       (args.microbatches or 2 * stages if plan.pipeline else 1),
                       "batch_size": plan.b, "updates": updates, "losses": losses,
                       "curve": curve, "run_seconds": run_seconds,
                       "examples_per_second": throughput,
                       "parameters": count_parameters(units)}, f, indent=1)
    return curve


if __name__ == "__main__":
    main()
