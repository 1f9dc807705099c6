"""A HYBRID job for the fault tests at the edges (tests/test_edges.py).

    edges.py MODE [CHECKPOINT_DIR [VOCAB]]

An embedding on the servers and a dense layer on AllReduce, SGD; the step
takes ids and a scale of the loss. MODE:
`train` 6 steps; `long` 40 steps of at least 0.25 s; `raise` worker 1 raises at step 3; `dtype` worker 1 feeds
float ids; `batch5` worker 1 feeds 5 ids where worker 0 feeds 4; `extra_key`
worker 1 adds a key to its dict batch; `nan` the loss is NaN at step 2 (a
warning, the job ends 0); `stop_nan` the same with Config(stop_on_nan=True);
`resume` 6 steps with Config(checkpoint_every=2, checkpoint_dir=...) over
`range(runner.start_step, 6)`, then export (VOCAB: the embedding's rows,
default 50); `resume_crash` the same, and on the job's first start
(PARALLAX_TF_RESTART 0) worker 1 raises after its last step. The chief
prints `SUM <sum of the exported values>`. `dynamic`: the step also reads a
dynamic embedding table (`px.DynamicTable`, named "clicks"), which a job
refuses under ALLREDUCE.
"""
import os
import sys
import time

import numpy as np
import tensorflow as tf

import parallax_tf as px

MODE = sys.argv[1]
FOLDER = sys.argv[2] if len(sys.argv) > 2 else None
VOCAB = int(sys.argv[3]) if len(sys.argv) > 3 else 50

emb = tf.Variable(tf.random.stateless_normal([VOCAB, 4], seed=[1, 2]), name="emb")
dense = tf.Variable(tf.ones([4, 1]), name="dense")
opt = tf.keras.optimizers.SGD(0.1)
clicks = px.DynamicTable(4, 16, name="clicks") if MODE == "dynamic" else None


@tf.function
def step(batch):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.matmul(tf.gather(emb, batch["ids"]), dense) ** 2)
        loss = loss * batch["scale"]
        if clicks is not None:
            loss += tf.reduce_sum(clicks(tf.cast(batch["ids"], tf.int64), training=True))
    weights = [emb, dense] + ([clicks.rows] if clicks is not None else [])
    grads = tape.gradient(loss, weights)
    opt.apply_gradients(zip(grads, weights))
    return loss


config = px.Config(step_timeout=30, stop_on_nan=MODE == "stop_nan",
                   **({"checkpoint_every": 2, "checkpoint_dir": FOLDER}
                      if MODE.startswith("resume") else {}))
runner = px.get_runner(step, config=config)
me = runner.worker_id
start = runner.start_step if MODE.startswith("resume") else 0
if start >= 6:
    print(f"already at step {start} of 6", flush=True)
STEPS = 40 if MODE == "long" else 6
for i in range(start, STEPS):
    ids = (np.arange(4, dtype=np.int32) + 4 * me + i) % VOCAB
    batch = {"ids": ids, "scale": np.float32(1.0)}
    if me == 1 and MODE == "dtype":
        batch["ids"] = ids.astype(np.float32)
    if me == 1 and MODE == "batch5":
        batch["ids"] = np.arange(5, dtype=np.int32)
    if me == 1 and MODE == "extra_key":
        batch["mask"] = np.ones(4, np.float32)
    if MODE in ("nan", "stop_nan") and i == 2:
        batch["scale"] = np.float32("nan")
    if me == 1 and MODE == "raise" and i == 3:
        raise RuntimeError("worker 1 broke before step 3")
    runner.run(batch)
    if MODE == "long":
        time.sleep(0.25)
if MODE == "resume_crash" and me == 1 and os.environ.get("PARALLAX_TF_RESTART", "0") == "0":
    raise RuntimeError("worker 1 fails after its last step")
runner.export()
if me == 0:
    print(f"SUM {float(tf.reduce_sum(emb)) + float(tf.reduce_sum(dense)):.6f}", flush=True)
