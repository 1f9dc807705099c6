"""capture(): graph, variables, gradients (dense / IndexedSlices), update ops.

Op types the optimizers emit for a *sparse* variable (Keras 3.15, TF 2.21),
observed when this file was written and asserted below:

* SGD:     variable <- ResourceScatterSub (only the touched rows).
* Adagrad: variable <- ResourceScatterSub; its accumulator <- ResourceScatterAdd.
* Adam:    variable <- AssignSubVariableOp (the update is densified: m and v
           are updated with AssignAddVariableOp on the whole slot).
Keras 3 never emits the fused ResourceApply* / ResourceSparseApply* kernels;
dense variables are always updated with AssignSubVariableOp.
"""
import models
import numpy as np
import pytest
import tensorflow as tf

from parallax_tf import CaptureError, ParallaxError, capture
from parallax_tf.capture import DenseGradient, SparseGradient

SCATTER_PREFIXES = ("ResourceScatter", "ResourceSparseApply")
ASSIGN_OPS = {"AssignVariableOp", "AssignAddVariableOp", "AssignSubVariableOp"}


@pytest.fixture(scope="module", params=["sgd", "adagrad", "adam"])
def optimizer_capture(request):
    built = models.embedding_model(request.param)
    return request.param, capture(built.step, *built.example_args)


@pytest.fixture(scope="module")
def sgd_capture():
    built = models.embedding_model("sgd")
    return built, capture(built.step, *built.example_args)


@pytest.fixture(scope="module")
def gather_capture():
    built = models.gather_module_model()
    return built, capture(built.step, *built.example_args)


def _graph_nodes(captured):
    return {n.name: n for n in captured.parsed_graph_def().node}


def _update_types(var):
    return {u.type for u in var.updates}


# ---- structure ---------------------------------------------------------------

def test_captured_structure(sgd_capture):
    built, c = sgd_capture
    assert c.name == "train_step"
    assert [s.shape.as_list() for s in c.input_specs] == [[2, 3], [2]]
    assert [s.dtype for s in c.input_specs] == [tf.int32, tf.float32]
    assert len(c.input_names) == 2 and len(c.output_names) == 1
    nodes = _graph_nodes(c)
    for name in c.input_names + c.output_names:
        assert name.split(":")[0] in nodes
    assert [v.name for v in c.trainable_variables] == ["emb/embeddings", "out/bias",
                                                       "out/kernel"]
    emb = c.variable("emb/embeddings")
    assert emb.shape == (50, 4) and emb.dtype == "float32" and emb.num_elements == 200
    assert emb.variable is not None and emb.handle.split(":")[0] in nodes
    non_trainable = {v.name for v in c.variables if not v.trainable}
    assert {n.split("/")[-1] for n in non_trainable} == {"iteration", "learning_rate"}
    with pytest.raises(KeyError, match="emb/embeddings"):
        c.variable("nope")


def test_parsed_graph_def_is_a_fresh_copy(sgd_capture):
    _, c = sgd_capture
    gd = c.parsed_graph_def()
    n = len(gd.node)
    del gd.node[:]
    assert len(c.parsed_graph_def().node) == n > 0


def test_gradients_name_tensors_of_the_graph(sgd_capture):
    _, c = sgd_capture
    graph = c.concrete_function.graph
    emb = c.variable("emb/embeddings")
    assert isinstance(emb.gradient, SparseGradient)
    for name in (emb.gradient.values, emb.gradient.indices, emb.gradient.dense_shape):
        graph.get_tensor_by_name(name)
    assert graph.get_tensor_by_name(emb.gradient.values).shape.as_list() == [6, 4]
    assert graph.get_tensor_by_name(emb.gradient.indices).shape.as_list() == [6]
    kernel = c.variable("out/kernel")
    assert isinstance(kernel.gradient, DenseGradient)
    assert graph.get_tensor_by_name(kernel.gradient.tensor).shape.as_list() == [4, 1]
    # Non-trainable state has no gradient.
    assert all(v.gradient is None for v in c.variables if not v.trainable)


def test_embedding_reads_through_a_gather(sgd_capture):
    _, c = sgd_capture
    emb = c.variable("emb/embeddings")
    assert [g.type for g in emb.gathers] == ["GatherV2"]
    assert c.variable("out/kernel").gathers == ()


# ---- update ops per optimizer -----------------------------------------------

def test_optimizer_update_ops_of_sparse_variable(optimizer_capture):
    name, c = optimizer_capture
    emb = c.variable("emb/embeddings")
    assert emb.is_sparse_gradient
    types = _update_types(emb)
    assert types, f"{name}: no update op recorded for the embedding"
    nodes = _graph_nodes(c)
    for u in emb.updates:
        assert nodes[u.name].op == u.type
    if name in ("sgd", "adagrad"):
        # Sparse update: only touched rows are written.
        assert all(t.startswith(SCATTER_PREFIXES) for t in types), types
        assert types == {"ResourceScatterSub"}
    else:
        # Adam densifies: the whole variable is assigned.
        assert types <= ASSIGN_OPS and types == {"AssignSubVariableOp"}


def test_optimizer_slot_updates(optimizer_capture):
    name, c = optimizer_capture
    slots = {v.name: _update_types(v) for v in c.variables
             if not v.trainable and v.name.endswith(("accumulator", "momentum", "velocity"))}
    if name == "sgd":
        assert slots == {}
    elif name == "adagrad":
        slots = {k.split("/", 1)[1]: t for k, t in slots.items()}
        assert slots["emb_embeddings_accumulator"] == {"ResourceScatterAdd"}
        assert slots["out_kernel_accumulator"] == {"AssignAddVariableOp"}
    else:
        slots = {k.split("/", 1)[1]: t for k, t in slots.items()}
        assert slots["emb_embeddings_momentum"] == {"AssignAddVariableOp"}
        assert slots["emb_embeddings_velocity"] == {"AssignAddVariableOp"}
    (iteration,) = [v for v in c.variables if v.name.endswith("/iteration")]
    assert not iteration.trainable and _update_types(iteration) == {"AssignVariableOp"}


def test_dense_variables_are_assigned(optimizer_capture):
    _, c = optimizer_capture
    for name in ("out/kernel", "out/bias"):
        v = c.variable(name)
        assert isinstance(v.gradient, DenseGradient)
        assert _update_types(v) == {"AssignSubVariableOp"}


# ---- raw tf.Module / tf.gather / tf.nn.embedding_lookup ---------------------

def test_raw_gather_and_embedding_lookup(gather_capture):
    _, c = gather_capture
    for name in ("table", "lookup"):
        v = c.variable(name)
        assert isinstance(v.gradient, SparseGradient), name
        assert [g.type for g in v.gathers] == ["ResourceGather"]
        assert _update_types(v) == {"ResourceScatterSub"}


def test_gathered_and_dense_variable_has_dense_gradient(gather_capture):
    _, c = gather_capture
    shared = c.variable("shared")
    assert isinstance(shared.gradient, DenseGradient)
    assert [g.type for g in shared.gathers] == ["ResourceGather"]      # still gathered
    assert {r.type for r in shared.reads} == {"ResourceGather", "ReadVariableOp"}
    assert _update_types(shared) == {"AssignSubVariableOp"}
    assert isinstance(c.variable("w").gradient, DenseGradient)


# ---- clipping, LSTM, already-traced steps, bound methods, signatures --------

def test_global_norm_clipping_keeps_the_embedding_sparse():
    built = models.embedding_model("sgd", clip_norm=1.0)
    c = capture(built.step, *built.example_args)
    emb = c.variable("emb/embeddings")
    assert isinstance(emb.gradient, SparseGradient)
    assert _update_types(emb) == {"ResourceScatterSub"}


def test_lstm_variables_used_in_while_loop():
    import keras
    lstm = keras.layers.LSTM(3, name="lstm")
    lstm.build((None, 2, 2))
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(lstm(x))
        grads = tape.gradient(loss, lstm.trainable_variables)
        opt.apply_gradients(zip(grads, lstm.trainable_variables))
        return loss

    c = capture(step, np.ones([1, 2, 2], np.float32))
    for name in ("lstm/lstm_cell/kernel", "lstm/lstm_cell/recurrent_kernel",
                 "lstm/lstm_cell/bias"):
        v = c.variable(name)
        assert isinstance(v.gradient, DenseGradient)
        assert "While" in {p.type for p in v.passes_to}


def test_step_already_traced_by_the_user_is_retraced():
    built = models.known_sizes_model()
    built.step(*built.example_args)                    # user ran it once
    c = capture(built.step, *built.example_args)
    assert isinstance(c.variable("table").gradient, SparseGradient)
    assert isinstance(c.variable("dense").gradient, DenseGradient)


def test_tf_function_method_of_a_module():
    class Trainer(tf.Module):
        def __init__(self):
            super().__init__()
            self.e = tf.Variable(tf.ones([5, 2]), name="method_e")

        @tf.function
        def step(self, ids):
            with tf.GradientTape() as tape:
                loss = tf.reduce_sum(tf.gather(self.e, ids))
            g = tape.gradient(loss, self.e)
            self.e.scatter_sub(g)
            return loss

    trainer = Trainer()      # kept alive: a tf.function method holds its instance weakly
    c = capture(trainer.step, np.array([0, 1], np.int32))
    assert isinstance(c.variable("method_e").gradient, SparseGradient)


def test_input_signature_without_example_args():
    e = tf.Variable(tf.ones([5, 2]), name="sig_e")

    @tf.function(input_signature=[tf.TensorSpec([None], tf.int32)])
    def step(ids):
        with tf.GradientTape() as tape:
            loss = tf.reduce_sum(tf.gather(e, ids))
        e.scatter_sub(tape.gradient(loss, e))
        return loss

    c = capture(step)
    assert c.input_specs[0].shape.as_list() == [None]
    assert isinstance(c.variable("sig_e").gradient, SparseGradient)


def test_variables_with_the_same_name_are_told_apart():
    a, b = tf.Variable(1.0), tf.Variable(2.0)

    @tf.function
    def step():
        with tf.GradientTape() as tape:
            loss = a * b
        ga, gb = tape.gradient(loss, [a, b])
        a.assign_sub(ga)
        b.assign_sub(gb)
        return loss

    c = capture(step)                 # a step without arguments needs no example
    assert [v.name for v in c.variables] == ["Variable", "Variable_1"]


def test_capture_executes_nothing():
    built = models.known_sizes_model()
    before = models.variable_values([built.parts["dense"], built.parts["table"]])
    capture(built.step, *built.example_args)
    after = models.variable_values([built.parts["dense"], built.parts["table"]])
    assert all(np.array_equal(before[k], after[k]) for k in before)


# ---- errors ------------------------------------------------------------------

def test_plain_python_function_is_rejected():
    built = models.known_sizes_model()
    with pytest.raises(CaptureError) as info:
        capture(built.step.python_function, *built.example_args)
    msg = str(info.value)
    assert "plain Python callable" in msg and "@tf.function" in msg
    assert isinstance(info.value, ParallaxError)


@pytest.mark.parametrize("thing", [42, "train_step", None])
def test_non_callable_is_rejected(thing):
    with pytest.raises(CaptureError, match="expected a tf.function"):
        capture(thing)


def test_step_without_gradient_is_rejected():
    built = models.no_gradient_step()
    with pytest.raises(CaptureError) as info:
        capture(built.step, *built.example_args)
    msg = str(info.value)
    assert "computes no gradient" in msg and "tape.gradient" in msg


def test_gradient_of_a_watched_tensor_only_is_rejected():
    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            tape.watch(x)
            loss = tf.reduce_sum(x * x)
        return tape.gradient(loss, x)

    with pytest.raises(CaptureError, match="no gradient of any variable"):
        capture(step, np.ones([2], np.float32))


def test_no_example_and_no_signature():
    built = models.known_sizes_model()
    with pytest.raises(CaptureError, match="give example inputs"):
        capture(built.step)


def test_example_of_the_wrong_structure():
    built = models.embedding_model("sgd")
    with pytest.raises(CaptureError, match="tracing 'train_step' with the example inputs"):
        capture(built.step, built.example_args[0])        # y missing
