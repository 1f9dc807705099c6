"""A job with periodic checkpoints that may lose a worker mid-training.

    resume.py OUT_DIR CHECKPOINT_DIR STEPS [KILL_AT [STEP_TIMEOUT]]

Embedding + sampled softmax (a stateful random op: its candidates) trained
with Adam (slots on the servers), deterministic data read through px.shard
and skipped to `runner.start_step`, Config(checkpoint_every=3). With KILL_AT,
worker 1 SIGKILLs itself before step KILL_AT on the job's first start only
(PARALLAX_TF_RESTART = 0), so under `--max-restarts 1` the job restarts
and resumes from its latest checkpoint. Every worker prints its losses
(`LOSS step value`); the chief writes the final values to OUT_DIR/final.npz.
KILL_AT -1: nobody is killed; STEP_TIMEOUT: Config(step_timeout=...).
"""
import os
import signal
import sys

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px
from parallax_tf import env

out, folder, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
kill_at = int(sys.argv[4]) if len(sys.argv) > 4 and int(sys.argv[4]) >= 0 else None
step_timeout = float(sys.argv[5]) if len(sys.argv) > 5 else None
keras.utils.set_random_seed(7)          # the graph-level seed: the sampler's numbers repeat
V, D, B = 64, 8, 4
rng = np.random.default_rng(3)
emb = tf.Variable(rng.normal(0, 0.3, [V, D]).astype(np.float32), name="emb")
w = tf.Variable(rng.normal(0, 0.3, [V, D]).astype(np.float32), name="softmax_w")
b = tf.Variable(np.zeros([V], np.float32), name="softmax_b")
opt = keras.optimizers.Adam(0.05)


@tf.function
def train_step(x, y):
    with tf.GradientTape() as tape:
        h = tf.reduce_mean(tf.nn.embedding_lookup(emb, x), axis=1)
        loss = tf.reduce_mean(tf.nn.sampled_softmax_loss(
            w, b, tf.reshape(y, [-1, 1]), h, num_sampled=8, num_classes=V))
    opt.apply_gradients(zip(tape.gradient(loss, [emb, w, b]), [emb, w, b]))
    return loss


runner = px.get_runner(train_step, "localhost:0,1",
                       px.Config(checkpoint_dir=folder, checkpoint_every=3,
                                 step_timeout=step_timeout))
data = np.random.default_rng(11)
xs = data.integers(0, V, [steps * B * 2, 3]).astype(np.int64)
ys = ((xs[:, 0] * 7 + xs[:, 1]) % V).astype(np.int64)
dataset = px.shard(tf.data.Dataset.from_tensor_slices((xs, ys))).batch(B, drop_remainder=True)
start = runner.start_step
print(f"START {start} restart {env.restart_count()}", flush=True)
for step, (x, y) in zip(range(start, steps), dataset.skip(start)):
    if step == kill_at and env.restart_count() == 0 and runner.worker_id == 1:
        os.kill(os.getpid(), signal.SIGKILL)
    loss = runner.run(x.numpy(), y.numpy())
    print(f"LOSS {step} {float(loss):.9f}", flush=True)
if runner.worker_id == 0:
    np.savez(os.path.join(out, "final.npz"), **{k.replace("/", "__"): v
                                                 for k, v in runner.values().items()})
    print("SAVED FINAL", flush=True)
