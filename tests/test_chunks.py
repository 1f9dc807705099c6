"""Chunked gradient aggregation: the chunk rules (the CPU-GPU paper's
uniform chunks, the byte rule), `Config.chunks`, the run-time search on
synthetic time curves, the layers in backward order and the plan. No
processes (tests/test_chunks_jobs.py runs real jobs)."""
import math

import numpy as np
import oracle_models as om
import pytest

import parallax_tf as px
from parallax_tf.config import chunking
from parallax_tf.errors import ConfigError, SearchError
from parallax_tf.plan import chunks as ch
from parallax_tf.planner.chunk_size import (
    ChunkSearchResult,
    ChunkSearchState,
    load_chunk_decision,
    save_chunk_decision,
    search_chunks,
)


@pytest.mark.parametrize("layers,k,expected", [
    (6, 2, ((0, 1), (2, 3), (4,), (5,))),          # l mod k == 0: l/k - 1 chunks, k singles
    (6, 3, ((0, 1, 2), (3,), (4,), (5,))),
    (7, 3, ((0, 1, 2), (3, 4, 5), (6,))),           # floor(l/k) chunks, l mod k singles
    (7, 2, ((0, 1), (2, 3), (4, 5), (6,))),
    (5, 1, ((0,), (1,), (2,), (3,), (4,))),
    (4, 4, ((0,), (1,), (2,), (3,))),               # k >= l: every layer alone
    (4, 9, ((0,), (1,), (2,), (3,))),
    (0, 2, ()),
])
def test_uniform_chunks_follow_the_paper(layers, k, expected):
    assert ch.uniform_chunks(layers, k) == expected
    assert sorted(i for c in expected for i in c) == list(range(layers))


def test_fused_chunks_never_go_over_the_limit_nor_across_a_split():
    # byte_chunks closes at >= limit; a fusion buffer stays <= limit
    assert ch.fused_chunks([10, 10, 30, 5, 5, 1], [0] * 6, 20) == ((0, 1), (2,), (3, 4, 5))
    assert ch.fused_chunks([10, 5, 10], [0] * 3, 20) == ((0, 1), (2,))
    assert ch.fused_chunks([1, 1, 1, 1], [0, 0, 1, 1], 100) == ((0, 1), (2, 3))
    assert ch.fused_chunks([], [], 10) == ()


def test_byte_chunks_and_the_dispatch():
    assert ch.byte_chunks([10, 10, 30, 5, 5, 1], 20) == ((0, 1), (2,), (3, 4, 5))
    assert ch.chunk_layers(3, [1, 1, 1], chunking.TENSOR) == ()
    assert ch.chunk_layers(3, [1, 1, 1], chunking.ALL) == ((0, 1, 2),)
    assert ch.chunk_layers(3, [8, 8, 8], chunking.ChunkBytes(16)) == ((0, 1), (2,))
    assert ch.chunk_layers(5, [1] * 5, 2) == ((0, 1), (2, 3), (4,))


@pytest.mark.parametrize("value,expected", [
    ("tensor", "tensor"), ("all", "all"), ("one", "all"), (3, 3), ("3", 3),
    ("search", chunking.ChunkSearch()), ("search:20:3", chunking.ChunkSearch(20, 3)),
    ("search:20:3:1:0", chunking.ChunkSearch(20, 3, 1, confirm=0)),
    ("4MiB", chunking.ChunkBytes(4 << 20)),
    ("100kb", chunking.ChunkBytes(100_000)), (chunking.ChunkSearch(5, 3, 1), chunking.ChunkSearch(5, 3, 1)),
])
def test_config_chunks_forms_and_round_trip(value, expected):
    config = px.Config(chunks=value)
    assert config.chunks == expected
    assert px.Config.from_dict(config.to_dict()) == config


@pytest.mark.parametrize("fields,words", [
    (dict(chunks=0), ["at least 1 layer"]),
    (dict(chunks="fast"), ["'fast' is not allowed", "'tensor'", "'search'"]),
    (dict(chunks=True), ["True"]),
    (dict(chunks={"search": {"interval": 1}}), ["interval=1", ">= 2"]),
    (dict(chunks={"bytes": 0}), ["positive integer number of bytes"]),
    (dict(chunks="all", architecture="ps"), ["PS architecture has none"]),
    (dict(chunks=2, mesh="batch:2"), ["DTensor schedules itself"]),
])
def test_bad_chunk_configs(fields, words):
    with pytest.raises(ConfigError) as info:
        px.Config(**fields)
    for w in words:
        assert w in str(info.value), str(info.value)


def test_search_order_and_stop_rule():
    """Sizes 1, 2, ... up to step, then + step; stop once k >= best + step *
    range: a curve whose best is k = 4 (step 2, range 2) tries 1, 2, 4, 6,
    and stops before 8 = 4 + 2 * 2."""
    curve = {1: 9.0, 2: 7.0, 4: 5.0, 6: 6.0, 8: 7.0, 10: 8.0}
    result = search_chunks(curve.__getitem__, num_layers=20,
                           settings=chunking.ChunkSearch(10, 2, 2, confirm=0))
    assert [k for k, _ in result.samples] == [1, 2, 4, 6]
    assert result.chosen_k == 4
    # step 3: 1, 2, 3, then + 3; range 1: once 3 is best, 6 >= 3 + 3 ends it
    seen = []
    search_chunks(lambda k: seen.append(k) or 1.0 / k, num_layers=14,
                  settings=chunking.ChunkSearch(10, 3, 1, confirm=0))
    assert seen == [1, 2, 3]
    seen = []                                   # range 2: the best moves along to l - 2
    search_chunks(lambda k: seen.append(k) or 1.0 / k, num_layers=14,
                  settings=chunking.ChunkSearch(10, 3, 2, confirm=1))
    assert seen == [1, 2, 3, 6, 9, 12]


def test_confirm_retimes_the_fastest_and_chooses_by_their_mean():
    """The paper's rule stops after 1, 2, 4, 6; the 3 fastest (4, 6, 2 by
    their first interval) are timed again, best first, and the least mean
    of two intervals wins."""
    curve = {1: 9.0, 2: 7.0, 4: 5.0, 6: 6.0}
    seen = []
    result = search_chunks(lambda k: seen.append(k) or curve[k], num_layers=20,
                           settings=chunking.ChunkSearch(10, 2, 2))        # confirm=3 by default
    assert seen == [1, 2, 4, 6, 4, 6, 2] and result.chosen_k == 4
    # one busy interval: k = 4's first interval is 5.0 (lucky), its second
    # 8.0; k = 6 times 6.0 twice; k = 6 is chosen (mean 6.0 < 6.5); the
    # paper's rule alone keeps k = 4
    visits = {4: iter([5.0, 8.0])}
    seen = []

    def lucky(k):
        seen.append(k)
        return next(visits[k]) if k in visits else curve[k]
    result = search_chunks(lucky, num_layers=20, settings=chunking.ChunkSearch(10, 2, 2))
    assert result.chosen_k == 6, result.table()
    assert "again: mean 6.50000" in result.table()
    assert "6.00000  again: mean 6.00000  <- chosen" in result.table()
    visits = {4: iter([5.0, 8.0])}
    assert search_chunks(lucky, num_layers=20,
                         settings=chunking.ChunkSearch(10, 2, 2, confirm=0)).chosen_k == 4
    # confirm=2: only 4 and 6 again
    seen = []
    search_chunks(lambda k: seen.append(k) or curve[k], num_layers=20, settings=chunking.ChunkSearch(10, 2, 2, confirm=2))
    assert seen == [1, 2, 4, 6, 4, 6]


def test_search_on_a_u_shaped_curve_lands_near_the_minimum():
    """t(k) = a + b / k + c k: per-chunk overhead against a longer tail."""
    def t(k):
        return 0.5 + 0.4 / k + 0.02 * k          # minimum at k = sqrt(20) ~ 4.5
    result = search_chunks(t, num_layers=30, settings=chunking.ChunkSearch(10, 1, 3))
    assert result.chosen_k in (4, 5)
    assert "chosen k = " in result.table()
    noisy = np.random.default_rng(0)
    result = search_chunks(lambda k: t(k) * (1 + 0.01 * noisy.standard_normal()),
                           num_layers=30, settings=chunking.ChunkSearch(10, 2, 2))
    assert t(result.chosen_k) <= 1.05 * min(t(k) for k in range(1, 30))


def test_search_edge_cases():
    state = ChunkSearchState(2, chunking.ChunkSearch())
    assert state.done                           # 1 or 2 layers: nothing to choose
    with pytest.raises(SearchError, match="measured nothing"):
        state.result()
    state = ChunkSearchState(10, chunking.ChunkSearch(10, 1, 1))  # one candidate: nothing to confirm
    assert state.report(1.0) == 1 and state.done
    state = ChunkSearchState(10, chunking.ChunkSearch())
    with pytest.raises(SearchError, match="positive, finite"):
        state.report(math.nan)
    with pytest.raises(SearchError, match="needs a ChunkSearch"):
        ChunkSearchState(10, 3)


def test_decision_round_trip_and_fingerprints(tmp_path):
    result = search_chunks(lambda k: abs(k - 3) + 1.0, num_layers=12)
    path = str(tmp_path / "chunks-x.json")
    save_chunk_decision(result, path, model_fingerprint="m", cluster_fingerprint="c")
    assert load_chunk_decision(path, model_fingerprint="m", cluster_fingerprint="c") == result
    assert load_chunk_decision(path, model_fingerprint="other", cluster_fingerprint="c") is None
    assert load_chunk_decision(str(tmp_path / "none.json"), model_fingerprint="m",
                               cluster_fingerprint="c") is None
    (tmp_path / "bad.json").write_text("{not json")
    assert load_chunk_decision(str(tmp_path / "bad.json"), model_fingerprint="m",
                               cluster_fingerprint="c") is None
    assert ChunkSearchResult.from_dict(result.to_dict()) == result


def test_a_chunk_decision_is_reused_only_on_links_like_its_own(tmp_path, caplog):
    """Saved with the links the search ran on (`recorded_links`, as the
    job's chunk search saves it), loaded with the job's: reused on like
    links, searched again at 100 Mbit/s or where it records none."""
    from parallax_tf.planner.decision import recorded_links
    from parallax_tf.planner.per_variable import Links
    gigabit = Links(bandwidth=125e6, server_round_trip=3e-4, collective=5e-4)
    result = search_chunks(lambda k: abs(k - 3) * 0.01 + 0.05, num_layers=12)   # 50 ms steps
    path = str(tmp_path / "chunks-x.json")
    save_chunk_decision(result, path, model_fingerprint="m", cluster_fingerprint="c",
                        settings=recorded_links(gigabit, 2e6))
    fps = dict(model_fingerprint="m", cluster_fingerprint="c")
    assert load_chunk_decision(path, **fps, links=Links(100e6, 4e-4, 6e-4)) == result
    with caplog.at_level("WARNING"):
        assert load_chunk_decision(path, **fps, links=Links(12.5e6, 3e-4, 5e-4)) is None
    assert f"the cached chunk decision {path} is not reused" in caplog.text, caplog.text
    save_chunk_decision(result, path, model_fingerprint="m", cluster_fingerprint="c")
    assert load_chunk_decision(path, **fps, links=gigabit) is None
    assert "records no links" in caplog.text


# ----------------------------------------------------------------------------- the plan

def test_layers_in_backward_order_and_chunks_in_the_plan():
    """A chain of 3 blocks and a head: backprop reaches the head first."""
    from parallax_tf.capture import capture
    from parallax_tf.graph.layers import gradient_layers
    step, make_batch = om.chain_sgd()
    layers = gradient_layers(capture(step, *make_batch(0, 0)))
    assert [layer.name for layer in layers] == ["head", "block2", "block1", "block0"]
    assert layers[0].variables == ("head/bias", "head/kernel")
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                   config=px.Config(architecture="allreduce", chunks=2))
    # 4 layers, k = 2: 4 mod 2 == 0 -> one chunk of 2, then 2 single layers
    assert plan.chunks == (("head/bias", "head/kernel", "block2/bias", "block2/kernel"),
                           ("block1/bias", "block1/kernel"), ("block0/bias", "block0/kernel"))
    assert plan.chunk_size == 2
    assert "chunk_gradients" in px.summary(plan) and "3 grouped AllReduce(s)" in px.summary(plan)
    assert px.Plan.from_json(plan.to_json()) == plan
    everything = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                         config=px.Config(architecture="allreduce", chunks="all"))
    assert len(everything.chunks) == 1 and len(everything.chunks[0]) == 8
    searched = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                       config=px.Config(architecture="allreduce", chunks="search"))
    assert searched.chunk_size == 1 and len(searched.chunks) == 4   # the first candidate


def test_sparse_and_server_variables_are_not_chunked():
    step, make_batch = om.embedding_sgd()
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                   config=px.Config(chunks="all"))
    assert plan.chunks == (("out/bias", "out/kernel"),)     # the embedding is on servers


def test_chunks_with_model_splitting_never_mix_split_positions():
    """Each position's gradients are reduced on its own tasks: 'all' gives one
    chunk per position, the last position's first (its backward ends first)."""
    step, make_batch = om.split3_sgd()
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1,2",
                   config=px.Config(architecture="allreduce", chunks="all"))
    splits = [{plan.variables[n].split for n in chunk} for chunk in plan.chunks]
    assert splits == [{2}, {1}, {0}], plan.chunks
    assert sorted(n for c in plan.chunks for n in c) == sorted(
        n for n, v in plan.variables.items() if v.kind == "dense" and v.has_gradient)


def test_timeline_of_a_traced_step(tmp_path):
    """Step stats -> events on one clock, backprop's end, and each
    collective's start relative to it (negative: overlapping)."""
    import tensorflow as tf

    from parallax_tf.runtime import timeline
    md = tf.compat.v1.RunMetadata()
    dev = md.step_stats.dev_stats.add(device="/job:worker/task:0/device:CPU:0")
    for name, start, length in [("fwd/MatMul", 1000, 50), ("gradient_tape/head/MatMul", 1100, 40),
                                ("gradient_tape/block0/MatMul", 1200, 100),
                                ("parallax_g1_chunk0", 1150, 300),
                                ("parallax_step_done", 1500, 10)]:
        node = dev.node_stats.add(node_name=name, all_start_micros=start)
        node.all_end_rel_micros = length
    types = {"parallax_g1_chunk0": "HorovodGroupedAllreduce",
             "parallax_step_done": "HorovodAllreduce"}
    events = timeline.step_events(md, types)
    assert [e["start_us"] for e in events] == [0, 100, 150, 200, 500]
    s = timeline.summary(events)
    assert s["backward_start_us"] == 100 and s["backward_end_us"] == 300
    assert s["collectives"] == [{"name": "parallax_g1_chunk0", "op": "HorovodGroupedAllreduce",
                                 "start_vs_backward_end_us": -150, "duration_us": 300}]
    path = str(tmp_path / "t.png")
    assert timeline.plot_timeline({"summary": s, "events": events}, path) == path


def test_tensorflows_engine_fuses_small_dense_gradients_below_the_plan(monkeypatch):
    """TensorFlow's collectives do not fuse at run time (Horovod's do): the
    lowering packs runs of consecutive dense gradients, in backward order,
    into grouped AllReduces of at most `fusion_bytes` each; the plan keeps
    no chunks. PARALLAX_TF_FUSION_BYTES sets the limit, 0 turns it off."""
    from types import SimpleNamespace

    from parallax_tf.capture import capture
    from parallax_tf.comm.collective import FUSION_BYTES, TensorFlowCollective
    from parallax_tf.graph.layers import gradient_layers
    from parallax_tf.modes.data.lower.program import _fusion_buckets
    step, make_batch = om.deep_chain_adam()
    captured = capture(step, *make_batch(0, 0))
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                   config=px.Config(architecture="allreduce"))
    assert plan.chunks == ()
    layers = gradient_layers(captured)
    assert len(layers) == 8 and sum(la.bytes for la in layers) < FUSION_BYTES
    draft = SimpleNamespace(step=captured, plan=plan, ctx=SimpleNamespace(
        collective=TensorFlowCollective(0, [0, 1])))
    every = tuple(v for la in layers for v in la.variables)
    assert _fusion_buckets(draft) == (every,)              # all small: one buffer
    limit = max(a.bytes + b.bytes for a, b in zip(layers, layers[1:]))
    monkeypatch.setenv("PARALLAX_TF_FUSION_BYTES", str(limit))
    buckets = _fusion_buckets(draft)
    size = {v: captured.variable(v).num_elements * 4 for v in every}     # float32
    assert len(buckets) >= 2 and all(sum(size[v] for v in b) <= limit for b in buckets)
    fused = [v for b in buckets for v in b]
    assert fused == [v for v in every if v in fused]       # consecutive, backward order
    monkeypatch.setenv("PARALLAX_TF_FUSION_BYTES", "0")
    assert _fusion_buckets(draft) == ()
    monkeypatch.setenv("PARALLAX_TF_FUSION_BYTES", "-3")
    with pytest.raises(ValueError, match="PARALLAX_TF_FUSION_BYTES='-3'"):
        _fusion_buckets(draft)
    monkeypatch.delenv("PARALLAX_TF_FUSION_BYTES")
    horovods = SimpleNamespace(step=captured, plan=plan, ctx=SimpleNamespace(
        collective=SimpleNamespace(fusion_bytes=0)))
    assert _fusion_buckets(horovods) == ()                 # Horovod fuses at run time
