"""Why 1F1B lost accuracy: the hypotheses of docs/pipeline.md, each settled
by an experiment in the schedule's simulator (`parallax_tf.modes.pipeline.
simulate`, which the real 1F1B runtime equals to rtol 1e-5:
tests/test_pipeline_simulate.py), so hundreds of updates take a second.

    python -m benchmarks.spectrain_sim            # ~4 min; writes results/spectrain_sim/

The model is the pipeline example's fully connected network (8 Dense layers
of 256, ReLU, a 10-way output; its Keras initial weights per seed), on its
digits, cut into 4 stages as the example cuts it, 8 micro-batches of 64
examples per run, 200 updates, the example's example order; held-out
accuracy after the last update, mean over seeds 0, 1, 2. `seq` is one
process making the same 200 updates (no staleness); `delayed tau` is one
process whose every gradient is computed at the weights of tau updates
earlier (staleness alone, no pipeline).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import warnings
from pathlib import Path
from typing import Any, Callable, Optional, Sequence

import numpy as np

REPO = Path(__file__).resolve().parents[1]
for path in (REPO, REPO / "examples"):
    if str(path) not in sys.path:
        sys.path.insert(1, str(path))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")

from parallax_tf.config import Staleness  # noqa: E402
from parallax_tf.modes.pipeline.simulate import (  # noqa: E402
    Layer,
    Optimizer,
    Param,
    backward,
    forward,
    loss_gradient,
    simulate,
)

OUT = REPO / "benchmarks" / "results" / "spectrain_sim"
M, B, UPDATES, STAGES = 8, 64, 200, 4
SEEDS = (0, 1, 2)
_DATA: dict = {}


def data(seed: int) -> tuple:
    """(units of Layers, mini-batches, held-out x, held-out y) of the example."""
    if seed not in _DATA:
        from pipeline.data import make_source  # lazy: Keras, scikit-learn
        from pipeline.model import build_fc
        from pipeline.train import example_order
        units = build_fc(8, 256, seed)
        src = make_source("fc", seed)
        x = src.train[0].reshape(len(src.train[1]), -1).astype(np.float32)
        xe = src.eval[0].reshape(len(src.eval[1]), -1).astype(np.float32)
        layers = [[Layer(lay.kernel.numpy(), lay.bias.numpy(),
                         "relu" if lay.name.startswith("fc") else "linear") for lay in unit]
                  for unit in units]
        runs = UPDATES // M
        order = example_order(len(src.train[1]), runs * M * B, seed)
        batches = [(x[order[r * M * B:(r + 1) * M * B]], src.train[1][order[r * M * B:(r + 1) * M * B]])
                   for r in range(runs)]
        _DATA[seed] = (layers, batches, xe, src.eval[1])
    return _DATA[seed]


def accuracy(weights: Sequence[tuple], activations: Sequence[str], x: np.ndarray,
             y: np.ndarray) -> float:
    logits = forward(weights, activations, x)[1][-1]
    return float((logits.argmax(1) == y).mean()) if np.all(np.isfinite(logits)) else 0.0


def pipeline(seed: int, staleness: Staleness, opt: Optimizer, stages: int = STAGES,
             **kw: Any) -> float:
    from pipeline.model import blocks
    layers, batches, xe, ye = data(seed)
    cut = [[lay for i in block for lay in layers[i]] for block in blocks(len(layers), stages)]
    result = simulate(cut, batches, staleness=staleness, microbatches=M, optimizer=opt,
                      loss="softmax", **kw)
    return accuracy([p for stage in result.weights for p in stage],
                    [lay.activation for stage in cut for lay in stage], xe, ye)


def delayed(seed: int, tau: int, opt: Optimizer) -> float:
    """One process, each gradient at the weights of `tau` updates before."""
    layers, batches, xe, ye = data(seed)
    flat = [lay for unit in layers for lay in unit]
    activations = [lay.activation for lay in flat]
    params = [(Param(lay.kernel), Param(lay.bias)) for lay in flat]
    history = [[(a.value, b.value) for a, b in params]]
    t = 0
    for x, y in batches:
        for xm, ym in zip(np.split(x, M), np.split(y, M)):
            w = history[max(0, len(history) - 1 - tau)]
            inputs, outputs = forward(w, activations, xm)
            _, dy = loss_gradient(outputs[-1], ym, "softmax")
            grads, _ = backward(w, activations, inputs, outputs, dy, input_gradient=False)
            t += 1
            for (a, b), (ga, gb) in zip(params, grads):
                a.apply(ga, opt, t)
                b.apply(gb, opt, t)
            history = history[-(tau + 1):] + [[(a.value, b.value) for a, b in params]]
    return accuracy(history[-1], activations, xe, ye)


def mean(f: Callable[[int], float]) -> dict:
    values = [f(s) for s in SEEDS]
    return {"mean": round(statistics.mean(values), 4), "seeds": [round(v, 4) for v in values]}


VAN, STASH, SPEC = Staleness.VANILLA, Staleness.STASH, Staleness.SPECTRAIN


def experiments() -> list[tuple[str, str, Callable[[int], float]]]:
    """(hypothesis, variant, seed -> accuracy)."""
    mom = lambda lr, **kw: Optimizer("momentum", lr, 0.9, **kw)
    adam = lambda lr: Optimizer("adam", lr)
    rows: list = []
    for lr in (0.02, 0.005):
        rows.append(("lr", f"momentum {lr}: seq", lambda s, lr=lr: delayed(s, 0, mom(lr))))
        for tau in (1, 3):
            rows.append(("lr", f"momentum {lr}: delayed tau={tau}",
                         lambda s, lr=lr, tau=tau: delayed(s, tau, mom(lr))))
    for lr in (0.02, 0.01, 0.005, 0.003, 0.002):
        for st in (VAN, STASH, SPEC):
            rows.append(("lr", f"momentum {lr}: 1F1B {st.value}",
                         lambda s, lr=lr, st=st: pipeline(s, st, mom(lr))))
    for lr in (0.005, 0.003):
        for versions in ("schedule", "paper"):
            rows.append(("versions", f"momentum {lr}: SpecTrain, {versions} s",
                         lambda s, lr=lr, v=versions: pipeline(s, SPEC, mom(lr), versions=v)))
    for lr in (2e-4, 5e-4):
        for versions in ("schedule", "paper"):
            rows.append(("versions", f"adam {lr}: SpecTrain, {versions} s",
                         lambda s, lr=lr, v=versions: pipeline(s, SPEC, adam(lr), versions=v)))
    for phases in (("forward", "backward"), ("forward",), ("backward",)):
        rows.append(("phases", f"momentum 0.005, paper s: predict {'+'.join(phases)}",
                     lambda s, p=phases: pipeline(s, SPEC, mom(0.005), predict=p)))
    for name, kw in (("the update, gamma 0 (default)", {}),
                     ("the update, gamma 0.9", {"gamma": 0.9}),
                     ("the gradient, gamma 0.9, W - s lr v (the paper literally)",
                      {"smooth": "gradient"})):
        rows.append(("step", f"momentum 0.005, paper s: v = {name}",
                     lambda s, kw=kw: pipeline(s, SPEC, mom(0.005), **kw)))
        rows.append(("step", f"adam 2e-4, paper s: v = {name}",
                     lambda s, kw=kw: pipeline(s, SPEC, adam(2e-4), **kw)))
    for gamma in (0.0, 0.9):
        rows.append(("start", f"sgd 0.05, paper s: gamma {gamma} (0.9: v starts at 0)",
                     lambda s, g=gamma: pipeline(s, SPEC, Optimizer("sgd", 0.05), gamma=g)))
    for warm in (0, 25, 100):
        for lr in (0.02, 0.005):
            rows.append(("warmup", f"momentum {lr}, warm-up {warm}: 1F1B SpecTrain",
                         lambda s, lr=lr, w=warm: pipeline(s, SPEC, mom(lr, warmup=w))))
    for lr in (1e-4, 2e-4, 5e-4, 1e-3):
        rows.append(("optimizer", f"adam {lr}: seq", lambda s, lr=lr: delayed(s, 0, adam(lr))))
        for st in (VAN, STASH, SPEC):
            rows.append(("optimizer", f"adam {lr}: 1F1B {st.value}",
                         lambda s, lr=lr, st=st: pipeline(s, st, adam(lr))))
    return rows


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python -m benchmarks.spectrain_sim",
                                description=__doc__.split("\n\n")[0])
    p.add_argument("--only", default="", help="comma-separated hypotheses (lr, versions, ...)")
    p.add_argument("--out", default=str(OUT))
    args = p.parse_args(argv)
    warnings.filterwarnings("ignore")           # diverging runs overflow; scored 0
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    only = {h for h in args.only.split(",") if h}
    results = []
    lines = ["| hypothesis | variant | held-out accuracy (mean of 3 seeds) | per seed |",
             "|---|---|---|---|"]
    for hypothesis, variant, f in experiments():
        if only and hypothesis not in only:
            continue
        r = {"hypothesis": hypothesis, "variant": variant, **mean(f)}
        results.append(r)
        lines.append(f"| {hypothesis} | {variant} | {r['mean']:.3f} | "
                     f"{', '.join(f'{v:.3f}' for v in r['seeds'])} |")
        print(lines[-1], flush=True)
    (out / "results.json").write_text(json.dumps(results, indent=1))
    (out / "table.md").write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
