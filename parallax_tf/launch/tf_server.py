"""Start this task's TensorFlow gRPC server on the port its role names.

The port was chosen for the task (by the launcher, by the task itself when
it joined a scheduler's job) and held bound since (`launch/ports.py`), or
it was fixed by the scheduler (TF_CONFIG). The hold ends right before the
server binds; a server that still cannot bind ends the task with
`PORT_TAKEN_EXIT` and a message naming the port, so the launcher starts
the job again on other ports (`launch/launcher.py`) and a scheduler's task
says which port to free.
"""
from __future__ import annotations

from typing import Any, Optional

from parallax_tf.errors import LaunchError
from parallax_tf.launch import ports

PORT_TAKEN_EXIT = 75
"""A task's exit status when its server could not bind its port (EX_TEMPFAIL)."""


class PortTaken(LaunchError):
    """This task's server could not bind its port."""


def start(role: Any, config: Optional[Any] = None, *, protocol: str = "grpc") -> Any:
    """`role`'s ``tf.distribute.Server`` (job and index of the role), started;
    `PortTaken` naming the port when another process holds it."""
    import tensorflow as tf  # noqa: PLC0415  (lazy: TensorFlow)
    ports.release(role.port)
    try:
        return tf.distribute.Server(role.cluster_spec(), job_name=role.job,
                                    task_index=role.index, protocol=protocol, start=True,
                                    config=config)
    except (tf.errors.UnknownError, tf.errors.UnavailableError) as e:
        if "Could not start gRPC server" not in str(e):
            raise
        raise PortTaken(port_taken_message(role.name, role.address)) from e


def port_taken_message(task: str, address: str, what: str = "its TensorFlow server") -> str:
    """The sentence of a task that cannot listen at `address`."""
    port = address.rsplit(":", 1)[-1]
    return (f"{task} cannot listen at {address} for {what}: port {port} is taken by "
            "another process on this machine (another job, or a process of an earlier "
            f"start that has not ended); free port {port}, or give the task another port "
            "(parallax-tf run picks free ports itself unless --port-base fixes them; a "
            "scheduler's TF_CONFIG or MASTER_PORT names the port)")
