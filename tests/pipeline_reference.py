"""Oracles for pipelines.

* `reference_1f1b`: what a pipeline of tanh Dense layers (one per stage,
  the last linear, mean squared error) computes, by the schedule's
  single-process simulation (`parallax_tf.modes.pipeline.simulate`: numpy,
  independent of the lowering; the definition of VANILLA, STASH and
  SPECTRAIN).
* `assert_matches`: a run's losses and weights equal the reference's.
* `run_in_process`: the real lowering and column runner over S TensorFlow
  servers of this process (one thread per stage), for fast tests.
"""
from __future__ import annotations

import threading

import numpy as np
import tensorflow as tf

import parallax_tf as px
from parallax_tf.config import ScheduleKind
from parallax_tf.modes.pipeline.simulate import Layer, Optimizer, simulate


def reference_1f1b(weights, batches, microbatches, staleness, lr=0.1, momentum=0.9,
                   versions="paper", optimizer="momentum", schedule=ScheduleKind.ONE_F_ONE_B):
    """(loss per mini-batch, final weights [(W, b)] per stage) of `weights`
    ([(W, b)] per stage, tanh but the last) trained with mean squared error
    by the schedule's simulation (`parallax_tf.modes.pipeline.simulate`)."""
    S = len(weights)
    stages = [[Layer(w, b, "linear" if k == S - 1 else "tanh")]
              for k, (w, b) in enumerate(weights)]
    result = simulate(stages, batches, schedule=schedule, staleness=staleness,
                      microbatches=microbatches, versions=versions,
                      optimizer=Optimizer(optimizer, learning_rate=lr, momentum=momentum))
    return result.losses, [stage[0] for stage in result.weights]


def mlp_weights(initial: dict, stages: int) -> list:
    """`_pipeline_mlp`'s [(W, b)] per stage (its layers are fc0, fc1, ...)."""
    return [(initial[f"fc{k}/kernel"], initial[f"fc{k}/bias"]) for k in range(stages)]


def assert_matches(losses, values, ref_losses, ref_weights, names=None) -> None:
    """The run's losses and weights ({variable: value}) equal the reference's
    (rtol 1e-5); `names`: per stage its (kernel, bias) variable names
    (default fc0, fc1, ...)."""
    names = names or [(f"fc{k}/kernel", f"fc{k}/bias") for k in range(len(ref_weights))]
    np.testing.assert_allclose(losses, ref_losses, rtol=1e-5, atol=1e-6)
    for (kernel, bias), (w, b) in zip(names, ref_weights):
        np.testing.assert_allclose(values[kernel], w, rtol=1e-5, atol=1e-6)
        np.testing.assert_allclose(values[bias], b, rtol=1e-5, atol=1e-6)


def run_in_process(factory, config: px.Config, steps: int):
    """Train `steps` mini-batches of `factory`'s model through the real
    pipeline program, its stages on TensorFlow servers of this process
    (one thread per stage): (losses, {variable: value}, initial values)."""
    from parallax_tf.capture import capture
    from parallax_tf.comm.collective import SingleCollective
    from parallax_tf.graph.split import assign_splits
    from parallax_tf.launch.ports import allocate_ports
    from parallax_tf.modes.pipeline.cut import cut_pipeline
    from parallax_tf.modes.pipeline.engine import combine_outputs, run_column
    from parallax_tf.modes.pipeline.planner import resolve_config, split_batch
    from parallax_tf.modes.pipeline.program import build_pipeline_program
    from parallax_tf.session.context import WorkerContext
    from parallax_tf.session.start import run_init
    step, make_batch = factory()
    first = make_batch(0, 0)
    micro = split_batch(first, config.pipeline.microbatches)
    captured = capture(step, *micro[0])
    initial = {v.name: v.variable.numpy() for v in captured.variables}
    assignment = assign_splits(captured)
    S = assignment.num_splits
    config = resolve_config(config, S)
    cut = cut_pipeline(captured, assignment, config.pipeline.staleness)
    spec = tf.train.ClusterSpec({"worker": [f"localhost:{p}" for p in
                                            allocate_ports(["localhost"] * S, None)]})
    servers = [tf.distribute.Server(spec, job_name="worker", task_index=k) for k in range(S)]
    devices = tuple(f"/job:worker/task:{k}/device:CPU:0" for k in range(S))
    single = SingleCollective()
    ctx = WorkerContext(worker=0, num_workers=1, worker_device=devices[0], server_devices=(),
                        collective=single, generation=1, tasks_per_replica=S,
                        split_devices=devices, split_collectives=(single,) * S)
    program = build_pipeline_program(captured, cut, config, ctx, config.pipeline.microbatches)
    sessions = [tf.compat.v1.Session(s.target, graph=program.graph) for s in servers]
    run_init(sessions[0], program.init, initial)
    losses = []
    for k in range(steps):
        parts = split_batch(make_batch(k, 0), config.pipeline.microbatches)
        threads = [threading.Thread(target=run_column, args=(
            sessions[j], program.graph, program.stages[j])) for j in range(1, S)]
        for t in threads:
            t.start()
        fetches = [list(program.outputs)] + ([program.done] if program.done is not None else [])
        values = run_column(sessions[0], program.graph, program.stages[0], parts, fetches)[0]
        for t in threads:
            t.join()
        losses.append(float(combine_outputs(values)[0]))
    final = sessions[0].run(program.reads)
    for s in sessions:
        s.close()
    return losses, final, initial
