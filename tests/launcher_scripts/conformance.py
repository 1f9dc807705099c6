"""One job of the conformance matrix (tests/test_conformance.py): a mode's
model trained for STEPS steps under `parallax-tf run --max-restarts 1`,
with the faults the promises are about, in one launch of two starts:

* attempt 0: periodic checkpoints (every EVERY steps); after step FREEZE_AT
  the chief SIGSTOPs worker 1 (a frozen task): the watchdog must end the
  job naming it, the launcher kills every task (the frozen one with
  SIGKILL) and starts the job again;
* attempt 1: resumes from the checkpoint written before the failure and
  trains to STEPS; then the chief alone exports (`runner.export()`, the
  other tasks just end their script) and writes its variables' values,
  feeds one bad batch and writes the error.

Every attempt writes what it resumed from (`start_<attempt>.json`: the
step, and on the chief the values it read back at once) for the resume
cells of asynchronous modes.

    parallax-tf run --max-restarts 1 -r R conformance.py MODE OUT
"""
import json
import os
import signal
import sys
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))             # tests/ (oracle_models)

STEPS, FREEZE_AT, EVERY = 7, 5, 2


def _config(mode: str, folder: str):
    import oracle_models

    import parallax_tf as px
    ckpt = dict(checkpoint_dir=folder, checkpoint_every=EVERY)
    placed = oracle_models.COMPOSED_PLACEMENTS
    return {
        "hybrid": px.Config(architecture="hybrid", **ckpt),
        "dynamic": px.Config(architecture="hybrid", **ckpt),
        "allreduce": px.Config(architecture="allreduce", **ckpt),
        "ps": px.Config(architecture="ps", num_partitions=2, placements=placed, **ckpt),
        "ps_async": px.Config(architecture="ps", sync="async", **ckpt),
        "split": px.Config(architecture="hybrid", num_partitions=2, placements=placed,
                           chunks=CHUNK_SEARCH, **ckpt),
        "layout": px.Config(mesh="batch:2", layout_rules="batch:batch", **ckpt),
        "gpipe": px.Config(schedule="gpipe", microbatches=2, **ckpt),
        "gpipe_hybrid": px.Config(schedule="gpipe", microbatches=2, architecture="hybrid",
                                  **ckpt),
        "gpipe_replicas": px.Config(schedule="gpipe", microbatches=2, **ckpt),
        "1f1b": px.Config(schedule="1f1b", microbatches=2, staleness="spectrain",
                          architecture="hybrid", chunks=1, **ckpt),
        "weak_ck": px.Config(architecture="hybrid", weak_sync=px.WeakSync(
            num_required=2, pull_fraction=1.0), **ckpt),
        "weak_c_lt_k": px.Config(architecture="hybrid", weak_sync=px.WeakSync(
            num_required=1, pull_fraction=0.5), **ckpt),
        "chunks": px.Config(architecture="allreduce", chunks=1, **ckpt),
        # every candidate timed: the row builds and times candidate programs in one
        # process on each engine (the default, tune='prune', may time none)
        "auto": px.Config(architecture="auto", tune="time", **ckpt),
        "mixed": px.Config(architecture="mixed", placements=oracle_models.MIXED_PLACEMENTS,
                           num_partitions=2, **ckpt),
        "row_cache": px.Config(architecture="hybrid", row_cache=px.RowCache(rows=8), **ckpt),
    }[mode]


CHUNK_SEARCH = "search:2:1:1:0"
"""The chunk search in a few steps: 2 per candidate, k up by 1, stop 1 past
the best, no second timing."""

RAN = {
    "hybrid": "hybrid", "dynamic": "hybrid dynamic_tables", "allreduce": "allreduce",
    "ps": "ps num_partitions placements ps_placements dynamic_tables",
    "ps_async": "ps async",
    "split": "hybrid split num_partitions placements ps_placements chunks chunk_search "
             "dynamic_tables",
    "layout": "layout tensorflow_collectives", "gpipe": "pipeline split",
    "1f1b": "pipeline 1f1b hybrid split chunks", "gpipe_hybrid": "pipeline hybrid split",
    "gpipe_replicas": "pipeline split",
    "weak_ck": "hybrid weak_sync",
    "weak_c_lt_k": "hybrid weak_sync",
    "chunks": "allreduce chunks",
    "auto": "auto tune",
    "mixed": "mixed num_partitions placements ps_placements",
    "row_cache": "hybrid row_cache",
    "keras_fit": "keras_fit hybrid weak_sync chunks chunk_search placements ps_placements",
}
"""The features each row's job records it ran (runtime/features.py), and
with TensorFlow's collectives `tensorflow_collectives` where it has several
replicas: the rows are also the pair guard's covering set
(docs/composition.md)."""


FACTORIES = {
    "hybrid": "embedding_adagrad", "dynamic": "dynamic_tables", "allreduce": "embedding_adam",
    "ps": "composed_table", "ps_async": "embedding_sgd", "split": "composed_split_table",
    "layout": "layout_mlp_adam", "gpipe": "pipeline_mlp2_momentum",
    "1f1b": "pipeline_embedding_momentum", "gpipe_hybrid": "pipeline_two_tables_adagrad",
    "gpipe_replicas": "pipeline_embedding_adam", "weak_ck": "weak_embedding_adagrad",
    "weak_c_lt_k": "weak_embedding_adagrad", "chunks": "chain_adam",
    "auto": "embedding_adagrad", "mixed": "mixed_tables_partitioned",
    "row_cache": "embedding_adagrad",
}
"""The model of each mode (tests/oracle_models.py): (step, make_batch)."""


def _task(index: int):
    """The local process of worker `index` of this job (a sibling of this
    one under the launcher)."""
    import psutil
    for child in psutil.Process(os.getppid()).children():
        try:
            role = json.loads(child.environ().get("PARALLAX_TF_TASK", "{}"))
        except (psutil.Error, ValueError):
            continue
        if role.get("job") == "worker" and role.get("index") == index:
            return child
    raise RuntimeError(f"worker {index} is not a child of the launcher")


def chaos(step: int, attempt: int) -> None:
    """The chief's faults after `step` steps (see the module doc)."""
    if attempt == 0 and step == FREEZE_AT:
        _task(1).send_signal(signal.SIGSTOP)
        time.sleep(300)     # as a synchronous chief would wait in its next step
        raise RuntimeError("the watchdog did not end the job with worker 1 frozen")


def _write(path: str, data) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(data, f)


def _listed(values: dict) -> dict:
    return {n: np.asarray(v).tolist() for n, v in values.items()}


def main(mode: str, out: str) -> None:
    import oracle_models

    import parallax_tf as px
    from parallax_tf import env
    if mode == "keras_fit":
        return keras_fit(out)
    attempt = env.restart_count()
    step, make_batch = getattr(oracle_models, FACTORIES[mode])()
    runner = px.get_runner(step, config=_config(mode, os.path.join(out, "ckpt")))
    chief = runner.worker_id == 0
    start = runner.start_step
    runner.prepare(*make_batch(start, runner.replica_id))
    if chief:                           # what the job starts from, read back at once
        _write(os.path.join(out, f"start_{attempt}.json"), {
            "step": start, "values": _listed(runner.values()), "links": runner.plan.links,
            "placements": {n: [v.placement.kind, v.collective]       # before training
                           for n, v in runner.plan.variables.items()}})
    for k in range(start, STEPS):
        runner.run(*make_batch(k, runner.replica_id))
        if chief:
            chaos(k + 1, attempt)
    runner.sync()
    if not chief:
        return
    if mode == "layout" and attempt == 1:
        # the chief's own work after training (an evaluation, a checkpoint)
        # outlasts the silence limit while the other DTensor client waits
        # to answer its reads, holding the GIL: it is not named frozen
        time.sleep(float(os.environ.get("PARALLAX_TF_HEARTBEAT_STALE", "20")) + 3)
    trainable = set(runner.plan.variables)
    _write(os.path.join(out, "values.json"),
           _listed({n: v for n, v in runner.values().items() if n in trainable}))
    runner.export()                     # the chief alone
    _write(os.path.join(out, "export.json"),
           _listed({n: v.numpy() for n, v in runner.variables.items() if n in trainable}))
    _write(os.path.join(out, "job.json"), {"replicas": runner.num_replicas, "start": start,
                                           "attempt": attempt, "horovod": _horovod_used(),
                                           "shards": {n: v.num_shards for n, v in
                                                      runner.plan.variables.items()}})
    bad = tuple(np.asarray(a)[:-1] for a in make_batch(STEPS, 0))   # one row short
    try:
        runner.run(*bad)
        refused = None
    except px.ParallaxError as e:
        refused = f"{type(e).__name__}: {e}"
    _write(os.path.join(out, "refused.json"), {"message": refused})


def keras_fit(out: str) -> None:
    """The same promises for px.keras.fit: a compiled functional model with
    Dense layers of one class and an Embedding, Adagrad; with weak
    synchronisation (c = k: synchronous), the chunk search and the first
    Dense's kernel placed on the servers (`FIT_PLACEMENTS`)."""
    import keras

    import parallax_tf as px
    from parallax_tf import env
    attempt = env.restart_count()
    model, x, y = fit_model()

    class Chaos(keras.callbacks.Callback):
        def __init__(self):
            super().__init__()
            self.step = None

        def on_train_batch_end(self, batch, logs=None):
            if self.step is None:      # the first batch of this attempt
                self.step = fit_steps_before(attempt, out)
            self.step += 1
            chaos(self.step, attempt)

    epochs = STEPS // FIT_STEPS_PER_EPOCH
    config = px.Config(checkpoint_dir=os.path.join(out, "ckpt"), checkpoint_every=EVERY,
                       weak_sync=px.WeakSync(num_required=2, pull_fraction=1.0),
                       chunks=CHUNK_SEARCH, placements=FIT_PLACEMENTS)
    try:
        px.keras.fit(model, x, y, batch_size=FIT_BATCH, epochs=0)
        refused = None
    except px.ParallaxError as e:
        refused = f"{type(e).__name__}: {e}"
    # resources other than the launcher's: ignored (the launcher's win), and the chief says so
    px.keras.fit(model, x, y, batch_size=FIT_BATCH, epochs=epochs, shuffle=False, verbose=0,
                 config=config, resources="localhost:0,1", callbacks=[Chaos()])
    if env.task_role_json() and '"index": 0' in env.task_role_json():
        _write(os.path.join(out, "export.json"),
               _listed({w.path: w.numpy() for w in model.trainable_weights}))
        _write(os.path.join(out, "refused.json"), {"message": refused})
        _write(os.path.join(out, "job.json"), {"replicas": 2, "attempt": attempt,
                                               "horovod": _horovod_used()})


def _horovod_used() -> bool:
    """Whether this worker's collectives were Horovod's (it imports
    horovod.tensorflow only to build them)."""
    return "horovod.tensorflow" in sys.modules


FIT_BATCH, FIT_STEPS_PER_EPOCH = 4, 7
FIT_PLACEMENTS = {"dense/kernel": "ps"}
"""The keras_fit row's placement: its first Dense's kernel on the servers
(with the Embedding), under weak synchronisation too."""


def fit_model():
    """(compiled model, x, y) of the keras_fit cell (the same in every process)."""
    import keras
    keras.utils.set_random_seed(5)
    keras.backend.clear_session()
    ids = keras.Input((3,), dtype="int32")
    h = keras.layers.Embedding(30, 4)(ids)
    h = keras.layers.Flatten()(h)
    for _ in range(3):          # dense, dense_1, dense_2: the chunk search has 3 layers
        h = keras.layers.Dense(4, activation="tanh")(h)     # besides the placed kernel's
    model = keras.Model(ids, keras.layers.Dense(1)(h))
    model.compile(optimizer=keras.optimizers.Adagrad(0.1), loss="mse")
    rng = np.random.default_rng(3)
    n = FIT_BATCH * 2 * FIT_STEPS_PER_EPOCH
    return model, rng.integers(0, 30, (n, 3)).astype("int32"), \
        rng.normal(size=(n, 1)).astype("float32")


def fit_steps_before(attempt: int, out: str) -> int:
    """The steps a resumed fit skipped (its checkpoint's)."""
    from parallax_tf.runtime.checkpoint import latest
    found = latest(os.path.join(out, "ckpt")) if attempt else None
    return found.step if found is not None else 0


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
