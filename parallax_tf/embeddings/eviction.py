"""Which rows a dynamic table's eviction frees, and its hash table rebuilt
from the rest (step 1 of `embeddings/table.py`), in TensorFlow ops.

`victims` and `rebuild` are each one call of a function built once per
process (for `victims`, once per policy; the counters, the step and the
limits are arguments): a job's chief builds an eviction for every table
call and shard of its program, each with a loop and conditionals of its
own otherwise. The rebuild, O(capacity), runs only when some row goes
(`TableOps.evict_if_due`).
"""
from __future__ import annotations

import functools
from typing import Any, Callable, Optional

import tensorflow as tf

from parallax_tf.embeddings import hashing
from parallax_tf.embeddings.hashing import EMPTY_KEY


def victims(keys: tf.Tensor, last: tf.Tensor, seen: tf.Tensor, t: tf.Tensor,
            spec: Any) -> tuple[tf.Tensor, tf.Tensor]:
    """At step t, of a table of `spec` (a `TableSpec`) whose rows hold
    `keys` (EMPTY_KEY: free), last seen at `last`, `seen` times: (the rows
    that go, too old or ranked lowest by the policy; the live rows that
    stay), int64, ascending. Elementwise ops over the rows, and a selection
    only when more rows are live than the policy keeps."""
    aged = spec.max_age is not None
    return _victims(spec.eviction, aged)(
        keys, last, seen, tf.cast(t, tf.int64), tf.constant(spec.max_age if aged else 0, tf.int64),
        tf.constant(spec.keep, tf.int32))


def rebuild(rows: tf.Tensor, keys: tf.Tensor,
            spec: Any) -> tuple[tf.Tensor, tf.Tensor, tf.Tensor]:
    """The hash table rebuilt from the rows that stay (`rows`, ascending,
    holding `keys`): (its keys, its row of each position, the rows without
    a place in it: they go too)."""
    return _rebuild()(rows, keys, tf.constant(spec.slots, tf.int64),
                      tf.constant(spec.probes, tf.int32))


@functools.lru_cache(maxsize=None)
def _victims(policy: Optional[str], aged: bool) -> Callable:
    row = tf.TensorSpec([None], tf.int64)

    @tf.function(input_signature=(row, row, row, tf.TensorSpec([], tf.int64),
                                  tf.TensorSpec([], tf.int64), tf.TensorSpec([], tf.int32)),
                 autograph=False)
    def choose(keys: tf.Tensor, last: tf.Tensor, seen: tf.Tensor, t: tf.Tensor,
               max_age: tf.Tensor, keep: tf.Tensor) -> tuple:
        live = tf.not_equal(keys, EMPTY_KEY)
        victim = tf.zeros_like(live)
        if aged:
            victim = tf.logical_and(live, t - last > max_age)
        if policy is not None:
            rest = tf.logical_and(live, tf.logical_not(victim))
            excess = tf.maximum(tf.reduce_sum(tf.cast(rest, tf.int32)) - keep, 0)
            victim = tf.logical_or(victim, tf.cond(
                excess > 0, lambda: lowest_ranked(policy, rest, keys, last, seen, excess),
                lambda: tf.zeros_like(rest)))
        return tf.where(victim)[:, 0], \
            tf.where(tf.logical_and(live, tf.logical_not(victim)))[:, 0]
    return choose


@functools.lru_cache(maxsize=None)
def _rebuild() -> Callable:
    row = tf.TensorSpec([None], tf.int64)

    @tf.function(input_signature=(row, row, tf.TensorSpec([], tf.int64),
                                  tf.TensorSpec([], tf.int32)), autograph=False)
    def build(rows: tf.Tensor, keys: tf.Tensor, slots: tf.Tensor, probes: tf.Tensor) -> tuple:
        owner, unplaced = hashing.whole_rounds(
            tf.fill([slots], tf.constant(EMPTY_KEY, tf.int64)), keys, probes)
        # read off the owners (a free position's, int32 max, becomes n: the
        # padding), by gathers: scatters of the keys and rows at their
        # positions cost about 2 ms on one thread at 49,152 keys
        at = tf.minimum(owner, tf.size(keys))
        table = tf.gather(tf.concat([keys, [EMPTY_KEY]], 0), at)
        return table, tf.gather(tf.concat([tf.cast(rows, tf.int32), [0]], 0), at), \
            tf.gather(rows, unplaced)
    return build


def lowest_ranked(policy: str, rest: tf.Tensor, keys: tf.Tensor, last: tf.Tensor,
                  seen: tf.Tensor, excess: tf.Tensor) -> tf.Tensor:
    """The mask of the `excess` rows of `rest` the policy ranks lowest:
    LRU by (last sighting, key), LFU by (sightings, last sighting, key).
    One sort of a rank that packs the policy's counters into an int64
    finds the threshold; the ties at it go by the smallest keys. (LFU's
    counters pack while sightings < 2^31 and steps < 2^32; beyond, the
    stable sorts of each column, least significant first.)"""
    if policy == "lru":
        return _lowest_by(rest, keys, last, excess)
    fits = tf.reduce_all(tf.logical_or(tf.logical_not(rest), tf.logical_and(
        tf.logical_and(seen >= 0, seen < 2 ** 31), tf.logical_and(last >= 0, last < 2 ** 32))))
    packed = lambda: _lowest_by(
        rest, keys, tf.bitwise.left_shift(seen, tf.constant(32, tf.int64)) + last, excess)
    return tf.cond(fits, packed, lambda: _sorted_lowest(rest, keys, last, seen, excess))


def _lowest_by(rest: tf.Tensor, keys: tf.Tensor, rank: tf.Tensor,
               excess: tf.Tensor) -> tf.Tensor:
    """The mask of the `excess` (> 0, <= rows of `rest`) rows of `rest`
    lowest by (rank, key)."""
    rank = tf.where(rest, rank, tf.int64.max)
    # the excess-th smallest rank: the least of the `excess` smallest, or of
    # the n - excess + 1 largest, whichever are fewer (an unsorted top-k
    # selects; a sort of every row took about twice as long)
    n = tf.size(rank)
    threshold = tf.cond(
        excess <= n - excess,
        lambda: -tf.reduce_min(tf.math.top_k(-rank, k=excess, sorted=False).values),
        lambda: tf.reduce_min(tf.math.top_k(rank, k=n - excess + 1, sorted=False).values))
    below = tf.logical_and(rest, rank < threshold)
    tied = tf.where(tf.logical_and(rest, tf.equal(rank, threshold)))[:, 0]
    more = excess - tf.reduce_sum(tf.cast(below, tf.int32))     # <= len(tied)
    # the smallest keys of the tied rows (a live row's key is never
    # EMPTY_KEY, the one int64 whose negation overflows)
    picked = tf.gather(tied, tf.math.top_k(-tf.gather(keys, tied), k=more).indices)
    return tf.logical_or(below, tf.scatter_nd(
        picked[:, None], tf.ones_like(picked, tf.int32), tf.shape(rest, out_type=tf.int64)) > 0)


def _sorted_lowest(rest: tf.Tensor, keys: tf.Tensor, last: tf.Tensor, seen: tf.Tensor,
                   excess: tf.Tensor) -> tf.Tensor:
    order = tf.argsort(keys, stable=True)            # least significant first
    order = tf.gather(order, tf.argsort(tf.gather(last, order), stable=True))
    order = tf.gather(order, tf.argsort(tf.gather(seen, order), stable=True))
    order = tf.gather(order, tf.argsort(
        tf.cast(tf.logical_not(tf.gather(rest, order)), tf.int32), stable=True))
    chosen = order[:excess]
    return tf.scatter_nd(chosen[:, None], tf.ones_like(chosen, tf.int32), tf.shape(rest)) > 0
