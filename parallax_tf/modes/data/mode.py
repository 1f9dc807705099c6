"""The data mode's contract with the shared layers (`registry.py`):
its lowering passes, how its plans read and are drawn, what a launch
starts, what a parameter-server task does besides serving. No TensorFlow.

The data-parallel recipe of the Parallax paper is `place_variables ->
feed_inputs -> allreduce_gradients -> ps_aggregation -> partition ->
server_update_math -> distinct_lookups -> server_norms -> import_step ->
step_barrier -> init_and_state`, each step present when some variable
asks for it (`server_read_caches` when dense variables live on servers;
`distinct_lookups` and `server_norms` for whole server variables,
`partition` for split ones; `row_caches` with `Config.row_cache`); model
splitting adds `split_placement` before the import, chunked aggregation
`chunk_gradients` after `allreduce_gradients`, weak synchronisation
`weak_mirrors` and `weak_push`, dynamic tables (`px.DynamicEmbedding`)
`dynamic_tables`.
`coalesce_transfers` (when steps cross tasks: server
variables or splits; not with weak synchronisation) packs the finished
program's cross-task transfers. `lower/program.py` implements them.
"""
from __future__ import annotations

from typing import Any

from parallax_tf.config import Config
from parallax_tf.planner.describe import decision_lines
from parallax_tf.planner.estimate import cached_shares
from parallax_tf.views.picture import Facts
from parallax_tf.views.text import session_summary, split_lines

ALL_PASSES = ("place_variables", "weak_mirrors", "feed_inputs", "server_read_caches",
              "allreduce_gradients",
              "chunk_gradients", "ps_aggregation", "dynamic_tables",
              "partition", "server_update_math", "distinct_lookups", "row_caches",
              "server_norms",
              "split_placement", "gather_rows_first", "import_step",
              "weak_push", "step_barrier", "init_and_state", "coalesce_transfers")


def passes(plan: Any) -> tuple[str, ...]:
    """The passes `plan` needs, in `ALL_PASSES` order."""
    variables = plan.variables.values()
    on_servers = [v for v in variables if v.on_servers]
    wanted = {"place_variables", "feed_inputs", "import_step", "step_barrier",
              "init_and_state"}
    if any(not v.on_servers and v.has_gradient for v in variables):
        wanted.add("allreduce_gradients")
    if plan.chunks:
        wanted.add("chunk_gradients")
    if on_servers:
        wanted.update(("ps_aggregation", "server_update_math"))
    if any(v.table for v in on_servers):
        wanted.add("dynamic_tables")
    if any(v.kind == "dense" and v.num_shards == 1 for v in on_servers):
        wanted.add("server_read_caches")
    if any(v.num_shards > 1 for v in on_servers):
        wanted.add("partition")
    whole = [v for v in on_servers if v.num_shards == 1]
    if whole:
        wanted.add("distinct_lookups")
    if any(v.placement.sync.value != "async" and v.placement.weak is None for v in whole):
        wanted.add("server_norms")
    if any(plan.variables[n].table is None for n in plan.row_cached):
        wanted.add("row_caches")            # (a dynamic table's: `dynamic_tables`)
    if plan.num_splits > 1:
        wanted.add("split_placement")
    if any(v.kind == "sparse" for v in variables):
        wanted.add("gather_rows_first")
    weak = any(v.on_servers and v.placement.weak is not None for v in variables)
    if weak:
        wanted.update(("weak_mirrors", "weak_push"))
    elif plan.config.data.coalesce_transfers and (on_servers or plan.num_splits > 1):
        wanted.add("coalesce_transfers")
    return tuple(p for p in ALL_PASSES if p in wanted)



def row_cache_lines(plan: Any) -> list[str]:
    """The row cache's rule, and per cached table the share of its rows
    predicted to still cross (`planner.estimate.cached_shares`)."""
    setting = plan.config.row_cache
    lines = [f"{setting.describe()}; predicted from the rows the plan measured "
             "(docs/row_cache.md):"]
    for name in plan.row_cached:
        v = plan.variables[name]
        kind = "" if v.table is None else \
            f"dynamic table {v.table!r}, cached by key (its gradient rows go every step): "
        if v.alpha is None:
            lines.append(f"  {name}: {kind}no rows measured (give sample batches), "
                         "no prediction")
            continue
        pulled, pushed = cached_shares(v, setting.rows, setting.period)
        lines.append(f"  {name}: {kind}{pulled:.0%} of its pulled rows and {pushed:.0%} of "
                     f"its pushed rows still cross (its {len(v.hot_rows)} most listed rows "
                     "measured, the rest on their power law)")
    return lines


def summary(plan: Any) -> str:
    """The text plan: one row per variable, then the split positions."""
    parts = None
    if plan.num_splits > 1:
        parts = split_lines(
            plan, word="split", moved=False,
            head=f"model split over {plan.num_splits} tasks per replica "
                 f"({plan.num_replicas} replica(s); activations and their gradients move "
                 "between a replica's tasks, not in the byte model above):")
    more = list(decision_lines(plan))
    if plan.row_cached:
        more += row_cache_lines(plan)
    return session_summary(plan, architecture=plan.architecture.value.upper(),
                           passes=passes(plan), parts=parts, more=more)


def picture(plan: Any) -> Facts:
    """What `views/picture.py` draws of a data-parallel plan."""
    return Facts(architecture=plan.architecture.value.upper(), role="split")


def starts_servers(config: Config) -> bool:
    """Every architecture but ALLREDUCE may put variables on the servers (AUTO
    times candidates that do)."""
    return config.data.may_use_servers


def predicted(plan: Any) -> dict:
    """What the benchmarks' step statistics record of the plan
    (`runtime/stats.py`): the bytes per machine of Table 3, the placements
    (with each variable's kind and collective, so that a benchmark can ask
    an offline plan for the same places: `benchmarks/compare.py`)."""
    return {"predicted_bytes_per_machine": plan.bytes_per_machine(),
            "architecture": plan.architecture.value,
            "architecture_choice": plan.architecture_choice,
            "plan": {n: {"placement": v.placement.kind, "num_shards": v.num_shards,
                         "alpha": v.alpha, "kind": v.kind, "collective": v.collective}
                     for n, v in plan.variables.items()}}


def serve_ps(role: Any, plan: Any, server: Any) -> None:
    """A parameter server holding weakly synchronised variables runs their
    update loop (docs/weak_sync.md); others only serve."""
    if any(v.on_servers and v.placement.weak is not None and role.index in v.servers
           for v in plan.variables.values()):
        from parallax_tf.modes.data.weak_runtime import serve_weak  # noqa: PLC0415  (TensorFlow)
        serve_weak(role, plan, server)


__all__ = ["ALL_PASSES", "passes", "picture", "predicted", "serve_ps",
           "starts_servers", "summary"]
