"""Dynamic tables (`px.DynamicTable`, `px.DynamicEmbedding`) on the
parameter servers.

A table's training call is two named scopes of the captured graph
(`embeddings/table.py:TableOps.train_lookup`): `parallax_dynamic_insert`
(eviction, admission, insertion, counting: every write, fed by its `keys`,
ending in `done`) and `parallax_dynamic_find` (the lookup of its own `keys`
after the insertion: reads). In a job the table's state lives with its rows,
whole, on one server (`place_variables`), and each step:

1. every worker all-gathers its keys (`<insert>/keys` becomes an
   AllGather: the keys of all workers, in rank order, which is the order
   one device sees them in the concatenated batch);
2. the chief alone runs the insertion of those keys, on the table's server
   (the other workers drop the scope): one writer, so the table evolves
   exactly as on one device;
3. a barrier (after the chief's `done`) holds every worker's lookup until
   the insertion ended; then each worker looks its own keys up, on the
   server: its keys go there and row numbers come back; the rows
   themselves are gathered on the server by the rows' own lookup
   (`distinct_lookups`), their gradient pushed and applied as any server
   variable's.

Only the keys, the row numbers and the touched rows cross the network.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any

import tensorflow as tf

from parallax_tf.embeddings.table import FIND_SCOPE, INSERT_SCOPE, state_owners
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.graph.staged_import import Built

_SCOPE = re.compile(rf"^(.*?(?:^|/)?)({INSERT_SCOPE}|{FIND_SCOPE})(_\d+)?/")


@dataclasses.dataclass(frozen=True)
class TableCall:
    """One training call of a table in the captured graph."""

    insert: str
    """The insertion's scope ('<...>/parallax_dynamic_insert[_k]')."""
    find: str
    """The lookup's scope."""
    nodes: tuple[str, ...]
    """The insertion's nodes."""
    device: str
    """The server holding the table."""


def scope_of(name: str) -> tuple[str, str, str] | None:
    """(parent, 'insert' | 'find', suffix) of a node in a table call's scope."""
    m = _SCOPE.match(name)
    if m is None:
        return None
    kind = "insert" if m.group(2) == INSERT_SCOPE else "find"
    return m.group(1), kind, m.group(3) or ""


def table_calls(graph_def: Any, homes: dict) -> list[TableCall]:
    """The training calls of dynamic tables in `graph_def`, in graph order,
    each with the server of the table it writes (`homes`: the program's
    variable homes)."""
    handles = {h.captured.handle.rsplit(":", 1)[0]: h for h in homes.values()}
    scopes: dict[tuple[str, str], dict[str, list]] = {}
    for node in graph_def.node:
        where = scope_of(node.name)
        if where is None or node.op == "Placeholder":    # a variable's handle, captured there
            continue
        parent, kind, suffix = where
        scopes.setdefault((parent, suffix), {"insert": [], "find": []})[kind].append(node)
    calls = []
    for (parent, suffix), parts in scopes.items():
        insert = f"{parent}{INSERT_SCOPE}{suffix}"
        find = f"{parent}{FIND_SCOPE}{suffix}"
        if not parts["insert"] or not parts["find"]:
            raise PlanError(f"the dynamic table call {insert!r} has no {find!r} beside it: "
                            "the step's graph was rewritten in a way the lowering does not know")
        used = {h.name: h for node in parts["insert"] for i in node.input
                if (h := handles.get(i.split(":")[0].lstrip("^"))) is not None}
        devices = {h.device for h in used.values()}
        if len(devices) != 1 or not all(h.shared for h in used.values()):
            raise PlanError(
                f"the dynamic table call {insert!r} writes variables "
                f"{sorted(used)} that are not together on one server ({sorted(devices)}): "
                "a table's state lives with its rows; plan its rows on the servers, whole "
                "(Architecture.HYBRID or PS, not under partitioner())")
        calls.append(TableCall(insert=insert, find=find,
                               nodes=tuple(n.name for n in parts["insert"]),
                               device=devices.pop()))
    return calls


def lower_tables(graph_def: Any, homes: dict, ctx: Any, drop: tuple) -> tuple[dict, tuple, Any]:
    """(builders, drop, device rule) for the tables' calls (see the module
    docstring)."""
    calls = table_calls(graph_def, homes)
    builders: dict = {}
    device_of: dict[str, str] = {}
    keep = set()
    gathered: dict[int, tf.Tensor] = {}

    def keys_of_all(i: int, keys: tf.Tensor) -> tf.Tensor:
        if i not in gathered:
            with tf.device(ctx.worker_device):
                gathered[i] = ctx.collective.allgather(keys, name=f"parallax_table_keys_{i}")
        return gathered[i]

    for i, call in enumerate(calls):
        keys_node, find_node = f"{call.insert}/keys", f"{call.find}/keys"
        keep.add(keys_node)
        builders[keys_node] = lambda inputs, i=i: Built([keys_of_all(i, inputs[0])])

        def wait(inputs: list, i: int = i) -> Built:
            # a builder, not a tensor transform: the lookup is an ancestor of
            # the rows' gradient, which sees raw tensors (`StagedImport`).
            # `StagedImport` builds it under the node's control inputs (the
            # chief's `done`), which the barrier's own scope leaves: `after`
            # carries them
            with tf.device(ctx.worker_device):
                inserted = tf.identity(inputs[0])
                token = ctx.collective.barrier(f"parallax_table_inserted_{i}",
                                               after=[keys_of_all(i, inputs[0]), inserted])
                with tf.control_dependencies([token]):
                    return Built([tf.identity(inputs[0])])
        builders[find_node] = wait
        for node in graph_def.node:
            if node.op != "Placeholder" and node.name.startswith((call.insert + "/",
                                                                   call.find + "/")):
                device_of[node.name] = call.device
        device_of.pop(keys_node, None)
        device_of.pop(find_node, None)
        if not ctx.is_chief:
            drop += tuple(n for n in call.nodes if n != keys_node)
    drop = tuple(n for n in dict.fromkeys(drop) if n not in keep)
    return builders, drop, lambda node: device_of.get(node.name)


def table_state(step: Any) -> frozenset:
    """Names of the captured variables that are a table's state besides its
    rows (`embeddings/table.py:state_owners`)."""
    return frozenset(state_owners(step))


def check_plan(captured: Any, plan: Any) -> None:
    """ConfigError unless every dynamic table's rows are planned whole on the
    servers with synchronous updates (what `lower_tables` runs)."""
    owners = state_owners(captured)
    for rows in sorted(set(owners.values())):
        entry = plan.variables.get(rows)
        table = getattr(next(v.variable for v in captured.variables if v.name == rows),
                        "_parallax_dynamic_table", rows)
        why = None
        if entry is None or not entry.on_servers:
            why = (f"its rows {rows!r} are not on the parameter servers under "
                   f"{plan.architecture.value.upper()}: every worker would grow a table of its "
                   "own; train it with Architecture.HYBRID or PS")
        elif entry.num_shards > 1:
            why = (f"its rows {rows!r} are split in {entry.num_shards} shards (created under "
                   "partitioner(), or num_shards): a table lives whole on one server; create it "
                   "outside partitioner()")
        elif entry.placement.sync.value == "async":
            why = ("Config(sync=ASYNC) would let every worker insert keys at once; tables "
                   "train synchronously")
        elif entry.placement.weak is not None:
            why = ("weak synchronisation keeps no single writer per step (a worker's pushes "
                   "land whenever they do); tables train synchronously")
        if why is not None:
            raise ConfigError(f"dynamic table {table!r} cannot train in this job: {why}")
