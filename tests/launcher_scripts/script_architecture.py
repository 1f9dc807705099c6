"""A script that chooses its architecture in its own Config (ARCH, default
allreduce) and prints the one its plan used, and the servers it used.

    parallax-tf run -r localhost:0,1 [-a A] script_architecture.py
"""
import os

import numpy as np
from tiny_hybrid import step

import parallax_tf as px

runner = px.get_runner(step, "localhost:0,1",
                       px.Config(architecture=os.environ.get("ARCH", "allreduce")))
for _ in range(3):
    runner.run(np.arange(6, dtype=np.int32) + 4 * runner.worker_id)
if runner.worker_id == 0:
    print(f"PLANNED {runner.plan.architecture.value} on {runner.plan.num_servers} server(s)",
          flush=True)
