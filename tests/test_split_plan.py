"""The typed Plan (placements, Topology, JSON), the split planner and its
errors, and the pass composition: no processes."""
import keras
import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.capture import capture
from parallax_tf.errors import PlanError
from parallax_tf.graph.split import assign_splits
from parallax_tf.modes.data.mode import passes as pass_names
from parallax_tf.plan import AllReduce, ParameterServer, Plan, Topology
from parallax_tf.plan.placements import (
    CollectiveKind,
    Layout,
    Stage,
    placement_from_dict,
    placement_to_dict,
)
from tests import oracle_models


def _batch():
    return oracle_models._batch(0, 0)


# ----------------------------------------------------------------------------- Topology

def test_topology_coords_groups_and_tasks():
    topo = Topology.replicas_of_splits(6, 3)
    assert topo.axes == (("replica", 2), ("split", 3))
    assert topo.coords(4) == {"replica": 1, "split": 1}
    assert topo.task(replica=1, split=2) == 5
    assert topo.groups("split") == ((0, 1, 2), (3, 4, 5))       # one replica's tasks
    assert topo.groups("replica") == ((0, 3), (1, 4), (2, 5))    # one position's tasks
    assert (topo.num_replicas, topo.num_splits) == (2, 3)


def test_topology_sizes_must_multiply_to_the_tasks():
    with pytest.raises(PlanError, match=r"replica=2 x model=2 has 4 tasks but the job has 6"):
        Topology.for_tasks(6, (("replica", 2), ("model", 2)))
    with pytest.raises(PlanError, match="name an axis twice"):
        Topology(axes=(("a", 1), ("a", 2)))
    with pytest.raises(PlanError, match="sizes are positive"):
        Topology(axes=(("a", 0),))


def test_slots_not_a_multiple_of_the_split_count():
    with pytest.raises(PlanError, match=r"3 split positions .* 4 worker slots, not a multiple"):
        Topology.replicas_of_splits(4, 3)


# ----------------------------------------------------------------------------- placements

@pytest.mark.parametrize("placement", [
    AllReduce(), AllReduce(collective=CollectiveKind.ALLGATHER),
    ParameterServer(num_shards=2, servers=(0, 1), shard_rows=(3, 2), sync=px.SyncMode.ASYNC),
    Layout(axes=("batch", None)), Stage(index=2)])
def test_placements_round_trip(placement):
    assert placement_from_dict(placement_to_dict(placement)) == placement


def test_unknown_placement_and_bad_server_placement():
    with pytest.raises(PlanError, match="unknown placement type 'mesh'"):
        placement_from_dict({"type": "mesh"})
    with pytest.raises(PlanError, match="one server and one row count per shard"):
        ParameterServer(num_shards=2, servers=(0,), shard_rows=(1, 1))


# ----------------------------------------------------------------------------- split planner

def test_split_plan_round_trips_and_prints_the_layers():
    step, make_batch = oracle_models.split3_adam()
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1,2;127.0.0.1:0,1,2")
    assert plan.topology.axes == (("replica", 2), ("split", 3))
    assert plan.drivers == (0, 3)
    assert [plan.variables[f"block{k}/kernel"].split for k in range(3)] == [0, 1, 2]
    assert plan.variables["head/kernel"].split == 2
    for part in plan.splits:
        assert any(layer.startswith(f"block{part.position}") for layer in part.layers), part
    back = Plan.from_json(plan.to_json())
    assert back == plan
    text = px.summary(plan)
    assert "topology: replica=2 x split=3" in text
    assert "split_placement" in text and "0,3" in text        # position 0 on tasks 0 and 3


def test_single_device_run_is_untouched():
    """px.split does nothing outside capture: the same step runs on one device."""
    step, make_batch = oracle_models.split2_sgd()
    loss = float(step(*make_batch(0, 0)))
    assert np.isfinite(loss)
    runner = px.get_runner(step, resources="localhost:0")
    assert runner.num_replicas == 1 and runner.replica_id == 0
    assert np.isfinite(float(runner.run(*make_batch(1, 0))))


def test_optimizer_slots_follow_their_variable():
    step, make_batch = oracle_models.split3_adam()
    a = assign_splits(capture(step, *make_batch(0, 0)))
    for k in range(3):
        for slot in (f"block{k}_kernel_momentum", f"block{k}_bias_velocity"):
            (name,) = [n for n in a.variable_split if n.endswith("/" + slot)]
            assert a.variable_split[name] == k, name


def test_backward_and_update_ops_follow_the_forward():
    step, make_batch = oracle_models.split2_adam()
    a = assign_splits(capture(step, *make_batch(0, 0)))
    grads = {n: s for n, s in a.node_split.items() if n.startswith("gradient_tape/block1")}
    assert grads and set(grads.values()) == {1}
    assigns = {n: s for n, s in a.node_split.items() if "AssignSubVariableOp" in n}
    assert set(assigns.values()) == {0, 1}


def test_positions_with_a_gap():
    dense = keras.layers.Dense(2)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            with px.split(0):
                h = dense(x)
            with px.split(2):
                loss = tf.reduce_sum(h)
        grads = tape.gradient(loss, dense.trainable_variables)
        return grads[0]

    with pytest.raises(PlanError, match=r"marks split positions \[0, 2\] but none of \[1\]"):
        assign_splits(capture(step, np.ones((2, 3), np.float32)))


def test_variable_updated_under_another_scope():
    dense = keras.layers.Dense(2, name="d")
    dense.build((None, 3))
    opt = keras.optimizers.SGD(0.1)
    opt.build(dense.trainable_variables)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            with px.split(0):
                loss = tf.reduce_sum(dense(x))
        grads = tape.gradient(loss, dense.trainable_variables)
        with px.split(1):
            opt.apply_gradients(zip(grads, dense.trainable_variables))
        return loss

    with pytest.raises(PlanError, match=r"variable 'd/(kernel|bias)' lives on split position 0 .* "
                                        r"marked for position 1"):
        assign_splits(capture(step, np.ones((2, 3), np.float32)))


def test_device_string_of_another_job():
    dense = keras.layers.Dense(2)
    dense.build((None, 3))

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            with tf.device("/job:ps/task:0"):
                loss = tf.reduce_sum(dense(x))
        return tape.gradient(loss, dense.trainable_variables)[0]

    with pytest.raises(PlanError, match=r"job 'ps' is not a split position"):
        capture(step, np.ones((2, 3), np.float32))


def test_raw_device_form_means_the_same_as_px_split():
    dense0, dense1 = keras.layers.Dense(4, name="a"), keras.layers.Dense(2, name="b")
    dense0.build((None, 3))
    dense1.build((None, 4))
    variables = dense0.trainable_variables + dense1.trainable_variables

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            with tf.device("/job:worker/task:0"):
                h = dense0(x)
            with tf.device("/job:worker/task:1"):
                loss = tf.reduce_sum(dense1(h))
        return tape.gradient(loss, variables)[0]

    a = assign_splits(capture(step, np.ones((2, 3), np.float32)))
    assert (a.num_splits, a.variable_split["a/kernel"], a.variable_split["b/kernel"]) == (2, 0, 1)


def test_too_few_slots_for_the_splits():
    step, make_batch = oracle_models.split3_sgd()
    with pytest.raises(PlanError, match="3 split positions .* 2 worker slots"):
        px.plan(step, *make_batch(0, 0), resources="localhost:0,1")


@pytest.mark.parametrize("bad", [-1, 1.5, "1", True])
def test_split_position_must_be_a_non_negative_integer(bad):
    with pytest.raises(PlanError, match="give the split position as an integer"):
        with px.split(bad):
            pass


# ----------------------------------------------------------------------------- passes

def test_pass_names_follow_the_plan():
    step, make_batch = oracle_models.embedding_sgd()
    hybrid = px.plan(step, *make_batch(0, 0), resources="localhost:0,1")
    assert pass_names(hybrid) == (
        "place_variables", "feed_inputs", "allreduce_gradients", "ps_aggregation",
        "server_update_math", "distinct_lookups", "server_norms", "gather_rows_first", "import_step",
        "step_barrier", "init_and_state", "coalesce_transfers")
    uncoalesced = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                          config=px.Config(coalesce_transfers=False))
    assert "coalesce_transfers" not in pass_names(uncoalesced)
    allreduce = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                        config=px.Config(architecture="allreduce"))
    assert "ps_aggregation" not in pass_names(allreduce)
    assert "coalesce_transfers" not in pass_names(allreduce)   # nothing crosses tasks
    partitioned_step, make_batch = oracle_models.partitioned_sgd()
    partitioned = px.plan(partitioned_step, *make_batch(0, 0), resources="localhost:0,1",
                          config=px.Config(num_partitions=2))
    assert "partition" in pass_names(partitioned)


# ----------------------------------------------------------------------------- devices

def test_workers_on_gpu_machines_compute_on_their_gpu():
    """The launcher marks the workers of machines with GPUs; the plan puts
    their tasks' ops on the one visible GPU, the others on CPU."""
    from parallax_tf.launch.role import TaskRole, make_roles
    from parallax_tf.resources import parse_resources
    cluster = parse_resources("gpuhost:0,1;cpuhost:0")
    roles = make_roles(cluster, [], [5000, 5001, 5002], gpu_hosts=["gpuhost"])
    devices = roles[0].worker_devices
    assert devices == ("GPU:0", "GPU:0", "CPU:0")
    assert TaskRole.from_json(roles[2].to_json()).worker_devices == devices
    step, make_batch = oracle_models.embedding_sgd()
    plan = px.make_plan(px.classify(capture(step, *make_batch(0, 0))), cluster,
                        task_devices=devices)
    assert plan.task_device(1) == "/job:worker/task:1/device:GPU:0"
    assert plan.task_device(2) == "/job:worker/task:2/device:CPU:0"
    assert "task 0: GPU:0, task 1: GPU:0, task 2: CPU:0" in px.summary(plan)
    assert Plan.from_json(plan.to_json()).task_devices == devices


def test_lowered_program_places_compute_on_the_planned_device():
    """Built in this process (no GPU needed to build): with a GPU planned, the
    step's math is placed on /device:GPU:0 of the task, not on CPU:0."""
    from parallax_tf.comm.collective import SingleCollective
    from parallax_tf.modes.data.lower.program import build_worker_program
    from parallax_tf.resources import parse_resources
    from parallax_tf.session.context import WorkerContext
    step, make_batch = oracle_models.split2_sgd()
    captured = capture(step, *make_batch(0, 0))
    plan = px.make_plan(px.classify(captured), parse_resources("localhost:0,1"),
                        px.Config(architecture="allreduce"), splits=assign_splits(captured),
                        task_devices=("GPU:0", "GPU:0"))
    ctx = WorkerContext(worker=0, num_workers=1, worker_device=plan.task_device(0),
                        server_devices=(), collective=SingleCollective(), tasks_per_replica=2,
                        split_devices=(plan.task_device(0), plan.task_device(1)),
                        split_collectives=(SingleCollective(), SingleCollective()))
    program = build_worker_program(captured, plan, ctx)
    matmuls = [o for o in program.graph.get_operations() if o.type == "MatMul"]
    assert matmuls and all(o.device.endswith("/device:GPU:0") for o in matmuls)
    tasks = {o.device.split("/task:")[1][0] for o in matmuls}
    assert tasks == {"0", "1"}                          # both positions compute
    assert program.homes["block1/kernel"].device == "/job:worker/task:1/device:GPU:0"


def test_the_lowering_refuses_placements_it_has_no_pass_for():
    """The session engine has no pass for a Layout (DTensor runs those) or a
    Stage (not built yet): a clear PlanError, not a silently unsynchronised
    variable."""
    import dataclasses

    from parallax_tf.comm.collective import SingleCollective
    from parallax_tf.modes.data.lower.program import build_worker_program
    from parallax_tf.session.context import WorkerContext
    step, make_batch = oracle_models.embedding_sgd()
    captured = capture(step, *make_batch(0, 0))
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0")
    entry = plan.variables["out/kernel"]
    laid_out = dataclasses.replace(plan, variables={
        **plan.variables, "out/kernel": dataclasses.replace(entry, placement=Layout(
            axes=(None, "model")))})
    ctx = WorkerContext(worker=0, num_workers=1, worker_device="/job:localhost/device:CPU:0",
                        server_devices=(), collective=SingleCollective())
    with pytest.raises(PlanError, match=r"\{'out/kernel': 'layout'\} have placements"):
        build_worker_program(captured, laid_out, ctx)


def test_each_normalisation_parameter_owns_its_own_slots():
    """A normalisation offset's gradient is reused by the backward pass to
    compute earlier layers' gradients; following it there once gave the
    offset every same-shaped momentum slot of the earlier layers."""
    from parallax_tf.graph.analysis import slot_owners
    keras.utils.set_random_seed(5)
    layers = [keras.layers.Dense(4, name="d0"), keras.layers.BatchNormalization(name="bn0"),
              keras.layers.Dense(4, name="d1"), keras.layers.BatchNormalization(name="bn1")]
    model = keras.Sequential([keras.Input((4,))] + layers)
    optimizer = keras.optimizers.SGD(0.1, momentum=0.9)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(model(x, training=True) ** 2)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    captured = capture(step, np.ones((8, 4), np.float32))
    trainable = [v.name for v in captured.trainable_variables]
    owners = slot_owners(captured, trainable)
    for name in trainable:
        mine = sorted(s for s, o in owners.items() if o == name)
        # the optimizer's own name prefix ("sgd", "sgd_3", ...) depends on how
        # many optimizers the process made before
        assert [m.split("/", 1)[1] for m in mine] == [f"{name.replace('/', '_')}_momentum"], \
            (name, mine)
