"""The worker-side row cache (docs/row_cache.md): its setting, its plan, and
its two oracles on two emulated machines (this box's two names):
staleness 0 equals single-device training through the cache's own ops,
and staleness 4 equals the single-process simulation of its rules
(tests/row_cache_reference.py), hit for hit."""
import json
import os
import re

import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.errors import ConfigError
from parallax_tf.plan.bytes_model import row_cache_kept
from parallax_tf.planner.estimate import cached_shares
from parallax_tf.runtime import features
from parallax_tf.testing import run_distributed, run_equivalence

TWO_MACHINES = "localhost:0;127.0.0.1:0"


def test_the_setting_names_bad_values_and_round_trips():
    for bad in (dict(rows=0), dict(rows=2.5), dict(rows=4, staleness=-1),
                dict(rows=4, staleness=True)):
        with pytest.raises(ConfigError, match="RowCache"):
            px.RowCache(**bad)
    config = px.Config(row_cache=px.RowCache(rows=64, staleness=3))
    assert config.features() == ["hybrid", "row_cache"]
    assert px.Config.from_dict(json.loads(json.dumps(config.to_dict()))) == config
    with pytest.raises(ConfigError, match="must be px.RowCache"):
        px.Config(row_cache=64)


@pytest.mark.parametrize("others, named", [
    (dict(architecture="allreduce"), "architecture='allreduce'"),
    (dict(architecture="auto"), "architecture='auto'"),
    (dict(weak_sync=px.WeakSync()), "weak_sync"),
    (dict(sync="async"), "sync=ASYNC")])
def test_what_it_does_not_combine_with_is_refused_by_name(others, named):
    with pytest.raises(ConfigError, match="row_cache") as raised:
        px.Config(row_cache=px.RowCache(rows=8), **others)
    assert named in str(raised.value) and "docs/composition.md" in str(raised.value)


def _plan(factory, cache):
    """The plan of `row_cache_reference.<factory>` on 2 machines, from its
    first step's two workers' batches."""
    import row_cache_reference as ref
    step, make_batch = getattr(ref, factory)()
    return step, make_batch, _plan_of(step, make_batch, cache)


def _plan_of(step, make_batch, cache):
    """`step`'s HYBRID plan on 2 machines with `cache` (None: no cache)."""
    return px.plan(step, *make_batch(0, 0), resources="a:0;b:0",
                   sample_batches=[make_batch(0, w) for w in range(2)],
                   config=px.Config(architecture="hybrid", row_cache=cache))


def test_the_plan_names_the_cached_tables_and_when_they_refresh():
    step, make_batch, plan = _plan("three_tables", px.RowCache(rows=6, staleness=4))
    assert set(plan.row_cached) == {f"emb_{o}/embeddings" for o in ("sgd", "adagrad", "adam")}
    text = px.summary(plan)
    assert "row cache: up to 6 rows per table per worker" in text
    assert "chosen every 5 step(s)" in text and "<= 4 steps late" in text
    assert "row_caches" in text
    kept = re.findall(r"emb_sgd/embeddings: (\d+)% of its pulled rows and (\d+)% of its "
                      r"pushed rows still cross", text)
    assert kept and all(0 < int(k) < 100 for k in kept[0]), text
    # the plan's bytes per machine count only what still crosses
    uncached = _plan_of(step, make_batch, None)
    for name in plan.row_cached:
        v, before = plan.variables[name], uncached.variables[name].bytes_per_machine
        pulled, pushed = cached_shares(v, 6, 5)
        assert min(pulled, pushed) < 1.0, name
        assert sum(v.bytes_per_machine) < sum(before), name
        assert sum(v.bytes_per_machine) >= min(pulled, pushed) * sum(before) - 1e-6, name
    assert sum(plan.bytes_per_machine()) < sum(uncached.bytes_per_machine())


def test_the_plan_caches_a_dynamic_table_by_key():
    """A dynamic table is cached by key: the plan predicts the share of its
    pulled rows the copies keep off the lookup's answer, every pushed row,
    and a byte more per key (whether its row comes back)."""
    from parallax_tf.plan.bytes_model import table_key_bytes
    step, make_batch, plan = _plan("dynamic_three", px.RowCache(rows=4, staleness=2))
    assert set(plan.row_cached) == {f"dyn_{o}/rows" for o in ("sgd", "adagrad", "adam")}
    text = px.summary(plan)
    kept = re.findall(r"dyn_adam/rows: dynamic table 'dyn_adam', cached by key \(its gradient "
                      r"rows go every step\): (\d+)% of its pulled rows and (\d+)% of its "
                      r"pushed rows still cross", text)
    assert kept and 0 < int(kept[0][0]) < 100 and kept[0][1] == "100", text
    assert "row_caches" not in text           # no static table: the tables' pass makes them
    uncached = _plan_of(step, make_batch, None)
    at_zero = _plan_of(step, make_batch, px.RowCache(rows=4))
    for name in plan.row_cached:
        v = plan.variables[name]
        before, zero = uncached.variables[name], at_zero.variables[name]
        mask = [b - a for a, b in zip(
            table_key_bytes(v.shape[0] * v.alpha, [1, 1], list(v.servers)),
            table_key_bytes(v.shape[0] * v.alpha, [1, 1], list(v.servers), need_mask=True))]
        assert min(mask) > 0
        # s = 0 keeps nothing off the link and adds the mask's byte a key
        assert zero.bytes_per_machine == pytest.approx(
            [b + m for b, m in zip(before.bytes_per_machine, mask)]), name
        assert sum(v.bytes_per_machine) < sum(zero.bytes_per_machine), name


def test_mixed_prices_the_bytes_the_cache_saves():
    """MIXED's price of a skewed table on the servers counts the rows the
    cache keeps off the link (the AllReduced and gathered prices do not
    change): at 1000 Mbit/s with a 2 ms round trip to the servers the table
    is gathered without the cache and goes to the servers with it."""
    from parallax_tf.classify.alpha import _hot_rows
    from parallax_tf.plan.placements import ParameterServer
    from parallax_tf.planner.per_variable import Links
    rows, batch = 20000, 4096
    q = np.arange(1, rows + 1, dtype=float) ** -1.1
    drawn = np.random.default_rng(0).choice(rows, size=batch, p=q / q.sum())
    table = px.VariableInfo(name="clicks/embeddings", shape=(rows, 16), dtype="float32",
                            bytes=rows * 16 * 4, kind=px.Kind.SPARSE, trainable=True,
                            has_gradient=True, alpha=np.unique(drawn).size / rows,
                            partition=None, rows_sent=batch / rows, index_bytes=8,
                            hot_rows=tuple(_hot_rows([drawn])))
    head = px.VariableInfo(name="head/kernel", shape=(16, 8), dtype="float32", bytes=512,
                           kind=px.Kind.DENSE, trainable=True, has_gradient=True, alpha=1.0,
                           partition=None)
    model = px.ModelInfo(step_name="s", fingerprint="f", state=(), variables=(table, head))
    links = Links(bandwidth=1e9 / 8, server_round_trip=2e-3, collective=6e-4)
    costs, placed = {}, {}
    for cache in (None, px.RowCache(rows=1024, staleness=16)):
        plan = px.make_plan(model, px.parse_resources("a:0;b:0"),
                            px.Config(architecture="mixed", row_cache=cache), links=links)
        v = plan.variables["clicks/embeddings"]
        costs[cache is None], placed[cache is None] = dict(v.placement_costs), v.placement
        assert plan.row_cached == (() if cache is None else ("clicks/embeddings",))
    assert not isinstance(placed[True], ParameterServer), costs[True]
    assert isinstance(placed[False], ParameterServer), costs[False]
    assert costs[False]["ps"] < 0.8 * costs[True]["ps"]
    assert costs[False]["ps"] < min(costs[False]["allreduce"], costs[False]["allgather"])
    for other in ("allreduce", "allgather"):
        assert costs[False][other] == costs[True][other]
    # MIXED's ALLREDUCE candidate runs without it (no server variable to cache)
    from parallax_tf.config.sections import Architecture
    from parallax_tf.planner.decided import candidate_config
    asked = px.Config(architecture="mixed", row_cache=px.RowCache(rows=8, staleness=2))
    assert candidate_config(asked, Architecture.ALLREDUCE).row_cache is None
    for arch in (Architecture.HYBRID, Architecture.PS):
        assert candidate_config(asked, arch).row_cache == asked.row_cache


def test_the_byte_model_predicts_what_still_crosses():
    # one row every step, listed 3 times: pulled once and pushed once per 5 steps
    hot = [(7, 3.0, 1.0), (9, 1.5, 0.5)]
    pulled, pushed = row_cache_kept(hot[:1], alpha=0.2, sent=0.5, rows=10, cached=1, period=5)
    assert pulled == pytest.approx(1 - (1 - 0.2) / 2) and pushed == pytest.approx(1 - 2.8 / 5)
    assert row_cache_kept(hot, 0.2, 0.5, 10, cached=2, period=1) == (1.0, pytest.approx(1.0))
    # the second row, touched every other step: 1 - 0.5^5 of the periods
    once = (1 - 0.5 ** 5) / 5
    pulled, pushed = row_cache_kept(hot, 0.2, 0.5, 10, cached=2, period=5)
    assert pulled == pytest.approx(1 - (0.8 + 0.5 - once) / 2)
    assert pushed == pytest.approx(1 - (2.8 + 1.5 - once) / 5)


@pytest.mark.parametrize("zipf, rows, batch, cached, period", [
    (1.1, 20000, 2048, 1000, 5), (1.2, 65536, 1024, 4096, 17), (0.9, 10000, 1024, 500, 5),
    (1.0, 5000, 512, 4096, 9)])
def test_the_byte_model_from_one_batch_predicts_a_zipf_tables_saving(zipf, rows, batch, cached,
                                                                   period):
    """One sample batch lists few rows more than once (the plan's hot rows):
    the rows after them follow their power law (`bytes_model._tail`), so
    the prediction is near the exact shares of a cache of the truly most
    listed rows, computed from the distribution itself."""
    from parallax_tf.classify.alpha import _hot_rows
    rng = np.random.default_rng(0)
    q = np.arange(1, rows + 1, dtype=float) ** -zipf
    q /= q.sum()
    drawn = rng.permutation(rows)[rng.choice(rows, size=batch, p=q)]
    pulled, pushed = row_cache_kept(_hot_rows([drawn]), np.unique(drawn).size / rows,
                                    batch / rows, rows, cached, period)
    listed, touched = batch * q, 1 - (1 - q) ** batch
    once = (1 - (1 - touched[:cached]) ** period) / period
    exact_pull = 1 - (touched[:cached] - once).sum() / touched.sum()
    exact_push = 1 - (listed[:cached] - once).sum() / listed.sum()
    assert abs(pulled - exact_pull) < 0.1 and abs(pushed - exact_push) < 0.05, \
        (pulled, exact_pull, pushed, exact_push)


def _graph(workdir, replica):
    with open(os.path.join(workdir, f"graph_{replica}.json"), encoding="utf-8") as f:
        return json.load(f)


@pytest.mark.multiprocess
@pytest.mark.slow
def test_staleness_zero_is_synchronous_training(tmp_path, monkeypatch):
    """MIXED choosing by its prediction, two tables placed on the servers
    by name (one of them read by ResourceGather) and one gathered instead,
    the tables partitioned over the 2 servers, the dense gradients in one
    chunk, SGD, Adagrad and Adam, global-norm clipping: equal to one
    device. The lookups of every table on the servers went through the
    cache (every read a miss at s = 0: each step is a period of its own),
    whatever MIXED chose for the others, and the gathered table has none."""
    workdir = str(tmp_path / "job")
    monkeypatch.setenv("PARALLAX_TF_SEARCH_CACHE", str(tmp_path / "search"))   # MIXED chooses
    tables = {f"emb_{o}/embeddings" for o in ("sgd", "adagrad", "adam")} | {"table", "table_bias"}
    placements = {"table": "ps", "emb_adam/embeddings": "ps", "emb_sgd/embeddings": "allgather"}
    config = px.Config(architecture="mixed", tune="predict", num_partitions=2, chunks="all",
                       placements=placements, row_cache=px.RowCache(rows=8, staleness=0))
    result = run_equivalence("tests.oracle_models:three_optimizers_partitioned", TWO_MACHINES,
                             config, steps=4, workdir=workdir)
    for replica in (0, 1):
        graph = _graph(workdir, replica)
        assert "row_caches" in graph["passes"], graph["passes"]
        counts = graph["row_cache"]
        on_servers = {n for n in tables if "/job:ps" in graph["homes"][n]}
        assert set(counts) == on_servers and {"table", "emb_adam/embeddings"} <= on_servers \
            and "emb_sgd/embeddings" not in on_servers, (sorted(counts), sorted(on_servers))
        for table, c in counts.items():
            assert c["reads"] > 0 and c["hits"] == 0, (table, c)
            assert c["pushed_rows"] == c["gradient_rows"] > 0, (table, c)
            assert any(f"parallax/row_cache/looked_up/{table}" in n
                       for n in graph["op_devices"]), table
    result.assert_close(rtol=1e-5)


@pytest.mark.multiprocess
@pytest.mark.slow
@pytest.mark.parametrize("factory, config, resources", [
    ("three_tables", dict(architecture="ps"), TWO_MACHINES),
    ("three_tables_partitioned", dict(architecture="hybrid", num_partitions=2),
     "localhost:0,1;127.0.0.1:0")], ids=["ps-two-machines", "hybrid-partitioned-three-workers"])
def test_staleness_equals_its_simulation(factory, config, resources, tmp_path, monkeypatch):
    """s = 4 over 15 steps (three periods, the first with nothing cached
    yet): PS (the heads on the servers too) on two machines; HYBRID with the
    tables in 2 shards, 3 workers of which 2 share a machine (its gradients
    aggregated there first). The final values equal the simulation's, each
    worker's counters per table are the simulation's (and what it recorded
    in its step stats at exit), and the rows moved fall: a fifth of the reads served on the worker, a quarter fewer
    gradient rows pushed than computed."""
    import row_cache_reference as ref
    steps, rows, staleness = 15, 6, 4
    monkeypatch.setenv("PARALLAX_TF_STATS_DIR", str(tmp_path / "stats"))
    job = run_distributed(f"tests.row_cache_reference:{factory}", resources,
                          px.Config(**config,
                                    row_cache=px.RowCache(rows=rows, staleness=staleness)),
                          steps=steps, workdir=str(tmp_path / "job"))
    values, counts = ref.simulate(job.num_replicas, steps, rows, staleness)
    assert set(values) == set(job.values), (sorted(values), sorted(job.values))
    for name, value in values.items():
        np.testing.assert_allclose(job.values[name], value, rtol=1e-5, atol=1e-6,
                                   err_msg=name)
    for replica in range(job.num_replicas):
        got = _graph(job.workdir, replica)["row_cache"]
        with open(tmp_path / "stats" / f"worker_{replica}.json", encoding="utf-8") as f:
            assert json.load(f)["row_cache"] == got        # what each worker recorded at exit
        for table, expected in counts[replica].items():
            c = got[f"{table}/embeddings"]
            assert c == expected, (replica, table, c, expected)
            assert c["hits"] >= c["reads"] // 5, c
            assert c["pushed_rows"] < 0.75 * c["gradient_rows"], c
    if job.records is not None and features.records(job.records):
        assert "row_cache" in features.verify(job.records)


@pytest.mark.multiprocess
@pytest.mark.slow
def test_dynamic_tables_by_key_equal_their_simulation(tmp_path):
    """Dynamic tables (SGD's, Adagrad's with admission and LFU eviction,
    Adam's with LRU eviction and max_age), s = 4 over 15 steps, 2 workers
    and one server: the tables' rows (where one device's admission order
    puts each key) and the heads equal the simulation's (tests/row_cache_reference.py:
    one device's admission order, each worker's reads by key from its
    copies), each worker's counters per table are the simulation's, and a
    fifth of the reads are served on the worker: their rows do not come
    back from the server."""
    import row_cache_reference as ref
    steps, rows, staleness = 15, 4, 4
    job = run_distributed("tests.row_cache_reference:dynamic_three", "localhost:0,1",
                          px.Config(architecture="hybrid",
                                    row_cache=px.RowCache(rows=rows, staleness=staleness)),
                          steps=steps, workdir=str(tmp_path / "job"))
    values, counts = ref.simulate_dynamic(job.num_replicas, steps, rows, staleness)
    common = set(values) & set(job.values)
    assert {f"dyn_{o}/rows" for o in ("sgd", "adagrad", "adam")} <= common, sorted(job.values)
    assert len(common) == 9, sorted(job.values)           # the rows and the heads
    for name in sorted(common):
        np.testing.assert_allclose(job.values[name], values[name], rtol=1e-5, atol=1e-6,
                                   err_msg=name)
    for replica in range(job.num_replicas):
        got = _graph(job.workdir, replica)["row_cache"]
        assert got == counts[replica], (replica, got, counts[replica])
        for c in got.values():
            assert c["hits"] >= c["reads"] // 5, c
    assert {"row_cache", "dynamic_tables"} <= set(features.verify(job.records))
