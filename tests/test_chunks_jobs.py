"""Chunked gradient aggregation in real jobs: chunked == single device (the
oracle), one grouped AllReduce per chunk in the lowered program, the
run-time chunk search training while it searches (and its cached decision
reused), and `parallax-tf search --chunks`."""
import json
import os
import re
import subprocess
import sys

import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = pytest.mark.multiprocess

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")


@pytest.mark.parametrize("factory,resources,chunks,grouped", [
    ("chain_adam", "localhost:0,1", 2, 3),               # 4 layers, k = 2: 3 chunks
    ("chain_sgd", "localhost:0;127.0.0.1:0", "all", 1),
    ("chain_adam", "localhost:0,1", "64B", 4),           # every layer holds >= 64 B: alone
    # offset's gradient is reused by backprop: the backward pass must see the
    # replica's own gradient, not the chunk's AllReduce (which waits for it)
    ("recentre_chain_sgd", "localhost:0,1", "all", 1),
])
def test_chunked_aggregation_equals_single_device(factory, resources, chunks, grouped,
                                                  tmp_path):
    result = run_equivalence(f"tests.oracle_models:{factory}", resources,
                             px.Config(architecture="allreduce", chunks=chunks), steps=4,
                             workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
    graph = json.load(open(tmp_path / "graph_0.json"))
    assert len(graph["grouped_allreduce"]) == grouped, graph["grouped_allreduce"]
    assert all(re.match(r"parallax_g1_chunk\d+$", n) for n in graph["grouped_allreduce"])
    assert graph["allreduce"] == []          # no gradient has an AllReduce of its own
    assert "chunk_gradients" in graph["passes"]


def test_the_chunk_search_trains_while_it_searches_then_reuses_its_decision(tmp_path):
    """8 layers, ChunkSearch(interval=3, step=2, range=1): the job tries k =
    1, 2, ... (3 steps each, a new program each time, values carried over),
    keeps the fastest and trains on: K steps still equal K single-device
    steps. The decision is cached in checkpoint_dir; a second run starts
    with it and searches nothing."""
    config = px.Config(architecture="allreduce", checkpoint_dir=str(tmp_path / "ckpt"),
                       chunks=px.ChunkSearch(interval=3, step=2, range=1))
    first, second = tmp_path / "first", tmp_path / "second"
    first.mkdir()
    second.mkdir()
    result = run_equivalence("tests.oracle_models:deep_chain_adam", "localhost:0,1", config,
                             steps=24, workdir=str(first))
    result.assert_close(rtol=1e-5)
    found = json.load(open(first / "chunks.json"))
    search = found["search"]
    assert search is not None and len(search["samples"]) >= 2, found
    tried = [k for k, _ in search["samples"]]
    assert tried[:2] == [1, 2]
    assert found["chunk_size"] == search["chosen_k"]
    decisions = [f for f in os.listdir(tmp_path / "ckpt" / "parallax_search")
                 if f.startswith("chunks-")]
    assert sorted(f.rsplit(".", 1)[1] for f in decisions) == ["json", "png"]
    run_equivalence("tests.oracle_models:deep_chain_adam", "localhost:0,1", config, steps=3,
                    workdir=str(second)).assert_close(rtol=1e-5)
    again = json.load(open(second / "chunks.json"))
    assert again["search"] is None and again["chunk_size"] == search["chosen_k"]


@pytest.mark.slow
def test_parallax_tf_search_chunks_prints_the_samples_and_writes_the_plot(tmp_path):
    out = tmp_path / "search"
    cmd = [PARALLAX_TF, "search", "--chunks", "--resources", "localhost:0,1",
           "--architecture", "allreduce", "--out", str(out), "examples/model_split/train.py",
           "--config", "tiny", "--layers", "6", "--splits", "1", "--steps", "200",
           "--batch-size", "32", "--no-eval"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=480)
    text = proc.stdout + proc.stderr
    assert proc.returncode == 0, text[-4000:]
    assert "chunk search over 8 layers (interval 10, step 2, range 2, confirm 3):" in proc.stdout, \
        text[-3000:]
    assert re.search(r"chosen k = \d+ \(\d+ chunks\)", proc.stdout)
    assert re.search(r"plot: .*chunks-.*\.png", proc.stdout)
    assert any(p.suffix == ".png" for p in out.iterdir())
