"""Lowering a pipelined step: one replica's program for all its stages.

The replica's driver (stage 0's task) builds one graph holding, for every
stage k, its column of the schedule as one op (all placed on that task),
cell by cell, each cell importing the stage's ops once more:

* a forward cell of micro-batch m: take the previous stage's message from
  this stage's forward queue (stage 0: the micro-batch's inputs, fed), run
  the stage's forward ops, send the next stage its message, keep in the
  stash queue what the backward will need, send the step's outputs computed
  here to the driver;
* a backward cell: take the stash and the next stage's message from this
  stage's backward queue, run the stage's backward ops, send the previous
  stage its message; then, with 1F1B, the update (the user's optimizer ops
  for this stage's variables, fed with the gradients); with GPipe, add the
  gradients to accumulators, and at the stage's last backward update once
  from their mean;
* the column's last cell also sends the driver a token saying the stage is
  done with the mini-batch.

A cell's entries (dequeues, fed inputs, variable handles) wait for the
previous cell, so the column keeps the schedule's order within one
`Session.run` per stage and mini-batch. Queues (`tf.queue.FIFOQueue`,
shared by name, on the task that dequeues) carry the activations and their
gradients over TensorFlow's own transport. Treatments of stale weights
(1F1B): `STASH` is the cut's (weights travel in the stash); `SPECTRAIN`
replaces the stage's reads of its weights by W + s v, s the cell's version
difference (a constant), v the smoothed update, kept in a variable per
weight and updated after each update. Data parallelism across pipeline
replicas reduces each stage's gradients over that stage's process set
(`WorkerContext.split_collective`), per tensor or in the plan's chunks:
inside the column (Horovod's collectives), or, on TensorFlow's (whose runs
holding collectives may touch no other task), in a run of its own beside
the column's, the two meeting in queues on the stage's task (`reduction`).

With parameter servers (HYBRID or PS, `servers`): a server variable has
one copy, on its server, shared by every replica; its reads, gathers,
writes and the update math serving it alone run there (only rows travel);
for each update (GPipe: the mini-batch's; 1F1B: every micro-batch's) each
replica pushes its gradient into a queue on the server, the first replica
takes the R gradients there and applies their mean, then releases the
others through a second queue.

The builder's concerns, one module each (`_Builder` composes them and builds
each stage's `StageRuns`): the graph's variables, queues and the stages'
imports of the step (`stage_graph.py`), the cells of a column
(`column.py`), the reductions across replicas (`reduction.py`), the
server variables' updates (`servers.py`), initialisation and reads
(`initialise.py`).

Everything a stage's process needs is named in `StageRuns`; the graph is
shipped as a GraphDef (`modes/pipeline/engine.py`). The oracle of what it
computes is `modes/pipeline/simulate.py`.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Optional

import tensorflow as tf

from parallax_tf.capture import CapturedStep
from parallax_tf.config import Config
from parallax_tf.modes.pipeline.column import Column
from parallax_tf.modes.pipeline.cut import PipelineCut, StageCut
from parallax_tf.modes.pipeline.initialise import Initialisation
from parallax_tf.modes.pipeline.mode import PASSES as PIPELINE_PASSES
from parallax_tf.plan.schedule import Phase
from parallax_tf.session.context import InitOps, WorkerContext


@dataclasses.dataclass(frozen=True, kw_only=True)
class StageRuns:
    """What stage `index`'s driver runs per mini-batch: names in the replica's graph."""

    index: int
    column: str
    """The op that runs the stage's whole column of the schedule for one
    mini-batch (its cells chained in order by control edges)."""
    inputs: tuple[str, ...] = ()
    """Stage 0: placeholders of the micro-batches' inputs, micro-batch by
    micro-batch (M x the step's inputs)."""
    reduction: str = ""
    """With `apart`: the op of a run of its own, on this stage's task alone,
    once per mini-batch beside the column's run: each update's gradients
    taken from the stage's queue, reduced across the replicas, put in the
    queue of reduced gradients the column's update takes them from."""
    graph_key: int = 0
    """The `collective_graph_key` of the reduction runs (0: TensorFlow's
    default): the step-id sequence the stage's group shares
    (`Collective.graph_key`)."""

    def to_dict(self) -> dict[str, Any]:
        return {f.name: list(v) if isinstance(v := getattr(self, f.name), tuple) else v
                for f in dataclasses.fields(self)}

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "StageRuns":
        return cls(**{**d, "inputs": tuple(d.get("inputs", ()))})


@dataclasses.dataclass(frozen=True, kw_only=True)
class PipelineProgram:
    """One replica's pipeline: its graph and what each stage runs."""

    graph: tf.Graph
    stages: tuple[StageRuns, ...]
    outputs: tuple[tf.Tensor, ...]
    """Per output of the step: its M micro-batch values, [M, ...] (driver)."""
    done: Optional[tf.Tensor]
    """The driver's wait for every other stage's end of the mini-batch."""
    init: InitOps
    reads: dict[str, tf.Tensor]
    """User variable -> a read of its value (a stage copy: stage 0's)."""
    tables: Optional[tf.Operation] = None
    """Fills every stage's copies of the step's lookup tables (the driver
    runs it once); None: the step reads no table."""
    passes: tuple[str, ...] = PIPELINE_PASSES


class _Builder(Column, Initialisation):
    """Builds the program stage by stage (one graph, default while building):
    its concerns, one module each, composed."""

    def stage(self, s: StageCut) -> StageRuns:
        """`stage_column`: stage s's column of the schedule as one op: each
        cell (forward, or backward with its update) built once per
        micro-batch; a cell's entries (its dequeues, fed inputs, variable
        handles) wait for the previous cell's end, so every read, write and
        message keeps the order the stage's runs had when each cell was a run
        of its own. (Not a control edge on every op of the cell: oneDNN's
        Conv2D+BiasAdd rewrite aborts the process on a Conv2D with one.)
        With `apart`, the reductions across replicas are another op's, run
        beside it (`reduction`)."""
        k = s.index
        column = self.schedule.columns[k]
        previous: Optional[tf.Operation] = None
        inputs: tuple = ()          # stage 0's placeholders (forwards run in micro-batch order)
        for i, action in enumerate(column):
            m = action.microbatch
            if action.phase is Phase.FORWARD:
                previous, fed = self.forward(s, m, previous)
                inputs += fed
                continue
            previous = self.backward_cell(s, m, previous, last=i == len(column) - 1)
        assert previous is not None
        if not self.reduces_apart(s):
            return StageRuns(index=k, column=previous.name, inputs=inputs)
        return StageRuns(index=k, column=previous.name, inputs=inputs,
                         reduction=self.reduction(s).name,
                         graph_key=self.ctx.split_collective(k).graph_key)


def build_pipeline_program(step: CapturedStep, cut: PipelineCut, config: Config,
                           ctx: WorkerContext, microbatches: int,
                           chunks: tuple[tuple[str, ...], ...] = (),
                           servers: Optional[dict[str, str]] = None) -> PipelineProgram:
    """One replica's pipeline program (`ctx`: its driver; `ctx.split_devices`
    the stages' tasks; `step` captured at the micro-batch's shapes; `chunks`:
    the plan's, each reduced across replicas as one grouped AllReduce;
    `servers`: the server-placed variables and slots -> their server's device)."""
    graph = tf.Graph()
    with graph.as_default():
        b = _Builder(step, cut, config, ctx, microbatches, chunks, servers)
        b.variables()
        b.queues_()
        runs = tuple(b.stage(s) for s in cut.stages)
        outputs: list[Optional[tf.Tensor]] = [None] * len(step.output_names)
        with tf.device(b.device(0)):
            for s in cut.stages:
                if not s.outputs:
                    continue
                got = b.queues[("out", s.index)].dequeue_many(microbatches)
                got = list(got) if isinstance(got, (list, tuple)) else [got]
                for i, t in zip(s.outputs, got):
                    outputs[i] = t
            done = b.queues[("done", 0)].dequeue_many(b.stages - 1) if b.stages > 1 else None
        init, reads = b.init()
        tables = tf.group(*(fill for _, fill in b.tables.values()),
                          name="pipeline/tables") if b.tables else None
    return PipelineProgram(graph=graph, stages=runs, outputs=tuple(outputs), done=done,
                           init=init, reads=reads, tables=tables)
