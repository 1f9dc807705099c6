"""Dynamic tables on the parameter servers (issue 49), in real jobs: the
tables spread by key over the servers equal their single-process
simulation (tests/dynamic_sharded.py; with one server, the one-device
table: the conformance row 'dynamic' and test_equivalence); a checkpoint
of 2 servers resumes on 3 servers, keys re-hashed to their new shards, as
one device trains on. The conformance row runs the same tables with a
restart, an export and bad input (on TensorFlow's engine: a table call
uses no collective)."""
from __future__ import annotations

import json
import logging
import os
import re
import sys
from pathlib import Path

import numpy as np
import pytest

import parallax_tf as px
from parallax_tf.embeddings.hashing import EMPTY_KEY, shard_of_numpy
from parallax_tf.resources import parse_resources
from parallax_tf.testing import run_distributed

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import oracle_models  # noqa: E402

pytestmark = pytest.mark.multiprocess


def test_tables_spread_over_two_servers_equal_their_simulation(tmp_path):
    """4 workers on 2 emulated machines (local aggregation), 2 servers, PS:
    SGD's table (every key fits), Adagrad's (admission, LFU) and Adam's
    (LRU, max_age) in 2 shards each, 6 steps, each worker's reads through
    its row cache at staleness 0 (by key, docs/row_cache.md): losses and
    every weight as the simulation of 2 shards on one device gives them
    (rtol 1e-5)."""
    job = run_distributed("tests.oracle_models:dynamic_tables", "localhost:0,1;127.0.0.1:0,1",
                          px.Config(architecture="ps", row_cache=px.RowCache(rows=4)), steps=6,
                          workdir=str(tmp_path))
    losses, values = oracle_models.sharded_reference(2, job.num_replicas, 6)
    np.testing.assert_allclose(job.losses, losses, rtol=1e-5, atol=1e-6)
    for name, value in values.items():
        np.testing.assert_allclose(job.values[name], value, rtol=1e-5, atol=1e-6, err_msg=name)
    # 4 calls (Adam's table twice) x 2 shards
    _rows_come_with_the_lookup(tmp_path, workers=4, gathers=8)
    _the_chief_releases_every_shard(tmp_path, tables=3, shards=2)
    for w in range(4):          # every read a miss at s = 0, through the cache's ops
        graph = json.loads((tmp_path / f"graph_{w}.json").read_text())
        counts = graph["row_cache"]
        assert len(counts) == 3 and all(c["reads"] > 0 and c["hits"] == 0
                                        for c in counts.values()), counts
        assert len([n for n in graph["op_devices"] if "parallax/row_cache/looked_up/" in n
                    and n.endswith("/rows")]) == 4, counts
    from parallax_tf.runtime import features
    assert {"row_cache", "dynamic_tables", "ps"} <= set(features.verify(job.records))


def _rows_come_with_the_lookup(workdir: Path, workers: int, gathers: int) -> None:
    """Each of a job's table calls has its servers answer the lookup with
    the found keys' rows (`gathers`: calls x shards, in every worker's
    program), and no other gather of the tables' rows is on the servers
    (none gets row numbers from a worker); every worker leaves each call's
    keys with each shard's server, as many, and gathers no keys from the
    other workers (a key crosses the network once); no program reads a
    shard's hash table whole, and no step its row keys (a step's
    admissions gather the positions they ask for and a window of row keys
    from the shard's first free row)."""
    for w in range(workers):
        graph = json.loads((workdir / f"graph_{w}.json").read_text())
        assert len(graph["server_stages"]) == gathers, graph["server_stages"]
        assert not [g for g in graph["allgather"] if "table_keys" in g], graph["allgather"]
        found = [g for g in graph["server_gathers"] if re.search(r"/found_rows(_\d+)?$", g)]
        assert len(found) == gathers, graph["server_gathers"]
        # (an optimizer slot's rows gathered for its update math keep the
        # read's name: graph/gather_first.py; the pushed rows' own numbers)
        resource = [g for g in graph["server_gathers"] if g.startswith("ResourceGather:")
                    and not g.endswith("/ReadVariableOp")]
        assert all("/parallax_dynamic_find" in g for g in resource), resource
        hashed = [r for r in graph["server_reads"] if "slot_keys" in r]
        assert not hashed, hashed
        keys = [r for r in graph["server_reads"] if "row_keys" in r.split(":")[0]]
        assert not [r for r in keys if "parallax_dynamic_find" in r], keys
        if w == 0:      # (the check's own: the chief's start reads the row keys)
            assert keys, graph["server_reads"]


def _the_chief_releases_every_shard(workdir: Path, tables: int, shards: int) -> None:
    """The chief's release destroys each shard's hash table (its keys and
    its rows) and `free_from` hint, of every table, on its server."""
    released = json.loads((workdir / "graph_0.json").read_text())["server_releases"]
    for role in ("slot_keys", "slot_rows", "free_from"):
        for s in range(shards):
            mine = [r for r in released if f"/{role}" in r and f"/shard{s}" in r]
            assert len(mine) == tables, (role, s, released)


def _run(resources: str, out: Path, stop: int, *kill_at: int, elastic=None) -> None:
    from parallax_tf.launch.launcher import run_job
    listing = [elastic.listing] if elastic is not None and elastic.listing else []
    result = run_job(resources, [sys.executable, str(HERE / "launcher_scripts" / "reshard.py"),
                                 str(out), str(out / "ckpt"), str(stop),
                                 *(str(k) for k in kill_at), *listing],
                     start_servers=True, plan_from_chief=True, grace_s=1.0, elastic=elastic,
                     env={"PARALLAX_TF_RESOURCES": parse_resources(resources).to_str(),
                          "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)})
    assert result.exit_code == 0, result.message


def _by_key(values: dict, table: str, slots: list) -> dict:
    keys = values[f"{table}/row_keys"]
    live = np.flatnonzero(keys != EMPTY_KEY)
    return {int(keys[r]): (values[f"{table}/rows"][r], [values[n][r] for n in slots],
                           int(values[f"{table}/row_count"][r]),
                           int(values[f"{table}/row_last"][r]))
            for r in live}


def _global_batches(generations: list) -> list:
    """The example ids of each step's global batch (worker 0's, then worker
    1's...) of generations of (steps, workers) reading one stream through
    `px.shard(stream, start=runner.start_example)`: a step of R workers of
    batch b trains the next R x b examples, worker r every R-th from r."""
    b, at, out = oracle_models.BATCH, 0, []
    for steps, workers in generations:
        for _ in range(steps):
            out.append([[at + r + workers * j for j in range(b)] for r in range(workers)])
            at += workers * b
    return out


def test_an_elastic_job_shrinks_and_grows_back_as_one_device_trains(tmp_path, capfd, caplog):
    """An elastic job (`--elastic 2:3`) of 3 workers x 3 servers trains 4
    steps (a checkpoint every step), then worker 2 is killed (SIGKILL): the
    launcher drops its machine and the job goes on, a new generation on 2
    workers x 2 servers from that checkpoint. Before it died, the worker
    replaced its machine (127.0.0.2) by 127.0.0.3 in the job's resources
    file, as a cluster manager replaces a preempted machine: the launcher
    re-reads the file, finds 127.0.0.3 reachable at once (this host), and
    leaves 127.0.0.2 out (no longer listed), so at its first checkpoint
    (step 5) the chief ends that generation and the job grows back to 3
    workers x 3 servers to step 8. (A lost machine still listed comes back
    the same way: tests/test_elastic.py.)
    The input: one stream of examples through `px.shard(stream,
    start=runner.start_example)`: each step's workers trained the next
    examples of the stream, every example of the first 92 once (3 x 4 x 4,
    then 2 x 4, then 3 x 3 x 4), checked by id per generation. Two tables
    (Adagrad with eviction by age; Adam without eviction): every key's row,
    optimizer slot rows, count and last sighting, a partitioned Embedding
    (Adagrad; its parts follow the server count) and the head equal one
    device's on the same global batches; each key's row is in its shard of
    2 (step 5's checkpoint), then of 3 (re-hashed on each resume); what the
    job holds is a one-device table (its hash table finds every key)."""
    from parallax_tf.launch.elastic import Elastic
    from parallax_tf.runtime.checkpoint import read_values
    caplog.set_level(logging.INFO, logger="parallax_tf.launch.launcher")
    listing = tmp_path / "machines.txt"          # the job's resources file, re-read
    listing.write_text("localhost:0\n127.0.0.1:0\n127.0.0.2:0\n")
    _run(str(listing), tmp_path, 8, 4, elastic=Elastic(low=2, high=3, listing=str(listing)))
    said = capfd.readouterr().out
    # the chief's exit to grow is no failure: said, and not as an ERROR
    grew = [r for r in caplog.records if "exited with code 79" in r.getMessage()]
    assert grew and all(r.levelno == logging.INFO and "ended this generation to grow"
                        in r.getMessage() for r in grew), [r.getMessage() for r in grew]
    for line in ("elastic: worker 2 on 127.0.0.2 was killed by SIGKILL; the job lost "
                 "127.0.0.2; going on with 2 machine(s): localhost:0;127.0.0.1:0",
                 "elastic: 127.0.0.3 back; growing to 3 machine(s): "
                 "localhost:0;127.0.0.1:0;127.0.0.3:0",
                 "resumed from checkpoint", "at step 4", "at step 5",
                 # the last generation: 3 replicas, tables in 3 shards, 'words' in 3 parts
                 "RESHARD start 5 stop 8 replicas 3 shards 3 parts 3",
                 "the job completed after 0 restart(s) and 2 elastic change(s), on "
                 "localhost:0;127.0.0.1:0;127.0.0.3:0"):
        assert line in said, (line, said[-4000:])
    want = _global_batches([(4, 3), (1, 2), (3, 3)])
    for start, workers, steps in ((0, 3, range(0, 4)), (1, 2, range(4, 5)),
                                  (2, 3, range(5, 8))):
        for w in range(workers):
            got = json.load(open(tmp_path / f"ids_8_{start}_{w}.json"))
            assert got == {str(k): want[k][w] for k in steps}, (start, w, got)
    assert sorted(i for parts in want for p in parts for i in p) == list(range(92))
    values = {8: {}, 5: {}}
    with np.load(tmp_path / "values_8.npz") as data:
        values[8] = {k.replace("|", "/"): data[k] for k in data.files}
    names = [f"{t}/row_keys" for t in ("clicks", "views")]
    values[5] = read_values(str(tmp_path / "ckpt" / "ckpt-5"), names)
    step, _ = oracle_models.reshard_table()
    ids, y = oracle_models.reshard_stream()
    for parts in want:
        every = np.concatenate(parts)
        step(ids[every], y[every])
    for stop, shards in ((5, 2), (8, 3)):
        for name in ("clicks", "views"):
            keys = values[stop][f"{name}/row_keys"]
            live = np.flatnonzero(keys != EMPTY_KEY)
            assert len(live) >= 8, name
            np.testing.assert_array_equal(live % shards, shard_of_numpy(keys[live], shards))
            if stop == 5:            # rows the 3-server generation had to move
                assert np.sum(live % 3 != shard_of_numpy(keys[live], 3)) >= 3
    job = values[8]
    for name, (table, optimizer) in step.tables.items():
        # '<optimizer>/<rows' path>_<slot>' (this process may number its optimizers)
        slots = sorted((n for n in job if f"/{name}_rows_" in n and job[n].shape == (96, 4)),
                       key=lambda n: n.split("/", 1)[1])
        assert len(slots) == (1 if name == "clicks" else 2), (name, slots)
        mine = {f"{name}/{v}": getattr(table, v).numpy()
                for v in ("rows", "row_keys", "row_count", "row_last")}
        ours = sorted((v for v in optimizer.variables if tuple(v.shape) == (96, 4)),
                      key=lambda v: v.path.split("/", 1)[1])
        mine.update({n: v.numpy() for n, v in zip(slots, ours)})
        want, got = _by_key(mine, name, slots), _by_key(job, name, slots)
        assert sorted(want) == sorted(got), name
        for key, (rows, slot_rows, count, last) in want.items():
            np.testing.assert_allclose(got[key][0], rows, rtol=1e-5, atol=1e-6,
                                       err_msg=f"{name} {key}")
            for a, b in zip(got[key][1], slot_rows):
                np.testing.assert_allclose(a, b, rtol=1e-5, atol=1e-6, err_msg=f"{name} {key}")
            assert got[key][2:] == (count, last), (name, key)
        assert int(job[f"{name}/step"]) == int(table.step.numpy()) == 8
        # what a checkpoint holds is a one-device table: its hash table
        # (rebuilt over the whole rows when read) finds every key's row
        fresh = oracle_models.reshard_table()[0].tables[name][0]
        for v in ("rows", "row_keys", "row_count", "row_last", "slot_keys", "slot_rows",
                  "sketch", "step"):
            getattr(fresh, v).assign(job[f"{name}/{v}"])
        keys = np.array(sorted(got), np.int64)
        np.testing.assert_allclose(fresh(keys, training=False).numpy(),
                                   np.stack([got[int(k)][0] for k in keys]), rtol=1e-6)
    # the partitioned Embedding, cut in 3, then 2, then 3 parts, whole again
    for weight in step.words.trainable_weights + step.head.trainable_weights:
        np.testing.assert_allclose(job[weight.path], weight.numpy(), rtol=1e-5, atol=1e-6,
                                   err_msg=weight.path)


def test_one_server_holds_the_one_device_table(tmp_path):
    """2 workers, 1 server (HYBRID): the table is one shard, the one-device
    table exactly (the admission and eviction tables too)."""
    from parallax_tf.testing import run_equivalence
    run_equivalence("tests.oracle_models:dynamic_tables", "localhost:0,1",
                    px.Config(architecture="hybrid"), steps=6,
                    workdir=str(tmp_path)).assert_close(rtol=1e-5)
    _rows_come_with_the_lookup(tmp_path, workers=2, gathers=4)    # one shard: whole rows


def test_the_recommender_example_trains_as_a_job_and_the_chief_exports(tmp_path):
    """examples/recommender unchanged (string user ids, int64 items from a
    growing catalog through px.DynamicEmbedding; admission 2, LRU; Adam;
    px.keras.fit) on 2 emulated machines: its tables spread over the 2
    servers, it learns (held-out log loss below a constant predictor's,
    AUC well above chance) and the chief's export is served (the script
    compares the served predictions)."""
    import subprocess
    resources = "localhost:0;127.0.0.1:0"
    out = tmp_path / "results.json"
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(p for p in sys.path if p)}
    proc = subprocess.run(
        [sys.executable, "-m", "parallax_tf.cli", "run", "-r", resources,
         str(HERE.parent / "examples" / "recommender" / "train.py"), "--resources", resources,
         "--steps", "60", "--batch-size", "128", "--export", str(tmp_path / "served"),
         "--json", str(out)], env=env, capture_output=True, text=True, timeout=600,
        cwd=str(tmp_path))
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert "stock TensorFlow serves it" in proc.stdout + proc.stderr
    results = json.loads(out.read_text())
    assert results["auc"] > 0.65, results
    assert results["log_loss"] < 0.65, results      # a constant predictor's is ~0.69
    assert 0 < results["users_with_a_row"] <= 4096, results
