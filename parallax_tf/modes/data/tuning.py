"""The session engine's tuning hooks: each measures on the job's own
cluster and returns its choice; the engine re-plans with it.

* AUTO and MIXED (`Config(architecture="auto" | "mixed")`,
  `modes/data/auto.py`): predict each candidate architecture, time a few
  steps of those the prediction cannot tell apart (`Config(tune=...)`),
  keep the fastest;
* the partition search (`Config(search_partitions=True)`,
  `modes/data/partition_search.py`): the number of shards of the partitioned variables;
* the chunk search (`Config(chunks="search")`, `modes/data/chunk_search.py`):
  the layers per grouped AllReduce, chosen while training.

Every worker takes part in every measurement (the chief's times are
broadcast, so every worker chooses alike); decisions are cached per model
and cluster. Under `parallax-tf search` the search is the job: the hook
raises `TuningDone` after it, which the task's bootstrap turns into a
clean exit (the library ends no process).
"""
from __future__ import annotations

import dataclasses
import logging
import os
import time
from typing import Any, Optional

from parallax_tf import env, views
from parallax_tf.classify.compute import measure_compute
from parallax_tf.classify.model_info import Kind
from parallax_tf.config import MEASURED, Architecture
from parallax_tf.config.chunking import TENSOR, ChunkSearch
from parallax_tf.errors import ConfigError, PlanError, TuningDone
from parallax_tf.modes.data import links
from parallax_tf.modes.data import partition_search as search
from parallax_tf.modes.data.auto import choose_architecture
from parallax_tf.modes.data.chunk_search import ChunkSearcher, cached_k
from parallax_tf.modes.data.lower.lifecycle import initial_values, release, starting_values
from parallax_tf.plan import Plan
from parallax_tf.planner import architecture as auto
from parallax_tf.planner import per_variable
from parallax_tf.planner.chunk_size import decision_path as chunk_decision_path
from parallax_tf.planner.decided import predict_plans
from parallax_tf.planner.decision import recorded_links
from parallax_tf.planner.step_time import Cores
from parallax_tf.session.start import run_init

logger = logging.getLogger(__name__)


@dataclasses.dataclass
class Outcomes:
    """What the tuning hooks measured and chose (None: the hook did not run)."""

    search: Optional[search.SearchOutcome] = None
    architecture: Optional[auto.ArchitectureChoice] = None
    """None also on a worker other than the chief when the chief's cached
    decision was used."""
    chunks: Any = None
    """The chunk search's `ChunkSearchResult`."""
    chunk_search_ran: bool = False
    """This job searched the chunk size (not a cached decision, not too few
    layers to search)."""
    architecture_chosen: bool = False
    """AUTO or MIXED chose in this job (not a cached decision)."""


def end_if_only_tuning(kind: str) -> None:
    """Under `parallax-tf search` (of `kind`), the search was the job."""
    if env.search_only_dir() is not None and (env.search_kind() == "chunks") == \
            (kind == "chunks"):
        raise TuningDone(kind)


def tune_before_training(engine: Any, batch: tuple) -> Plan:
    """AUTO, then the partition search, then the chunk search's start: the
    plan the job starts training with."""
    config, plan = engine.config, engine.plan
    search_dir = env.search_only_dir()
    chunks_only = env.search_kind() == "chunks"
    if config.data.architecture in MEASURED:
        plan = _choose_architecture(engine, batch, search_dir)
    if config.search.search_partitions and plan.num_servers == 0 and not search_dir:
        logger.info("no variable on parameter servers (%s): no partitions to search",
                    plan.architecture.value.upper())
    elif config.search.search_partitions or search_dir and not chunks_only:
        plan = _search_partitions(engine, batch, search_dir)
    if isinstance(config.chunks, ChunkSearch) or search_dir and chunks_only:
        plan = _begin_chunk_search(engine, search_dir)
    return plan


def _broadcaster(engine: Any) -> search.Broadcaster:
    return search.Broadcaster(engine.collectives.drivers, engine.server.target,
                              engine.context(0).worker_device)


def _fingerprints(engine: Any, plan: Plan) -> tuple[str, str]:
    return search.fingerprints(plan, engine.cluster, engine.config,
                               engine.captured.input_specs)


def time_plan(engine: Any, plan: Plan, batch: tuple) -> list:
    """Lower `plan` as a new program generation, initialise it, time
    `search_warmup` + `search_iterations` steps on `batch`, release it:
    the step times (the searches' measurement)."""
    program, session = engine.open(plan)
    try:
        run_init(session, program.init, starting_values(program, initial_values(program.homes)))
        times = search.time_steps(
            session, [list(program.outputs), program.step_done],
            search.as_feed(program.inputs, batch), engine.config.search.search_warmup,
            engine.config.search.search_iterations)
        release(session, program)
    finally:
        session.close()
    return times


def _measure_links(engine: Any) -> None:
    """The job's link costs (`links.py`): MIXED prices with them, and the
    decisions of a job that measured them record them (reused only on
    links like them). AUTO and MIXED measure; the partition and chunk
    searches record them when AUTO or MIXED did (measuring takes about
    1 s)."""
    broadcast = _broadcaster(engine)
    try:
        engine.decided = dataclasses.replace(engine.decided,
                                             links=links.measure(engine, broadcast))
    finally:
        broadcast.close()


def _placed(plan: Plan) -> str:
    """'ps: a, b; allreduce: c; allgather: -' for the sparse variables."""
    groups: dict[str, list[str]] = {"ps": [], "allreduce": [], "allgather": []}
    for v in plan.variables.values():
        if v.kind == "sparse":
            groups["ps" if v.on_servers else v.collective or "allreduce"].append(v.name)
    return "; ".join(f"{k} ({len(names)}): {', '.join(names) or '-'}"
                     for k, names in groups.items())


def _same_placements(a: Plan, b: Plan) -> bool:
    return all(a.variables[n].placement == b.variables[n].placement for n in a.variables)


def _choose_architecture(engine: Any, batch: tuple, search_dir: Optional[str]) -> Plan:
    """AUTO: measure the links, predict each candidate's step, time those
    `Config(tune=...)` says on this cluster (`modes/data/auto.py`); the plan
    of the fastest. MIXED: the same, with its own plan of each sparse
    variable by its price on the links among the candidates (a candidate
    that places every variable as an earlier one does is left out)."""
    config = engine.config
    started = time.monotonic()
    what = config.data.architecture.value.upper()
    has_sparse = any(v.kind is Kind.SPARSE and v.has_gradient for v in engine.model.variables)
    mixed = config.data.architecture is Architecture.MIXED
    candidates = auto.candidates(has_sparse=has_sparse, chunked=config.chunks != TENSOR,
                                 servers=engine.role.num_ps > 0, per_variable=mixed)
    say = logger.warning if engine.role.index == 0 else logger.info
    # every candidate honours the placements asked for: HYBRID is then not
    # "every sparse variable on the servers", and the log says so
    asked = " with Config(placements=...)" if config.data.placements else ""
    if engine.decided.links is None:    # MIXED prices with them; every decision records them
        _measure_links(engine)
    plans: dict = {}
    for arch in candidates:
        try:
            plan = engine.make_plan(architecture=arch)
        except (ConfigError, PlanError) as e:
            logger.info("%s: %s left out: %s", what, arch.value.upper(), e)
            continue
        if arch is Architecture.MIXED:
            logger.info("MIXED's per-variable plan:\n%s", views.summary(plan))
            say("MIXED placed the sparse variables: %s", _placed(plan))
        same = next((a for a, p in plans.items() if _same_placements(plan, p)), None)
        if same is not None:
            say("%s: %s is not timed: it places every variable as %s%s does", what,
                arch.value.upper(), same.value.upper(), asked)
            continue
        plans[arch] = plan
    measured = engine.decided.links
    if measured is not None:
        fusion = env.fusion_bytes()
        prices = {a: per_variable.price(per_variable.plan_traffic(p.variables.values()),
                                        measured, fusion) for a, p in plans.items()}
        say("MIXED: predicted communication ms/step on the measured links: %s",
            ", ".join(f"{a.value.upper()} {s * 1e3:.1f}" for a, s in prices.items()))
    predicted = {arch.value: _mean_bytes(plan) for arch, plan in plans.items()}
    steps: dict = {}

    def predict() -> Optional[dict]:             # the chief's, before it times any
        steps["predicted"] = _predict_steps(engine, plans, batch, what)
        return None if steps["predicted"] is None else {
            a: s["step_s"] for a, s in steps["predicted"]["steps"].items() if "step_s" in s}

    broadcast = _broadcaster(engine)
    try:
        chosen, choice, cached = choose_architecture(
            candidates=list(plans), broadcast=broadcast,
            measure=lambda arch: time_plan(engine, plans[arch], batch), predict=predict,
            tune=config.search.tune, is_chief=engine.role.index == 0,
            folder=search.cache_dir(config, search_dir),
            fingerprints=_fingerprints(engine, engine.plan), use_cache=search_dir is None,
            predicted_bytes=predicted, started=started,
            settings={"warmup": config.search.search_warmup, "iterations": config.search.search_iterations,
                      "cluster": engine.cluster.to_str()}, links=measured)
    finally:
        broadcast.close()
    engine.tuned.architecture = choice
    engine.tuned.architecture_chosen = not cached
    engine.decided = dataclasses.replace(
        engine.decided, architecture=chosen,
        architecture_choice=choice.to_dict() if choice is not None else None,
        predicted=steps.get("predicted"))
    plan = engine.make_plan()
    timed = ", ".join(f"{a.upper()} {t * 1e3:.1f}" for a, t in choice.samples) or "none" \
        if choice is not None else ""
    if choice is not None and choice.predicted:
        timed += "; predicted " + ", ".join(f"{a.upper()} {s * 1e3:.1f}"
                                            for a, s in choice.predicted.items())
    logger.warning("architecture %s chose %s in %.1f s (%sms/step timed on this cluster: %s)%s",
                   what, chosen.value.upper(), time.monotonic() - started,
                   "the cached decision of an earlier run: " if cached else
                   f"tune={config.search.tune!r}; ", timed,
                   f"; {chosen.value.upper()}{asked} trains the sparse variables so: "
                   f"{_placed(plan)}" if asked else "")
    logger.info("training with architecture %s; plan:\n%s", chosen.value.upper(),
                views.summary(plan))
    return plan


def _predict_steps(engine: Any, plans: dict, batch: tuple, what: str) -> Optional[dict]:
    """The chief's predicted step time of each candidate it is about to time
    (`planner/step_time.py`; cores: this machine's, and the box's that the
    machines share when PARALLAX_TF_SHARED_CORES says so), logged; None when
    a plan's bytes are unknown or the step could not be timed alone (every
    candidate is then timed). Timing the step on this process first takes
    about a second (docs/planner.md)."""
    if any(p.bytes_per_machine() is None for p in plans.values()):
        return None
    started = time.monotonic()
    try:
        compute = measure_compute(engine.captured, batch)
        cores = Cores(per_machine=os.cpu_count() or 1, shared=env.shared_cores())
        out = predict_plans(plans, compute, engine.decided.links or per_variable.ASSUMED,
                            cores)
    except Exception as e:        # without it, the timing decides
        logger.warning("%s: no step time predicted (%s: %s); the candidates are timed",
                       what, type(e).__name__, e)
        return None
    logger.warning("%s: predicted ms/step (%s; the step alone %.1f ms, timed in "
                   "%.1f s; docs/planner.md): %s", what, cores.line(), compute.wall_s * 1e3,
                   time.monotonic() - started, ", ".join(
                       f"{a.upper()} {s['step_s'] * 1e3:.1f} ({s['bound']})"
                       for a, s in out["steps"].items()))
    return out


def _mean_bytes(plan: Plan) -> Optional[float]:
    """The plan's predicted bytes per machine per step (None: unknown)."""
    per_machine = plan.bytes_per_machine()
    return None if per_machine is None else sum(per_machine) / max(1, len(per_machine))


def _search_partitions(engine: Any, batch: tuple, search_dir: Optional[str]) -> Plan:
    """The number of partitions, by measuring (`modes/data/partition_search.py`)."""
    groups = search.searched_groups(engine.model)
    broadcast = _broadcaster(engine)

    def measure_steps(p: int) -> list:
        return time_plan(engine, engine.make_plan(num_shards={g: p for g in groups}), batch)

    try:
        outcome = search.run_search(
            measure_steps=measure_steps, broadcast=broadcast,
            is_chief=engine.role.index == 0, model=engine.model, plan=engine.plan,
            cluster=engine.cluster, config=engine.config,
            input_specs=engine.captured.input_specs, out_dir=search_dir,
            use_cache=search_dir is None, links=engine.decided.links,
            bytes_per_step=_mean_bytes(engine.plan))
    finally:
        broadcast.close()
    engine.tuned.search = outcome
    engine.decided = dataclasses.replace(engine.decided,
                                         shards={g: outcome.chosen_p for g in groups})
    plan = engine.make_plan()
    logger.info("training with %d partitions; plan:\n%s", outcome.chosen_p, views.summary(plan))
    end_if_only_tuning("partitions")
    return plan


def _begin_chunk_search(engine: Any, search_dir: Optional[str]) -> Plan:
    """Start the chunk search, or take the cached decision; `parallax-tf
    search --chunks` searches even when the script's Config does not ask."""
    config = engine.config
    settings = config.chunks if isinstance(config.chunks, ChunkSearch) else ChunkSearch()
    broadcast = _broadcaster(engine)
    fps = _fingerprints(engine, engine.plan)
    folder = search.cache_dir(config, search_dir)
    cached = cached_k(folder=folder, fingerprints=fps, is_chief=engine.role.index == 0,
                      use_cache=search_dir is None, broadcast=broadcast,
                      links=engine.decided.links)
    engine.decided = dataclasses.replace(engine.decided, chunk_size=cached or 1)
    plan = engine.make_plan()
    if cached is not None or len(plan.chunks) <= 2:
        logger.info("chunks of %d layer(s) (%s)", engine.decided.chunk_size,
                    "cached decision" if cached else "2 layers or fewer: nothing to search")
        broadcast.close()
        return plan
    engine.tuned.chunk_search_ran = True
    engine.chunk_tuner = ChunkSearcher(
        settings=settings, num_layers=len(plan.chunks), broadcast=broadcast,
        is_chief=engine.role.index == 0, path=chunk_decision_path(folder, *fps),
        fingerprints=fps, recorded=recorded_links(engine.decided.links, _mean_bytes(plan)))
    return plan

