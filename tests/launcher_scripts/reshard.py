"""A job that trains `oracle_models.reshard_table` from its checkpoint
folder's latest checkpoint (or from the start) to step STOP, a checkpoint
after every step (all kept). Its input is one global stream of examples, each with its
id, read through `px.shard(stream, start=runner.start_example)`: on any
worker count a resumed job goes on with the examples not yet trained.
Every worker writes the example ids of each step it ran, as it runs them,
to OUT/ids_<STOP>_<start>_<worker>.json (start: PARALLAX_TF_RESTART, an
elastic job's generation); the chief writes every
value it ends with (the table's keys and counters, the optimizer's slots)
to OUT/values_<STOP>.npz. With KILL_AT, on the job's first start, worker 2
kills itself (SIGKILL) once it has run KILL_AT steps and the chief's
checkpoint of that step is written: an elastic job loses its machine;
with LISTING (the job's resources file), it first replaces its machine
there by 127.0.0.3, as a cluster manager replaces a preempted machine.

    reshard.py OUT CHECKPOINT_DIR STOP [KILL_AT [LISTING]]
"""
import json
import os
import signal
import sys
import time

import numpy as np
import tensorflow as tf

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))             # tests/ (oracle_models)

import oracle_models  # noqa: E402

import parallax_tf as px  # noqa: E402

out, folder, stop = sys.argv[1], sys.argv[2], int(sys.argv[3])
kill_at = int(sys.argv[4]) if len(sys.argv) > 4 else None
listing = sys.argv[5] if len(sys.argv) > 5 else None
attempt = os.environ.get("PARALLAX_TF_RESTART", "0")
step, _ = oracle_models.reshard_table()
ids, y = oracle_models.reshard_stream()
runner = px.get_runner(step, config=px.Config(architecture="hybrid", checkpoint_dir=folder,
                                              checkpoint_every=1, keep_checkpoints=100))
start = runner.start_step
stream = tf.data.Dataset.from_tensor_slices((ids, y, np.arange(len(ids))))
batches = iter(px.shard(stream, start=runner.start_example).batch(oracle_models.BATCH,
                                                                  drop_remainder=True))
trained = {}
for k in range(start, stop):
    x, labels, example_ids = next(batches)
    runner.run(x, labels)
    trained[k] = example_ids.numpy().tolist()
    with open(os.path.join(out, f"ids_{stop}_{attempt}_{runner.worker_id}.json"), "w") as f:
        json.dump(trained, f)
    if k + 1 == kill_at and attempt == "0" and runner.worker_id == 2:
        while tf.train.latest_checkpoint(folder) != os.path.join(folder, f"ckpt-{kill_at}"):
            time.sleep(0.05)
        if listing:                    # written whole: the launcher re-reads it meanwhile
            with open(listing, encoding="utf-8") as f:
                text = f.read().replace("127.0.0.2:", "127.0.0.3:")
            with open(listing + ".new", "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(listing + ".new", listing)
        os.kill(os.getpid(), signal.SIGKILL)
runner.sync()
if runner.worker_id == 0:
    print(f"RESHARD start {start} stop {stop} replicas {runner.num_replicas} shards "
          f"{runner.plan.variables['clicks/rows'].num_shards} parts "
          f"{runner.plan.variables['words/embeddings'].num_shards}", flush=True)
    np.savez(os.path.join(out, f"values_{stop}.npz"),
             **{n.replace("/", "|"): v for n, v in runner.values().items()})
