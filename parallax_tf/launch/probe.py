"""What the launcher learns about the machines before it starts a job:
GPUs (locally, or over ssh, which also checks that ssh works), the
address and interface the job's collectives use, and the collective
engine. No TensorFlow here.
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


def gloo_settings(cluster: Cluster) -> tuple[str, str]:
    """(rendezvous address, Gloo interface) for this cluster."""
    remote = [m.host for m in cluster.machines if not ports.is_local_host(m.host)]
    loopback = [m.host for m in cluster.machines if ports.is_loopback_host(m.host)]
    if not remote:
        return px_env.rendezvous_addr() or "127.0.0.1", px_env.gloo_iface() or \
            ports.loopback_interface()
    if loopback:
        raise LaunchError(
            f"resources mix loopback host(s) {loopback} with remote host(s) {remote}; "
            "remote tasks cannot reach 'localhost'; name this machine by its host name "
            "or address instead")
    addr = px_env.rendezvous_addr() or ports.route_source_address(remote[0])
    iface = px_env.gloo_iface() or ports.interface_of(addr)
    if iface is None:
        raise LaunchError(f"no local interface holds address {addr}; set "
                          "PARALLAX_TF_GLOO_IFACE to the interface every host uses (e.g. eth0)")
    return addr, iface


def horovod_installed() -> bool:
    """Whether Horovod's TensorFlow ops are installed here (found, not
    imported: importing them imports TensorFlow into the launcher)."""
    try:
        return importlib.util.find_spec("horovod.tensorflow") is not None
    except ImportError:
        return False


def collectives_engine() -> str:
    """The launch's collective engine (PARALLAX_TF_COLLECTIVES, `parallax-tf run
    --collectives`): 'horovod' where Horovod is installed unless asked
    otherwise, else 'tensorflow'."""
    asked = px_env.collectives() or "auto"
    if asked not in COLLECTIVES:
        raise LaunchError(f"{px_env.COLLECTIVES_VAR}={asked!r} (--collectives) must be one of "
                          f"{', '.join(COLLECTIVES)}")
    if asked == "tensorflow":
        return asked
    if horovod_installed():
        return "horovod"
    if asked == "horovod":
        raise LaunchError("--collectives horovod but Horovod is not installed here; install "
                          "it (pip install 'parallax_tf[horovod]', or scripts/install.sh "
                          "--horovod) or use --collectives tensorflow")
    return "tensorflow"

