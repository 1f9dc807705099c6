"""`fit(model, x, y, *, resources, config, **fit_kwargs)`: `keras.Model.fit`
for a compiled model, distributed by parallax_tf.

How it maps onto the library:

* **The step** is Keras' own train step written as a `tf.function` of one
  batch: forward (training=True), the compiled loss (with the model's
  regularisation losses), the optimizer's `apply_gradients`. It goes
  through the same capture -> plan -> lower pipeline as any step given to
  `get_runner` (HYBRID by default: an Embedding's table lives on the
  parameter servers, the dense variables are AllReduced).
* **Metrics** are not variables of the distributed step. The step computes
  each compiled metric's update from the metric's reset state (Keras'
  stateless metric API) and returns it; every worker adds its batches'
  updates on the host, and at the end of an epoch the workers' sums are
  added over the job (through the launcher's store), so the epoch's logs
  are the metrics of all workers' examples, as one process would compute
  them. Keras metric states are sums (totals, counts, confusion matrices),
  so adding is exact. Per-batch logs (the progress bar) are the chief's own.
* **Data**: `batch_size` is per worker, as with Horovod (the global batch
  is batch_size x workers; scale the learning rate as you would there).
  Worker w of W takes examples w, w+W, w+2W, ... (arrays: shuffled within
  its part each epoch when `shuffle`); every worker runs the same number
  of steps, floor(N / W / batch_size) (the remainder is dropped, so every
  batch has the shape the step was captured with). A `tf.data.Dataset`
  of batches is sharded by batch (`dataset.shard(W, w)`).
* **Callbacks and the progress bar** run on the chief (worker 0) only;
  before each epoch-end callback the chief copies the trained values into
  `model` (so ModelCheckpoint saves trained weights) and runs the
  validation there (`model.evaluate` on the whole validation data). A
  callback's request to stop (`model.stop_training`, EarlyStopping) is
  shared with every worker at the end of the epoch.
* **At the end** every worker's `model` holds the trained values, and
  `fit` returns the `keras.callbacks.History` (on every worker; the same
  epoch logs everywhere but the validation ones, which only the chief has).

Launching follows `get_runner`: called in a process that was not launched
by parallax_tf with resources of several slots, `fit` starts the same
script on every slot and this process ends with the job's exit status.
"""
from __future__ import annotations

import contextlib
import dataclasses
import json
import logging
import math
import sys
from typing import Any, Iterator, Optional

import keras
import numpy as np
import tensorflow as tf
from keras.src import backend
from keras.src.losses import loss as loss_module

from parallax_tf import env
from parallax_tf.config import Config, compose
from parallax_tf.errors import ConfigError
from parallax_tf.launch import store_client
from parallax_tf.resources import ResourcesLike
from parallax_tf.runtime import features
from parallax_tf.runtime.runner import get_runner

logger = logging.getLogger(__name__)

_calls = 0
"""fit() calls in this process: names the store keys of each call."""


def fit(model: Any, x: Any = None, y: Any = None, *, resources: ResourcesLike = "localhost:0",
        config: Optional[Config] = None, batch_size: Optional[int] = None, epochs: int = 1,
        verbose: Any = "auto", callbacks: Optional[list] = None,
        validation_split: float = 0.0, validation_data: Any = None, shuffle: bool = True,
        class_weight: Optional[dict] = None, sample_weight: Any = None,
        initial_epoch: int = 0, steps_per_epoch: Optional[int] = None,
        validation_steps: Optional[int] = None, validation_batch_size: Optional[int] = None,
        validation_freq: int = 1) -> Any:
    """Train the compiled Keras `model` as `model.fit(x, y, ...)` would, on
    `resources` (see the module doc: batch_size is per worker; callbacks,
    progress bar and validation on the chief; metrics over all workers).
    Returns the `keras.callbacks.History`; `model` holds the trained values."""

    _check_model(model, keras)
    config = config or Config()
    if not isinstance(config, Config):
        raise ConfigError(f"config={config!r} is not a parallax_tf.Config")
    compose.check([*config.features(), "keras_fit"])
    if env.elastic():
        raise ConfigError(
            f"px.keras.fit in an elastic job (--elastic {env.elastic()}): fit resumes by its "
            "steps, whose examples change with the worker count, so a new generation would "
            "repeat or skip data; train with a runner loop over px.shard(dataset, "
            "start=runner.start_example) (docs/faults.md, Elastic jobs), or run without "
            "--elastic")
    if class_weight is not None:
        raise ConfigError("px.keras.fit does not take class_weight yet; give the same weights "
                          "as sample_weight=np.take(weights, y)")
    for name, value, low in (("epochs", epochs, 1), ("initial_epoch", initial_epoch, 0),
                             ("validation_freq", validation_freq, 1)):
        if not isinstance(value, int) or value < low:
            raise ConfigError(f"{name}={value!r}: give an integer >= {low}")
    if initial_epoch >= epochs:
        raise ConfigError(f"initial_epoch={initial_epoch} >= epochs={epochs}: nothing to train")
    if not 0.0 <= validation_split < 1.0:
        raise ConfigError(f"validation_split={validation_split!r}: give a fraction in [0, 1)")

    steps = _Steps(model)
    runner = get_runner(steps.function, resources, config)   # launches and exits, or a runner
    features.also("keras_fit")          # what the job records it ran (runtime/features.py)
    global _calls
    _calls += 1
    worker, workers = runner.worker_id, runner.num_workers
    chief = worker == 0
    data = _data(x, y, sample_weight, batch_size, shuffle, steps_per_epoch, validation_split,
                 worker, workers)
    if validation_split:
        validation_data = data.validation
    steps.build(data.first_batch())

    with _terminal_stdout(chief):
        return _train(model, keras, steps, runner, data, callbacks, verbose, epochs,
                      initial_epoch, validation_data, validation_batch_size, validation_steps,
                      validation_freq, worker, workers, chief)


class _TtyStdout:
    """sys.stdout as Keras sees it in a launched chief whose launcher writes
    to a terminal (`PARALLAX_TF_TTY`): a terminal, so Keras draws its live
    progress bar with carriage returns, which the launcher redraws."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def isatty(self) -> bool:
        return True

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def _terminal_stdout(chief: bool) -> Any:
    if chief and env.stdout_is_terminal() and not env.is_terminal(sys.stdout):
        return contextlib.redirect_stdout(_TtyStdout(sys.stdout))
    return contextlib.nullcontext()


def _train(model: Any, keras: Any, steps: "_Steps", runner: Any, data: Any, callbacks: Any,
           verbose: Any, epochs: int, initial_epoch: int, validation_data: Any,
           validation_batch_size: Optional[int], validation_steps: Optional[int],
           validation_freq: int, worker: int, workers: int, chief: bool) -> Any:
    """fit's epochs (see `fit`)."""
    callback_list = keras.callbacks.CallbackList(
        list(callbacks or []) if chief else [], add_history=True,
        add_progbar=chief and verbose != 0, model=model,
        verbose=_verbose(verbose) if chief else 0, epochs=epochs, steps=data.steps)
    model.stop_training = False
    callback_list.on_train_begin()
    epoch_logs: dict = {}
    done = runner.start_step      # a job resumed from a checkpoint (Config(checkpoint_every))
    first, skip = initial_epoch + done // data.steps, done % data.steps
    if done:
        data.skip_epochs(first - initial_epoch)
        runner.resume_position = f"epoch {first + 1}, batch {skip} (step {done})"
    for epoch in range(first, epochs):
        model.reset_metrics()
        callback_list.on_epoch_begin(epoch)
        sums = steps.zero()
        offset = skip if epoch == first else 0
        for i, batch in enumerate(data.batches(epoch, offset), start=offset):
            callback_list.on_train_batch_begin(i)
            sums = steps.add(sums, runner.run(*batch))
            callback_list.on_train_batch_end(i, steps.logs(sums))
        sums = _sum_over_job(sums, f"keras_fit_{_calls}_{epoch}", worker, workers)
        epoch_logs = steps.logs(sums)
        if chief:
            runner.export()
            if validation_data is not None and (epoch + 1) % validation_freq == 0:
                epoch_logs.update(_validate(model, validation_data, validation_batch_size
                                            or data.batch_size, validation_steps))
        callback_list.on_epoch_end(epoch, epoch_logs)
        if _agree_to_stop(bool(model.stop_training), f"keras_fit_{_calls}_{epoch}_stop",
                          chief, workers):
            break
    runner.sync()
    runner.export()
    callback_list.on_train_end(epoch_logs)
    return model.history


def _check_model(model: Any, keras: Any) -> None:
    if not isinstance(model, keras.Model):
        raise ConfigError(f"px.keras.fit trains a keras.Model, got {type(model).__name__}; "
                          "for a training step function use px.get_runner(step)")
    if not getattr(model, "compiled", False) or model.optimizer is None:
        raise ConfigError(f"model {model.name!r} is not compiled; call model.compile("
                          "optimizer=..., loss=..., metrics=[...]) before px.keras.fit")
    for method in ("train_step", "compute_metrics"):
        if getattr(type(model), method) is not getattr(keras.Model, method):
            raise ConfigError(
                f"model {model.name!r} overrides {method}(); px.keras.fit runs Keras' standard "
                "train step. Write your step as a @tf.function of one batch and run it with "
                "px.get_runner(step, resources) (docs/api.md)")


def _verbose(verbose: Any) -> int:
    """Keras' verbose; "auto" is the progress bar on a terminal, one line per
    epoch otherwise (a launched task's output goes through the launcher)."""
    if verbose == "auto":
        return 1 if env.stdout_is_terminal() else 2
    if verbose not in (0, 1, 2):
        raise ConfigError(f"verbose={verbose!r}: give 'auto', 0, 1 or 2")
    return int(verbose)


class _Steps:
    """Keras' train step as a tf.function of one batch, returning the
    updated metric states (from their reset values), and the host-side
    sums of those updates."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self._metrics: list = []
        self._variables: list = []
        self._reset: list[np.ndarray] = []
        def keras_train_step(*batch: Any) -> list:   # the name plans and logs show
            return self._step(*batch)

        self.function = tf.function(keras_train_step)

    def build(self, batch: tuple) -> None:
        """Build the model, its compiled loss and metrics and its optimizer
        on one batch (eagerly: the distributed step creates no variables)."""
        model = self.model
        x, y, sample_weight = _unpack(batch)
        y_pred = model(x, training=False)
        _compute_loss(model, x, y, y_pred, sample_weight)
        if model._compile_metrics is not None:
            model._compile_metrics.update_state(y, y_pred, sample_weight=sample_weight)
        if not model.optimizer.built:
            model.optimizer.build(model.trainable_variables)
        model.reset_metrics()
        self._metrics = [m for m in _own_metrics(model) if m.variables]
        self._variables = [v for m in self._metrics for v in m.variables]
        self._reset = [np.asarray(v.numpy()) for v in self._variables]
        for m in self._metrics:
            for v in m.variables:
                aggregation = getattr(v, "aggregation", "sum")
                if aggregation not in ("sum", "none", None):
                    raise ConfigError(
                        f"metric {m.name!r} keeps its state {v.name!r} with aggregation "
                        f"{aggregation!r}; px.keras.fit adds metric states over batches and "
                        "workers, which is right only for sums; drop it from compile(metrics=...) "
                        "and evaluate it with model.evaluate after fit")

    def _step(self, *batch: Any) -> list:
        model = self.model
        x, y, sample_weight = _unpack(batch)
        mapping = [(v, tf.constant(r, dtype=v.dtype)) for v, r in zip(self._variables,
                                                                       self._reset)]
        with tf.GradientTape() as tape:
            y_pred = model(x, training=True) if model._call_has_training_arg else model(x)
            with backend.StatelessScope(state_mapping=mapping) as scope:
                loss = _compute_loss(model, x, y, y_pred, sample_weight)
                model._loss_tracker.update_state(
                    loss_module.unscale_loss_for_distribution(loss),
                    sample_weight=tf.shape(tf.nest.flatten(x)[0])[0])
                if model._compile_metrics is not None:
                    model._compile_metrics.update_state(
                        y, y_pred, sample_weight=sample_weight)
            scaled = model.optimizer.scale_loss(loss)
        weights = model.trainable_weights
        gradients = tape.gradient(scaled, weights)
        model.optimizer.apply_gradients(zip(gradients, weights))
        updated = []
        for v, (_, reset) in zip(self._variables, mapping):
            value = scope.get_current_value(v)
            updated.append(tf.convert_to_tensor(reset if value is None else value))
        return updated

    def zero(self) -> list[np.ndarray]:
        return [np.zeros_like(r) for r in self._reset]

    def add(self, sums: list[np.ndarray], updated: Any) -> list[np.ndarray]:
        """`sums` plus one step's metric updates (each minus its reset value)."""
        return [s + (np.asarray(u) - r) for s, u, r in zip(sums, updated, self._reset)]

    def logs(self, sums: list[np.ndarray]) -> dict[str, float]:
        """The metrics' results for states reset + `sums` (Keras' log names)."""
        logs: dict[str, float] = {}
        values = [tf.constant(r + s, dtype=v.dtype)
                  for v, r, s in zip(self._variables, self._reset, sums)]
        at = 0
        for m in self._metrics:
            n = len(m.variables)
            result = m.stateless_result(values[at:at + n])
            at += n
            if isinstance(result, dict):
                logs.update({k: _scalar(v) for k, v in result.items()})
            else:
                logs[m.name] = _scalar(result)
        return logs


def _own_metrics(model: Any) -> list:
    """The loss tracker, the compiled metrics and the compiled loss's
    per-output trackers (Keras' `Trainer._get_own_metrics`)."""
    metrics = [model._loss_tracker]
    if model._compile_metrics is not None:
        metrics.append(model._compile_metrics)
    if model._compile_loss is not None:
        metrics.extend(model._compile_loss.metrics)
    return metrics


def _compute_loss(model: Any, x: Any, y: Any, y_pred: Any, sample_weight: Any) -> Any:
    if hasattr(model, "_compute_loss"):
        return model._compute_loss(x=x, y=y, y_pred=y_pred,
                                   sample_weight=sample_weight, training=True)
    return model.compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight)


def _scalar(value: Any) -> Any:
    array = np.asarray(value)
    return float(array) if array.ndim == 0 else array


def _unpack(batch: tuple) -> tuple[Any, Any, Any]:
    if len(batch) == 3:
        return batch
    x, y = batch
    return x, y, None


# ----------------------------------------------------------------------------- data

@dataclasses.dataclass
class _Data:
    """This worker's batches: `steps` per epoch, every one `batch_size` examples."""

    steps: int
    batch_size: Optional[int]
    _arrays: Optional[tuple] = None
    _indices: Optional[np.ndarray] = None
    _shuffle: bool = False
    _worker: int = 0
    _dataset: Optional[tf.data.Dataset] = None
    _iterator: Optional[Iterator] = None
    _first_shape: Optional[list] = None
    validation: Any = None

    def first_batch(self) -> tuple:
        return next(iter(self._epoch_batches(0, peek=True)))

    def batches(self, epoch: int, skip: int = 0) -> Iterator[tuple]:
        """This epoch's batches, the first `skip` left out (a resumed job)."""
        return self._epoch_batches(epoch, skip=skip)

    def skip_epochs(self, epochs: int) -> None:
        """A resumed job starts `epochs` epochs in: a dataset read through
        one iterator (steps_per_epoch) moves past their batches; arrays and
        datasets read anew each epoch need nothing."""
        if self._iterator is not None:
            for _ in range(epochs * self.steps):
                next(self._iterator)

    def _epoch_batches(self, epoch: int, peek: bool = False, skip: int = 0) -> Iterator[tuple]:
        if self._arrays is not None:
            order, size = self._indices, self.batch_size
            assert order is not None and size is not None    # `_data` gives them with arrays
            if self._shuffle and not peek:
                order = np.random.default_rng([epoch, self._worker]).permutation(order)
            for i in range(*((0, 1) if peek else (skip, self.steps))):
                rows = order[i * size:(i + 1) * size]
                yield tuple(tf.nest.map_structure(lambda a, r=rows: a[r], part)
                            for part in self._arrays)
            return
        dataset = self._dataset
        assert dataset is not None                 # `_data` gives arrays or a dataset
        if peek:
            yield _numpy_batch(next(iter(dataset)))
            return
        iterator = self._iterator if self._iterator is not None else iter(dataset)
        for _ in range(skip):
            next(iterator)
        for i in range(skip, self.steps):
            try:
                batch = _numpy_batch(next(iterator))
            except StopIteration:
                raise ConfigError(
                    f"the dataset ran out after {i} of the {self.steps} steps of an epoch on "
                    f"worker {self._worker}; give steps_per_epoch or a dataset that repeats"
                ) from None
            shapes = [np.shape(t) for t in tf.nest.flatten(batch)]
            if self._first_shape is None:
                self._first_shape = shapes
            elif shapes != self._first_shape:
                raise ConfigError(
                    f"a batch of shapes {shapes} after batches of {self._first_shape}: the "
                    "distributed step runs one batch shape; batch the dataset with "
                    "drop_remainder=True")
            yield batch


def _numpy_batch(element: Any) -> tuple:
    element = tf.nest.map_structure(lambda t: t.numpy() if hasattr(t, "numpy") else t, element)
    if not isinstance(element, tuple) or len(element) not in (2, 3):
        raise ConfigError("px.keras.fit needs a dataset of (x, y) or (x, y, sample_weight) "
                          f"batches; this one yields {type(element).__name__}")
    return tuple(e for e in element)


def _num_examples(x: Any) -> int:
    sizes = {len(a) for a in tf.nest.flatten(x)}
    if len(sizes) != 1:
        raise ConfigError(f"the arrays of x have different numbers of examples: {sorted(sizes)}")
    return sizes.pop()


def _data(x: Any, y: Any, sample_weight: Any, batch_size: Optional[int], shuffle: bool,
          steps_per_epoch: Optional[int], validation_split: float, worker: int,
          workers: int) -> _Data:
    if x is None:
        raise ConfigError("px.keras.fit needs x (arrays or a tf.data.Dataset of batches)")
    if steps_per_epoch is not None and (not isinstance(steps_per_epoch, int)
                                        or steps_per_epoch < 1):
        raise ConfigError(f"steps_per_epoch={steps_per_epoch!r}: give an integer >= 1")
    if isinstance(x, tf.data.Dataset):
        if y is not None or sample_weight is not None:
            raise ConfigError("x is a tf.data.Dataset: it yields (x, y[, sample_weight]) "
                              "itself; do not pass y or sample_weight")
        if validation_split:
            raise ConfigError("validation_split needs arrays; with a dataset give "
                              "validation_data")
        dataset = x.shard(workers, worker) if workers > 1 else x
        cardinality = int(x.cardinality())
        if steps_per_epoch is None:
            if cardinality < 0:
                raise ConfigError("the dataset's length is unknown or infinite: give "
                                  "steps_per_epoch (the same on every worker)")
            steps = cardinality // workers
            if steps == 0:
                raise ConfigError(f"the dataset has {cardinality} batches, fewer than the "
                                  f"{workers} workers")
            return _Data(steps=steps, batch_size=batch_size, _dataset=dataset, _worker=worker)
        return _Data(steps=steps_per_epoch, batch_size=batch_size, _dataset=dataset,
                     _iterator=iter(dataset.repeat()), _worker=worker)
    if y is None:
        raise ConfigError("px.keras.fit needs y with array inputs (the targets of the "
                          "compiled loss)")
    arrays = tuple(a for a in (x, y, sample_weight) if a is not None)
    arrays = tuple(tf.nest.map_structure(np.asarray, a) for a in arrays)
    n = _num_examples(arrays)
    validation = None
    if validation_split:
        cut = int(math.floor(n * (1.0 - validation_split)))
        validation = tuple(tf.nest.map_structure(lambda a: a[cut:], a) for a in arrays)
        arrays = tuple(tf.nest.map_structure(lambda a: a[:cut], a) for a in arrays)
        n = cut
    batch_size = 32 if batch_size is None else batch_size
    if not isinstance(batch_size, int) or batch_size < 1:
        raise ConfigError(f"batch_size={batch_size!r}: give an integer >= 1 (per worker)")
    per_worker = n // workers
    steps = per_worker // batch_size
    if steps == 0:
        raise ConfigError(f"{n} training examples over {workers} worker(s) make "
                          f"{per_worker} per worker, fewer than batch_size={batch_size} (per "
                          "worker): give a smaller batch_size")
    if steps_per_epoch is not None:
        steps = min(steps, steps_per_epoch)
    return _Data(steps=steps, batch_size=batch_size, _arrays=arrays,
                 _indices=np.arange(worker, per_worker * workers, workers),
                 _shuffle=shuffle, _worker=worker, validation=validation)


# ----------------------------------------------------------------------------- the job

def _sum_over_job(sums: list[np.ndarray], key: str, worker: int,
                  workers: int) -> list[np.ndarray]:
    """Every worker's `sums` added (through the launcher's store; each
    worker publishes its own and reads the others')."""
    if workers == 1 or env.kv_store() is None:
        return sums
    store_client.publish(json.dumps([s.tolist() for s in sums]), key=f"{key}_{worker}")
    total = [np.zeros_like(s) for s in sums]
    for w in range(workers):
        theirs = json.loads(store_client.wait(key=f"{key}_{w}"))
        total = [t + np.asarray(s, dtype=t.dtype) for t, s in zip(total, theirs)]
    return total


def _agree_to_stop(stop: bool, key: str, chief: bool, workers: int) -> bool:
    """The chief's callbacks decide whether training stops; every worker follows."""
    if workers == 1 or env.kv_store() is None:
        return stop
    if chief:
        store_client.publish("1" if stop else "0", key=key)
        return stop
    return store_client.wait(key=key) == "1"


def _validate(model: Any, validation_data: Any, batch_size: Optional[int],
              steps: Optional[int]) -> dict[str, float]:
    """Keras' validation on the chief (the trained values are in `model`)."""
    if isinstance(validation_data, tf.data.Dataset):
        results = model.evaluate(validation_data, steps=steps, verbose=0, return_dict=True)
    else:
        if not isinstance(validation_data, tuple) or len(validation_data) not in (2, 3):
            raise ConfigError("validation_data: give (x_val, y_val), (x_val, y_val, "
                              "sample_weight_val) or a tf.data.Dataset")
        x, y, sample_weight = _unpack(validation_data)
        results = model.evaluate(x, y, sample_weight=sample_weight, batch_size=batch_size,
                                 steps=steps, verbose=0, return_dict=True)
    return {f"val_{k}": float(v) for k, v in results.items()}
