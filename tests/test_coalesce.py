"""The `coalesce_transfers` pass (modes/data/lower/coalesce.py): packing round trips,
which transfers go together, and that a rewritten step computes the same.

The jobs of tests/test_equivalence.py run with the pass on (the default)
and test_without_coalescing there with it off; this file checks the pass on
graphs whose devices name tasks of a cluster that is never started: the
rewrite is checked by counting, and its values by running the rewritten
graph with the devices cleared in one local session."""
import numpy as np
import tensorflow as tf

from parallax_tf.modes.data.lower.coalesce import coalesce_transfers, count_transfers, pack, unpack

W = "/job:worker/replica:0/task:0/device:CPU:0"
PS = "/job:ps/replica:0/task:0/device:CPU:0"


def test_pack_round_trips_every_kind_of_tensor():
    values = [np.arange(12, dtype=np.float32).reshape(3, 4), np.array([5, -7], np.int64),
              np.array([[True, False], [False, True]]), np.float64(2.5),
              np.arange(6, dtype=np.int32).reshape(2, 3), np.array([], np.float32).reshape(0, 16),
              np.array([1, 2, 3], np.uint8), np.array([-1, 2], np.int8),
              np.array([1 + 2j], np.complex64)]
    specs = [tf.TensorSpec(v.shape, tf.as_dtype(v.dtype)) for v in values]
    specs[4] = tf.TensorSpec([None, 3], tf.int32)       # a dynamic dim
    specs[5] = tf.TensorSpec(None, tf.float32)          # unknown rank

    @tf.function(input_signature=specs)
    def round_trip(*tensors):
        buf = pack(list(tensors))
        return unpack(buf, [(t.dtype, t.shape) for t in tensors])

    out = round_trip(*values)
    for got, want in zip(out, values):
        assert got.dtype == tf.as_dtype(want.dtype)
        np.testing.assert_array_equal(got.numpy(), want)


def test_control_edges_only_pack_is_not_a_constant():
    g = tf.Graph()
    with g.as_default():
        buf = pack([])
    assert buf.op.type == "Bitcast" and buf.op.inputs[0].op.type == "Timestamp"


def _two_task_step():
    """A worker pushes three tensors (one of dynamic shape) to a server, the
    server computes from them and sends two results back; a server-side
    assign must run before a worker op (a control edge); a second round
    depends on the first (so it cannot join it)."""
    g = tf.Graph()
    with g.as_default():
        with tf.device(W):
            x = tf.compat.v1.placeholder(tf.float32, [None, 4], name="x")
            a, b = x * 2.0, tf.reduce_sum(x, axis=1)
            ids = tf.cast(tf.range(tf.shape(x)[0]), tf.int64)
        with tf.device(PS):
            v = tf.Variable(np.ones(4, np.float32), name="v")
            s = tf.reduce_sum(a, axis=0) + tf.cast(tf.reduce_sum(ids), tf.float32)
            t = b * 3.0
            assign = v.assign_add(s)
        with tf.device(W), tf.control_dependencies([assign]):
            first = tf.identity(tf.reduce_sum(s) + tf.reduce_sum(t), name="first")
        with tf.device(PS), tf.control_dependencies([first]):
            second = first * 10.0 + tf.reduce_sum(v.read_value())   # round two: needs round one
        with tf.device(W):
            out = tf.identity(second, name="out")
    return g, x, out, v


def _run(g, x, fetch, feed, v):
    graph_def = g.as_graph_def()
    for node in graph_def.node:
        node.device = ""
    local = tf.Graph()
    with local.as_default():
        tf.graph_util.import_graph_def(graph_def, name="")
        with tf.compat.v1.Session(graph=local) as sess:
            sess.run(local.get_operation_by_name(v.initializer.name))
            return sess.run(local.get_tensor_by_name(fetch.name),
                            {local.get_tensor_by_name(x.name): feed})


def test_same_moment_transfers_packed_and_values_unchanged():
    feed = np.arange(12, dtype=np.float32).reshape(3, 4)
    g0, x0, out0, v0 = _two_task_step()
    want = _run(g0, x0, out0, feed, v0)
    g, x, out, v = _two_task_step()
    before = count_transfers([out])
    transfers = coalesce_transfers(g, [out])
    assert transfers.before == before
    assert transfers.groups >= 2            # worker -> ps and ps -> worker in round one
    assert transfers.after < transfers.before
    assert count_transfers([out]) == transfers.after
    np.testing.assert_allclose(_run(g, x, out, feed, v), want, rtol=1e-6)
    # round one's three pushes travel as one tensor
    crossing = [(t.op.type, op.name) for op in g.get_operations() for t in op.inputs
                if "/job:worker" in t.op.device and "/job:ps" in op.device]
    assert sum(1 for kind, _ in crossing if kind == "ConcatV2") == 1


def test_the_other_fetches_ops_are_left_alone():
    g, x, out, v = _two_task_step()
    with g.as_default():
        with tf.device(W):
            read = tf.identity(v.read_value(), name="read_for_save")
    ops_before = {op.name: [t.name for t in op.inputs] for op in g.get_operations()}
    coalesce_transfers(g, [out], keep_apart=[read])
    assert [t.name for t in read.op.inputs] == ops_before[read.op.name]


def test_transfers_after_different_collectives_stay_apart():
    """Two pushes at the same depth, one after a collective the other is not
    after: packing them would make the first wait for the collective."""
    g = tf.Graph()
    with g.as_default():
        with tf.device(W):
            x = tf.compat.v1.placeholder(tf.float32, [4], name="x")
            reduced = tf.raw_ops.CollectiveReduceV2(
                input=x, group_size=2, group_key=1, instance_key=1, ordering_token=[],
                merge_op="Add", final_op="Id")
        with tf.device(PS):
            y = x + 1.0
            z = reduced + 1.0
        with tf.device(W):
            out = tf.identity(y + z)
    transfers = coalesce_transfers(g, [out])
    pushes = [op for op in g.get_operations() if op.type == "ConcatV2"
              and "/job:worker" in op.device]
    assert not pushes, "x and the collective's result were packed together"
    assert transfers.before == transfers.after


def test_count_matches_what_tensorflow_would_send():
    g = tf.Graph()
    with g.as_default():
        with tf.device(W):
            x = tf.constant([1.0, 2.0])
        with tf.device(PS):
            y, z = x * 2.0, x * 3.0          # one tensor, one message
            w = tf.no_op()
        with tf.device(W), tf.control_dependencies([w]):
            out = tf.identity(y + z)
    assert count_transfers([out]) == 4   # x once (two consumers), y, z, w's control edge
