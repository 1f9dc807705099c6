"""A dynamic table's optimizer: the optimizer that trains its rows (given,
or found on the caller's stack: a Keras model being trained, an optimizer
of a step) and the slot variables it keeps for them, each with its
initial row, which an eviction resets with the freed rows
(`TableOps.optimizer_slots`, `embeddings/table.py`).
"""
from __future__ import annotations

import inspect
from typing import Any

import keras
import numpy as np
import tensorflow as tf

from parallax_tf.errors import ConfigError

do_not_convert = tf.autograph.experimental.do_not_convert
"""Plain Python over the optimizer's variables: AutoGraph leaves it as written."""


def tf_variable(variable: Any) -> tf.Variable:
    """The tf.Variable under a Keras variable (or the variable itself). Not
    `.value`: under a mixed-precision policy that is a cast copy; and a
    Keras variable not made yet (a symbolic build) gives its initial value."""
    if isinstance(variable, tf.Variable):
        return variable
    raw = getattr(variable, "_value", None)
    return raw if isinstance(raw, tf.Variable) else variable.value



def _inner(optimizer: Any) -> Any:
    while hasattr(optimizer, "inner_optimizer"):
        optimizer = optimizer.inner_optimizer
    return optimizer


def _slot_prefix(rows: Any) -> str:
    path = getattr(rows, "path", None)
    if path is not None:
        return path.replace("/", "_") + "_"
    return str(rows.name).replace("/", "_").replace(":", "_") + "_"


def _owns(optimizer: Any, rows: Any) -> bool:
    optimizer = _inner(optimizer)
    return bool(getattr(optimizer, "built", False)) and any(
        v is rows for v in getattr(optimizer, "_trainable_variables", ()))


@do_not_convert
def optimizer_on_stack(rows: Any, name: str) -> Any:
    """A built Keras optimizer that trains `rows`, or the optimizer of a
    Keras model that holds `rows`, found among the callers' locals (Keras
    fit's train_step, px.keras.fit's step, a user's loop). A model's
    optimizer not built yet (Keras builds it in the first trace, after the
    forward pass) is built here on the model's trainable variables, as
    Keras would a few ops later."""
    frame = inspect.currentframe()
    try:
        while frame is not None:
            for value in list(frame.f_locals.values()):
                if isinstance(value, keras.optimizers.Optimizer) and _owns(value, rows):
                    return value
                if isinstance(value, keras.Model) and getattr(value, "optimizer", None) is not None:
                    weights = value.trainable_variables
                    if not any(v is rows for v in weights):
                        continue
                    if not _inner(value.optimizer).built:
                        if not all(layer.built for layer in value._flatten_layers()):
                            raise ConfigError(
                                f"dynamic table {name!r} evicts rows and must reset the "
                                "optimizer's slot rows, which do not exist yet: Keras builds "
                                "the optimizer after this first forward pass, and the model "
                                f"{value.name!r} is not built yet (a subclassed model builds "
                                "its layers in its first call), so its variables are not all "
                                "known. Call the model once on a batch before fit "
                                "(model(x)), or build the optimizer: "
                                "model.optimizer.build(model.trainable_variables)")
                        value.optimizer.build(weights)
                    return value.optimizer
            frame = frame.f_back
    finally:
        del frame
    return None


@do_not_convert
def slots_of(optimizer: Any, rows: Any) -> list:
    """The slot variables an optimizer keeps for `rows` (Keras names them
    `<rows' path>_<slot>` and gives them the rows' shape), each with its
    initial row: Keras' optimizers start every slot at zero but the
    accumulators of Adagrad and Ftrl, which start at
    `initial_accumulator_value`."""
    optimizer = _inner(optimizer)
    if not getattr(optimizer, "built", False):
        raise ConfigError(f"the optimizer {type(optimizer).__name__} given to a dynamic table "
                          "is not built yet: call optimizer.build(model.trainable_variables) "
                          "before the first step")
    prefix = _slot_prefix(rows)
    out = []
    for v in optimizer.variables:
        name = str(v.name)
        if not name.startswith(prefix) or tuple(v.shape) != tuple(rows.shape):
            continue
        start = 0.0
        if "accumulator" in name[len(prefix):] and hasattr(optimizer, "initial_accumulator_value"):
            start = float(optimizer.initial_accumulator_value)
        out.append((tf_variable(v), np.full([int(rows.shape[1])], start,
                                    tf.as_dtype(v.dtype).as_numpy_dtype)))
    return out
