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
    accumulators' measurement (results/paper-prediction/accumulator-cost.json):
    sparse shards cost less with more partitions (Table 2's direction), until
    the shards outnumber the server's cores; the dense variables' accumulators
    (NaivePS, OptPS) run beside them, so the longer counts; a file without the
    cell is named."""
    sparse = {p: pp.accumulator_s("LM", 8, False, p) for p in pp.TABLE2_LM}
    assert sparse[8] > sparse[16] > sparse[32] > sparse[64] > sparse[128] > 0
    naive = {r["partitions"]: r["aggregation_ms"] for r in pp.table2({"LM": 20.0})}
    dense = pp.dense_accumulator_s("LM", 8, local=False)
    assert all(naive[p] == pytest.approx(max(sparse[p], dense) * 1e3) for p in naive)
    assert dense > pp.dense_accumulator_s("LM", 8, local=True) > 0   # 48 pushes, 8
    hyb = pp.step("LM", "HYB", 20.0, 8)["terms_ms"]
    assert hyb["server aggregation"] == pytest.approx(pp.accumulator_s("LM", 8, True) * 1e3)
    assert "server aggregation" not in pp.step("LM", "AR", 20.0, 8)["terms_ms"]
    (tmp_path / "a.json").write_text('{"cells": {}}')
    monkeypatch.setattr(pp, "ACCUMULATOR", tmp_path / "a.json")
    with pytest.raises(SystemExit, match="no cell 'LM-local-m8'.*accumulator_cost.py"):
        pp.step("LM", "HYB", 20.0, 8)
    (tmp_path / "b.json").write_text('{"cells": {"LM-naive-m8": {"accumulator_s": 0.01}}}')
    monkeypatch.setattr(pp, "ACCUMULATOR", tmp_path / "b.json")
    pp._measured.cache_clear()
    with pytest.raises(SystemExit, match="no cell 'LM-dense-naive-m8'"):
        pp.step("LM", "NaivePS", 20.0, 8)
    pp._measured.cache_clear()


def test_parallax_ps_pulls_a_dense_variable_once_a_machine():
    """OptPS runs one task a machine (in-graph towers, mirrored dense
    variables): a dense variable crosses once a machine and a server's
    traffic to a machine shares one connection; TF-PS's task a GPU pulls it
    six times. Sparse rows are gathered a tower either way."""
    m = pp.MODELS["NMT"]
    per_gpu = pp.ps_s(m, 8, local=True, dense_on_ps=True, in_graph=False)
    in_graph = pp.ps_s(m, 8, local=True, dense_on_ps=True, in_graph=True)
    assert in_graph["messages"] < per_gpu["messages"]
    assert in_graph["wire"] < per_gpu["wire"]
    sparse_only = [pp.ps_s(m, 8, local=True, dense_on_ps=False, in_graph=g) for g in (0, 1)]
    assert sparse_only[0]["messages"] == pytest.approx(sparse_only[1]["messages"])
