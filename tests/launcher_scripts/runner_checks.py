"""A launched worker checking its runner's edges:

* its second batch is smaller than its first (a dataset's partial last
  batch): runner.run refuses it at once with a ParallaxError naming both
  shapes; the script prints the message;
* text fed where the step takes numbers, and a second get_runner in the
  task, are refused with ParallaxErrors that name the way out;
* runner.save() without a path writes CHECKPOINT_DIR/ckpt-<steps>, which
  tf.train.latest_checkpoint finds; runner.restore() without a path brings
  those values back after another step.

    runner_checks.py CHECKPOINT_DIR
"""
import sys

import numpy as np
import tensorflow as tf

import parallax_tf as px

w = tf.Variable(tf.ones([2, 1]), name="w")
opt = tf.keras.optimizers.SGD(0.1)


@tf.function
def train_step(x):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.matmul(x, w) ** 2)
    opt.apply_gradients(zip(tape.gradient(loss, [w]), [w]))
    return loss


folder = sys.argv[1]
runner = px.get_runner(train_step, resources="localhost:0",
                       config=px.Config(architecture="allreduce", checkpoint_dir=folder))
runner.run(np.ones([4, 2], np.float32))
try:
    runner.run(np.ones([3, 2], np.float32))
except px.ParallaxError as e:
    print(f"REFUSED {type(e).__name__}: {e}", flush=True)
try:
    runner.run(np.array([["1", "2"]] * 4))
except px.ParallaxError as e:
    print(f"REFUSED TEXT {type(e).__name__}: {e}", flush=True)
try:
    px.get_runner(train_step, resources="localhost:0")
except px.ParallaxError as e:
    print(f"REFUSED SECOND {type(e).__name__}: {e}", flush=True)
saved, before = runner.save(), runner.values()["w"]
print(f"SAVED {saved} LATEST {tf.train.latest_checkpoint(folder)}", flush=True)
runner.run(np.ones([4, 2], np.float32))
assert not np.array_equal(runner.values()["w"], before)
runner.restore()
print(f"RESTORED {np.array_equal(runner.values()['w'], before)}", flush=True)
