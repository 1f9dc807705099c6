"""Smoke test of the comparison benchmark (benchmarks/compare.py) on the
emulated cluster: 2 machines (1 worker slot each, 1000 Mbit/s links), 5
HYBRID steps of the tiny LM with a warm-up of 2 (so 3 timed steps), then the
bytes each machine's ``eth0`` counted per iteration against the plan's
prediction (Table 3 model: sent + received per machine per iteration).

Tolerance, and why the measured bytes exceed the prediction
-----------------------------------------------------------
Measured on the development box (2 cores) the tiny LM moves ~170 KiB per
machine per iteration under HYBRID on 2 machines against a prediction of
~88 KiB: a ratio of ~1.9. (It was ~5.0 while Keras' sparse division pulled
the whole Adagrad accumulators every step, and ~3.5 while the update math
of partitioned variables ran on the chief; see docs/runtime.md.) The extra
bytes are, largest first:

* the sparse pulls and pushes without de-duplication (sampled softmax gathers
  labels and sampled ids one by one: ~224 rows per worker where alpha counts
  ~144 distinct rows);
* TCP/IP headers (~3 %; 66 B per 1448 B segment, and ~130 packets per
  iteration each way, many of them small), gRPC/HTTP2 framing and the session's
  per-step RunGraph/RecvTensor calls to the servers (a few hundred bytes each),
  and the step's Horovod barriers and tiny allreduces (a few scalars, but a
  full message exchange each).
* Outside the timed window, so not counted: the launcher's Horovod rendezvous
  (HTTP, before ``hvd.init`` returns), the initial broadcast of values.

The test therefore checks that measured >= 0.9 x predicted (the model's bytes
do flow) and measured <= 3 x predicted (a regression that adds full-size
transfers per step, e.g. a whole accumulator or the aggregated gradient
through the chief again, trips it), and that both
machines see about the same bytes (symmetric plan). The tolerance is wide on
purpose: it brackets the known overhead above, not the paper's 1.15x target,
which docs/performance.md reports against.

Needs root and ``ip netns``: skipped otherwise (reason from
benchmarks.cluster.check_support). ~70 s on the development box when it is
quiet (job start-up: 4 processes importing TensorFlow on 2 cores, plus the
offline plan); up to ~3 minutes when other work loads it.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:           # benchmarks/ is not an installed package
    sys.path.insert(0, str(REPO))

from benchmarks.cluster import check_support  # noqa: E402

pytestmark = [pytest.mark.netns, pytest.mark.slow]

_unsupported = check_support(need_tc=True)
if _unsupported:
    pytestmark.append(pytest.mark.skip(reason=f"emulated cluster: {_unsupported}"))

LOW, HIGH = 0.9, 3.0
"""Accepted measured/predicted bytes per machine per iteration (see the docstring)."""


def test_hybrid_lm_bytes_per_machine_match_the_plan(tmp_path):
    cmd = [sys.executable, "-m", "benchmarks.compare", "--models", "lm", "--archs", "hybrid",
           "--machines", "2", "--rates", "1000", "--slots", "1", "--steps", "5",
           "--warmup", "2", "--no-plots", "--timeout", "240", "--out-root", str(tmp_path),
           "--name", "smoke", "--prefix", "pxsmoke", "--subnet", "10.80.0.0/24"]
    done = subprocess.run(cmd, cwd=REPO, capture_output=True, text=True, timeout=400,
                          env={**os.environ, "TF_CPP_MIN_LOG_LEVEL": "2"})
    lines = [ln for ln in done.stdout.splitlines() if ln.startswith("{")]
    assert done.returncode == 0 and len(lines) == 1, (
        f"exit {done.returncode}\nstdout:\n{done.stdout[-3000:]}\nstderr:\n{done.stderr[-3000:]}")
    rec = json.loads(lines[0])
    assert rec["status"] == "ok", rec
    assert (rec["model"], rec["arch"], rec["machines"], rec["workers"]) == ("lm", "hybrid", 2, 2)
    assert rec["timed_steps"] == 3
    assert rec["throughput_unit"] == "words/s" and rec["throughput"] > 0
    # tiny LM: [16, 10] tokens per worker and step
    assert rec["units_per_step"] == 2 * 16 * 10

    measured = rec["bytes_per_machine_per_iter_measured"]
    predicted = rec["bytes_per_machine_per_iter_predicted"]
    assert len(measured) == 2 and len(predicted) == 2 and all(p > 0 for p in predicted)
    for m, p in zip(measured, predicted):
        assert LOW * p <= m <= HIGH * p, (
            f"measured {m:.0f} B/iter vs predicted {p:.0f}: ratio {m / p:.2f} outside "
            f"[{LOW}, {HIGH}]; {rec}")
    assert abs(measured[0] - measured[1]) <= 0.25 * max(measured), measured
    assert rec["ratio"] == pytest.approx(sum(measured) / sum(predicted), rel=1e-6)
    assert rec["plan_mismatch"] == [], rec["plan_mismatch"]
    assert rec["alpha_embedding"] is not None and 0 < rec["alpha_embedding"] < 1
    # the per-run files
    run_dir = Path(rec["run_dir"])
    assert (run_dir / "result.json").is_file() and (run_dir / "plan.json").is_file()
    assert sorted(p.name for p in (run_dir / "stats").glob("worker_*.json")) == \
        ["worker_0.json", "worker_1.json"]
    assert (tmp_path / "smoke" / "table.md").is_file()
