"""What the launcher learns about the machines before it starts a job:
GPUs (locally, or over ssh, which also checks that ssh works), the
address its tasks reach its store at, and the collective engine. No
TensorFlow here.
"""
from __future__ import annotations

import importlib.util
import os
import shlex
import subprocess

from parallax_tf import env as px_env
from parallax_tf.config import COLLECTIVES
from parallax_tf.errors import LaunchError
from parallax_tf.launch import ports
from parallax_tf.resources import Cluster


def has_gpus_local() -> bool:
    return os.path.exists("/dev/nvidiactl") or any(
        n.startswith("nvidia") and n[6:].isdigit() for n in _listdir("/dev"))


def _listdir(path: str) -> list[str]:
    try:
        return os.listdir(path)
    except OSError:
        return []


def ssh_base() -> list[str]:
    return [*shlex.split(px_env.ssh_command() or "ssh"), "-o", "BatchMode=yes"]


def has_gpus_remote(host: str) -> bool:
    """Probe a remote machine over ssh (also checks that ssh works at all)."""
    argv = [*ssh_base(), "-o", "ConnectTimeout=10", host, "test", "-e", "/dev/nvidiactl"]
    try:
        done = subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=60, check=False)
    except (OSError, subprocess.TimeoutExpired) as e:
        raise LaunchError(f"cannot run {shlex.join(argv)!r}: {e}") from e
    if done.returncode not in (0, 1):
        raise LaunchError(
            f"cannot reach host {host!r} with ssh (exit {done.returncode}: "
            f"{done.stderr.decode(errors='replace').strip()}); set up passwordless ssh "
            f"(ssh-copy-id {host}) so that 'ssh -o BatchMode=yes {host} true' works")
    return done.returncode == 0


def reachable(host: str, timeout_s: float = 5.0) -> bool:
    """Whether the launcher can start tasks on `host` (an elastic job's
    lost machine, probed again): this host's at once; another's when `ssh
    HOST true` answers within `timeout_s`."""
    if ports.is_local_host(host):
        return True
    argv = [*ssh_base(), "-o", f"ConnectTimeout={max(1, int(timeout_s))}", host, "true"]
    try:
        return subprocess.run(argv, stdin=subprocess.DEVNULL, capture_output=True,
                              timeout=timeout_s + 2, check=False).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def rendezvous_address(cluster: Cluster) -> str:
    """The address the job's tasks reach the launcher's store at: loopback
    for a job on this box's loopback names, else this machine's address on
    the route to the first other machine (PARALLAX_TF_RENDEZVOUS_ADDR
    overrides it). Each task chooses its own interface (launch/entry.py)."""
    remote = [m.host for m in cluster.machines if not ports.is_local_host(m.host)]
    loopback = [m.host for m in cluster.machines if ports.is_loopback_host(m.host)]
    if not remote:
        return px_env.rendezvous_addr() or "127.0.0.1"
    if loopback:
        raise LaunchError(
            f"resources mix loopback host(s) {loopback} with remote host(s) {remote}; "
            "remote tasks cannot reach 'localhost'; name this machine by its host name "
            "or address instead")
    return px_env.rendezvous_addr() or ports.route_source_address(remote[0])


def horovod_installed() -> bool:
    """Whether Horovod's TensorFlow ops are installed here (found, not
    imported: importing them imports TensorFlow into the launcher)."""
    try:
        return importlib.util.find_spec("horovod.tensorflow") is not None
    except ImportError:
        return False


def collectives_engine(plain: bool = False) -> str:
    """The launch's collective engine (PARALLAX_TF_COLLECTIVES, `parallax-tf run
    --collectives`): TensorFlow's unless Horovod's is asked for (`auto` is
    TensorFlow's: nothing to compile, and every mode but a pipeline of
    several replicas with 1F1B or servers runs on it). `plain` (the workers
    run a program that is not a parallax_tf script, `--plain`): `auto` is
    Horovod's where it is installed, as a plain Horovod script's
    `hvd.init()` needs its rendezvous."""
    asked = px_env.collectives() or "auto"
    if asked not in COLLECTIVES:
        raise LaunchError(f"{px_env.COLLECTIVES_VAR}={asked!r} (--collectives) must be one of "
                          f"{', '.join(COLLECTIVES)}")
    if asked == "auto" and plain and horovod_installed():
        return "horovod"
    if asked != "horovod":
        return "tensorflow"
    if not horovod_installed():
        raise LaunchError("--collectives horovod but Horovod is not installed here; build it "
                          "(scripts/install.sh --tests, docs/install.md) or drop --collectives "
                          "(TensorFlow's collectives)")
    return "horovod"
