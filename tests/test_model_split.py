"""Manual model splitting (px.split / tf.device): the oracle on real
processes (one replica over S tasks, and R replicas x S tasks over two
machines), the placement of each split's variables and ops, and bad input."""
import json
import os
import re
import subprocess
import sys

import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = pytest.mark.multiprocess


@pytest.mark.parametrize("factory,resources", [
    ("split3_adam", "localhost:0,1,2"),
])
def test_one_replica_split_equals_single_device(factory, resources, tmp_path):
    """Three positions (a first, a middle and a last) with Adam, whose slots
    live with their blocks. (split2_sgd, split2_adam and split3_sgd ran here
    too until 2026-12-02: two positions are a first and a last, SGD's
    update has no slots to place; SGD over split positions is the
    conformance row `split`'s and test_split_replicas_under_other_architectures'.)"""
    result = run_equivalence(f"tests.oracle_models:{factory}", resources, px.Config(),
                             steps=4, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
    graph = json.load(open(tmp_path / "graph_0.json"))
    splits = 2 if factory.startswith("split2") else 3
    for k in range(splits):                 # block k and its Adam slots live on task k
        assert f"/task:{k}/" in graph["homes"][f"block{k}/kernel"], graph["homes"]
    assert f"/task:{splits - 1}/" in graph["homes"]["head/kernel"]
    assert "split_placement" in graph["passes"]
    assert graph["collectives"] == {}       # one replica: nothing to reduce
    assert sorted(graph["ops_per_task"]) == [str(k) for k in range(splits)]


def test_chunks_across_split_replicas_equal_single_device(tmp_path):
    """Config(chunks=1), R = 2 replicas x S = 2 positions, Adam: each
    position's dense gradients are AllReduced across its replicas one layer
    per grouped AllReduce, on the position's task, in its own process set
    (chunks never mix positions); equal to single-device training, hence to
    per-tensor AllReduce."""
    result = run_equivalence("tests.oracle_models:split2_embedding_adam",
                             "localhost:0,1;127.0.0.1:0,1", px.Config(chunks=1), steps=4,
                             workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
    plan = json.load(open(tmp_path / "job.json"))["plan"]
    split_of = {v["name"]: v["split"] for v in plan["variables"]}
    assert len(plan["chunks"]) >= 2, plan["chunks"]
    assert {split_of[c[0]] for c in plan["chunks"]} == {0, 1}
    for chunk in plan["chunks"]:
        assert len({split_of[n] for n in chunk}) == 1, chunk
    for replica, driver in ((0, 0), (1, 2)):
        graph = json.load(open(tmp_path / f"graph_{replica}.json"))
        grouped = {n: c for n, c in graph["collectives"].items() if "_chunk" in n}
        assert len(grouped) == len(plan["chunks"]), graph["collectives"]
        for chunk, (name, c) in zip(plan["chunks"], sorted(grouped.items(),
                                                        key=lambda kv: int(kv[0].rsplit(
                                                            "chunk", 1)[1].split("_")[0]))):
            position = split_of[chunk[0]]
            assert c["process_set"] == position + 1, (name, c)
            assert f"/task:{driver + position}/" in c["device"], (name, c)


@pytest.mark.slow
@pytest.mark.parametrize("factory,arch", [
    ("split2_embedding_adam", "allreduce"),
])
def test_two_replicas_of_two_tasks_over_two_machines(factory, arch, tmp_path):
    """R = 2 replicas x S = 2 tasks on 2 local machines == single device on
    the concatenated batch; each split position's dense gradients are
    AllReduced in its own process set, on its task. (HYBRID's job of this
    shape, split2_embedding_sgd, ran here too until 2026-12-02: its oracle
    is the conformance row `split`'s and
    test_chunks_across_split_replicas_equal_single_device's, HYBRID on 2 x 2
    too, whose process sets and tasks that test checks per chunk.)"""
    result = run_equivalence(f"tests.oracle_models:{factory}", "localhost:0,1;127.0.0.1:0,1",
                             px.Config(architecture=arch), steps=4, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
    plan = json.load(open(tmp_path / "job.json"))["plan"]
    assert plan["topology"]["axes"] == [["replica", 2], ["split", 2]]
    for replica, driver in ((0, 0), (1, 2)):
        graph = json.load(open(tmp_path / f"graph_{replica}.json"))
        reduces = {n: c for n, c in graph["collectives"].items()
                   if n.startswith("parallax_block") or n.startswith("parallax_head")}
        assert reduces, graph["collectives"]
        for name, c in reduces.items():
            position = 0 if name.startswith("parallax_block0") else 1
            # process set k + 1 (0 is Horovod's global set) on task driver + k
            assert c["process_set"] == position + 1, (name, c)
            assert f"/task:{driver + position}/" in c["device"], (name, c)


SPLIT_ARCHITECTURES = {
    "ps-weak": ("composed_split_whole", dict(
        architecture="ps", weak_sync=px.WeakSync(num_required=2, pull_fraction=1.0),
        placements={"side/embeddings": "allgather", "block0/kernel": "ps"}),
        "ps weak_sync placements ps_placements"),
    "auto": ("composed_split_table", dict(
        architecture="auto", search_partitions=True, chunks="search:2:1:1:0", search_warmup=0,
        search_iterations=1, placements={"side/embeddings": "allgather", "block0/kernel": "ps"},
        tune="predict"),
        "auto search_partitions chunks chunk_search placements ps_placements dynamic_tables "
        "tune"),
    "mixed": ("composed_split", dict(
        architecture="mixed", search_partitions=True, chunks="search:2:1:1:0", search_warmup=0,
        search_iterations=1, placements={"side/embeddings": "allgather", "block0/kernel": "ps"},
        tune="time", row_cache=px.RowCache(rows=4, staleness=0)),
        "mixed search_partitions chunks chunk_search placements ps_placements tune row_cache"),
}
"""Model splitting under the architectures other tests do not split with
(the composition table's pairs of `split`: docs/composition.md), each with
the other features such a job takes (AUTO chooses by the prediction alone,
MIXED times every candidate: `tune=`)."""


@pytest.mark.parametrize("name", list(SPLIT_ARCHITECTURES))
def test_split_replicas_under_other_architectures_equal_single_device(name, tmp_path,
                                                                      monkeypatch):
    """R = 2 replicas x S = 2 positions of the composed model (two tables,
    three Dense blocks and a head, SGD) on 2 local machines == single
    device: PS with weak synchronisation c = k (synchronous), a table
    gathered; AUTO and MIXED with the partition search, the chunk search
    and placements (AUTO choosing by prediction, MIXED timing every
    candidate, and the row cache at staleness 0), AUTO's with a dynamic
    table too (against its simulation in the job's shard count). Each
    job's record shows it ran them with the split, and is verified."""
    import numpy as np

    from parallax_tf.runtime import features
    from parallax_tf.testing import run_distributed
    from tests import oracle_models
    monkeypatch.setenv("PARALLAX_TF_SEARCH_CACHE", str(tmp_path / "search"))
    factory, config, ran = SPLIT_ARCHITECTURES[name]
    steps = 5
    job = run_distributed(f"tests.oracle_models:{factory}", "localhost:0,1;127.0.0.1:0,1",
                          px.Config(**config), steps=steps, workdir=str(tmp_path))
    plan = json.load(open(tmp_path / "job.json"))["plan"]
    shards = {v["name"]: v["placement"].get("num_shards") for v in plan["variables"]}
    losses, values = oracle_models.composed_reference(factory, job.num_replicas, steps,
                                                      shards.get("dyn/rows"))
    np.testing.assert_allclose(job.losses, losses, rtol=1e-5, atol=1e-6)
    assert set(values) == set(job.values), (sorted(values), sorted(job.values))
    for variable, value in values.items():
        np.testing.assert_allclose(job.values[variable], value, rtol=1e-5, atol=1e-6,
                                   err_msg=variable)
    recorded = features.verify(job.records)
    assert {"split", "tensorflow_collectives", *ran.split()} <= set(recorded), recorded
    if "row_cache" in config:             # s = 0: each replica's reads through its cache
        for replica in range(job.num_replicas):
            with open(tmp_path / f"graph_{replica}.json", encoding="utf-8") as f:
                counts = json.load(f)["row_cache"]
            assert "emb/embeddings" in counts, counts
            assert all(c["reads"] > 0 and c["hits"] == 0 for c in counts.values()), counts
    if "tune" in config:                  # predicted every candidate; timed none, or all
        choice = plan["architecture_choice"]
        assert choice["tune"] == config["tune"] and choice["predicted"], choice
        timed = [a for a, _ in choice["samples"]]
        assert timed == ([] if config["tune"] == "predict" else list(choice["predicted"])), \
            choice


# ----------------------------------------------------------------------------- the example

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")


@pytest.mark.slow
def test_example_two_replicas_of_three_tasks_over_two_machines():
    """The issue's command on the tiny config: 2 replicas of a 3-way split over
    2 local machines; only the drivers (tasks 0 and 3) run the script, the
    other tasks serve their position; both replicas' loss falls."""
    cmd = [PARALLAX_TF, "run", "--resources", "localhost:0,1,2;127.0.0.1:0,1,2",
           "--architecture", "allreduce", "examples/model_split/train.py", "--config", "tiny",
           "--steps", "20", "--log-every", "10", "--no-eval"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=480)
    out = proc.stdout + proc.stderr
    assert proc.returncode == 0, out[-4000:]
    for task, position, replica in ((1, 1, 0), (2, 2, 0), (4, 1, 1), (5, 2, 1)):
        assert f"worker {task} serves split position {position} of replica {replica}" in out
    assert "2 replica(s) x 3 task(s)" in out, out[-4000:]
    losses = {replica: (float(first), float(last)) for replica, first, last in re.findall(
        r"\[worker (\d)/2\] loss: mean of first \d+ steps ([\d.]+) -> "
        r"mean of last \d+ steps ([\d.]+)", out)}
    assert sorted(losses) == ["0", "1"], out[-4000:]
    for first, last in losses.values():
        assert last < first, losses
    for task in (0, 3):                              # the drivers ran the script
        assert f"[worker {task}] [worker {task // 3}/2] done: 20 steps" in out, out[-4000:]
    for task in (1, 2, 4, 5):                        # the others never did
        assert f"[worker {task}] [worker" not in out


def test_example_plan_shows_each_position_s_layers():
    """`parallax-tf plan` on the example: which task holds which layers."""
    cmd = [PARALLAX_TF, "plan", "examples/model_split/train.py", "--resources",
           "localhost:0,1,2;127.0.0.1:0,1,2", "--", "--config", "tiny"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=300)
    out = proc.stdout
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
    assert "topology: replica=2 x split=3" in out
    rows = {line.split()[0]: line for line in out.splitlines()
            if re.match(r"^[012]\s+\d,\d\s+CPU:0", line)}
    assert sorted(rows) == ["0", "1", "2"], out
    assert "0,3" in rows["0"] and "conv1" in rows["0"]
    assert "1,4" in rows["1"] and "fc7" in rows["1"]
    assert "2,5" in rows["2"] and "logits" in rows["2"]


@pytest.mark.slow
def test_benchmark_smoke(tmp_path):
    """benchmarks/model_split.py end to end on a tiny model: a plain run and a
    2-process split, each with its step time and every process's peak RSS."""
    cmd = [sys.executable, "-m", "benchmarks.model_split", "--layers", "4", "--splits", "1,2",
           "--config", "tiny", "--steps", "2", "--warmup", "1", "--batch-size", "100",
           "--out", str(tmp_path), "--no-plots"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=420)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-4000:]
    records = [json.loads(line) for line in proc.stdout.splitlines() if line.startswith("{")]
    assert [(r["splits"], r["status"]) for r in records] == [(1, "ok"), (2, "ok")]
    single, split = records
    assert list(single["peak_rss_mib"]) == ["worker 0"]
    assert sorted(split["peak_rss_mib"]) == ["worker 0", "worker 1"]   # both tasks measured
    assert all(v > 100 for v in split["peak_rss_mib"].values())
    assert split["ms_per_step"] > 0 and split["num_replicas"] == 1
    assert "| 4 | 2 |" in (tmp_path / "table.md").read_text()


def test_slots_not_a_multiple_of_the_splits_fail_fast():
    """3 slots for a 2-way split: the chief's plan refuses it with a
    PlanError naming both counts; the waiting workers are stopped, no hang."""
    cmd = [PARALLAX_TF, "run", "--resources", "localhost:0,1,2", "--architecture", "allreduce",
           "examples/model_split/train.py", "--config", "tiny", "--steps", "3", "--splits", "2"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=180)
    out = proc.stdout + proc.stderr
    assert proc.returncode != 0, out[-3000:]
    assert "PlanError: the step uses 2 split positions" in out, out[-3000:]
    assert "3 worker slots, not a multiple of 2" in out, out[-3000:]
