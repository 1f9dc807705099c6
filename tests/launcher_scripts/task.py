"""A tiny launched worker (no TensorFlow): prints its role, then behaves as told.

    task.py [--fail-index I] [--fail-code C] [--lines N] [--others sleep|exit]
            [--grandchild] [--ignore-term] [--print-env VAR]...
"""
import argparse
import json
import os
import signal
import subprocess
import sys
import time


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--fail-index", type=int, default=-1)
    p.add_argument("--fail-code", type=int, default=3)
    p.add_argument("--lines", type=int, default=3)
    p.add_argument("--others", choices=["sleep", "exit"], default="exit")
    p.add_argument("--grandchild", action="store_true", help="non-failing tasks spawn a sleeper")
    p.add_argument("--print-env", action="append", default=[], help="also print this variable")
    p.add_argument("--ignore-term", action="store_true", help="non-failing tasks ignore SIGTERM")
    args = p.parse_args()
    role = json.loads(os.environ["PARALLAX_TF_TASK"])
    hvd = {k: os.environ.get(f"HOROVOD_{k}") for k in
           ("RANK", "SIZE", "LOCAL_RANK", "LOCAL_SIZE", "CROSS_RANK", "CROSS_SIZE", "HOSTNAME")}
    print("ROLE " + json.dumps(role, sort_keys=True), flush=True)
    print("HVD " + json.dumps(hvd, sort_keys=True), flush=True)
    for var in ("CUDA_VISIBLE_DEVICES", "PARALLAX_TF_RESOURCES", "PARALLAX_TF_ARCHITECTURE",
                *args.print_env):
        print(f"{var}={os.environ.get(var)!r}", flush=True)
    for i in range(args.lines):
        print(f"line {i} of {role['job']} {role['index']}", flush=True)
    if role["index"] == args.fail_index:
        print("about to fail", file=sys.stderr, flush=True)
        time.sleep(0.5)
        return args.fail_code
    if args.others == "exit":
        return 0
    if args.ignore_term:
        signal.signal(signal.SIGTERM, signal.SIG_IGN)
    if args.grandchild:
        subprocess.Popen([sys.executable, "-c", "import time; time.sleep(3600)"])
    while True:
        time.sleep(1)


if __name__ == "__main__":
    sys.exit(main())
