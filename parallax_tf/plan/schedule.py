"""Pipeline schedules as data (pure: no TensorFlow).

A pipeline cuts a model into S stages (one task each) and feeds every
mini-batch as M micro-batches, so that the stages work at once. A schedule
says, for every stage, the order in which it runs the forward (F) and
backward (B) passes of the micro-batches: its *column*. `Schedule.table`
places the columns on a clock (unit-time actions, each as soon as its
inputs exist), which is what `parallax-tf plan` prints and what the tests
check: every micro-batch goes forward through stages 0..S-1, then backward
through S-1..0, and no stage does two things at once.

* `GPIPE` (Huang et al.): all forwards, then all backwards (here in the
  same micro-batch order, so each stage keeps its stashed activations in a
  FIFO); one synchronous update per mini-batch from the mean of the
  micro-batches' gradients. Exactly single-device SGD on the mini-batch.
* `ONE_F_ONE_B` (PipeDream): stage k runs min(S-k-1, M) warm-up forwards,
  then alternates one forward and one backward, then drains the remaining
  backwards; it updates its weights after *each* backward. The pipeline is
  drained at the end of every mini-batch (its last update lands before
  `run()` returns).

With 1F1B a micro-batch's forward at stage k sees fewer updates than the
staleness-free program would have applied: `version_gaps` counts them
from the columns, and the `Staleness` treatments (`VANILLA`, `STASH`,
`SPECTRAIN`) say what the stage does about it (docs/pipeline.md).
"""
from __future__ import annotations

import dataclasses
import enum
from typing import Optional

from parallax_tf.config.sections import ScheduleKind


class Phase(enum.Enum):
    FORWARD = "F"
    BACKWARD = "B"


@dataclasses.dataclass(frozen=True, order=True)
class Action:
    """One cell of a schedule: the forward or backward pass of a micro-batch."""

    phase: Phase
    microbatch: int

    def __str__(self) -> str:
        return f"{self.phase.value}{self.microbatch}"


def forward(m: int) -> Action:
    return Action(Phase.FORWARD, m)


def backward(m: int) -> Action:
    return Action(Phase.BACKWARD, m)


class ScheduleError(ValueError):
    """A schedule's parameters or columns are impossible (pure layer; the
    config turns it into a ConfigError naming the field)."""


def gpipe_columns(stages: int, microbatches: int) -> tuple[tuple[Action, ...], ...]:
    """Every stage: F0..F(M-1), then B0..B(M-1)."""
    _check_sizes(stages, microbatches)
    column = tuple(forward(m) for m in range(microbatches)) + tuple(
        backward(m) for m in range(microbatches))
    return (column,) * stages


def one_f_one_b_columns(stages: int, microbatches: int) -> tuple[tuple[Action, ...], ...]:
    """Stage k: min(S-k-1, M) warm-up forwards, then F/B alternating, then
    the remaining backwards (PipeDream-Flush order)."""
    _check_sizes(stages, microbatches)
    if microbatches < stages:
        raise ScheduleError(
            f"a 1F1B schedule of {stages} stages needs at least {stages} micro-batches per "
            f"mini-batch (got {microbatches}): with fewer the pipeline never reaches its "
            f"steady state of one forward and one backward per stage; use microbatches >= "
            f"{stages} (4 x {stages} keeps the fill-and-drain bubble small), or the GPIPE "
            "schedule")
    columns = []
    for k in range(stages):
        warm = min(stages - k - 1, microbatches)
        col = [forward(m) for m in range(warm)]
        for i in range(microbatches - warm):
            col += [forward(warm + i), backward(i)]
        col += [backward(m) for m in range(microbatches - warm, microbatches)]
        columns.append(tuple(col))
    return tuple(columns)


def _check_sizes(stages: int, microbatches: int) -> None:
    for name, value in (("stages", stages), ("micro-batches", microbatches)):
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            raise ScheduleError(f"a pipeline needs a positive number of {name}, got {value!r}")


def _ready(action: Action, stage: int, stages: int, done: set) -> bool:
    """Whether the inputs of `action` at `stage` exist (`done`: (stage, Action)
    finished in an earlier clock)."""
    m = action.microbatch
    if action.phase is Phase.FORWARD:
        return stage == 0 or (stage - 1, forward(m)) in done
    if stage == stages - 1:
        return (stage, forward(m)) in done
    return (stage + 1, backward(m)) in done


def clock_table(columns: tuple[tuple[Action, ...], ...]) -> tuple[tuple[Optional[Action], ...], ...]:
    """Place each stage's column on a clock: unit-time actions, each in the
    first clock where its inputs exist and its stage is free. Raises
    ScheduleError when the columns deadlock."""
    stages = len(columns)
    position = [0] * stages
    done: set = set()
    table = []
    total = sum(len(c) for c in columns)
    while len(done) < total:
        row: list[Optional[Action]] = []
        for k, column in enumerate(columns):
            action = column[position[k]] if position[k] < len(column) else None
            row.append(action if action is not None and _ready(action, k, stages, done) else None)
        if not any(row):
            waiting = [f"stage {k}: {columns[k][position[k]]}" for k in range(stages)
                       if position[k] < len(columns[k])]
            raise ScheduleError(f"the schedule's columns deadlock ({', '.join(waiting)})")
        for k, action in enumerate(row):
            if action is not None:
                done.add((k, action))
                position[k] += 1
        table.append(tuple(row))
    return tuple(table)


@dataclasses.dataclass(frozen=True)
class Schedule:
    """A schedule of `stages` stages and `microbatches` micro-batches."""

    kind: ScheduleKind
    stages: int
    microbatches: int
    columns: tuple[tuple[Action, ...], ...]
    """Per stage, its actions in the order its driver runs them."""
    table: tuple[tuple[Optional[Action], ...], ...]
    """Clock x stage -> the action that stage runs then (None: idle)."""

    @property
    def updates_each_backward(self) -> bool:
        """1F1B: a stage updates its weights after each backward; GPipe: once,
        after its last backward of the mini-batch."""
        return self.kind is ScheduleKind.ONE_F_ONE_B

    @property
    def num_clocks(self) -> int:
        return len(self.table)

    @property
    def bubble_fraction(self) -> float:
        """Idle stage-clocks over all stage-clocks (unit-time actions)."""
        cells = self.num_clocks * self.stages
        return 1.0 - sum(len(c) for c in self.columns) / cells

    def format(self, max_clocks: int = 64) -> str:
        """The table, one line per clock: 'F3' forward of micro-batch 3, 'B0'
        its backward ('B0*': followed by the stage's update), '.' idle."""
        head = ["clock"] + [f"stage {k}" for k in range(self.stages)]
        rows = []
        last_b = {k: max((i for i, a in enumerate(c) if a.phase is Phase.BACKWARD), default=-1)
                  for k, c in enumerate(self.columns)}
        seen = [0] * self.stages
        for clock, row in enumerate(self.table):
            cells = [str(clock)]
            for k, action in enumerate(row):
                if action is None:
                    cells.append(".")
                    continue
                index = seen[k]
                seen[k] += 1
                updates = action.phase is Phase.BACKWARD and (
                    self.updates_each_backward or index == last_b[k])
                cells.append(f"{action}{'*' if updates else ''}")
            rows.append(cells)
        widths = [max(len(r[i]) for r in [head] + rows) for i in range(len(head))]
        lines = ["  ".join(c.ljust(w) for c, w in zip(head, widths)).rstrip()]
        shown = rows if len(rows) <= max_clocks else rows[:max_clocks]
        lines += ["  ".join(c.ljust(w) for c, w in zip(r, widths)).rstrip() for r in shown]
        if len(rows) > max_clocks:
            lines.append(f"... ({len(rows) - max_clocks} more clocks)")
        return "\n".join(lines)

    def describe(self) -> str:
        what = {ScheduleKind.GPIPE: "GPipe: all forwards, then all backwards, one update per "
                                    "mini-batch (mean of the micro-batches' gradients)",
                ScheduleKind.ONE_F_ONE_B: "1F1B: warm-up forwards, then one forward and one "
                                          "backward; an update after every backward"}[self.kind]
        return (f"{what}; {self.stages} stages x {self.microbatches} micro-batches, "
                f"{self.num_clocks} clocks of unit-time actions, bubble "
                f"{100 * self.bubble_fraction:.0f}% ('*': the stage updates its weights)")

    def version_gaps(self) -> dict[tuple[int, Phase, int], int]:
        """(stage, phase, micro-batch) -> s: how many updates of the stage's
        weights the action is missing, compared with the staleness-free
        program, in which micro-batch m is computed with the weights its
        predecessors' updates produced (at stage k, the version current when
        m's own update lands). 1F1B updates after each backward, in
        micro-batch order: the version before an action is the number of
        backwards before it in the stage's column, the target is m. GPipe
        updates once, after all micro-batches: every gap is 0."""
        gaps = {}
        for k, column in enumerate(self.columns):
            applied = 0
            for action in column:
                target = action.microbatch if self.updates_each_backward else 0
                gaps[(k, action.phase, action.microbatch)] = target - applied
                if action.phase is Phase.BACKWARD and self.updates_each_backward:
                    applied += 1
        return gaps


def make_schedule(kind: ScheduleKind, stages: int, microbatches: int) -> Schedule:
    """The schedule of `kind` for `stages` x `microbatches` (ScheduleError
    on impossible sizes)."""
    columns = (gpipe_columns if kind is ScheduleKind.GPIPE else one_f_one_b_columns)(
        stages, microbatches)
    return Schedule(kind=kind, stages=stages, microbatches=microbatches, columns=columns,
                    table=clock_table(columns))


def paper_version_difference(stage: int, stages: int, phase: Phase) -> int:
    """SpecTrain's Eq. 5 and 6 (digest section 3): forward floor(k/2) + N - k - 1,
    backward floor(k/2), for stage k (0-based) of N. They count the time units
    until the mini-batch completes its whole round trip in the paper's
    timeline (Figure 7), not the updates until its own update lands at stage
    k, which `Schedule.version_gaps` counts; docs/pipeline.md compares them."""
    if phase is Phase.FORWARD:
        return stage // 2 + stages - stage - 1
    return stage // 2


SPECTRAIN_VERSIONS = ("schedule", "paper")


def spectrain_gaps(schedule: Schedule, versions: Optional[str] = "paper") -> dict:
    """The s SpecTrain predicts over, per (stage, phase, micro-batch):
    'paper' (the default): Eq. 5/6 of the paper (`paper_version_difference`),
    the same for every micro-batch of a stage (warm-up included);
    'schedule': the schedule's own `version_gaps`."""
    if versions == "paper":
        return {key: paper_version_difference(key[0], schedule.stages, key[1])
                for key in schedule.version_gaps()}
    return schedule.version_gaps()


def spectrain_prediction(weights, velocity, s: int):
    """SpecTrain's predicted weights W_hat = W + s * v, where v is the smoothed
    *update* (the paper's -eta * v_{t-1}); works on numbers and numpy arrays."""
    return weights + s * velocity


def smooth_update(velocity, update, gamma: float):
    """v <- gamma * v + (1 - gamma) * update (the paper's Eq. 1 on the
    optimizer's real update instead of the raw gradient; see docs/pipeline.md)."""
    return gamma * velocity + (1.0 - gamma) * update
