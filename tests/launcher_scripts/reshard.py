"""A job that trains `oracle_models.reshard_table` from its checkpoint
folder's latest checkpoint (or from the start) to step STOP, a checkpoint
after every step; the chief writes every value it ends with (the table's
keys and counters, the optimizer's slots) to OUT/values_<STOP>.npz.

    reshard.py OUT CHECKPOINT_DIR STOP
"""
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))             # tests/ (oracle_models)

import oracle_models  # noqa: E402

import parallax_tf as px  # noqa: E402

out, folder, stop = sys.argv[1], sys.argv[2], int(sys.argv[3])
step, make_batch = oracle_models.reshard_table()
runner = px.get_runner(step, config=px.Config(architecture="hybrid", checkpoint_dir=folder,
                                              checkpoint_every=1))
start = runner.start_step
for k in range(start, stop):
    runner.run(*make_batch(k, runner.replica_id))
runner.sync()
if runner.worker_id == 0:
    print(f"RESHARD start {start} stop {stop} replicas {runner.num_replicas} shards "
          f"{runner.plan.variables['clicks/rows'].num_shards}", flush=True)
    np.savez(os.path.join(out, f"values_{stop}.npz"),
             **{n.replace("/", "|"): v for n, v in runner.values().items()})
