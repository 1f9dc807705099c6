"""The weak-sync case of the one-runtime issue: c = k, b = 1 (exactly
synchronous), HYBRID, Adagrad, STEPS steps; then the chief alone exports
and writes its variables (OUT/export.json): they must equal single-device
training, the last step's update included.

    parallax-tf run -r "localhost:0,1;127.0.0.1:0,1" weak_export.py OUT [STEPS]
"""
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import oracle_models

import parallax_tf as px

out = sys.argv[1]
steps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
step, make_batch = oracle_models.weak_embedding_adagrad()
runner = px.get_runner(step, config=px.Config(architecture="hybrid",
                                              weak_sync=px.WeakSync()))
for k in range(steps):
    runner.run(*make_batch(k, runner.replica_id))
if runner.worker_id == 0:
    runner.export()
    trainable = set(runner.plan.variables)
    with open(os.path.join(out, "export.json"), "w", encoding="utf-8") as f:
        json.dump({"replicas": runner.num_replicas,
                   "values": {n: v.numpy().tolist() for n, v in runner.variables.items()
                              if n in trainable}}, f)
