"""First step and steady step of the third-party models, one process against
2 workers of this box: keras-hub's GPT-2 and BERT (2 small layers; BERT
with and without `global_clipnorm`), keras-rs' deep-and-cross recommender
(the models of tests/launcher_scripts/third_party.py, with more steps),
Horovod's Keras MNIST model and its synthetic benchmark's MobileNetV2 at
32 px (synthetic data; no download). Keras models train with
`px.keras.fit` (and Keras' own `fit` in one process); the MobileNetV2 step
is Horovod's `benchmark_step` with the hvd lines taken out, run by
`px.get_runner`. Prints a table, writes
benchmarks/results/third-party-steps/results.json.

    .venv/bin/python -m benchmarks.third_party_steps [--models ...] [--arch auto]
"""
from __future__ import annotations

import argparse
import json
import os
import sys

from benchmarks.common import run_child_script

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "benchmarks", "results", "third-party-steps")

CHILD = r'''
import json, os, sys, time
os.environ.setdefault("KERAS_BACKEND", "tensorflow")
sys.path.insert(0, os.path.join(sys.argv[3], "tests", "launcher_scripts"))
import numpy as np, keras, tensorflow as tf
import parallax_tf as px
import third_party as tp
name, arch, out = sys.argv[1], sys.argv[2], sys.argv[4]
STEPS, BATCH = 24, 8
keras.utils.set_random_seed(0)


def mnist():
    model = keras.Sequential([keras.Input((28, 28, 1)),
                              keras.layers.Conv2D(32, 3, activation="relu"),
                              keras.layers.Conv2D(64, 3, activation="relu"),
                              keras.layers.MaxPooling2D(), keras.layers.Dropout(0.25),
                              keras.layers.Flatten(), keras.layers.Dense(128, activation="relu"),
                              keras.layers.Dropout(0.5), keras.layers.Dense(10)])
    model.compile(optimizer=keras.optimizers.Adam(0.001 * 2),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["accuracy"])
    rng = np.random.default_rng(0)
    n = 2 * BATCH * STEPS
    return model, rng.normal(size=(n, 28, 28, 1)).astype("float32"), \
        rng.integers(0, 10, n).astype("int32")


def bert_noclip():
    model, x, y = tp.bert()
    model.compile(optimizer=keras.optimizers.Adam(1e-3),
                  loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
                  metrics=["sparse_categorical_accuracy"])
    return model, x, y


def grown(build):
    tp.STEPS = STEPS * 2
    model, x, y = build()
    return model, x, y


class Times(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.t0, self.ends = time.perf_counter(), []

    def on_train_batch_end(self, batch, logs=None):
        self.ends.append(time.perf_counter())


def record(first, ends):
    steady = float(np.median(np.diff(ends[2:]))) * 1e3
    with open(out, "w") as f:
        json.dump({"model": name, "arch": arch, "first_step_s": first, "steady_ms": steady}, f)


if name == "mobilenet":
    model = keras.applications.MobileNetV2(weights=None, input_shape=(32, 32, 3), classes=10)
    opt = keras.optimizers.SGD(0.01)
    step = tp.step_of(model, opt, returns=False)
    rng = np.random.default_rng(0)
    data = rng.normal(size=(BATCH, 32, 32, 3)).astype("float32")
    target = rng.integers(0, 10, BATCH).astype("int32")
    t0 = time.perf_counter()
    run = step if arch == "local" else px.get_runner(
        step, "localhost:0,1", px.Config(architecture=arch)).run
    ends = []
    for _ in range(STEPS):
        run(data, target)
        ends.append(time.perf_counter())
    if arch == "local" or px.env.task_role_json() and '"index": 0' in px.env.task_role_json():
        record(ends[0] - t0, ends)
    sys.exit(0)

builds = {"gpt2": tp.gpt2, "bert": tp.bert, "bert_noclip": bert_noclip,
          "dcn": tp.DeepCross.build, "mnist": mnist}
model, x, y = grown(builds[name])
times = Times()
if arch == "local":
    model.fit(x, y, batch_size=2 * BATCH if name != "mnist" else BATCH, epochs=1,
              shuffle=False, verbose=0, callbacks=[times])
else:
    px.keras.fit(model, x, y, batch_size=BATCH, epochs=1, shuffle=False, verbose=0,
                 resources="localhost:0,1", callbacks=[times],
                 config=px.Config(architecture=arch))
if arch == "local" or '"index": 0' in (px.env.task_role_json() or ""):
    record(times.ends[0] - times.t0, times.ends)
'''


def run(model: str, arch: str) -> dict:
    record = run_child_script(CHILD, OUT, f"{model}_{arch}", [model, arch, ROOT],
                              error_chars=1500)
    return {"model": model, "arch": arch, **record} if "error" in record else record


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--models", default="gpt2,bert,bert_noclip,dcn,mnist,mobilenet")
    parser.add_argument("--archs", default="auto")
    args = parser.parse_args(argv)
    rows = []
    for model in args.models.split(","):
        for arch in ["local", *args.archs.split(",")]:
            r = run(model, arch)
            rows.append(r)
            if "error" in r:
                print(f"{model:12s} {arch:10s} FAILED: {r['error'][-400:]}", flush=True)
            else:
                print(f"{model:12s} {arch:10s} first step {r['first_step_s']:6.1f} s  "
                      f"steady {r['steady_ms']:7.1f} ms", flush=True)
    with open(os.path.join(OUT, "results.json"), "w", encoding="utf-8") as f:
        json.dump(rows, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
