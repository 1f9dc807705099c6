"""Checkpoints of a runner's variables that single-device code can load.

Two forms:
* with the user's own `tf.train.Checkpoint` (e.g. `Checkpoint(model=m,
  optimizer=opt)`): the trained values are first copied into the user's
  variables, then that checkpoint object writes them; the single-device
  program restores it as usual;
* without one: a `tf.train.Checkpoint` keyed by the variables' names (as the
  plan names them), readable with `tf.train.load_checkpoint(path)` or
  `restore_by_name`.
"""
from __future__ import annotations

import re
from typing import Any, Mapping, Optional

import numpy as np
import tensorflow as tf


def checkpoint_key(name: str) -> str:
    """A variable name as a checkpoint attribute: '/' -> '__', other characters
    that are not letters, digits or '_' -> '_' ('emb/embeddings' -> 'emb__embeddings')."""
    return re.sub(r"[^A-Za-z0-9_]", "_", name.replace("/", "__"))


def write_values(path: str, values: Mapping[str, np.ndarray]) -> str:
    """Write `values` (name -> array) as a name-keyed tf.train.Checkpoint."""
    holders = {checkpoint_key(n): tf.Variable(v, trainable=False) for n, v in values.items()}
    if len(holders) != len(values):
        raise ValueError(f"variable names {sorted(values)} collide as checkpoint keys")
    return tf.train.Checkpoint(**holders).write(path)


def read_values(path: str, names: list[str]) -> dict[str, np.ndarray]:
    """Read the values written by `write_values` for `names`."""
    reader = tf.train.load_checkpoint(path)
    keys = {checkpoint_key(n): n for n in names}
    out = {}
    for key, name in keys.items():
        full = f"{key}/.ATTRIBUTES/VARIABLE_VALUE"
        out[name] = reader.get_tensor(full)
    return out


def save(path: str, values: Mapping[str, np.ndarray], variables: Mapping[str, Any],
         checkpoint: Optional[tf.train.Checkpoint] = None) -> str:
    """Save `values`; with the user's `checkpoint`, through it (see module doc)."""
    if checkpoint is None:
        return write_values(path, values)
    for name, value in values.items():
        variables[name].assign(value)
    return checkpoint.write(path)
