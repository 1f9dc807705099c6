"""A pipeline whose sparse variables live on the parameter servers
(Config(schedule='gpipe', architecture='hybrid' or 'ps')): the oracle
against single-device training on real processes, with Adagrad and Adam,
one and two pipeline replicas over two emulated machines."""
import json

import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = pytest.mark.multiprocess

TWO = "tests.oracle_models:pipeline_two_tables_"


@pytest.mark.parametrize("optimizer,resources,arch", [
    ("adagrad", "localhost:0,1", "hybrid"),
    ("adam", "localhost:0,1;127.0.0.1:0,1", "hybrid"),
    pytest.param("adagrad", "localhost:0,1;127.0.0.1:0,1", "hybrid", marks=pytest.mark.slow),
    pytest.param("adam", "localhost:0,1;127.0.0.1:0,1", "ps", marks=pytest.mark.slow),
], ids=["adagrad-1replica", "adam-2replicas-2machines", "adagrad-2replicas-2machines",
        "adam-ps-2replicas-2machines"])
def test_gpipe_with_servers_equals_single_device(optimizer, resources, arch, tmp_path):
    """GPipe x HYBRID == single device (rtol 1e-5): both tables on the
    servers (one each, over the two machines' servers when there are two),
    gathered and updated there; the dense layers on their stages (with PS:
    on the servers too); several replicas on TensorFlow's collectives (the
    default: each stage's reduction in a run of its own, its update and the
    servers' pushes in the next; Horovod's: the conformance row
    gpipe_hybrid)."""
    run_equivalence(TWO + optimizer, resources,
                    px.Config(schedule="gpipe", microbatches=2, architecture=arch), steps=3,
                    workdir=str(tmp_path)).assert_close(rtol=1e-5)
    plan = json.load(open(tmp_path / "job.json"))["plan"]
    placed = {v["name"]: v["placement"] for v in plan["variables"]}
    servers = {n: p["servers"] for n, p in placed.items() if p["type"] == "ps"}
    assert {"emb/embeddings", "out/embeddings"} <= set(servers), placed
    if arch == "hybrid":
        assert set(servers) == {"emb/embeddings", "out/embeddings"}, placed
    machines = len(resources.split(";"))
    assert len({s[0] for s in servers.values()}) == min(machines, len(servers)), servers
    graph = json.load(open(tmp_path / "graph_0.json"))
    on = {k: {op.rsplit(":", 1)[1] for op in graph["server_ops"]
              if op.startswith(f"/job:ps/task:{k}:")} for k in {s[0] for s in servers.values()}}
    for k, types in on.items():          # rows gathered and updated where they live
        assert types & {"GatherV2", "ResourceGather"} and "VarHandleOp" in types, on
        assert any(t.startswith(("ResourceScatter", "AssignVariableOp", "AssignSub"))
                   for t in types), on
        if machines > 1:                 # the replicas' pushes meet in a queue there
            assert "FIFOQueueV2" in types, on
