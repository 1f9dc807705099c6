"""The step's compute, measured on one process: what the planner's
estimator (`planner/step_time.py`) predicts a step's time from.

`measure_op_times(step, batch)` times each op of the captured step (traced
session runs of its graph on copies of the variables; the user's are
untouched). `measure_compute(step, batch)` adds the whole step's wall and
CPU seconds, and gives each trainable variable the seconds of the ops that
run on the parameter servers when it is placed there: its gathers, its and
its optimizer slots' updates, and the math from its gradient to them
(`graph/analysis.py`'s `update_math`).
"""
from __future__ import annotations

import os
import statistics
import time
from typing import Any, Sequence

import numpy as np
import tensorflow as tf

from parallax_tf.capture import CapturedStep
from parallax_tf.graph.analysis import slot_owners, update_math
from parallax_tf.plan.compute import StepCompute


class _Replay:
    """The captured step's graph imported into a graph of its own, on copies
    of the variables, with its feed for `batch`."""

    def __init__(self, step: CapturedStep, batch: Sequence[Any]) -> None:
        graph_def = step.parsed_graph_def()
        for node in graph_def.node:
            node.device = ""
        current = {var.name: var.variable.numpy() for var in step.variables}   # eagerly
        self.graph = tf.Graph()
        with self.graph.as_default():
            input_map, values, init_feed = {}, {}, {}
            for var in step.variables:
                handle = tf.raw_ops.VarHandleOp(dtype=tf.as_dtype(var.dtype), shape=var.shape,
                                                shared_name=f"parallax_measure/{var.name}",
                                                container="")
                input_map[var.handle] = handle
                value = tf.compat.v1.placeholder(tf.as_dtype(var.dtype), var.shape)
                init_feed[value] = current[var.name]
                values[var.name] = tf.raw_ops.AssignVariableOp(resource=handle, value=value)
            for ext, internal in step.concrete_function.graph.captures:
                if internal.name not in input_map and ext.dtype != tf.resource \
                        and hasattr(ext, "numpy"):
                    input_map[internal.name] = tf.constant(ext.numpy(), dtype=ext.dtype)
            tf.graph_util.import_graph_def(graph_def, input_map=input_map, name="m")
            init = tf.group(*values.values())
        self.fetches = [self.graph.get_tensor_by_name(f"m/{t}") for t in step.output_names]
        self.fetches += [self.graph.get_operation_by_name(f"m/{u.name}")
                         for v in step.variables for u in v.updates]
        self.feed = {self.graph.get_tensor_by_name(f"m/{n}"): np.asarray(x)
                     for n, x in zip(step.input_names, tf.nest.flatten(batch))}
        self.session = tf.compat.v1.Session(graph=self.graph)
        self.session.run(init, init_feed)
        self.session.run(self.fetches, self.feed)          # the first run is not timed

    def op_times(self, runs: int) -> dict[str, float]:
        """Seconds each op takes (median of `runs` traced runs)."""
        samples: dict[str, list[float]] = {}
        for _ in range(runs):
            metadata = tf.compat.v1.RunMetadata()
            self.session.run(self.fetches, self.feed, options=tf.compat.v1.RunOptions(
                trace_level=tf.compat.v1.RunOptions.FULL_TRACE), run_metadata=metadata)
            step_times: dict[str, float] = {}
            for dev in metadata.step_stats.dev_stats:
                for stat in dev.node_stats:
                    name = stat.node_name.split(":")[0]
                    if name.startswith("m/"):
                        step_times[name[2:]] = step_times.get(name[2:], 0.0) + \
                            stat.op_end_rel_micros * 1e-6
            for name, t in step_times.items():
                samples.setdefault(name, []).append(t)
        return {name: statistics.median(ts) for name, ts in samples.items()}

    def step_times(self, runs: int) -> tuple[float, float]:
        """(wall, process CPU) seconds per step, medians of `runs` untraced runs."""
        walls, cpus = [], []
        for _ in range(runs):
            wall, cpu = time.perf_counter(), time.process_time()
            self.session.run(self.fetches, self.feed)
            walls.append(time.perf_counter() - wall)
            cpus.append(time.process_time() - cpu)
        return statistics.median(walls), statistics.median(cpus)

    def close(self) -> None:
        self.session.close()


def measure_op_times(step: CapturedStep, batch: Sequence[Any], runs: int = 3) -> dict[str, float]:
    """Seconds each op of the captured step takes (median of `runs` traced
    steps after one untraced), on one process, on copies of the variables
    (the user's are untouched)."""
    replay = _Replay(step, batch)
    try:
        return replay.op_times(runs)
    finally:
        replay.close()


def server_ops(step: CapturedStep) -> dict[str, str]:
    """op name -> the trainable variable it moves to the servers with: its
    gathers, its and its slots' updates, and the update math between."""
    trainable = [v.name for v in step.variables if v.trainable and v.gradient is not None]
    owners = slot_owners(step, trainable)
    groups = {name: [name, *(s for s, o in owners.items() if o == name)] for name in trainable}
    out = dict(update_math(step, groups))
    by_name = {v.name: v for v in step.variables}
    for owner, members in groups.items():
        for op in by_name[owner].gathers:
            out[op.name] = owner
        for member in members:
            for op in by_name[member].updates:
                out[op.name] = owner
    return out


def measure_compute(step: CapturedStep, batch: Sequence[Any], runs: int = 5) -> StepCompute:
    """The step on one process at `batch`: wall and CPU seconds per step
    (medians of `runs`), and the op seconds that move to the servers with
    each trainable variable (medians of 3 traced runs)."""
    replay = _Replay(step, batch)
    try:
        wall, cpu = replay.step_times(runs)
        times = replay.op_times(3)
    finally:
        replay.close()
    moved: dict[str, float] = {}
    for op, owner in server_ops(step).items():
        moved[owner] = moved.get(owner, 0.0) + times.get(op, 0.0)
    return StepCompute(wall_s=wall, cpu_s=cpu, cores=os.cpu_count() or 1, server_ops_s=moved)
