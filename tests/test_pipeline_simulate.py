"""The oracle of asynchronous pipelines: the real 1F1B runtime (lowered
program, one TensorFlow server per stage, the stages' column runners)
equals the schedule's single-process simulation
(`parallax_tf.modes.pipeline.simulate`) for every staleness treatment, at
S = 2, 3, 4 stages, with SGD and SGD with momentum (rtol 1e-5)."""
import functools

import keras
import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.capture import capture
from parallax_tf.config import ScheduleKind, Staleness
from parallax_tf.modes.pipeline.planner import split_batch
from parallax_tf.modes.pipeline.simulate import Layer, Optimizer, sequential, simulate
from parallax_tf.testing import run_distributed
from tests import oracle_models
from tests.pipeline_reference import assert_matches, mlp_weights, reference_1f1b, run_in_process

STEPS = 3
MICRO = 4
LR = {"sgd": 0.1, "momentum": 0.1, "adam": 0.01}


def _simulated(initial, stages, optimizer, config, replicas=1):
    """(losses, [(W, b)] per stage) of the simulation of `pipeline_mlp`
    (replica r trains on make_batch(k, r))."""
    _, make_batch = oracle_models.pipeline_mlp(stages, optimizer)
    batches = [make_batch(k, 0) if replicas == 1 else [make_batch(k, r) for r in range(replicas)]
               for k in range(STEPS)]
    return reference_1f1b(mlp_weights(initial, stages), batches, MICRO,
                          config.pipeline.staleness, lr=LR[optimizer], optimizer=optimizer,
                          versions=config.pipeline.spectrain_versions,
                          schedule=config.pipeline.schedule, replicas=replicas)


PAIRWISE = [(2, "vanilla", "sgd"), (2, "stash", "momentum"), (2, "spectrain", "sgd"),
            (3, "vanilla", "momentum"), (3, "stash", "sgd"), (3, "spectrain", "momentum"),
            (4, "vanilla", "sgd"), (4, "stash", "momentum"), (4, "spectrain", "momentum")]
"""Every stage count with every treatment, and each of them with both
optimizers: every pair of the three choices (the full grid of 18 ran until
2026-12-02; the optimizer's update is the stage's own, whatever the others)."""


@pytest.mark.parametrize("stages,staleness,optimizer", PAIRWISE,
                         ids=["-".join(map(str, case)) for case in PAIRWISE])
def test_one_f_one_b_equals_the_simulation(stages, staleness, optimizer):
    config = px.Config(schedule="1f1b", microbatches=MICRO, staleness=staleness)
    losses, values, initial = run_in_process(
        functools.partial(oracle_models.pipeline_mlp, stages, optimizer), config, STEPS)
    assert_matches(losses, values, *_simulated(initial, stages, optimizer, config))


@pytest.mark.parametrize("staleness", ["spectrain", "stash"])
def test_adam_equals_the_simulation(staleness):
    """Adam's step counter is a stage copy: each stage corrects its bias
    with its own update count."""
    config = px.Config(schedule="1f1b", microbatches=MICRO, staleness=staleness)
    losses, values, initial = run_in_process(
        functools.partial(oracle_models.pipeline_mlp, 3, "adam"), config, STEPS)
    assert_matches(losses, values, *_simulated(initial, 3, "adam", config))


def test_gpipe_equals_the_simulation():
    config = px.Config(schedule="gpipe", microbatches=MICRO)
    losses, values, initial = run_in_process(
        functools.partial(oracle_models.pipeline_mlp, 4, "momentum"), config, STEPS)
    assert_matches(losses, values, *_simulated(initial, 4, "momentum", config))


@pytest.mark.parametrize("stages,replicas,staleness,optimizer", [
    (2, 2, "vanilla", "sgd"), (3, 2, "spectrain", "adam"), (3, 3, "stash", "sgd"),
    (3, 2, None, "momentum")],
    ids=lambda v: str(v))
def test_replicas_on_tensorflow_collectives_equal_the_simulation(stages, replicas, staleness,
                                                                 optimizer):
    """R pipeline replicas on TensorFlow's collectives (R x S servers of this
    process): each stage's column in segments and each reduction in a run
    of its own (`_Builder.segments`); equal to the simulation whose updates
    apply the replicas' mean gradient (1F1B: every micro-batch's; GPipe
    (staleness None): the mini-batch's, as single-device training). (2 x 2
    with stash and momentum, and with SpecTrain and momentum, ran here too
    until 2026-12-02: they are test_pipeline.py's
    test_one_f_one_b_replicas_on_tensorflow_collectives_equal_their_definition,
    in stage processes, and test_an_embedding_equals_the_simulations_lookup_layer[2],
    with an embedding too.)"""
    config = px.Config(schedule="gpipe", microbatches=MICRO) if staleness is None else \
        px.Config(schedule="1f1b", microbatches=MICRO, staleness=staleness)
    losses, values, initial = run_in_process(
        functools.partial(oracle_models.pipeline_mlp, stages, optimizer), config, STEPS,
        replicas=replicas)
    assert_matches(losses, values, *_simulated(initial, stages, optimizer, config, replicas))


@pytest.mark.parametrize("replicas", [1, 2])
def test_an_embedding_equals_the_simulations_lookup_layer(replicas):
    """An Embedding on stage 0 (the mean of a sequence's rows, a row
    gradient), 1F1B SpecTrain, momentum SGD: equal to the simulation's
    lookup layer; across 2 replicas on TensorFlow's collectives the rows
    are AllGathered in the reduction runs."""
    config = px.Config(schedule="1f1b", microbatches=2, staleness="spectrain")
    losses, values, initial = run_in_process(oracle_models.pipeline_embedding_momentum, config,
                                             STEPS, replicas=replicas)
    _, make_batch = oracle_models.pipeline_embedding_momentum()
    batches = [make_batch(k, 0) if replicas == 1 else
               [make_batch(k, r) for r in range(replicas)] for k in range(STEPS)]
    assert_matches(losses, values, *reference_1f1b(
        mlp_weights(initial, 2), batches, 2, px.Staleness.SPECTRAIN, replicas=replicas,
        table=initial["emb/embeddings"]))


# ----------------------------------------------------------------------------- the simulator

def _random_layers(rng, widths, last="linear"):
    return [Layer(rng.normal(size=(a, b)).astype(np.float32) * 0.5,
                  rng.normal(size=b).astype(np.float32) * 0.1,
                  last if i == len(widths) - 2 else "tanh")
            for i, (a, b) in enumerate(zip(widths, widths[1:]))]


def _batches(rng, n, size=8, inputs=4, outputs=2):
    return [(rng.normal(size=(size, inputs)).astype(np.float32),
             rng.normal(size=(size, outputs)).astype(np.float32)) for _ in range(n)]


def test_a_one_stage_pipeline_is_plain_sgd_on_each_microbatch():
    rng = np.random.default_rng(0)
    layers = _random_layers(rng, [4, 6, 2])
    batches = _batches(rng, 2)
    result = sequential(layers, batches, microbatches=4, optimizer=Optimizer("sgd", 0.1))
    w = [(layer.kernel.copy(), layer.bias.copy()) for layer in layers]
    for x, y in batches:
        for xm, ym in zip(np.split(x, 4), np.split(y, 4)):
            h = np.tanh(xm @ w[0][0] + w[0][1])
            z = h @ w[1][0] + w[1][1]
            dz = 2 * (z - ym) / z.size
            dh = (dz @ w[1][0].T) * (1 - h * h)
            w = [(w[0][0] - 0.1 * xm.T @ dh, w[0][1] - 0.1 * dh.sum(0)),
                 (w[1][0] - 0.1 * h.T @ dz, w[1][1] - 0.1 * dz.sum(0))]
    np.testing.assert_allclose(result.weights[0][1][0], w[1][0], rtol=1e-5)
    np.testing.assert_allclose(result.weights[0][0][0], w[0][0], rtol=1e-5)


def test_gpipe_in_the_simulation_is_staleness_free():
    """GPipe of any S equals one device's update from the mean of the
    micro-batches' gradients, which is the whole mini-batch's (mean loss)."""
    rng = np.random.default_rng(1)
    layers = _random_layers(rng, [4, 6, 6, 2])
    batches = _batches(rng, 3)
    piped = simulate([[layer] for layer in layers], batches, schedule=ScheduleKind.GPIPE,
                     microbatches=4, optimizer=Optimizer("momentum", 0.1))
    whole = simulate([layers], batches, schedule=ScheduleKind.GPIPE, microbatches=1,
                     optimizer=Optimizer("momentum", 0.1))
    np.testing.assert_allclose(piped.losses, whole.losses, rtol=1e-5)
    for a, b in zip([p for s in piped.weights for p in s], whole.weights[0]):
        np.testing.assert_allclose(a[0], b[0], rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("schedule", list(ScheduleKind), ids=lambda s: s.value)
def test_simulated_replicas_average_their_gradients(schedule):
    """R replicas with one batch each equal one replica on that batch (the
    mean of equal gradients); GPipe's R replicas equal one device on the
    concatenated batch; different batches make a different program."""
    rng = np.random.default_rng(3)
    layers = _random_layers(rng, [4, 6, 6, 2])
    stages = [[layer] for layer in layers]
    batches = _batches(rng, 3)
    others = _batches(rng, 3)
    kw = dict(schedule=schedule, microbatches=4, optimizer=Optimizer("adam", 0.01))
    one = simulate(stages, batches, **kw)
    same = simulate(stages, [[b, b] for b in batches], replicas=2, **kw)
    np.testing.assert_allclose(same.weights[0][0][0], one.weights[0][0][0], rtol=1e-6)
    np.testing.assert_allclose(same.losses, one.losses, rtol=1e-6)
    two = simulate(stages, [[a, b] for a, b in zip(batches, others)], replicas=2, **kw)
    assert np.abs(two.weights[0][0][0] - one.weights[0][0][0]).max() > 1e-4
    if schedule is ScheduleKind.GPIPE:
        joined = [(np.concatenate([a[0], b[0]]), np.concatenate([a[1], b[1]]))
                  for a, b in zip(batches, others)]
        whole = simulate([layers], joined, schedule=schedule, microbatches=1,
                         optimizer=Optimizer("adam", 0.01))
        np.testing.assert_allclose(two.losses, whole.losses, rtol=1e-5)
        for a, b in zip([p for s in two.weights for p in s], whole.weights[0]):
            np.testing.assert_allclose(a[0], b[0], rtol=1e-4, atol=1e-6)


@pytest.mark.parametrize("staleness", list(Staleness), ids=lambda s: s.value)
def test_the_simulated_treatments_are_stale_and_differ(staleness):
    """1F1B with S > 1 is not the staleness-free program, and the three
    treatments are three programs (so the oracle above can fail)."""
    rng = np.random.default_rng(2)
    layers = _random_layers(rng, [4, 6, 6, 2])
    batches = _batches(rng, 3)
    fresh = sequential(layers, batches, microbatches=4)
    runs = {s: simulate([[layer] for layer in layers], batches, staleness=s, microbatches=4)
            for s in Staleness}
    assert np.abs(runs[staleness].weights[0][0][0] - fresh.weights[0][0][0]).max() > 1e-4
    for other in Staleness:
        if other is not staleness:
            assert np.abs(runs[staleness].weights[0][0][0] -
                          runs[other].weights[0][0][0]).max() > 1e-5


@pytest.mark.multiprocess
@pytest.mark.parametrize("staleness", ["spectrain"])
def test_a_subclassed_keras_model_with_adam_equals_the_simulation(staleness):
    """Not one of the oracle's own models: a subclassed Keras model whose
    four Dense layers share one class (names dense .. dense_3 in every
    process), Adam, four stage processes, SpecTrain (its weight prediction
    from Adam's state). (Until 2026-12-02 stash ran here too, and plain SGD
    on four stage processes in a test of its own: stash over stage
    processes is test_pipeline.py's, with Adam in process
    test_adam_equals_the_simulation[stash]; SpecTrain with plain SGD, whose
    optimizer keeps no state, in process
    test_one_f_one_b_equals_the_simulation[2-spectrain-sgd].)"""
    config = px.Config(schedule="1f1b", microbatches=MICRO, staleness=staleness)
    job = run_distributed("tests.oracle_models:pipeline_subclassed_adam", "localhost:0,1,2,3",
                          config, steps=STEPS)
    keras.backend.clear_session()     # this process's Tower is named as the job's first
    step, make_batch = oracle_models.pipeline_subclassed_adam()
    variables = capture(step, *split_batch(make_batch(0, 0), MICRO)[0]).trainable_variables
    kernels = [v for v in variables if v.name.endswith("kernel")]
    biases = [v for v in variables if v.name.endswith("bias")]
    assert len(kernels) == 4
    ref_losses, ref_weights = reference_1f1b(
        [(k.variable.numpy(), b.variable.numpy()) for k, b in zip(kernels, biases)],
        [make_batch(k, 0) for k in range(STEPS)], MICRO, config.pipeline.staleness, lr=0.01,
        optimizer="adam", versions=config.pipeline.spectrain_versions)
    assert_matches(job.losses, job.values, ref_losses, ref_weights,
                   names=[(k.name, b.name) for k, b in zip(kernels, biases)])
