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
from parallax_tf.modes.pipeline.simulate import Layer, Optimizer, embedding, simulate


def reference_1f1b(weights, batches, microbatches, staleness, lr=0.1, momentum=0.9,
                   versions="paper", optimizer="momentum", schedule=ScheduleKind.ONE_F_ONE_B,
                   replicas=1, table=None):
    """(loss per mini-batch, final weights [(W, b)] per stage) of `weights`
    ([(W, b)] per stage, tanh but the last) trained with mean squared error
    by the schedule's simulation (`parallax_tf.modes.pipeline.simulate`);
    with `replicas` R > 1 each of `batches` is R (x, y), one per replica;
    `table`: an embedding looked up first on stage 0 (x: ids), whose final
    value is returned last."""
    S = len(weights)
    stages = [[Layer(w, b, "linear" if k == S - 1 else "tanh")]
              for k, (w, b) in enumerate(weights)]
    if table is not None:               # a lookup (the mean of the ids' rows) before stage 0
        stages[0].insert(0, embedding(table))
    result = simulate(stages, batches, schedule=schedule, staleness=staleness,
                      microbatches=microbatches, versions=versions, replicas=replicas,
                      optimizer=Optimizer(optimizer, learning_rate=lr, momentum=momentum))
    final = [stage[-1] for stage in result.weights]
    if table is not None:
        final.append(result.weights[0][0])
    return result.losses, final


def mlp_weights(initial: dict, stages: int) -> list:
    """`_pipeline_mlp`'s [(W, b)] per stage (its layers are fc0, fc1, ...)."""
    return [(initial[f"fc{k}/kernel"], initial[f"fc{k}/bias"]) for k in range(stages)]


def assert_matches(losses, values, ref_losses, ref_weights, names=None) -> None:
    """The run's losses and weights ({variable: value}) equal the reference's
    (rtol 1e-5); `names`: per stage its (kernel, bias) variable names
    (default fc0, fc1, ...; a last entry of `ref_weights` beyond them is
    the table `emb/embeddings`)."""
    names = names or [(f"fc{k}/kernel", f"fc{k}/bias") for k in range(len(ref_weights))]
    np.testing.assert_allclose(losses, ref_losses, rtol=1e-5, atol=1e-6)
    for (kernel, bias), (w, b) in zip(names, ref_weights):
        if b.size == 0:                 # the lookup layer: (table, no bias)
            kernel, bias = "emb/embeddings", None
        np.testing.assert_allclose(values[kernel], w, rtol=1e-5, atol=1e-6, err_msg=kernel)
        if bias is not None:
            np.testing.assert_allclose(values[bias], b, rtol=1e-5, atol=1e-6, err_msg=bias)


def run_in_process(factory, config: px.Config, steps: int, replicas: int = 1):
    """Train `steps` mini-batches of `factory`'s model through the real
    pipeline program, its stages on TensorFlow servers of this process
    (one thread per stage task): (losses, {variable: value}, initial
    values). `replicas` R > 1: R pipeline replicas (replica r trains on
    make_batch(k, r)) reducing across replicas on TensorFlow's collectives
    (the stages' groups of `init_collectives`); the losses are the
    replicas' mean."""
    from parallax_tf.capture import capture
    from parallax_tf.comm.collective import (
        SingleCollective,
        TensorFlowCollective,
        server_config,
    )
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
    S, R = assignment.num_splits, replicas
    config = resolve_config(config, S)
    cut = cut_pipeline(captured, assignment, config.pipeline.staleness)
    spec = tf.train.ClusterSpec({"worker": [f"localhost:{p}" for p in
                                            allocate_ports(["localhost"] * (R * S), None)]})
    servers = [tf.distribute.Server(spec, job_name="worker", task_index=t, config=server_config())
               for t in range(R * S)]
    programs, sessions = [], []
    for r in range(R):
        devices = tuple(f"/job:worker/task:{r * S + k}/device:CPU:0" for k in range(S))
        if R == 1:
            groups = (SingleCollective(),) * S
        else:                      # as `init_collectives` builds them for worker r * S
            groups = tuple(TensorFlowCollective(r * S, [j * S + k for j in range(R)],
                                                group_key=k + 2) for k in range(S))
        ctx = WorkerContext(worker=r, num_workers=R, worker_device=devices[0], server_devices=(),
                            collective=groups[0], generation=1, tasks_per_replica=S,
                            split_devices=devices, split_collectives=groups)
        programs.append(build_pipeline_program(captured, cut, config, ctx,
                                               config.pipeline.microbatches))
        sessions.append([tf.compat.v1.Session(servers[r * S + k].target, graph=programs[r].graph)
                         for k in range(S)])
    _together([lambda r=r: run_init(sessions[r][0], programs[r].init, initial)
               for r in range(R)])
    losses = []
    for step_index in range(steps):
        got: dict = {}

        def driver(r):
            parts = split_batch(make_batch(step_index, r), config.pipeline.microbatches)
            program = programs[r]
            fetches = [list(program.outputs)] + \
                ([program.done] if program.done is not None else [])
            got[r] = run_column(sessions[r][0], program.graph, program.stages[0], parts,
                                fetches)[0]
        _together([lambda r=r: driver(r) for r in range(R)] +
                  [lambda r=r, k=k: run_column(sessions[r][k], programs[r].graph,
                                               programs[r].stages[k])
                   for r in range(R) for k in range(1, S)])
        losses.append(float(np.mean([combine_outputs(got[r])[0] for r in range(R)])))
    final = sessions[0][0].run(programs[0].reads)
    for row in sessions:
        for s in row:
            s.close()
    return losses, final, initial


def _together(calls, timeout_s: float = 120.0) -> None:
    """Run `calls` in threads at once; raise the first error (or a timeout)."""
    errors: list = []

    def call(f):
        try:
            f()
        except Exception as e:                   # re-raised below
            errors.append(e)
    threads = [threading.Thread(target=call, args=(f,), daemon=True) for f in calls]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout_s)
    if errors:
        raise errors[0]
    assert not any(t.is_alive() for t in threads), f"a stage ran longer than {timeout_s} s"
