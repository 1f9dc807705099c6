"""The modes, in one table.

A mode is a way to distribute a step: data parallelism on the session
engine (HYBRID, ALLREDUCE, PS, AUTO, model splits, weak synchronisation,
chunks), Mesh-style layouts on DTensor, pipelines. Each lives in its own
folder (`modes/<name>/`) whose `engine.py` has `create(train_step,
resources, config, role) -> (Job, Engine) | None` (None: this process is
the user's launch of a job of several slots, which `launch` starts),
`plan_offline` (the plan without a job: `px.plan`, `parallax-tf plan`) and
`serve` (a task that only serves a part of a replica). The
first row whose `selects(config)` holds is the job's mode. Adding a mode
is a folder and a row here.
"""
from __future__ import annotations

import dataclasses
import importlib
from typing import Any, Callable

from parallax_tf.config import Config


@dataclasses.dataclass(frozen=True)
class Mode:
    name: str
    selects: Callable[[Config], bool]
    module: str
    """The mode's engine module: `create(...)` and `launch(resources, config)`."""
    doc: str

    def create(self, train_step: Any, resources: Any, config: Config, role: Any) -> Any:
        return importlib.import_module(self.module).create(train_step, resources, config, role)

    def launch(self, resources: Any, config: Config) -> int:
        """Start the job from the user's process; its exit status."""
        return importlib.import_module(self.module).launch(resources, config)

    def plan(self, train_step: Any, example_args: tuple, cluster: Any, config: Config,
             sample_batches: Any = None, alphas: Any = None) -> Any:
        """The plan of `train_step` on one example batch, without a job."""
        return importlib.import_module(self.module).plan_offline(
            train_step, example_args, cluster, config, sample_batches, alphas)

    def serve(self, role: Any, plan_json: str) -> None:
        """A task that only serves its part of a replica, until stopped."""
        importlib.import_module(self.module).serve(role, plan_json)


MODES: tuple[Mode, ...] = (
    Mode("layout", lambda c: c.is_layout, "parallax_tf.modes.layout.engine", "docs/layouts.md"),
    Mode("pipeline", lambda c: c.is_pipeline, "parallax_tf.modes.pipeline.engine",
         "docs/pipeline.md"),
    Mode("data", lambda c: True, "parallax_tf.modes.data.engine", "docs/concepts.md"),
)


def mode_of(config: Config) -> Mode:
    """The mode `config` selects."""
    return next(m for m in MODES if m.selects(config))
