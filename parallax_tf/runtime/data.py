"""`shard(dataset)`: each worker reads a disjoint, deterministic part."""
from __future__ import annotations

import tensorflow as tf

from parallax_tf.errors import ConfigError
from parallax_tf.runtime.role import current_role


def shard(dataset: tf.data.Dataset) -> tf.data.Dataset:
    """Worker i of N keeps elements i, i+N, i+2N, ... of `dataset`.

    Outside a launched job (one process) the dataset is returned unchanged.
    Shard *before* shuffling and batching: `px.shard(ds).shuffle(n, seed=s)
    .batch(b)` gives every worker its own examples, shuffled within its part,
    and per-worker batches of b. Shuffling before `shard` is only disjoint
    when every worker shuffles with the same seed and
    `reshuffle_each_iteration=False`, because each worker shuffles its own
    copy of the dataset.
    """
    if not isinstance(dataset, tf.data.Dataset):
        raise ConfigError(f"shard() takes a tf.data.Dataset, got {type(dataset).__name__}; "
                          "wrap your data with tf.data.Dataset.from_tensor_slices(...)")
    role = current_role()
    if role is None or role.num_workers == 1:
        return dataset
    return dataset.shard(role.num_workers, role.index)
