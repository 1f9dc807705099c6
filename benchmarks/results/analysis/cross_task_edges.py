"""Which tensors of a step's program cross between tasks, with their static shapes.

    DUMP_OUT=/tmp/edges.json parallax-tf run -r "localhost:0;127.0.0.1:0" -a hybrid \
        benchmarks/results/analysis/cross_task_edges.py examples/nmt/train.py \
        --config bench --steps 2 --eval-sentences 0

Wraps a training script: after worker 0's first step, every data edge of its
program whose producer and consumer are on different tasks is written to
DUMP_OUT as JSON rows ``[from_task, to_task, tensor, consumer, consumer_type,
shape, dtype, elements]``. Static, so sizes are exact where shapes are known
(`trace_recv.py` reads the sizes TensorFlow's trace reports, which labels some
transfers 0 B). Used for docs/performance.md ("Whole server variables").
"""
import json
import os
import re
import runpy
import sys

from parallax_tf.runtime import worker as W

_run = W.DistributedRunner.run


def _task(device):
    m = re.search(r"/job:(\w+)/(?:replica:\d+/)?task:(\d+)", device or "")
    return f"{m.group(1)}{m.group(2)}" if m else "?"


def run(self, *batch):
    out = _run(self, *batch)
    if getattr(self, "_edges_dumped", False) or self.role.index != 0:
        return out
    self._edges_dumped = True
    rows = []
    for op in self._session.graph.get_operations():
        dst = _task(op.device)
        for x in op.inputs:
            src = _task(x.op.device)
            if "?" not in (src, dst) and src != dst:
                n = x.shape.num_elements() if x.shape.is_fully_defined() else None
                rows.append([src, dst, x.name, op.name, op.type, str(x.shape), x.dtype.name, n])
    with open(os.environ["DUMP_OUT"], "w") as f:
        json.dump(rows, f, indent=0)
    return out


W.DistributedRunner.run = run
script = sys.argv[1]
sys.argv = sys.argv[1:]
sys.path[0] = os.path.dirname(os.path.abspath(script))
runpy.run_path(script, run_name="__main__")
