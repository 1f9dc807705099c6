"""`shard(dataset)`: each replica reads a disjoint, deterministic part."""
from __future__ import annotations

from typing import Optional

import tensorflow as tf

from parallax_tf import env
from parallax_tf.errors import ConfigError
from parallax_tf.runtime.role import current_role

_chief_replicas: Optional[tf.Variable] = None
"""On the chief of a job whose plan is not made yet: the number of replicas
its `shard` filters by (worker count until the plan says otherwise)."""


def set_replicas(num_replicas: int) -> None:
    """The chief's plan is made: its sharded datasets go on over this many
    replicas (called by the runner)."""
    if _chief_replicas is not None:
        _chief_replicas.assign(num_replicas)


def shard(dataset: tf.data.Dataset) -> tf.data.Dataset:
    """Replica r of R keeps elements r, r+R, r+2R, ... of `dataset`.

    Without model splitting a replica is one worker (R = number of workers).
    With it, only each replica's first task runs the script and reads data.
    Outside a launched job (one process) the dataset is returned unchanged.

    Shard *before* shuffling and batching: `px.shard(ds).shuffle(n, seed=s)
    .batch(b)` gives every replica its own examples, shuffled within its
    part, and per-replica batches of b. Shuffling before `shard` is only
    disjoint when every worker shuffles with the same seed and
    `reshuffle_each_iteration=False`, because each worker shuffles its own
    copy of the dataset.

    The chief (worker 0) learns R only on its first step (its step's split
    scopes decide it); until then it reads elements 0, N, 2N, ... (N
    workers), then 0, R, 2R, ...: its part stays disjoint from the other
    replicas' and, past the first batches, as large as theirs.
    """
    if not isinstance(dataset, tf.data.Dataset):
        raise ConfigError(f"shard() takes a tf.data.Dataset, got {type(dataset).__name__}; "
                          "wrap your data with tf.data.Dataset.from_tensor_slices(...)")
    role = current_role()
    if role is None or role.num_workers == 1:
        return dataset
    known = env.replica()
    if known is not None:
        replica, replicas = known
        return dataset.shard(replicas, replica) if replicas > 1 else dataset
    if role.index != 0 or not env.plan_from_chief():
        return dataset.shard(role.num_workers, role.index)
    global _chief_replicas
    if _chief_replicas is None:
        _chief_replicas = tf.Variable(role.num_workers, dtype=tf.int64, trainable=False,
                                      name="parallax_shard_replicas")
    count = _chief_replicas
    return dataset.enumerate().filter(
        lambda i, _: tf.equal(i % count, 0)).map(lambda _, element: element)
