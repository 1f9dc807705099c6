"""A HYBRID job of 3 steps (an embedding on the servers, a dense layer on
AllReduce); then every worker prints the receive buffers (``ss -tm``: rb,
what the kernel books, twice SO_RCVBUF) of this process's TCP connections:
``RB <worker> <rb> <rb> ...``. Launched with ``--receive-buffer-kb K`` the
gRPC connections TensorFlow opened show 2 x K KiB."""
import os
import re
import subprocess

import numpy as np
from tiny_hybrid import step  # this folder: the script's own, first on sys.path

import parallax_tf as px

runner = px.get_runner(step)
for _ in range(3):
    runner.run(np.arange(8, dtype=np.int32) + 8 * runner.worker_id)
out = subprocess.run(["ss", "-tmnpH"], capture_output=True, text=True, check=True).stdout
mine = []
for entry in re.split(r"\n(?=\S)", out):          # one connection: its line and skmem's
    if f"pid={os.getpid()}," in entry:
        mine += re.findall(r"\brb(\d+)", entry)
print(f"RB {runner.worker_id} {' '.join(mine)}", flush=True)
