"""The LM example trained with TensorFlow's own parameter-server training:
`tf.distribute.ParameterServerStrategy` and a `ClusterCoordinator`, as
TensorFlow's "Parameter server training" guide writes it. A peer for the
benchmark (issue 16), not part of parallax_tf.

    parallax-tf run --plain -a ps -r RESOURCES benchmarks/peers/tf_ps_lm.py \
        [the LM example's flags: --config tiny --steps 20 ...]

`parallax-tf run --plain -a ps` starts a TensorFlow server per machine in
job "ps" and this script on every worker slot, with the cluster in
PARALLAX_TF_TASK. Every worker process starts its own server (job
"worker"); worker 0 also runs the coordinator, the single client of
TensorFlow's design: it builds the model and the optimizer under
`strategy.scope()` (the variables go to the ps tasks, round-robin, whole:
no partitioner, since Keras 3 layers do not take TensorFlow's sharded
variables) and schedules the step function on the workers, which read
the variables from the servers and apply their own gradients there as
soon as they have them. So it is **asynchronous** training: compare it
with parallax_tf's `sync=ASYNC` PS, not with synchronous HYBRID. Keras 3
does not support parameter-server training officially (keras-team/keras
#18624: "Parameter server training is not supported in Keras 3"); this
model (embedding, LSTM, projection, sampled softmax, Adagrad, global-norm
clipping per worker step) runs under it all the same.

Same model code (`examples/lm/model.py`), data and optimizer as
`examples/lm/train.py`. Each worker reads its own copy of the training
rows (a per-worker dataset, as in the guide). Timing: worker 0 schedules
one step per worker and waits (`join`), the warm-up rounds; then it
schedules `--steps` x workers steps at once and waits for all: the step
time it records is that wall time divided by `--steps` (there is no
per-step boundary in asynchronous training). With PARALLAX_TF_STATS_DIR
(the benchmark), every worker writes the benchmark's per-worker stats
file with those step times and its own machine's interface counters
around the timed window (the machines share the folder; worker 0 marks the
window's start and end in it). Without it the other workers exit when
worker 0's server goes away.
"""
from __future__ import annotations

import json
import os
import socket
import sys
import time

_LM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples", "lm")
sys.path.insert(0, os.path.abspath(_LM))

import tensorflow as tf  # noqa: E402
import train as lm  # noqa: E402  (examples/lm/train.py: flags, model, data)

START, END = "tf_ps_window_start.json", "tf_ps_window_end.json"


def main(argv: list[str]) -> None:
    from parallax_tf.launch.role import current_role
    args = lm.parse_args(argv)
    role = current_role()
    if role is None or not role.cluster.get("ps"):
        raise SystemExit("run it with `parallax-tf run --plain -a ps -r RESOURCES "
                         "benchmarks/peers/tf_ps_lm.py ...` (it needs the ps tasks)")
    cluster = tf.train.ClusterSpec(role.cluster)
    server = tf.distribute.Server(cluster, job_name="worker", task_index=role.index,
                                  protocol="grpc", start=True)
    stats_dir = os.environ.get("PARALLAX_TF_STATS_DIR")
    if role.index != 0:
        _serve(role, stats_dir)
        return
    _coordinate(args, cluster, role, stats_dir)   # worker 0's server serves steps too
    sys.stdout.flush()
    del server
    os._exit(0)     # the coordinator's threads would keep the process alive


def _coordinate(args, cluster, role, stats_dir) -> None:
    resolver = tf.distribute.cluster_resolver.SimpleClusterResolver(cluster, rpc_layer="grpc")
    strategy = tf.distribute.ParameterServerStrategy(resolver)
    coordinator = tf.distribute.coordinator.ClusterCoordinator(strategy)
    workers = role.num_workers
    with strategy.scope():
        cfg, corpus, model, _ = lm.build(args)
        optimizer = lm.make_optimizer(args.optimizer, cfg.learning_rate)
        optimizer.build(model.trainable_variables)
    rows = corpus.train(args.steps * cfg.batch_size * workers)

    def dataset_fn(_context=None):
        return tf.data.Dataset.from_tensor_slices(rows).batch(
            cfg.batch_size, drop_remainder=True).repeat()

    per_worker = coordinator.create_per_worker_dataset(dataset_fn)
    iterator = iter(per_worker)

    @tf.function
    def step(it):
        def replica(batch):
            tokens, targets = batch[:, :-1], batch[:, 1:]
            with tf.GradientTape() as tape:
                loss = model.loss(tokens, targets)
            grads = tape.gradient(loss, model.trainable_variables)
            if args.clip_norm > 0:
                grads, _ = tf.clip_by_global_norm(grads, args.clip_norm)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            return loss
        return strategy.run(replica, args=(next(it),))

    warmup = int(os.environ.get("PARALLAX_TF_STATS_WARMUP", "3"))
    for i in range(warmup):
        losses = [coordinator.schedule(step, args=(iterator,)) for _ in range(workers)]
        coordinator.join()
        print(f"LOSS {i} {sum(float(v.fetch()) for v in losses) / workers:.9f}", flush=True)
    shapes = [[cfg.batch_size, int(rows.shape[1]) - 1]] * 2
    window = _window_start(stats_dir, shapes)
    started = time.perf_counter()
    losses = [coordinator.schedule(step, args=(iterator,))
              for _ in range(args.steps * workers)]
    coordinator.join()
    seconds = (time.perf_counter() - started) / args.steps
    last = losses[-workers:]
    print(f"LOSS {warmup + args.steps - 1} "
          f"{sum(float(v.fetch()) for v in last) / workers:.9f}", flush=True)
    print(f"[tf_ps_lm] {args.steps} x {workers} asynchronous steps: {seconds * 1e3:.1f} ms "
          f"per round, {workers * cfg.batch_size * shapes[0][1] / seconds:,.0f} words/s",
          flush=True)
    if stats_dir:
        end = {"step_seconds": [seconds] * args.steps, "input_shapes": shapes}
        _write_json(os.path.join(stats_dir, END), end)
        _write_stats(stats_dir, role, window, end)


def _window_start(stats_dir, shapes) -> dict:
    """Worker 0's side of the window's start: its counters, and the marker
    the other workers take theirs at."""
    if not stats_dir:
        return {}
    _write_json(os.path.join(stats_dir, START), {"input_shapes": shapes})
    return _sample()


def _sample() -> dict:
    from parallax_tf.runtime.stats import window_sample
    return window_sample(os.environ.get("PARALLAX_TF_GLOO_IFACE"))


CHIEF_START_S = 300.0
"""How long a worker other than 0 waits for worker 0's server to listen."""


def _serve(role, stats_dir) -> None:
    """A worker other than 0: serve steps until worker 0 is done (its end
    marker, or its server gone), taking this machine's counters around the
    timed window."""
    chief = role.cluster["worker"][0]
    start = None
    # Worker 0 may start its server after this one did (a loaded machine): wait
    # for it to listen before its going away can mean "done" (a worker that
    # left at once refused the coordinator's connections: CI, 194 s lost).
    deadline = time.monotonic() + CHIEF_START_S
    while not _reachable(chief):
        if time.monotonic() > deadline:
            raise SystemExit(f"worker 0's server at {chief} did not listen within "
                             f"{CHIEF_START_S:.0f} s")
        time.sleep(0.2)
    while True:
        time.sleep(0.2)
        if stats_dir:
            if start is None and os.path.exists(os.path.join(stats_dir, START)):
                start = _sample()
            end_path = os.path.join(stats_dir, END)
            if start is not None and os.path.exists(end_path):
                with open(end_path, encoding="utf-8") as f:
                    _write_stats(stats_dir, role, start, json.load(f))
                return
        if not _reachable(chief):
            return


def _reachable(address: str) -> bool:
    host, port = address.rsplit(":", 1)
    try:
        with socket.create_connection((host, int(port)), timeout=2):
            return True
    except OSError:
        return False


def _write_stats(stats_dir, role, start, end) -> None:
    data = {"worker": role.index, "machine": role.machine,
            "iface": os.environ.get("PARALLAX_TF_GLOO_IFACE"),
            "warmup": int(os.environ.get("PARALLAX_TF_STATS_WARMUP", "3")),
            "step_seconds": end["step_seconds"], "input_shapes": end["input_shapes"],
            "window": {"start": start, "end": _sample()},
            "architecture": "tf_ps"}
    _write_json(os.path.join(stats_dir, f"worker_{role.index}.json"), data)


def _write_json(path: str, data: dict) -> None:
    from parallax_tf.planner.decision import atomic_write
    atomic_write(path, json.dumps(data))


if __name__ == "__main__":
    main(sys.argv[1:])
