"""Time to the first step, and the steady step, of keras-hub's GPT-2 with
2, 4, 8, 12 layers (small width, random weights): one process with Keras'
own `fit` against `px.keras.fit` on 2 workers of this box, per
architecture. The first step is timed from `fit`'s start to the end of its
first batch (capture, plan, lowering, session start and the step; Keras'
own tracing in one process). Also where the distributed first step goes,
phase by phase (the runner's log). Prints a table and writes
benchmarks/results/first-step/results.json and first_step.png.

    .venv/bin/python -m benchmarks.first_step [--layers 2,4,8,12] [--archs allreduce,hybrid]
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

from benchmarks.common import run_child_script

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "benchmarks", "results", "first-step")

CHILD = r'''
import os, sys, time, json
os.environ.setdefault("KERAS_BACKEND", "tensorflow")
import numpy as np, keras, keras_hub
import parallax_tf as px
layers, arch, out = int(sys.argv[1]), sys.argv[2], sys.argv[3]
keras.utils.set_random_seed(0)
backbone = keras_hub.models.GPT2Backbone(vocabulary_size=1000, num_layers=layers, num_heads=2,
                                         hidden_dim=64, intermediate_dim=128,
                                         max_sequence_length=32, dropout=0.0)
lm = keras_hub.models.GPT2CausalLM(backbone=backbone, preprocessor=None)
lm.compile(optimizer=keras.optimizers.Adam(1e-3),
           loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True),
           weighted_metrics=[])
rng = np.random.RandomState(0)
n = 8 * 22
x = {"token_ids": rng.randint(0, 1000, size=(n, 32)).astype("int32"),
     "padding_mask": np.ones((n, 32), "int32")}
y = rng.randint(0, 1000, size=(n, 32)).astype("int32")

class Times(keras.callbacks.Callback):
    def on_train_begin(self, logs=None):
        self.t0, self.ends = time.perf_counter(), []
    def on_train_batch_end(self, batch, logs=None):
        self.ends.append(time.perf_counter())
    def on_train_end(self, logs=None):
        steady = np.diff(self.ends[2:])
        record = {"layers": layers, "arch": arch, "first_step_s": self.ends[0] - self.t0,
                  "steady_ms": float(np.median(steady)) * 1e3,
                  "parameters": int(lm.count_params())}
        with open(out, "w") as f:
            json.dump(record, f)
times = Times()
if arch == "local":
    lm.fit(x, y, batch_size=8, epochs=1, verbose=0, shuffle=False, callbacks=[times])
else:
    px.keras.fit(lm, x, y, batch_size=8, epochs=1, verbose=0, shuffle=False,
                 resources="localhost:0,1", callbacks=[times],
                 config=px.Config(architecture=arch))
'''


def run(layers: int, arch: str) -> dict:
    started = time.perf_counter()
    record = run_child_script(CHILD, OUT, f"{layers}_{arch}", [str(layers), arch])
    if "error" in record:
        return {"layers": layers, "arch": arch, **record}
    record["wall_s"] = round(time.perf_counter() - started, 1)
    return record


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", default="2,4,8,12")
    parser.add_argument("--archs", default="allreduce,hybrid")
    args = parser.parse_args(argv)
    os.makedirs(OUT, exist_ok=True)
    rows = []
    for layers in [int(n) for n in args.layers.split(",")]:
        for arch in ["local", *args.archs.split(",")]:
            record = run(layers, arch)
            rows.append(record)
            if "error" in record:
                print(f"{layers:3d} layers {arch:10s} FAILED: {record['error'][-300:]}",
                      flush=True)
                continue
            print(f"{layers:3d} layers {arch:10s} first step {record['first_step_s']:7.1f} s   "
                  f"steady {record['steady_ms']:7.1f} ms   ({record['parameters']} parameters)",
                  flush=True)
    with open(os.path.join(OUT, "results.json"), "w", encoding="utf-8") as f:
        json.dump(rows, f, indent=1)
    plot(rows, os.path.join(OUT, "first_step.png"))
    return 0


def plot(rows: list, path: str) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(6, 4))
    for arch in sorted({r["arch"] for r in rows}):
        points = sorted((r["layers"], r["first_step_s"]) for r in rows
                        if r["arch"] == arch and "error" not in r)
        if points:
            ax.plot(*zip(*points), marker="o", label=arch if arch != "local" else
                    "one process (Keras fit)")
    ax.set_xlabel("GPT-2 layers")
    ax.set_ylabel("time to the first step (s)")
    ax.set_title("keras-hub GPT-2, 2 workers on 2 cores")
    ax.legend()
    ax.grid(alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, dpi=100)


if __name__ == "__main__":
    sys.exit(main())
