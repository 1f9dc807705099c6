"""Dynamic tables (`px.DynamicTable`, `px.DynamicEmbedding`) on the
parameter servers, spread by key.

A table whose rows the plan splits in S shards (one per server by default)
is S tables: key k belongs to shard `hashing.shard_of(k, S)`; shard s holds
the whole table's rows r with r mod S == s (its row l is row l x S + s, the
rows' usual striping, so the rows, their optimizer slots and the row-indexed
state are split as any partitioned variable's), a hash table of its own, and
evicts within its own rows. The admission sketch and the table's step stay
whole, on shard 0's server. With S = 1 this is the one-device table.

A table's training call is lowered by `table_calls.py`: each worker's
keys left with their shards' servers (once), the chief's insertion shard
by shard there, every worker's lookups answered by the servers with row
numbers and the found keys' rows. Only keys, row numbers and the touched
rows cross the network.

Checkpoints hold the whole (one-device) table: the row-indexed state is
stitched as any partitioned variable's, the hash table rebuilt over the
whole rows when read. Starting from values (a checkpoint of any server
count, or of one device), `relayout` moves each key's row to its shard
(keys re-hashed) and the chief rebuilds each shard's hash table.
"""
from __future__ import annotations

import dataclasses
import logging
from typing import Any, Callable, Optional

import numpy as np
import tensorflow as tf

from parallax_tf.config import Architecture
from parallax_tf.config.compose import refuse
from parallax_tf.embeddings import hashing
from parallax_tf.embeddings.hashing import EMPTY_KEY
from parallax_tf.embeddings.table import (
    OPS,
    ROLE,
    ROW_STATE,
    TableOps,
    TableSpec,
    state_owners,
)
from parallax_tf.errors import ConfigError
from parallax_tf.modes.data.lower.aggregate import inbox
from parallax_tf.modes.data.lower.homes import VariableHome

logger = logging.getLogger(__name__)

HASH_STATE = ("slot_keys", "slot_rows")
"""A shard's own hash table: one variable per shard, rebuilt, not split."""
WHOLE_STATE = ("sketch", "step")
"""Kept whole, on shard 0's server."""


# ----------------------------------------------------------------------------- the tables

@dataclasses.dataclass(frozen=True)
class Table:
    """One dynamic table of a program."""

    name: str
    spec: TableSpec
    rows: str
    """The captured name of its rows."""
    names: dict
    """Role ('rows', 'row_keys', 'slot_keys', ...) -> captured name."""
    devices: tuple
    """The server of each shard."""
    slots: tuple
    """(captured name, initial row) of each optimizer slot of the rows (the
    row: an array, or a function that reads it in eager mode)."""

    @property
    def num_shards(self) -> int:
        return len(self.devices)

    def shard_spec(self, s: int) -> TableSpec:
        return self.spec.shard(self.num_shards, s)


def tables_of(step: Any, plan: Any, server_devices: Any,
              slot_owners: Optional[dict] = None) -> dict[str, Table]:
    """The step's dynamic tables whose rows the plan puts on the servers,
    by the captured name of their rows. A table's optimizer slots: those its
    eviction found when traced, else the rows' slots by the update math
    (`slot_owners`: slot -> owner), each with its value in this process at
    a row no key holds as its initial row."""
    by_var = {id(v.variable): v.name for v in step.variables if v.variable is not None}
    variables = {v.name: v for v in step.variables}
    out: dict[str, Table] = {}
    owners = state_owners(step)
    for rows in sorted(set(owners.values())):
        entry = plan.variables.get(rows)
        if entry is None or not entry.on_servers:
            continue
        ops: TableOps = getattr(variables[rows].variable, OPS)
        names = {getattr(variables[n].variable, ROLE): n for n, o in owners.items() if o == rows}
        names["rows"] = rows
        _require_a_training_call(ops.spec.name, names)
        slots: tuple[tuple[str, Any], ...] = tuple(
            (by_var[id(var)], np.asarray(initial)) for var, initial in ops.traced_slots
            if id(var) in by_var)
        if not slots:
            keys = variables[names["row_keys"]].variable
            slots = tuple((n, _free_row(variables[n].variable, keys))
                          for n, o in sorted((slot_owners or {}).items())
                          if o == rows and variables[n].shape == variables[rows].shape)
        out[rows] = Table(name=ops.spec.name, spec=ops.spec, rows=rows, names=names,
                          devices=tuple(server_devices[k] for k in entry.servers), slots=slots)
    return out


TRAINING_STATE = (*ROW_STATE, *HASH_STATE, "step")
"""A table's state that a training call (`training=True`) reads and writes;
a step that only looks its keys up (`training=False`) reads the rows and
the hash table alone."""


def _require_a_training_call(table: str, names: dict) -> None:
    """ConfigError for a table the step only looks up (`training=False`): a
    job spreads a table over its servers by what its training call reads
    and writes (the keys of each row, its counters, its step)."""
    if any(role not in names for role in TRAINING_STATE):
        raise ConfigError(
            f"dynamic table {table!r} is only looked up in this step (called with "
            "training=False), so it would never get a key; a job trains a table called with training=True in its step: table(ids, "
            "training=True). To evaluate, do it outside runner.run (runner.export(), then "
            "model(x, training=False))")


def _free_row(slot: Any, keys: Any) -> Callable[[], np.ndarray]:
    """The initial row of an optimizer slot, read when asked (in eager mode,
    `relayout`): its value in this process at a row no key holds."""
    def initial() -> np.ndarray:
        free = np.flatnonzero(np.asarray(keys.numpy()) == EMPTY_KEY)
        return np.asarray(slot.numpy())[int(free[0]) if len(free) else 0]
    return initial


class Var:
    """A variable of the lowered program as `TableOps` uses one."""

    def __init__(self, handle: tf.Tensor, dtype: Any, device: str) -> None:
        self.handle, self.dtype, self.device = handle, tf.as_dtype(dtype), device

    @property
    def value(self) -> "Var":
        return self

    def read_value(self) -> tf.Tensor:
        with tf.device(self.device):
            return tf.raw_ops.ReadVariableOp(resource=self.handle, dtype=self.dtype)

    def sparse_read(self, indices: tf.Tensor, name: Optional[str] = None) -> tf.Tensor:
        with tf.device(self.device):
            return tf.raw_ops.ResourceGather(resource=self.handle, indices=indices,
                                             dtype=self.dtype, name=name)

    def gather_nd(self, indices: tf.Tensor) -> tf.Tensor:
        with tf.device(self.device):
            return tf.raw_ops.ResourceGatherNd(resource=self.handle, indices=indices,
                                               dtype=self.dtype)

    def scatter_nd_update(self, indices: tf.Tensor, updates: tf.Tensor) -> tf.Operation:
        with tf.device(self.device):
            return tf.raw_ops.ResourceScatterNdUpdate(ref=self.handle, indices=indices,
                                                      updates=updates)

    def scatter_nd_add(self, indices: tf.Tensor, updates: tf.Tensor) -> tf.Operation:
        with tf.device(self.device):
            return tf.raw_ops.ResourceScatterNdAdd(ref=self.handle, indices=indices,
                                                   updates=updates)

    def assign(self, value: tf.Tensor) -> tf.Operation:
        with tf.device(self.device):
            return tf.raw_ops.AssignVariableOp(resource=self.handle, value=value)

    def assign_add(self, delta: Any) -> tf.Tensor:
        with tf.device(self.device):
            op = tf.raw_ops.AssignAddVariableOp(resource=self.handle,
                                                value=tf.constant(delta, self.dtype))
            with tf.control_dependencies([op]):
                return self.read_value()


def shard_ops(table: Table, homes: dict, s: int,
              generation: Optional[int] = None) -> TableOps:
    """`TableOps` of shard `s` over the program's variables; with
    `generation` (the chief's insertion), with the shard's `free_from`."""
    variables = {}
    for role, name in table.names.items():
        home = homes[name]
        handle, device = home.shard(s)
        variables[role] = Var(handle, home.captured.dtype, device)
    ops = TableOps(table.shard_spec(s), variables)
    if generation is not None:
        ops.free_from = free_from(table, s, generation)
    return ops


def free_from(table: Table, s: int, generation: int) -> Var:
    """Shard `s`'s first row that may be free: every row below it holds a
    key. A scalar on the shard's server that only the chief's insertion
    uses: set to 0 as the program starts (`rebuild_ops`, after any values
    were assigned) and by each eviction, moved past the rows each step's
    admissions take; so a step reads a window of row keys from there for
    its free rows, not all of them (`TableOps.free_rows`). Not a table's
    state: no checkpoint holds it."""
    device = table.devices[s]
    with tf.device(device):
        handle = tf.raw_ops.VarHandleOp(
            dtype=tf.int64, shape=[], container="",
            shared_name=f"parallax/g{generation}/{table.rows}/free_from/shard{s}",
            name=f"parallax/free_from/{table.rows}/shard{s}")
    return Var(handle, tf.int64, device)


def optimizer_slots(table: Table, homes: dict, s: int) -> list:
    """(Var, initial row) of shard `s` of each optimizer slot of the rows."""
    out = []
    for name, initial in table.slots:
        handle, device = homes[name].shard(s)
        out.append((Var(handle, homes[name].captured.dtype, device), initial))
    return out


# ----------------------------------------------------------------------------- homes

@dataclasses.dataclass(frozen=True, kw_only=True)
class HashHome(VariableHome):
    """A table's hash table (`slot_keys` or `slot_rows`): one variable per
    shard, of that shard's size. Read: the whole table's hash table over the
    whole rows (what one device holds); assigned: nothing, the chief
    rebuilds each shard's from its row keys (`rebuild_ops`)."""

    table: Table = dataclasses.field(repr=False)
    role: str
    handles: tuple = ()
    devices: tuple = ()
    homes: dict = dataclasses.field(default_factory=dict, repr=False, compare=False)
    """The program's homes (filled once they all exist): the row keys'."""

    def shard_handles(self) -> list:
        """Each shard's variable (a hash table per shard's server)."""
        return list(self.handles)

    def shard(self, s: int) -> tuple[tf.Tensor, str]:
        return self.handles[s], self.devices[s]

    def read(self) -> tf.Tensor:
        keys = self.homes[self.table.names["row_keys"]].read()
        slot_keys, slot_rows, _ = hash_table(TableOps(self.table.spec, {}), keys)
        return slot_keys if self.role == "slot_keys" else slot_rows

    def assign(self, value: tf.Tensor) -> tf.Operation:
        return tf.no_op(name=f"parallax/rebuilt_later/{self.name}")


def table_homes(step: Any, tables: dict[str, Table], generation: int) -> dict[str, VariableHome]:
    """The homes of the tables' hash tables (per shard) and of their sketch
    and step (whole, on shard 0's server); the row-indexed state follows the
    rows (`place_variables`)."""
    variables = {v.name: v for v in step.variables}
    homes: dict[str, VariableHome] = {}
    for table in tables.values():
        for role in HASH_STATE + WHOLE_STATE:
            name = table.names.get(role)
            if name is None:
                continue
            var = variables[name]
            dtype = tf.as_dtype(var.dtype)
            if role in WHOLE_STATE:
                with tf.device(table.devices[0]):
                    handle = tf.raw_ops.VarHandleOp(
                        dtype=dtype, shape=var.shape, shared_name=f"parallax/g{generation}/{name}",
                        container="", name=f"parallax/var/{name}")
                homes[name] = VariableHome(name=name, device=table.devices[0], shared=True,
                                           handle=handle, captured=var)
                continue
            handles = []
            for s, device in enumerate(table.devices):
                slots = table.shard_spec(s).slots
                with tf.device(device):
                    handles.append(tf.raw_ops.VarHandleOp(
                        dtype=dtype, shape=(slots,), container="",
                        shared_name=f"parallax/g{generation}/{name}/shard{s}of{table.num_shards}",
                        name=f"parallax/var/{name}/shard{s}"))
            homes[name] = HashHome(name=name, device=table.devices[0], shared=True,
                                   handle=handles[0], captured=var, table=table, role=role,
                                   handles=tuple(handles), devices=table.devices)
    return homes


def hash_table(ops: TableOps, keys: tf.Tensor) -> tuple[tf.Tensor, tf.Tensor, tf.Tensor]:
    """(slot_keys, slot_rows, the rows whose key found no place) of a hash
    table of `ops.spec` built afresh from the row keys `keys` (row order)."""
    live = tf.where(tf.not_equal(keys, EMPTY_KEY))[:, 0]
    empty = tf.fill([ops.spec.slots], tf.constant(EMPTY_KEY, tf.int64))
    pos, slot_keys = ops.place(empty, tf.gather(keys, live))
    ok = pos >= 0
    slot_rows = tf.scatter_nd(tf.boolean_mask(pos, ok)[:, None],
                              tf.cast(tf.boolean_mask(live, ok), tf.int32), [ops.spec.slots])
    return slot_keys, slot_rows, tf.boolean_mask(live, tf.logical_not(ok))


class Stage:
    """Where worker `rank` leaves table call `i`'s distinct keys of shard
    `s` and their counts, on the shard's server, and where the chief's
    insertion leaves their rows: three variables of their own there
    (shared by name, their shape set by each step's write), and two
    queues of one token each way, which order the step on the server
    itself. The worker writes its keys and puts a token in `staged`; the
    chief's insertion takes every worker's token there, then reads their
    keys; once it wrote, it leaves each key's row (`answer`: what a find
    after the insertion gives) and puts a token in each worker's
    `inserted`, which the worker's lookup takes first, then reads the
    rows (`answered`): the table is searched once a step, by the
    insertion, not again for each worker. No message goes between the
    workers or back to the chief for it: the keys go up, the rows come
    back. Each step writes before it reads: nothing an earlier step left
    is read; the chief empties the queues as the program starts
    (`drain`). A queue's taker waits without holding one of the server's
    threads."""

    DTYPES = (tf.int64, tf.int32)

    def __init__(self, table: Table, i: int, s: int, rank: int, generation: int) -> None:
        self.device = table.devices[s]
        name = f"parallax/stage/{table.rows}/{i}/{s}/{rank}"
        self.handles = [inbox(dtype, self.device, f"{name}/{what}")
                        for dtype, what in zip(self.DTYPES, ("keys", "counts"))]
        self.rows = inbox(tf.int64, self.device, f"{name}/rows")
        with tf.device(self.device):
            self.queues = {what: tf.queue.FIFOQueue(
                1, [tf.int32], shapes=[[]], shared_name=f"parallax/g{generation}/{name}/{what}",
                name=f"parallax_stage_{what}") for what in ("staged", "inserted")}

    def put(self, keys: tf.Tensor, counts: tf.Tensor) -> tf.Operation:
        """The worker's: its keys and counts written, then the token."""
        with tf.device(self.device):
            writes = [tf.raw_ops.AssignVariableOp(resource=h, value=v, validate_shape=False,
                                                  name=f"stage_{what}")
                      for h, v, what in zip(self.handles, (keys, counts), ("keys", "counts"))]
            with tf.control_dependencies(writes):
                return self.queues["staged"].enqueue(tf.constant(0), name="staged")

    def take(self, what: str) -> tf.Tensor:
        """The token of queue `what` ('staged': the chief's, once the
        worker wrote; 'inserted': the worker's, once the chief did)."""
        with tf.device(self.device):
            return self.queues[what].dequeue(name=f"took_{what}")

    def signal(self, after: list) -> tf.Operation:
        """The chief's: the worker's token in `inserted`, after `after`."""
        with tf.device(self.device), tf.control_dependencies(after):
            return self.queues["inserted"].enqueue(tf.constant(0), name="inserted")

    def answer(self, rows: tf.Tensor) -> tf.Operation:
        """The chief's: the row of each key the worker staged (int64, -1:
        none), after its insertion; written before `signal`."""
        with tf.device(self.device):
            return tf.raw_ops.AssignVariableOp(resource=self.rows, value=rows,
                                               validate_shape=False, name="stage_rows")

    def answered(self) -> tf.Tensor:
        """The worker's, after it took its `inserted` token: the rows the
        chief left (`answer`)."""
        with tf.device(self.device):
            rows = tf.raw_ops.ReadVariableOp(resource=self.rows, dtype=tf.int64)
        rows.set_shape([None])
        return rows

    def drain(self) -> list:
        """The chief's, at the program's start (its init, before the
        replicas' barrier there: no step runs yet): a token an attempt
        that failed left here is taken away. A server that outlives the
        workers (a scheduler's ps pod) would otherwise hand it to the
        next attempt's step, a step too early."""
        with tf.device(self.device):
            return [tf.cond(q.size() > 0, lambda q=q: tf.group(q.dequeue()), tf.no_op)
                    for q in self.queues.values()]

    def read(self, after: Optional[tf.Tensor] = None) -> tuple[tf.Tensor, tf.Tensor]:
        with tf.device(self.device), tf.control_dependencies([] if after is None else [after]):
            keys, counts = (tf.raw_ops.ReadVariableOp(resource=h, dtype=d)
                            for h, d in zip(self.handles, self.DTYPES))
        keys.set_shape([None])
        counts.set_shape([None])
        return keys, counts


def rebuild_ops(tables: dict[str, Table], homes: dict, generation: int) -> list:
    """The chief's: each shard's hash table rebuilt from its row keys (run
    after the values are assigned), and its `free_from` set to 0; a key
    that finds no place (its probes all taken: practically never) loses
    its row."""
    ops = []
    for table in tables.values():
        for s in range(table.num_shards):
            shard = shard_ops(table, homes, s, generation)
            v = shard.v
            with tf.device(table.devices[s]):
                slot_keys, slot_rows, lost = hash_table(shard, v["row_keys"].read_value())
                ops += [v["slot_keys"].assign(slot_keys), v["slot_rows"].assign(slot_rows),
                        v["row_keys"].scatter_nd_update(lost[:, None], tf.fill(
                            [tf.size(lost)], tf.constant(EMPTY_KEY, tf.int64))),
                        shard.free_from.assign(tf.constant(0, tf.int64))]
    return ops


# ----------------------------------------------------------------------------- values

def relayout(get: Callable[[str], Any], tables: dict[str, Table]) -> Callable[[str], Any]:
    """`get` (name -> a whole value, as checkpoints hold them) with each
    table's row-indexed state (rows, keys, counters, optimizer slots) moved
    so that every key's row is in its shard: rows already there stay, the
    others take their shard's free rows in ascending order (a key whose
    shard is full goes, with a warning)."""
    row_names = {}
    for table in tables.values():
        for role in ROW_STATE:
            row_names[table.names[role]] = (table, role, None)
        for name, initial in table.slots:
            row_names[name] = (table, "slot", initial)        # an array, or read when asked
    moves: dict[str, Optional[tuple[np.ndarray, np.ndarray]]] = {}

    def move(table: Table) -> Optional[tuple[np.ndarray, np.ndarray]]:
        if table.rows not in moves:
            moves[table.rows] = _moves(np.asarray(get(table.names["row_keys"])), table)
        return moves[table.rows]

    def wrapped(name: str) -> Any:
        found = row_names.get(name)
        if found is None:
            return get(name)
        table, role, initial = found
        value = get(name)
        moved = move(table)
        if moved is None:
            return value
        old, new = moved
        value = np.asarray(value)
        if role == "row_keys":
            out = np.full_like(value, EMPTY_KEY)
        elif role == "slot":
            initial = initial() if callable(initial) else initial
            out = np.broadcast_to(np.asarray(initial), value.shape).astype(value.dtype)
        else:
            out = np.zeros_like(value)
        out[new] = value[old]
        return out
    return wrapped


def _moves(keys: np.ndarray, table: Table) -> Optional[tuple[np.ndarray, np.ndarray]]:
    """(old rows, new rows) of the live keys, or None when every key is
    already in its shard."""
    S = table.num_shards
    live = np.flatnonzero(keys != EMPTY_KEY)
    want = hashing.shard_of_numpy(keys[live], S)
    if np.all(live % S == want):
        return None
    capacity = keys.shape[0]
    stay = live[live % S == want]
    old, new = [stay], [stay]
    taken = np.zeros(capacity, bool)
    taken[stay] = True
    dropped = 0
    for s in range(S):
        movers = live[(want == s) & (live % S != s)]
        mine = np.arange(s, capacity, S)
        free = mine[~taken[mine]]
        n = min(len(movers), len(free))
        old.append(movers[:n])
        new.append(free[:n])
        dropped += len(movers) - n
    if dropped:
        logger.warning("dynamic table %r: %d key(s) lost their rows moving to their shard of "
                       "%d (the shard was full); raise the capacity", table.name, dropped, S)
    logger.info("dynamic table %r: keys moved to their shards of %d (a checkpoint of another "
                "server count)", table.name, S)
    return np.concatenate(old), np.concatenate(new)


def check_plan(captured: Any, plan: Any) -> None:
    """ConfigError unless every dynamic table's rows are planned on the
    servers with synchronous updates (what `lower_tables` runs); refusals
    of a combination come from the composition table."""
    owners = state_owners(captured)
    variables = {v.name: v for v in captured.variables}
    for rows in sorted(set(owners.values())):
        entry = plan.variables.get(rows)
        if entry is not None and entry.on_servers:
            _require_a_training_call(
                getattr(variables[rows].variable, "_parallax_dynamic_table", rows),
                {"rows": rows, **{getattr(variables[n].variable, ROLE): n
                                  for n, o in owners.items() if o == rows}})
            if entry.placement.sync.value == "async":
                refuse("dynamic_tables", "async")
            if entry.placement.weak is not None:
                refuse("dynamic_tables", "weak_sync")
            continue
        if plan.architecture is Architecture.ALLREDUCE:
            refuse("dynamic_tables", "allreduce")
        table = getattr(variables[rows].variable, "_parallax_dynamic_table", rows)
        raise ConfigError(
            f"dynamic table {table!r}: its rows {rows!r} are not planned on the parameter "
            f"servers ({plan.architecture.value.upper()} placed them with "
            f"{entry.placement.describe() if entry is not None else 'nothing'}), so every "
            "worker would grow a table of its own; keep them on the servers (placements="
            f"{{{rows!r}: 'ps'}}, or architecture='hybrid' or 'ps')")


def table_state(step: Any) -> frozenset:
    """Names of the captured variables that are a table's state besides its
    rows (`embeddings/table.py:state_owners`)."""
    return frozenset(state_owners(step))
