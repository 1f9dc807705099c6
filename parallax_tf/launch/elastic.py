"""Elastic jobs (`parallax-tf run --elastic MIN:MAX`): a job that loses a
machine other than the chief's goes on, with no person involved, as a new
generation on the machines left, from its latest checkpoint.

The launcher names the first task that failed: one killed by a signal, or
the one the watchdog blames for a stuck job (frozen, cut off); its
machine is dropped. A task that exits with an error status (a script
error, which would fail the same way anywhere) fails the job as without
`--elastic`.
While at least MIN machines are left, every task is stopped and the job is
started again on them: the checkpoint's variables and tables are
resharded to the new server count as any resume on other resources is
(docs/faults.md), and `px.shard(dataset, start=runner.start_example)`
goes on with the examples not trained yet. Steps run after that
checkpoint are lost with the old generation (never applied: the new one
starts from the checkpoint's values) and trained again.

A lost machine comes back when the launcher finds it reachable again (a
machine of this host at once; another over ssh, probed every
`PROBE_EVERY_S`); given a resources file, the launcher re-reads it as
often, and a machine listed there that the job does not run on (a new
one, a spare) joins the same way, a lost one no longer listed does not:
while the job has fewer than MAX machines, the launcher
publishes `GROW_KEY` in the job's store; the chief reads it after each
periodic checkpoint it writes and ends its generation at its next
`runner.run` (exit status `GROW_EXIT`; the others wait in that step), and
the launcher starts the next one on the machines of the resources that
are up, in their order, from that checkpoint: no step is lost.

Losing the chief's machine (worker 0's: the store, the checkpoints' writer
and the tables' key insertion live there) is a failure as without
`--elastic`: `--max-restarts` applies, on the same machines.
"""
from __future__ import annotations

import dataclasses
import logging
import os
import subprocess
import sys
import threading
from typing import Any, Optional, Sequence

from parallax_tf import env
from parallax_tf.errors import ConfigError, LaunchError, ResourceError
from parallax_tf.launch import probe, store_client
from parallax_tf.resources import Cluster, Machine, listing_entries, parse_resources

logger = logging.getLogger(__name__)

GROW_KEY = "elastic/grow"
"""Published by the launcher when a lost machine is back: the hosts."""
GROW_EXIT = 79
"""The chief's exit status when it ends its generation to grow the job (not
75, the port race's `PORT_TAKEN_EXIT`; not 124, a stall)."""
PROBE_EVERY_S = 2.0
"""How often the launcher probes a lost machine of another host (ssh)."""
DISCOVER_TIMEOUT_S = 10.0
"""How long the discovery command may take each round."""


@dataclasses.dataclass(frozen=True)
class Elastic:
    """The machines an elastic job may run on: at least `low`, at most `high`."""

    low: int
    high: int
    listing: Optional[str] = None
    """The resources file the job was given, re-read while the job has
    fewer than `high` machines: a machine listed there and not in the job
    (new, a spare, or lost and reachable again) joins it; a lost machine
    no longer listed does not (`Rejoin`). None: the machines given."""
    discover: Optional[str] = None
    """A shell command that prints the machines that may run the job (one
    `host:0,1` per line, as a resources file), run like the listing is
    re-read (`parallax-tf run --discover CMD`, as horovodrun's
    `--host-discovery-script`); it takes the listing's place."""

    @classmethod
    def parse(cls, text: str, machines: int, listing: Optional[str] = None,
              discover: Optional[str] = None) -> "Elastic":
        """`MIN:MAX` (or `N`: MIN = MAX = N) machines, for a job given
        `machines` machines (`listing`: their resources file; `discover`:
        a discovery command; see the fields); LaunchError naming the value
        otherwise."""
        parts = str(text).split(":")
        try:
            values = [int(p) for p in parts]
        except ValueError:
            values = []
        if len(parts) == 1 and values:
            values = values * 2
        if len(values) != 2 or not 1 <= values[0] <= values[1]:
            raise LaunchError(f"--elastic {text!r}: give MIN:MAX machines, two integers with "
                              "1 <= MIN <= MAX, e.g. --elastic 2:3")
        low, high = values
        if machines < low:
            raise LaunchError(f"--elastic {text!r}: the resources list {machines} machine(s), "
                              f"fewer than MIN={low}; list more machines or lower MIN")
        if discover is not None and not discover.strip():
            raise LaunchError("--discover '': give the command that prints the machines, "
                              "one 'host:0,1' per line")
        return cls(low=low, high=high, listing=listing, discover=discover)


def listing_of(resources: Any) -> Optional[str]:
    """The path of `resources` when they are a resources file, else None."""
    if isinstance(resources, (str, os.PathLike)) and os.path.isfile(resources):
        return os.fspath(resources)
    return None


def chief_machine(cluster: Cluster) -> int:
    """The index of the machine worker 0 runs on (the first with slots)."""
    return next(k for k, m in enumerate(cluster.machines) if m.slots)


def survivors(cluster: Cluster, host: str, elastic: Elastic) -> tuple[Optional[Cluster], str]:
    """(the cluster without the machine at `host`, why) when the job goes on
    without it; (None, why) when it does not: the chief's machine, an
    unknown host, or fewer than MIN machines left (the reason names the
    lost machine and MIN)."""
    lost = [k for k, m in enumerate(cluster.machines) if m.host == host]
    if not lost:
        return None, f"the failed task's host {host!r} is not one of the job's machines"
    if chief_machine(cluster) in lost:
        return None, (f"{host} is the chief's machine (worker 0: the store, the checkpoints, "
                      "the tables' key insertion): an elastic job does not go on without it")
    left = tuple(m for k, m in enumerate(cluster.machines) if k not in lost)
    if len(left) < elastic.low:
        return None, (f"the job lost {host}; {len(left)} machine(s) are left, fewer than "
                      f"--elastic MIN={elastic.low}")
    if not any(m.slots for m in left):
        return None, f"the job lost {host}; no machine left runs a worker"
    return Cluster(machines=left), (f"the job lost {host}; going on with {len(left)} "
                                    f"machine(s): {';'.join(m.to_str() for m in left)}")


NOT_ELASTIC = {
    "pipeline": "a pipeline's stages are placed on the job's tasks by position; a new "
                "worker count re-cuts the model, which no resume does yet",
    "layout": "a DTensor mesh is fixed when its clients join; a new machine count is a new "
              "mesh, which no resume re-lays out yet",
    "weak_sync": "weak synchronisation's pushes and pulls in flight are not in the "
                 "checkpoint, and no test has run it across generations",
    "async": "asynchronous updates in flight are not in the checkpoint, and no test has run "
             "it across generations",
}
"""The Config features an elastic job refuses, and why: it covers the
data-parallel modes (HYBRID, PS, ALLREDUCE, AUTO, MIXED, dynamic tables)."""


def check_config(config: Any) -> None:
    """ConfigError for a task of an elastic job whose Config writes no
    periodic checkpoints (each new generation starts from the latest one)
    or asks for a mode it does not cover (`NOT_ELASTIC`)."""
    if not env.elastic():
        return
    for feature in config.features():
        if feature in NOT_ELASTIC:
            raise ConfigError(
                f"an elastic job (parallax-tf run --elastic {env.elastic()}) does not cover "
                f"'{feature}': {NOT_ELASTIC[feature]}; run it without --elastic "
                "(--max-restarts K restarts it on the same machines)")
    if config.checkpoint.checkpoint_every is None:
        raise ConfigError(
            f"an elastic job (parallax-tf run --elastic {env.elastic()}) starts each new "
            "generation from its latest checkpoint, and this Config writes none: set "
            "Config(checkpoint_dir=DIR, checkpoint_every=N) (N steps lost at most per "
            "lost machine), or run without --elastic")


def grown(original: Cluster, current: Cluster, back: Sequence[Machine],
          elastic: Elastic) -> Cluster:
    """`current` and the machines of `back`, up to `elastic.high`
    machines, in the resources' (`original`) order."""
    now = {m.host for m in current.machines}
    returned = {m.host for m in back}
    added = [m.host for m in original.machines if m.host not in now and m.host in returned]
    take = now | set(added[:max(0, elastic.high - len(now))])
    return Cluster(machines=tuple(m for m in original.machines if m.host in take))


def extended(original: Cluster, back: Sequence[Machine]) -> Cluster:
    """`original` and, after its machines, those of `back` it does not
    list (new machines of a re-read resources file)."""
    hosts = {m.host for m in original.machines}
    return Cluster(machines=original.machines + tuple(m for m in back if m.host not in hosts))


def first_machines(cluster: Cluster, elastic: Elastic) -> tuple[Cluster, list[Machine]]:
    """(the first `elastic.high` machines, the others: spares that join
    when the job has fewer than MAX)."""
    return (Cluster(machines=cluster.machines[:elastic.high]),
            list(cluster.machines[elastic.high:]))


class Rejoin:
    """During one generation: probes the lost machines and, once one is
    back, publishes `GROW_KEY` in the job's store (`start`); `stop` ends
    the probing and returns the machines found back."""

    def __init__(self, lost: Sequence[Machine], listing: Optional[str] = None,
                 running: Sequence[Machine] = (), discover: Optional[str] = None) -> None:
        self.lost = tuple(lost)
        self.listing = listing
        """The resources file re-read each round (`Elastic.listing`)."""
        self.discover = discover
        """The discovery command run each round instead (`Elastic.discover`)."""
        self.running = {m.host for m in running}
        self.back: list[Machine] = []
        self._stop = threading.Event()
        self._thread: Optional[threading.Thread] = None
        self._unreadable: Optional[str] = None

    def start(self, store: tuple[str, int]) -> None:
        if self.lost or self.listing or self.discover:
            self._thread = threading.Thread(target=self._probe, args=(store,), daemon=True,
                                            name="elastic rejoin")
            self._thread.start()

    def candidates(self) -> list[Machine]:
        """The machines that may join: the lost ones, or with a listing (or
        a discovery command) the machines it lists that the job does not
        run on (as listed now)."""
        try:
            if self.discover is not None:           # it takes the listing's place
                listed = self._discovered()
            elif self.listing is not None:
                listed = parse_resources(self.listing).machines
            else:
                return list(self.lost)
        except ResourceError as e:       # being rewritten, or wrong: looked at again
            if str(e) != self._unreadable:
                source = (f"the discovery command {self.discover!r}" if self.discover
                          else f"the resources file {self.listing}")
                logger.warning("elastic: %s: %s", source, e)
                self._unreadable = str(e)
            return []
        self._unreadable = None
        return [m for m in listed if m.host not in self.running]

    def _discovered(self) -> Sequence[Machine]:
        """The machines the discovery command prints now."""
        assert self.discover is not None
        try:
            done = subprocess.run(self.discover, shell=True, capture_output=True, text=True,
                                  timeout=DISCOVER_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            raise ResourceError(f"no answer in {DISCOVER_TIMEOUT_S:.0f} s") from None
        if done.returncode != 0:
            said = (done.stderr.strip().splitlines() or ["nothing on stderr"])[-1]
            raise ResourceError(f"exit status {done.returncode} ({said})")
        entries = listing_entries(done.stdout.splitlines())
        if not entries:
            raise ResourceError("it printed no machine; print one 'host:0,1' per line")
        return parse_resources(entries).machines

    def _probe(self, store: tuple[str, int]) -> None:
        while not self._stop.is_set():
            self.back = [m for m in self.candidates() if probe.reachable(m.host)]
            if self.back:
                try:
                    store_client.publish(";".join(m.host for m in self.back), GROW_KEY, store)
                except LaunchError as e:       # the generation ended meanwhile
                    logger.info("elastic: could not ask the job to grow (%s)", e)
                return
            self._stop.wait(PROBE_EVERY_S)

    def stop(self) -> list[Machine]:
        self._stop.set()
        if self._thread is not None:
            self._thread.join(timeout=10)
        return list(self.back)


def grow_wanted(job: Any) -> Optional[str]:
    """The chief of an elastic job, after writing a periodic checkpoint:
    the hosts the launcher found back (`GROW_KEY`), else None."""
    if not env.elastic() or not job.store or not job.is_chief:
        return None
    try:
        return store_client.fetch(GROW_KEY) or None
    except LaunchError:
        return None


def end_generation(hosts: str, step: int) -> None:
    """End this generation (the chief's exit status `GROW_EXIT`) at the
    checkpoint of `step`: the next one starts on more machines from it."""
    logger.warning("elastic: %s back; this generation ends at the checkpoint of step %d, "
                   "the next one starts on more machines from it", hosts, step)
    logging.shutdown()
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(GROW_EXIT)
