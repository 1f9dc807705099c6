"""The estimator (planner/step_time.py) and the compute it predicts from
(classify/compute.py): the step measured on one process, and each term of
a prediction in the cases that isolate it."""
import dataclasses

import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf import Config, Kind, ModelInfo, VariableInfo, make_plan, parse_resources
from parallax_tf.capture import capture
from parallax_tf.classify.compute import measure_compute
from parallax_tf.plan.compute import StepCompute
from parallax_tf.planner import per_variable
from parallax_tf.planner.step_time import (
    NONE,
    Calibration,
    Cores,
    collectives_per_worker,
    dense_servers,
    predict,
    requests_per_worker,
    server_cpu,
    tasks_per_core,
    worker_cpu,
)

FAST = per_variable.Links(bandwidth=1e12, server_round_trip=0.0, collective=0.0)


def _model(alpha=0.01):
    emb = VariableInfo(name="emb", shape=(1000, 16), dtype="float32", bytes=64_000,
                       kind=Kind.SPARSE, trainable=True, has_gradient=True, alpha=alpha,
                       partition=None)
    dense = VariableInfo(name="dense", shape=(16, 16), dtype="float32", bytes=1024,
                         kind=Kind.DENSE, trainable=True, has_gradient=True, alpha=1.0,
                         partition=None)
    return ModelInfo(step_name="s", variables=(emb, dense), state=(), fingerprint="f")


COMPUTE = StepCompute(wall_s=0.010, cpu_s=0.010, cores=2, server_ops_s={"emb": 0.002})


def test_one_worker_alone_takes_its_measured_step():
    plan = make_plan(_model(), parse_resources("a:0"), Config(architecture="allreduce"))
    p = predict(plan, COMPUTE, FAST, Cores(per_machine=2), NONE)
    assert p.step_s == pytest.approx(0.010)
    assert p.bound == "compute"


def test_tasks_sharing_cores_are_bound_by_the_cpu_they_ask():
    """Four workers, each asking 10 ms of CPU, on machines emulated on one
    2-core box: 20 ms; on four machines of 2 cores each: their own 10 ms."""
    plan = make_plan(_model(), parse_resources("a:0;b:0;c:0;d:0"),
                     Config(architecture="allreduce"))
    shared = predict(plan, COMPUTE, FAST, Cores(per_machine=2, shared=2), NONE)
    apart = predict(plan, COMPUTE, FAST, Cores(per_machine=2), NONE)
    assert shared.step_s == pytest.approx(0.020)
    assert shared.bound == "cpu"
    assert apart.step_s == pytest.approx(0.010)


def test_a_variable_on_the_servers_takes_its_ops_there():
    """HYBRID puts the table on the servers: a worker's step loses its 2 ms
    of gathers and updates, and the servers apply them for every worker."""
    cluster = parse_resources("a:0;b:0")
    hybrid = make_plan(_model(), cluster, Config(architecture="hybrid"))
    p = predict(hybrid, COMPUTE, FAST, Cores(per_machine=8), NONE)
    assert p.worker_s == pytest.approx(0.008)
    assert p.step_s == pytest.approx(0.008)
    crowded = predict(hybrid, COMPUTE, FAST, Cores(per_machine=1), NONE)
    # the table is one shard, on machine 0's server: its worker's 8 ms and
    # the table's 2 ms for each of the 2 workers
    assert hybrid.variables["emb"].servers == (0,)
    assert crowded.cpu_s == pytest.approx(0.012)


def test_the_wire_and_the_cpu_cost_of_moving_bytes():
    cluster = parse_resources("a:0;b:0")
    plan = make_plan(_model(), cluster, Config(architecture="allreduce"))
    moved = max(plan.bytes_per_machine())
    slow = per_variable.Links(bandwidth=moved / 0.1, server_round_trip=0.0, collective=0.0)
    p = predict(plan, COMPUTE, slow, Cores(per_machine=2), NONE)
    assert p.wire_s == pytest.approx(0.1)            # in and out do not overlap
    assert p.bound == "wire" and p.step_s == pytest.approx(0.1)    # the terms overlap
    costly = predict(plan, COMPUTE, FAST, Cores(per_machine=1), dataclasses.replace(
        NONE, per_byte=1e-6, per_request=1.0, per_collective=1e-3))
    # the dense gradient's fused AllReduce and the table's gather; no server
    assert collectives_per_worker(plan, 64 << 20) == 2
    assert requests_per_worker(plan) == {}
    assert costly.cpu_s == pytest.approx(0.010 + moved * 1e-6 + 2 * 1e-3)
    hybrid = make_plan(_model(), cluster, Config(architecture="hybrid"))
    assert requests_per_worker(hybrid) == {0: 2}         # a pull and a push, coalesced
    served = predict(hybrid, COMPUTE, FAST, Cores(per_machine=1),
                     dataclasses.replace(NONE, per_request=1e-3, server_request=0.5e-3,
                                         server_compute=1.5))
    # machine 0: its worker's 8 ms and 2 ms of requests; its server's 1.5 x
    # 4 ms of the table's ops (2 ms for each machine's push) and 2 ms of
    # requests (2 from each of the 2 workers, 0.5 ms each)
    assert served.cpu_s == pytest.approx(0.008 + 0.002 + 1.5 * 0.004 + 0.002)


def test_a_server_of_dense_variables_only_prices_its_requests_apart():
    """PS puts both variables on the servers: the table (sparse) on one, the
    dense one on the other. A request to the dense-only server costs
    `per_dense_request` (worker) and `server_dense_request` (server); to the
    table's, `per_request` and `server_request`."""
    cluster = parse_resources("a:0;b:0")
    plan = make_plan(_model(), cluster, Config(architecture="ps"))
    homes = {n: v.servers for n, v in plan.variables.items()}
    assert set(homes["emb"]) | set(homes["dense"]) == {0, 1} and \
        not set(homes["emb"]) & set(homes["dense"])
    (dense,) = homes["dense"]
    assert dense_servers(plan) == {dense}
    assert requests_per_worker(plan) == {0: 2, 1: 2}
    cal = dataclasses.replace(NONE, compute_factor=0.0, server_compute=0.0, per_request=1.0,
                              per_dense_request=0.25, server_request=10.0,
                              server_dense_request=2.0)
    assert worker_cpu(plan, COMPUTE, cal, 64 << 20)[0] == pytest.approx(2 * 1.0 + 2 * 0.25)
    by_machine = server_cpu(plan, COMPUTE, cal)      # 2 requests from each of 2 workers
    assert by_machine[dense] == pytest.approx(4 * 2.0)
    assert by_machine[1 - dense] == pytest.approx(4 * 10.0)


def test_a_calibration_from_before_the_split_prices_dense_requests_as_its_others(tmp_path):
    old = tmp_path / "old.json"
    old.write_text('{"calibration": {"per_request": 0.002, "server_request": 0.001}}')
    cal = Calibration.load(str(old))
    assert cal.per_dense_request == 0.002 and cal.server_dense_request == 0.001
    new = tmp_path / "new.json"
    new.write_text('{"per_request": 0.002, "per_dense_request": 0.0005}')
    cal = Calibration.load(str(new))
    assert cal.per_dense_request == 0.0005
    assert cal.server_dense_request == Calibration().server_dense_request


def test_crowded_cores_cost_compute_and_servers_cost_their_own():
    """Four machines' tasks on one 2-core box are 2 a core: their compute
    costs `crowding` more for the one beyond; on machines of their own, 1
    a core, nothing more. A step with servers costs a worker `per_exchange`
    beyond its requests, a server `server_byte` per byte of its machine's
    traffic in the variables placed there."""
    plan = make_plan(_model(), parse_resources("a:0;b:0;c:0;d:0"),
                     Config(architecture="allreduce"))
    assert collectives_per_worker(plan, 64 << 20) == 2
    cal = dataclasses.replace(NONE, per_collective=1e-3, crowding=0.5, per_exchange=1.0)
    box = Cores(per_machine=2, shared=2)
    assert tasks_per_core(plan, box) == [2.0] * 4
    assert tasks_per_core(plan, Cores(per_machine=2)) == [0.5] * 4
    assert worker_cpu(plan, COMPUTE, cal, 64 << 20, box) == pytest.approx(
        [0.010 * (1 + 0.5 * 1) + 2 * 1e-3] * 4)            # no server: no exchange
    assert worker_cpu(plan, COMPUTE, cal, 64 << 20, Cores(per_machine=2)) == pytest.approx(
        [0.010 + 2 * 1e-3] * 4)
    hybrid = make_plan(_model(), parse_resources("a:0;b:0"), Config(architecture="hybrid"))
    assert tasks_per_core(hybrid, box) == [2.0, 2.0]     # 2 workers and 2 servers
    # 8 ms of its own compute (the table's 2 ms moved), 1 s for the exchange
    assert worker_cpu(hybrid, COMPUTE, dataclasses.replace(NONE, per_exchange=1.0),
                      64 << 20)[0] == pytest.approx(0.008 + 1.0)
    table = hybrid.variables["emb"].bytes_per_machine
    assert server_cpu(hybrid, COMPUTE, dataclasses.replace(
        NONE, server_compute=0.0, server_byte=1e-6)) == pytest.approx(
        [1e-6 * b for b in table])


def test_a_job_costs_more_cpu_than_the_step_alone_and_shared_cores_wait():
    """The calibration's compute factor multiplies a worker's own CPU, and
    its sharing the CPU-bound time (the box's defaults: fitted on its
    2-machine cells, benchmarks/results/predict-tiny)."""
    plan = make_plan(_model(), parse_resources("a:0;b:0;c:0;d:0"),
                     Config(architecture="allreduce"))
    cal = dataclasses.replace(NONE, compute_factor=2.0, sharing=1.5)
    p = predict(plan, COMPUTE, FAST, Cores(per_machine=2, shared=2), cal)
    assert p.cpu_s == pytest.approx(1.5 * 4 * 0.020 / 2)
    assert Calibration().compute_factor > 1 and Calibration().sharing > 1


def test_a_rings_turns_wait_for_a_core_only_where_machines_share_one():
    """`turn_wait`: on a box whose cores the machines share, a step with
    collectives adds 2 (N-1) turns, each waiting `turn_wait` per task a
    core, after its largest term; machines of their own and a step with no
    collective add nothing. The box's calibration has it (measured apart),
    and still adds nothing on machines of their own."""
    plan = make_plan(_model(), parse_resources("a:0;b:0;c:0;d:0"),
                     Config(architecture="allreduce"))
    cal = dataclasses.replace(NONE, turn_wait=1e-3)
    box = Cores(per_machine=2, shared=2)
    without = predict(plan, COMPUTE, FAST, box, NONE)
    shared = predict(plan, COMPUTE, FAST, box, cal)
    assert shared.turns_s == pytest.approx(2 * 3 * 1e-3 * 2.0)   # 6 turns, 2 tasks a core
    assert shared.step_s == pytest.approx(without.step_s + shared.turns_s)
    assert "ring turns 12.0 after it" in shared.line()
    assert predict(plan, COMPUTE, FAST, Cores(per_machine=2), cal).turns_s == 0.0
    servers = make_plan(_model(), parse_resources("a:0;b:0"), Config(architecture="ps"))
    assert predict(servers, COMPUTE, FAST, box, cal).turns_s == 0.0     # no collective
    assert Calibration().turn_wait > 0.0
    assert predict(plan, COMPUTE, FAST, Cores(per_machine=2), Calibration()).turns_s == 0.0


def test_the_compute_of_a_captured_step_names_what_moves_to_the_servers():
    """A Keras model with an embedding and two dense layers, Adagrad: the
    step measured on one process, the embedding's gathers and its and its
    accumulator's updates counted as what moves with it."""
    tf.keras.utils.set_random_seed(1)
    model = tf.keras.Sequential([tf.keras.Input((4,), dtype="int32"),
                                 tf.keras.layers.Embedding(500, 8),
                                 tf.keras.layers.Flatten(), tf.keras.layers.Dense(8),
                                 tf.keras.layers.Dense(1)])
    optimizer = tf.keras.optimizers.Adagrad(0.1)

    @tf.function
    def step(x, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((model(x) - y) ** 2)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    x = np.random.randint(0, 500, (32, 4)).astype(np.int32)
    y = np.zeros((32, 1), np.float32)
    captured = capture(step, x, y)
    before = [v.numpy() for v in model.trainable_variables]
    compute = measure_compute(captured, (x, y), runs=3)
    assert all(np.array_equal(a, v.numpy()) for a, v in zip(before, model.trainable_variables))
    assert compute.wall_s > 0 and compute.cpu_s > 0 and compute.cores >= 1
    table = next(v.name for v in captured.variables if v.trainable and len(v.shape) == 2
                 and v.shape[0] == 500)
    assert compute.server_ops_s[table] > 0
    assert StepCompute.from_dict(compute.to_dict()) == compute
    assert px.summary  # the public API still loads beside the estimator
