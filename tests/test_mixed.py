"""Architecture.MIXED and Config.placements: each sparse variable on the
servers, densified and AllReduced, or gathered, by its own price
(planner/per_variable.py; docs/concepts.md#mixed). The job-level oracle is
the conformance row 'mixed' (tests/test_conformance.py)."""
import numpy as np
import pytest

import parallax_tf as px
from parallax_tf import Config, Kind, ModelInfo, PlanError, VariableInfo, make_plan, parse_resources
from parallax_tf.modes.data import links
from parallax_tf.plan.placements import AllReduce, CollectiveKind, ParameterServer
from parallax_tf.planner import per_variable
from parallax_tf.planner.per_variable import Links, Traffic
from parallax_tf.planner.placing import make_stage_plan

BATCH = 4096
"""Ids one worker looks up per step in each table."""


def table(name, rows, dim=16, batch=BATCH):
    """A sparse table whose gradient lists `batch` rows a step, of which
    min(rows, batch) are distinct (every row of a small table)."""
    distinct = min(rows, batch)
    return VariableInfo(name=name, shape=(rows, dim), dtype="float32", bytes=rows * dim * 4,
                        kind=Kind.SPARSE, trainable=True, has_gradient=True,
                        alpha=distinct / rows, partition=None, rows_sent=batch / rows,
                        index_bytes=8)


def dense(name, shape):
    return VariableInfo(name=name, shape=shape, dtype="float32",
                        bytes=int(np.prod(shape)) * 4, kind=Kind.DENSE, trainable=True,
                        has_gradient=True, alpha=1.0, partition=None)


def ranking_model():
    return ModelInfo(step_name="s", fingerprint="f", state=(), variables=(
        table("country/embeddings", 100), table("item/embeddings", 10 ** 6),
        dense("mlp/kernel", (32, 64)), dense("mlp/bias", (64,))))


SLOW = Links(bandwidth=100e6 / 8, server_round_trip=4e-4, collective=6e-4)
"""100 Mbit/s, with the fixed costs measured on this project's emulated machines."""


@pytest.mark.parametrize("machines", [2, 4])
def test_small_and_large_tables_are_placed_apart_at_100_mbit(machines):
    cluster = parse_resources(";".join(f"m{k}:0" for k in range(machines)))
    plan = make_plan(ranking_model(), cluster, Config(architecture="mixed"), links=SLOW)
    country, item = plan.variables["country/embeddings"], plan.variables["item/embeddings"]
    # the 100-row table touched whole by every step: one fused AllReduce of 6 KiB
    assert country.placement == AllReduce(collective=CollectiveKind.ALLREDUCE)
    # the 10^6-row table: densifying it moves 64 MB; its rows go to the servers
    assert isinstance(item.placement, ParameterServer)
    assert isinstance(plan.variables["mlp/kernel"].placement, AllReduce)
    for v in (country, item):
        costs = dict(v.placement_costs)
        assert set(costs) == {"ps", "allreduce", "allgather"}
        chosen = {"ps": "ps"}.get(v.placement.kind, v.collective)
        assert costs[chosen] == min(costs.values()), (v.name, costs)
    assert costs["allreduce"] > 1.0           # 64 MB densified over 100 Mbit/s
    text = px.views.summary(plan)
    assert "architecture MIXED" in text and "100 Mbit/s" in text, text
    assert "country/embeddings: ps" in text and "-> allreduce (allreduce)" in text, text
    again = px.Plan.from_json(plan.to_json())
    assert again.variables["item/embeddings"].placement_costs == item.placement_costs
    assert again.links == plan.links


def test_the_choice_follows_the_links():
    """The same tables on a link with a costly round trip and cheap
    collectives: nothing is worth the servers' round trip."""
    cluster = parse_resources("a:0;b:0")
    model = ModelInfo(step_name="s", fingerprint="f", state=(), variables=(
        table("country/embeddings", 100), table("small/embeddings", 2000, batch=64)))
    far = Links(bandwidth=1e9 / 8, server_round_trip=20e-3, collective=1e-4)
    plan = make_plan(model, cluster, Config(architecture="mixed"), links=far)
    assert plan.num_servers == 0, px.views.summary(plan)
    near = Links(bandwidth=100e6 / 8, server_round_trip=1e-4, collective=5e-3)
    plan = make_plan(model, cluster, Config(architecture="mixed"), links=near)
    assert isinstance(plan.variables["small/embeddings"].placement, ParameterServer)


@pytest.mark.parametrize("mbit, size", [
    (100, 312_500),          # 25 ms of a 100 Mbit/s link
    (1000, 1 << 20),         # 3.1 MB in 25 ms: the most it sends
    (10, 128 << 10),         # 31 KB in 25 ms: the least it sends
])
def test_the_link_probe_is_sized_to_the_link(mbit, size):
    """The bandwidth probe sends what the link moves in 25 ms (a fixed
    1 MiB took 2.9 s of a 3.2 s choice at 100 Mbit/s)."""
    rough = links.ROUGH_BYTES / (mbit * 1e6 / 8)
    assert links.probe_bytes(rough) == pytest.approx(size, abs=4)
    assert links.probe_bytes(rough) % 4 == 0
    assert links.probe_bytes(0.0) == links.PROBE_BYTES


def test_price_adds_the_fixed_costs():
    links = Links(bandwidth=1000.0, server_round_trip=0.5, collective=0.25)
    parts = [Traffic((1000.0, 3000.0), on_servers=True),
             Traffic((0.0, 0.0), reduced_bytes=3.0), Traffic((0.0, 0.0), gathers=2)]
    # 3000 B / 1000 B/s (in and out do not overlap) + 2 round trips + 2 fused
    # AllReduces + 2 gathers of depth 2
    assert per_variable.price(parts, links, fusion_bytes=2) == pytest.approx(
        3.0 + 1.0 + 2 * 0.25 + 2 * 2 * 0.25)


def test_overrides_by_name_in_any_architecture_with_servers():
    cluster = parse_resources("a:0;b:0")
    model = ranking_model()
    asked = {"country/embeddings": "allgather", "item/embeddings": "allreduce",
             "mlp/kernel": "ps"}
    for arch in ("hybrid", "mixed", "ps"):
        plan = make_plan(model, cluster, Config(architecture=arch, placements=asked))
        got = {n: (v.placement.kind, v.collective) for n, v in plan.variables.items()}
        assert got["country/embeddings"] == ("allreduce", "allgather"), arch
        assert got["item/embeddings"] == ("allreduce", "allreduce"), arch
        assert got["mlp/kernel"] == ("ps", None), arch


@pytest.mark.parametrize("asked, words", [
    ({"nope/embeddings": "ps"}, ["nope/embeddings", "country/embeddings"]),
    ({"mlp/kernel": "allgather"}, ["dense gradient", "'allreduce' or 'ps'"]),
])
def test_a_bad_override_is_named(asked, words):
    with pytest.raises(PlanError) as e:
        make_plan(ranking_model(), parse_resources("a:0;b:0"), Config(placements=asked))
    for word in words:
        assert word in str(e.value)


def test_ps_override_under_allreduce_is_refused():
    """By the composition table, when the Config is made (it was a PlanError
    when the step was planned)."""
    with pytest.raises(px.ConfigError, match="starts no parameter servers"):
        Config(architecture="allreduce", placements={"item/embeddings": "ps"})


@pytest.mark.parametrize("bad", [{"x": "server"}, {"": "ps"}, ["x"], 3])
def test_a_bad_placements_value_is_a_config_error(bad):
    with pytest.raises(px.ConfigError, match="placements"):
        Config(placements=bad)


def test_mixed_with_a_pipeline_is_refused_by_the_table():
    with pytest.raises(px.ConfigError, match="architecture='mixed'"):
        Config(architecture="mixed", schedule="gpipe", microbatches=2)



def test_placements_with_a_mesh_or_a_pipeline_are_refused():
    with pytest.raises(px.ConfigError, match="a mesh lays every variable out"):
        Config(mesh="batch:2", layout_rules="batch:batch", placements={"a": "ps"})
    with pytest.raises(px.ConfigError, match="a pipeline keeps each variable on its stage"):
        Config(schedule="gpipe", microbatches=2, placements={"a": "ps"})
    with pytest.raises(PlanError, match="pipeline keeps each variable on its stage"):
        make_stage_plan(ranking_model(), parse_resources("a:0;b:0"),
                        Config(placements={"item/embeddings": "ps"}), splits=None)


def test_the_choice_finds_all_tables_densified_when_no_single_move_off_the_servers_pays():
    """Two tables on the servers: moving one off saves no round trip while
    the other stays (it only adds bytes), so a descent from all on the
    servers stops there; all densified is 4x cheaper and is chosen."""
    from parallax_tf.planner.per_variable import Links, Traffic, choose, price
    links = Links(bandwidth=1e9, server_round_trip=1e-3, collective=5e-4)
    table = {"ps": Traffic((1000.0, 1000.0), on_servers=True),
             "allreduce": Traffic((1200.0, 1200.0), reduced_bytes=1000.0)}
    dense = [Traffic((10.0, 10.0), reduced_bytes=10.0)]
    chosen, costs = choose({"a": table, "b": table}, dense, links, 64 << 20)
    assert chosen == {"a": "allreduce", "b": "allreduce"}
    every = {o: price(dense + [table[o], table[o]], links, 64 << 20) for o in table}
    assert every["allreduce"] < every["ps"] / 4
    # one table moved alone costs more than none: the descent's trap is real
    assert price(dense + [table["ps"], table["allreduce"]], links, 64 << 20) > every["ps"]
    assert dict(costs["a"])["allreduce"] == pytest.approx(every["allreduce"])
    # a start given by the caller is kept where nothing beats it from there
    chosen, _ = choose({"a": table, "b": table}, dense, links, 64 << 20,
                       start={"a": "ps", "b": "ps"})
    assert chosen == {"a": "ps", "b": "ps"}
