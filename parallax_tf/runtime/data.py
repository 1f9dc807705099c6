"""`shard(dataset)`: each replica reads a disjoint, deterministic part."""
from __future__ import annotations

import logging
from typing import Optional

import numpy as np
import tensorflow as tf

from parallax_tf import env
from parallax_tf.errors import ConfigError
from parallax_tf.launch.role import current_role

logger = logging.getLogger(__name__)

_chief_replicas: Optional[tf.Variable] = None
"""On the chief of a job whose plan is not made yet: the number of replicas
its `shard` filters by (worker count until the plan says otherwise)."""


def set_replicas(num_replicas: int) -> None:
    """The chief's plan is made: its sharded datasets go on over this many
    replicas (called by the runner)."""
    if _chief_replicas is not None:
        _chief_replicas.assign(num_replicas)


def _even(dataset: tf.data.Dataset, parts: int) -> tf.data.Dataset:
    """`dataset` without its last `length % parts` elements (length known)."""
    length = int(dataset.cardinality())
    if length < 0 or length % parts == 0:
        return dataset
    logger.info("px.shard: the dataset's last %d of %d elements are left out, so each of "
                "%d replicas gets %d", length % parts, length, parts, length // parts)
    return dataset.take(length - length % parts)


def shard(dataset: tf.data.Dataset, start: int = 0) -> tf.data.Dataset:
    """Replica r of R keeps elements r, r+R, r+2R, ... of `dataset`.

    `start`: the elements before it are left out first, whatever R is:
    `px.shard(dataset, start=runner.start_example)` goes on with the
    examples a resumed job had not trained, on any worker count (a step of
    R replicas of batch b trains the next R x b elements of the stream;
    docs/faults.md#resuming). Then do not skip batches yourself.

    Without model splitting a replica is one worker (R = number of workers).
    With it, only each replica's first task runs the script and reads data.
    Outside a launched job (one process) the dataset is returned as it is
    (after `start`).

    Shard *before* shuffling and batching: `px.shard(ds).shuffle(n, seed=s)
    .batch(b)` gives every replica its own examples, shuffled within its
    part, and per-replica batches of b. Shuffling before `shard` is only
    disjoint when every worker shuffles with the same seed and
    `reshuffle_each_iteration=False`, because each worker shuffles its own
    copy of the dataset.

    Even parts: when the dataset's length is known (`cardinality()`, e.g.
    `from_tensor_slices`), its last `length % R` elements are dropped
    first, so every replica gets the same number of elements, and with
    `.batch(b, drop_remainder=True)` the same number of batches (a
    synchronous job's workers must run the same number of steps; a replica
    left without a batch would leave the others waiting). Batch with
    `drop_remainder=True`: the step's shapes are fixed by the first batch,
    and a smaller last batch is refused. A dataset of unknown or infinite
    length is sharded as it is.

    The chief (worker 0) learns R only on its first step (its step's split
    scopes decide it); until then it reads elements 0, N, 2N, ... (N
    workers), then 0, R, 2R, ...: its part stays disjoint from the other
    replicas' and, past the first batches, as large as theirs.
    """
    if not isinstance(dataset, tf.data.Dataset):
        raise ConfigError(f"shard() takes a tf.data.Dataset, got {type(dataset).__name__}; "
                          "wrap your data with tf.data.Dataset.from_tensor_slices(...)")
    if isinstance(start, bool) or not isinstance(start, (int, np.integer)) or start < 0:
        raise ConfigError(f"shard(start={start!r}): expected a number of examples >= 0, "
                          "e.g. start=runner.start_example (0 on a fresh start)")
    if start:
        dataset = dataset.skip(int(start))
    role = current_role()
    if role is None or role.num_workers == 1:
        return dataset
    known = env.replica()
    if known is not None:
        replica, replicas = known
        return _even(dataset, replicas).shard(replicas, replica) if replicas > 1 else dataset
    if role.index != 0 or not env.plan_from_chief():
        return _even(dataset, role.num_workers).shard(role.num_workers, role.index)
    dataset = _even(dataset, role.num_workers)
    global _chief_replicas
    if _chief_replicas is None:
        _chief_replicas = tf.Variable(role.num_workers, dtype=tf.int64, trainable=False,
                                      name="parallax_shard_replicas")
    count = _chief_replicas
    return dataset.enumerate().filter(
        lambda i, _: tf.equal(i % count, 0)).map(lambda _, element: element)
