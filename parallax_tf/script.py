"""Loading a user script and the `StepSpec` it exposes to the command line."""
from __future__ import annotations

import importlib.util
import os
import re
import runpy
import sys
from types import ModuleType
from typing import Any, Callable, Optional

from parallax_tf.api import StepSpec
from parallax_tf.errors import ScriptError

STEP_HOOK = "parallax_tf_step"


def load_script(path: str) -> ModuleType:
    """Import the script at `path` as a module (its `__main__` block does not run)."""
    if not os.path.isfile(path):
        raise ScriptError(f"script {path!r} does not exist; give the path of a Python file")
    directory = os.path.dirname(os.path.abspath(path))
    if directory not in sys.path:
        sys.path.insert(0, directory)
    name = "parallax_tf_user_script"
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ScriptError(f"cannot load {path!r} as a Python module")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def step_spec(module: ModuleType, argv: list[str]) -> StepSpec:
    """Call the script's `parallax_tf_step(argv)` hook and check what it returns."""
    hook = getattr(module, STEP_HOOK, None)
    where = getattr(module, "__file__", module.__name__)
    if hook is None or not callable(hook):
        raise ScriptError(
            f"{where} defines no function {STEP_HOOK}(argv); add one that returns "
            "parallax_tf.StepSpec(step=train_step, example_args=(batch...)) "
            "(see docs/api.md, 'Exposing a script')")
    spec = hook(list(argv))
    if not isinstance(spec, StepSpec):
        raise ScriptError(
            f"{where}: {STEP_HOOK}(argv) returned {type(spec).__name__}, expected "
            "parallax_tf.StepSpec")
    return spec


def has_step_hook(path: str) -> bool:
    """Whether the script at `path` defines `parallax_tf_step` (read, not run)."""
    if not os.path.isfile(path):
        raise ScriptError(f"script {path!r} does not exist; give the path of a Python file")
    with open(path, encoding="utf-8", errors="replace") as f:
        return re.search(rf"^\s*def\s+{STEP_HOOK}\s*\(", f.read(), re.MULTILINE) is not None


def plan_by_running(path: str, argv: list[str], resources: Optional[str],
                    change: Callable[[Any], Any], links: Any = None,
                    cores: Any = None, scale: Any = None) -> Any:
    """Run the script at `path` as `python path ARGV` would until its first
    step through `get_runner(...).run` or `px.keras.fit`, and return that
    step's Plan (for `resources` when given, else the script's; the
    script's Config changed by `change`; `links`, `cores` and `scale` as
    `px.plan`'s). Nothing
    trains, no job starts."""
    from parallax_tf.runtime import runner  # noqa: PLC0415  (lazy: TensorFlow)
    saved_argv, saved_path = sys.argv, list(sys.path)
    sys.argv = [path, *argv]
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    runner.plan_only(runner.PlanOnly(resources=resources, change=change, links=links,
                                     cores=cores, scale=scale))
    try:
        runpy.run_path(path, run_name="__main__")
    except runner.Planned as planned:
        return planned.plan
    except SystemExit as e:
        raise ScriptError(
            f"{path} exited (status {e.code!r}) before its first training step; check its "
            "arguments (they go after --) or add a parallax_tf_step(argv) hook "
            "(docs/api.md, 'Exposing a script')") from None
    finally:
        runner.plan_only(None)
        sys.argv, sys.path[:] = saved_argv, saved_path
    raise ScriptError(
        f"{path} ran to its end without a training step through parallax_tf (no "
        "px.get_runner(step).run(batch), no px.keras.fit): nothing to plan; add a "
        "parallax_tf_step(argv) hook (docs/api.md, 'Exposing a script')")
