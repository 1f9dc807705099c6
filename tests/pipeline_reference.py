"""Oracles for pipelines.

* `reference_1f1b`: what a 1F1B pipeline of tanh Dense layers (one per
  stage, the last linear, mean squared error) computes with Keras' SGD with
  momentum, simulated in numpy clock by clock from the schedule's table,
  for each staleness treatment. Independent of the lowering: it is the
  definition of VANILLA (forward with the weights of its time, backward with
  the weights of its time, activations from the forward), STASH (the
  backward uses the forward's weights) and SPECTRAIN (both use W + s v, s
  the schedule's version gap, v the last update: momentum SGD's update is
  the paper's smoothed gradient step).
* `run_in_process`: the real lowering and column runner over S TensorFlow
  servers of this process (one thread per stage), for fast tests.
"""
from __future__ import annotations

import threading

import numpy as np
import tensorflow as tf

import parallax_tf as px
from parallax_tf.plan.schedule import Phase, ScheduleKind, Staleness, make_schedule, spectrain_gaps


def reference_1f1b(weights, batches, microbatches, staleness, lr=0.1, momentum=0.9,
                   versions="schedule"):
    """(loss per mini-batch, final weights [(W, b)] per stage)."""
    S = len(weights)
    schedule = make_schedule(ScheduleKind.ONE_F_ONE_B, S, microbatches)
    gaps = spectrain_gaps(schedule, versions)
    W = [w.astype(np.float32).copy() for w, _ in weights]
    b = [bb.astype(np.float32).copy() for _, bb in weights]
    mom = [[np.zeros_like(W[k]), np.zeros_like(b[k])] for k in range(S)]
    last = [[np.zeros_like(W[k]), np.zeros_like(b[k])] for k in range(S)]
    losses = []
    for x, y in batches:
        xs, ys = np.split(x, microbatches), np.split(y, microbatches)
        inputs, outputs, used, grad_out, mb_losses = {}, {}, {}, {}, []
        for row in schedule.table:
            for k, action in enumerate(row):
                if action is None:
                    continue
                m = action.microbatch
                if action.phase is Phase.FORWARD:
                    w, bias = W[k], b[k]
                    if staleness is Staleness.SPECTRAIN:
                        s = gaps[(k, Phase.FORWARD, m)]
                        w, bias = w + s * last[k][0], bias + s * last[k][1]
                    a = xs[m] if k == 0 else outputs[(k - 1, m)]
                    z = a @ w + bias
                    inputs[(k, m)], used[(k, m)] = a, w
                    if k < S - 1:
                        outputs[(k, m)] = np.tanh(z)
                    else:
                        outputs[(k, m)] = z
                        mb_losses.append(np.mean((z - ys[m]) ** 2))
                    continue
                a = inputs[(k, m)]
                if k == S - 1:
                    dz = 2.0 * (outputs[(k, m)] - ys[m]) / outputs[(k, m)].size
                else:
                    dz = grad_out[(k, m)] * (1.0 - outputs[(k, m)] ** 2)
                if staleness is Staleness.STASH:
                    w = used[(k, m)]
                elif staleness is Staleness.SPECTRAIN:
                    w = W[k] + gaps[(k, Phase.BACKWARD, m)] * last[k][0]
                else:
                    w = W[k]
                if k > 0:
                    grad_out[(k - 1, m)] = dz @ w.T
                for i, (param, grad) in enumerate(((W, a.T @ dz), (b, dz.sum(axis=0)))):
                    mom[k][i] = momentum * mom[k][i] - lr * grad
                    param[k] = param[k] + mom[k][i]
                    last[k][i] = mom[k][i]
        losses.append(float(np.mean(mb_losses)))
    return losses, list(zip(W, b))


def run_in_process(factory, config: px.Config, steps: int):
    """Train `steps` mini-batches of `factory`'s model through the real
    pipeline program, its stages on TensorFlow servers of this process
    (one thread per stage): (losses, {variable: value}, initial values)."""
    from parallax_tf.capture import capture
    from parallax_tf.comm.collective import SingleCollective
    from parallax_tf.launch.ports import allocate_ports
    from parallax_tf.modes.data.lower.context import WorkerContext
    from parallax_tf.modes.data.lower.program import run_init
    from parallax_tf.modes.data.split import assign_splits
    from parallax_tf.modes.pipeline.cut import cut_pipeline
    from parallax_tf.modes.pipeline.engine import combine_outputs, run_column
    from parallax_tf.modes.pipeline.planner import resolve_config, split_batch
    from parallax_tf.modes.pipeline.program import build_pipeline_program
    step, make_batch = factory()
    first = make_batch(0, 0)
    micro = split_batch(first, config.microbatches)
    captured = capture(step, *micro[0])
    initial = {v.name: v.variable.numpy() for v in captured.variables}
    assignment = assign_splits(captured)
    S = assignment.num_splits
    config = resolve_config(config, S)
    cut = cut_pipeline(captured, assignment, config.staleness)
    spec = tf.train.ClusterSpec({"worker": [f"localhost:{p}" for p in
                                            allocate_ports(["localhost"] * S, None)]})
    servers = [tf.distribute.Server(spec, job_name="worker", task_index=k) for k in range(S)]
    devices = tuple(f"/job:worker/task:{k}/device:CPU:0" for k in range(S))
    single = SingleCollective()
    ctx = WorkerContext(worker=0, num_workers=1, worker_device=devices[0], server_devices=(),
                        collective=single, generation=1, tasks_per_replica=S,
                        split_devices=devices, split_collectives=(single,) * S)
    program = build_pipeline_program(captured, cut, config, ctx, config.microbatches)
    sessions = [tf.compat.v1.Session(s.target, graph=program.graph) for s in servers]
    run_init(sessions[0], program.init, initial)
    schedule = make_schedule(config.schedule, S, config.microbatches)
    losses = []
    for k in range(steps):
        parts = split_batch(make_batch(k, 0), config.microbatches)
        threads = [threading.Thread(target=run_column, args=(
            sessions[j], program.graph, program.stages[j], schedule, None,
            config.spectrain_versions))
                   for j in range(1, S)]
        for t in threads:
            t.start()
        run_column(sessions[0], program.graph, program.stages[0], schedule, parts,
                   config.spectrain_versions)
        fetches = [list(program.outputs)] + ([program.done] if program.done is not None else [])
        values = sessions[0].run(fetches)[0]
        for t in threads:
            t.join()
        losses.append(float(combine_outputs(values)[0]))
    final = sessions[0].run(program.reads)
    for s in sessions:
        s.close()
    return losses, final, initial
