"""Loading a user script and the `StepSpec` it exposes to the command line."""
from __future__ import annotations

import importlib.util
import os
import sys
from types import ModuleType

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
