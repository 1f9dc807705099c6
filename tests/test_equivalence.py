"""The equivalence oracle on real processes: K distributed steps == K
single-device steps on the concatenated batch (parallax_tf.testing)."""
import json

import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.testing import run_equivalence

pytestmark = pytest.mark.multiprocess

ONE_MACHINE = "localhost:0,1"
TWO_MACHINES = "localhost:0,1;127.0.0.1:0,1"


@pytest.mark.parametrize("resources", [
    pytest.param(ONE_MACHINE, id="2workers-1machine"),
    pytest.param(TWO_MACHINES, id="4workers-2machines", marks=pytest.mark.slow)])
@pytest.mark.parametrize("arch", ["hybrid", "allreduce", "ps"])
@pytest.mark.parametrize("optimizer", ["sgd", "adagrad", "adam"])
def test_equivalent_to_single_device(resources, arch, optimizer, tmp_path):
    result = run_equivalence(f"tests.oracle_models:embedding_{optimizer}", resources,
                             px.Config(architecture=arch), steps=5, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


@pytest.mark.parametrize("resources,arch,optimizer", [
    pytest.param(TWO_MACHINES, "hybrid", "adam", id="hybrid-adam-4workers-2machines"),
    pytest.param(ONE_MACHINE, "ps", "adagrad", id="ps-adagrad-2workers-1machine"),
    pytest.param(ONE_MACHINE, "allreduce", "sgd", id="allreduce-sgd-2workers-1machine")])
def test_equivalent_on_tensorflow_collectives(resources, arch, optimizer, tmp_path,
                                              monkeypatch):
    """The same oracle on TensorFlow's own collective ops (the conformance
    matrix runs every mode on both engines with one worker per machine;
    here two workers share a machine: local aggregation's inboxes)."""
    monkeypatch.setenv("PARALLAX_TF_COLLECTIVES", "tensorflow")
    result = run_equivalence(f"tests.oracle_models:embedding_{optimizer}", resources,
                             px.Config(architecture=arch), steps=5, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
    ops = {c["op"] for c in json.load(open(tmp_path / "graph_0.json"))["collectives"].values()}
    assert ops and all(op.startswith("Collective") for op in ops), ops


@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_sum_aggregation(arch, tmp_path):
    """Sum on both kinds equals the single-device step on a summed loss."""
    config = px.Config(architecture=arch, dense_aggregation="sum", sparse_aggregation="sum")
    result = run_equivalence("tests.oracle_models:embedding_sgd_sum", ONE_MACHINE, config,
                             steps=5, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


def test_oracle_detects_a_difference(tmp_path):
    """Mean-aggregated distributed SGD against a summed single-device loss must
    NOT match: the oracle can fail."""
    result = run_equivalence("tests.oracle_models:embedding_sgd_sum", ONE_MACHINE,
                             px.Config(architecture="hybrid"), steps=3, workdir=str(tmp_path))
    with pytest.raises(AssertionError):
        result.assert_close(rtol=1e-5)


@pytest.mark.slow
@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_without_local_aggregation(arch, tmp_path):
    config = px.Config(architecture=arch, local_aggregation=False)
    result = run_equivalence("tests.oracle_models:embedding_adagrad", TWO_MACHINES, config,
                             steps=5, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


@pytest.mark.slow
def test_without_coalescing(tmp_path):
    """Config(coalesce_transfers=False): a barrier per variable and one
    message per tensor, as before the pass; same math."""
    config = px.Config(architecture="hybrid", coalesce_transfers=False)
    result = run_equivalence("tests.oracle_models:embedding_adagrad", TWO_MACHINES, config,
                             steps=5, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


def _graph(tmp_path, worker):
    import json
    return json.load(open(tmp_path / f"graph_{worker}.json"))


def test_structure_hybrid(tmp_path):
    """HYBRID: one AllReduce per dense gradient, no AllGather; the sparse
    update runs on a server and only in the chief's program."""
    run_equivalence("tests.oracle_models:embedding_sgd", ONE_MACHINE,
                    px.Config(architecture="hybrid"), steps=1, workdir=str(tmp_path))
    chief, other = _graph(tmp_path, 0), _graph(tmp_path, 1)
    for g in (chief, other):
        assert len(g["allreduce"]) == 2, g["allreduce"]          # out/kernel, out/bias
        assert all("out_" in n for n in g["allreduce"]), g["allreduce"]
        assert g["allgather"] == []
    assert [w.split(":")[0] for w in chief["server_writes"]] == ["ResourceScatterSub"]
    assert other["server_writes"] == []


def test_structure_partitioned(tmp_path):
    """An embedding in 3 shards: the chief scatters into each shard on the
    server, every worker gathers each shard's rows there."""
    run_equivalence("tests.oracle_models:partitioned_sgd", ONE_MACHINE,
                    px.Config(architecture="hybrid", num_partitions=3), steps=1,
                    workdir=str(tmp_path))
    chief, other = _graph(tmp_path, 0), _graph(tmp_path, 1)
    assert [w.split(":")[0] for w in chief["server_writes"]] == ["ResourceScatterSub"] * 3
    assert other["server_writes"] == []
    for g in (chief, other):
        assert len(g["server_gathers"]) == 3, g["server_gathers"]


def test_structure_allreduce(tmp_path):
    """ALLREDUCE: dense gradients AllReduced, the sparse one AllGathered
    (values and indices), nothing on servers."""
    run_equivalence("tests.oracle_models:embedding_sgd", ONE_MACHINE,
                    px.Config(architecture="allreduce"), steps=1, workdir=str(tmp_path))
    g = _graph(tmp_path, 0)
    assert len(g["allreduce"]) == 2 and len(g["allgather"]) == 2, g
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
    g = _graph(tmp_path, 0)
    assert len(g["allreduce"]) == 3 and g["allgather"] == [], g
    assert any("sparse_as_dense" in n for n in g["allreduce"]), g["allreduce"]


def test_checkpoint_round_trip(tmp_path):
    """A checkpoint saved by the distributed job (server variables joined
    with replicas) restores into a plain single-device model exactly."""
    import numpy as np

    from parallax_tf.capture import capture
    from parallax_tf.runtime.checkpoint import read_values
    from parallax_tf.testing import load_factory
    result = run_equivalence("tests.oracle_models:embedding_adagrad", ONE_MACHINE,
                             px.Config(architecture="hybrid"), steps=3, workdir=str(tmp_path))
    step, make_batch = load_factory("tests.oracle_models:embedding_adagrad")()
    captured = capture(step, *make_batch(0, 0))
    names = [v.name for v in captured.trainable_variables]
    restored = read_values(str(tmp_path / "ckpt"), names)
    for v in captured.trainable_variables:           # a fresh single-device model
        v.variable.assign(restored[v.name])
    for name in names:
        np.testing.assert_array_equal(captured.variable(name).variable.numpy(),
                                      result.distributed_values[name])
        np.testing.assert_allclose(restored[name], result.single_values[name], rtol=1e-5,
                                   atol=1e-6)


@pytest.mark.parametrize("resources", [
    pytest.param(ONE_MACHINE, id="2workers-1machine"),
    pytest.param(TWO_MACHINES, id="4workers-2machines", marks=pytest.mark.slow)])
@pytest.mark.parametrize("factory", ["partitioned_sgd", "partitioned_adagrad",
                                     "partitioned_adam", "raw_table_adagrad"])
def test_partitioned_equivalent(resources, factory, tmp_path):
    """An embedding split in 3 shards (row r in shard r mod 3, uneven shard
    sizes) trains exactly like the whole one, whatever the optimizer's update
    ops (scatters, or dense assigns for Adam) and lookups (GatherV2 of a read,
    ResourceGather)."""
    result = run_equivalence(f"tests.oracle_models:{factory}", resources,
                             px.Config(architecture="hybrid", num_partitions=3), steps=5,
                             workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


def test_partitioned_equivalent_ps_without_local_aggregation(tmp_path):
    """PS mode, every worker pushing its own rows to each shard (no local
    aggregation): the per-shard update math sees every worker's rows."""
    result = run_equivalence("tests.oracle_models:partitioned_adagrad", ONE_MACHINE,
                             px.Config(architecture="ps", num_partitions=3,
                                       local_aggregation=False), steps=5,
                             workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)


@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_async_applies_every_workers_update(arch, tmp_path):
    """Config(sync=ASYNC): every worker's own gradient updates the server
    variables (no averaging, no barrier). With a loss linear in the (3-shard)
    embedding, the result equals all workers' batches applied one by one."""
    import numpy as np

    from parallax_tf.testing import load_factory
    steps, workers = 4, 2
    result = run_equivalence("tests.oracle_models:linear_embedding_sgd", ONE_MACHINE,
                             px.Config(architecture=arch, sync="async", num_partitions=3),
                             steps=steps, workdir=str(tmp_path))
    step, make_batch = load_factory("tests.oracle_models:linear_embedding_sgd")()
    for k in range(steps):
        for w in range(workers):
            step(*make_batch(k, w))
    from parallax_tf.capture import capture
    captured = capture(step, *make_batch(0, 0))
    for v in captured.trainable_variables:
        np.testing.assert_allclose(result.distributed_values[v.name], v.variable.numpy(),
                                   rtol=1e-5, atol=1e-6, err_msg=v.name)


@pytest.mark.parametrize("arch", ["ps", "hybrid"])
def test_a_loop_reading_server_variables(arch, tmp_path):
    """A Keras LSTM (a While loop reading its kernels each time step) with
    Adam: under PS its kernels live on the servers and the loop reads a
    per-step copy on the worker (modes/data/lower/read_cache.py); the math is the
    single-device step's."""
    result = run_equivalence("tests.oracle_models:lstm_adam", ONE_MACHINE,
                             px.Config(architecture=arch), steps=4, workdir=str(tmp_path))
    result.assert_close(rtol=1e-5)
