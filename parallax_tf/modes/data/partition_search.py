"""The partition search inside a running job (Config(search_partitions=True)).

Every worker takes part in every measurement: for a candidate p the captured
step is lowered again with p shards (a new program generation, so the
servers get fresh variables), initialised from the user's initial values,
run for `search_warmup` + `search_iterations` steps on the first batch, and
released (the servers drop that generation's shards). The chief's median
step time is broadcast, so all workers follow the same protocol
(`parallax_tf.planner.search_partitions`) and agree on every p.

The decision (samples, fit, chosen p, fingerprints) is cached as JSON by the
chief and reused while the model, the batch shapes, the cluster and the
settings are unchanged; the chief's answer (cached p, or search) is
broadcast too, so workers on other machines need no copy of the cache.
"""
from __future__ import annotations

import dataclasses
import logging
import os
import statistics
import time
from typing import Callable, Optional

import tensorflow as tf

from parallax_tf import env
from parallax_tf.classify.model_info import ModelInfo
from parallax_tf.config import Architecture, Config
from parallax_tf.errors import ConfigError
from parallax_tf.launch import heartbeat
from parallax_tf.plan import Plan
from parallax_tf.planner import (
    Decision,
    SearchResult,
    default_decision_path,
    fingerprint,
    load_decision,
    plot_search,
    save_decision,
    search_partitions,
)
from parallax_tf.planner.decision import recorded_links
from parallax_tf.planner.per_variable import Links
from parallax_tf.resources import Cluster
from parallax_tf.runtime.inputs import flatten

logger = logging.getLogger(__name__)

MeasureSteps = Callable[[int], list]
"""measure_steps(p) -> the step times (seconds) of one measurement with p shards."""


def searched_groups(model: ModelInfo) -> list[str]:
    """Partition groups whose shard count the search decides: groups of
    sparse variables created under a `partitioner()` that gave no num_shards."""
    groups = {v.partition.group for v in model.variables
              if v.partition is not None and v.partition.num_shards is None
              and v.kind.value == "sparse"}
    return sorted(groups)


def max_partitions(model: ModelInfo, groups: list[str]) -> int:
    """The largest p every searched variable can be split in (one row per shard)."""
    return min(v.num_rows for v in model.variables
               if v.partition is not None and v.partition.group in groups)


def cache_dir(config: Config, override: Optional[str]) -> str:
    """`parallax-tf search`'s folder, else PARALLAX_TF_SEARCH_CACHE, else
    `<checkpoint_dir>/parallax_search`, else ~/.cache/parallax_tf/search."""
    if override:
        return override
    cache = env.search_cache()
    if cache:
        return cache
    if config.checkpoint.checkpoint_dir:
        return os.path.join(config.checkpoint.checkpoint_dir, "parallax_search")
    return os.path.join(os.path.expanduser("~"), ".cache", "parallax_tf", "search")


def fingerprints(plan: Plan, cluster: Cluster, config: Config,
                 input_specs: tuple) -> tuple[str, str]:
    """(model fingerprint, cluster fingerprint) of a decision."""
    model = fingerprint({"model": plan.model_fingerprint,
                         "partitioned": sorted([n, v.partition_group] for n, v in
                                               plan.variables.items() if v.partitioned),
                         "inputs": [[str(s.dtype.name), list(s.shape.as_list())]
                                    for s in input_specs]})
    settings = {k: v for k, v in config.to_dict().items()
                if k not in ("checkpoint_dir", "search_partitions", "chunks")}
    return model, fingerprint({"cluster": cluster.to_str(), "settings": settings})


@dataclasses.dataclass(frozen=True)
class SearchOutcome:
    """What the search decided, and where the chief wrote it (None elsewhere)."""

    chosen_p: int
    decision_path: Optional[str]
    plot_path: Optional[str]
    result: Optional[SearchResult]
    """None when a cached decision was used."""


class Broadcaster:
    """Broadcasts one float64 from the chief to every worker (Horovod)."""

    def __init__(self, collective, target: str, device: str) -> None:
        self._graph = tf.Graph()
        with self._graph.as_default(), tf.device(device):
            self._value = tf.compat.v1.placeholder(tf.float64, [], name="parallax/search/value")
            self._out = collective.broadcast(self._value, root=0,
                                             name="parallax_search_broadcast")
        self._session = tf.compat.v1.Session(target, graph=self._graph)

    def __call__(self, value: float) -> float:
        return float(self._session.run(self._out, {self._value: value}))

    def close(self) -> None:
        self._session.close()


def run_search(*, measure_steps: MeasureSteps, broadcast: Callable[[float], float],
               is_chief: bool, model: ModelInfo, plan: Plan, cluster: Cluster, config: Config,
               input_specs: tuple, out_dir: Optional[str], use_cache: bool,
               links: Optional[Links] = None,
               bytes_per_step: Optional[float] = None) -> SearchOutcome:
    """Decide p for the searched groups (see module doc). `links`: the
    job's measured links (with `bytes_per_step`, the plan's predicted bytes
    per machine): the decision records them, and a cached one is reused
    only where it holds on them (`load_decision`)."""
    groups = searched_groups(model)
    if not groups:
        raise ConfigError(
            "Config(search_partitions=True) but no variable is created under a partitioner() "
            "without num_shards, so there is nothing to search; wrap the embedding's creation "
            "in `with parallax_tf.partitioner():` or drop search_partitions")
    model_fp, cluster_fp = fingerprints(plan, cluster, config, input_specs)
    path = default_decision_path(cache_dir(config, out_dir), model_fp, cluster_fp)
    cached = None
    if is_chief and use_cache:
        cached = load_decision(path, cluster_fingerprint=cluster_fp, model_fingerprint=model_fp,
                               links=links)
    answer = int(broadcast(float(cached.chosen_p if cached is not None else -1)))
    if answer > 0:
        logger.info("partition search: reusing the cached decision p=%d (%s)", answer, path)
        return SearchOutcome(chosen_p=answer, decision_path=path if is_chief else None,
                             plot_path=None, result=None)

    def measure(p: int) -> float:
        times = measure_steps(p)
        mine = statistics.median(times)
        agreed = broadcast(mine)
        logger.info("partition search: p=%d median step %.4f s (chief's)", p, agreed)
        return agreed

    started = time.monotonic()
    result = search_partitions(measure, start=max(1, cluster.num_servers), min_p=1,
                               max_p=max_partitions(model, groups),
                               servers=cluster.num_servers)
    wall = time.monotonic() - started
    logger.info("partition search done in %.1f s:\n%s", wall, result.table())
    if not is_chief:
        return SearchOutcome(chosen_p=result.chosen_p, decision_path=None, plot_path=None,
                             result=result)
    decision = Decision(result=result, cluster_fingerprint=cluster_fp,
                        model_fingerprint=model_fp,
                        settings={"groups": groups, "warmup": config.search.search_warmup,
                                  "iterations": config.search.search_iterations,
                                  "wall_seconds": round(wall, 3),
                                  "cluster": cluster.to_str(),
                                  "architecture": (config.data.architecture
                                                   or Architecture.HYBRID).value,
                                  **recorded_links(links, bytes_per_step)})
    save_decision(decision, path)
    plot = plot_search(result, os.path.splitext(path)[0] + ".png")
    return SearchOutcome(chosen_p=result.chosen_p, decision_path=path, plot_path=plot,
                         result=result)


def time_steps(session: tf.compat.v1.Session, fetches: list, feed: dict, warmup: int,
               iterations: int) -> list:
    """Run `warmup` untimed then `iterations` timed steps; the step times."""
    for _ in range(warmup):
        session.run(fetches, feed)
        heartbeat.progress()
    times = []
    for _ in range(iterations):
        start = time.perf_counter()
        session.run(fetches, feed)
        times.append(time.perf_counter() - start)
        heartbeat.progress()       # the searches run inside the first step: not a stall
    return times


def as_feed(inputs: tuple, batch: tuple) -> dict:
    return dict(zip(inputs, flatten(batch)))
