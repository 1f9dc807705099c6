"""The oracle of asynchronous pipelines: a single-process simulation of a
schedule, micro-batch by micro-batch (pure numpy: no TensorFlow, no
processes).

A pipeline of S stages of Dense layers (`Layer`: kernel, bias, activation)
plays `Schedule.table` clock by clock with exactly the version semantics of
each staleness treatment (docs/pipeline.md):

* forward of micro-batch m at stage k: the stage's current weights
  (VANILLA, STASH) or the predicted W + s_F v (SPECTRAIN);
* backward: the activations its forward stashed, and for the gradient of
  the stage's input (dz W^T) the current weights (VANILLA), the forward's
  weights (STASH) or W + s_B v (SPECTRAIN); the kernel's and bias'
  gradients depend on the activations only;
* the update: 1F1B after every backward (the optimizer's step on that
  micro-batch's gradients), GPipe once after the stage's last backward
  (the mean of the M gradients); SpecTrain then refreshes
  v <- gamma v + (1 - gamma) (W_after - W_before);
* s: `spectrain_gaps(schedule, versions)` per (stage, phase, micro-batch);
* R pipeline replicas (`replicas`): each runs every action on its own data
  with the same weights; an update applies the mean of the R gradients.

The optimizers follow Keras 3's formulas (SGD, SGD with momentum, Adam;
each stage counts its own updates for Adam's bias correction, as each
pipeline stage keeps its own copy of the optimizer's step counter).

`simulate` is what a distributed 1F1B or GPipe run must equal (rtol 1e-5,
tests/test_pipeline_simulate.py); it is fast enough (numpy, float32) to
run the SpecTrain experiments of docs/pipeline.md over hundreds of updates
in seconds, which the real runtime then confirms.
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable, Optional, Sequence

import numpy as np

from parallax_tf.config import ScheduleKind, Staleness
from parallax_tf.plan.schedule import (
    Phase,
    Schedule,
    make_schedule,
    smooth_update,
    spectrain_gaps,
    spectrain_prediction,
)

ACTIVATIONS = ("tanh", "relu", "linear", "embedding")
LOSSES = ("mse", "softmax")
OPTIMIZERS = ("sgd", "momentum", "adam")


@dataclasses.dataclass
class Layer:
    """A Dense layer: act(x @ kernel + bias); or (activation "embedding",
    `embedding(table)`) a lookup: the mean over a sequence of ids of their
    rows of `kernel` (the first layer of stage 0, fed integer ids [batch,
    length]; its gradient is the rows' scatter-added, as a dense gradient:
    the optimizers here apply a row gradient as its dense sum)."""

    kernel: np.ndarray
    bias: np.ndarray
    activation: str = "tanh"

    def __post_init__(self) -> None:
        if self.activation not in ACTIVATIONS:
            raise ValueError(f"activation {self.activation!r} is not one of {ACTIVATIONS}")


def embedding(table: np.ndarray) -> Layer:
    """A lookup layer of `table` [rows, width] (no bias: an empty one)."""
    return Layer(table, np.zeros(0, table.dtype), "embedding")


@dataclasses.dataclass(frozen=True)
class Optimizer:
    """Keras 3's update rules: `sgd` (w -= lr g), `momentum`
    (m = mu m - lr g; w += m), `adam` (bias-corrected, epsilon outside the
    square root)."""

    kind: str = "momentum"
    learning_rate: float = 0.1
    momentum: float = 0.9
    beta_1: float = 0.9
    beta_2: float = 0.999
    epsilon: float = 1e-7
    warmup: int = 0
    """Updates over which the learning rate grows linearly to its value
    (update t of a stage uses lr * min(1, t / warmup))."""

    def __post_init__(self) -> None:
        if self.kind not in OPTIMIZERS:
            raise ValueError(f"optimizer {self.kind!r} is not one of {OPTIMIZERS}")

    @property
    def has_state(self) -> bool:
        """Whether it keeps a slot per variable (what sets SpecTrain's
        default gamma in the runtime: 0 with state, 0.9 without)."""
        return self.kind != "sgd"


class Param:
    """One variable, its optimizer slots and SpecTrain's v."""

    def __init__(self, value: np.ndarray) -> None:
        self.value = value.copy()
        self.m = np.zeros_like(value)
        self.v2 = np.zeros_like(value)
        self.smoothed = np.zeros_like(value)

    def apply(self, grad: np.ndarray, opt: Optimizer, t: int) -> np.ndarray:
        """The optimizer's step (t: this stage's update count, from 1);
        returns the change of the value."""
        dtype = self.value.dtype
        lr = dtype.type(opt.learning_rate * (min(1.0, t / opt.warmup) if opt.warmup else 1.0))
        before = self.value
        if opt.kind == "sgd":
            self.value = before - lr * grad
        elif opt.kind == "momentum":
            self.m = dtype.type(opt.momentum) * self.m - lr * grad
            self.value = before + self.m
        else:
            b1, b2 = dtype.type(opt.beta_1), dtype.type(opt.beta_2)
            alpha = lr * np.sqrt(1 - b2 ** t) / (1 - b1 ** t)
            self.m = self.m + (grad - self.m) * (1 - b1)
            self.v2 = self.v2 + (grad * grad - self.v2) * (1 - b2)
            self.value = before - alpha * self.m / (np.sqrt(self.v2) + dtype.type(opt.epsilon))
        return self.value - before


@dataclasses.dataclass
class Result:
    losses: list[float]
    """Per mini-batch: the mean of its micro-batches' losses."""
    weights: list[list[tuple[np.ndarray, np.ndarray]]]
    """Per stage, per layer: (kernel, bias) after the last mini-batch."""
    microbatch_losses: list[float]
    """Every micro-batch's loss in order (with replicas: their mean)."""


def _act(z: np.ndarray, activation: str) -> np.ndarray:
    if activation == "tanh":
        return np.tanh(z)
    if activation == "relu":
        return np.maximum(z, 0)
    return z


def _act_grad(dy: np.ndarray, y: np.ndarray, activation: str) -> np.ndarray:
    """d loss / d z from d loss / d y and the stashed output y = act(z)."""
    if activation == "tanh":
        return dy * (1 - y * y)
    if activation == "relu":
        return dy * (y > 0)
    return dy


def forward(weights: Sequence[tuple], activations: Sequence[str], h: np.ndarray
            ) -> tuple[list[np.ndarray], list[np.ndarray]]:
    """Dense layers `weights` [(kernel, bias)] with `activations` on `h`:
    (each layer's input, each layer's output); the last output is the
    stack's."""
    inputs, outputs = [], []
    for (w, b), activation in zip(weights, activations):
        inputs.append(h)
        h = w[h].mean(axis=1) if activation == "embedding" else _act(h @ w + b, activation)
        outputs.append(h)
    return inputs, outputs


def backward(weights: Sequence[tuple], activations: Sequence[str], inputs: Sequence,
             outputs: Sequence, dy: np.ndarray, input_gradient: bool = True
             ) -> tuple[list[tuple[np.ndarray, np.ndarray]], Optional[np.ndarray]]:
    """The gradients [(d kernel, d bias)] of the layers `forward` ran, from
    d loss / d (their last output) `dy`, the activations of that forward
    and `weights` for the gradients of the layers' inputs (dz W^T: the
    treatment's weights, which need not be the forward's); and d loss / d
    (the first input) when `input_gradient`."""
    grads: list = [None] * len(inputs)
    for i in reversed(range(len(inputs))):
        if activations[i] == "embedding":
            if i > 0 or input_gradient:
                raise ValueError("a lookup layer is the first layer of stage 0 (its input "
                                 "is ids, which have no gradient)")
            ids = np.asarray(inputs[i])
            rows = np.zeros_like(weights[i][0])
            np.add.at(rows, ids.reshape(-1), np.repeat(
                dy / dy.dtype.type(ids.shape[1]), ids.shape[1], axis=0))
            grads[i] = (rows, np.zeros_like(weights[i][1]))
            break
        dz = _act_grad(dy, outputs[i], activations[i])
        grads[i] = (inputs[i].T @ dz, dz.sum(axis=0))
        if i > 0 or input_gradient:
            dy = dz @ weights[i][0].T
    return grads, dy if input_gradient else None


def loss_gradient(z: np.ndarray, y: np.ndarray, loss: str) -> tuple[float, np.ndarray]:
    """(the micro-batch's mean loss, its gradient with respect to z)."""
    if loss == "mse":
        return float(np.mean((z - y) ** 2)), 2.0 * (z - y) / z.size
    shifted = z - z.max(axis=1, keepdims=True)
    p = np.exp(shifted)
    p /= p.sum(axis=1, keepdims=True)
    labels = np.asarray(y).reshape(-1).astype(np.int64)
    n = len(labels)
    value = float(-np.mean(np.log(p[np.arange(n), labels] + 1e-30)))
    grad = p.copy()
    grad[np.arange(n), labels] -= 1
    return value, (grad / n).astype(z.dtype)


def simulate(stages: Sequence[Sequence[Layer]], batches: Sequence[Any], *,
             schedule: ScheduleKind = ScheduleKind.ONE_F_ONE_B,
             staleness: Optional[Staleness] = Staleness.VANILLA, microbatches: int = 4,
             optimizer: Optimizer = Optimizer(), loss: str = "mse",
             gamma: Optional[float] = None, versions: str = "paper",
             predict: tuple[str, ...] = ("forward", "backward"), smooth: str = "update",
             replicas: int = 1,
             after_batch: Optional[Callable[[int, list], None]] = None) -> Result:
    """Train `stages` (per stage, its layers; the last layer of the last
    stage gives the loss's input) on `batches` ((x, y) mini-batches, each
    split into `microbatches` equal micro-batches) with `schedule` and the
    1F1B `staleness` treatment. `gamma`: SpecTrain's smoothing (None: the
    runtime's default, 0 for an optimizer with state, 0.9 without).
    `after_batch(i, weights)` is called after each mini-batch (weights as in
    `Result.weights`). The input layers are not modified.

    `replicas` R > 1: R pipeline replicas, data-parallel; each of `batches`
    is then R (x, y) mini-batches, one per replica. Every replica runs each
    action of the schedule with the same weights (they apply the same
    updates), and an update applies the mean over the replicas of their
    gradients (1F1B: of that micro-batch; GPipe: of the mini-batch's mean),
    as the distributed program's reduction across replicas does; a
    mini-batch's loss is the mean over the replicas.

    Two variants of SpecTrain the runtime does not offer, for the
    experiments of docs/pipeline.md: `predict` (the phases that use
    predicted weights; the runtime predicts both) and `smooth="gradient"`
    (the paper read literally: v is the smoothed *gradient* and the
    prediction W - s * learning_rate * v, whatever the optimizer; the
    runtime's "update" smooths the optimizer's real update, W + s * v)."""
    if smooth not in ("update", "gradient"):
        raise ValueError(f"smooth={smooth!r} is not 'update' or 'gradient'")
    if loss not in LOSSES:
        raise ValueError(f"loss {loss!r} is not one of {LOSSES}")
    if replicas < 1:
        raise ValueError(f"replicas={replicas} is not a positive count of pipeline replicas")
    S = len(stages)
    plan: Schedule = make_schedule(schedule, S, microbatches)
    gpipe = schedule is ScheduleKind.GPIPE
    spectrain = staleness is Staleness.SPECTRAIN and not gpipe
    stash = staleness is Staleness.STASH and not gpipe
    gaps = spectrain_gaps(plan, versions) if spectrain else {}
    g = (0.0 if optimizer.has_state and smooth == "update" else 0.9) if gamma is None else gamma
    params = [[(Param(layer.kernel), Param(layer.bias)) for layer in stage] for stage in stages]
    acts = [[layer.activation for layer in stage] for stage in stages]
    updates = [0] * S
    R = replicas

    step = -optimizer.learning_rate if smooth == "gradient" else 1.0

    def weights_of(k: int, s: float) -> list[tuple[np.ndarray, np.ndarray]]:
        out = []
        for kp, bp in params[k]:
            if s:
                ds = kp.value.dtype.type(s * step)
                out.append((spectrain_prediction(kp.value, kp.smoothed, ds),
                            spectrain_prediction(bp.value, bp.smoothed, ds)))
            else:
                out.append((kp.value, bp.value))
        return out

    def update(k: int, per_replica: list[list[tuple[np.ndarray, np.ndarray]]]) -> None:
        grads = per_replica[0] if R == 1 else [
            (_mean([r[i][0] for r in per_replica]), _mean([r[i][1] for r in per_replica]))
            for i in range(len(per_replica[0]))]
        updates[k] += 1
        for (kp, bp), (dk, db) in zip(params[k], grads):
            for p, grad in ((kp, dk), (bp, db)):
                change = p.apply(grad, optimizer, updates[k])
                if smooth == "gradient":
                    change = grad
                if spectrain:
                    p.smoothed = change if g == 0 else smooth_update(p.smoothed, change, g)

    losses: list[float] = []
    all_micro: list[float] = []
    for index, batch in enumerate(batches):
        parts = [batch] if R == 1 else list(batch)
        if len(parts) != R:
            raise ValueError(f"mini-batch {index} holds {len(parts)} replicas' batches, not {R}")
        xs = [np.split(np.asarray(x), microbatches) for x, _ in parts]
        ys = [np.split(np.asarray(y), microbatches) for _, y in parts]
        sent: dict = {}           # (r, k, m) -> the stage's output (the next stage's input)
        grad_in: dict = {}        # (r, k, m) -> d loss / d (stage k's output)
        stashed: dict = {}        # (r, k, m) -> (layer inputs, layer outputs, weights used)
        accumulated: dict = {}    # (r, k) -> the sums of the stage's gradients (GPipe)
        done: dict = {}           # GPipe: (k) -> backwards run
        micro_losses: list[list[float]] = [[] for _ in range(R)]
        for row in plan.table:
            for k, action in enumerate(row):
                if action is None:
                    continue
                m = action.microbatch
                if action.phase is Phase.FORWARD:
                    s = gaps.get((k, Phase.FORWARD, m), 0) if "forward" in predict else 0
                    used = weights_of(k, s)
                    for r in range(R):
                        inputs, outputs = forward(used, acts[k],
                                                  xs[r][m] if k == 0 else sent[(r, k - 1, m)])
                        h = outputs[-1]
                        stashed[(r, k, m)] = (inputs, outputs, used)
                        if k < S - 1:
                            sent[(r, k, m)] = h
                        else:
                            value, grad_in[(r, k, m)] = loss_gradient(h, ys[r][m], loss)
                            micro_losses[r].append(value)
                    continue
                if not stash:
                    current = weights_of(k, gaps.get((k, Phase.BACKWARD, m), 0)
                                         if "backward" in predict else 0)
                per_replica = []
                for r in range(R):
                    inputs, outputs, used = stashed.pop((r, k, m))
                    grads, dx = backward(used if stash else current, acts[k], inputs, outputs,
                                         grad_in.pop((r, k, m)), input_gradient=k > 0)
                    if dx is not None:
                        grad_in[(r, k - 1, m)] = dx
                    per_replica.append(grads)
                if not gpipe:
                    update(k, per_replica)
                    continue
                for r, grads in enumerate(per_replica):
                    acc = accumulated.setdefault((r, k), [[np.zeros_like(a), np.zeros_like(b)]
                                                          for a, b in grads])
                    for pair, (dk, db) in zip(acc, grads):
                        pair[0] += dk
                        pair[1] += db
                done[k] = done.get(k, 0) + 1
                if done[k] == microbatches:
                    scale = np.float32(1.0 / microbatches)
                    update(k, [[(dk * scale, db * scale) for dk, db in accumulated[(r, k)]]
                               for r in range(R)])
        batch_losses = [float(np.mean(ls)) for ls in micro_losses]
        losses.append(float(np.mean(batch_losses)))
        all_micro += [float(v) for v in np.mean(micro_losses, axis=0)]
        if after_batch is not None:
            after_batch(index, current_weights(params))
    return Result(losses=losses, weights=current_weights(params), microbatch_losses=all_micro)


def _mean(grads: list[np.ndarray]) -> np.ndarray:
    """The replicas' mean of one gradient: their sum, then / R (as an
    AllReduce with the mean does)."""
    total = grads[0].copy()
    for g in grads[1:]:
        total += g
    return total / total.dtype.type(len(grads))


def current_weights(params: list) -> list[list[tuple[np.ndarray, np.ndarray]]]:
    return [[(kp.value.copy(), bp.value.copy()) for kp, bp in stage] for stage in params]


def sequential(layers: Sequence[Layer], batches: Sequence[tuple], *, microbatches: int = 4,
               optimizer: Optimizer = Optimizer(), loss: str = "mse",
               after_batch: Optional[Callable[[int, list], None]] = None) -> Result:
    """The staleness-free program 1F1B approximates: one stage, the same
    updates (one per micro-batch, in order) on one device."""
    return simulate([list(layers)], batches, schedule=ScheduleKind.ONE_F_ONE_B,
                    staleness=Staleness.VANILLA, microbatches=microbatches,
                    optimizer=optimizer, loss=loss, after_batch=after_batch)
