"""The modes, in one table: a row is a mode's whole contract.

A mode is a way to distribute a step: data parallelism on the session
engine (HYBRID, ALLREDUCE, PS, AUTO, MIXED, model splits, weak synchronisation,
chunks), Mesh-style layouts on DTensor, pipelines. Each lives in its own
folder (`modes/<name>/`) and is one `Mode` row here:

* `section`: the `Config` section that selects it (`Config(pipeline=...)`,
  flat `schedule=...`); the first row whose section a Config holds is its
  mode, the row without a section the default;
* `package`: the folder, whose modules give the rest of the contract by
  name (imported when asked, so this table imports no mode):

  - ``mode.py`` (no TensorFlow): `passes(plan)` (its lowering passes, in
    order), `summary(plan)` (the text plan), `picture(plan)` (what
    `views/picture.py` draws: a `views.picture.Facts`), `starts_servers(config)`
    (whether a launch starts a parameter server per machine),
    `predicted(plan)` (what the benchmarks' step statistics record),
    `serve_ps(role, plan, server)` (what a parameter-server task does
    besides serving, once it read the plan); optionally
    `collective_engine(plan)` (the engine its collectives ran on, when
    not `Config(collectives=...)`'s: what a job records it ran,
    `runtime/features.py`);
  - ``engine.py`` (TensorFlow): `create(train_step, resources, config,
    role)` -> (Job, Engine) or None (the user's process of a job of several
    slots), `launch(resources, config)`, `plan_offline(...)`,
    `serve(role, plan_json)` (a task that only serves its part of a
    replica), `program_stats(engine)` (what the oracle records of the
    lowered program).

Shared layers (`views/`, `runtime/`, `launch/`, `keras/`, `testing.py`)
ask this table; they never test which mode they are in. Adding a mode is
a folder and a row (`register`), and a section if it adds one
(`config.sections.register_section`).
"""
from __future__ import annotations

import dataclasses
import importlib
import types
from typing import Any, Optional

from parallax_tf.config import Config
from parallax_tf.errors import ConfigError


@dataclasses.dataclass(frozen=True)
class Mode:
    """One row: a mode's name, the section that selects it, its folder."""

    name: str
    section: Optional[str]
    """The Config keyword of its section; None: the default mode."""
    package: str
    """Its folder as a package (``parallax_tf.modes.<name>``)."""

    def hooks(self) -> types.ModuleType:
        """Its ``mode.py``: the hooks that need no TensorFlow."""
        return importlib.import_module(f"{self.package}.mode")

    def engine(self) -> types.ModuleType:
        """Its ``engine.py``: the hooks that run TensorFlow."""
        return importlib.import_module(f"{self.package}.engine")

    def selects(self, config: Config) -> bool:
        return self.section is None or config.section(self.section) is not None

    # ------------------------------------------------------------- engine hooks

    def create(self, train_step: Any, resources: Any, config: Config, role: Any) -> Any:
        return self.engine().create(train_step, resources, config, role)

    def launch(self, resources: Any, config: Config) -> int:
        """Start the job from the user's process; its exit status."""
        return self.engine().launch(resources, config)

    def plan(self, train_step: Any, example_args: tuple, cluster: Any, config: Config,
             sample_batches: Any = None, alphas: Any = None, links: Any = None,
             cores: Any = None, scale: Any = None) -> Any:
        """The plan of `train_step` on one example batch, without a job
        (`links`: given, else assumed; a mode that prices nothing by them
        ignores them; `cores`: predict step times on machines of so many
        cores, where the mode can; `scale`: and on other cluster shapes)."""
        more = {k: v for k, v in (("cores", cores), ("scale", scale)) if v is not None}
        return self.engine().plan_offline(train_step, example_args, cluster, config,
                                          sample_batches, alphas, links, **more)

    def serve(self, role: Any, plan_json: str) -> None:
        """A task that only serves its part of a replica, until stopped."""
        self.engine().serve(role, plan_json)


_MODES: list[Mode] = [
    Mode("layout", "layout", "parallax_tf.modes.layout"),
    Mode("pipeline", "pipeline", "parallax_tf.modes.pipeline"),
    Mode("data", None, "parallax_tf.modes.data"),
]


def modes() -> tuple[Mode, ...]:
    """The rows, in the order they are tried."""
    return tuple(_MODES)


def register(mode: Mode) -> None:
    """Add a row, tried before the built-in ones (its section selects it)."""
    if any(m.name == mode.name for m in _MODES):
        raise ConfigError(f"a mode named {mode.name!r} is registered already")
    if mode.section is None:
        raise ConfigError(f"mode {mode.name!r} needs a Config section that selects it")
    _MODES.insert(0, mode)


def unregister(name: str) -> None:
    """Drop the row `name` (tests)."""
    _MODES[:] = [m for m in _MODES if m.name != name]


def mode_of(config: Config) -> Mode:
    """The mode `config` selects."""
    return next(m for m in _MODES if m.selects(config))


def named(name: str) -> Mode:
    """The row called `name` (a Plan records its mode's name)."""
    for mode in _MODES:
        if mode.name == name:
            return mode
    raise ConfigError(f"no mode named {name!r} is registered (known: "
                      f"{', '.join(m.name for m in _MODES)})")


def of_plan(plan: Any) -> Mode:
    """The mode that made `plan`."""
    return named(plan.mode)
