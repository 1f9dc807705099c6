"""The comparison's link-bound analysis (benchmarks/comparison/report.py):
which cells are link-bound, and HYBRID's measured ratio next to the byte
model's, from hand-made run records (no cluster, no TensorFlow)."""
from __future__ import annotations

import pytest

from benchmarks.comparison.records import retransmitted
from benchmarks.comparison.report import link_bound, link_bound_markdown


def _record(arch, rate, step_s, rx, tx, predicted, units=1000.0):
    return {"model": "lm", "arch": arch, "machines": 4, "slots_per_machine": 1,
            "link_mbit": rate, "sweep": None, "status": "ok",
            "step_seconds_median": step_s, "throughput": units / step_s,
            "rx_bytes_per_machine_per_iter": rx, "tx_bytes_per_machine_per_iter": tx,
            "bytes_per_machine_per_iter_predicted_mean": predicted}


MB = 1e6


def test_link_bound_cells_and_ratios():
    records = [
        # HYBRID: 0.5 s CPU-only; 5 MB the busier way at 25 Mbit/s = 1.6 s (3.2x)
        _record("hybrid", 10000, 0.5, [5 * MB, 4 * MB], [4 * MB, 5 * MB], 9 * MB),
        _record("hybrid", 25, 2.2, [5 * MB, 4 * MB], [4 * MB, 5 * MB], 9 * MB),
        # ALLREDUCE: 0.6 s CPU-only; 20 MB each way = 6.4 s at 25 (10.7x)
        _record("allreduce", 10000, 0.6, [20 * MB] * 2, [20 * MB] * 2, 36 * MB),
        _record("allreduce", 25, 7.0, [20 * MB] * 2, [20 * MB] * 2, 36 * MB),
        # a peer whose shaped phase is not link-bound (1 MB: 0.32 s < 3 x 0.5)
        _record("horovod", 10000, 0.5, [1 * MB] * 2, [1 * MB] * 2, 36 * MB),
        _record("horovod", 25, 0.9, [1 * MB] * 2, [1 * MB] * 2, 36 * MB),
    ]
    rows = link_bound(records)
    assert len(rows) == 1                       # the 10 Gbit/s phase is the CPU-only one
    row = rows[0]
    assert row["link_mbit"] == 25
    h, a, p = row["archs"]["hybrid"], row["archs"]["allreduce"], row["archs"]["horovod"]
    assert h["cpu_only_step_s"] == 0.5 and h["cpu_only_mbit"] == 10000
    assert h["link_s"] == pytest.approx(1.6)
    assert h["link_bound"] and a["link_bound"] and not p["link_bound"]
    v = row["versus"]["allreduce"]
    assert v["measured"] == pytest.approx(7.0 / 2.2)
    assert v["predicted_bytes"] == pytest.approx(4.0)
    assert v["of_predicted"] == pytest.approx(7.0 / 2.2 / 4.0)
    # CPU + link of the predicted bytes (half each way): (0.6 + 5.76) / (0.5 + 1.44)
    assert v["predicted_cpu_plus_link"] == pytest.approx((0.6 + 5.76) / (0.5 + 1.44))
    assert v["both_link_bound"] and not row["versus"]["horovod"]["both_link_bound"]
    text = "\n".join(link_bound_markdown(rows))
    assert "| lm | 4x1 | 25 | allreduce | 600 (at 10000) | 6.40 | 10.7 | yes | 7000 | - | " \
        "1.00 (-) |" in text
    records[1]["tcp_retransmitted"] = 0.123
    # the busiest machine: 5 MB the busier way, as is the other: 1.00; the
    # plan predicted 10 and 8 MB sent + received: 10 / 9
    records[1]["bytes_per_machine_per_iter_predicted"] = [10 * MB, 8 * MB]
    assert "| 2200 | 12.3% | 1.00 (1.11) |" in "\n".join(link_bound_markdown(link_bound(records)))
    records[1]["rx_bytes_per_machine_per_iter"] = [6 * MB, 4 * MB]
    assert link_bound(records)[0]["archs"]["hybrid"]["skew"] == pytest.approx(6 / 5.5)


def _tcp(out_segs, retrans_segs):
    """Two machines' cumulative TCP counters."""
    return [{"out_segs": o, "retrans_segs": r} for o, r in zip(out_segs, retrans_segs)]


def test_retransmissions_per_phase_from_the_counters_at_the_rate_switches():
    raw = {"tcp_segments": {"start": _tcp([100, 200], [0, 0]),
                            "end": _tcp([2100, 2200], [300, 100])},
           "rate_switches": [{"phase": 1, "tcp_segments": _tcp([600, 700], [1, 0])}]}
    # phase 0 (fast link): 1 of 1000 segments; phase 1 (shaped): 399 of 3000
    assert retransmitted(raw, 0) == pytest.approx(1 / 1000)
    assert retransmitted(raw, 1) == pytest.approx(399 / 3000)
    assert retransmitted(raw) == pytest.approx(400 / 4000)
    # counters that could not be read, or a phase without a switch: unknown
    assert retransmitted({"tcp_segments": {"start": None, "end": raw["tcp_segments"]["end"]}}) \
        is None
    assert retransmitted({"tcp_segments": raw["tcp_segments"]}, 1) is None
    assert retransmitted({}) is None


def test_a_single_rate_or_an_unshaped_run_has_no_link_bound_cell():
    records = [_record("hybrid", 0, 0.5, [MB], [MB], MB),
               _record("allreduce", 100, 0.6, [MB], [MB], MB)]
    assert link_bound(records) == []


def test_the_wire_prediction_and_its_bound():
    """wire = payload x headers + TF messages; bound = wire + Horovod's idle
    rate (of the nearest calibrated machine count below) x the step's wall
    time; TF's PS strategy peer has no Horovod."""
    from benchmarks.comparison.wire import with_wire_prediction
    calibration = {"headers": {"factor": 1.05},
                   "horovod": {"2": {"idle_bytes_per_s_per_machine": 100_000.0},
                               "4": {"idle_bytes_per_s_per_machine": 200_000.0}}}
    rec = {"arch": "hybrid", "machines": 4, "bytes_per_machine_per_iter_predicted_mean": 100_000.0,
           "bytes_per_machine_per_iter_measured_mean": 126_000.0,
           "message_bytes_per_machine_per_iter": 10_000.0, "window_seconds_per_step": 0.1}
    out = with_wire_prediction(dict(rec), calibration)
    terms = out["wire_terms"]
    assert terms["wire"] == pytest.approx(115_000.0)
    assert terms["horovod_idle"] == pytest.approx(20_000.0)      # 4 machines' rate x 0.1 s
    assert out["ratio_wire"] == pytest.approx(126_000 / 115_000)
    assert out["ratio_bound"] == pytest.approx(126_000 / 135_000)
    eight = with_wire_prediction(dict(rec, machines=8), calibration)["wire_terms"]
    assert eight["horovod_idle"] == pytest.approx(20_000.0)     # nearest calibrated below
    peer = with_wire_prediction(dict(rec, arch="tf_ps"), calibration)["wire_terms"]
    assert peer["horovod_idle"] == 0 and peer["bound"] == peer["wire"]
    assert with_wire_prediction(dict(rec), {})["ratio_wire"] is None     # not calibrated


def test_a_hybrid_variant_is_reported_over_the_others_too():
    """hybrid_rb (HYBRID launched with --receive-buffer-kb) gets its own rows
    over the non-HYBRID archs, next to HYBRID's (HYBRID over it: a row too)."""
    records = [
        _record("hybrid", 10000, 0.5, [5 * MB] * 2, [5 * MB] * 2, 9 * MB),
        _record("hybrid", 25, 2.2, [5 * MB] * 2, [5 * MB] * 2, 9 * MB),
        _record("hybrid_rb", 10000, 0.5, [5 * MB] * 2, [5 * MB] * 2, 9 * MB),
        _record("hybrid_rb", 25, 2.0, [5 * MB] * 2, [5 * MB] * 2, 9 * MB),
        _record("allreduce", 10000, 0.6, [20 * MB] * 2, [20 * MB] * 2, 36 * MB),
        _record("allreduce", 25, 7.0, [20 * MB] * 2, [20 * MB] * 2, 36 * MB),
    ]
    versus = link_bound(records)[0]["versus"]
    assert set(versus) == {"hybrid_rb", "allreduce", "hybrid_rb/allreduce"}
    assert versus["hybrid_rb"]["measured"] == pytest.approx(2.0 / 2.2)
    assert versus["hybrid_rb/allreduce"]["measured"] == pytest.approx(7.0 / 2.0)
    assert versus["hybrid_rb/allreduce"]["of_predicted"] == pytest.approx(7.0 / 2.0 / 4.0)
    text = "\n".join(link_bound_markdown(link_bound(records)))
    assert "| (HYBRID, receive buffer capped) over ALLREDUCE (Horovod) | 3.50 | 4.00 | 0.88 |" \
        in text


def test_a_mixed_jobs_places_are_pinned_for_its_offline_plan():
    """The offline plan of a MIXED run is asked for the places the job's
    own descent chose (its chief's record), not a descent of its own at
    other links; a record without collectives pins nothing."""
    from benchmarks.comparison.records import pinned_placements
    plan = {"a/embeddings": {"placement": "ps", "num_shards": 2, "kind": "sparse",
                             "collective": None},
            "b/embeddings": {"placement": "allreduce", "num_shards": 1, "kind": "sparse",
                             "collective": "allgather"},
            "c/embeddings": {"placement": "allreduce", "num_shards": 1, "kind": "sparse",
                             "collective": "allreduce"},
            "head/kernel": {"placement": "allreduce", "num_shards": 1, "kind": "dense",
                            "collective": "allreduce"}}
    raw = {"workers": [{"worker": 1}, {"worker": 0, "plan": plan}]}
    assert pinned_placements(raw) == {"placements": {
        "a/embeddings": "ps", "b/embeddings": "allgather", "c/embeddings": "allreduce"}}
    older = {n: {k: v for k, v in p.items() if k != "collective"} for n, p in plan.items()}
    assert pinned_placements({"workers": [{"worker": 0, "plan": older}]}) == {}
    assert pinned_placements({"workers": [{"worker": 0}]}) == {}
