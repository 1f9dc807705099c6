"""The flags every example takes, and the objects built from them."""
from __future__ import annotations

import argparse

import keras

import parallax_tf as px

OPTIMIZERS = ("sgd", "momentum", "adagrad", "adam")


def add_common_flags(parser: argparse.ArgumentParser, configs, *, default_optimizer: str,
                     default_config: str = "tiny") -> argparse.ArgumentParser:
    """--config --steps --batch-size --seed --resources --architecture
    --partitions --optimizer --learning-rate --clip-norm --logdir --eval-every
    --log-every. `None` defaults (batch size, learning rate) mean "the
    config's"."""
    parser.add_argument("--config", choices=sorted(configs), default=default_config)
    parser.add_argument("--steps", type=int, default=50, help="training steps (default 50)")
    parser.add_argument("--batch-size", type=int, default=None,
                        help="examples per worker and step (default: the config's)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--resources", default="localhost:0",
                        help="machines and slots, e.g. 'h1:0,1;h2:0,1' (default: one slot, "
                             "single-device)")
    parser.add_argument("--architecture", default=None, type=str.lower,
                        choices=["hybrid", "allreduce", "ps", "auto", "mixed"],
                        help="default: parallax-tf run's -a, else hybrid")
    parser.add_argument("--sparse-as-dense", default="off", choices=["off", "auto", "all"],
                        help="sparse gradients of AllReduce variables densified and "
                             "AllReduced: 'auto' per variable by the byte model, 'all' every "
                             "one (Config.sparse_as_dense; default off: AllGathered)")
    parser.add_argument("--partitions", type=int, default=1,
                        help="shards of each variable created under partitioner() "
                             "(default 1: each on one server)")
    parser.add_argument("--optimizer", choices=OPTIMIZERS, default=default_optimizer,
                        help=f"Keras 3 optimizer (default {default_optimizer}; note that "
                             "Keras 3 Adam updates a sparse embedding densely)")
    parser.add_argument("--learning-rate", type=float, default=None,
                        help="default: the config's")
    parser.add_argument("--clip-norm", type=float, default=5.0,
                        help="global-norm gradient clipping; 0 disables (default 5)")
    parser.add_argument("--logdir", default=None,
                        help="write TensorBoard scalars here (worker 0 only)")
    parser.add_argument("--eval-every", type=int, default=0,
                        help="evaluate every N steps on worker 0 (default: only at the end)")
    parser.add_argument("--log-every", type=int, default=10,
                        help="print a line every N steps when stdout is not a terminal")
    parser.add_argument("--weak-sync", default=None, metavar="SPEC",
                        help="weak synchronisation of the parameter servers "
                             "(docs/weak_sync.md): 'c=3,b=0.9,push_wait=0,pull_wait=0' (any "
                             "of them; c: gradients per update, default all workers; b: "
                             "fraction of blocks a worker waits for, default 1)")
    parser.add_argument("--straggler", action="append", default=[], metavar="SPEC",
                        help="inject a delay (repeatable): 'worker=1,delay=0.5[,p=1]' (its "
                             "compute) or 'server=0,delay=4,p=0.0016' (its responses)")
    parser.add_argument("--row-cache", default=None, metavar="ROWS[:S]",
                        help="cache each worker's ROWS most-read rows of every server table, "
                             "at most S steps stale (default 0: synchronous) "
                             "(docs/row_cache.md)")
    parser.add_argument("--chunks", default="tensor",
                        help="AllReduce of the dense gradients: tensor (each its own, the "
                             "default), all (one chunk), K (chunks of K layers), a size such "
                             "as 4MiB, or search (docs/chunks.md)")
    return parser


def make_optimizer(name: str, learning_rate: float,
                   initial_accumulator_value: float = 0.1) -> keras.optimizers.Optimizer:
    """'sgd', 'momentum' (SGD, momentum 0.9), 'adagrad' (starting its
    accumulators at `initial_accumulator_value`) or 'adam' (Keras 3)."""
    if name == "sgd":
        return keras.optimizers.SGD(learning_rate)
    if name == "momentum":
        return keras.optimizers.SGD(learning_rate, momentum=0.9)
    if name == "adagrad":
        return keras.optimizers.Adagrad(learning_rate,
                                         initial_accumulator_value=initial_accumulator_value)
    if name == "adam":
        return keras.optimizers.Adam(learning_rate)
    raise ValueError(f"unknown optimizer {name!r}; choose one of {', '.join(OPTIMIZERS)}")


def _pairs(spec: str, flag: str) -> dict[str, str]:
    out = {}
    for item in spec.split(","):
        key, sep, value = item.partition("=")
        if not sep:
            raise SystemExit(f"{flag} {spec!r}: give key=value pairs separated by commas")
        out[key.strip()] = value.strip()
    return out


def sparse_as_dense(flag: str):
    """--sparse-as-dense off|auto|all -> Config.sparse_as_dense."""
    return {"off": False, "auto": "auto", "all": True}[flag]


def weak_sync(spec: str) -> px.WeakSync:
    """'c=3,b=0.9,push_wait=0,pull_wait=0' -> px.WeakSync."""
    names = {"c": "num_required", "b": "pull_fraction", "push_wait": "push_wait",
             "pull_wait": "pull_wait", "max_wait": "max_wait"}
    kwargs = {}
    for key, value in _pairs(spec, "--weak-sync").items():
        if key not in names:
            raise SystemExit(f"--weak-sync: unknown {key!r}; use {', '.join(names)}")
        kwargs[names[key]] = int(value) if key == "c" else float(value)
    return px.WeakSync(**kwargs)


def stragglers(specs: list[str]):
    """['worker=1,delay=0.5', 'server=0,delay=4,p=0.0016'] -> px.Stragglers."""
    workers, servers, p_worker, p_server = {}, {}, 1.0, 1.0
    for spec in specs:
        pairs = _pairs(spec, "--straggler")
        delay, p = float(pairs.get("delay", 0)), float(pairs.get("p", 1.0))
        if "worker" in pairs:
            workers[int(pairs["worker"])], p_worker = delay, p
        elif "server" in pairs:
            servers[int(pairs["server"])], p_server = delay, p
        else:
            raise SystemExit(f"--straggler {spec!r}: name worker=I or server=I")
    if not specs:
        return None
    return px.Stragglers(worker_delay=workers, worker_probability=p_worker,
                         server_delay=servers, server_probability=p_server)


def parallax_config(args: argparse.Namespace) -> px.Config:
    """The parallax_tf Config the flags ask for."""
    return px.Config(architecture=args.architecture, num_partitions=args.partitions,
                     chunks=args.chunks, sparse_as_dense=sparse_as_dense(args.sparse_as_dense),
                     weak_sync=weak_sync(args.weak_sync) if args.weak_sync else None,
                     stragglers=stragglers(args.straggler),
                     row_cache=row_cache(getattr(args, "row_cache", None)))


def row_cache(spec):
    """'4096' or '4096:4' -> px.RowCache(rows=4096, staleness=4); None -> None."""
    if not spec:
        return None
    rows, _, staleness = spec.partition(":")
    try:
        return px.RowCache(rows=int(rows), staleness=int(staleness or 0))
    except ValueError:
        raise SystemExit(f"--row-cache {spec!r}: give ROWS or ROWS:S, two integers") from None
