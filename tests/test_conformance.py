"""The conformance matrix: every mode x every promise (docs/conformance.md).

One real job per mode (tests/launcher_scripts/conformance.py, launched by
`parallax-tf run --max-restarts 1` on two emulated machines, two names of
this box) carries all of a mode's faults in two starts: a worker frozen
after a checkpoint, which the watchdog names and the launcher kills
(attempt 0), then the resumed job trains to the end, exports on the chief
alone and gets one bad batch (attempt 1). The cells read what that job
wrote; the job runs once per mode, whichever cell asks first.

Promises:
* oracle: the final weights equal single-device training of the same
  batches (rtol 1e-5), twice interrupted and resumed on the way; 1F1B: its
  single-process simulation (parallax_tf/modes/pipeline/simulate.py);
  dynamic tables spread over the 2 servers: theirs (tests/dynamic_sharded.py); asynchronous
  modes: not applicable (which worker's update lands first is a race);
* resume: the job ended after 1 restart, which resumed at the step of the
  checkpoint written before the failure (the frozen worker, killed by the
  launcher), and the values it read back at once are that checkpoint's,
  exactly;
* export: the chief alone (the other tasks just end their script) exports
  without a hang, and its own variables then hold what `values()` reads;
* frozen: the watchdog ends the job within 60 s naming the frozen worker,
  and names no task that merely waits for a busy chief (the layout row's
  chief works past the silence limit after training while the other
  DTensor client waits, holding the GIL);
* bad input: a batch one row short is refused by name, before any step.

Every row runs on TensorFlow's collectives, the default engine; the rows
of `ON_HOROVOD` also on Horovod's (skipped where it is not installed): one
row per way a mode calls the engine. The other rows call it as one of
those does (`OFF_HOROVOD` says which), so a Horovod job of theirs would
run no engine code the matrix does not already run (they ran on both until
2026-12-01: 7 more jobs, about 5 minutes of the suite; 'hybrid',
'allreduce', 'gpipe_hybrid' and 'gpipe_replicas' until 2026-12-03: 4
more, about 7 minutes of a slow day's suite).
"""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time

import numpy as np
import pytest

import parallax_tf as px
from parallax_tf import env as px_env
from parallax_tf.launch.probe import horovod_installed
from parallax_tf.runtime import features
from parallax_tf.runtime.checkpoint import read_values
from parallax_tf.testing import records_folder

HERE = os.path.dirname(os.path.abspath(__file__))
SCRIPT = os.path.join(HERE, "launcher_scripts", "conformance.py")
sys.path.insert(0, os.path.join(HERE, "launcher_scripts"))
import conformance  # noqa: E402

RESOURCES = {"split": "localhost:0,1;127.0.0.1:0,1", "gpipe": "localhost:0,1",
             "1f1b": "localhost:0,1;127.0.0.1:0,1", "gpipe_hybrid": "localhost:0,1;127.0.0.1:0,1",
             "gpipe_replicas": "localhost:0,1;127.0.0.1:0,1",
             "layout": "localhost:0;127.0.0.1:0"}
"""Two workers on two emulated machines, unless the mode needs more (the
pipelines across replicas: 2 replicas of 2 stages, one per machine)."""
ASYNCHRONOUS = {"ps_async": "PS async: each worker's update lands when it arrives, in an "
                            "order no single-device run has",
                "weak_c_lt_k": "weak sync with c < k: an update uses whichever c workers "
                               "pushed first"}
MODES = ["hybrid", "dynamic", "allreduce", "ps", "ps_async", "split", "layout", "gpipe", "1f1b",
         "gpipe_hybrid", "gpipe_replicas",
         "weak_ck", "weak_c_lt_k", "chunks", "auto", "keras_fit", "mixed", "row_cache"]
ENGINES = ["horovod", "tensorflow"]
"""The collective engines (PARALLAX_TF_COLLECTIVES)."""
ON_HOROVOD = {
    "split": "a split model's replicas reduced across machines (the data mode on process sets)",
    "1f1b": "a pipeline's stages reduced across replicas (the pipeline on process sets), "
            "1F1B with servers, SpecTrain, chunked (issue 63's row)",
    "keras_fit": "px.keras.fit's step under weak synchronisation (on Horovod its pushes run in "
                 "the step's run), chunked, the chunk size searched",
    "auto": "candidate programs built and timed in one process",
    "row_cache": "the row cache's lookups and pushes (staleness 0) beside HYBRID's dense "
                 "reductions (issue 65: both engines; 'hybrid''s model and reductions)"}
"""The rows also run on Horovod's engine: each calls it in a way of its own."""
OFF_HOROVOD = {
    "allreduce": "its sparse gradients' values and indices, one Collective.allgather, run on "
                 "Horovod's engine in test_equivalence.py::test_structure_allreduce[horovod]",
    "hybrid": "as 'row_cache' (its model on HYBRID: the same dense reductions; the row cache "
              "only adds lookups on the servers)",
    "gpipe_replicas": "as '1f1b' (the pipeline's stage reductions across replicas)",
    "gpipe_hybrid": "as '1f1b' (across replicas, with servers)",
    "dynamic": "its tables' calls use no collective (queues on the servers order the "
               "staged keys, the chief's insertion and the lookups); its dense reductions "
               "as 'row_cache''s on HYBRID",
    "ps": "every variable on the servers; its dynamic table's calls as 'dynamic''s",
    "ps_async": "as 'ps'", "weak_ck": "as 'keras_fit' (weak synchronisation)",
    "weak_c_lt_k": "as 'keras_fit' (weak synchronisation)",
    "mixed": "as 'hybrid', 'allreduce' and 'auto' (its placements are the planner's)",
    "gpipe": "one replica: no collective at all",
    "chunks": "as 'keras_fit' (chunked): a chunk is one more grouped reduction of the same call",
    "layout": "DTensor's own collectives, whatever Config(collectives) says"}
"""The rows on TensorFlow's engine only, and why."""
assert set(ON_HOROVOD) | set(OFF_HOROVOD) == set(MODES) and not set(ON_HOROVOD) & set(OFF_HOROVOD)
CELLS = [pytest.param(mode, engine, id=f"{mode}-{engine}")
         for mode in MODES for engine in ENGINES
         if engine == "tensorflow" or mode in ON_HOROVOD]
STALE_S = 6
"""The watchdog's silence limit in these jobs (the default is 20 s)."""

REFERENCES = {"mixed": "mixed_tables_partitioned_densified_reference"}
"""A mode whose single-device reference is not its own step: the densified
table's gradient is densified there too (its Adagrad differs otherwise)."""

pytestmark = [pytest.mark.multiprocess, pytest.mark.slow]

_jobs: dict = {}


class Job:
    """What one mode's job wrote, and the launcher's output."""

    def __init__(self, mode: str, out: str, output: str, code: int, seconds: float,
                 records: str):
        self.mode, self.out, self.output, self.code, self.seconds = \
            mode, out, output, code, seconds
        self.records = records
        """The folder its chief wrote the features it ran into."""

    def read(self, name: str):
        path = os.path.join(self.out, name)
        assert os.path.exists(path), f"{self.mode}: the job wrote no {name}:\n" + \
            self.output[-4000:]
        with open(path, encoding="utf-8") as f:
            return json.load(f)


def job(mode: str, engine: str, tmp_path_factory) -> Job:
    if engine == "horovod" and not horovod_installed():
        pytest.skip("Horovod is not installed (scripts/install.sh --tests builds it)")
    if (mode, engine) not in _jobs:
        out = str(tmp_path_factory.mktemp(f"conformance_{mode}_{engine}"))
        resources = RESOURCES.get(mode, "localhost:0;127.0.0.1:0")
        records = records_folder(f"conformance_{mode}_{engine}", os.path.join(out, "features"))
        env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p),
               "PARALLAX_TF_HEARTBEAT_STALE": str(STALE_S),
               "PARALLAX_TF_COLLECTIVES": engine, px_env.FEATURES_RECORD_VAR: records}
        cmd = [sys.executable, "-m", "parallax_tf.cli", "run", "--max-restarts", "1",
               "-r", resources, SCRIPT, mode, out]
        started = time.monotonic()
        proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=900)
        _jobs[mode, engine] = Job(mode, out, proc.stdout + proc.stderr, proc.returncode,
                                  time.monotonic() - started, records)
    found = _jobs[mode, engine]
    assert found.code == 0, f"{mode} on {engine}: the job failed ({found.code}):\n" + \
        found.output[-5000:]
    if mode != "layout":
        assert found.read("job.json")["horovod"] == (engine == "horovod"), engine
    return found


# ----------------------------------------------------------------------------- references

_references: dict = {}
"""The single-device references computed, by model, replicas and shards:
rows of one model (hybrid, auto, row_cache) and a row's two engines share one."""


def _single_device(mode: str, replicas: int, shards: dict) -> dict:
    """The trainable values after STEPS steps of one device on every
    replica's batches concatenated (a composed row's dynamic table in the
    job's `shards`), computed once per model, replicas and shards: a row's
    own reference (`OWN_REFERENCES`), else its model's (`REFERENCES`,
    `conformance.FACTORIES`) on one device."""
    model = mode if mode in OWN_REFERENCES else REFERENCES.get(mode, conformance.FACTORIES[mode])
    key = (model, replicas, json.dumps(shards, sort_keys=True))
    if key not in _references:
        _references[key] = _compute_single_device(model, replicas, shards)
    return _references[key]


def _compute_single_device(model: str, replicas: int, shards: dict) -> dict:
    if model in OWN_REFERENCES:
        return OWN_REFERENCES[model](replicas)
    import oracle_models
    if model.startswith("composed"):
        return oracle_models.composed_reference(model, replicas, conformance.STEPS,
                                                shards.get("dyn/rows"))[1]
    from parallax_tf.testing import single_device
    return single_device(f"oracle_models:{model}", replicas, conformance.STEPS)[1]


def _keras_fit(replicas: int) -> dict:
    """The 'keras_fit' row's reference: Keras' own fit on both replicas'
    batches together."""
    model, x, y = conformance.fit_model()
    model.fit(x, y, batch_size=2 * conformance.FIT_BATCH, epochs=1, shuffle=False, verbose=0)
    return {w.path: w.numpy() for w in model.trainable_weights}


def _dynamic(replicas: int) -> dict:
    """The 'dynamic' row's reference: its tables in 2 shards, one per server,
    simulated."""
    import oracle_models
    return oracle_models.sharded_reference(2, replicas, conformance.STEPS)[1]


def _one_f_one_b(replicas: int) -> dict:
    """The 1F1B row's simulation: its embedding (on the servers in the job)
    and two Dense stages, SpecTrain, the replicas' gradients averaged."""
    import oracle_models
    from pipeline_reference import reference_1f1b

    from parallax_tf.capture import capture
    step, make_batch = oracle_models.pipeline_embedding_momentum()
    initial = {v.name: v.variable.numpy() for v in capture(step, *make_batch(0, 0)).variables}
    weights = [(initial[f"fc{k}/kernel"], initial[f"fc{k}/bias"]) for k in range(2)]
    batches = [[make_batch(k, r) for r in range(replicas)] if replicas > 1 else make_batch(k, 0)
               for k in range(conformance.STEPS)]
    _, final = reference_1f1b(weights, batches, 2,
                              px.Staleness.SPECTRAIN, replicas=replicas,
                              table=initial["emb/embeddings"])
    out = {name: value for k, (w, b) in enumerate(final[:2])
           for name, value in ((f"fc{k}/kernel", w), (f"fc{k}/bias", b))}
    return {**out, "emb/embeddings": final[2][0]}


OWN_REFERENCES = {"keras_fit": _keras_fit, "1f1b": _one_f_one_b, "dynamic": _dynamic}
"""The rows whose reference is not their model's step on one device."""


# ----------------------------------------------------------------------------- the cells

@pytest.mark.parametrize("mode, engine", CELLS)
def test_oracle(mode, engine, tmp_path_factory):
    if mode in ASYNCHRONOUS:
        pytest.skip(f"not applicable: {ASYNCHRONOUS[mode]}")
    found = job(mode, engine, tmp_path_factory)
    exported = found.read("export.json")
    written = found.read("job.json")
    reference = _single_device(mode, written["replicas"], written.get("shards", {}))
    assert set(reference) <= set(exported), (sorted(reference), sorted(exported))
    for name, value in reference.items():
        np.testing.assert_allclose(exported[name], value, rtol=1e-5, atol=1e-6,
                                   err_msg=f"{mode}: {name}")
    ran = features.verify(found.records)       # the pair guard counts this job now
    expected = set(conformance.RAN.get(mode, "").split())     # a row covering pairs lists them
    if engine == "tensorflow" and written["replicas"] > 1:
        expected.add("tensorflow_collectives")
    assert expected <= set(ran), (f"{mode} on {engine} ran {ran}, not all of "
                                  f"{sorted(expected)}")


def test_mixed_places_each_table_as_asked_and_measures_the_links(tmp_path_factory):
    """The 'mixed' row's plan, read before its first step: every table where
    Config(architecture='mixed', placements=...) put it (whichever plan the
    timing kept: MIXED's, or PS's, which puts the head on the servers too),
    and the links the job measured (its two machines are this box's
    loopback)."""
    import oracle_models
    found = job("mixed", "tensorflow", tmp_path_factory)
    start = found.read("start_0.json")
    kinds = {"ps": ["ps", None], "allgather": ["allreduce", "allgather"],
             "allreduce": ["allreduce", "allreduce"]}
    for name, where in oracle_models.MIXED_PLACEMENTS.items():
        assert start["placements"][name] == kinds[where], (name, start["placements"])
    # the log names the placements the job trains with, not HYBRID's "all on the servers"
    chose = re.findall(r"architecture MIXED chose (\w+) in .*; \1 with Config\(placements="
                       r"\.\.\.\) trains the sparse variables so: ps \(\d\): (.*); allreduce "
                       r"\(\d\): (.*); allgather \(\d\): (.*)$", found.output, re.MULTILINE)
    assert chose, found.output[-3000:]
    for _, *groups in chose:
        got = {n: w for w, names in zip(("ps", "allreduce", "allgather"), groups)
               for n in names.split(", ")}
        assert got == oracle_models.MIXED_PLACEMENTS, got
    links = start["links"]
    assert links["measured"] and links["bandwidth"] > 1e6, links
    assert 0 <= links["server_round_trip"] < 0.5 and 0 <= links["collective"] < 0.5, links


@pytest.mark.parametrize("mode, engine", CELLS)
def test_resume_after_a_failure(mode, engine, tmp_path_factory):
    found = job(mode, engine, tmp_path_factory)
    assert found.read("job.json")["attempt"] == 1, found.output[-3000:]
    assert "restart 1 of 1: the job was stuck: worker 1 is stopped" in found.output, \
        found.output[-3000:]
    # the chief's one line, shown by default: the checkpoint and where the job goes on
    said = re.findall(r"^\[(\w+ \d+)\] (?:WARNING:[\w.]+:)?resumed from checkpoint (\S+) at "
                      r"(.*)$", found.output, re.MULTILINE)    # (a layout job's logging format)
    assert len(said) == 1 and said[0][0] == "worker 0", (said, found.output[-3000:])
    if mode == "keras_fit":          # its oracle cell compares the resumed fit's weights
        assert re.fullmatch(r".*/ckpt/ckpt-(\d+) at epoch 1, batch \1 \(step \1\)",
                            " at ".join(said[0][1:])), said
        return
    start = found.read("start_1.json")
    assert said[0][1:] == (os.path.join(found.out, "ckpt", f"ckpt-{start['step']}"),
                           f"step {start['step']}"), said
    last = conformance.FREEZE_AT - conformance.FREEZE_AT % conformance.EVERY
    if mode in ASYNCHRONOUS:      # the chief may checkpoint once more before it is stopped
        assert last <= start["step"] < conformance.STEPS, start["step"]
    else:
        assert start["step"] == last, start["step"]
    saved = read_values(os.path.join(found.out, "ckpt", f"ckpt-{start['step']}"),
                        list(start["values"]))
    for name, value in start["values"].items():
        np.testing.assert_array_equal(np.asarray(value, saved[name].dtype), saved[name],
                                      err_msg=f"{mode}: {name} after resuming")


@pytest.mark.parametrize("mode, engine", CELLS)
def test_export_on_the_chief_alone(mode, engine, tmp_path_factory):
    found = job(mode, engine, tmp_path_factory)
    exported = found.read("export.json")
    assert exported, found.output[-3000:]
    if mode == "keras_fit":
        return
    values = found.read("values.json")
    for name, value in exported.items():
        np.testing.assert_array_equal(value, values[name], err_msg=f"{mode}: {name}")


@pytest.mark.parametrize("mode, engine", CELLS)
def test_a_frozen_task_ends_the_job_naming_it(mode, engine, tmp_path_factory):
    found = job(mode, engine, tmp_path_factory)
    match = re.search(r"worker 1 is stopped \(SIGSTOP[^;]*; no heartbeat for (\d+) s",
                      found.output)
    assert match, found.output[-4000:]
    assert int(match.group(1)) < 60, match.group(0)


@pytest.mark.parametrize("mode, engine", [("keras_fit", e) for e in ENGINES]
                         + [("hybrid", "tensorflow")])
def test_resources_in_the_script_other_than_the_launchers_are_named(mode, engine,
                                                                      tmp_path_factory):
    """The keras_fit job's script passes resources='localhost:0,1' to
    px.keras.fit under a launcher of 'localhost:0;127.0.0.1:0': the chief
    warns once per start (the job trains on the launcher's: its oracle
    cell); a script that passes none (hybrid's) hears nothing."""
    output = job(mode, engine, tmp_path_factory).output
    said = re.findall(r"^\[(\w+ \d+)\] resources='localhost:0,1' in the script are not the "
                      r"launcher's \(localhost:0;127.0.0.1:0\): .* the script's are ignored",
                      output, re.MULTILINE)
    assert said == (["worker 0"] * 2 if mode == "keras_fit" else []), (said, output[-3000:])


@pytest.mark.parametrize("mode, engine", CELLS)
def test_a_bad_batch_is_refused_by_name(mode, engine, tmp_path_factory):
    message = job(mode, engine, tmp_path_factory).read("refused.json")["message"]
    assert message and message.startswith("ConfigError"), message
    if mode == "keras_fit":
        assert "epochs=0" in message, message
    else:
        assert re.search(r"shapes? \[?\(\d", message), message
