"""The job's rendezvous: its key-value store (`launch/store.py`) and, when
the job's collectives are Horovod's, Horovod's Gloo rendezvous server (what
``horovodrun``'s ``gloo_run`` does), so ``hvd.init()`` just works in every
worker. No TensorFlow here.
"""
from __future__ import annotations

import contextlib
import dataclasses
import logging
import os
from typing import Iterator

from parallax_tf import env as px_env
from parallax_tf.launch import store, store_client
from parallax_tf.launch.probe import collectives_engine, rendezvous_address
from parallax_tf.resources import Cluster

logger = logging.getLogger("parallax_tf.launch.launcher")


@dataclasses.dataclass(frozen=True)
class Rendezvous:
    """What `rendezvous` started for a job."""

    envs: list[dict[str, str]]
    """Each worker's environment for them (the store, Horovod's variables)."""
    store: tuple[str, int]
    """The key-value store's (address, port)."""
    ports: tuple[int, ...]
    """The ports this process listens on for the job (fenced with its tasks')."""


@contextlib.contextmanager
def rendezvous(cluster: Cluster, plain: bool = False) -> Iterator[Rendezvous]:
    """Start the job's key-value store (`launch/store.py`) and, for Horovod,
    its Gloo rendezvous server, until the job ends (`plain`: the workers run
    a program that is not a parallax_tf script, `collectives_engine`)."""
    addr = rendezvous_address(cluster)
    engine = collectives_engine(plain)
    kv = store.Store(addr)
    base = {px_env.STORE_VARS[0]: addr, px_env.STORE_VARS[1]: str(kv.port),
            px_env.COLLECTIVES_VAR: engine}
    try:
        if engine == "tensorflow":
            logger.info("TensorFlow collectives; the job's store at %s:%d", addr, kv.port)
            yield Rendezvous([dict(base) for _ in range(cluster.num_workers)],
                             (addr, kv.port), (kv.port,))
            return
        from horovod.runner.common.util.hosts import HostInfo, get_host_assignments  # noqa: PLC0415  (optional package)
        from horovod.runner.http.http_server import RendezvousServer  # noqa: PLC0415  (optional package)
        server = RendezvousServer(verbose=0)
        port = server.start()
        try:
            server.init(get_host_assignments(
                [HostInfo(m.host, m.num_workers) for m in cluster.machines],
                cluster.num_workers))
            logger.info("Horovod rendezvous server at %s:%d; the job's store at %s:%d",
                        addr, port, addr, kv.port)
            yield Rendezvous([{**base, **e} for e in horovod_envs(cluster, addr, port)],
                             (addr, kv.port), (kv.port, port))
        finally:
            server.stop()
    finally:
        kv.stop()


def horovod_envs(cluster: Cluster, addr: str, port: int) -> list[dict[str, str]]:
    """The Horovod environment of each worker, by rank (= worker index); each
    task adds its own HOROVOD_GLOO_IFACE (launch/entry.py)."""
    from horovod.runner.common.util.hosts import HostInfo, get_host_assignments  # noqa: PLC0415  (optional package)
    hosts = [HostInfo(m.host, m.num_workers) for m in cluster.machines]
    run_env = {"HOROVOD_GLOO_RENDEZVOUS_ADDR": addr, "HOROVOD_GLOO_RENDEZVOUS_PORT": str(port),
               "HOROVOD_CONTROLLER": "gloo", "HOROVOD_CPU_OPERATIONS": "gloo"}
    envs = []
    for slot in get_host_assignments(hosts, cluster.num_workers):
        envs.append({**run_env,
                     "HOROVOD_HOSTNAME": slot.hostname, "HOROVOD_RANK": str(slot.rank),
                     "HOROVOD_SIZE": str(slot.size),
                     "HOROVOD_LOCAL_RANK": str(slot.local_rank),
                     "HOROVOD_LOCAL_SIZE": str(slot.local_size),
                     "HOROVOD_CROSS_RANK": str(slot.cross_rank),
                     "HOROVOD_CROSS_SIZE": str(slot.cross_size)})
    return envs


def meet_before_horovod() -> None:
    """Wait in the job's store until every Horovod rank is about to call
    `hvd.init()`: Gloo's rendezvous gives up after
    `HOROVOD_GLOO_TIMEOUT_SECONDS` (30 s by default), and on a loaded box one
    worker still importing TensorFlow 30 s after another reached
    `hvd.init()` aborted the job (SIGABRT, "Wait timeout after 30 seconds
    for key(s): 1"). The store waits as long as the job runs (the watchdog
    names a task that never comes), so Gloo's own limit keeps guarding
    only the collectives. Nothing to do outside a launched job (no store,
    or Horovod's variables set by another launcher)."""
    size, rank = os.environ.get("HOROVOD_SIZE"), os.environ.get("HOROVOD_RANK")
    where = os.environ.get("HOROVOD_GLOO_RENDEZVOUS_PORT")
    if px_env.kv_store() is None or not size or not rank or not where or int(size) < 2:
        return
    # a rendezvous server (a fresh port) per start of the job, in its generation
    tag = f"horovod-init/{px_env.generation() or 0}-{px_env.restart_count()}-{where}"
    # rank 0 waits for every arrival and then says go, once: a request per
    # rank and one wait each, not every rank waiting for every other's key
    # (a thousand ranks would ask the store a million times)
    if rank != "0":
        store_client.publish("ready", key=f"{tag}/{rank}")
        store_client.wait(key=f"{tag}/go")
        return
    for other in range(1, int(size)):
        store_client.wait(key=f"{tag}/{other}")
    store_client.publish("go", key=f"{tag}/go")
