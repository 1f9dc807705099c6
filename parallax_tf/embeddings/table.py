"""A dynamic embedding table held in variables alone.

Design (docs/dynamic_embeddings.md says the same for users): a key never
indexes a tensor directly. An open-addressing hash table of `slots`
positions (the smallest power of two >= 2 x capacity) maps a key to a row
of a preallocated `rows` variable of `capacity` rows; both are ordinary
variables, as are the policy's counters. So:

* the rows are read with `tf.gather`: their gradient is an IndexedSlices,
  every Keras optimizer updates them sparsely, and the capture, the
  planner and the checkpoints see variables they already know;
* lookups, admission, insertion and eviction are stock TensorFlow ops
  (gather, unique, scatter, sort, a while loop over tensors): a SavedModel
  of a model that uses the table is served by any TensorFlow, with no
  custom op and without parallax_tf;
* TensorFlow's own hash tables were not used: their ops have no gradient
  (rows cannot live in them), a MutableHashTable is a resource that is not
  a variable (the capture, the lowering and the checkpoint code would each
  need a second path), and its insertion order is not deterministic.

Semantics of one training call (one step) at step t (the table's own
counter, +1 per training call):

1. Eviction, if configured and t > 0 and t % evict_every == 0: rows whose
   key was last seen more than `max_age` steps ago go; then, with a
   policy, while more than floor(occupancy x capacity) rows are live the
   lowest ranked go (LRU: oldest last sighting first; LFU: fewest
   sightings first, then oldest; ties by the smaller key). The freed rows'
   optimizer slot rows are reset to the optimizer's initial values and the
   hash table is rebuilt from the survivors in row order. An eviction that
   frees no row changes nothing (the rebuild is skipped).
2. The call's distinct keys, in order of first appearance, are looked up.
3. Keys without a row: with `min_count` > 1 their sightings in the call
   are added to a count-min sketch (4 rows x sketch_width counters, hash
   salts 1..4); a key is admitted when its estimate reaches `min_count`
   (in that call: the call reads and trains its new row).
4. Admitted keys, in order of first appearance and at most as many as
   there are free rows, are placed in the hash table in rounds: in round
   r (< probes) each unplaced key asks for position home + r; a free
   position goes to the first key asking for it. A key still unplaced
   after `probes` rounds stays without a row. Placed keys take the free
   rows in ascending order, and each row starts at `initial_rows(key)`.
5. Every key with a row counts its sightings and records t as its last.

Keys without a row (not admitted, no room) read the default row and give
no gradient. Inference calls (training=False) do step 2 only.
"""
from __future__ import annotations

import contextlib
import difflib
import inspect
import math
from typing import Any, Callable, Iterator, Optional

import numpy as np
import tensorflow as tf

from parallax_tf.embeddings import eviction, hashing
from parallax_tf.embeddings.hashing import EMPTY_KEY
from parallax_tf.embeddings.optimizer_slots import optimizer_on_stack, slots_of, tf_variable
from parallax_tf.errors import ConfigError

_plain = tf.autograph.experimental.do_not_convert
"""The table's code is TensorFlow ops and plain Python over settings, never
Python control flow over tensors: AutoGraph leaves it as written."""

SKETCH_DEPTH = 4
INSERT_SCOPE = "parallax_dynamic_insert"
FIND_SCOPE = "parallax_dynamic_find"
MARK = "_parallax_dynamic_table"
"""Attribute set on each tf.Variable of a table's state: the table's name."""
ROWS = "_parallax_dynamic_rows"
"""Attribute set on each tf.Variable of a table's state: the table's rows."""
ROLE = "_parallax_dynamic_role"
"""Attribute set on each tf.Variable of a table's state: its key in
`state_variables` ('rows', 'row_keys', 'slot_keys', ...)."""
OPS = "_parallax_dynamic_ops"
"""Attribute set on a table's rows: its `TableOps` (a job's lowering reads
the spec and the optimizer's slots from it)."""
ROW_STATE = ("rows", "row_keys", "row_last", "row_count")
"""The state indexed by row: a sharded table's is split with the rows."""
INITIALIZERS = ("uniform", "normal", "constant")
POLICIES = (None, "lru", "lfu")
NEAR = 8
"""Positions a lookup probes for every key before the rest of its probes
(`TableOps.find`): at most half the hash table is live, so few keys go on."""
FREE_WINDOW = 4096
"""The fewest rows from a job's shard's `free_from` a step's admissions
read to find free rows (`TableOps.free_rows`)."""


def _choice(value: Any) -> Any:
    """A setting that names one of a few choices, in any case (docs/api.md)."""
    return value.strip().lower() if isinstance(value, str) else value


def settings_of(owner: str, settings: dict, own: tuple = ()) -> dict:
    """`settings` checked against `TableSpec`'s: an unknown keyword (a
    misspelling) is refused naming `owner` and every setting it takes
    (`own`: the owner's keywords besides the table's)."""
    known = [n for n in inspect.signature(TableSpec.__init__).parameters
             if n not in ("self", "dim", "capacity", "name")]
    unknown = sorted(set(settings) - set(known))
    if unknown:
        close = difflib.get_close_matches(unknown[0], known + list(own), n=1)
        hint = f" (did you mean {close[0]!r}?)" if close else ""
        raise ConfigError(f"{owner} got an unknown setting {unknown[0]}={settings[unknown[0]]!r}"
                          f"{hint}; its settings: {', '.join(list(own) + known)} "
                          "(docs/dynamic_embeddings.md)")
    return settings


def _pow2_at_least(n: int) -> int:
    return 1 << max(0, (int(n) - 1).bit_length())


class TableSpec:
    """The checked settings of a dynamic table (see `DynamicTable`)."""

    def __init__(self, dim: int, capacity: int, *, key_dtype: str = "int64",
                 initializer: Any = "uniform", scale: Optional[float] = None, seed: int = 0,
                 default: float = 0.0, min_count: int = 1, sketch_width: Optional[int] = None,
                 eviction: Optional[str] = None, max_age: Optional[int] = None,
                 evict_every: int = 100, occupancy: float = 0.9, probes: int = 32,
                 name: str = "dynamic_table") -> None:
        def bad(what: str, value: Any, allowed: str) -> ConfigError:
            return ConfigError(f"dynamic table {name!r}: {what}={value!r} is not allowed; "
                               f"{allowed}")

        def whole(value: Any) -> bool:      # an int, not a bool (True is an int to Python)
            return isinstance(value, (int, np.integer)) and not isinstance(value, (bool, np.bool_))
        if not whole(dim) or dim < 1:
            raise bad("dim", dim, "give the row width as a positive int")
        if not whole(capacity) or capacity < 1:
            raise bad("capacity", capacity, "give the number of rows as a positive int")
        key_dtype, initializer, eviction = (_choice(v) for v in (key_dtype, initializer, eviction))
        if key_dtype not in ("int64", "string"):
            raise bad("key_dtype", key_dtype, "use 'int64' (int32 ids are widened) or 'string'")
        if isinstance(initializer, (int, float)) and not isinstance(initializer, bool):
            initializer, scale = "constant", float(initializer)
        if initializer not in INITIALIZERS:
            raise bad("initializer", initializer,
                      f"use one of {INITIALIZERS} or a number (every new row that constant)")
        if scale is None:
            scale = {"uniform": 0.05, "normal": 0.05, "constant": 0.0}[initializer]
        if not whole(seed):
            raise bad("seed", seed, "give an int")
        if not whole(min_count) or min_count < 1:
            raise bad("min_count", min_count, "use 1 (admit on first sight) or more")
        if sketch_width is not None and (not whole(sketch_width) or sketch_width < 1):
            raise bad("sketch_width", sketch_width, "use None or a positive int")
        if eviction not in POLICIES:
            raise bad("eviction", eviction, "use None, 'lru' or 'lfu'")
        if max_age is not None and (not whole(max_age) or max_age < 0):
            raise bad("max_age", max_age, "use None or a number of steps >= 0")
        if not whole(evict_every) or evict_every < 1:
            raise bad("evict_every", evict_every, "use a number of steps >= 1")
        if isinstance(occupancy, bool) or not isinstance(occupancy, (int, float, np.number)) \
                or not 0.0 <= float(occupancy) <= 1.0:
            raise bad("occupancy", occupancy, "use a fraction of the capacity in [0, 1]")
        if not whole(probes) or not 1 <= probes <= 256:
            raise bad("probes", probes, "use 1..256 (32 by default)")
        self.dim, self.capacity, self.key_dtype = int(dim), int(capacity), key_dtype
        self.initializer, self.scale, self.seed = initializer, float(scale), int(seed)
        self.default, self.min_count = float(default), int(min_count)
        self.eviction, self.max_age = eviction, (None if max_age is None else int(max_age))
        self.evict_every, self.occupancy, self.probes = int(evict_every), float(occupancy), int(probes)
        self.name = name
        self.slots = _pow2_at_least(2 * self.capacity)
        self.sketch_width = _pow2_at_least(sketch_width or max(1024, self.capacity))
        if self.probes > self.slots:
            self.probes = self.slots

    def shard(self, shards: int, index: int) -> "TableSpec":
        """The spec of shard `index` of this table spread over `shards`
        servers: the rows r of the whole with r mod shards == index (its
        row l is the whole's row l x shards + index), a hash table of its
        own (the smallest power of two >= 2 x its rows), the other settings
        alike (the admission sketch stays whole: `modes/data/lower/dynamic.py`)."""
        rows = len(range(index, self.capacity, shards))
        return TableSpec(self.dim, rows, key_dtype=self.key_dtype,
                         initializer=self.initializer, scale=self.scale, seed=self.seed,
                         default=self.default, min_count=self.min_count,
                         sketch_width=self.sketch_width, eviction=self.eviction,
                         max_age=self.max_age, evict_every=self.evict_every,
                         occupancy=self.occupancy, probes=self.probes,
                         name=f"{self.name}/shard{index}of{shards}")

    @property
    def evicts(self) -> bool:
        return self.eviction is not None or self.max_age is not None

    @property
    def keep(self) -> int:
        """Rows a policy eviction leaves live."""
        return int(math.floor(self.occupancy * self.capacity))

    def state_bytes(self, row_bytes: int, optimizer_slots: int = 0) -> dict:
        """Bytes of the table's state: the bound the rows and their
        optimizer slots take, and the overhead of keys, counters, hash
        table and sketch."""
        rows = self.capacity * row_bytes * (1 + optimizer_slots)
        overhead = self.capacity * 8 * 3 + self.slots * (8 + 4) + 8
        if self.min_count > 1:
            overhead += SKETCH_DEPTH * self.sketch_width * 8
        return {"rows": rows, "overhead": overhead, "total": rows + overhead}


def state_variables(spec: TableSpec, dtype: Any,
                    make: Callable[..., Any]) -> dict[str, Any]:
    """Create the table's variables with `make(name, shape, dtype, init,
    trainable)`, `init(shape, dtype)` giving the initial value."""
    def fill(value: int) -> Callable:
        return lambda shape, dtype=None: tf.fill(shape, tf.constant(value, dtype or tf.int64))
    zeros = lambda shape, dtype=None: tf.zeros(shape, dtype)
    out = {
        "rows": make("rows", (spec.capacity, spec.dim), dtype, zeros, True),
        "row_keys": make("row_keys", (spec.capacity,), "int64", fill(EMPTY_KEY), False),
        "row_last": make("row_last", (spec.capacity,), "int64", zeros, False),
        "row_count": make("row_count", (spec.capacity,), "int64", zeros, False),
        "slot_keys": make("slot_keys", (spec.slots,), "int64", fill(EMPTY_KEY), False),
        "slot_rows": make("slot_rows", (spec.slots,), "int32", zeros, False),
        "step": make("step", (), "int64", zeros, False),
    }
    if spec.min_count > 1:
        out["sketch"] = make("sketch", (SKETCH_DEPTH, spec.sketch_width), "int64", zeros, False)
    return out


def _unique_counts(keys: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor, tf.Tensor]:
    """The distinct keys in order of first appearance, the index of each
    key's among them, and their counts (int64)."""
    unique, at, counts = tf.unique_with_counts(keys, out_idx=tf.int32)
    return unique, at, tf.cast(counts, tf.int64)


class TableOps:
    """The table's operations over its variables (shared by the Keras layer
    and `DynamicTable`). Not trackable: its owner holds the variables."""

    def __init__(self, spec: TableSpec, variables: dict[str, Any],
                 optimizer: Any = None) -> None:
        self.spec, self.optimizer = spec, optimizer
        self.variables = variables
        self.traced_slots: list = []
        """The optimizer's slots of the rows as the last trace found them."""
        self.free_from: Any = None
        """A job's shard (`modes/data/lower/dynamic.py:free_from`): a scalar
        variable, a row below which every row holds a key (see `free_rows`);
        None: a step looks for free rows among all the rows."""

    @property
    def v(self) -> dict[str, tf.Variable]:
        """The tf.Variables (a Keras variable's is made on first use), each
        marked as this table's state (see `refuse_in_a_job`)."""
        out = {name: tf_variable(v) for name, v in self.variables.items()}
        if "rows" not in out:           # a part of a table's state (a job's lowering)
            return out
        for role, var in out.items():
            if getattr(var, MARK, None) is None:
                setattr(var, MARK, self.spec.name)
                setattr(var, ROWS, out["rows"])
                setattr(var, ROLE, role)
        if getattr(out["rows"], OPS, None) is None:
            setattr(out["rows"], OPS, self)
        return out

    # -- keys ---------------------------------------------------------------
    @_plain
    def keys_of(self, ids: Any) -> tf.Tensor:
        ids = tf.convert_to_tensor(ids)
        if self.spec.key_dtype == "string":
            if ids.dtype != tf.string:
                raise ConfigError(f"dynamic table {self.spec.name!r} has key_dtype='string' "
                                  f"but got ids of dtype {ids.dtype.name}: pass strings, or "
                                  "build the table with key_dtype='int64'")
            return hashing.string_keys(ids)
        if not ids.dtype.is_integer:
            raise ConfigError(f"dynamic table {self.spec.name!r} takes integer ids but got "
                              f"dtype {ids.dtype.name}: cast the ids to int64, or build it "
                              "with key_dtype='string' for string ids")
        return tf.cast(ids, tf.int64)

    # -- lookup ---------------------------------------------------------------
    @_plain
    def find(self, keys: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        """(found [n] bool, row [n] int64, -1 where not found) of int64 keys.

        A key was placed at a position whose earlier probes were all taken
        (`hashing.rounds`), and a position is freed only when the whole
        hash table is rebuilt: so a probe that meets a free position before
        the key's means the key has no row. Each key probes its first
        `NEAR` positions; only the keys that meet neither themselves nor a
        free one there probe the rest of their `probes`."""
        s = self.spec
        at = hashing.home(keys, s.slots, 0)
        near = min(NEAR, s.probes)
        found, pos, free = self._probe(keys, at, 0, near)
        if near < s.probes:
            far = tf.where(tf.logical_not(tf.logical_or(found, free)))
            far_found, far_pos, _ = self._probe(tf.gather_nd(keys, far), tf.gather_nd(at, far),
                                                near, s.probes - near)
            found = tf.tensor_scatter_nd_update(found, far, far_found)
            pos = tf.tensor_scatter_nd_update(pos, far, far_pos)
        found = tf.logical_and(found, tf.not_equal(keys, EMPTY_KEY))
        row = tf.cast(self.v["slot_rows"].sparse_read(pos), tf.int64)
        return found, tf.where(found, row, tf.constant(-1, tf.int64))

    @_plain
    def _probe(self, keys: tf.Tensor, at: tf.Tensor, start: int,
               count: int) -> tuple[tf.Tensor, tf.Tensor, tf.Tensor]:
        """Probes start..start+count-1 of each key from its home `at`:
        (whether one holds the key; the first that does, else a probed
        position; whether one of them is free)."""
        window = hashing.probe_window(at + start, count, self.spec.slots)
        held = self.v["slot_keys"].sparse_read(window)
        hit = tf.equal(held, keys[:, None])
        first = tf.argmax(tf.cast(hit, tf.int32), axis=1, output_type=tf.int32)
        return (tf.reduce_any(hit, axis=1), tf.gather(window, first, batch_dims=1),
                tf.reduce_any(tf.equal(held, EMPTY_KEY), axis=1))

    @_plain
    def place(self, table: tf.Tensor, keys: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        """Place `keys` (distinct, in priority order) in `table` (a [slots]
        tensor of keys) in rounds (see the module docstring); returns (the
        position of each key, -1 if unplaced; the table after). For many
        keys (a hash table rebuilt): the table is carried through the
        rounds, and each position's first asker found over all positions."""
        return hashing.rounds(table, keys, self.spec.probes)

    @_plain
    def positions(self, keys: tf.Tensor) -> tf.Tensor:
        """`place`'s positions alone, in the hash table the variables hold,
        for a few keys in a large table (a step's admissions): they read the
        hash table by gathers, not whole, and the rounds carry the positions
        taken so far, so a step's cost does not grow with the capacity."""
        slot_keys = self.v["slot_keys"]
        with tf.device(slot_keys.device):
            return hashing.admissions(slot_keys.handle, self.spec.slots, keys, self.spec.probes)

    # -- a training call ----------------------------------------------------
    @_plain
    def train_lookup(self, keys: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor]:
        """Steps 1-5 of the module docstring for flat int64 keys; returns
        (found, row) per key after admission.

        Two named scopes a job's lowering replaces
        (`modes/data/lower/table_calls.py`): `parallax_dynamic_insert` (steps 1
        and 3-5: every write) and `parallax_dynamic_find` (step 2 after the
        insertion), whose node `out` (found, row, and the keys looked up)
        is what the rest of the step reads."""
        with tf.name_scope(INSERT_SCOPE):
            done, found, row = self.insert(tf.identity(keys, name="keys"))
        with tf.name_scope(FIND_SCOPE):
            with tf.control_dependencies([done]):    # the rows after the insertion: the
                found, row = tf.identity(found), tf.identity(row)    # same as a find's
            found, row, _ = tf.identity_n([found, row, keys], name="out")
            return found, row

    @_plain
    def insert(self, keys: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor, tf.Tensor]:
        """Steps 1 and 3-5 for flat int64 keys: evict, admit, insert, count;
        returns the table's new step (`done`) once every write ran, and
        (found, row) of each key after the insertion (what a find gives)."""
        s, v = self.spec, self.v
        t = v["step"].read_value()
        writes = [self.evict_if_due(t)] if s.evicts else []
        unique, at, counts = _unique_counts(keys)
        unique, counts, found, row, new = self.sighted(unique, counts, distinct=True)
        admitted = tf.logical_and(new, self.count(unique, counts, new)) if s.min_count > 1 else new
        written, found, row = self.admit(unique, counts, found, row, admitted, t)
        with tf.control_dependencies(writes + written):
            done = tf.identity(v["step"].assign_add(1), name="done")
        return done, tf.gather(found, at), tf.gather(row, at)

    @_plain
    def evict_if_due(self, t: tf.Tensor, slots: Optional[list] = None) -> tf.Tensor:
        """Step 1 at step t: the victims when the eviction is due (a
        tf.cond: a pass over the rows' counters, with the rows that stay
        and their keys), then, when there are some, the hash table rebuilt
        from the rest and their rows freed (another). `slots`: the
        optimizer's slots of the rows (default: found, see
        `optimizer_slots`)."""
        s, v = self.spec, self.v
        slots = self.optimizer_slots() if slots is None else slots
        due = tf.logical_and(t > 0, tf.equal(tf.math.floormod(t, s.evict_every), 0))

        def choose() -> tuple:
            keys = v["row_keys"].read_value()
            gone, stay = eviction.victims(keys, v["row_last"].read_value(),
                                          v["row_count"].read_value(), t, s)
            return gone, stay, tf.gather(keys, stay)
        none = tf.zeros([0], tf.int64)
        gone, stay, stay_keys = tf.cond(due, choose, lambda: (none, none, none))
        return tf.cond(tf.size(gone) > 0, lambda: self.evict(gone, stay, stay_keys, slots),
                       lambda: tf.constant(False))

    @_plain
    def sighted(self, keys: tf.Tensor, counts: Optional[tf.Tensor] = None, *,
                distinct: bool = False) -> tuple:
        """Steps 2-3's start: (the distinct keys in order of first
        appearance, their counts, found, row, new: has no row yet). With
        `counts`, key i stands for counts[i] sightings (the workers'
        distinct keys, concatenated: a key may come more than once, unless
        `distinct`)."""
        if counts is None:
            unique, _, counts = _unique_counts(keys)
        elif distinct:
            unique, counts = keys, tf.cast(counts, tf.int64)
        else:
            unique, at = tf.unique(keys, out_idx=tf.int32)
            counts = tf.math.unsorted_segment_sum(tf.cast(counts, tf.int64), at,
                                                  tf.size(unique))
        found, row = self.find(unique)
        new = tf.logical_and(tf.logical_not(found), tf.not_equal(unique, EMPTY_KEY))
        return unique, counts, found, row, new

    @_plain
    def admit(self, unique: tf.Tensor, counts: tf.Tensor, found: tf.Tensor, row: tf.Tensor,
              admitted: tf.Tensor, t: tf.Tensor) -> tuple[list, tf.Tensor, tf.Tensor]:
        """Steps 4-5 (`sighted`'s keys, `admitted` of them): the writes, and
        (found, row) of `unique` after them."""
        s, v = self.spec, self.v
        cand_idx = tf.where(admitted)[:, 0]
        free_rows = self.free_rows(tf.size(cand_idx, out_type=tf.int64))
        cand_idx = cand_idx[:tf.minimum(tf.size(cand_idx), tf.size(free_rows))]
        cand = tf.gather(unique, cand_idx)
        pos = self.positions(cand)
        ok = pos >= 0
        placed_idx, placed_pos = tf.boolean_mask(cand_idx, ok), tf.boolean_mask(pos, ok)
        placed = tf.gather(unique, placed_idx)
        new_rows = free_rows[:tf.size(placed)]
        writes = [
            v["slot_keys"].scatter_nd_update(placed_pos[:, None], placed),
            v["slot_rows"].scatter_nd_update(placed_pos[:, None], tf.cast(new_rows, tf.int32)),
            v["row_keys"].scatter_nd_update(new_rows[:, None], placed),
            v["rows"].scatter_nd_update(new_rows[:, None], hashing.initial_rows(
                placed, s.dim, s.seed, s.initializer, s.scale, v["rows"].dtype))]
        if self.free_from is not None:      # every row up to the last one taken is taken
            writes.append(self.free_from.assign(tf.reduce_max(tf.concat(
                [self.free_from.read_value()[None], new_rows + 1], 0))))
        row = tf.tensor_scatter_nd_update(row, placed_idx[:, None], new_rows)
        found = tf.tensor_scatter_nd_update(found, placed_idx[:, None],
                                            tf.ones_like(placed_idx, tf.bool))
        live_rows = tf.boolean_mask(row, found)[:, None]
        return writes + [
            v["row_count"].scatter_nd_add(live_rows, tf.boolean_mask(counts, found)),
            v["row_last"].scatter_nd_update(live_rows, tf.fill([tf.shape(live_rows)[0]], t))
        ], found, row

    @_plain
    def free_rows(self, wanted: tf.Tensor) -> tf.Tensor:
        """The free rows in ascending order: all of them, or, with a
        `free_from` hint (a job's shard), at least the first `wanted` (int64)
        when that many are free. The hint is a row below which every row
        holds a key; the rows from it on are read by a gather of a window of
        max(16 x wanted, FREE_WINDOW) rows, and only when the window holds
        fewer than `wanted` free rows are all the row keys read."""
        keys = self.v["row_keys"]

        def every() -> tf.Tensor:
            return tf.where(tf.equal(keys.read_value(), EMPTY_KEY))[:, 0]
        if self.free_from is None:
            return every()
        start = self.free_from.read_value()
        end = tf.minimum(start + tf.maximum(16 * wanted, FREE_WINDOW), self.spec.capacity)
        window = tf.range(start, tf.maximum(start, end))
        held = keys.sparse_read(window)
        held.set_shape(window.shape)
        near = tf.boolean_mask(window, tf.equal(held, EMPTY_KEY))
        return tf.cond(tf.size(near, out_type=tf.int64) >= wanted, lambda: near, every)

    @_plain
    def count(self, keys: tf.Tensor, counts: tf.Tensor, new: tf.Tensor) -> tf.Tensor:
        """Add the new keys' sightings to the sketch; whether each key's
        estimate reaches min_count."""
        s, sketch = self.spec, self.v["sketch"]
        where = tf.concat([tf.stack([tf.fill(tf.shape(keys), tf.constant(d, tf.int64)),
                                     hashing.home(keys, s.sketch_width, d + 1)], axis=1)
                           for d in range(SKETCH_DEPTH)], axis=0)
        add = tf.tile(tf.where(new, counts, tf.zeros_like(counts)), [SKETCH_DEPTH])
        added = sketch.scatter_nd_add(where, add)
        with tf.control_dependencies([added]):      # (a job's graph has no automatic order)
            estimate = tf.reduce_min(tf.reshape(sketch.gather_nd(where), [SKETCH_DEPTH, -1]), 0)
        return estimate >= s.min_count

    # -- eviction -----------------------------------------------------------
    @_plain
    def evict(self, gone: tf.Tensor, stay: tf.Tensor, stay_keys: tf.Tensor,
              optimizer_slots: list) -> tf.Tensor:
        """Step 1's writes, for the rows `gone` (some): the hash table
        rebuilt from the rows that `stay`, holding `stay_keys` (those left
        without a place there go too), and the rows freed."""
        v = self.v
        table, slot_rows, lost = eviction.rebuild(stay, stay_keys, self.spec)
        victims = tf.concat([gone, lost], 0)
        k = tf.size(victims)
        at = victims[:, None]
        writes = [
            v["slot_keys"].assign(table), v["slot_rows"].assign(slot_rows),
            v["row_keys"].scatter_nd_update(at, tf.fill([k], tf.constant(EMPTY_KEY, tf.int64))),
            v["row_last"].scatter_nd_update(at, tf.zeros([k], tf.int64)),
            v["row_count"].scatter_nd_update(at, tf.zeros([k], tf.int64))]
        if self.free_from is not None:          # the freed rows are anywhere
            writes.append(self.free_from.assign(tf.constant(0, tf.int64)))
        writes += [slot.scatter_nd_update(at, tf.tile(initial[None, :], [k, 1]))
                   for slot, initial in optimizer_slots]
        with tf.control_dependencies(writes):   # (a job's graph has no automatic order)
            return tf.constant(True)

    # -- optimizer slots ----------------------------------------------------
    @_plain
    def optimizer_slots(self) -> list:
        """[(slot tf.Variable, its initial row)] for the optimizer's slot
        variables of `rows`: reset with a freed row. The optimizer is the
        one given to the table, else found on the caller's stack (a Keras
        model being trained, or an optimizer variable of a step)."""
        optimizer = self.optimizer or optimizer_on_stack(self.variables["rows"], self.spec.name)
        if optimizer is None:
            raise ConfigError(
                f"dynamic table {self.spec.name!r} evicts rows (eviction="
                f"{self.spec.eviction!r}, max_age={self.spec.max_age!r}) and must reset the "
                "optimizer's slot rows with them, but found no built optimizer that trains its "
                "rows: pass optimizer=... to the table or layer (built first: "
                "optimizer.build(model.trainable_variables)), or train with Keras fit")
        self.traced_slots = slots_of(optimizer, self.variables["rows"])
        return self.traced_slots


def state_owners(captured: Any) -> dict[str, str]:
    """Captured name of each dynamic table's state variable (keys, counters,
    hash table, sketch, step) -> the captured name of the table's rows: a
    job keeps the state where the rows live."""
    by_id = {id(v.variable): v.name for v in captured.variables if v.variable is not None}
    out = {}
    for v in captured.variables:
        rows = getattr(v.variable, ROWS, None)
        if rows is not None and rows is not v.variable and id(rows) in by_id:
            out[v.name] = by_id[id(rows)]
    return out


@contextlib.contextmanager
def state_kept(captured: Any) -> Iterator[None]:
    """Run a part of `captured`'s graph (measuring alpha) and leave its
    dynamic tables as they were: a table's lookup inserts keys, so the
    gradient's row numbers depend on writes. Kept: each table's state, its
    rows and the variables shaped like them (the optimizer's slots)."""
    owners = state_owners(captured)
    rows = set(owners.values())
    shapes = {v.shape for v in captured.variables if v.name in rows}
    kept = [v.variable for v in captured.variables if v.variable is not None and (
        v.name in owners or v.name in rows or (v.shape in shapes and not v.trainable))]
    saved = [tf.identity(v.read_value()) for v in kept]
    try:
        yield
    finally:
        for v, value in zip(kept, saved):
            v.assign(value)


def table_names(captured: Any) -> list[str]:
    """The names of the dynamic tables `captured` uses."""
    return sorted({getattr(v.variable, MARK) for v in captured.variables
                   if getattr(v.variable, MARK, None) is not None})


def refuse_in_a_job(captured: Any, mode: str) -> None:
    """A mode that cannot hold a dynamic table ('pipeline', 'layout')
    refuses a step that uses one, as the composition table says."""
    if table_names(captured):
        from parallax_tf.config.compose import refuse  # noqa: PLC0415  (a cycle)
        refuse("dynamic_tables", mode)
