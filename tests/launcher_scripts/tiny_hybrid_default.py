"""The tiny HYBRID model with a Config that leaves the architecture to the
launcher (`parallax-tf run -a A`); prints the architecture it was planned with."""
import numpy as np
from tiny_hybrid import step

import parallax_tf as px

runner = px.get_runner(step, "localhost:0,1", px.Config(num_partitions=1))
for _ in range(2):
    runner.run(np.arange(6, dtype=np.int32))
if runner.worker_id == 0:
    print(f"PLANNED {runner.plan.architecture.value}", flush=True)
