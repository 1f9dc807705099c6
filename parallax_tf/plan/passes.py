"""Which lowering passes a Plan asks for, in order (pure: no TensorFlow).

The plan names the passes, the lowering (`modes/data/lower/program.py`) implements and
runs them.

`pass_names(plan)` is what `modes/data/lower/program.py: build_worker_program` runs and
what `Plan.summary()` prints. The data-parallel recipe of the Parallax paper
is `place_variables -> feed_inputs -> allreduce_gradients -> ps_aggregation
-> partition -> server_update_math -> distinct_lookups -> server_norms ->
import_step -> step_barrier -> init_and_state`, each step present when some
variable asks for it (`server_read_caches` when dense variables live on
servers; `distinct_lookups` and `server_norms` for whole server variables,
`partition` for split ones); model
splitting adds `split_placement` before the import, chunked aggregation
`chunk_gradients` after `allreduce_gradients`. `coalesce_transfers` (when
steps cross tasks: server variables or splits; not with weak
synchronisation) packs the finished program's cross-task transfers.
"""
from __future__ import annotations

from typing import Any

LAYOUT_PASSES = ("functionalize_state", "lay_out_variables", "lay_out_inputs", "import_step",
                 "assign_state")
"""Mesh-style layouts (`modes/layout/lower.py`, on DTensor)."""

PIPELINE_PASSES = ("cut_stages", "stage_variables", "stage_queues", "stage_forward",
                   "stage_backward", "stage_update", "stage_column", "pipeline_init")
"""Pipelines (`modes/pipeline/cut.py`, `modes/pipeline/program.py`)."""

ALL_PASSES = ("place_variables", "weak_mirrors", "feed_inputs", "server_read_caches",
              "allreduce_gradients",
              "chunk_gradients", "ps_aggregation",
              "partition", "server_update_math", "distinct_lookups", "server_norms",
              "split_placement", "import_step",
              "weak_push", "step_barrier", "init_and_state", "coalesce_transfers")


def pass_names(plan: Any) -> tuple[str, ...]:
    """The passes `plan` needs, in `ALL_PASSES` order (`LAYOUT_PASSES` for
    a layout plan)."""
    if plan.config.is_layout:
        return LAYOUT_PASSES
    if plan.config.is_pipeline:
        return PIPELINE_PASSES
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
    if any(v.kind == "dense" and v.num_shards == 1 for v in on_servers):
        wanted.add("server_read_caches")
    if any(v.num_shards > 1 for v in on_servers):
        wanted.add("partition")
    whole = [v for v in on_servers if v.num_shards == 1]
    if whole:
        wanted.add("distinct_lookups")
    if any(v.placement.sync.value != "async" and v.placement.weak is None for v in whole):
        wanted.add("server_norms")
    if plan.num_splits > 1:
        wanted.add("split_placement")
    weak = any(v.on_servers and v.placement.weak is not None for v in variables)
    if weak:
        wanted.update(("weak_mirrors", "weak_push"))
    elif plan.config.coalesce_transfers and (on_servers or plan.num_splits > 1):
        wanted.add("coalesce_transfers")
    return tuple(p for p in ALL_PASSES if p in wanted)
