"""`partitioner()`: mark variables in user code as targets for row partitioning.

    with px.partitioner():                 # p chosen by Config / the search
        emb = tf.Variable(tf.random.normal([V, D]), name="emb")
    with px.partitioner(num_shards=8):     # or fixed here
        layer = keras.layers.Embedding(V, D)

Marked are (a) every tf.Variable created inside the block, including Keras
variables of layers built there, and (b) every Keras layer constructed inside
the block, whose weights are resolved when the step is planned (Keras 3
layers usually create their weights later, at their first call). The variables
themselves are left untouched: no `ShardedVariable`, so `tape.gradient` works
for Keras 3 layers; the split happens in the lowered program (one piece per
shard on its server, row r in shard r mod p). Only variables that turn out
SPARSE are partitioned; a dense variable marked here is logged and left whole.
"""
from __future__ import annotations

import contextlib
import dataclasses
import gc
import threading
import weakref
from typing import Any, Iterator, Optional

import tensorflow as tf

from parallax_tf.errors import ConfigError

_LOCK = threading.Lock()
_MARKED_VARIABLES: dict[int, tuple[Any, "PartitionSpec"]] = {}   # id(handle) -> (var, spec)
_MARKED_LAYERS: list[tuple[Any, "PartitionSpec"]] = []           # (weakref to layer, spec)


@dataclasses.dataclass(frozen=True, kw_only=True)
class PartitionSpec:
    """What a `partitioner` block asked for."""

    num_shards: Optional[int] = None
    """Pieces per variable; None: from Config.num_partitions or the search."""
    group: str = "default"
    """Variables of one group share one searched number of partitions."""


def _keras_layer_type() -> Optional[type]:
    try:
        import keras  # noqa: PLC0415  (lazy: Keras)
    except ImportError:
        return None
    return keras.layers.Layer


def _live_layers(layer_type: Optional[type]) -> list[Any]:
    if layer_type is None:
        return []
    return [o for o in gc.get_objects() if isinstance(o, layer_type)]


def _mark_variable(var: Any, spec: PartitionSpec) -> None:
    handle = getattr(var, "handle", None)
    if handle is not None:
        _MARKED_VARIABLES[id(handle)] = (var, spec)


class _Block:
    """The object a `partitioner` block yields: `add()` marks more objects."""

    def __init__(self, spec: PartitionSpec) -> None:
        self.spec = spec

    def add(self, obj: Any) -> Any:
        """Mark a tf.Variable, a Keras variable or a Keras layer; returns it."""
        layer_type = _keras_layer_type()
        with _LOCK:
            if layer_type is not None and isinstance(obj, layer_type):
                _MARKED_LAYERS.append((weakref.ref(obj), self.spec))
            elif getattr(obj, "handle", None) is not None:
                _mark_variable(obj, self.spec)
            else:
                raise ConfigError(
                    f"partitioner().add({obj!r}): expected a tf.Variable, a Keras variable "
                    "or a Keras layer")
        return obj


@contextlib.contextmanager
def partitioner(num_shards: Optional[int] = None, *, group: str = "default") -> Iterator[_Block]:
    """Mark the variables (and Keras layers) created in this block for partitioning.

    `num_shards`: a fixed number of row shards, or None to let
    `Config.num_partitions` / the partition search decide. `group`: blocks with
    the same group share one searched number of partitions.
    """
    if num_shards is not None and (isinstance(num_shards, bool)
                                   or not isinstance(num_shards, int) or num_shards < 1):
        raise ConfigError(
            f"partitioner(num_shards={num_shards!r}): give a positive integer, or None "
            "to let Config.num_partitions or the search choose")
    spec = PartitionSpec(num_shards=num_shards, group=str(group))
    layer_type = _keras_layer_type()
    before = weakref.WeakSet(_live_layers(layer_type)) if layer_type else weakref.WeakSet()

    def creator(next_creator, **kwargs):
        var = next_creator(**kwargs)
        with _LOCK:
            _mark_variable(var, spec)
        return var

    with tf.variable_creator_scope(creator):
        yield _Block(spec)
    new_layers = [layer for layer in _live_layers(layer_type) if layer not in before]
    with _LOCK:
        _MARKED_LAYERS.extend((weakref.ref(layer), spec) for layer in new_layers)


def marked_variables() -> dict[int, PartitionSpec]:
    """id(variable handle) -> spec for everything marked so far (layers resolved now)."""
    with _LOCK:
        out = {key: spec for key, (_, spec) in _MARKED_VARIABLES.items()}
        alive = []
        for ref, spec in _MARKED_LAYERS:
            layer = ref()
            if layer is None:
                continue
            alive.append((ref, spec))
            for weight in getattr(layer, "weights", []):
                handle = getattr(weight, "handle", None)
                if handle is not None:
                    out.setdefault(id(handle), spec)
        _MARKED_LAYERS[:] = alive
    return out


def clear_marks() -> None:
    """Forget every mark (for tests and long-lived processes)."""
    with _LOCK:
        _MARKED_VARIABLES.clear()
        _MARKED_LAYERS.clear()
