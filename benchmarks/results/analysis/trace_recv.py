"""Which tensors cross between tasks in one traced step, and how big they are.

    DUMP_OUT=/tmp/trace.json parallax-tf run -r "localhost:0;127.0.0.1:0" -a hybrid \
        benchmarks/results/analysis/trace_recv.py examples/lm/train.py --steps 4

Wraps a training script: on worker DUMP_WORKER (default 0), step TRACE_STEP
(default 3, after warm-up) runs with RunOptions(trace_level=FULL_TRACE), and
every ``RecvTensor`` entry of the step stats (a tensor received from another
task: size, tensor name, sending task) is written to DUMP_OUT as JSON
(``{"rows": [[bytes, from_task, to_task, tensor], ...], "total": {...}}``).
Used for docs/performance.md ("Bytes: where the extra bytes come from").
On localhost every task pair is counted; on the emulated cluster only pairs
on different machines cross a link.
"""
import collections
import json
import os
import re
import runpy
import sys

import tensorflow as tf
from parallax_tf.runtime import worker as W

_run = W.DistributedRunner.run
TRACE_STEP = int(os.environ.get("TRACE_STEP", "3"))
DUMP_WORKER = int(os.environ.get("DUMP_WORKER", "0"))


def _task(device):
    m = re.search(r"/job:(\w+)/(?:replica:\d+/)?task:(\d+)", device or "")
    return f"{m.group(1)}{m.group(2)}" if m else "?"


def run(self, *batch):
    self._trace_n = getattr(self, "_trace_n", 0) + 1
    if self._trace_n != TRACE_STEP or self.role.index != DUMP_WORKER:
        return _run(self, *batch)
    session, real = self._session, self._session.run
    meta = tf.compat.v1.RunMetadata()

    def traced(fetches, feed_dict=None, **kw):
        return real(fetches, feed_dict, options=tf.compat.v1.RunOptions(
            trace_level=tf.compat.v1.RunOptions.FULL_TRACE), run_metadata=meta)

    session.run = traced
    try:
        out = _run(self, *batch)
    finally:
        session.run = real
    rows, total = [], collections.Counter()
    for dev in meta.step_stats.dev_stats:
        for ns in dev.node_stats:
            if ns.node_name != "RecvTensor":
                continue
            m = re.match(r"\[(\d+)B\].*? edge_\d+_(\S+) from (\S+)", ns.timeline_label)
            if not m:
                continue
            src, dst = _task(m.group(3)), _task(dev.device)
            rows.append([int(m.group(1)), src, dst, m.group(2)])
            total[f"{src}->{dst}"] += int(m.group(1))
    rows.sort(reverse=True)
    with open(os.environ["DUMP_OUT"], "w") as f:
        json.dump({"step": TRACE_STEP, "worker": DUMP_WORKER, "total": total, "rows": rows},
                  f, indent=0)
    return out


W.DistributedRunner.run = run
script = sys.argv[1]
sys.argv = sys.argv[1:]
sys.path[0] = os.path.dirname(os.path.abspath(script))
runpy.run_path(script, run_name="__main__")
