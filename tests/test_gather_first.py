"""`graph/gather_first.py`: an optimizer's elementwise math over a whole
slot, gathered at the step's rows, computed on the gathered rows instead;
the same variables after K steps, bit for bit, and left alone where the
rows alone do not give the same answer."""

import numpy as np
import pytest
import tensorflow as tf
from tensorflow.core.protobuf import rewriter_config_pb2

from parallax_tf.capture import capture
from parallax_tf.graph import gather_first

VOCAB, DIM = 50, 4


def _keras_step(optimizer_name):
    import keras
    keras.utils.set_random_seed(11)
    emb = keras.layers.Embedding(VOCAB, DIM, name="emb")
    first, second = keras.layers.Dense(3, name="d1"), keras.layers.Dense(1, name="d2")
    optimizer = getattr(keras.optimizers, optimizer_name)(0.1)

    @tf.function
    def step(ids, y):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean((second(first(tf.reduce_mean(emb(ids), 1))) - y) ** 2)
        variables = emb.trainable_variables + first.trainable_variables + \
            second.trainable_variables
        optimizer.apply_gradients(zip(tape.gradient(loss, variables), variables))
        return loss
    return step


def _batch(k):
    rng = np.random.default_rng(k)
    ids = rng.integers(0, VOCAB, size=(6, 3)).astype(np.int32)
    ids[0, :2] = ids[1, 0]                  # a row read twice in a step
    return ids, rng.normal(size=(6, 1)).astype(np.float32)


def _run(graph_def, captured, steps):
    """`steps` steps of `graph_def` (the captured step's) in a session of
    its own, from the captured variables' values: the values after. Grappler's
    arithmetic optimiser is off: on the rewritten graph it turns Adagrad's
    division by the gathered square root into a multiplication by a
    reciprocal square root (as it does for a dense variable's update), whose
    rounding differs by an ulp; the rewrite itself changes no bit."""
    values = {v.name: v.variable.numpy() for v in captured.variables}
    graph = tf.Graph()
    with graph.as_default():
        handles, inits = {}, []
        for v in captured.variables:
            handle = tf.raw_ops.VarHandleOp(dtype=v.dtype, shape=v.shape,
                                            shared_name=f"t/{v.name}")
            inits.append(tf.raw_ops.AssignVariableOp(resource=handle,
                                                     value=values[v.name]))
            handles[v.handle] = handle
        feeds = [tf.compat.v1.placeholder(s.dtype, s.shape) for s in captured.input_specs]
        tf.graph_util.import_graph_def(graph_def, input_map={
            **handles, **dict(zip(captured.input_names, feeds))}, name="step")
        loss = graph.get_tensor_by_name(f"step/{captured.output_names[0]}")
        reads = {v.name: tf.raw_ops.ReadVariableOp(resource=handles[v.handle], dtype=v.dtype)
                 for v in captured.variables}
    config = tf.compat.v1.ConfigProto()
    config.graph_options.rewrite_options.arithmetic_optimization = \
        rewriter_config_pb2.RewriterConfig.OFF
    with tf.compat.v1.Session(graph=graph, config=config) as session:
        session.run(inits)
        for k in range(steps):
            session.run(loss, dict(zip(feeds, _batch(k))))
        return session.run(reads)


def _handles(captured):
    whole = {v.handle.rsplit(":", 1)[0] for v in captured.variables if v.shape}
    scalars = {v.handle.rsplit(":", 1)[0] for v in captured.variables if not v.shape}
    return whole, scalars


@pytest.mark.parametrize("optimizer", ["Adagrad", "RMSprop"])
def test_the_rows_are_gathered_first_and_train_the_same_bit_for_bit(optimizer):
    captured = capture(_keras_step(optimizer), *map(tf.constant, _batch(0)))
    graph_def = captured.parsed_graph_def()
    before = _run(graph_def, captured, steps=3)
    rewritten = tf.compat.v1.GraphDef()
    rewritten.CopyFrom(graph_def)
    done = gather_first.rewrite(rewritten, *_handles(captured))
    assert done, "no gather of the slot's math was rewritten"
    nodes = {n.name: n for n in rewritten.node}
    # the gather, and the read Keras' Embedding leaves to order its update
    assert {nodes[name].op for name in done} == {"Identity", "VarIsInitializedOp"}, done
    # the slot's math reads its gathered rows (Adagrad: no whole read is left)
    slot = next(v for v in captured.variables
                if v.shape == (VOCAB, DIM) and v.name != "emb/embeddings")
    slot_handle = slot.handle.rsplit(":", 1)[0]
    ops = {n.op for n in rewritten.node if n.input and n.input[0].split(":")[0] == slot_handle}
    assert "ResourceGather" in ops, ops
    if optimizer == "Adagrad":
        assert "ReadVariableOp" not in ops, ops
    after = _run(rewritten, captured, steps=3)
    for name, value in before.items():
        np.testing.assert_array_equal(after[name], value, err_msg=name)


def _raw_graph(fn):
    """(graph_def, whole handles, scalar handles) of a tf.function over
    module-level variables."""
    concrete = fn.get_concrete_function(tf.TensorSpec([None], tf.int32))
    internal = {id(e): i for e, i in concrete.graph.captures}
    whole = {internal[id(v.handle)].op.name for v in concrete.variables if v.shape.rank}
    scalars = {internal[id(v.handle)].op.name for v in concrete.variables if not v.shape.rank}
    return concrete.graph.as_graph_def(), whole, scalars


def test_math_other_uses_see_whole_or_a_row_operand_is_left_alone():
    table = tf.Variable(np.arange(40, dtype=np.float32).reshape(10, 4))
    vector = tf.Variable(np.ones(4, np.float32))
    scale = tf.Variable(2.0)

    @tf.function
    def scaled_by_a_scalar_variable(ids):      # rewritten: the other operands are scalars
        return tf.gather(tf.sqrt(table.read_value() + 1.0) * scale, ids)

    @tf.function
    def by_a_row_vector(ids):                  # a [4] operand broadcast over rows: left
        return tf.gather(tf.sqrt(table.read_value()) * vector, ids)

    @tf.function
    def used_whole_too(ids):                   # the square roots also summed: left
        roots = tf.sqrt(table.read_value())
        return tf.gather(roots, ids) + tf.reduce_sum(roots)

    @tf.function
    def a_plain_lookup(ids):                   # an embedding's lookup: other passes' own
        return tf.gather(table.read_value(), ids)

    expected = {scaled_by_a_scalar_variable: 1, by_a_row_vector: 0, used_whole_too: 0,
                a_plain_lookup: 0}
    for fn, count in expected.items():
        graph_def, whole, scalars = _raw_graph(fn)
        assert len(gather_first.rewrite(graph_def, whole, scalars)) == count, fn.__name__
