"""Pipelined model parallelism: the stage cut, the planner, and the oracles
(GPIPE == single device; 1F1B == its numpy definition per treatment), on
servers of this process and as real multi-process jobs."""
import json

import keras
import numpy as np
import pytest
import tensorflow as tf

import parallax_tf as px
from parallax_tf.capture import capture
from parallax_tf.graph.split import assign_splits
from parallax_tf.modes.pipeline.cut import cut_pipeline
from parallax_tf.modes.pipeline.planner import balance, split_batch
from parallax_tf.testing import run_distributed, run_equivalence, single_device
from tests import oracle_models
from tests.pipeline_reference import assert_matches, mlp_weights, reference_1f1b, run_in_process

MLP3 = "tests.oracle_models:pipeline_mlp_momentum"


def _reference(initial, staleness, steps, microbatches=4, factory=None):
    _, make_batch = (factory or oracle_models.pipeline_mlp_momentum)()
    stages = len({n for n in initial if n.endswith("/kernel")})
    return reference_1f1b(mlp_weights(initial, stages), [make_batch(k, 0) for k in range(steps)],
                          microbatches, staleness)


# ----------------------------------------------------------------------------- in process

@pytest.mark.parametrize("staleness", list(px.Staleness), ids=lambda s: s.value)
def test_one_f_one_b_equals_its_numpy_definition(staleness):
    config = px.Config(schedule="1f1b", microbatches=4, staleness=staleness)
    losses, values, initial = run_in_process(oracle_models.pipeline_mlp_momentum, config, 3)
    ref_losses, ref_weights = _reference(initial, staleness, 3)
    assert_matches(losses, values, ref_losses, ref_weights)


def test_spectrain_over_the_schedules_gaps_equals_its_definition():
    """The non-default version differences (each action's gap in the
    schedule) are a different program, and equal their simulation."""
    config = px.Config(schedule="1f1b", microbatches=4, staleness="spectrain",
                       spectrain_versions="schedule")
    losses, values, initial = run_in_process(oracle_models.pipeline_mlp_momentum, config, 3)
    _, make_batch = oracle_models.pipeline_mlp_momentum()
    ref_losses, ref_weights = reference_1f1b(mlp_weights(initial, 3), [make_batch(k, 0) for k in range(3)], 4,
                                             px.Staleness.SPECTRAIN, versions="schedule")
    assert_matches(losses, values, ref_losses, ref_weights)
    paper_s = run_in_process(oracle_models.pipeline_mlp_momentum, px.Config(
        schedule="1f1b", microbatches=4, staleness="spectrain"), 3)[1]
    assert np.abs(paper_s["fc1/kernel"] - values["fc1/kernel"]).max() > 1e-5


@pytest.mark.slow
def test_the_treatments_differ():
    """Vanilla, stash and SpecTrain are different programs (a check that the
    oracle above can fail): after 3 mini-batches their weights differ."""
    finals = [run_in_process(oracle_models.pipeline_mlp_momentum,
                             px.Config(schedule="1f1b", microbatches=4, staleness=s), 3)[1]
              for s in px.Staleness]
    for a, b in ((0, 1), (0, 2), (1, 2)):
        assert np.abs(finals[a]["fc0/kernel"] - finals[b]["fc0/kernel"]).max() > 1e-4


def test_gpipe_in_process_equals_single_device():
    losses, values, _ = run_in_process(oracle_models.pipeline_mlp_momentum,
                                       px.Config(schedule="gpipe", microbatches=4), 3)
    single_losses, single_values = single_device(MLP3, 1, 3)
    np.testing.assert_allclose(losses, single_losses, rtol=1e-5)
    for name in ("fc0/kernel", "fc1/bias", "fc2/kernel"):
        np.testing.assert_allclose(values[name], single_values[name], rtol=1e-5, atol=1e-7)


def test_residual_connections_across_stages_in_process_equal_single_device():
    """The tape sums a stage input's gradients (residual path + layer) in an
    AddN outside its name scope: it runs on that stage's backward (the
    earliest stage among its backward inputs), not on the last stage."""
    step, make_batch = oracle_models.pipeline_residual()
    captured = capture(step, *split_batch(make_batch(0, 0), 2)[0])
    assignment = assign_splits(captured)
    sums = {n: s for n, s in assignment.node_split.items() if n.startswith("AddN")}
    assert sorted(sums.values()) == [1, 2]     # the inputs of stages 1 and 2 (was [2, 2])
    losses, values, _ = run_in_process(oracle_models.pipeline_residual,
                                       px.Config(schedule="gpipe", microbatches=2), 3)
    single_losses, single_values = single_device("tests.oracle_models:pipeline_residual", 1, 3)
    np.testing.assert_allclose(losses, single_losses, rtol=1e-5)
    for name in ("res0/kernel", "res1/kernel", "res2/bias"):
        np.testing.assert_allclose(values[name], single_values[name], rtol=1e-5, atol=1e-7)


def test_a_while_loop_lstm_pipelines_with_gpipe_and_refuses_stash_and_spectrain():
    """The loop's accumulators (TensorLists) and handles go through the stash
    queue; treatments that replace the step's reads of a weight cannot reach
    the reads inside the loop's body, so they are refused."""
    losses, _, _ = run_in_process(oracle_models.pipeline_lstm_loop,
                                  px.Config(schedule="gpipe", microbatches=2), 3)
    single_losses, _ = single_device("tests.oracle_models:pipeline_lstm_loop", 1, 3)
    np.testing.assert_allclose(losses, single_losses, rtol=1e-5)
    for staleness in ("stash", "spectrain"):
        with pytest.raises(px.PlanError, match="unroll=True"):
            run_in_process(oracle_models.pipeline_lstm_loop,
                           px.Config(schedule="1f1b", microbatches=2, staleness=staleness), 1)


# ----------------------------------------------------------------------------- the cut

def _mlp3():
    step, make_batch = oracle_models.pipeline_mlp_momentum()
    micro = split_batch(make_batch(0, 0), 4)
    captured = capture(step, *micro[0])
    return captured, assign_splits(captured)


def test_the_cut_sends_activations_forward_and_their_gradients_back():
    captured, assignment = _mlp3()
    vanilla = cut_pipeline(captured, assignment, px.Staleness.VANILLA)
    assert vanilla.num_stages == 3
    s0, s1, s2 = vanilla.stages
    assert [t.split(":")[0] for t in s0.forward_out] == ["fc0_1/Tanh", "y"]   # labels relayed
    assert s1.forward_in == s0.forward_out and s2.forward_in == s1.forward_out
    assert s0.backward_in == s1.backward_out and s1.backward_in == s2.backward_out
    assert s0.backward_out == () and s2.backward_in == () and s2.outputs == (0,)
    assert s0.stash == ("x:0",)                       # dW0 = x^T dz: the input is kept
    assert {v for _, v in [(0, "fc1/kernel")]} <= set(s1.variables)
    assert set(vanilla.stage_copies) >= {v.name for v in captured.variables
                                         if v.name.endswith(("iteration", "learning_rate"))}
    # Vanilla recomputes the weights the backward needs (a read of the
    # current value); stashing keeps the forward's read in the stash.
    stash = cut_pipeline(captured, assignment, px.Staleness.STASH)
    read = next(t for t in stash.stages[1].stash if "ReadVariableOp" in t)
    assert read not in vanilla.stages[1].stash
    assert read.split(":")[0] in vanilla.stages[1].backward_nodes


def _two_stage_step(variant):
    keras.utils.set_random_seed(3)
    a, b = keras.layers.Dense(4, name="a"), keras.layers.Dense(4, name="b")
    a.build((None, 4))
    b.build((None, 4))
    optimizer = keras.optimizers.SGD(0.1)
    variables = a.trainable_weights + b.trainable_weights

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            with px.split(0):
                h = a(x)
            with px.split(1):
                if variant == "tied":
                    h = tf.matmul(h, a.kernel)          # stage 0's weight used on stage 1
                h = b(h)
            loss = tf.reduce_mean(h ** 2)
        grads = tape.gradient(loss, variables)
        if variant == "clip":
            grads, _ = tf.clip_by_global_norm(grads, 1.0)
        optimizer.apply_gradients(zip(grads, variables))
        if variant == "returns_norm":
            return loss, tf.linalg.global_norm(grads)
        return loss
    return step


@pytest.mark.parametrize("variant,needle", [
    ("tied", "each stage owns its weights"),
    ("clip", "global-norm clipping"),
    ("returns_norm", "not computed by the forward pass alone"),
])
def test_steps_a_pipeline_cannot_cut_are_refused(variant, needle):
    captured = capture(_two_stage_step(variant), np.ones((2, 4), np.float32))
    with pytest.raises(px.PlanError, match=needle):
        cut_pipeline(captured, assign_splits(captured))


def test_no_pipeline_refusal_names_horovod_as_the_way_out():
    """Issue 63, item 5: every error the pipeline mode raises (its modules'
    raise statements, and the composition table's refusals of a pipeline)
    has a way out on the default engine; none names Horovod (it failed
    before: the table's pipeline x tensorflow_collectives refusal said "use
    GPipe without servers, Horovod's collectives, or one replica")."""
    import ast
    import pathlib

    from parallax_tf.config import compose
    folder = pathlib.Path(px.__file__).parent / "modes" / "pipeline"
    said = []
    for path in sorted(folder.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Raise):
                said += [f"{path.name}: {c.value}" for c in ast.walk(node)
                         if isinstance(c, ast.Constant) and isinstance(c.value, str)]
    said += [f"table {r.feature} x {r.others}: {r.reason}" for r in compose.RULES
             if not r.allowed and {"pipeline", "1f1b"} & {r.feature, *r.others}]
    assert len(said) > 20, said
    assert not [m for m in said if "horovod" in m.lower()], said


# ----------------------------------------------------------------------------- the planner

@pytest.mark.parametrize("times,sizes,stages,expected", [
    ([1, 1, 1, 1], [1, 1, 1, 1], 2, (0, 0, 1, 1)),
    ([5, 1, 1, 1], [1, 1, 1, 1], 2, (0, 1, 1, 1)),
    ([1, 1, 1, 1, 1, 1], [1, 1, 1, 1, 1, 1], 3, (0, 0, 1, 1, 2, 2)),
    # two cuts equally fast: the one whose largest stage holds fewer bytes
    ([1, 1, 1, 1], [1, 1, 10, 1], 3, (0, 0, 1, 2)),
    ([1, 2, 3], [1, 1, 1], 3, (0, 1, 2)),
])
def test_balance_cuts_contiguous_stages(times, sizes, stages, expected):
    assert balance(times, sizes, stages) == expected


def test_balance_refuses_more_stages_than_layers():
    with pytest.raises(px.PlanError, match="at least 3 layers"):
        balance([1.0, 1.0], [1, 1], 3)


def test_automatic_stages_are_measured_balanced_and_printed():
    step, make_batch = oracle_models.pipeline_mlp_unmarked()
    plan = px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                   config=px.Config(pipeline_stages=2, microbatches=4))
    assert plan.mode == "pipeline" and plan.num_splits == 2
    layers = [layer for part in plan.splits for layer in part.layers]
    assert layers == ["u0", "u1", "u2", "u3"]           # contiguous, in forward order
    assert all(part.compute_ms and part.compute_ms > 0 for part in plan.splits)
    assert {v.placement.describe() for v in plan.variables.values()} == {"stage 0", "stage 1"}
    text = px.summary(plan)
    assert "pipeline of 2 stage(s)" in text and "schedule GPIPE" in text
    assert "clock  stage 0  stage 1" in text and "B3*" in text
    assert "cut_stages -> stage_variables" in text
    assert px.Plan.from_json(plan.to_json()).splits == plan.splits


@pytest.mark.parametrize("config,needle", [
    (px.Config(pipeline_stages=9, microbatches=2), "at least 9 layers"),
    (px.Config(schedule="1f1b", pipeline_stages=4, microbatches=2), "at least 4 micro-batches"),
    (px.Config(schedule="gpipe", microbatches=3), "cannot be split into 3 equal micro-batches"),
    (px.Config(schedule="gpipe"), "needs stages"),
])
def test_bad_pipelines_are_refused_before_training(config, needle):
    step, make_batch = oracle_models.pipeline_mlp_unmarked()
    with pytest.raises(px.ParallaxError, match=needle):
        px.plan(step, *make_batch(0, 0), resources="localhost:0,1,2,3", config=config)


def test_marks_and_a_different_stage_count_are_refused():
    step, make_batch = oracle_models.pipeline_mlp_momentum()
    with pytest.raises(px.ConfigError, match="marks 3 stage"):
        px.plan(step, *make_batch(0, 0), resources="localhost:0,1",
                config=px.Config(pipeline_stages=2, microbatches=4))


# ----------------------------------------------------------------------------- jobs

@pytest.mark.multiprocess
@pytest.mark.parametrize("factory,resources,microbatches", [
    (MLP3, "localhost:0,1,2", 4),
], ids=["mlp-3stages-momentum"])
def test_gpipe_equals_single_device(factory, resources, microbatches, tmp_path):
    """... and the checkpoint it writes restores exactly after one more step;
    each queue lives on the task that takes from it. (Two stages of an
    embedding with Adam ran here too until 2026-12-02: the conformance row
    `gpipe_replicas` trains that model, resumes it from its checkpoint
    exactly and checks its oracle.)"""
    run_equivalence(factory, resources, px.Config(schedule="gpipe", microbatches=microbatches),
                    steps=3, workdir=str(tmp_path), check_restore=True).assert_close(rtol=1e-5)
    check = json.load(open(tmp_path / "restore.json"))
    assert check["moved"] > 1e-4 and check["restored"] == 0.0, check
    graph = json.load(open(tmp_path / "graph_0.json"))
    assert graph["passes"][0] == "cut_stages"
    stages = len(resources.split(","))
    for k in range(1, stages):
        assert graph["queues"][f"pipeline/queue/fwd{k}"].startswith(f"/job:worker/task:{k}/")
        assert graph["queues"][f"pipeline/queue/bwd{k - 1}"].startswith(
            f"/job:worker/task:{k - 1}/")
    assert set(graph["ops_per_task"]) == {str(k) for k in range(stages)}


@pytest.mark.multiprocess
def test_chunks_across_pipeline_replicas_equal_single_device(tmp_path):
    """GPipe, 2 replicas x 2 stages (one replica per 'machine'; 2 x 3 until
    2026-12-02), Config(chunks=1): each stage's dense gradients are
    AllReduced across its replicas one layer per grouped AllReduce in the
    stage's group; equal to single-device training, hence to per-tensor
    AllReduce (which the conformance row gpipe_replicas checks on 2 x 2, on
    both engines)."""
    run_equivalence("tests.oracle_models:pipeline_mlp2_momentum", "localhost:0,1;127.0.0.1:0,1",
                    px.Config(schedule="gpipe", microbatches=2, chunks=1), steps=3,
                    workdir=str(tmp_path)).assert_close(rtol=1e-5)
    plan = json.load(open(tmp_path / "job.json"))["plan"]
    split_of = {v["name"]: v["split"] for v in plan["variables"]}
    assert sorted(split_of[c[0]] for c in plan["chunks"]) == [0, 1], plan["chunks"]
    graph = json.load(open(tmp_path / "graph_0.json"))
    reductions = [n for n in graph["collectives"] if n.startswith("pipe_update")]
    assert sorted(n.split("_chunk")[0] for n in reductions) == \
        ["pipe_update_s0", "pipe_update_s1"], graph["collectives"]


@pytest.mark.multiprocess
@pytest.mark.parametrize("factory,staleness", [
    ("pipeline_mlp2_momentum", "stash")], ids=["2-processes-stash"])
def test_one_f_one_b_over_processes_equals_its_definition(factory, staleness):
    """Stash over stage processes. (SpecTrain over 3 ran here too until
    2026-12-02: SpecTrain over stage processes is
    test_pipeline_simulate.py's four-stage jobs', SGD and Adam, and the
    conformance row `1f1b`'s, with momentum.)"""
    job = run_distributed(f"tests.oracle_models:{factory}", "localhost:" + ",".join(
        str(k) for k in range(3 if "mlp_" in factory else 2)),
        px.Config(schedule="1f1b", microbatches=4, staleness=staleness), steps=3)
    build = getattr(oracle_models, factory)
    step, make_batch = build()
    initial = {v.name: v.variable.numpy() for v in capture(step, *split_batch(
        make_batch(0, 0), 4)[0]).trainable_variables}
    ref_losses, ref_weights = _reference(initial, px.Staleness(staleness), 3, factory=build)
    assert_matches(job.losses, job.values, ref_losses, ref_weights)


@pytest.mark.multiprocess
def test_one_f_one_b_replicas_on_tensorflow_collectives_equal_their_definition(monkeypatch,
                                                                               tmp_path):
    """1F1B across 2 pipeline replicas x 2 stages (one replica per 'machine')
    on TensorFlow's collectives (refused until 2026-12: a 1F1B stage reduced
    inside the run that sends its neighbours' messages): the micro-batches'
    reductions across replicas in a run of their own beside the column's,
    under the group's own step-id sequence, each stage's dense gradients
    fused; equal to the schedule's simulation with the replicas' gradients
    averaged."""
    monkeypatch.setenv("PARALLAX_TF_COLLECTIVES", "tensorflow")
    config = px.Config(schedule="1f1b", microbatches=2, staleness="stash")
    job = run_distributed("tests.oracle_models:pipeline_mlp2_momentum",
                          "localhost:0,1;127.0.0.1:0,1", config, steps=3, workdir=str(tmp_path))
    step, make_batch = oracle_models.pipeline_mlp2_momentum()
    initial = {v.name: v.variable.numpy() for v in capture(step, *split_batch(
        make_batch(0, 0), 2)[0]).trainable_variables}
    ref_losses, ref_weights = reference_1f1b(
        mlp_weights(initial, 2), [[make_batch(k, r) for r in range(2)] for k in range(3)], 2,
        px.Staleness.STASH, replicas=2)
    assert_matches(job.losses, job.values, ref_losses, ref_weights)
    graph = json.load(open(tmp_path / "graph_0.json"))
    for stage in graph["stages"]:        # a reduction run beside the column
        assert stage["reduction"] and stage["graph_key"] > 0, stage
    fused = sorted(n.split("_fused")[0] for n in graph["collectives"] if "_fused" in n)
    assert fused == ["pipe_backward0_s0", "pipe_backward0_s1", "pipe_backward1_s0",
                     "pipe_backward1_s1"], graph["collectives"]
