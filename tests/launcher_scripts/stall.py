"""A HYBRID job (an embedding on the servers, a dense layer on AllReduce)
that steps until the watchdog ends it: at step 3 one task misbehaves.

    stall.py MODE

MODE: `exit` (worker 1 exits 0), `stop` (worker 1 stops calling
runner.run: it sleeps), `sigstop` (worker 1 SIGSTOPs itself), `sigstop_ps`
(worker 0 SIGSTOPs ps 0, found by its role among the processes carrying
this job's PX_TEST_MARKER), anything else: nobody misbehaves (the test
does: a link taken down). Worker 0 prints `step 3 reached`.
Config(step_timeout=4)."""
import json
import os
import signal
import sys
import time

import numpy as np
from tiny_hybrid import step  # this folder: the script's own, first on sys.path

import parallax_tf as px

MODE = sys.argv[1]


def stop_ps() -> None:
    import psutil
    marker = os.environ["PX_TEST_MARKER"]
    for proc in psutil.process_iter():
        try:
            env = proc.environ()
        except (psutil.Error, OSError):
            continue
        if env.get("PX_TEST_MARKER") == marker and \
                json.loads(env.get("PARALLAX_TF_TASK", "{}")).get("job") == "ps":
            os.kill(proc.pid, signal.SIGSTOP)
            print(f"stopped ps pid {proc.pid}", flush=True)
            return


runner = px.get_runner(step, config=px.Config(step_timeout=4))
me = runner.worker_id
for i in range(100_000):
    if i == 3:
        if me == 0:
            print("step 3 reached", flush=True)
        if me == 1 and MODE == "exit":
            print("worker 1 leaves early", flush=True)
            sys.exit(0)
        if me == 1 and MODE == "stop":
            print("worker 1 stops calling run", flush=True)
            time.sleep(3600)
        if me == 1 and MODE == "sigstop":
            print("worker 1 stops itself", flush=True)
            os.kill(os.getpid(), signal.SIGSTOP)
        if me == 0 and MODE == "sigstop_ps":
            stop_ps()
    runner.run(np.arange(8, dtype=np.int32) + 8 * me)
    time.sleep(0.05)
