"""Partitioned lowering without processes: one worker, its server devices
mapped onto the local CPU, run in a plain Session; K steps must equal the
single-device step (the same oracle as the multi-process tests, fast).
Whole server variables (`modes/data/lower/locality.py`) run on a real worker and ps
task of an in-process cluster, so that what crosses between them shows."""

import numpy as np
import oracle_models
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.capture import capture
from parallax_tf.classify import classify
from parallax_tf.comm.collective import SingleCollective
from parallax_tf.errors import PlanError
from parallax_tf.launch.ports import allocate_ports
from parallax_tf.modes.data.lower.lifecycle import initial_values
from parallax_tf.modes.data.lower.partition import Sharding
from parallax_tf.modes.data.lower.program import build_worker_program
from parallax_tf.planner.placing import make_plan
from parallax_tf.resources import parse_resources
from parallax_tf.session.context import WorkerContext
from parallax_tf.session.start import run_init
from parallax_tf.testing import load_factory

LOCAL = "/job:localhost/replica:0/task:0/device:CPU:0"


def _lower(step, batch, config):
    captured = capture(step, *batch)
    plan = make_plan(classify(captured), parse_resources("localhost:0"), config)
    ctx = WorkerContext(worker=0, num_workers=1, worker_device=LOCAL, server_devices=(LOCAL,),
                        collective=SingleCollective())
    return captured, plan, build_worker_program(captured, plan, ctx)


def _assert_single_device(factory, losses, final, steps=3):
    """`losses` and `final` values equal `steps` single-device steps'."""
    step, make_batch = load_factory(f"tests.oracle_models:{factory}")()
    expected = [float(step(*make_batch(k, 0))) for k in range(steps)]
    np.testing.assert_allclose(losses, expected, rtol=1e-5)
    captured = capture(step, *make_batch(0, 0))
    for v in captured.trainable_variables:
        np.testing.assert_allclose(final[v.name], v.variable.numpy(), rtol=1e-5, atol=1e-6,
                                   err_msg=v.name)


def _run_lowered(factory, config, steps):
    step, make_batch = load_factory(factory)()
    captured, plan, program = _lower(step, make_batch(0, 0), config)
    read = initial_values(program.homes)
    values = {name: read(name) for name in program.homes}
    with tf.compat.v1.Session(graph=program.graph) as session:
        run_init(session, program.init, values)
        losses = [session.run([list(program.outputs), program.step_done],
                              dict(zip(program.inputs, make_batch(k, 0))))[0][0]
                  for k in range(steps)]
        final = session.run(program.reads)
    return plan, program, losses, final


@pytest.mark.parametrize("factory", ["partitioned_sgd", "partitioned_adagrad",
                                     "partitioned_adam", "raw_table_adagrad",
                                     "rowwise_gather", "rowwise_gather_spanning_rows"])
@pytest.mark.parametrize("p", [2, 3, 7])
def test_partitioned_program_equals_single_device(factory, p):
    plan, program, losses, final = _run_lowered(f"tests.oracle_models:{factory}",
                                                px.Config(num_partitions=p), steps=3)
    sharded = [n for n, v in plan.variables.items() if v.num_shards == p]
    assert sharded, px.summary(plan)
    for name in sharded:
        assert program.homes[name].sharding.num_shards == p
    _assert_single_device(factory, losses, final)


@pytest.fixture(scope="module")
def worker_and_server():
    """A real two-task cluster in this process (a worker and a ps task,
    gRPC on loopback): the session's target and the two devices."""
    ports = allocate_ports(["127.0.0.1", "127.0.0.1"])
    cluster = tf.train.ClusterSpec({"worker": [f"127.0.0.1:{ports[0]}"],
                                    "ps": [f"127.0.0.1:{ports[1]}"]})
    worker = tf.distribute.Server(cluster, job_name="worker", task_index=0, start=True)
    tf.distribute.Server(cluster, job_name="ps", task_index=0, start=True)
    return worker.target, "/job:worker/task:0/device:CPU:0", "/job:ps/task:0/device:CPU:0"


@pytest.mark.parametrize("factory", ["embedding_adagrad", "embedding_adam",
                                     "raw_table_adagrad", "rowwise_gather"])
def test_whole_server_variables_program_equals_single_device(factory, worker_and_server):
    """p = 1 on a real worker and ps task: the lookups fetch distinct rows
    (`distinct_lookups`) and the clip's norms run on the server
    (`server_norms`); the same losses and values as the single device."""
    target, worker, server = worker_and_server
    step, make_batch = load_factory(f"tests.oracle_models:{factory}")()
    captured = capture(step, *make_batch(0, 0))
    plan = make_plan(classify(captured), parse_resources("localhost:0"),
                     px.Config(num_partitions=1))
    ctx = WorkerContext(worker=0, num_workers=1, worker_device=worker, server_devices=(server,),
                        collective=SingleCollective())
    program = build_worker_program(captured, plan, ctx)
    assert {"distinct_lookups", "server_norms"} <= set(program.passes)
    assert any(op.type == "Unique" and op.name.endswith("/distinct")
               for op in program.graph.get_operations())
    stepped = {n.name for n in captured.parsed_graph_def().node}
    tables = [h for h in program.homes.values() if h.captured.trainable
              and h.captured.shape[:1] == (oracle_models.VOCAB,) and "rowwise" not in factory]
    for home in tables:     # lookups read no whole table (each read a copy; rowwise's tanh does)
        read = [op for op in program.graph.get_operations() if op.type == "ReadVariableOp"
                and op.inputs[0] is home.handle and op.name in stepped
                and (op.outputs[0].consumers() or op._control_outputs)]
        assert not read, (home.name, read)
    if "adagrad" in factory:    # the square roots of the step's rows, not of every row
        shapes = [op.outputs[0].shape for op in program.graph.get_operations()
                  if op.type == "Sqrt"]
        assert [s for s in shapes if not s.is_fully_defined()], shapes
        assert not [s for s in shapes if s.rank and s[0] == oracle_models.VOCAB], shapes
    read = initial_values(program.homes)
    values = {name: read(name) for name in program.homes}
    with tf.compat.v1.Session(target, graph=program.graph) as session:
        run_init(session, program.init, values)
        losses = [session.run([list(program.outputs), program.step_done],
                              dict(zip(program.inputs, make_batch(k, 0))))[0][0]
                  for k in range(3)]
        final = session.run(program.reads)
        session.run(program.release)
    _assert_single_device(factory, losses, final)


def test_slots_are_sharded_like_their_variable():
    plan, program, _, _ = _run_lowered("tests.oracle_models:partitioned_adagrad",
                                       px.Config(num_partitions=3), steps=1)
    accumulator = [h for n, h in program.homes.items() if "emb_embeddings_accumulator" in n]
    assert len(accumulator) == 1 and accumulator[0].sharding.num_shards == 3
    shapes = [tf.TensorShape(h.op.get_attr("shape")).as_list()
              for h in accumulator[0].sharding.handles]
    assert shapes == [[14, 4], [13, 4], [13, 4]]          # 40 rows: r mod 3


def test_unsupported_use_of_a_partitioned_variable_is_refused():
    with px.partitioner():
        table = tf.Variable(np.ones((8, 2), np.float32), name="t")
    opt = tf.keras.optimizers.SGD(0.1)

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.nn.embedding_lookup(table, ids))
        grads = tape.gradient(loss, [table])
        opt.apply_gradients(zip(grads, [table]))
        table[0:1].assign(tf.zeros((1, 2)))          # ResourceStridedSliceAssign
        return loss

    with pytest.raises(PlanError, match="ResourceStridedSliceAssign.*num_shards=1"):
        _lower(step, (np.array([1, 2], np.int32),), px.Config(num_partitions=2))


def test_update_math_of_a_server_variable_runs_on_its_server():
    """Adagrad's math for the (whole) server-placed embedding runs on the
    server; the global norm of the clip, shared by all variables, does not."""
    step, make_batch = load_factory("tests.oracle_models:embedding_adagrad")()
    captured = capture(step, *make_batch(0, 0))
    plan = make_plan(classify(captured), parse_resources("localhost:0"), px.Config())
    ctx = WorkerContext(worker=0, num_workers=1,
                        worker_device="/job:worker/task:0/device:CPU:0",
                        server_devices=("/job:ps/task:0/device:CPU:0",),
                        collective=SingleCollective())
    program = build_worker_program(captured, plan, ctx)
    device = {op.name: op.device for op in program.graph.get_operations()}
    scope = next(op.name for op in program.graph.get_operations()
                 if op.type == "ResourceScatterSub").split("/")[0]   # adagrad, adagrad_1...
    for name in (f"{scope}/Sqrt", f"{scope}/Square", f"{scope}/ResourceScatterSub",
                 "clip_by_global_norm/mul_1"):
        assert device[name].startswith("/job:ps/task:0"), (name, device[name])
    assert device["global_norm/global_norm"].startswith("/job:worker")
    assert device[f"{scope}/Sqrt_1"].startswith("/job:worker")       # out/kernel: replicated


@pytest.mark.parametrize("factory", ["embedding_adagrad", "raw_table_adagrad"])
@pytest.mark.parametrize("arch", ["hybrid", "ps"])
def test_a_whole_server_variable_sends_its_distinct_rows_and_scalars(factory, arch):
    """What a step pulls from the server: the looked-up rows, gathered at
    distinct ids (a `Unique` on the worker), and scalars (the clip's norms);
    never a per-id lookup, a gradient or a whole variable."""
    step, make_batch = load_factory(f"tests.oracle_models:{factory}")()
    captured = capture(step, *make_batch(0, 0))
    plan = make_plan(classify(captured), parse_resources("localhost:0"),
                     px.Config(architecture=arch, num_partitions=1,
                               coalesce_transfers=False))   # each transfer on its own
    ctx = WorkerContext(worker=0, num_workers=1,
                        worker_device="/job:worker/task:0/device:CPU:0",
                        server_devices=("/job:ps/task:0/device:CPU:0",),
                        collective=SingleCollective())
    program = build_worker_program(captured, plan, ctx)
    step_ops = _fetched_ops(program)
    pulled = [(t, op) for op in program.graph.get_operations() if op.name in step_ops
              and op.device.startswith("/job:worker") for t in op.inputs
              if t.op.device.startswith("/job:ps") and t.dtype != tf.resource]
    assert pulled
    gathers = 0
    for tensor, consumer in pulled:
        if tensor.shape.rank == 0:
            continue
        source = tensor.op
        if source.type == "ReadVariableOp":        # PS: a dense variable, read whole
            variable = source.inputs[0].op.name.removeprefix("parallax/var/")
            assert plan.variables[variable].kind == "dense", variable
            continue
        assert source.type in ("GatherV2", "ResourceGather"), (tensor.name, consumer.name)
        ids = _ancestors(source.inputs[1].op)
        assert any(op.type == "Unique" and op.name.endswith("/distinct") for op in ids)
        gathers += 1
    assert gathers >= 1
    crossing_controls = [f"{c.name} -> {op.name}" for op in program.graph.get_operations()
                         if op.name in step_ops and op.device.startswith("/job:ps")
                         for c in op.control_inputs if c.name.startswith("parallax_built/")
                         and c.device.startswith("/job:worker")]
    assert crossing_controls == []        # ordered after the server's gather, on the server
    norms = [op for op in program.graph.get_operations() if op.type == "L2Loss"]
    clips = factory == "embedding_adagrad"          # the other one does not clip
    on_servers = sum(v.on_servers for v in plan.variables.values())
    assert sum(op.device.startswith("/job:ps") for op in norms) == (on_servers if clips else 0)
    assert len(norms) == (len(plan.variables) if clips else 0)


def test_only_what_reduces_a_gradient_to_scalars_moves_to_its_server():
    """`gradient_reductions`: a Square -> Sum of the table's gradient moves;
    a stateful CheckNumerics of it and a non-scalar product that the update
    needs stay where they were."""
    from parallax_tf.modes.data.lower.locality import gradient_reductions
    table = tf.Variable(np.ones((8, 2), np.float32), name="reduced_table")
    w = tf.Variable(np.ones((2, 1), np.float32), name="reduced_w")
    opt = tf.keras.optimizers.SGD(0.1)

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.matmul(tf.nn.embedding_lookup(table, ids), w))
        g_table, g_w = tape.gradient(loss, [table, w])
        squares = tf.reduce_sum(tf.square(g_table.values))
        checked = tf.debugging.check_numerics(g_table.values, "gradient")
        doubled = tf.IndexedSlices(g_table.values * 2.0, g_table.indices, g_table.dense_shape)
        with tf.control_dependencies([checked]):
            opt.apply_gradients([(doubled, table), (g_w, w)])
        return loss + squares

    captured = capture(step, np.array([1, 2, 2], np.int32))
    moved = gradient_reductions(captured, ["reduced_table"])
    graph = captured.concrete_function.graph
    assert sorted(graph.get_operation_by_name(n).type for n in moved) == ["Square", "Sum"]
    assert set(moved.values()) == {"reduced_table"}


def _ancestors(op):
    seen, stack = {}, [op]
    while stack:
        op = stack.pop()
        if op.name not in seen:
            seen[op.name] = op
            stack.extend(t.op for t in op.inputs)
    return list(seen.values())


def _fetched_ops(program):
    """Names of the ops a step runs: everything the outputs and step_done
    need, through data and control edges."""
    done = program.step_done
    stack = [t.op for t in program.outputs] + [getattr(done, "op", done)]
    seen = set()
    while stack:
        op = stack.pop()
        if op.name in seen:
            continue
        seen.add(op.name)
        stack.extend(t.op for t in op.inputs)
        stack.extend(op.control_inputs)
    return seen


@pytest.mark.parametrize("factory", ["partitioned_adagrad", "raw_table_adagrad",
                                     "rowwise_gather"])
def test_a_step_moves_only_rows_of_partitioned_variables(factory):
    """Adagrad's gather(sqrt(accumulator + eps), ids) and other row-wise
    functions of a partitioned variable are computed on its gathered rows:
    no step stitches a whole partitioned variable (or slot) together. The
    update math runs shard by shard on the servers: the aggregated gradient
    is never concatenated on the worker, and the clip's norm, the squares,
    the divisions and the scatters have one op per shard on its server."""
    _, program, _, _ = _run_lowered(f"tests.oracle_models:{factory}",
                                    px.Config(num_partitions=3), steps=1)
    ran = _fetched_ops(program)
    assert not [n for n in ran if "/parallax/stitched/" in n]
    assert [n for n in ran if "/parallax/rows/" in n]
    assert not [n for n in ran if "/parallax/pulled/" in n]
    graph = program.graph
    per_shard = [graph.get_operation_by_name(n) for n in ran if n.split("/")[-1] == "shard1"]
    assert per_shard and all(op.device.endswith("CPU:0") for op in per_shard)
    if factory != "rowwise_gather":                       # Adagrad: square and divide
        types = {op.type for op in per_shard}
        assert {"Square", "RealDiv"} <= types, types


def test_adams_update_of_a_partitioned_variable_runs_shard_by_shard():
    """Keras 3 Adam densifies a sparse gradient and updates its moments and
    the variable element-wise over the whole table. On a partitioned
    variable each shard's server does that for its own rows: the
    densification (UnsortedSegmentSum), the moments' arithmetic and the
    assigns have one op per shard, and no step stitches a whole variable or
    slot together on the worker (the table never crosses the network)."""
    _, program, _, _ = _run_lowered("tests.oracle_models:partitioned_adam",
                                    px.Config(num_partitions=3), steps=1)
    ran = _fetched_ops(program)
    graph = program.graph
    assert not [n for n in ran if "/parallax/stitched/" in n]
    assert not [n for n in ran if graph.get_operation_by_name(n).type == "DynamicStitch"
                and "emb" in n and "gather" not in n.lower()], sorted(ran)
    per_shard = [graph.get_operation_by_name(n) for n in ran if n.split("/")[-1] == "shard1"]
    types = {op.type for op in per_shard}
    assert {"UnsortedSegmentSum", "Sqrt", "RealDiv"} <= types, types
    assigns = [n for n in ran if n.startswith("parallax_built/") and graph.get_operation_by_name(
        n).type in ("AssignAddVariableOp", "AssignSubVariableOp")]
    assert len(assigns) == 3 * 3, sorted(assigns)      # m, v and the table: one per shard


def test_a_function_spanning_rows_gathers_the_whole_value():
    """`gather(tanh(table) + c, ids)` with `c` one value per row does not
    commute with a row gather: the step stitches the table (and stays exact,
    see the oracle above)."""
    _, program, _, _ = _run_lowered("tests.oracle_models:rowwise_gather_spanning_rows",
                                    px.Config(num_partitions=3), steps=1)
    ran = _fetched_ops(program)
    assert [n for n in ran if "/parallax/stitched/" in n]
    assert not [n for n in ran if "/parallax/rows/" in n]


def test_a_sharded_gather_fetches_each_distinct_row_once():
    table = np.arange(40, dtype=np.float32).reshape(10, 4)
    graph = tf.Graph()
    with graph.as_default():
        handles = []
        for s in range(3):
            v = tf.compat.v1.Variable(table[s::3], name=f"shard{s}", use_resource=True)
            handles.append(v.handle)
        sharding = Sharding(name="t", shape=(10, 4), dtype=tf.float32, handles=tuple(handles),
                            devices=(LOCAL,) * 3)
        ids = tf.constant([[3, 3, 7], [3, 5, 7]])
        rows = sharding.gather(None, ids)
        fetched = [op.outputs[0] for op in graph.get_operations() if op.type == "ResourceGather"]
        with tf.compat.v1.Session(graph=graph) as session:
            session.run(tf.compat.v1.global_variables_initializer())
            value, per_shard = session.run([rows, fetched])
    np.testing.assert_array_equal(value, table[[[3, 3, 7], [3, 5, 7]]])
    assert sum(len(r) for r in per_shard) == 3                # rows 3, 5, 7 once each
