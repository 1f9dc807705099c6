"""The options per variable: where a variable may go and what the user
asked for it.

On the servers (with a shard count), or replicated with its gradient
AllReduced (a sparse one densified) or AllGathered as rows;
`Config.placements` and `Config.sparse_as_dense`, checked against the
step's variables.
"""
from __future__ import annotations

import logging
from typing import Any, Optional

from parallax_tf.classify import Kind, ModelInfo, VariableInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.errors import PlanError
from parallax_tf.graph.analysis import slot_owners
from parallax_tf.plan import bytes_model
from parallax_tf.plan.placements import AllReduce, CollectiveKind
from parallax_tf.planner.estimate import allgather_bytes
from parallax_tf.resources import Cluster

logger = logging.getLogger(__name__)


def num_shards(v: VariableInfo, config: Config, cluster: Cluster,
               overrides: dict[str, int]) -> int:
    """The shards of `v` on the servers: the partition search's count for its
    group (`overrides`), its partitioner's, `Config.num_partitions`, else one
    per server; never more than its rows; 1 for a variable not partitioned."""
    if v.kind is not Kind.SPARSE or v.partition is None or \
            config.data.architecture is Architecture.ALLREDUCE:
        return 1
    p = overrides.get(v.partition.group, v.partition.num_shards)
    if p is None:
        p = config.data.num_partitions or cluster.num_servers
    if p > v.num_rows:
        if v.partition.num_shards is not None or v.partition.group in overrides:
            raise PlanError(
                f"variable {v.name!r} has {v.num_rows} rows and cannot be split in {p} shards; "
                f"ask for at most {v.num_rows}")
        if config.data.num_partitions is not None:
            logger.warning("Config.num_partitions=%d: variable %r has only %d rows, so it is "
                           "split in %d shards (one row each); ask for at most %d to silence "
                           "this", p, v.name, v.num_rows, v.num_rows, v.num_rows)
        p = v.num_rows
    return p


def on_servers(v: VariableInfo, arch: Optional[Architecture]) -> bool:
    """Whether `v` lives on the servers under `arch` (None: nowhere, every
    variable stays on its stage). AUTO, before the job has timed its
    candidates, plans as HYBRID. A variable the step updates inside a
    nested function stays replicated: every worker runs that function, and
    a server-placed variable's update must run once (the chief's)."""
    if v.nested_update or arch is None or arch is Architecture.ALLREDUCE:
        return False
    return arch is Architecture.PS or v.kind is Kind.SPARSE


def asked_places(model: ModelInfo, config: Config) -> dict[str, str]:
    """`Config.placements`, checked against the step's variables (PlanError
    naming the variable and the way out)."""
    asked = dict(config.data.placements or ())
    if not asked:
        return {}
    variables = {v.name: v for v in model.variables}
    unknown = sorted(set(asked) - set(variables))
    if unknown:
        raise PlanError(f"Config.placements names {unknown}: not trainable variables of the "
                        f"step (its variables: {sorted(variables)})")
    for name, where in sorted(asked.items()):
        v = variables[name]
        if where == "allgather" and v.kind is not Kind.SPARSE:
            raise PlanError(f"Config.placements[{name!r}]='allgather': {name!r} has a dense "
                            "gradient, which has no rows to gather; use 'allreduce' or 'ps'")
        if where == "ps" and v.nested_update:
            raise PlanError(f"Config.placements[{name!r}]='ps': the step updates {name!r} "
                            "inside a nested function (a tf.cond or while), which every "
                            "worker runs, so it stays replicated; use 'allreduce' or "
                            "'allgather'")
    return asked


def check_sparse_as_dense(model: ModelInfo, config: Config) -> None:
    """`Config.sparse_as_dense` names sparse variables of the step."""
    names = config.data.sparse_as_dense
    if not isinstance(names, tuple):
        return
    sparse = sorted(v.name for v in model.variables if v.kind is Kind.SPARSE)
    wrong = [n for n in names if n not in sparse]
    if wrong:
        raise PlanError(f"Config.sparse_as_dense names {wrong}: not sparse variables of the "
                        f"step (its sparse variables: {sparse}); give some of those, or "
                        "True / 'auto'")


def collective(v: VariableInfo, g: list[int], config: Config) -> tuple[CollectiveKind, tuple]:
    """How the gradient of `v`, on AllReduce, is combined: a dense gradient
    AllReduced; a sparse one AllGathered as rows, or summed into the dense
    table and AllReduced (`Config.sparse_as_dense`; "auto": whichever the
    byte model predicts moves fewer bytes on the busiest machine, with both
    predictions returned)."""
    if v.kind is not Kind.SPARSE:
        return CollectiveKind.ALLREDUCE, ()
    want = config.data.sparse_as_dense
    if dense_by_name(v.name, config):
        return CollectiveKind.ALLREDUCE, ()
    if want != "auto" or v.alpha is None or not v.has_gradient:
        return CollectiveKind.ALLGATHER, ()
    gather = max(allgather_bytes(v, g), default=0.0)
    reduce = max(bytes_model.allreduce_bytes(v.bytes, g), default=0.0)
    kind = CollectiveKind.ALLREDUCE if reduce < gather else CollectiveKind.ALLGATHER
    return kind, (("allgather", gather), ("allreduce", reduce))


def dense_by_name(name: str, config: Config) -> bool:
    """Whether `Config.sparse_as_dense` asks that `name`'s sparse gradient
    be densified (True, or a list with the name)."""
    want = config.data.sparse_as_dense
    return want is True or (isinstance(want, tuple) and name in want)


def densified_by_choice(plan: Any, config: Config) -> list[str]:
    """The sparse variables whose gradient `plan` densifies (sums into the
    whole table and AllReduces) without the user naming them: MIXED's
    price or `sparse_as_dense="auto"` chose it. `Config.placements[name] =
    "allreduce"` and `sparse_as_dense=True` or a list with the name are the
    user's own choice."""
    asked = dict(config.data.placements or ())
    out = []
    for v in plan.variables.values():
        p = v.placement
        if v.kind != "sparse" or not isinstance(p, AllReduce) or \
                p.collective is not CollectiveKind.ALLREDUCE:
            continue
        if asked.get(v.name) == "allreduce" or dense_by_name(v.name, config):
            continue
        out.append(v.name)
    return sorted(out)


def warn_densified(plan: Any, config: Config, captured: Any) -> list[str]:
    """Warn once (the chief) when the plan densifies, by its own choice, a
    sparse variable whose optimizer keeps state per row: the update then
    sees each row's gradient summed over the batch's duplicates, which for
    an optimizer that squares a row's gradient (Adagrad, Adam, RMSprop) is
    not one device's update (docs/concepts.md#sparse-as-dense). Returns
    the variables warned of."""
    densified = densified_by_choice(plan, config)
    if not densified:
        return []
    owners = slot_owners(captured, densified)
    stateful = sorted(set(owners.values()))
    if stateful:
        mixed = config.data.architecture is Architecture.MIXED
        why = "MIXED's price" if mixed else "sparse_as_dense='auto'"
        keep = "ps" if mixed else "allgather"       # ('ps' under ALLREDUCE is refused)
        logger.warning(
            "%s densifies %s (summed into the whole table and AllReduced), whose optimizer "
            "keeps state per row (%s): duplicate rows of a batch are summed before the "
            "update, exact for SGD but not for Adagrad, Adam or RMSprop "
            "(docs/concepts.md#sparse-as-dense); to keep one device's update, give "
            "Config(placements={%s})", why, ", ".join(stateful),
            _some(sorted(s for s, o in owners.items() if o in stateful)),
            ", ".join(f"{n!r}: {keep!r}" for n in stateful))
    return stateful


def _some(names: list[str], shown: int = 3) -> str:
    """The first `shown` names, and how many more."""
    more = f" and {len(names) - shown} more" if len(names) > shown else ""
    return ", ".join(names[:shown]) + more
