"""The step as a function of its variables' values (graph/functional.py):
on plain TensorFlow variables (no DTensor), the rewritten step must do
exactly what the user's step does, and refuse what it cannot order."""
import numpy as np
import oracle_models as om
import pytest
import tensorflow as tf

from parallax_tf.capture import capture
from parallax_tf.errors import PlanError
from parallax_tf.graph.functional import functionalize, import_functional


def _run_both(step, batches, captured=None):
    """Run the functionalized step on copies of the variables and the user's
    step on the originals; return the largest difference (losses, values)."""
    captured = captured or capture(step, *batches[0])
    fs = functionalize(captured)
    copies = {v.name: tf.Variable(v.variable.numpy()) for v in captured.variables}

    @tf.function
    def rewritten(*args):
        outputs, finals = import_functional(
            fs, captured, args, {n: v.read_value() for n, v in copies.items()},
            {n: copies[n].handle for n in fs.kept_handles})
        for name, value in finals.items():
            copies[name].assign(value)
        return outputs[0]

    worst = 0.0
    for batch in batches:
        batch = tuple(tf.constant(a) for a in batch)
        worst = max(worst, abs(float(rewritten(*batch)) - float(step(*batch))))
    for v in captured.variables:
        worst = max(worst, float(np.abs(copies[v.name].numpy() - v.variable.numpy()).max()))
    return worst, fs


@pytest.mark.parametrize("factory", ["embedding_sgd", "embedding_adagrad", "embedding_adam",
                                     "raw_table_adagrad", "rowwise_gather", "split2_adam",
                                     "transformer_block_adam"])
def test_functional_step_equals_the_step(factory):
    step, make_batch = getattr(om, factory)()
    worst, fs = _run_both(step, [make_batch(k, 0) for k in range(3)])
    assert worst < 1e-6, worst
    assert fs.final_values and not fs.kept_handles
    # every read, gather and write of a variable is dataflow now
    ops = {n.op for n in fs.graph_def.node}
    assert not ops & {"ReadVariableOp", "ResourceGather", "AssignVariableOp",
                      "AssignAddVariableOp", "AssignSubVariableOp", "ResourceScatterAdd",
                      "ResourceScatterSub"}, ops


def _variables(*values):
    return [tf.Variable(np.asarray(v, np.float32), name=f"v{i}") for i, v in enumerate(values)]


def test_fused_gradient_descent_and_gather_nd_and_shape():
    table, w = _variables(np.arange(12.0).reshape(6, 2), [[0.5], [-1.0]])

    @tf.function
    def step(ids):
        with tf.GradientTape() as tape:
            rows = tf.gather_nd(table, tf.expand_dims(ids, -1))
            loss = tf.reduce_sum(tf.matmul(rows, w)) + tf.cast(tf.shape(table)[0], tf.float32)
        g_table, g_w = tape.gradient(loss, [table, w])
        tf.raw_ops.ResourceApplyGradientDescent(var=w.handle, alpha=0.1, delta=g_w)
        table.scatter_sub(tf.IndexedSlices(0.1 * g_table.values, g_table.indices))
        return loss

    ids = np.array([1, 3, 3], np.int32)
    worst, fs = _run_both(step, [(ids,), (ids + 1,)])
    assert worst < 1e-6 and sorted(fs.final_values) == ["v0", "v1"]


def test_a_variable_read_inside_a_loop_keeps_its_handle():
    (w,) = _variables([1.0, 2.0])

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            tape.watch(w)
            total = tf.while_loop(lambda i, acc: i < 3,
                                  lambda i, acc: (i + 1, acc + tf.reduce_sum(w * x)),
                                  (tf.constant(0), tf.constant(0.0)))[1]
        w.assign_sub(0.1 * tape.gradient(total, w))
        return total

    worst, fs = _run_both(step, [(np.ones(2, np.float32),), (np.ones(2, np.float32) * 2,)])
    assert worst < 1e-6 and list(fs.kept_handles) == ["v0"]


def test_a_write_inside_a_loop_is_refused():
    (w,) = _variables([1.0, 2.0])

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(w * x)
        g = tape.gradient(loss, w)
        tf.while_loop(lambda i: i < 2, lambda i: _sub_and_count(w, g, i), [tf.constant(0)])
        return loss

    with pytest.raises(PlanError, match="'v0' is written inside a nested function"):
        functionalize(capture(step, np.ones(2, np.float32)))


def _sub_and_count(w, g, i):
    with tf.control_dependencies([w.assign_sub(0.1 * g)]):
        return i + 1


def test_an_unsupported_update_is_refused_naming_op_and_variable():
    (w,) = _variables([1.0, 2.0, 3.0])

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(w * x)
        g = tape.gradient(loss, w)
        w.scatter_mul(tf.IndexedSlices(g[:1], tf.constant([0])))
        return loss

    with pytest.raises(PlanError) as info:
        functionalize(capture(step, np.ones(3, np.float32)))
    assert "'v0'" in str(info.value) and "ResourceScatterMul" in str(info.value)
