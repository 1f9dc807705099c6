"""The estimator: the bytes each machine moves per step for a variable in
a place (Parallax Table 3, `plan/bytes_model.py`), from its measured alpha,
rows sent and hot rows.
"""
from __future__ import annotations

from typing import Any, Optional

from parallax_tf.classify import Kind, VariableInfo
from parallax_tf.config import Config
from parallax_tf.plan import bytes_model
from parallax_tf.plan.placements import AllReduce, CollectiveKind, ParameterServer, Placement, Stage
from parallax_tf.plan.topology import SPLIT, Topology
from parallax_tf.planner.servers import shard_traffic
from parallax_tf.resources import Cluster


def replicas_per_machine(cluster: Cluster, topology: Topology, split: int) -> list[int]:
    """How many tasks of split position `split` each machine runs: the ranks
    of that position's collectives, per machine."""
    machine_of = [k for k, m in enumerate(cluster.machines) for _ in m.slots]
    out = [0] * cluster.num_machines
    for task in range(topology.num_tasks):
        if topology.coords(task).get(SPLIT, 0) == split:
            out[machine_of[task]] += 1
    return out


def allgather_bytes(v: VariableInfo, g: list[int]) -> list[float]:
    """Per machine: the AllGather of `v`'s rows as the runtime sends them
    (duplicates and indices included)."""
    assert v.alpha is not None              # only a measured variable is predicted
    return bytes_model.allgather_bytes(v.bytes, v.alpha, g, v.rows_sent,
                                       v.num_rows * v.index_bytes)


def cached_shares(v: Any, rows: int, period: int) -> tuple[float, float]:
    """(pulled, pushed): the shares of a server table's pulled and pushed
    rows that still cross with a row cache of `rows` rows a worker and a
    period of `period` steps (`bytes_model.row_cache_kept`), from the rows
    the plan measured; a dynamic table (`v.table`, cached by key) pushes
    every gradient row. `v`: a VariableInfo or a plan's VariablePlan."""
    pulled, pushed = bytes_model.row_cache_kept(v.hot_rows, v.alpha, v.rows_sent or v.alpha,
                                                v.shape[0] if v.shape else 1, rows, period)
    return pulled, 1.0 if v.table is not None else pushed


def predict_bytes(v: VariableInfo, placement: Placement, g: list[int],
             config: Config) -> Optional[tuple]:
    """Table 3 for this variable; `g`: ranks of its collective per machine."""
    if not v.has_gradient:
        return tuple([0.0] * len(g))
    if v.alpha is None:
        return None
    if isinstance(placement, (AllReduce, Stage)):
        if v.kind is Kind.DENSE or (isinstance(placement, AllReduce)
                                    and placement.collective is CollectiveKind.ALLREDUCE):
            return tuple(bytes_model.allreduce_bytes(v.bytes, g))
        return tuple(allgather_bytes(v, g))
    assert isinstance(placement, ParameterServer)      # a data plan has no layouts
    fractions = [r / max(1, v.num_rows) for r in placement.shard_rows]
    pulled, pushed = shard_traffic(v, placement.num_shards) if v.kind is Kind.SPARSE \
        else (fractions, fractions)
    cache = config.row_cache if v.kind is Kind.SPARSE else None
    if cache is not None:
        # a worker-side row cache (docs/row_cache.md) serves this table: the
        # shares of its pulled and pushed rows that still cross, spread over
        # its shards like the rest; a dynamic table's cache (by key) keeps
        # only rows off the lookup's answer: its gradient rows go every step
        kept_pull, kept_push = cached_shares(v, cache.rows, cache.period)
        pulled = tuple(f * kept_pull for f in pulled)
        pushed = tuple(f * kept_push for f in pushed)
    keys = bytes_model.table_key_bytes(v.num_rows * v.alpha, g, list(placement.servers),
                                       4 if v.num_rows < 2 ** 31 else 8,
                                       need_mask=cache is not None) \
        if v.table is not None else [0.0] * len(g)
    rows = bytes_model.ps_bytes(v.bytes, v.alpha, g, placement.servers, fractions,
                                config.data.local_aggregation,
                                sparse=v.kind is Kind.SPARSE, sent=v.rows_sent,
                                row_index_bytes=v.num_rows * v.index_bytes,
                                pull_fractions=pulled, push_fractions=pushed,
                                pull_index_bytes=0.0 if v.table is not None else None)
    return tuple(k + b for k, b in zip(keys, rows))
