"""Manual model splitting (px.split / tf.device): the oracle on real
processes (one replica over S tasks, and R replicas x S tasks over two
machines), the placement of each split's variables and ops, and bad input."""
import json

import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = pytest.mark.multiprocess


@pytest.mark.parametrize("factory,resources", [
    ("split2_sgd", "localhost:0,1"),
    ("split2_adam", "localhost:0,1"),
    ("split3_sgd", "localhost:0,1,2"),
    ("split3_adam", "localhost:0,1,2"),
])
def test_one_replica_split_equals_single_device(factory, resources, tmp_path):
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


@pytest.mark.parametrize("factory,arch", [
    ("split2_embedding_sgd", "hybrid"),
    pytest.param("split2_embedding_adam", "allreduce", marks=pytest.mark.slow),
])
def test_two_replicas_of_two_tasks_over_two_machines(factory, arch, tmp_path):
    """R = 2 replicas x S = 2 tasks on 2 local machines == single device on
    the concatenated batch; each split position's dense gradients are
    AllReduced in its own Horovod process set, on its task."""
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
