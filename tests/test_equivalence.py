"""The equivalence oracle on real processes: K distributed steps == K
single-device steps on the concatenated batch (parallax_tf.testing).

The main jobs train `three_optimizers` (SGD, Adagrad and Adam, each its own
table and head, in one step) and `three_optimizers_partitioned` (the same
tables in 3 shards, plus a raw table looked up with ResourceGather): one
job checks the three optimizers' update math, and its program's structure
and checkpoint are checked from the same job (`_job`, run once)."""
import json
import os

import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.launch.probe import horovod_installed
from parallax_tf.testing import run_equivalence
from tests.port_thief import PortThief

pytestmark = pytest.mark.multiprocess

ONE_MACHINE = "localhost:0,1"
TWO_MACHINES = "localhost:0,1;127.0.0.1:0,1"
THREE = "tests.oracle_models:three_optimizers"
THREE_PARTITIONED = "tests.oracle_models:three_optimizers_partitioned"

_jobs: dict = {}


def _key(factory, resources, config, steps, engine):
    return factory, resources, json.dumps(config.to_dict(), sort_keys=True), steps, engine


def _job(factory, resources, config, tmp_path_factory, steps=5, engine=None):
    """The job of (factory, resources, config), run once for every test that
    asks (`engine`: the collectives it is launched with; None or 'tensorflow':
    the default, so those tests share their jobs with the others)."""
    engine = None if engine == "tensorflow" else engine
    key = _key(factory, resources, config, steps, engine)
    if key not in _jobs:
        if engine == "horovod" and not horovod_installed():
            pytest.skip("Horovod is not installed (scripts/install.sh --tests builds it)")
        workdir = tmp_path_factory.mktemp("equivalence")
        with pytest.MonkeyPatch.context() as patch:
            if engine is not None:
                patch.setenv("PARALLAX_TF_COLLECTIVES", engine)
            _jobs[key] = (run_equivalence(factory, resources, config, steps=steps,
                                          workdir=str(workdir)), workdir)
    return _jobs[key]


def _dense_reductions(g, engine):
    """The dense gradients' reductions of a program: Horovod's one per tensor
    (it fuses at run time); TensorFlow's fused at lowering into grouped ones
    (`plan/chunks.py:fused_chunks`, 1 MiB: the 3 heads' 6 tensors in one)."""
    if engine == "horovod":
        assert g["grouped_allreduce"] == [], g["grouped_allreduce"]
        return g["allreduce"]
    assert g["allreduce"] == [], g["allreduce"]
    assert len(g["grouped_allreduce"]) == 1, g["grouped_allreduce"]
    return g["grouped_allreduce"]


def _graph(workdir, worker):
    return json.load(open(workdir / f"graph_{worker}.json"))


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["allreduce", "ps"])
def test_equivalent_to_single_device(arch, tmp_path_factory):
    """ALLREDUCE and PS on two machines of two workers each, which run every
    path their one-machine jobs would (two workers sharing a machine) and
    more. Their one-machine jobs, and HYBRID's, ran here too until
    2026-12-02: ALLREDUCE's on one machine and HYBRID's on two are
    test_equivalent_on_tensorflow_collectives' (HYBRID's program and
    checkpoint are read by test_structure_hybrid and
    test_checkpoint_round_trip)."""
    result, _ = _job(THREE, TWO_MACHINES, px.Config(architecture=arch), tmp_path_factory)
    result.assert_close(rtol=1e-5)


SERVERS_APART = "127.0.0.2:ps;127.0.0.3:ps;localhost:0,1;127.0.0.1:0,1"
"""Two machines that only serve (a TFJob's ps pods), two of two workers
each with no server of their own."""


@pytest.mark.parametrize("resources,arch", [
    pytest.param(TWO_MACHINES, "hybrid", id="hybrid-4workers-2machines"),
    pytest.param(SERVERS_APART, "ps", id="ps-servers-apart-4workers-2machines"),
    pytest.param(ONE_MACHINE, "allreduce", id="allreduce-2workers-1machine")])
def test_equivalent_on_tensorflow_collectives(resources, arch, tmp_path, monkeypatch):
    """The same oracle on TensorFlow's own collective ops (the conformance
    matrix runs every mode on both engines with one worker per machine;
    here two workers share a machine: local aggregation's gathers among
    the machine's workers, also where the machine runs no server).

    Meanwhile a thief tries to bind every port of the job from the moment it
    sees a task, until the job ends (tests/port_thief.py): the launcher's
    ports stay held from their choice to their server's bind (before, the
    thief got one at once and the job failed: "Could not start gRPC
    server"), and a port taken all the same starts the job again."""
    monkeypatch.setenv("PARALLAX_TF_COLLECTIVES", "tensorflow")
    marker = f"PXTF_TEST_JOB_{os.getpid()}_{arch}"
    monkeypatch.setenv(marker, "1")
    config = px.Config(architecture=arch)
    with PortThief(marker) as thief:
        result = run_equivalence(THREE, resources, config, steps=5, workdir=str(tmp_path))
    assert thief.ports and thief.tries > len(thief.ports), (thief.ports, thief.tries)
    result.assert_close(rtol=1e-5)
    # the default engine's job of (THREE, resources, config): test_structure_hybrid,
    # test_structure_allreduce and test_checkpoint_round_trip read its program and
    # checkpoint (on the same test process) instead of running it again
    _jobs.setdefault(_key(THREE, resources, config, 5, None), (result, tmp_path))
    ops = {c["op"] for c in json.load(open(tmp_path / "graph_0.json"))["collectives"].values()}
    assert ops and all(op.startswith("Collective") for op in ops), ops


SUM = px.Config(architecture="hybrid", dense_aggregation="sum", sparse_aggregation="sum")


@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_sum_aggregation(arch, tmp_path_factory):
    """Sum on both kinds equals the single-device step on a summed loss."""
    config = SUM if arch == "hybrid" else px.Config(
        architecture=arch, dense_aggregation="sum", sparse_aggregation="sum")
    result, _ = _job("tests.oracle_models:embedding_sgd_sum", ONE_MACHINE, config,
                     tmp_path_factory)
    result.assert_close(rtol=1e-5)


def test_oracle_detects_a_difference(tmp_path_factory):
    """The oracle can fail: the sum-aggregated job (test_sum_aggregation's,
    run once) against single-device training of the same model on a mean
    loss (the aggregation a job would get wrong) must NOT match."""
    from parallax_tf.testing import EquivalenceResult, single_device
    summed, _ = _job("tests.oracle_models:embedding_sgd_sum", ONE_MACHINE, SUM,
                     tmp_path_factory)
    losses, values = single_device("tests.oracle_models:embedding_sgd_mean", 2, 5)
    wrong = EquivalenceResult(summed.distributed_losses, losses, summed.distributed_values,
                              values)
    with pytest.raises(AssertionError, match="differ"):
        wrong.assert_close(rtol=1e-5)


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_without_local_aggregation_or_coalescing(arch, tmp_path):
    """Every worker pushing its own rows to each of 3 shards (no local
    aggregation: the per-shard update math sees every worker's rows), a
    barrier per variable and one message per tensor (HYBRID without
    coalescing, as before the pass); the same math."""
    config = px.Config(architecture=arch, local_aggregation=False, num_partitions=3,
                       coalesce_transfers=arch != "hybrid")
    result = run_equivalence(THREE_PARTITIONED, TWO_MACHINES, config, steps=5,
                             workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


@pytest.mark.parametrize("engine", ["horovod", "tensorflow"])
def test_structure_hybrid(engine, tmp_path_factory):
    """HYBRID: one AllReduce per dense gradient (TensorFlow's: fused), no
    AllGather; the sparse updates run on a server and only in the chief's
    program."""
    resources = TWO_MACHINES if engine == "tensorflow" else ONE_MACHINE   # the thief's job
    _, workdir = _job(THREE, resources, px.Config(architecture="hybrid"), tmp_path_factory,
                      engine=engine)
    chief, other = _graph(workdir, 0), _graph(workdir, 1)
    for g in (chief, other):
        reduced = _dense_reductions(g, engine)
        if engine == "horovod":
            assert len(reduced) == 6, reduced              # 3 heads' kernel and bias
            assert all("out_" in n for n in reduced), reduced
        assert g["allgather"] == []
    kinds = {w.split(":")[0] for w in chief["server_writes"]}
    assert "ResourceScatterSub" in kinds, kinds        # SGD's rows
    assert other["server_writes"] == []


def test_structure_partitioned(tmp_path_factory):
    """Tables in 3 shards: the chief writes into each shard on the servers,
    every worker gathers each shard's rows there (test_partitioned_equivalent's
    job, two machines)."""
    _, workdir = _job(THREE_PARTITIONED, TWO_MACHINES,
                      px.Config(architecture="hybrid", num_partitions=3), tmp_path_factory)
    chief, other = _graph(workdir, 0), _graph(workdir, 1)
    sgd = [w for w in chief["server_writes"] if "ScatterSub" in w and "/sgd/" in w]
    assert len(sgd) == 3, chief["server_writes"]
    assert other["server_writes"] == []
    for g in (chief, other):
        assert len(g["server_gathers"]) >= 4 * 3, g["server_gathers"]


@pytest.mark.parametrize("engine", ["horovod", "tensorflow"])
def test_structure_allreduce(engine, tmp_path_factory):
    """ALLREDUCE: dense gradients AllReduced, the sparse ones AllGathered
    (values and indices in one gather on both engines:
    `Collective.allgather_rows`), nothing on servers."""
    _, workdir = _job(THREE, ONE_MACHINE, px.Config(architecture="allreduce"),
                      tmp_path_factory, engine=engine)
    g = _graph(workdir, 0)
    reduced = _dense_reductions(g, engine)
    assert len(g["allgather"]) == 3, g
    if engine == "horovod":
        assert len(reduced) == 6, g
    assert g["server_writes"] == []


@pytest.mark.parametrize("optimizer", ["sgd", pytest.param("adam", marks=pytest.mark.slow)])
def test_sparse_as_dense(optimizer, tmp_path):
    """Config(sparse_as_dense=True): the embedding's rows summed into a dense
    gradient and AllReduced, no AllGather. SGD: the same math (it sums
    duplicate rows anyway). Keras 3 Adam squares each listed row before
    densifying (sum of squares of duplicate rows; sparse-as-dense squares
    their sum), so it differs on purpose: its losses within 2% over 4 steps
    here (its normalised update of a row hit twice can change sign)."""
    config = px.Config(architecture="allreduce", sparse_as_dense=True)
    result = run_equivalence(f"tests.oracle_models:embedding_{optimizer}", ONE_MACHINE, config,
                             steps=4, workdir=str(tmp_path))
    if optimizer == "sgd":
        result.assert_close(rtol=1e-5)
    else:
        np.testing.assert_allclose(result.distributed_losses, result.single_losses, rtol=2e-2)
    g = json.load(open(tmp_path / "graph_0.json"))
    assert len(g["allreduce"]) == 3 and g["allgather"] == [], g
    assert any("sparse_as_dense" in n for n in g["allreduce"]), g["allreduce"]


def test_checkpoint_round_trip(tmp_path_factory):
    """A checkpoint saved by the distributed job (server variables joined
    with replicas) restores into a plain single-device model exactly."""
    from parallax_tf.capture import capture
    from parallax_tf.runtime.checkpoint import read_values
    from parallax_tf.testing import load_factory
    result, workdir = _job(THREE, TWO_MACHINES, px.Config(architecture="hybrid"),
                           tmp_path_factory)       # the thief's job, four workers
    step, make_batch = load_factory(THREE)()
    captured = capture(step, *make_batch(0, 0))
    names = [v.name for v in captured.trainable_variables]
    restored = read_values(str(workdir / "ckpt"), names)
    for v in captured.trainable_variables:           # a fresh single-device model
        v.variable.assign(restored[v.name])
    for name in names:
        np.testing.assert_array_equal(captured.variable(name).variable.numpy(),
                                      result.distributed_values[name])
        np.testing.assert_allclose(restored[name], result.single_values[name], rtol=1e-5,
                                   atol=1e-6)


@pytest.mark.slow
def test_partitioned_equivalent(tmp_path_factory):
    """Tables split in 3 shards (row r in shard r mod 3, uneven shard sizes)
    train exactly like whole ones, whatever the optimizer's update ops
    (scatters, or dense assigns for Adam) and lookups (GatherV2 of a read,
    ResourceGather), on two machines of two workers each (local aggregation
    among a machine's workers; a one-machine job of it ran here too until
    2026-12-02: every path it ran, this one runs)."""
    result, _ = _job(THREE_PARTITIONED, TWO_MACHINES,
                     px.Config(architecture="hybrid", num_partitions=3), tmp_path_factory)
    result.assert_close(rtol=1e-5)


ASYNC_JOBS = {
    "ps": ("linear_embedding_sgd", ONE_MACHINE, dict(num_partitions=3)),
    "hybrid": ("composed_linear_split", TWO_MACHINES, dict(
        search_partitions=True, search_warmup=0, search_iterations=1, chunks="search:2:1:1:0",
        placements={"side/embeddings": "allgather", "block0/kernel": "ps"})),
}
"""The asynchronous jobs: PS with a linear embedding in 3 shards; HYBRID with
the composed linear model, 2 replicas x 2 split positions over two machines,
its partitions searched, a dense kernel placed on the servers and a table
gathered, and the chunk search over the AllReduced layers (pairs of
features the composition table accepts, run here: docs/composition.md)."""


@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_async_applies_every_workers_update(arch, tmp_path, monkeypatch):
    """Config(sync=ASYNC): every worker's own gradient updates the server
    variables (no averaging, no barrier). With a loss linear in every
    variable and SGD, the result equals single-device training with each
    server variable moved as far as every replica's update in full (the
    replicas' batches applied one after the other), and the AllReduced ones
    as single device."""
    from parallax_tf.runtime import features
    from parallax_tf.testing import run_distributed
    from tests import oracle_models
    factory, resources, more = ASYNC_JOBS[arch]
    monkeypatch.setenv("PARALLAX_TF_SEARCH_CACHE", str(tmp_path / "search"))   # it searches
    steps = 4
    job = run_distributed(f"tests.oracle_models:{factory}", resources,
                          px.Config(architecture=arch, sync="async", **more), steps=steps,
                          workdir=str(tmp_path))
    plan = json.load(open(tmp_path / "job.json"))["plan"]
    on_servers = {v["name"] for v in plan["variables"] if v["placement"]["type"] == "ps"}
    assert "emb/embeddings" in on_servers, plan["variables"]
    reference = oracle_models.async_reference(factory, on_servers, job.num_replicas, steps)
    assert set(reference) == set(job.values), (sorted(reference), sorted(job.values))
    for name, value in reference.items():
        np.testing.assert_allclose(job.values[name], value, rtol=1e-5, atol=1e-6,
                                   err_msg=name)
    ran = features.verify(job.records)
    assert {"async", arch, "tensorflow_collectives"} <= set(ran), ran
    if arch == "hybrid":
        assert {"split", "search_partitions", "chunk_search", "ps_placements"} <= set(ran), ran


def test_a_loop_reading_server_variables(tmp_path):
    """A Keras LSTM (a While loop reading its kernels each time step) with
    Adam: under PS its kernels live on the servers and the loop reads a
    per-step copy on the worker (modes/data/lower/read_cache.py); the math is the
    single-device step's. (Under HYBRID, run here too until 2026-12-02, the
    kernels are dense and stay on the workers: no server variable in the
    loop, the AllReduce path every HYBRID job runs.)"""
    result = run_equivalence("tests.oracle_models:lstm_adam", ONE_MACHINE,
                             px.Config(architecture="ps"), steps=4, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
