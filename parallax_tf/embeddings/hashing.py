"""The integer functions a dynamic table is built on, in TensorFlow ops.

Everything here is a pure function of its arguments, written with stock
TensorFlow ops on uint64 (no custom op, so a SavedModel that uses them is
served by any TensorFlow), and specified exactly so that a plain-Python
reference (tests/dynamic_reference.py) reproduces it bit for bit:

* `mix64(x)`: SplitMix64's finaliser (Steele, Lea, Flood 2014): x ^= x >> 30;
  x *= 0xBF58476D1CE4E5B9; x ^= x >> 27; x *= 0x94D049BB133111EB;
  x ^= x >> 31, on uint64 with wrap-around.
* a key's home slot: mix64(key + seed_term) & (slots - 1).
* a key's shard among S (a table spread over S parameter servers):
  ((mix64(key + 5 * GOLDEN) >> 32) * S) >> 32, in [0, S) (`shard_of`;
  `shard_of_numpy` computes the same in NumPy).
* `string_keys(s)`: a string's key is its 64-bit FarmHash fingerprint
  (`tf.fingerprint`, stable across TensorFlow versions and machines: the
  eight bytes are little-endian), read as int64.
* `initial_rows(keys, ...)`: a new key's row, a deterministic function of
  the key, the column and the seed (see the function).
* `rounds(table, keys, probes)`: the placement of keys in a hash table in
  rounds (step 4 of `embeddings/table.py`); `admissions(...)` the same
  positions for a step's few keys, reading the table by gathers.
"""
from __future__ import annotations

import functools
import math
from typing import Any, Callable

import numpy as np
import tensorflow as tf

EMPTY_KEY = -(2 ** 63)
"""The one reserved int64 key: it marks a free slot, so an id equal to it
always reads the default row and never gets a row of its own."""

GOLDEN = 0x9E3779B97F4A7C15
M1 = 0xBF58476D1CE4E5B9
M2 = 0x94D049BB133111EB


def _u64(value: int) -> tf.Tensor:
    # from numpy: in a graph, tf.constant of a Python list of ints above
    # 2**53 goes through float64 and loses the low bits (TF 2.21)
    return tf.constant(np.uint64(value % 2 ** 64))


def mix64(x: tf.Tensor) -> tf.Tensor:
    """SplitMix64's finaliser on a uint64 tensor."""
    rs = tf.bitwise.right_shift
    x = tf.bitwise.bitwise_xor(x, rs(x, _u64(30))) * _u64(M1)
    x = tf.bitwise.bitwise_xor(x, rs(x, _u64(27))) * _u64(M2)
    return tf.bitwise.bitwise_xor(x, rs(x, _u64(31)))


def as_u64(keys: tf.Tensor) -> tf.Tensor:
    return tf.bitcast(tf.cast(keys, tf.int64), tf.uint64)


def home(keys: tf.Tensor, slots: Any, salt: int) -> tf.Tensor:
    """int64 home position of each int64 key in a table of `slots` (a power
    of two, an int or an int64 tensor) positions; `salt` picks one of a
    family of hash functions."""
    h = mix64(as_u64(keys) + _u64(salt * GOLDEN))
    mask = _u64(slots - 1) if isinstance(slots, int) else tf.cast(slots - 1, tf.uint64)
    return tf.cast(tf.bitwise.bitwise_and(h, mask), tf.int64)


SHARD_SALT = 5
"""The salt of `shard_of`'s hash: not 0 (a key's home slot) nor 1..4 (the
admission sketch's rows), so a shard's keys spread over all its slots."""


def shard_of(keys: tf.Tensor, shards: int) -> tf.Tensor:
    """int32 shard in [0, shards) of each int64 key (multiply-shift range
    reduction of the hash's high 32 bits: no modulo of a uint64)."""
    h = mix64(as_u64(keys) + _u64(SHARD_SALT * GOLDEN))
    high = tf.bitwise.right_shift(h, _u64(32))
    return tf.cast(tf.bitwise.right_shift(high * _u64(shards), _u64(32)), tf.int32)


def shard_of_numpy(keys: np.ndarray, shards: int) -> np.ndarray:
    """`shard_of` in NumPy (uint64 arithmetic wraps as TensorFlow's does)."""
    with np.errstate(over="ignore"):
        x = np.asarray(keys, np.int64).view(np.uint64) + np.uint64(SHARD_SALT * GOLDEN % 2 ** 64)
        x = (x ^ (x >> np.uint64(30))) * np.uint64(M1)
        x = (x ^ (x >> np.uint64(27))) * np.uint64(M2)
        x = x ^ (x >> np.uint64(31))
        return (((x >> np.uint64(32)) * np.uint64(shards)) >> np.uint64(32)).astype(np.int32)


def rounds(table: tf.Tensor, keys: tf.Tensor, probes: Any) -> tuple:
    """The placement of `keys` ([n] distinct int64, in priority order) in
    hash table `table` ([slots] int64 keys or EMPTY_KEY, slots a power of
    two) in at most `probes` rounds: in round r each unplaced key asks for
    position home + r; a free position goes to the first key (the smallest
    index) asking for it. Returns (the position of each key, -1 where
    unplaced; the table after). For many keys (a hash table rebuilt): the
    rounds carry which key holds each position (`whole_rounds`); a step's few
    admissions take `admissions` instead, which reads the table by gathers.

    One op: a call of a function built once per process (the table's size
    and the probes are its arguments), where each table call, shard and
    phase of a job's program would otherwise build a loop of its own:
    seconds of a chief's start. Its inputs are copied where the call runs
    first: an input from another device would otherwise be an invariant of
    the loop there, sent again each round."""
    return _rounds()(tf.identity(table), tf.identity(keys), tf.cast(probes, tf.int32))


def admissions(slot_keys: tf.Tensor, slots: int, keys: tf.Tensor, probes: Any) -> tf.Tensor:
    """`rounds`' positions of a step's few `keys` in the hash table held by
    variable handle `slot_keys` (`slots` positions), read by gathers of the
    positions the keys ask for: a step's cost does not grow with the table
    (a read of the variable would copy all of it). The rounds carry the
    positions taken so far; the loop runs only when `settled` cannot give
    the answer from each key's first two free positions. One op, a call
    of a function built once per process, run where the variable is."""
    return _admissions()(slot_keys, tf.identity(keys), tf.cast(probes, tf.int32),
                         tf.constant(slots, tf.int64))


@functools.lru_cache(maxsize=None)
def _rounds() -> Callable:
    @tf.function(input_signature=(tf.TensorSpec([None], tf.int64),
                                  tf.TensorSpec([None], tf.int64),
                                  tf.TensorSpec([], tf.int32)), autograph=False)
    def place(table: tf.Tensor, keys: tf.Tensor, probes: tf.Tensor) -> tuple:
        owner, unplaced = whole_rounds(table, keys, probes)
        n = tf.size(keys)
        # each key's position: the owned positions (ascending) by their
        # owners, then -1 for the unplaced keys: the owners and the
        # unplaced are a permutation of the keys, whose inverse orders the
        # positions by key
        mine = tf.logical_and(owner >= 0, owner < n)
        owned = tf.where(mine)[:, 0]
        by_key = tf.math.invert_permutation(tf.concat([tf.gather(owner, owned), unplaced], 0))
        pos = tf.gather(tf.concat([owned, tf.fill(tf.shape(unplaced, out_type=tf.int64),
                                                  tf.constant(-1, tf.int64))], 0), by_key)
        held = tf.gather(tf.concat([keys, [EMPTY_KEY]], 0), tf.where(mine, owner, n))
        return pos, tf.where(mine, held, table)
    return place


@functools.lru_cache(maxsize=None)
def _admissions() -> Callable:
    @tf.function(input_signature=(tf.TensorSpec([], tf.resource),
                                  tf.TensorSpec([None], tf.int64),
                                  tf.TensorSpec([], tf.int32),
                                  tf.TensorSpec([], tf.int64)), autograph=False)
    def place(slot_keys: tf.Tensor, keys: tf.Tensor, probes: tf.Tensor,
              slots: tf.Tensor) -> tf.Tensor:
        def gather(positions: tf.Tensor) -> tf.Tensor:
            held = tf.raw_ops.ResourceGather(resource=slot_keys, indices=positions,
                                             dtype=tf.int64)
            held.set_shape(positions.shape)     # (a handle argument carries no shape)
            return held
        at = home(keys, slots, 0)
        pos, exact = settled(gather, slots, at, probes)
        return tf.cond(exact, lambda: pos,
                       lambda: _few_rounds(gather, at, probes, slots))
    return place


def whole_rounds(table: tf.Tensor, keys: tf.Tensor, probes: tf.Tensor) -> tuple:
    """`rounds` for many keys (a hash table rebuilt), as which key holds
    each position: ([slots] int32 owner, the index of the key placed
    there, -1 at a position held before, int32 max at a free one; the
    indices of the keys left without one, ascending). In a function
    (`rounds` calls it in one built once per process; so does
    `eviction.rebuild`).

    The rounds carry the owners alone; the callers read each key's
    position or the table off them once, after the last round. Before,
    two scatters a round (the positions taken, each key's position, each
    copying its buffer) and two after the last (the table's keys and rows)
    were most of a rebuild: 49,152 keys into 131,072 slots take 18-20
    rounds, and a scatter costs about 20 ns an index on one thread
    (`benchmarks/results/analysis/eviction_time.py`)."""
    n = tf.size(keys)
    slots = tf.size(table, out_type=tf.int64)
    at = home(keys, slots, 0)
    free = tf.int32.max

    def step(r: tf.Tensor, owner: tf.Tensor, pending: tf.Tensor) -> tuple:
        target = tf.bitwise.bitwise_and(tf.gather(at, pending) + tf.cast(r, tf.int64), slots - 1)
        asks = tf.where(tf.equal(tf.gather(owner, target), free), pending, n)
        # the owners' minimum with each position's first asker (the smallest
        # index; n at a held one) gives each asked free position its first
        # asker and keeps the rest: over all positions for many askers, by a
        # scatter of the askers for a few (its buffer is the loop's own)
        owner = tf.cond(
            tf.size(pending) > FEW,
            lambda: tf.minimum(owner, tf.math.unsorted_segment_min(asks, target, slots)),
            lambda: tf.tensor_scatter_nd_min(owner, target[:, None], asks))
        return r + 1, owner, tf.boolean_mask(pending, tf.not_equal(tf.gather(owner, target),
                                                                   pending))

    _, owner, unplaced = tf.while_loop(
        lambda r, owner, pending: tf.logical_and(r < probes, tf.size(pending) > 0), step,
        (tf.constant(0), tf.where(tf.equal(table, EMPTY_KEY), free, -1), tf.range(n)),
        shape_invariants=(tf.TensorShape([]), tf.TensorShape([None]), tf.TensorShape([None])))
    return owner, unplaced


FEW = 2048
"""Pending keys at most which a round of `whole_rounds` scatters its
askers; above, it takes the minimum over every position (2,048: the
faster of 512, 2,048 and 8,192 on one thread)."""


def _few_rounds(gather: Callable, at: tf.Tensor, probes: tf.Tensor,
                slots: tf.Tensor) -> tf.Tensor:
    """`rounds`' positions for a few keys in a large table (a step's
    admissions; `gather(positions)` reads the table's keys there), -1
    where unplaced: in round r each pending key (by index, ascending) asks
    for its home `at` + r. The rounds carry the positions taken so far,
    sorted and ending in `slots`, not the table, and each position's first
    asker is found among the positions asked."""
    n = tf.size(at)

    def step(r: tf.Tensor, taken: tf.Tensor, pending: tf.Tensor, pos: tf.Tensor) -> tuple:
        target = tf.bitwise.bitwise_and(tf.gather(at, pending) + tf.cast(r, tf.int64), slots - 1)
        free = tf.equal(gather(target), EMPTY_KEY)
        at_taken = tf.searchsorted(taken, target)     # taken ends in `slots`: never past it
        free = tf.logical_and(free, tf.not_equal(tf.gather(taken, at_taken), target))
        asked, group = tf.unique(tf.where(free, target, -1 - tf.cast(pending, tf.int64)),
                                 out_idx=tf.int32)
        first = tf.math.unsorted_segment_min(pending, group, tf.size(asked))
        won = tf.logical_and(free, tf.equal(pending, tf.gather(first, group)))
        w_idx, w_target = tf.boolean_mask(pending, won), tf.boolean_mask(target, won)
        pos = tf.tensor_scatter_nd_update(pos, w_idx[:, None], w_target)
        return (r + 1, tf.sort(tf.concat([taken, w_target], 0)),
                tf.boolean_mask(pending, tf.logical_not(won)), pos)

    _, _, _, pos = tf.while_loop(
        lambda r, taken, pending, pos: tf.logical_and(r < probes, tf.size(pending) > 0), step,
        (tf.constant(0), slots[None], tf.range(n), tf.fill([n], tf.constant(-1, tf.int64))),
        shape_invariants=(tf.TensorShape([]), tf.TensorShape([None]), tf.TensorShape([None]),
                          tf.TensorShape([None])))
    return pos


def probe_window(at: tf.Tensor, probes: Any, slots: Any) -> tf.Tensor:
    """[n, probes] int64: the positions each key probes, from its home `at`
    on, in a table of `slots` (a power of two) positions."""
    return tf.bitwise.bitwise_and(
        at[:, None] + tf.range(tf.cast(probes, tf.int64))[None, :], slots - 1)


def settled(gather: Callable, slots: Any, at: tf.Tensor,
            probes: Any) -> tuple[tf.Tensor, tf.Tensor]:
    """(each key's position as the rounds give it, -1 where unplaced;
    whether that is exact) for keys in priority order with homes `at`, in
    the table of `slots` positions whose keys at some positions
    `gather(positions)` reads, from each key's first two free positions
    within `probes` (the table before the call): a key whose first free
    position T no other key asks for earlier (a smaller round, or the same
    round and a smaller index) gets T; the others of T's askers get their
    second free position, or none.

    That is the rounds' answer whenever the positions it gives are
    distinct. In the rounds a key asks for its free positions in order
    and stops at the first it gets; take the asks in the rounds' order
    (round, then index). A key's ask for the position given to it meets
    no earlier ask that got it (no other key is given it), so it gets it.
    An ask for T by a key not given T comes after the ask of T's first
    asker, which is given T and got it. So every key gets what it is
    given, and asks nothing after it. When two keys are given one
    position the loop decides. A step's few admissions into a large table
    almost always settle so (2026-12-06: in 325 of 327 shard-steps of the
    click stream at 4 machines where two keys' first free positions are
    one), and skip the loop: a few ops, not a loop's hundreds."""
    window = probe_window(at, probes, slots)
    free = tf.equal(gather(window), EMPTY_KEY)
    rounds = tf.range(tf.shape(window)[1])[None, :]
    first = tf.argmax(tf.cast(free, tf.int32), axis=1, output_type=tf.int32)
    later = tf.logical_and(free, rounds > first[:, None])
    second = tf.argmax(tf.cast(later, tf.int32), axis=1, output_type=tf.int32)
    none = tf.constant(-1, tf.int64)
    target = tf.where(tf.reduce_any(free, axis=1), tf.gather(window, first, batch_dims=1), none)
    after = tf.where(tf.reduce_any(later, axis=1), tf.gather(window, second, batch_dims=1), none)
    n = tf.size(at, out_type=tf.int64)
    index = tf.range(n)
    # T's first asker: the smallest (round, index); a key without a free
    # position is an asker alone (its "position" -1 - index)
    asked, group = tf.unique(tf.where(target >= 0, target, -1 - index), out_idx=tf.int32)
    order = tf.cast(first, tf.int64) * n + index
    wins = tf.equal(order, tf.gather(tf.math.unsorted_segment_min(order, group,
                                                                 tf.size(asked)), group))
    pos = tf.where(wins, target, after)
    distinct = tf.size(tf.unique(tf.where(pos >= 0, pos, -1 - index))[0], out_type=tf.int64)
    return pos, tf.equal(distinct, n)


def string_keys(strings: tf.Tensor) -> tf.Tensor:
    """int64 keys of a string tensor (any shape): FarmHash fingerprint64."""
    flat = tf.reshape(strings, [-1])
    keys = tf.bitcast(tf.fingerprint(flat, method="farmhash64"), tf.int64)
    return tf.reshape(keys, tf.shape(strings))


def initial_rows(keys: tf.Tensor, dim: int, seed: int, kind: str, scale: float,
                 dtype: tf.DType) -> tf.Tensor:
    """[len(keys), dim] rows that new keys start with.

    base = mix64(key + (seed + 1) * GOLDEN); for column c,
    v = mix64(base + (c + 1) * GOLDEN) and u = (v >> 11) * 2**-53, in [0, 1).
    kind "uniform": (2u - 1) * scale; "normal": Box-Muller with
    u2 = (mix64(v) >> 11) * 2**-53, sqrt(-2 ln(1 - u)) * cos(2 pi u2) * scale;
    "constant": scale everywhere. Computed in float64, then cast.
    """
    n = tf.shape(keys)[0]
    if kind == "constant":
        return tf.fill([n, dim], tf.constant(scale, dtype))
    base = mix64(as_u64(keys) + _u64((seed + 1) * GOLDEN))
    cols = tf.constant(np.array([((c + 1) * GOLDEN) % 2 ** 64 for c in range(dim)], np.uint64))
    v = mix64(base[:, None] + cols[None, :])
    u = _unit(v)
    if kind == "uniform":
        out = (2.0 * u - 1.0) * scale
    else:
        u2 = _unit(mix64(v))
        out = tf.sqrt(-2.0 * tf.math.log(1.0 - u)) * tf.cos(2.0 * math.pi * u2) * scale
    return tf.cast(out, dtype)


def _unit(v: tf.Tensor) -> tf.Tensor:
    return tf.cast(tf.bitwise.right_shift(v, _u64(11)), tf.float64) * (2.0 ** -53)
