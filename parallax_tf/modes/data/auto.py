"""`Architecture.AUTO` inside a running job: predict the candidates, time
those the prediction cannot tell apart (`Config(tune=...)`), keep the
fastest.

The chief predicts each candidate's step time and broadcasts it, so every
worker times the same candidates (`planner/architecture.to_time`). Like the
partition search (modes/data/partition_search.py), every worker takes part
in every measurement: for each candidate timed (planner/architecture.py)
the captured step is lowered again (a new program generation, so the
servers get fresh variables), initialised from the initial values, run for
`Config.search_warmup` + `Config.search_iterations` steps on the first
batch, and released. The chief's median step time is broadcast, so every
worker takes the same decision; training then starts from the initial
values with the chosen architecture (the timed steps train nothing: K
steps of an AUTO job equal K single-device steps).

The choice is cached by the chief beside the partition decision and reused
while the model, the batch shapes, the cluster and the settings are
unchanged; the chief's answer (cached choice, or time) is broadcast too.
"""
from __future__ import annotations

import logging
import statistics
import time
from typing import Callable, Mapping, Optional, Sequence

from parallax_tf.config import Architecture
from parallax_tf.planner.architecture import (
    ArchitectureChoice,
    choose,
    decision_path,
    load_choice,
    save_choice,
    to_time,
)
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.step_time import BOX

logger = logging.getLogger(__name__)


def choose_architecture(*, candidates: Sequence[Architecture],
                        measure: Callable[[Architecture], list],
                        predict: Callable[[], Optional[Mapping[str, float]]],
                        broadcast: Callable[[float], float], is_chief: bool, folder: str,
                        fingerprints: tuple[str, str], use_cache: bool,
                        tune: str = "prune", error: float = BOX.error,
                        predicted_bytes: Optional[dict] = None,
                        settings: Optional[dict] = None, links: Optional[Links] = None,
                        started: Optional[float] = None
                        ) -> tuple[Architecture, Optional[ArchitectureChoice], bool]:
    """(the architecture, what was predicted and timed, whether it came from
    the cache). What was timed is None on a worker other than the chief when
    the chief's cached decision was used. `predict()`: the chief's predicted
    seconds per step by architecture name (None, or a name left out: not
    predicted), called on the chief only and broadcast, so every worker
    times the same candidates (`to_time`: `tune`, `error`). `measure(arch)`:
    the step times of one measurement of `arch` (the caller leaves out,
    alike on every worker, the candidates the planner refuses). `links`:
    the links the job measured (every worker's alike): the decision
    records them, and a cached one is reused only where it holds on them
    (`load_choice`). `started`: when the choice began (the caller's links
    and plans count in its seconds)."""
    path = decision_path(folder, *fingerprints)
    cached = None
    if is_chief and use_cache:
        cached = load_choice(path, model_fingerprint=fingerprints[0],
                             cluster_fingerprint=fingerprints[1], links=links)
        if cached is not None and cached.architecture not in candidates:
            cached = None
    names = [a.value for a in candidates]
    answer = int(broadcast(float(names.index(cached.chosen) if cached is not None else -1)))
    if answer >= 0:
        logger.info("AUTO: reusing the cached decision %s (%s)", names[answer].upper(), path)
        return candidates[answer], cached, True
    started = time.monotonic() if started is None else started
    ours = (predict() or {}) if is_chief else {}
    predicted: dict[str, Optional[float]] = {}
    for name in names:                       # the chief's, on every worker
        agreed = broadcast(float(ours.get(name) or -1.0))
        predicted[name] = agreed if agreed > 0 else None
    timing = to_time(predicted, tune, error)
    unknown = [n.upper() for n, v in predicted.items() if v is None]
    if unknown and tune != "time":
        say = logger.warning if is_chief else logger.info
        say("AUTO: no step time predicted for %s: every candidate is timed "
            "(Config(tune=%r) needs the prediction)", ", ".join(unknown), tune)
    elif tune != "time":
        logger.info("AUTO: %s (tune=%r, the estimator's error %.0f%%)",
                    f"timing {', '.join(n.upper() for n in timing)}" if timing else
                    "the prediction chooses: nothing is timed", tune, error * 100)
    samples = []
    for arch in candidates:
        if arch.value not in timing:
            continue
        times = measure(arch)
        agreed = broadcast(statistics.median(times))
        logger.info("AUTO: %s median step %.4f s (chief's)", arch.value.upper(), agreed)
        samples.append((arch.value, agreed))
    wall = time.monotonic() - started
    choice = choose(samples, predicted_bytes, links,
                    predicted={n: v for n, v in predicted.items() if v is not None}, tune=tune,
                    seconds=round(wall, 3))
    logger.info("AUTO chose %s in %.1f s:\n%s", choice.chosen.upper(), wall,
                "\n".join(choice.lines()))
    if is_chief:
        save_choice(choice, path, model_fingerprint=fingerprints[0],
                    cluster_fingerprint=fingerprints[1],
                    settings={**(settings or {}), "wall_seconds": round(wall, 3)})
    return choice.architecture, choice, False
