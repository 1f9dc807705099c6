"""A job with periodic checkpoints that may lose a task mid-training.

    resume.py OUT_DIR CHECKPOINT_DIR STEPS [KILL [STEP_TIMEOUT [PAUSE]]]

Embedding + sampled softmax (a stateful random op: its candidates) trained
with Adam (slots on the servers), Config(checkpoint_every=3). The data is
deterministic and uneven: 2 x STEPS x 4 + 3 examples, read through
px.shard (which drops the odd one, so both workers get STEPS batches of 4),
the whole dataset from `runner.start_step` on. KILL: `N` (worker 1
SIGKILLs itself before step N), `ps:N` (worker 0 SIGKILLs ps 0 before step
N), both on the job's first start only (PARALLAX_TF_RESTART = 0), so under
`--max-restarts 1` the job restarts and resumes from its latest
checkpoint; `-1`: nobody. STEP_TIMEOUT: Config(step_timeout=...). PAUSE:
seconds every worker waits after each step (its compute, so that a job of
a few dozen steps lasts through a fault test's events). Every
worker prints its losses (`LOSS step value`) and appends them to
OUT_DIR/losses-<worker>.txt; the chief writes the final values to
OUT_DIR/final.npz.
"""
import json
import os
import signal
import sys
import time

import keras
import numpy as np
import tensorflow as tf

import parallax_tf as px
from parallax_tf import env

out, folder, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
kill = sys.argv[4] if len(sys.argv) > 4 and sys.argv[4] != "-1" else None
victim, kill_at = (("ps", int(kill[3:])) if kill.startswith("ps:") else ("worker", int(kill))) \
    if kill else (None, None)
step_timeout = float(sys.argv[5]) if len(sys.argv) > 5 else None
pause = float(sys.argv[6]) if len(sys.argv) > 6 else 0.0
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
xs = data.integers(0, V, [steps * B * 2 + 3, 3]).astype(np.int64)
ys = ((xs[:, 0] * 7 + xs[:, 1]) % V).astype(np.int64)
dataset = px.shard(tf.data.Dataset.from_tensor_slices((xs, ys))).batch(B, drop_remainder=True)
start = runner.start_step
print(f"START {start} restart {env.restart_count()}", flush=True)

def kill_ps() -> None:
    import psutil
    for proc in psutil.Process(os.getppid()).children():      # the launcher's tasks
        try:
            task = json.loads(proc.environ().get("PARALLAX_TF_TASK", "{}"))
        except (psutil.Error, OSError, ValueError):
            continue
        if task.get("job") == "ps":
            print(f"killing ps pid {proc.pid}", flush=True)
            proc.kill()
            return


for step, (x, y) in enumerate(dataset.skip(start), start=start):
    if step == kill_at and env.restart_count() == 0:
        if victim == "worker" and runner.worker_id == 1:
            os.kill(os.getpid(), signal.SIGKILL)
        if victim == "ps" and runner.worker_id == 0:
            kill_ps()
    loss = runner.run(x.numpy(), y.numpy())
    print(f"LOSS {step} {float(loss):.9f}", flush=True)
    with open(os.path.join(out, f"losses-{runner.worker_id}.txt"), "a") as f:
        f.write(f"{step} {float(loss):.9f}\n")
    time.sleep(pause)
if runner.worker_id == 0:
    np.savez(os.path.join(out, "final.npz"), **{k.replace("/", "__"): v
                                                 for k, v in runner.values().items()})
    print("SAVED FINAL", flush=True)
