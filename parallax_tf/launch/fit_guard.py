"""No silent unsynchronised `fit`: in a task of a several-worker job
launched by parallax_tf, a plain `keras.Model.fit` trains that worker alone
(nothing synchronises it with the others). `install()` makes `fit` warn,
once per process, naming the way out (`px.keras.fit`).

The launcher starts every worker of a parallax_tf job through
`launch/bootstrap.py`, which calls `install()` before the user's program:
Keras is not imported here (it is heavy, and a script may not use it); an
import hook wraps `fit` when the program imports Keras.
"""
from __future__ import annotations

import importlib.abc
import importlib.machinery
import logging
import sys
from typing import Any, Optional, Sequence

logger = logging.getLogger("parallax_tf")

_warned = False
_KERAS = "keras"


def warning_text(worker: int, workers: int) -> str:
    return (f"model.fit() in worker {worker} of a {workers}-worker job launched by "
            "parallax_tf trains this worker alone: nothing synchronises it with the other "
            "workers, each trains its own copy of the model. Use px.keras.fit(model, x, y, "
            "..., resources=...) instead (docs/keras.md)")


def _wrap_fit(keras: Any, worker: int, workers: int) -> None:
    model_class = getattr(keras, "Model", None)
    original = getattr(model_class, "fit", None)
    if model_class is None or original is None \
            or getattr(original, "_parallax_tf_guard", False):
        return

    def fit(self: Any, *args: Any, **kwargs: Any) -> Any:
        global _warned
        if not _warned:
            _warned = True
            logger.warning("WARNING: %s", warning_text(worker, workers))
            sys.stderr.flush()
        return original(self, *args, **kwargs)

    fit._parallax_tf_guard = True  # type: ignore[attr-defined]
    fit.__doc__ = original.__doc__
    model_class.fit = fit


class _KerasImportHook(importlib.abc.MetaPathFinder):
    """Finds `keras` with the other finders and wraps `fit` once it loaded."""

    def __init__(self, worker: int, workers: int) -> None:
        self.worker, self.workers = worker, workers

    def find_spec(self, fullname: str, path: Optional[Sequence[str]],
                  target: Any = None) -> Optional[importlib.machinery.ModuleSpec]:
        if fullname != _KERAS:
            return None
        others = [f for f in sys.meta_path if f is not self]
        spec = None
        for finder in others:
            find = getattr(finder, "find_spec", None)
            spec = find(fullname, path, target) if find is not None else None
            if spec is not None:
                break
        if spec is None or spec.loader is None:
            return spec
        exec_module, hook = spec.loader.exec_module, self

        def exec_and_wrap(module: Any) -> None:     # the loader is this module's own
            exec_module(module)
            _wrap_fit(module, hook.worker, hook.workers)
            if hook in sys.meta_path:
                sys.meta_path.remove(hook)

        spec.loader.exec_module = exec_and_wrap
        return spec


def install(worker: int, workers: int) -> None:
    """Make a plain `keras.Model.fit` warn in this task (a no-op for a job of
    one worker: it trains alone anyway)."""
    if workers < 2:
        return
    if _KERAS in sys.modules:
        _wrap_fit(sys.modules[_KERAS], worker, workers)
        return
    if not any(isinstance(f, _KerasImportHook) for f in sys.meta_path):
        sys.meta_path.insert(0, _KerasImportHook(worker, workers))
