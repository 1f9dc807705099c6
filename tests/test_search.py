"""The partition search without TensorFlow: cost model fit, sampling protocol,
choice rule, cached decisions and the plot. Pure numpy, no processes."""
from __future__ import annotations

import json
import logging
import math

import numpy as np
import pytest

from parallax_tf.errors import ParallaxError, SearchError
from parallax_tf.planner import (
    CostModel,
    Decision,
    SearchResult,
    choose_partitions,
    default_decision_path,
    fingerprint,
    fit_cost_model,
    load_decision,
    plot_search,
    save_decision,
    search_partitions,
)


def curve(theta0: float, theta1: float, theta2: float):
    """t(p) = theta0 + theta1/p + theta2*p as a measure callable."""
    return lambda p: theta0 + theta1 / p + theta2 * p


class Recorder:
    """A measure callable that records the p values it was asked for."""

    def __init__(self, fn, noise: float = 0.0, seed: int = 0):
        self.fn, self.noise, self.calls = fn, noise, []
        self.rng = np.random.default_rng(seed)

    def __call__(self, p: int) -> float:
        self.calls.append(p)
        return self.fn(p) * (1.0 + self.noise * self.rng.standard_normal())


# ---------------------------------------------------------------- cost model

@pytest.mark.parametrize("theta", [(0.5, 4.0, 0.01), (2.0, 30.0, 0.05), (1.0, 10.0, 0.0),
                                   (0.2, 0.0, 0.02)])
def test_fit_recovers_known_theta(theta):
    rng = np.random.default_rng(1)
    samples = [(2 ** k, curve(*theta)(2 ** k) * (1 + 0.003 * rng.standard_normal()))
               for k in range(9)]
    model = fit_cost_model(samples)
    got = (model.theta0, model.theta1, model.theta2)
    for want, value, scale in zip(theta, got, (0.05, 0.5, 5e-4)):
        assert value >= 0.0
        assert abs(value - want) <= max(0.03 * want, scale), (theta, got)
    assert model.residual < 0.02
    assert model.samples == tuple((int(p), float(t)) for p, t in samples)


def test_fit_is_exact_without_noise():
    model = fit_cost_model([(p, curve(1.0, 8.0, 0.125)(p)) for p in (1, 2, 4, 8, 16)])
    assert (model.theta0, model.theta1, model.theta2) == pytest.approx((1.0, 8.0, 0.125))
    assert model.residual < 1e-9
    assert model.p_star == pytest.approx(8.0)
    assert model.best_p() == 8
    assert model.predict(8) == pytest.approx(3.0)


def test_fit_keeps_theta_non_negative_where_least_squares_would_not():
    samples = [(p, 5.0 - 0.01 * p) for p in (1, 2, 4, 8, 16, 32)]
    design = np.array([[1.0, 1.0 / p, p] for p, _ in samples])
    unconstrained = np.linalg.lstsq(design, [t for _, t in samples], rcond=None)[0]
    assert unconstrained[2] < 0                      # ordinary least squares goes negative
    model = fit_cost_model(samples)
    assert min(model.theta0, model.theta1, model.theta2) >= 0.0
    assert model.theta2 == 0.0
    assert model.best_p() == 32                      # decreasing curve: the largest sampled


def test_fit_with_duplicates_and_few_distinct_p_warns_and_stays_in_range(caplog):
    with caplog.at_level(logging.WARNING, logger="parallax_tf.planner"):
        model = fit_cost_model([(2, 1.0), (2, 1.2), (4, 0.9)])
    assert "2 distinct p" in caplog.text
    assert model.num_distinct_p == 2 and len(model.samples) == 3
    assert 2 <= model.best_p() <= 4
    single = fit_cost_model([(6, 2.5)])
    assert single.best_p() == 6 and single.p_range == (6, 6)
    assert single.predict(6) == pytest.approx(2.5)


def test_fit_rejects_no_samples_and_bad_values():
    with pytest.raises(SearchError, match="0 samples.*measure at least one p"):
        fit_cost_model([])
    with pytest.raises(SearchError, match="p=0"):
        fit_cost_model([(0, 1.0)])
    with pytest.raises(SearchError, match="p=2 is nan"):
        fit_cost_model([(2, float("nan"))])
    with pytest.raises(SearchError, match="not a .p, seconds_per_iteration. pair"):
        fit_cost_model([(2, 1.0, 3.0)])
    assert issubclass(SearchError, ParallaxError) and issubclass(SearchError, ValueError)


def test_best_p_candidates_are_clipped_to_the_sampled_range():
    model = fit_cost_model([(p, curve(1.0, 100.0, 0.001)(p)) for p in (2, 4, 8)])
    assert model.best_p() == 8                        # optimum ~316 lies beyond: no extrapolation
    assert model.best_p([2, 3, 5, 64, 128]) == 5      # 64 and 128 are outside [2, 8]
    with pytest.raises(SearchError, match=r"sampled range \[2, 8\]"):
        model.best_p([16, 32])
    with pytest.raises(SearchError, match="p=0"):
        model.predict(0)


def test_cost_model_dict_round_trip():
    model = fit_cost_model([(1, 3.0), (2, 2.0), (4, 2.2)])
    again = CostModel.from_dict(json.loads(json.dumps(model.to_dict())))
    assert again == model
    with pytest.raises(SearchError, match="missing or has a bad field"):
        CostModel.from_dict({"theta0": 1.0})
    with pytest.raises(SearchError, match="theta1=-1"):
        CostModel(theta0=1.0, theta1=-1.0, theta2=0.0, residual=0.0, samples=((1, 1.0),))


# ------------------------------------------------------------------ protocol

def test_protocol_minimum_inside_range():
    measure = Recorder(curve(1.0, 8.0, 0.125))       # optimum at p = 8
    result = search_partitions(measure, start=2)
    assert measure.calls == [2, 4, 8, 16, 1]          # double while better, then one halving
    assert [p for p, _ in result.samples] == measure.calls
    assert result.chosen_p == 8
    assert result.model.best_p() == 8


def test_protocol_minimum_at_low_end():
    measure = Recorder(curve(1.0, 1.0, 1.0))         # optimum at p = 1
    result = search_partitions(measure, start=4)
    assert measure.calls == [4, 8, 2, 1]
    assert result.chosen_p == 1


def test_protocol_minimum_beyond_max_p_is_capped():
    measure = Recorder(curve(1.0, 100.0, 0.001))     # optimum ~316
    result = search_partitions(measure, start=2, max_p=32)
    assert measure.calls == [2, 4, 8, 16, 32, 1]
    assert result.chosen_p == 32
    odd = Recorder(curve(1.0, 100.0, 0.001))
    assert search_partitions(odd, start=3, max_p=20, min_p=3).chosen_p == 12
    assert odd.calls == [3, 6, 12]                    # 24 > max_p, 1 < min_p


def test_protocol_respects_min_p_and_max_samples(caplog):
    measure = Recorder(curve(1.0, 1.0, 1.0))
    search_partitions(measure, start=8, min_p=2)
    assert measure.calls == [8, 16, 4, 2]
    capped = Recorder(curve(1.0, 8.0, 0.125))
    with caplog.at_level(logging.INFO, logger="parallax_tf.planner"):
        result = search_partitions(capped, start=2, max_samples=3)
    assert capped.calls == [2, 4, 8]
    assert result.chosen_p in range(2, 9)
    assert "max_samples=3" in caplog.text


def test_protocol_with_noisy_measurements():
    measure = Recorder(curve(1.0, 8.0, 0.125), noise=0.01, seed=3)
    result = search_partitions(measure, start=2)
    assert measure.calls == [2, 4, 8, 16, 1]          # 1% noise cannot flip these steps
    true = curve(1.0, 8.0, 0.125)
    assert true(result.chosen_p) <= 1.02 * true(8)


def test_protocol_few_samples_for_typical_curves():
    for start, optimum in ((8, 32), (8, 8), (8, 4), (4, 16), (16, 8)):
        measure = Recorder(curve(1.0, float(optimum) ** 2 / 10, 0.1))   # p* = optimum
        result = search_partitions(measure, start=start)
        assert len(measure.calls) <= 5, (start, optimum, measure.calls)
        assert result.chosen_p == optimum


def test_protocol_property_random_curves():
    rng = np.random.default_rng(7)
    for _ in range(200):
        theta = (rng.uniform(0.0, 2.0), 10 ** rng.uniform(-1, 2), 10 ** rng.uniform(-4, 0))
        start = int(rng.choice([1, 2, 3, 4, 6, 8, 16]))
        measure = Recorder(curve(*theta), noise=float(rng.choice([0.0, 0.02])),
                           seed=int(rng.integers(1 << 30)))
        result = search_partitions(measure, start=start, max_p=1024)
        ps = [p for p, _ in result.samples]
        assert len(set(ps)) == len(ps)                            # never measured twice
        ladder = {start * 2 ** k for k in range(11)} | {start // 2 ** k for k in range(1, 5)}
        assert set(ps) <= ladder and max(ps) <= 1024 and min(ps) >= 1
        assert min(ps) <= result.chosen_p <= max(ps)              # no extrapolation
        assert len(ps) <= 13
        true = curve(*theta)
        best_true = min(true(p) for p in range(min(ps), max(ps) + 1))
        assert true(result.chosen_p) <= 1.10 * best_true, (theta, start, ps)


def test_protocol_on_paper_table_2():
    """Parallax Table 2 (LM, words/s per partition count) as time per word."""
    throughput = {8: 50.5e3, 16: 78.6e3, 32: 96.5e3, 64: 96.1e3, 128: 98.9e3, 256: 93.2e3}
    measure = Recorder(lambda p: 1.0 / throughput[p])    # KeyError if it strays off the table
    result = search_partitions(measure, start=8, min_p=8, max_p=256)
    assert measure.calls == [8, 16, 32, 64]
    assert 8 <= result.chosen_p <= 64


def test_measure_errors_propagate_and_bad_values_are_named():
    def broken(p: int) -> float:
        if p == 8:
            raise RuntimeError("worker died at p=8")
        return curve(1.0, 8.0, 0.125)(p)
    with pytest.raises(RuntimeError, match="worker died"):
        search_partitions(broken, start=2)
    with pytest.raises(SearchError, match="p=2 is nan"):
        search_partitions(lambda p: float("nan"), start=2)
    with pytest.raises(SearchError, match="not a number"):
        search_partitions(lambda p: "fast", start=2)


@pytest.mark.parametrize("kwargs, match", [
    (dict(start=0), "start=0"),
    (dict(start=2, min_p=4), "start=2 is below min_p=4"),
    (dict(start=8, max_p=4), "max_p=4 is below start=8"),
    (dict(start=2, max_samples=0), "max_samples=0"),
    (dict(start=2, tolerance=1.5), "tolerance=1.5"),
    (dict(start=True), "start=True"),
])
def test_protocol_rejects_bad_arguments(kwargs, match):
    with pytest.raises(SearchError, match=match):
        search_partitions(curve(1.0, 1.0, 1.0), **kwargs)


def test_choice_rule_prefers_a_clearly_better_measurement():
    samples = ((1, 3.0), (2, 3.0), (4, 1.0))
    model = CostModel(theta0=2.0, theta1=0.0, theta2=0.01, residual=1.0, samples=samples)
    assert model.best_p() == 1
    p, reason = choose_partitions(model)              # 1.0 < 0.95 * 2.01
    assert p == 4 and "best measured p=4" in reason
    p, reason = choose_partitions(model, tolerance=0.6)   # 1.0 >= 0.4 * 2.01
    assert p == 1 and "fitted cost model" in reason


def test_search_result_table_and_round_trip():
    result = search_partitions(curve(1.0, 8.0, 0.125), start=2)
    table = result.table()
    assert table.count("<- chosen") == 1
    assert "measured s/iter" in table and "predicted s/iter" in table
    assert len([ln for ln in table.splitlines() if ln.strip()[:1].isdigit()]) == 5
    again = SearchResult.from_dict(json.loads(json.dumps(result.to_dict())))
    assert again == result
    assert result.best_measured == (8, 3.0)
    with pytest.raises(SearchError, match="outside the sampled range"):
        SearchResult(samples=result.samples, model=result.model, chosen_p=64)
    with pytest.raises(SearchError, match="missing or has a bad field"):
        SearchResult.from_dict({"samples": [[2, 1.0]]})


def test_table_shows_an_unsampled_chosen_p():
    model = fit_cost_model([(p, curve(1.0, 36.0, 1.0)(p)) for p in (2, 4, 8, 16)])
    result = SearchResult(samples=model.samples, model=model, chosen_p=model.best_p())
    assert result.chosen_p == 6
    row = [ln for ln in result.table().splitlines() if "<- chosen" in ln][0]
    assert row.split()[:3] == ["-", "6", "-"]


# ------------------------------------------------------------------ decision

def _decision(**kwargs) -> Decision:
    result = search_partitions(curve(1.0, 8.0, 0.125), start=2)
    defaults = dict(result=result, cluster_fingerprint=fingerprint({"hosts": ["a", "b"]}),
                    model_fingerprint=fingerprint({"vars": {"emb": [1000, 16]}}),
                    settings={"iterations": 100, "discard": 50})
    defaults.update(kwargs)
    return Decision(**defaults)


def test_decision_round_trip(tmp_path):
    decision = _decision()
    path = default_decision_path(tmp_path / "cache", decision.model_fingerprint,
                                 decision.cluster_fingerprint)
    assert path.startswith(str(tmp_path / "cache")) and path.endswith(".json")
    assert save_decision(decision, path) == path
    loaded = load_decision(path, cluster_fingerprint=decision.cluster_fingerprint,
                           model_fingerprint=decision.model_fingerprint)
    assert loaded == decision and loaded.chosen_p == 8
    assert "T" in decision.created                   # ISO 8601


def test_decision_missing_or_for_another_model_or_cluster(tmp_path, caplog):
    decision = _decision()
    path = save_decision(decision, tmp_path / "d.json")
    with caplog.at_level(logging.INFO, logger="parallax_tf.planner"):
        assert load_decision(tmp_path / "none.json", cluster_fingerprint="c",
                             model_fingerprint="m") is None
        assert "no cached partition decision" in caplog.text
        assert load_decision(path, cluster_fingerprint=fingerprint({"hosts": ["a"]}),
                             model_fingerprint=decision.model_fingerprint) is None
        assert "another cluster" in caplog.text
        assert load_decision(path, cluster_fingerprint=decision.cluster_fingerprint,
                             model_fingerprint="0" * 64) is None
        assert "another model" in caplog.text


def test_a_partition_decision_records_its_links_and_holds_only_on_like_ones(tmp_path, caplog):
    """The links it was made on are in its settings (with the steps'
    predicted bytes); loaded with the job's measured links it is reused on
    links like them and not on others or where it records none, each with
    a warning naming the file and why."""
    from parallax_tf.planner.decision import recorded_links
    from parallax_tf.planner.per_variable import Links
    gigabit = Links(bandwidth=125e6, server_round_trip=3e-4, collective=5e-4)
    slow = Links(bandwidth=12.5e6, server_round_trip=3e-4, collective=5e-4)
    # steps of 1 s on the curve: 40 MB per step is 0.32 s of it at 1000 Mbit/s
    decision = _decision(settings={"iterations": 5, **recorded_links(gigabit, 40e6)})
    path = save_decision(decision, tmp_path / "d.json")
    fps = dict(cluster_fingerprint=decision.cluster_fingerprint,
               model_fingerprint=decision.model_fingerprint)
    assert load_decision(path, **fps, links=Links(110e6, 3.5e-4, 5e-4)) == decision
    assert load_decision(path, **fps) == decision         # no links measured: not compared
    with caplog.at_level(logging.WARNING, logger="parallax_tf.planner"):
        assert load_decision(path, **fps, links=slow) is None
    assert f"the cached partition decision {path} is not reused: its steps' communication " \
        "would take 3200.8 ms on these links (100 Mbit/s" in caplog.text, caplog.text
    old = save_decision(_decision(), tmp_path / "old.json")
    caplog.clear()
    with caplog.at_level(logging.WARNING, logger="parallax_tf.planner"):
        assert load_decision(old, **fps, links=gigabit) is None
    assert "records no links" in caplog.text and old in caplog.text, caplog.text


@pytest.mark.parametrize("text", [
    "{not json",
    "[1, 2, 3]",
    json.dumps({"format": 1, "kind": "something else"}),
    None,   # a valid decision with a broken sample, filled in below
])
def test_corrupt_decision_is_ignored_with_a_warning(tmp_path, caplog, text):
    decision = _decision()
    if text is None:
        d = decision.to_dict()
        d["result"]["samples"][0][1] = -1.0
        text = json.dumps(d)
    path = tmp_path / "d.json"
    path.write_text(text)
    with caplog.at_level(logging.WARNING, logger="parallax_tf.planner"):
        assert load_decision(path, cluster_fingerprint=decision.cluster_fingerprint,
                             model_fingerprint=decision.model_fingerprint) is None
    assert "corrupt partition decision" in caplog.text


def test_fingerprint_is_canonical():
    a = fingerprint({"x": 1, "y": [1, 2], "z": {"b": 2, "a": 1}})
    b = fingerprint({"z": {"a": 1, "b": 2}, "y": [1, 2], "x": 1})
    assert a == b and len(a) == 64 and int(a, 16) >= 0
    assert fingerprint({"x": 2}) != fingerprint({"x": 1})
    with pytest.raises(SearchError, match="cannot fingerprint"):
        fingerprint({"x": object()})
    with pytest.raises(SearchError, match="takes a dict"):
        fingerprint([1, 2])
    with pytest.raises(SearchError, match="model_fingerprint='../x'"):
        default_decision_path("/tmp", "../x", "abc")


def test_save_rejects_settings_that_are_not_json(tmp_path):
    with pytest.raises(SearchError, match="settings must hold only JSON values"):
        save_decision(_decision(settings={"f": math.nan}), tmp_path / "d.json")
    assert not list(tmp_path.iterdir())


# ---------------------------------------------------------------------- plot

def test_plot_writes_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    result = search_partitions(curve(1.0, 8.0, 0.125), start=2)
    path = plot_search(result, tmp_path / "plots" / "search.png")
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 1000
    single = search_partitions(curve(1.0, 8.0, 0.125), start=2, max_samples=1)
    assert open(plot_search(single, tmp_path / "one.png"), "rb").read()[:4] == b"\x89PNG"


# ---------------------------------------------------------------- servers

EIGHT_MACHINES = [(8, 2.2556), (16, 2.0412), (32, 2.0233), (64, 2.1872), (4, 2.0707)]
"""The search's samples on the bench LM, 8 emulated machines at 100 Mbit/s
(benchmarks/results/partition_search_bench_m8)."""


def test_the_choice_keeps_to_p_that_spread_evenly_over_the_servers():
    model = fit_cost_model(EIGHT_MACHINES)
    assert choose_partitions(model)[0] == 14                 # 2 shards on 6 servers, 1 on 2
    chosen, reason = choose_partitions(model, servers=8)
    assert chosen == 16 and "spread evenly over 8 servers" in reason
    assert search_partitions(dict(EIGHT_MACHINES).__getitem__, start=8, servers=8,
                             min_p=4).chosen_p == 16
    few = fit_cost_model([(9, 1.0), (10, 0.9), (11, 0.95)])
    assert choose_partitions(few, servers=8)[0] == choose_partitions(few)[0]   # none even
    below = fit_cost_model([(1, 4.0), (3, 2.3), (4, 2.0)])
    assert choose_partitions(below, servers=8)[0] == choose_partitions(below)[0]  # p < N: any


@pytest.mark.parametrize("bad", [0, -2, 1.5, True, "8"])
def test_servers_must_be_a_positive_integer(bad):
    with pytest.raises(SearchError, match="number of parameter servers"):
        choose_partitions(fit_cost_model(EIGHT_MACHINES), servers=bad)
