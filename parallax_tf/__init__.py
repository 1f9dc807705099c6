"""parallax_tf: distribute a single-device TensorFlow 2 training step.

Dense variables are replicated and synchronised with AllReduce (Horovod);
sparse ones (gradients of type tf.IndexedSlices) live partitioned on parameter
servers (TensorFlow's gRPC runtime); models can also be split, laid out on a
mesh or pipelined. See docs/ for the concepts and the API.

The public names below are loaded on first use (PEP 562): `import
parallax_tf` and the `parallax-tf` command line's help do not import
TensorFlow; `px.Config`, `px.get_runner`, ... import what they need.
"""
from __future__ import annotations

import importlib
import sys
import types
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "StepSpec": "api", "plan": "api",
    "split": "capture.split_scope",
    "CapturedStep": "capture", "capture": "capture",
    "Kind": "classify", "ModelInfo": "classify", "VariableInfo": "classify", "classify": "classify",
    "Aggregation": "config", "Architecture": "config", "Config": "config", "SyncMode": "config",
    "Checkpointing": "config", "DataParallel": "config", "Layouts": "config",
    "Observability": "config", "Pipeline": "config", "Search": "config",
    "CaptureError": "errors", "ConfigError": "errors", "LaunchError": "errors",
    "NonFiniteError": "errors", "ParallaxError": "errors", "PlanError": "errors",
    "ResourceError": "errors",
    "ScriptError": "errors", "SearchError": "errors",
    "partitioner": "partitioner",
    "ChunkBytes": "config.chunking", "ChunkSearch": "config.chunking",
    "Schedule": "plan.schedule", "ScheduleKind": "config", "Staleness": "config",
    "make_schedule": "plan.schedule",
    "Stragglers": "config.weak_sync", "WeakSync": "config.weak_sync",
    "RowCache": "config.row_cache",
    "AllReduce": "plan", "CollectiveEstimate": "plan", "Layout": "plan",
    "ParameterServer": "plan", "Plan": "plan", "SplitPart": "plan", "Stage": "plan",
    "Topology": "plan", "VariablePlan": "plan", "make_plan": "planner.placing",
    "Cluster": "resources", "Machine": "resources", "parse_resources": "resources",
    "shard": "runtime.data",
    "get_runner": "runtime.runner",
    "summary": "views", "draw": "views",
    "init_layouts": "modes.layout.script_start",
    "DynamicEmbedding": "embeddings", "DynamicTable": "embeddings",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        value = getattr(importlib.import_module(f"parallax_tf.{_EXPORTS[name]}"), name)
        globals()[name] = value             # next time a plain attribute
        return value
    try:                                    # a sub-module: px.testing, px.runtime, ...
        return importlib.import_module(f"parallax_tf.{name}")
    except ModuleNotFoundError as e:
        if e.name != f"parallax_tf.{name}":
            raise
        raise AttributeError(f"module 'parallax_tf' has no attribute {name!r}") from None


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_EXPORTS))


_SHADOWED = frozenset({"plan", "capture", "classify", "partitioner"})
"""Public functions named like a sub-module of this package. Importing the
sub-module makes Python bind the module under that name here; the function
must win (`px.plan(...)`, `with px.partitioner():`), as it did when this
file imported everything eagerly."""


class _Package(types.ModuleType):
    def __setattr__(self, name: str, value: Any) -> None:
        if name in _SHADOWED and isinstance(value, types.ModuleType):
            return                  # the import system binding the sub-module: keep the function
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
