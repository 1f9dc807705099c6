"""The layout planner (modes/layout/planner.py): layouts, slots that follow
their variable, shard shapes, the predicted collectives, the summary, bad
input caught before any process starts, and `parallax-tf plan` on the
Transformer example. Capture only: no DTensor, no processes but the CLI
and one that checks the coordination service's timeout."""
import json
import os
import subprocess
import sys

import keras
import numpy as np
import oracle_models as om
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.errors import PlanError

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARALLAX_TF = os.path.join(os.path.dirname(sys.executable), "parallax-tf")
TWO = "localhost:0;127.0.0.1:0"


def _mlp_plan(resources=TWO, **config):
    step, make_batch = om.layout_mlp_adam()
    fields = dict(mesh="batch:2;model:2", layout_rules="batch:batch;hidden:model",
                  dim_names=om.MLP_DIMS)
    return px.plan(step, *make_batch(0, 0), resources=resources,
                   config=px.Config(**{**fields, **config}))


def test_mlp_layouts_slots_and_shards():
    plan = _mlp_plan()
    assert plan.mode == "layout" and plan.data_axis == "batch"
    assert plan.topology.describe() == "batch=2 x model=2 (2 devices per task)"
    axes = {n: v.placement.axes for n, v in plan.variables.items()}
    assert axes == {"hidden/kernel": (None, "model"), "hidden/bias": ("model",),
                    "out/kernel": ("model", None), "out/bias": (None,)}
    assert plan.variables["hidden/kernel"].placement.dims == ("d_in", "hidden")
    # Adam's slots follow their variable; counters are replicated (Keras names
    # the optimizer adam, adam_1, ... in one process: match the suffix)
    state = {n.split("/", 1)[1]: p.axes for n, p in plan.state_placements.items()}
    assert state["hidden_kernel_momentum"] == (None, "model")
    assert state["out_kernel_velocity"] == ("model", None)
    assert state["iteration"] == ()
    assert plan.drivers == (0, 1) and plan.num_replicas == 2
    assert px.Plan.from_json(plan.to_json()) == plan


def test_mlp_predicted_collectives():
    """Per step: each gradient all-reduced over `batch` (its shard's bytes),
    and the second layer's matmul contracts the split `hidden` dim: its
    output (global batch 8 = 2 groups x 4, split over batch) all-reduced
    over `model`. The first layer's input is data: no backward collective."""
    plan = _mlp_plan()
    got = sorted((c.kind, c.axes, c.group_size, c.tensor_bytes, c.variable)
                 for c in plan.collectives)
    assert got == sorted([
        ("allreduce", ("batch",), 2, 3 * 4 * 4, "hidden/kernel"),
        ("allreduce", ("batch",), 2, 4 * 4, "hidden/bias"),
        ("allreduce", ("batch",), 2, 4 * 2 * 4, "out/kernel"),
        ("allreduce", ("batch",), 2, 2 * 4, "out/bias"),
        ("allreduce", ("model",), 2, 4 * 2 * 4, "out/kernel"),
    ])
    forward = [c for c in plan.collectives if c.axes == ("model",)][0]
    assert "contracts a dim of out/kernel split over model" in forward.reason


def test_mlp_summary():
    text = px.summary(_mlp_plan())
    assert "architecture LAYOUT (DTensor), 2 machine(s), 2 task(s), 4 CPU device(s)" in text
    row = next(line for line in text.splitlines() if line.startswith("hidden/kernel"))
    assert "d_in,hidden" in row and "[-, model]" in row and "3x8" in row and "3x4" in row
    assert "48 B" in row                     # 3 x 4 floats per device
    assert "2 data group(s): [0] [1]" in text
    assert "predicted collectives per step: 5" in text
    assert "lowering passes: functionalize_state -> lay_out_variables" in text


def test_transformer_block_with_mesh_tf_rules():
    """Mesh TF's rules on the block: per attention one forward all-reduce
    (output projection contracts heads) and three backward ones (q, k, v
    inputs); per feed-forward one of each; the vocab-split embedding gather
    and softmax one each."""
    step, make_batch = om.transformer_block_adam()
    plan = px.plan(step, *make_batch(0, 0), resources=TWO, config=px.Config(
        mesh="batch:2;model:2", layout_rules=om.MESH_TF_RULES, dim_names=om.BLOCK_DIMS))
    assert plan.variables["emb/embeddings"].placement.axes == ("model", None)
    assert plan.variables["mha/query/kernel"].placement.axes == (None, "model", None)
    assert plan.variables["ffn_out/kernel"].placement.axes == ("model", None)
    assert plan.variables["ln/gamma"].placement.axes == (None,)
    model_axis = [c.reason.split(" ")[0] + " " + c.variable for c in plan.collectives
                  if c.axes == ("model",)]
    assert sorted(model_axis) == sorted([
        "forward emb/embeddings", "forward mha/attention_output/kernel",
        "backward mha/query/kernel", "backward mha/key/kernel", "backward mha/value/kernel",
        "forward ffn_out/kernel", "backward ffn_in/kernel", "backward softmax/kernel"])
    gradients = [c for c in plan.collectives if c.axes == ("batch",)]
    # Adam densifies the embedding's sparse gradient twice: two whole tables
    assert len(gradients) == len(plan.variables) + 1
    table = [c for c in gradients if c.variable == "emb/embeddings"]
    assert [c.tensor_bytes for c in table] == [om.BLOCK_VOCAB * om.BLOCK_DIM * 4] * 2
    gather = next(c for c in plan.collectives if c.reason.startswith("forward GatherV2"))
    assert gather.tensor_bytes == om.BLOCK_VOCAB * om.BLOCK_DIM * 4     # DTensor: whole table


@pytest.mark.parametrize("factory,times", [("embedding_sgd", 1), ("embedding_adagrad", 2),
                                           ("embedding_adam", 2)])
def test_a_sparse_gradient_is_all_reduced_once_per_densification(factory, times):
    step, make_batch = getattr(om, factory)()
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                   config=px.Config(mesh="batch:2", layout_rules="batch:batch"))
    table = [c for c in plan.collectives if c.variable == "emb/embeddings"]
    assert len(table) == times and all(c.tensor_bytes == om.VOCAB * om.DIM * 4 for c in table)


@pytest.mark.parametrize("resources,config,words", [
    ("localhost:0,1,2", {}, ["4 devices but the job has 3 task(s)", "multiple of 3"]),
    (TWO, {"devices_per_task": 1}, ["4 devices but the job has 2 task(s) x 1 device(s)"]),
    (TWO, {"mesh": "model:3;batch:2", "devices_per_task": 3},
     ["'hidden/bias' dimension 0 (hidden) has size 8", "'model' of size 3"]),
    (TWO, {"dim_names": {**om.MLP_DIMS, "hiden/kernel": ("a", "b")}},
     ["['hiden/kernel'] match no variable", "'hidden/kernel'"]),
    (TWO, {"dim_names": {"hidden/kernel": ("hidden",)}}, ["1 names for 2 dimensions"]),
    (TWO, {"dim_names": {"hidden/kern.*": ("a", "hidden"), ".*/kernel": ("b", "c")}},
     ["'hidden/kernel' matches dim_names patterns", "exclusive"]),
])
def test_bad_layouts_are_plan_errors(resources, config, words):
    with pytest.raises(PlanError) as info:
        _mlp_plan(resources, **config)
    for w in words:
        assert w in str(info.value), str(info.value)


def test_gpu_tasks_hold_one_device():
    from parallax_tf.modes.layout.planner import mesh_topology
    config = px.Config(mesh="batch:4")
    assert mesh_topology(config, 4, ("GPU:0",) * 4).devices_per_task == 1
    with pytest.raises(PlanError, match="2 GPU task"):
        mesh_topology(config, 2, ("GPU:0",) * 2)


def _conv_step():
    keras.utils.set_random_seed(1)
    conv = keras.layers.Conv2D(4, 3, name="conv")
    conv.build((None, 6, 6, 2))
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(conv(x) ** 2)
        grads = tape.gradient(loss, conv.trainable_weights)
        opt.apply_gradients(zip(grads, conv.trainable_weights))
        return loss
    return step, (np.ones((4, 6, 6, 2), np.float32),)


def test_a_split_convolution_filter_is_refused_before_dtensor_sees_it():
    step, batch = _conv_step()
    with pytest.raises(PlanError) as info:
        px.plan(step, *batch, resources=TWO, config=px.Config(
            mesh="batch:2;model:2", layout_rules="batch:batch;channels:model",
            dim_names={"conv/kernel": ("h", "w", "in", "channels")}))
    assert "'conv/kernel' is the filter of convolution" in str(info.value)
    assert "replicated" in str(info.value)
    # the batch alone may be split
    px.plan(step, *batch, resources=TWO, config=px.Config(
        mesh="batch:2;model:2", layout_rules="batch:batch"))


def test_a_keras_lstm_is_refused_with_the_way_out():
    keras.utils.set_random_seed(1)
    lstm = keras.layers.LSTM(4, name="lstm")
    lstm.build((None, 3, 2))
    opt = keras.optimizers.SGD(0.1)

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = tf.reduce_mean(lstm(x) ** 2)
        grads = tape.gradient(loss, lstm.trainable_weights)
        opt.apply_gradients(zip(grads, lstm.trainable_weights))
        return loss

    with pytest.raises(PlanError) as info:
        px.plan(step, np.ones((4, 3, 2), np.float32), resources=TWO,
                config=px.Config(mesh="batch:4"))
    assert "TensorLists" in str(info.value) and "unroll=True" in str(info.value)


@pytest.mark.multiprocess
def test_parallax_tf_plan_on_the_transformer_example():
    cmd = [PARALLAX_TF, "plan", "examples/transformer/train.py", "--resources",
           "h1:0;h2:0", "--", "--mesh", "batch:2;model:2"]
    proc = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, (proc.stdout + proc.stderr)[-3000:]
    out = proc.stdout
    assert "mesh: batch=2 x model=2 (2 devices per task); layout rules: " \
           "batch:batch;d_ff:model;heads:model;vocab:model" in out
    row = next(line for line in out.splitlines() if line.startswith("ffn_in0/kernel"))
    assert "d_model,d_ff" in row and "16x64" in row and "16x32" in row
    assert "predicted collectives per step:" in out
    bad = subprocess.run(cmd[:-1] + ["batch:3;model:2"], cwd=REPO, capture_output=True,
                         text=True, timeout=300)
    assert bad.returncode == 2, bad.stderr[-2000:]
    assert "parallax-tf: error: mesh 'batch:3;model:2' over 2 task(s) of 3 device(s) gives " \
           "task 1 the batch parts [1, 2]" in bad.stderr, bad.stderr[-2000:]


MLIR = '''
    %3 = "tf.DTensorAllScatter"(%c) <{input_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1,2,3|/job:localhost/replica:0/task:0/device:CPU:0>, output_layout = #dtensor.layout<sharding_specs:model,unsharded, mesh:|batch=2,model=2|0,1,2,3|0,1,2,3|/job:localhost/replica:0/task:0/device:CPU:0>}> {_layout = ["x"]} : (tensor<16x8xf32>) -> tensor<8x8xf32>
    %93 = "tf.DTensorAllReduce"(%92, %cst_43) <{device_type = "CPU", reduce_op = "Add"}> {_layout = ["sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|"]} : (tensor<16x8xf32>, tensor<2x2xi32>) -> tensor<16x8xf32>
    %94 = "tf.DTensorAllReduce"(%9, %cst_4) <{device_type = "CPU", reduce_op = "Mean"}> {_layout = ["sharding_specs: mesh:|batch=2,model=2|"]} : (tensor<f32>, tensor<1x4xi32>) -> tensor<f32>
    %95 = "tf.DTensorAllGather"(%7) <{input_layout = #dtensor.layout<sharding_specs:unsharded,model, mesh:|batch=2,model=2|0,1,2,3|>, output_layout = #dtensor.layout<sharding_specs:unsharded,unsharded, mesh:|batch=2,model=2|0,1,2,3|>}> {_layout = ["x"]} : (tensor<4x8xf32>) -> tensor<4x16xf32>
'''


def test_dtensor_program_parser(tmp_path):
    from parallax_tf.modes.layout import dtensor_program as dp
    found = dp.parse(MLIR)
    assert [(c.kind, c.local_shape, c.group_size) for c in found] == [
        ("allscatter", (8, 8), 2), ("allreduce", (16, 8), 2), ("allreduce", (), 4),
        ("allgather", (4, 16), 2)]
    assert [c.bytes_per_device for c in found] == [0.0, 512.0, 6.0, 128.0]
    assert found[1].reduce_op == "Add" and found[2].reduce_op == "Mean"
    name = f"dtensor.0019.dtensor_mlir.{dp.PASS}.__inference_laid_out_step_7.mlir"
    (tmp_path / name).write_text(MLIR)
    summary = dp.summary(dp.collectives(str(tmp_path)))
    assert summary["count"] == 3 and summary["bytes_per_device"] == 646.0
    assert dp.collectives(str(tmp_path / "nothing")) == []


_COORDINATION = """
import json, sys
from tensorflow.python.eager import context
from parallax_tf.modes.layout import dtensor
with dtensor._patient_coordination():
    context.context().configure_coordination_service(service_type="standalone")
first = context.context()._coordination_service_config.heartbeat_timeout_in_ms
context.context().configure_coordination_service(service_type="standalone")
after = context.context()._coordination_service_config.heartbeat_timeout_in_ms
print(json.dumps([first, after]))
"""


@pytest.mark.parametrize("variable, expected", [(None, 120_000), ("7.5", 7_500)])
def test_dtensor_clients_get_a_patient_heartbeat_timeout(variable, expected):
    """DTensor configures TensorFlow's coordination service itself, with a
    10 s heartbeat timeout that aborted a healthy two-machine job on a loaded
    box; while DTensor sets up, the call gets parallax_tf's (or the user's)
    timeout, and afterwards the method is TensorFlow's own again."""
    environ = {k: v for k, v in os.environ.items() if k != "PARALLAX_TF_DTENSOR_HEARTBEAT"}
    if variable is not None:
        environ["PARALLAX_TF_DTENSOR_HEARTBEAT"] = variable
    out = subprocess.run([sys.executable, "-c", _COORDINATION], env=environ, check=True,
                         capture_output=True, text=True).stdout
    assert json.loads(out.strip().splitlines()[-1]) == [expected, 0]
