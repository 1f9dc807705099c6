"""make_plan / plan(): placement, shards, servers, bytes, summary and JSON."""
import dataclasses
import json
import logging

import keras
import models
import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf import (
    Config,
    ConfigError,
    Kind,
    ModelInfo,
    ParallaxError,
    Plan,
    PlanError,
    ResourceError,
    VariableInfo,
    capture,
    classify,
    make_plan,
    parse_resources,
)
from parallax_tf.partitioner import PartitionSpec

FOUR = "a:0;b:0;c:0;d:0"


def vinfo(name, shape, kind="dense", alpha=None, partition=None, itemsize=4):
    """A VariableInfo with a known size (float32 unless told)."""
    n = int(np.prod(shape))
    kind = Kind(kind)
    return VariableInfo(name=name, shape=tuple(shape), dtype="float32", bytes=n * itemsize,
                        kind=kind, trainable=True, has_gradient=True,
                        alpha=1.0 if kind is Kind.DENSE else alpha, partition=partition)


def model_of(*variables):
    return ModelInfo(step_name="s", variables=tuple(variables), state=(), fingerprint="f")


def server_loads(plan):
    """Bytes of shards held by each server."""
    load = [0.0] * plan.cluster.num_machines
    for v in plan.variables.values():
        rows = v.shape[0]
        for server, r in zip(v.servers, v.shard_rows):
            load[server] += v.bytes * r / rows
    return load


@pytest.fixture(scope="module")
def known(known_measured):
    """known_sizes_model classified with alpha 8/40 = 0.2 (8 distinct ids of 40 rows):
    dense w = 400 bytes, table w = 800 bytes; as Table 3 sees it."""
    return table3(known_measured)


@pytest.fixture(scope="module")
def known_measured():
    """known_sizes_model as classify() measures it (index bytes included)."""
    built = models.known_sizes_model()
    info = classify(capture(built.step, *built.example_args),
                    sample_batches=[(np.arange(8, dtype=np.int32),)])
    assert info.variable("table").alpha == pytest.approx(0.2)
    assert info.variable("table").rows_sent == pytest.approx(0.2)    # no duplicates
    assert info.variable("dense").bytes == 400 and info.variable("table").bytes == 800
    return info


def table3(info):
    """The model as the paper's Table 3 sees it: no index bytes, no
    duplicates (what the runtime sends besides: test_runtime_bytes_*)."""
    return dataclasses.replace(info, variables=tuple(
        dataclasses.replace(v, rows_sent=None, index_bytes=0) for v in info.variables))


@pytest.fixture(scope="module")
def lm_plan():
    """The LM example planned on 4 machines through parallax_tf.plan()."""
    spec = models.load_lm_spec()
    return px.plan(spec.step, *spec.example_args, resources=FOUR,
                   sample_batches=spec.sample_batches)


# ---- Table 3 through make_plan ---------------------------------------------

def test_hybrid_bytes_on_four_machines(known):
    plan = make_plan(known, parse_resources(FOUR), Config())
    dense, table = plan.variables["dense"], plan.variables["table"]
    assert (dense.placement.kind, dense.collective, dense.servers) == ("allreduce", "allreduce", ())
    assert (table.placement.kind, table.collective, table.num_shards) == ("ps", None, 1)
    # dense AR: 4 w (N-1)/N = 4*400*3/4 on every machine
    assert dense.bytes_per_machine == pytest.approx((1200.0,) * 4)
    # sparse PS: 2 alpha w (N-1) = 2*0.2*800*3 = 960 at the server, 2 alpha w = 320 elsewhere
    expected = [320.0] * 4
    expected[table.servers[0]] = 960.0
    assert table.bytes_per_machine == pytest.approx(tuple(expected))
    # per machine: 4 alpha w (N-1)/N = 480
    assert table.bytes_per_iteration == pytest.approx(480.0)
    assert plan.bytes_per_machine() == pytest.approx([1200.0 + e for e in expected])
    assert plan.num_servers == 4


def test_ps_bytes_on_four_machines(known):
    plan = make_plan(known, parse_resources(FOUR), Config(architecture="ps"))
    dense, table = plan.variables["dense"], plan.variables["table"]
    assert dense.placement.kind == table.placement.kind == "ps"
    assert dense.servers != table.servers                # two servers share the load
    expected = [800.0] * 4                               # client: pull w + push w
    expected[dense.servers[0]] = 2400.0                  # server: 2 w (N-1)
    assert dense.bytes_per_machine == pytest.approx(tuple(expected))
    assert dense.bytes_per_iteration == pytest.approx(1200.0)    # 4 w (N-1)/N
    assert table.bytes_per_iteration == pytest.approx(480.0)


def test_allreduce_bytes_on_four_machines(known):
    plan = make_plan(known, parse_resources(FOUR), Config(architecture="allreduce"))
    table = plan.variables["table"]
    assert (table.placement.kind, table.collective, table.servers) == ("allreduce", "allgather", ())
    # sparse AR: 2 alpha w (N-1) = 2*0.2*800*3 = 960 on every machine
    assert table.bytes_per_machine == pytest.approx((960.0,) * 4)
    assert plan.variables["dense"].bytes_per_iteration == pytest.approx(1200.0)
    assert plan.num_servers == 0


def test_several_workers_per_machine(known):
    plan = make_plan(known, parse_resources("h1:0,1;h2:0,1"), Config())
    # dense: R = 4 ranks, 4 w (R-1)/R = 4*400*3/4 = 1200
    assert plan.variables["dense"].bytes_per_machine == pytest.approx((1200.0, 1200.0))
    # table on one server: the other machine pulls 2*0.2*800 = 320, pushes
    # 2*0.2*800 = 320 (sparse rows are concatenated); the server moves the same.
    assert plan.variables["table"].bytes_per_machine == pytest.approx((640.0, 640.0))


def test_m_variables_spread_evenly_give_table3_per_machine():
    n, w = 4, 1000
    dense = [vinfo(f"d{i}", [250]) for i in range(4)]             # w = 1000 each
    plan = make_plan(model_of(*dense), parse_resources(FOUR), Config(architecture="ps"))
    assert sorted(v.servers[0] for v in plan.variables.values()) == [0, 1, 2, 3]
    # 4 w m (N-1)/N with m = 4: 12000 on every machine
    assert plan.bytes_per_machine() == pytest.approx([4 * w * 4 * (n - 1) / n] * n)
    sparse = [vinfo(f"s{i}", [25, 10], "sparse", alpha=0.1) for i in range(4)]
    plan = make_plan(model_of(*sparse), parse_resources(FOUR), Config())
    # 4 alpha w m (N-1)/N = 4*0.1*1000*4*3/4 = 1200
    assert plan.bytes_per_machine() == pytest.approx([1200.0] * n)
    plan = make_plan(model_of(*sparse), parse_resources(FOUR), Config(architecture="allreduce"))
    # 2 alpha w m (N-1) = 2*0.1*1000*4*3 = 2400: N/2 times PS
    assert plan.bytes_per_machine() == pytest.approx([2400.0] * n)


def test_one_machine_moves_nothing(known):
    plan = px.make_plan(known, parse_resources("localhost:0"))
    assert plan.bytes_per_machine() == [0.0]


def test_unknown_alpha_gives_unknown_bytes():
    built = models.known_sizes_model()
    plan = px.plan(built.step, *built.example_args, resources=FOUR)
    assert plan.variables["table"].alpha is None
    assert plan.variables["table"].bytes_per_machine is None
    assert plan.variables["table"].bytes_per_iteration is None
    assert plan.variables["dense"].bytes_per_iteration == pytest.approx(1200.0)
    assert plan.bytes_per_machine() is None
    text = px.summary(plan)
    assert "unknown until alpha is measured for ['table']" in text
    row = next(line for line in text.splitlines() if line.startswith("table "))
    assert row.split()[-1] == "?"


def test_known_alphas_through_plan():
    built = models.known_sizes_model()
    plan = px.plan(built.step, *built.example_args, resources=FOUR, alphas={"table": 0.5})
    # 4 alpha w (N-1)/N = 4*0.5*800*3/4 = 1200
    assert plan.variables["table"].bytes_per_iteration == pytest.approx(1200.0)


# ---- the LM example ---------------------------------------------------------

def test_lm_plan_placements(lm_plan):
    v = lm_plan.variables
    for name in ("embedding/embeddings", "softmax_w", "softmax_b"):
        assert (v[name].kind, v[name].placement.kind, v[name].num_shards) == ("sparse", "ps", 4)
        assert sorted(v[name].servers) == [0, 1, 2, 3]          # one shard per server
        assert v[name].shard_rows == (500, 500, 500, 500)
        assert v[name].partitioned and v[name].partition_group == "default"
        assert 0 < v[name].alpha < 0.2
    for name in ("lstm/lstm_cell/kernel", "lstm/lstm_cell/recurrent_kernel",
                 "lstm/lstm_cell/bias", "projection/kernel", "projection/bias"):
        assert (v[name].kind, v[name].placement.kind, v[name].collective) == (
            "dense", "allreduce", "allreduce")
        assert v[name].num_shards == 1 and v[name].servers == ()
    assert lm_plan.num_servers == 4
    assert all(s.startswith("adagrad") for s in lm_plan.state)


def test_runtime_bytes_count_the_indices(known_measured):
    """Table 3's 960 bytes at the table's server become 3 x 0.2 x 2 x (800 +
    40 rows x b): each of the other 3 workers pulls its 8 rows and their ids
    and pushes 8 rows and their indices."""
    plan = make_plan(known_measured, parse_resources(FOUR), Config(architecture="hybrid"))
    v = plan.variables["table"]
    b = v.index_bytes
    assert b in (4, 8)
    server = v.servers[0]
    assert v.bytes_per_machine[server] == pytest.approx(3 * 0.2 * 2 * (800 + 40 * b))


def test_lm_sparse_bytes_are_table3_with_what_the_runtime_sends(lm_plan):
    # Each sparse variable is split evenly over the 4 servers, so every machine
    # moves 2 (N-1)/N (pull + push) for it: Table 3's 4 alpha w (N-1)/N when
    # the push is alpha w too; the runtime pushes every listed row (sigma >=
    # alpha: the sampled softmax's labels and samples repeat) and an index per
    # row (r b bytes for all rows). That is the mean over the machines: the
    # hot rows (the Zipf corpus's low ids) make the shards that hold them
    # move more than the others.
    for name in ("embedding/embeddings", "softmax_w", "softmax_b"):
        v = lm_plan.variables[name]
        assert v.rows_sent > 1.2 * v.alpha and v.index_bytes in (4, 8)
        rows = v.shape[0]
        expected = 2 * 3 / 4 * (v.alpha + v.rows_sent) * (v.bytes + rows * v.index_bytes)
        assert sum(v.bytes_per_machine) / 4 == pytest.approx(expected)
        assert v.hot_rows and max(v.bytes_per_machine) > 1.01 * min(v.bytes_per_machine)


def test_lm_servers_evenly_loaded(lm_plan):
    loads = server_loads(lm_plan)
    assert max(loads) == pytest.approx(min(loads))


def test_lm_summary(lm_plan):
    text = px.summary(lm_plan)
    assert text.startswith("Plan for 'train_step': architecture HYBRID, 4 machine(s), "
                           "4 worker(s) [1, 1, 1, 1], 4 server(s)")
    rows = {line.split()[0]: line.split() for line in text.splitlines()
            if line and line.split()[0] in lm_plan.variables}
    assert len(rows) == 8
    assert rows["softmax_w"][1:4] == ["SPARSE", "ps", "4"]
    # one shard per server, in the order the hot shards were spread
    assert sorted(rows["softmax_w"][4].split(",")) == ["ps0", "ps1", "ps2", "ps3"]
    assert rows["lstm/lstm_cell/kernel"][1:5] == ["DENSE", "allreduce", "(allreduce)", "1"]
    assert "predicted bytes sent+received per iteration: machine 0 (a):" in text


def test_lm_json_round_trip(lm_plan):
    text = lm_plan.to_json()
    back = Plan.from_json(text)
    assert back == lm_plan
    assert px.summary(back) == px.summary(lm_plan)
    d = json.loads(text)
    emb = next(v for v in d["variables"] if v["name"] == "embedding/embeddings")
    assert emb["bytes_per_iteration"] == pytest.approx(
        lm_plan.variables["embedding/embeddings"].bytes_per_iteration)
    assert d["config"]["architecture"] is None and not d["config"]["architecture_given"]
    assert d["cluster"] == [{"host": h, "slots": [0]} for h in "abcd"]


def test_json_round_trip_with_unknown_alpha_and_partitions():
    spec = PartitionSpec(num_shards=3, group="g")
    model = model_of(vinfo("emb", [10, 2], "sparse", alpha=None, partition=spec),
                     vinfo("w", [3]))
    plan = make_plan(model, parse_resources("x:0,1;y:0"),
                     Config(architecture="ps", sync="async", local_aggregation=False))
    back = Plan.from_json(plan.to_json(indent=None))
    assert back == plan
    assert back.variables["emb"].servers == plan.variables["emb"].servers
    assert back.variables["emb"].bytes_per_machine is None


@pytest.mark.parametrize("garbage", [
    "", "not json", "[1", "null", "[]", "42", "{}", '{"format": 2}', '{"format": 1}',
    '{"format": 1, "cluster": "x"}',
    '{"format": 1, "step_name": "s", "model_fingerprint": "f", "config": {}, '
    '"cluster": [], "variables": {"a": 1}, "state": []}',
    '{"format": 1, "step_name": "s", "model_fingerprint": "f", '
    '"config": {"architecture": "zz"}, "cluster": [], "variables": [], "state": []}',
    '{"format": 1, "step_name": "s", "model_fingerprint": "f", "config": {}, '
    '"cluster": [{"host": "a", "slots": [0]}], "variables": [{"name": "v"}], "state": []}',
    None,
])
def test_from_json_garbage(garbage):
    with pytest.raises(PlanError):
        Plan.from_json(garbage)


# ---- partitioner ------------------------------------------------------------

def _partitioned_step():
    with px.partitioner(num_shards=3):
        raw = tf.Variable(tf.ones([10, 2]), name="raw")
        emb = keras.layers.Embedding(20, 2, name="late_emb")     # built after the block
        dense = tf.Variable(tf.ones([2]), name="dense_marked")
    emb.build((None,))
    variables = [raw, dense] + emb.trainable_weights

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(raw, ids)) + tf.reduce_sum(emb(ids) * dense)
        models.sgd_update(variables, tape.gradient(loss, variables))
        return loss

    return step, np.array([1, 2, 3], np.int32)


def test_partitioner_marks_variables_and_keras_layers():
    step, ids = _partitioned_step()
    plan = px.plan(step, ids, resources=FOUR)
    raw, emb, dense = (plan.variables[n] for n in ("raw", "late_emb/embeddings",
                                                   "dense_marked"))
    assert (raw.num_shards, raw.partitioned, raw.partition_group) == (3, True, "default")
    assert raw.shard_rows == (4, 3, 3)                  # row r in shard r mod 3
    assert emb.num_shards == 3 and emb.shard_rows == (7, 7, 6)
    for v in (raw, emb):
        assert len(set(v.servers)) == 3                 # distinct servers
    # A dense variable created under partitioner() is left whole.
    assert (dense.kind, dense.num_shards, dense.partitioned) == ("dense", 1, False)
    row = next(ln for ln in px.summary(plan).splitlines() if ln.startswith("raw "))
    assert row.split()[1:4] == ["SPARSE", "ps", "3"]


def test_partitioner_without_count_uses_config_then_machines(caplog):
    with px.partitioner():
        table = tf.Variable(tf.ones([10, 2]), name="auto_table")

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(table, ids))
        table.scatter_sub(tape.gradient(loss, table))
        return loss

    ids = np.array([0, 1], np.int32)
    info = classify(capture(step, ids))
    assert make_plan(info, parse_resources(FOUR)).variables["auto_table"].num_shards == 4
    plan = make_plan(info, parse_resources(FOUR), Config(num_partitions=8))
    v = plan.variables["auto_table"]
    assert v.num_shards == 8 and v.shard_rows == (2, 2, 1, 1, 1, 1, 1, 1)
    assert sorted(v.servers) == [0, 0, 1, 1, 2, 2, 3, 3]   # two shards per server
    # More shards than rows: capped at the rows, with a warning naming the variable...
    with caplog.at_level(logging.WARNING, logger="parallax_tf.plan.plan"):
        assert make_plan(info, parse_resources(FOUR),
                         Config(num_partitions=50)).variables["auto_table"].num_shards == 10
    assert "Config.num_partitions=50: variable 'auto_table' has only 10 rows" in caplog.text
    # ...an error when asked for explicitly (search override).
    with pytest.raises(PlanError, match="10 rows"):
        make_plan(info, parse_resources(FOUR), num_shards={"default": 11})
    assert make_plan(info, parse_resources(FOUR),
                     num_shards={"default": 2}).variables["auto_table"].num_shards == 2
    # ALLREDUCE never partitions.
    v = make_plan(info, parse_resources(FOUR), Config(architecture="allreduce")).variables[
        "auto_table"]
    assert (v.num_shards, v.collective) == (1, "allgather")


def test_partitioner_add_and_groups():
    with px.partitioner(num_shards=2, group="g2") as block:
        pass
    layer = block.add(keras.layers.Embedding(9, 2, name="added_emb"))
    layer.build((None,))
    with pytest.raises(ConfigError):
        block.add("not a variable")

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(layer(ids))
        models.sgd_update(layer.trainable_weights,
                          tape.gradient(loss, layer.trainable_weights))
        return loss

    info = classify(capture(step, np.array([0, 8], np.int32)))
    v = make_plan(info, parse_resources(FOUR)).variables["added_emb/embeddings"]
    assert (v.num_shards, v.partition_group, v.shard_rows) == (2, "g2", (5, 4))
    v = make_plan(info, parse_resources(FOUR), num_shards={"g2": 3}).variables[
        "added_emb/embeddings"]
    assert v.num_shards == 3


@pytest.mark.parametrize("bad", [0, -1, True, 1.5, "2"])
def test_partitioner_bad_count(bad):
    with pytest.raises(ConfigError, match="num_shards"):
        with px.partitioner(num_shards=bad):
            pass


@pytest.mark.parametrize("bad", [0, True, "3"])
def test_make_plan_bad_override(known, bad):
    with pytest.raises(PlanError, match="num_shards"):
        make_plan(known, parse_resources(FOUR), num_shards={"default": bad})


# ---- even load --------------------------------------------------------------

def test_shards_of_one_variable_on_distinct_servers():
    # Sizes chosen so that greedy least-loaded alone would put both shards of
    # 'b' on the same server.
    model = model_of(
        vinfo("a", [20, 2], "sparse", 0.1, PartitionSpec(num_shards=3)),
        vinfo("b", [9, 2], "sparse", 0.1, PartitionSpec(num_shards=2, group="g")),
        vinfo("c", [10, 2], "sparse", 0.1, PartitionSpec(num_shards=3)))
    plan = make_plan(model, parse_resources(FOUR))
    for v in plan.variables.values():
        assert len(set(v.servers)) == v.num_shards, (v.name, v.servers)
    loads = server_loads(plan)
    largest_shard = max(v.bytes * r / v.shape[0] for v in plan.variables.values()
                        for r in v.shard_rows)
    assert max(loads) - min(loads) <= largest_shard


def test_whole_sparse_variables_spread_over_all_servers():
    model = model_of(*[vinfo(f"s{i}", [100, 4], "sparse", 0.1) for i in range(8)])
    plan = make_plan(model, parse_resources(FOUR))
    servers = [v.servers[0] for v in plan.variables.values()]
    assert sorted(servers) == [0, 0, 1, 1, 2, 2, 3, 3]
    assert len(set(server_loads(plan))) == 1


# ---- api.plan errors ---------------------------------------------------------

def test_plan_rejects_a_non_config():
    built = models.known_sizes_model()
    with pytest.raises(ConfigError, match="not a parallax_tf.Config"):
        px.plan(built.step, *built.example_args, config={"architecture": "ps"})


def test_plan_rejects_bad_resources_before_tracing():
    built = models.known_sizes_model()
    with pytest.raises(ResourceError):
        px.plan(built.step, *built.example_args, resources="h:")


def test_plan_rejects_a_plain_function():
    built = models.known_sizes_model()
    with pytest.raises(ParallaxError, match="tf.function"):
        px.plan(built.step.python_function, *built.example_args)


def test_plan_default_resources_is_one_local_machine():
    built = models.known_sizes_model()
    plan = px.plan(built.step, *built.example_args)
    assert plan.cluster.to_str() == "localhost:0"
    assert plan.variables["table"].placement.kind == "ps" and plan.num_servers == 1


def test_the_pictures_contents_are_the_plans(lm_plan, tmp_path):
    """What `Plan.draw` puts in each machine's box and bars (views/picture.py):
    every shard on its server with its share of the bytes, the bars'
    stacks summing to the plan's bytes per machine, dense variables named."""
    from parallax_tf.views import picture
    for m in range(4):
        lines = picture._shard_lines(lm_plan, m)
        assert sorted(line.split()[0] for line in lines) == [
            "embedding/embeddings", "softmax_b", "softmax_w"], lines
        shard = lm_plan.variables["softmax_w"].servers.index(m)
        assert f"softmax_w #{shard}  31.25 KiB" in lines, lines
    series = picture._bytes_by_variable(lm_plan)
    totals = [sum(col) for col in zip(*(b for _, b in series))]
    assert totals == pytest.approx(lm_plan.bytes_per_machine())
    assert "lstm/lstm_cell/kernel" in picture._replicated_text(lm_plan)
    path = px.draw(lm_plan, str(tmp_path / "deep" / "plan.png"))
    assert path.endswith("plan.png") and (tmp_path / "deep" / "plan.png").stat().st_size > 10_000


def test_sparse_as_dense_per_variable_by_the_byte_model():
    """sparse_as_dense="auto": a table whose gradient lists most of its rows
    (alpha 0.9) is AllReduced dense, one with alpha 0.01 stays AllGathered;
    both predictions are in the plan, and the bytes follow the choice."""
    info = model_of(vinfo("small", (100, 8), "sparse", alpha=0.9),
                    vinfo("big", (10000, 8), "sparse", alpha=0.01),
                    vinfo("dense", (8, 8)))
    plan = make_plan(info, parse_resources(FOUR),
                     Config(architecture="allreduce", sparse_as_dense="auto"))
    small, big = plan.variables["small"], plan.variables["big"]
    assert small.collective == "allreduce" and big.collective == "allgather"
    gather, reduce = dict(small.collective_choice)["allgather"], \
        dict(small.collective_choice)["allreduce"]
    assert gather == pytest.approx(2 * 0.9 * 3200 * 3) and reduce == pytest.approx(4 * 3200 * 3 / 4)
    assert small.bytes_per_machine == pytest.approx((reduce,) * 4)
    assert dict(big.collective_choice)["allgather"] < dict(big.collective_choice)["allreduce"]
    assert plan.variables["dense"].collective_choice == ()
    text = px.summary(plan)
    assert "allreduce (sparse as dense)" in text and "small: allgather" in text
    assert Plan.from_json(plan.to_json()).variables["small"] == small
    # True: every sparse variable; a list: those; default: none
    every = make_plan(info, parse_resources(FOUR), Config(architecture="allreduce",
                                                          sparse_as_dense=True))
    assert {every.variables[n].collective for n in ("small", "big")} == {"allreduce"}
    some = make_plan(info, parse_resources(FOUR), Config(architecture="allreduce",
                                                         sparse_as_dense=["big"]))
    assert (some.variables["small"].collective, some.variables["big"].collective) == \
        ("allgather", "allreduce")
    default = make_plan(info, parse_resources(FOUR), Config(architecture="allreduce"))
    assert default.variables["small"].collective == "allgather"
    # HYBRID keeps sparse variables on the servers
    hybrid = make_plan(info, parse_resources(FOUR), Config(sparse_as_dense=True))
    assert hybrid.variables["small"].on_servers


def test_a_densification_the_user_did_not_ask_for_is_named_where_an_optimizer_keeps_rows(
        caplog):
    """sparse_as_dense='auto' (or MIXED's price) densifying an Adagrad or
    Adam table changes its update (duplicate rows summed first): the chief
    warns naming the tables, their slots and the way out. A table the user
    densified by name, or a plan that densifies nothing, is not warned of."""
    import oracle_models

    from parallax_tf.capture import capture
    from parallax_tf.planner import options
    step, make_batch = oracle_models.mixed_tables()
    batch = make_batch(0, 0)
    captured = capture(step, *batch)
    tables = sorted(oracle_models.MIXED_PLACEMENTS)
    auto = Config(architecture="allreduce", sparse_as_dense="auto")
    plan = px.plan(step, *batch, resources=FOUR, config=auto,
                   alphas={n: 1.0 for n in tables})
    assert options.densified_by_choice(plan, auto) == tables
    with caplog.at_level(logging.WARNING, logger="parallax_tf.planner.options"):
        assert options.warn_densified(plan, auto, captured) == tables
    text = caplog.text
    assert "sparse_as_dense='auto' densifies" in text and "not for Adagrad, Adam" in text
    assert "dense_adagrad/embeddings" in text and "placements={'dense_adagrad/embeddings': 'allgather'" \
        in text and "accumulator" in text.lower(), text
    caplog.clear()
    mixed = Config(architecture="mixed")         # its price densifies these small tables
    plan = px.plan(step, *batch, resources=FOUR, config=mixed, alphas={n: 1.0 for n in tables})
    with caplog.at_level(logging.WARNING, logger="parallax_tf.planner.options"):
        assert options.warn_densified(plan, mixed, captured) == tables
    assert "MIXED's price densifies" in caplog.text and "': 'ps'" in caplog.text, caplog.text
    caplog.clear()
    named = Config(architecture="allreduce", sparse_as_dense=True)
    plan = px.plan(step, *batch, resources=FOUR, config=named, alphas={n: 1.0 for n in tables})
    assert options.warn_densified(plan, named, captured) == [] and not caplog.text
    asked = Config(placements={"dense_adagrad/embeddings": "allreduce"})
    plan = px.plan(step, *batch, resources=FOUR, config=asked, alphas={n: 0.5 for n in tables})
    assert plan.variables["dense_adagrad/embeddings"].collective == "allreduce"
    assert options.warn_densified(plan, asked, captured) == [] and not caplog.text


def test_sparse_as_dense_bad_values():
    info = model_of(vinfo("small", (100, 8), "sparse", alpha=0.9), vinfo("dense", (8, 8)))
    for bad in ("yes", [], [""], 3):
        with pytest.raises(ConfigError, match="sparse_as_dense"):
            Config(sparse_as_dense=bad)
    with pytest.raises(PlanError, match=r"names \['dense'\].*its sparse variables: \['small'\]"):
        make_plan(info, parse_resources(FOUR), Config(architecture="allreduce",
                                                      sparse_as_dense=["dense"]))
    assert Config.from_dict(Config(sparse_as_dense=["small"]).to_dict()).data.sparse_as_dense \
        == ("small",)


# ---- hot rows: each shard's traffic, and the hot shards spread -----------------

def _hot_tables():
    """Two 800-row tables split in 4, alpha 0.05 (40 distinct rows a worker),
    80 rows listed: 40 of them are rows 0 and 4 (both in shard 0), 20 each."""
    hot = ((0, 20.0, 1.0), (4, 20.0, 1.0))
    return model_of(*(dataclasses.replace(
        vinfo(name, (800, 16), "sparse", alpha=0.05, partition=PartitionSpec(num_shards=4)),
        rows_sent=0.1, index_bytes=8, hot_rows=hot) for name in ("a_emb", "b_softmax")))


def test_shard_traffic_puts_the_hot_rows_in_their_shard():
    from parallax_tf.planner.servers import shard_traffic
    v = _hot_tables().variables[0]
    pulled, pushed = shard_traffic(v, 4)
    # pushes: 40 hot listings in shard 0, the other 40 spread over the 798
    # other rows (shard 0 holds 198 of them)
    rest = 40 / 798
    assert pushed == pytest.approx((
        (40 + 198 * rest) / 80, 200 * rest / 80, 200 * rest / 80, 200 * rest / 80))
    # pulls: rows 0 and 4 once each, the other 38 distinct rows spread
    rest = 38 / 798
    assert pulled == pytest.approx(((2 + 198 * rest) / 40, 200 * rest / 40,
                                    200 * rest / 40, 200 * rest / 40))
    no_hot = dataclasses.replace(v, hot_rows=())
    assert shard_traffic(no_hot, 4) == ((0.25,) * 4, (0.25,) * 4)


def test_the_hot_shards_of_two_tables_go_to_different_servers():
    """Both tables' shard 0 holds their hot rows. Placed by size alone both
    would land on server 0 (the busiest machine would move 1.35x the mean);
    weighed by their traffic they go to different servers, and the plan's
    per-machine prediction says how even that is."""
    model = _hot_tables()
    plan = make_plan(model, parse_resources(FOUR), Config(architecture="hybrid"))
    a, b = plan.variables["a_emb"], plan.variables["b_softmax"]
    assert sorted(a.servers) == sorted(b.servers) == [0, 1, 2, 3]
    assert a.servers[0] != b.servers[0]
    per_machine = plan.bytes_per_machine()
    mean = sum(per_machine) / 4
    assert max(per_machine) < 1.2 * mean
    # the same shards, both shard 0s on server 0: the prediction sees the skew
    same = dataclasses.replace(plan, variables={
        n: dataclasses.replace(v, placement=dataclasses.replace(v.placement, servers=(0, 1, 2, 3)))
        for n, v in plan.variables.items()})
    from parallax_tf.planner.estimate import predict_bytes
    skewed = [sum(col) for col in zip(*(
        predict_bytes(model.variable(n), v.placement, [1] * 4, plan.config)
        for n, v in same.variables.items()))]
    assert sum(skewed) == pytest.approx(sum(per_machine))
    assert max(skewed) > 1.3 * mean


def test_every_worker_plans_with_the_chiefs_measurements():
    """A worker that reads the chief's plan keeps its measurements (alpha,
    rows sent, hot rows), so its own re-plans in the searches place every
    shard where the chief's do; without the launcher's store no task keeps
    hot rows (each measured its own batch)."""
    from parallax_tf.planner.placing import measured_like
    chief = _hot_tables()
    chief_plan = make_plan(chief, parse_resources(FOUR), Config(architecture="hybrid"))
    mine = model_of(*(dataclasses.replace(v, alpha=0.06, rows_sent=0.12,
                                          hot_rows=((4, 30.0, 1.0), (8, 20.0, 1.0)))
                      for v in chief.variables))
    adopted = measured_like(mine, chief_plan)
    assert adopted == chief
    for p in (2, 4, 8):
        ours = make_plan(adopted, parse_resources(FOUR), Config(architecture="hybrid"),
                         num_shards={"default": p})
        theirs = make_plan(chief, parse_resources(FOUR), Config(architecture="hybrid"),
                           num_shards={"default": p})
        assert {n: v.servers for n, v in ours.variables.items()} == \
            {n: v.servers for n, v in theirs.variables.items()}
    assert all(v.hot_rows == () for v in measured_like(mine, None).variables)
    back = Plan.from_json(chief_plan.to_json())
    assert back.variables["a_emb"].hot_rows == ((0, 20.0, 1.0), (4, 20.0, 1.0))
