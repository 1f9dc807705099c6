"""The paper's Table 4 and Figure 9 predicted from the byte model and cited
per-engine costs (benchmarks/paper_prediction.py): pure arithmetic, no
TensorFlow ops."""
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(1, str(REPO))

from benchmarks import paper_prediction as pp  # noqa: E402


def test_the_single_gpu_scale_comes_from_hybrids_own_48_gpu_cell_only():
    for name in ("LM", "NMT"):
        m = pp.MODELS[name]
        assert pp.single_gpu(name) * m["normalised_48"] == pytest.approx(m["table4"]["HYB"])
    # one machine: compute alone, whatever the architecture
    one = {a: pp.step("LM", a, 20.0, 1) for a in pp.ARCHS}
    assert {round(s["step_s"], 9) for s in one.values()} == {round(one["HYB"]["step_s"], 9)}


def test_every_cost_is_a_term_and_a_faster_link_never_slows_a_step(monkeypatch):
    base = {a: pp.step("NMT", a, 50.0, 8) for a in pp.ARCHS}
    assert base["HYB"]["step_s"] < base["OptPS"]["step_s"] < base["NaivePS"]["step_s"] \
        < base["AR"]["step_s"]
    for s in base.values():
        assert s["step_s"] == pytest.approx(sum(s["terms_ms"].values()) / 1e3)
    monkeypatch.setitem(pp.P, "link_bytes_per_s", 10 * pp.P["link_bytes_per_s"])
    monkeypatch.setitem(pp.P, "grpc_conn", 10 * pp.P["grpc_conn"])
    faster = {a: pp.step("NMT", a, 50.0, 8) for a in pp.ARCHS}
    assert all(faster[a]["step_s"] <= base[a]["step_s"] for a in pp.ARCHS)
    assert faster["NaivePS"]["step_s"] < base["NaivePS"]["step_s"]


def test_bad_words_are_refused_with_the_value(tmp_path):
    done = subprocess.run([sys.executable, "-m", "benchmarks.paper_prediction",
                           "--lm-words", "x", "--out", str(tmp_path)],
                          cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 2 and "'x'" in done.stderr
    done = subprocess.run([sys.executable, "-m", "benchmarks.paper_prediction",
                           "--nmt-words", "-3", "--out", str(tmp_path)],
                          cwd=REPO, capture_output=True, text=True)
    assert done.returncode == 2 and "-3" in done.stderr


def test_the_servers_aggregation_is_the_measured_accumulator_and_falls_with_partitions(
        tmp_path, monkeypatch):
    """The PS parts pay the busiest server's aggregation, read from the
    accumulator's measurement (results/paper-prediction/accumulator-cost.json):
    more partitions, less per shard (Table 2's direction), until the shards
    outnumber the server's cores; a file without the cell is named."""
    naive = {r["partitions"]: r["aggregation_ms"] for r in pp.table2({"LM": 20.0})}
    assert naive[8] > naive[16] > naive[32] > naive[64] > naive[128] > 0
    hyb = pp.step("LM", "HYB", 20.0, 8)["terms_ms"]
    assert 0 < hyb["server aggregation"] < naive[128]      # a machine pushes once
    assert "server aggregation" not in pp.step("LM", "AR", 20.0, 8)["terms_ms"]
    (tmp_path / "a.json").write_text('{"cells": {}}')
    monkeypatch.setattr(pp, "ACCUMULATOR", tmp_path / "a.json")
    with pytest.raises(SystemExit, match="no cell 'LM-local-m8'.*accumulator_cost.py"):
        pp.step("LM", "HYB", 20.0, 8)
