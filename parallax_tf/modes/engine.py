"""`Engine`: one mode's runtime on one task, behind the one `Runner`.

The runner (`runtime/runner.py`) owns the step protocol of every mode:
capture on the first batch, the plan the chief ships, the heartbeat, the
step counter and statistics, the output's structure, checkpoints and
resume, `values` / `export` / `save` / `restore`. What differs between
modes is behind this interface, one class per mode
(`modes/<mode>/engine.py`, registered in `registry.py`):

* how the first batch is captured (`traced_batch`: a layout traces the
  global batch, a pipeline one micro-batch) and planned (`plan_step`);
* `start`: build the planned program (tuning it first where the mode has
  tuning hooks: AUTO, the partition and the chunk search) and set its
  variables from the values the job starts from;
* `step`: run one step on this task's batch, give the flat outputs;
* `read` / `assign`: the variables' whole values by name. `read` sees
  the last step's updates, and works when one task calls it alone and
  when every task does (an engine whose reads are collectives arranges
  that: `modes/layout/engine.py`);
* `sync`, `close`.
"""
from __future__ import annotations

from typing import Any, Callable, Optional, Sequence

import numpy as np

Values = Callable[[str], np.ndarray]
"""name -> the value a variable starts from (read when asked: a big model
is not copied at once)."""


def own_values(captured: Any) -> Values:
    """The current values of the step's variables in this process, by name
    (a job starts from the chief's: the engines broadcast them). Call it in
    eager mode."""
    variables = {v.name: v.variable for v in captured.variables}
    return lambda name: variables[name].numpy()


class Engine:
    """The interface (see the module doc); the defaults suit an engine
    whose steps are synchronous and whose reads are local."""

    plan_key = "plan"
    """The store key the chief ships this mode's plan under."""
    sample_alpha = True
    """Measure alpha (the sparse variables' row ratio) on the first batch."""
    runs_the_step_itself = False
    """The user's step runs as written, in this process (the local engine):
    state the step keeps for itself, such as a dynamic embedding table,
    stays one table."""
    program: Any = None
    """The built program (for inspection: tests, benchmarks)."""
    stats: Any = None
    """The runner's step observers (`runtime/metrics.observers`), which the
    runner sets; None: nobody records the steps."""

    def traced_batch(self, batch: tuple) -> tuple:
        """The batch the step is captured with."""
        return tuple(batch)

    def plan_step(self, captured: Any, model: Any) -> Any:
        """This mode's plan of the captured step (on the chief, or on every
        task of a job without a store)."""
        raise NotImplementedError

    def start(self, captured: Any, model: Any, plan: Any, values: Optional[Values],
              batch: tuple) -> Any:
        """Build the program for `plan` and set its variables from `values`
        (None: their values in this process, `own_values`); returns the plan
        it trains with (a tuning hook may change it)."""
        raise NotImplementedError

    def check_batch(self, flat: Sequence[Any]) -> None:
        """Refuse a later batch this engine cannot run."""

    def step(self, batch: tuple, flat: list) -> list:
        """One step on this task's batch; the step's flat outputs."""
        raise NotImplementedError

    def after_step(self, seconds: float) -> Optional[Any]:
        """Bookkeeping after a step (a tuning hook that runs while training:
        the chunk search); a new plan when it re-planned."""
        return None

    def read(self) -> dict[str, np.ndarray]:
        """Every variable's whole value, the last step's updates in."""
        raise NotImplementedError

    def assign(self, values: Optional[Values]) -> None:
        """Set every variable to the chief's `values` (`restore`; None on
        the other tasks, whose values the chief's replace); every task
        calls it."""
        raise NotImplementedError

    def resume_random(self, times: int, batch: tuple) -> None:
        """Run the program's stateful random ops `times` times (a resumed
        job's random numbers go on where the interrupted ones stopped)."""

    @property
    def random_steps(self) -> int:
        """Runs of the program's stateful random ops in its current session."""
        return 0

    def sync(self) -> None:
        """Wait until every task called `sync` (asynchronous modes)."""

    def close(self) -> None:
        """Release what the engine holds (sessions, servers' state)."""

    @property
    def replica(self) -> Optional[tuple[int, int]]:
        """(this task's replica, replicas) once known, else None."""
        return None
