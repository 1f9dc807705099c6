"""A dynamic table's training call in a job's program (the tables
themselves: `dynamic.py`).

A table's training call is two named scopes of the captured graph
(`embeddings/table.py:TableOps.train_lookup`); the lowering drops both and
builds the call from the table's spec in their place (a builder of the find
scope's node `out`), each step:

1. every worker leaves its distinct keys and their counts with each key's
   shard's server (`Stage`: variables of the call, the shard and the
   worker's rank; the keys cross the network once), and a token in a queue
   there;
2. once every worker's token is there, the chief alone inserts them (its
   program's part on that server takes the tokens: no message between the
   workers, none back to the chief), every worker's in rank order (merged,
   the order and counts one device sees in the concatenated batch), each
   shard on its own server, reading them where they are: evicts if due and
   finds which of its keys are new; the sketch (on shard 0's server) counts
   the new keys of all shards at once and says which are admitted; each
   shard places its admitted keys and writes their rows, counts and last
   sightings. One writer: the table evolves as the simulation of its S
   shards on one device does (exactly the one-device table when S = 1);
3. the chief's insertion leaves there the row of each key each worker
   left (what a find after the insertion gives: the table is searched
   once a step, by the insertion) and, once that shard is written, puts a
   token in each worker's second queue, which the worker's lookup takes
   first (a shard's lookup waits for no other server); then each server
   sends the worker its keys' row numbers (-1: not found; 32-bit where
   they fit) and, in the same answer, the rows of the keys it found: the
   step's gather of the rows at the found rows
   (`embeddings/layer.py:embed`) reads them, so nothing goes up for them.
   With a row cache (`row_cache.KeyCache`), only the rows of the keys the
   worker's cache does not serve come back (every key still goes up: a
   sighting either way).
   The rows' gradients are pushed and applied as any server variable's.

Every step ends with the replicas' barrier (`step_done`), after their
pushes: an insertion (and its eviction) never meets a step's updates.
"""
from __future__ import annotations

import re
from typing import Any, Callable, Optional

import tensorflow as tf

from parallax_tf.embeddings import hashing
from parallax_tf.embeddings.table import FIND_SCOPE, INSERT_SCOPE, TableOps
from parallax_tf.errors import PlanError
from parallax_tf.graph.staged_import import Built
from parallax_tf.modes.data.lower.dynamic import (
    WHOLE_STATE,
    Stage,
    Table,
    Var,
    optimizer_slots,
    shard_ops,
)

_SCOPE = re.compile(rf"^(.*?(?:^|/)?)({INSERT_SCOPE}|{FIND_SCOPE})(_\d+)?/")


def scope_of(name: str) -> Optional[tuple[str, str, str]]:
    """(parent, 'insert' | 'find', suffix) of a node in a table call's scope."""
    m = _SCOPE.match(name)
    if m is None:
        return None
    kind = "insert" if m.group(2) == INSERT_SCOPE else "find"
    return m.group(1), kind, m.group(3) or ""


def lower_tables(graph_def: Any, homes: dict, tables: dict[str, Table], ctx: Any,
                 drop: tuple, stages: list, caches: Any = None) -> tuple[dict, tuple, Any]:
    """(builders, drop, graph_def): every table call's scopes dropped and
    its find scope's `out` built (see the module docstring); in the copy of
    `graph_def`, a control edge from a dropped node (the captured order of
    the optimizer's reads of its slots after the eviction that resets
    them, of the rows' lookup after the insertion) comes from `out`, which
    the chief builds after its insertion; a table's second call in a step
    waits for its first's `out`. The chief's builders add every worker's
    `Stage` to `stages` (their queues, which its program's start drains).
    `caches`: the program's row caches (`row_cache.RowCaches`), whose
    `keyed` ones serve their tables' calls."""
    handles = {h.captured.handle.rsplit(":", 1)[0]: h.name for h in homes.values()}
    calls: dict[tuple[str, str], dict[str, list]] = {}
    for node in graph_def.node:
        where = scope_of(node.name)
        if where is None or node.op == "Placeholder":    # a variable's handle, captured there
            continue
        parent, kind, suffix = where
        calls.setdefault((parent, suffix), {"insert": [], "find": []})[kind].append(node)
    nodes = {n.name: n for n in graph_def.node}
    builders: dict = {}
    dropped: list[str] = []
    instead: dict[str, str] = {}
    last: dict[str, str] = {}
    after: dict[str, str] = {}
    for i, ((parent, suffix), parts) in enumerate(calls.items()):
        out = f"{parent}{FIND_SCOPE}{suffix}/out"
        used = {handles.get(inp.split(":")[0].lstrip("^")) for node in parts["insert"]
                for inp in node.input}
        table = next((t for t in tables.values() if t.names["row_keys"] in used), None)
        if table is None or not any(n.name == out for n in parts["find"]):
            raise PlanError(f"the dynamic table call {parent}{INSERT_SCOPE}{suffix!r} does not "
                            "write a table planned on the servers, or has no lookup: the "
                            "step's graph was rewritten in a way the lowering does not know")
        reads = _row_reads(nodes, handles, table, out)
        fused: dict = {}
        cache = caches.keyed.get(table.rows) if caches is not None else None
        if cache is not None and not reads:
            raise PlanError(
                f"Config(row_cache=...): dynamic table {table.name!r} is read other than by "
                "its rows' gather at the found keys (embeddings/layer.py:embed), so the cache "
                "cannot serve its rows; look them up with px.DynamicEmbedding or "
                "px.DynamicTable, or drop row_cache=")
        builders[out] = _call_builder(table, homes, ctx, i, fused if reads else None, stages,
                                      cache)
        builders.update({r: (lambda inputs, f=fused: Built([f["rows"]])) for r in reads})
        if table.rows in last:          # a table's calls in the order the step makes them
            after[out] = last[table.rows]
        last[table.rows] = out
        mine = [n.name for kind in ("insert", "find") for n in parts[kind] if n.name != out]
        dropped += mine
        instead.update({n: out for n in mine})
    if not builders:
        return builders, drop, graph_def
    rewired = type(graph_def)()
    rewired.CopyFrom(graph_def)
    for node in rewired.node:
        if node.name in instead:
            continue
        if node.name in after:
            node.input.append("^" + after[node.name])
        inputs = []
        for inp in node.input:
            if inp.startswith("^") and inp[1:] in instead:
                inp = "^" + instead[inp[1:]]
            if inp not in inputs:
                inputs.append(inp)
        if len(inputs) != len(node.input):
            del node.input[:]
            node.input.extend(inputs)
        elif inputs != list(node.input):
            node.input[:] = inputs
    return builders, tuple(dict.fromkeys(drop + tuple(dropped))), rewired


def _row_reads(nodes: dict, handles: dict, table: Table, out: str) -> list[str]:
    """The gathers of `table`'s rows at the found rows of call `out`
    (`embeddings/layer.py:embed`'s `gather(rows, gather(row, where(found)))`),
    which the call's servers answer with its row numbers. `nodes`: the
    graph's nodes by name."""
    reads = []
    for node in nodes.values():
        if node.op != "ResourceGather" or node.attr["batch_dims"].i != 0 \
                or handles.get(node.input[0].split(":")[0]) != table.rows:
            continue
        index = nodes.get(node.input[1].split(":")[0])
        if index is not None and index.op == "GatherV2" and index.input[0] == f"{out}:1" \
                and _found_positions(nodes, index.input[1], out):
            reads.append(node.name)
    return reads


def _found_positions(nodes: dict, name: str, out: str) -> bool:
    """Whether tensor `name` is `tf.where(found)[:, 0]` of call `out`: the
    positions of the found keys, whose rows the call's answer holds in
    that order (a gather of the rows at other positions is left alone)."""
    cut = nodes.get(name.split(":")[0])
    if cut is None or cut.op != "StridedSlice" or (cut.attr["begin_mask"].i, cut.attr[
            "end_mask"].i, cut.attr["shrink_axis_mask"].i) != (1, 1, 2):
        return False
    where = nodes.get(cut.input[0].split(":")[0])
    bounds = [nodes.get(i.split(":")[0]) for i in cut.input[1:4]]
    if where is None or where.op != "Where" or where.input[0] not in (out, f"{out}:0") \
            or any(b is None or b.op != "Const" for b in bounds):
        return False
    begin, end, strides = (tf.make_ndarray(b.attr["value"].tensor).tolist()
                           for b in bounds if b is not None)
    return begin[1:] == [0] and end[1:] == [1] and strides == [1, 1]


def _call_builder(table: Table, homes: dict, ctx: Any, i: int, fused: Optional[dict],
                  stages: list, cache: Any = None) -> Callable[[list], Built]:
    """The call's builder; with `fused` (a dict), each server also gathers
    the rows of the keys it found and `fused["rows"]` holds them in the order
    of the found keys, what the rows' gather of the captured step reads.
    With `cache` (`row_cache.KeyCache`; needs `fused`), the servers send
    the rows of the keys the worker's cache does not serve this step."""
    S = table.num_shards

    def build(inputs: list) -> Built:
        keys = inputs[2]
        W, rank = ctx.num_workers, ctx.worker
        with tf.device(ctx.worker_device):
            # each worker's distinct keys (first appearance) and their
            # counts: what its keys say to the insertion, in fewer bytes
            unique, at, counts = tf.unique_with_counts(keys, out_idx=tf.int32)
            n = tf.size(unique)
            shard = hashing.shard_of(unique, S)
            parts = tf.dynamic_partition(unique, shard, S)
            counted = tf.dynamic_partition(counts, shard, S)
            where = tf.dynamic_partition(tf.range(n), shard, S)
            split = cache.split(unique, counts) if cache is not None else None
            # the keys whose rows come back (all, without a cache)
            need = tf.dynamic_partition(tf.logical_not(split[1]), shard, S) \
                if split is not None else [None] * S
        mine = [Stage(table, i, s, rank, ctx.generation) for s in range(S)]
        puts = [stage.put(parts[s], counted[s]) for s, stage in enumerate(mine)]
        signals: list = [[] for _ in range(S)]
        if ctx.is_chief:        # every worker's keys, once each worker's token is there
            every = [[mine[s] if r == rank else Stage(table, i, s, r, ctx.generation)
                      for r in range(W)] for s in range(S)]
            stages.extend(st for row in every for st in row)
            written, answers = _insert(table, homes, [[st.read(st.take("staged"))
                                                       for st in row] for row in every],
                                       ctx.generation)
            signals = [[st.signal(written[s] + [st.answer(rows)])
                        for st, rows in zip(row, answers[s])] for s, row in enumerate(every)]
        # one tensor back from each server, -1 where a key is not found, in
        # 4 bytes a key where the table's rows are numbered in 31 bits
        narrow = tf.int32 if table.spec.capacity < 2 ** 31 else tf.int64
        rows, values = [], []
        for s in range(S):      # the put and the chief's signals run in this step for it
            with tf.device(table.devices[s]), tf.control_dependencies(
                    [mine[s].take("inserted"), puts[s]] + signals[s]):
                row = mine[s].answered()
                found = row >= 0
                rows.append(tf.cast(tf.where(found, row * S + s, row), narrow))
                if fused is not None:      # the found keys' rows, in the same answer
                    sent = found if need[s] is None else tf.logical_and(found, need[s])
                    values.append(shard_ops(table, homes, s).v["rows"].sparse_read(
                        tf.boolean_mask(row, sent), name="found_rows"))
        with tf.device(ctx.worker_device):
            distinct = tf.dynamic_stitch(where, rows)
            row = tf.cast(tf.gather(distinct, at), tf.int64)
            if fused is not None:
                placed = tf.concat([tf.boolean_mask(w, r >= 0 if m is None else
                                                    tf.logical_and(r >= 0, m))
                                    for w, r, m in zip(where, rows, need)], 0)
                if split is None:
                    by_key = tf.scatter_nd(placed[:, None], tf.concat(values, 0),
                                           tf.stack([n, table.spec.dim]))
                else:
                    by_key = cache.served(placed, tf.concat(values, 0), distinct >= 0, split)
                fused["rows"] = tf.gather(by_key, tf.boolean_mask(at, row >= 0))
            return Built([row >= 0, row, keys])
    return build


def _insert(table: Table, homes: dict, staged: list, generation: int) -> tuple[list, list]:
    """The chief's insertion of every worker's distinct keys with their
    counts (`staged[s][r]`: worker r's of shard s, on shard s's server; in
    rank order: as one device sees the concatenated batch; steps 1 and 3-5
    of `embeddings/table.py`, shard by shard, each on its own server; free
    rows found from each shard's `free_from`). Returns `written[s]`: the
    ops after which shard s is written (its own writes; for shard 0 also
    the table's new step, once every shard's write ran: a shard's lookup
    waits for no other server), and `answers[s][r]`: the row of each key
    worker r staged on shard s after the insertion (int64, -1: none),
    what a find would give then (`TableOps.admit`'s found and row)."""
    S, spec = table.num_shards, table.spec
    whole = TableOps(spec, {r: Var(homes[table.names[r]].handle, homes[table.names[r]]
                                   .captured.dtype, table.devices[0])
                            for r in WHOLE_STATE if r in table.names})
    t = whole.v["step"].read_value()
    parts, counted, of_worker = [], [], []
    for s in range(S):
        with tf.device(table.devices[s]):
            # the workers' keys merged (a key may come from several), and
            # where each worker's keys are among the merged ones
            unique, at = tf.unique(tf.concat([keys for keys, _ in staged[s]], 0),
                                   out_idx=tf.int32)
            parts.append(unique)
            counted.append(tf.math.unsorted_segment_sum(
                tf.cast(tf.concat([counts for _, counts in staged[s]], 0), tf.int64), at,
                tf.size(unique)))
            of_worker.append(tf.split(at, tf.stack([tf.size(keys) for keys, _ in staged[s]]),
                                      num=len(staged[s])))
    shards = [shard_ops(table, homes, s, generation) for s in range(S)]
    # a graph of the program orders no reads and writes of a variable by
    # itself (a tf.function's does): every phase waits for the one before
    sighted, evictions = [], []
    written: list[list] = [[] for _ in range(S)]
    for s, shard in enumerate(shards):
        with tf.device(table.devices[s]):
            evicted = [shard.evict_if_due(t, optimizer_slots(table, homes, s))] \
                if spec.evicts else []
            evictions.append(evicted)
            written[s] += evicted
            with tf.control_dependencies(evicted):
                sighted.append(shard.sighted(parts[s], counted[s], distinct=True))
    if spec.min_count > 1:          # the sketch counts every shard's new keys at once
        with tf.device(table.devices[0]):
            sizes = tf.stack([tf.size(u) for u, *_ in sighted])
            counted = whole.count(tf.concat([u for u, *_ in sighted], 0),
                                  tf.concat([c for _, c, *_ in sighted], 0),
                                  tf.concat([n for *_, n in sighted], 0))
            estimates = tf.split(counted, sizes, num=S)
        admitted = [tf.logical_and(new, e) for (*_, new), e in zip(sighted, estimates)]
    else:
        admitted = [new for *_, new in sighted]
    answers = []
    for s, (shard, (unique, counts, found, row, _), ok) in enumerate(
            zip(shards, sighted, admitted)):
        with tf.device(table.devices[s]), tf.control_dependencies(evictions[s]):
            writes, found, row = shard.admit(unique, counts, found, row, ok, t)
            written[s] += writes
            after = tf.where(found, row, tf.constant(-1, tf.int64))
            answers.append([tf.gather(after, at) for at in of_worker[s]])
    with tf.device(table.devices[0]), tf.control_dependencies(sum(written, [])):
        written[0] = [whole.v["step"].assign_add(1)]
    return written, answers
