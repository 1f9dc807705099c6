"""Can a job's local tasks share TensorFlow's import (a fork server), and
what would it save? Not in the suite's path (docs/install.md, "Where the
CPU goes").

    python benchmarks/results/analysis/fork_after_import.py [--children 4]

Starts CHILDREN tasks two ways and prints each child's CPU seconds:
* spawned: a fresh interpreter each, importing tensorflow itself;
* forked: one parent imports tensorflow (and nothing runs in it), then
  forks each child.
Each child then does what a task's start does first: a gRPC server of
TensorFlow's distributed runtime on a port of its own, one run through
that server, and one tf.function step, so that a fork that broke
TensorFlow's runtime (its threads, gRPC) fails here. Writes the figures as JSON beside this file.
"""
import argparse
import json
import os
import resource
import socket
import subprocess
import sys
import time

CHILD = r'''
import json, os, resource, sys, time
import tensorflow as tf
{body}
'''

BODY = r'''
def task(index, ports):
    cluster = tf.train.ClusterSpec({"w": {index: f"localhost:{ports[index]}"}})
    server = tf.distribute.Server(cluster, job_name="w", task_index=index, start=True)
    v = tf.Variable(tf.ones([64, 64]))

    @tf.function
    def step():
        v.assign_add(tf.matmul(v, v) * 1e-6)
        return tf.reduce_sum(v)

    with tf.Graph().as_default():
        with tf.compat.v1.Session(server.target) as session:      # through the gRPC server
            total = float(session.run(tf.constant(2.0) * 3.0))
    return server, float(step()) + total
'''


def free_ports(n):
    socks = [socket.socket() for _ in range(n)]
    for s in socks:
        s.bind(("localhost", 0))
    ports = [s.getsockname()[1] for s in socks]
    for s in socks:
        s.close()
    return ports


def spawned(n):
    ports = free_ports(n)
    code = CHILD.format(body=BODY) + r'''
index, ports = int(sys.argv[1]), json.loads(sys.argv[2])
server, total = task(index, ports)
time.sleep(float(sys.argv[3]))
r = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"cpu": r.ru_utime + r.ru_stime, "total": total}), flush=True)
os._exit(0)
'''
    env = {**os.environ, "TF_CPP_MIN_LOG_LEVEL": "3"}
    procs = [subprocess.Popen([sys.executable, "-c", code, str(i), json.dumps(ports), "3"],
                              stdout=subprocess.PIPE, env=env, text=True) for i in range(n)]
    return [json.loads(p.communicate(timeout=300)[0].strip().splitlines()[-1]) for p in procs]


def forked(n):
    os.environ["TF_CPP_MIN_LOG_LEVEL"] = "3"
    started = resource.getrusage(resource.RUSAGE_SELF)
    import tensorflow as tf  # noqa: F401  (the import the children share)
    namespace = {"tf": tf}
    exec(BODY, namespace)
    after = resource.getrusage(resource.RUSAGE_SELF)
    parent_import = (after.ru_utime + after.ru_stime) - (started.ru_utime + started.ru_stime)
    ports = free_ports(n)
    pipes = []
    for i in range(n):
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            before = resource.getrusage(resource.RUSAGE_SELF)
            try:
                _, total = namespace["task"](i, ports)
                time.sleep(3)
                now = resource.getrusage(resource.RUSAGE_SELF)
                cpu = (now.ru_utime + now.ru_stime) - (before.ru_utime + before.ru_stime)
                os.write(w, json.dumps({"cpu": cpu, "total": total}).encode())
            except Exception as e:      # a runtime the fork broke
                os.write(w, json.dumps({"error": f"{type(e).__name__}: {e}"}).encode())
            os._exit(0)
        os.close(w)
        pipes.append((pid, r))
    out = []
    for pid, r in pipes:
        with os.fdopen(r) as f:
            out.append(json.loads(f.read() or '{"error": "no answer"}'))
        os.waitpid(pid, 0)
    return parent_import, out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--children", type=int, default=4)
    args = parser.parse_args()
    t0 = time.monotonic()
    spawn = spawned(args.children)
    t1 = time.monotonic()
    parent_import, fork = forked(args.children)
    t2 = time.monotonic()
    result = {"children": args.children, "spawned": spawn, "spawned_wall_s": t1 - t0,
              "forked_parent_import_cpu_s": parent_import, "forked": fork,
              "forked_wall_s": t2 - t1,
              "spawned_cpu_s": sum(c["cpu"] for c in spawn),
              "forked_cpu_s": parent_import + sum(c.get("cpu", 0) for c in fork)}
    print(json.dumps(result, indent=1))
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "fork_after_import.json"), "w", encoding="utf-8") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
