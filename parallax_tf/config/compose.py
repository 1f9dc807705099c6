"""The composition table: which parts of a job combine, and why a pair is refused.

A job is made of *features*: its data-parallel architecture, a pipeline, a
mesh, model splitting (the step's `px.split` scopes), asynchronous or weak
synchronisation, chunked AllReduce, the partition search, TensorFlow's
collectives. Each `Rule` says whether a feature combines with others:
allowed (with what the combination does) or refused (with the reason
and the way out). Every refusal of a combination in the library comes from
this table (`refuse`, `check`), so its message and the docs agree; the
table is rendered into docs/composition.md (`render_markdown`, kept in
step by tests/test_compose.py). Every pair it accepts (`accepted_pairs`)
must be run by a job whose oracle passed: the suite's pair guard
(`runtime/features.py`).

Features a `Config` shows are checked when it is made (`check`); the
others (split scopes, a step's dynamic tables) where the job learns them,
with `refuse`.
"""
from __future__ import annotations

import dataclasses
import itertools
from typing import Any, Iterable, Optional

from parallax_tf.errors import ConfigError

FEATURES: dict[str, str] = {
    "hybrid": "architecture='hybrid'",
    "allreduce": "architecture='allreduce'",
    "ps": "architecture='ps'",
    "auto": "architecture='auto'",
    "mixed": "architecture='mixed'",
    "async": "sync=ASYNC",
    "weak_sync": "weak_sync=WeakSync(...)",
    "chunks": "chunks=... (other than 'tensor')",
    "chunk_search": "chunks='search' (ChunkSearch(...))",
    "search_partitions": "search_partitions=True",
    "num_partitions": "num_partitions=N",
    "split": "px.split scopes (model splitting)",
    "pipeline": "a pipeline (schedule=... / pipeline_stages=...)",
    "1f1b": "schedule='1f1b'",
    "layout": "a mesh (mesh=... / layout_rules=LayoutMap)",
    "tensorflow_collectives": "collectives='tensorflow'",
    "placements": "placements={name: 'ps' | 'allreduce' | 'allgather'}",
    "ps_placements": "placements={name: 'ps', ...} (a variable placed on the servers)",
    "keras_fit": "px.keras.fit(model, ...)",
    "dynamic_tables": "px.DynamicEmbedding / px.DynamicTable in the step",
    "tune": "tune='predict' or 'time' (how AUTO and MIXED choose)",
    "row_cache": "row_cache=RowCache(...) (hot server rows cached on the workers)",
}
"""Every feature of a job, and how a user asks for it."""

ARCHITECTURES = ("hybrid", "allreduce", "ps", "auto", "mixed")
"""One field's values: never two at once, so never a pair of the table."""

CHOOSING = {"tune": ("auto", "mixed")}
"""Settings of AUTO's and MIXED's choice: with the architecture they chose
no pair of the table (the choice is how they end; a job records both), and
with an architecture the script or the launch fixes refused."""

REFINES = {"1f1b": "pipeline", "chunk_search": "chunks", "ps_placements": "placements"}
"""A feature that only refines another: it combines as that one does, but
where the table says otherwise."""

DOC = "docs/composition.md"


@dataclasses.dataclass(frozen=True)
class Rule:
    """`feature` with each of `others`: allowed or refused, and why."""

    feature: str
    others: tuple[str, ...]
    allowed: bool
    reason: str
    """Refused: why, and the way out. Allowed: what the combination does."""
    tests: tuple[str, ...] = ()
    """Allowed: tests that run it (`tests/<file>.py::<test function>`), as
    documentation; the proof that a pair ran is the pair guard's verified
    records (`runtime/features.py`)."""
    only_when: str = ""
    """A refusal that holds only in some jobs (checked by the job, not by `check`)."""

    def pairs(self) -> list[frozenset[str]]:
        return [frozenset((self.feature, o)) for o in self.others]


_PS_POLICY = ("weak synchronisation is a policy of the parameter servers' synchronous "
              "updates (architecture 'ps' or 'hybrid', sync=SYNC); drop one of them")

RULES: tuple[Rule, ...] = (
    # ---------------------------------------------------------------- refused
    Rule("async", ("allreduce",), False,
         "contradictory: AllReduce is synchronous by nature; use sync=SYNC, or "
         "architecture='ps'/'hybrid' for asynchronous server-placed variables"),
    Rule("async", ("auto", "mixed"), False,
         "AUTO and MIXED time synchronous candidates (HYBRID, ALLREDUCE, PS; MIXED its "
         "per-variable plan too) and ALLREDUCE cannot be asynchronous; choose "
         "architecture='ps' or 'hybrid' for asynchronous training, or drop sync=ASYNC"),
    Rule("async", ("layout",), False,
         "laid-out training is synchronous (SPMD on DTensor); drop sync=ASYNC"),
    Rule("async", ("pipeline",), False,
         "a pipeline's schedule is its synchronisation (GPipe: one update per mini-batch; "
         "1F1B: asynchronous by design, with a staleness= treatment); drop sync=ASYNC"),
    Rule("layout", ARCHITECTURES, False,
         "a mesh lays every variable out on DTensor, which has no parameter servers or "
         "Horovod AllReduce: a DTensor variable's layout names devices of the mesh, and a "
         "server task holds none (docs/composition.md#a-mesh-and-parameter-servers); drop "
         "architecture= (data parallelism is the rule 'batch:batch'), or drop mesh="),
    Rule("pipeline", ("allreduce",), False,
         "a pipeline already keeps every variable on its stage and AllReduces each stage's "
         "gradients across its replicas; drop architecture="),
    Rule("pipeline", ("auto",), False,
         "AUTO times data-parallel candidates on the job's cluster, and a pipeline's "
         "stages are not one of them; choose architecture='hybrid' (sparse variables on "
         "the servers) or drop architecture="),
    Rule("pipeline", ("mixed",), False,
         "a pipeline keeps each variable on its stage or (hybrid, ps) on the servers, and "
         "a per-variable choice among servers, AllReduce and gathered rows is not built for "
         "its stages; choose architecture='hybrid', or name the variables to keep on the "
         "servers with placements= under 'hybrid'"),
    Rule("placements", ("layout",), False,
         "a mesh lays every variable out by its layout rules, on no parameter servers; drop "
         "placements=, or drop mesh="),
    Rule("placements", ("pipeline",), False,
         "a pipeline keeps each variable on its stage (architecture='hybrid': the sparse ones "
         "on the servers); drop placements="),
    Rule("pipeline", ("layout",), False,
         "a pipeline runs on the session engine, a mesh on DTensor, and no engine runs "
         "both; drop the mesh or the schedule"),
    Rule("pipeline", ("search_partitions", "num_partitions"), False,
         "a pipeline's server variables are one shard each (partitioning them is not built "
         "yet), and without servers nothing is partitioned; drop it"),
    Rule("layout", ("search_partitions", "num_partitions"), False,
         "a mesh has no parameter servers, so nothing is partitioned (a variable is split "
         "by its layout rules); drop it"),
    Rule("allreduce", ("search_partitions", "num_partitions"), False,
         "ALLREDUCE puts no variable on the parameter servers, so nothing is partitioned (no "
         "partition count to search or to fix); drop it, or use architecture='hybrid' or "
         "'ps'"),
    Rule("ps_placements", ("allreduce",), False,
         "ALLREDUCE starts no parameter servers, so no variable can be placed there; use "
         "architecture='hybrid' or 'mixed' (or, to choose per sparse variable between "
         "AllReduce and AllGather under ALLREDUCE, placements= without 'ps', or "
         "sparse_as_dense=[names])"),
    Rule("chunks", ("ps",), False,
         "chunks group the AllReduces of dense gradients, which the PS architecture has "
         "none of; drop chunks="),
    Rule("chunks", ("layout",), False,
         "chunks group the AllReduces of dense gradients, which DTensor schedules itself; "
         "drop chunks="),
    Rule("weak_sync", ("allreduce", "auto", "mixed", "layout", "pipeline", "async",
                       "search_partitions"), False, _PS_POLICY),
    Rule("chunk_search", ("pipeline",), False,
         "the chunk search re-plans while training, which a pipeline's program does not; give "
         "a fixed chunking (chunks='all', a layer count k, or a size '4MiB')"),
    Rule("keras_fit", ("layout", "pipeline"), False,
         "px.keras.fit runs Keras' own train step data-parallel (hybrid, allreduce, ps, auto, "
         "mixed); for "
         "layouts or a pipeline write the step as a tf.function and use px.get_runner "
         "(docs/layouts.md, docs/pipeline.md)"),
    Rule("weak_sync", ("num_partitions",), False,
         "weak synchronisation keeps each server variable whole, one block with its inbox and "
         "version (splitting a partitioned one is not built yet); drop num_partitions= (and "
         "px.partitioner() around the variable), or drop weak_sync="),
    Rule("keras_fit", ("split",), False,
         "px.keras.fit reads one shard of the data per worker (a replica per worker), while "
         "px.split scopes make a replica of several workers; write the step as a tf.function "
         "and use px.get_runner (docs/model_splitting.md)"),
    Rule("search_partitions", ("num_partitions",), False,
         "contradictory: either search the number of partitions or fix it; drop one of "
         "the two"),
    Rule("dynamic_tables", ("allreduce",), False,
         "AllReduce keeps a copy of every variable on every worker, so every worker would "
         "grow a table of its own; a table lives on the parameter servers: "
         "architecture='hybrid' or 'ps'"),
    Rule("dynamic_tables", ("async",), False,
         "every worker would insert keys into the servers' tables whenever its step runs, in "
         "an order no one device has; a table needs one writer per step (the chief inserts "
         "every worker's keys): drop sync=ASYNC"),
    Rule("dynamic_tables", ("weak_sync",), False,
         "a weak step keeps no single writer: a worker's lookups would see another's "
         "insertions whenever they land; drop weak_sync= for a step with a table"),
    Rule("dynamic_tables", ("pipeline",), False,
         "a table's insertion needs the keys of every replica before any lookup, and a "
         "pipeline's stages run their micro-batches' lookups as they come; train the table "
         "data-parallel (architecture='hybrid' or 'ps')"),
    Rule("dynamic_tables", ("layout",), False,
         "a mesh has no parameter servers (DTensor), and a table lives on them; train it "
         "data-parallel (architecture='hybrid' or 'ps')"),
    Rule("tune", ("async", "weak_sync", "pipeline", "layout"), False,
         "tune= says how architecture='auto' or 'mixed' chooses (docs/planner.md), and this "
         "job chooses no architecture; drop tune=, or use architecture='auto' or 'mixed'"),
    Rule("tune", ("hybrid", "allreduce", "ps"), False,
         "tune= says how architecture='auto' or 'mixed' chooses (docs/planner.md), and a job "
         "of a fixed architecture chooses none; drop tune=, or use architecture='auto' or "
         "'mixed'",
         only_when="the script or the launch fixes the architecture (the Config when it "
                   "names one, the job when the launch does or the default HYBRID stays); "
                   "AUTO's or MIXED's choice of one is how tune= ends"),
    Rule("row_cache", ("allreduce", "layout"), False,
         "the row cache keeps copies of rows the parameter servers hold, and this job puts "
         "none there; drop row_cache=, or use architecture='hybrid' or 'ps'"),
    Rule("row_cache", ("auto",), False,
         "AUTO times whole architectures a few steps each, fewer than the cache's first "
         "period (in which nothing is cached yet), so its timing would not see the cache; "
         "use architecture='mixed' (its price counts the bytes the cache saves), 'hybrid' "
         "or 'ps', or drop row_cache="),
    Rule("row_cache", ("async", "weak_sync"), False,
         "the cache's staleness bound counts synchronous steps; asynchronous and weak "
         "updates have no common step to count it in (weak sync keeps mirrors of its own, "
         "docs/weak_sync.md); drop one of them"),
    Rule("row_cache", ("pipeline",), False,
         "a pipeline's stages look their rows up per micro-batch in the pipeline's own "
         "program, which has no row cache; train the tables data-parallel "
         "(architecture='hybrid' or 'ps', no schedule) to cache them, or drop row_cache="),
    Rule("split", ("layout",), False,
         "a mesh lays whole variables out over the mesh's devices, while px.split places "
         "layers on a replica's tasks, which DTensor has no notion of; drop the split scopes "
         "(or express the cut as a layout rule), or drop mesh="),
    # ---------------------------------------------------------------- allowed
    Rule("async", ("hybrid", "ps"), True,
         "server-placed variables take each worker's gradient as it arrives",
         ("tests/test_equivalence.py::test_async_applies_every_workers_update",
          "tests/test_conformance.py::test_resume_after_a_failure")),
    Rule("num_partitions", ("hybrid", "ps", "async"), True,
         "each variable made under px.partitioner() is cut into that many shards over the "
         "servers",
         ("tests/test_equivalence.py::test_async_applies_every_workers_update",)),
    Rule("layout", ("tensorflow_collectives",), True,
         "a mesh runs on DTensor's own collectives whatever collectives= says",
         ("tests/test_conformance.py::test_oracle",)),
    Rule("weak_sync", ("tensorflow_collectives",), True,
         "a step's run holds its collectives and stashes its gradients on the worker; its "
         "pushes to the servers run apart, after it (a run with no collective: a step id of "
         "its own, which no other worker's run ending can clean up); the lowering refuses a "
         "step whose run would still touch a server",
         ("tests/test_conformance.py::test_oracle",
          "tests/test_weak_sync.py::test_c_equal_k_and_b_equal_1_is_synchronous_training")),
    Rule("weak_sync", ("hybrid", "ps"), True,
         "the servers' updates wait for c of k workers, a worker for a fraction b of its "
         "pulls",
         ("tests/test_weak_sync.py::test_c_equal_k_and_b_equal_1_is_synchronous_training",)),
    Rule("chunks", ("hybrid", "allreduce"), True,
         "the AllReduced dense gradients are grouped into chunks; server variables are "
         "pushed as before",
         ("tests/test_conformance.py::test_oracle",
          "tests/test_chunks.py::test_sparse_and_server_variables_are_not_chunked")),
    Rule("chunks", ("split", "pipeline"), True,
         "each split position's (stage's) dense gradients are AllReduced across its "
         "replicas in chunks, on its own task and process set",
         ("tests/test_model_split.py::test_chunks_across_split_replicas_equal_single_device",
          "tests/test_pipeline.py::test_chunks_across_pipeline_replicas_equal_single_device")),
    Rule("chunks", ("auto",), True,
         "AUTO predicts and times the candidates with the chunks (PS without them)",
         ("tests/test_auto.py::test_candidates",)),
    Rule("split", ("hybrid", "allreduce"), True,
         "each split position's dense gradients are AllReduced across the replicas in a "
         "process set of their own; sparse variables use the architecture's path",
         ("tests/test_model_split.py::test_two_replicas_of_two_tasks_over_two_machines",
          "tests/test_conformance.py::test_oracle")),
    Rule("pipeline", ("hybrid", "ps"), True,
         "the servers hold the sparse variables (PS: every variable), one shard each; "
         "the stage that reads one gathers its rows there and pushes its gradient, the "
         "first replica applies the replicas' mean (GPipe: once per mini-batch); dense ones "
         "stay on their stage, AllReduced across its replicas",
         ("tests/test_pipeline_servers.py::test_gpipe_with_servers_equals_single_device",
          "tests/test_conformance.py::test_resume_after_a_failure",
          "tests/test_examples.py::"
          "test_lm_pipelined_with_its_tables_on_the_servers_over_two_machines")),
    Rule("1f1b", ("hybrid", "ps"), True,
         "a server variable takes an update after every micro-batch, as a stage's own: the "
         "first replica applies the replicas' pushes of that micro-batch, the others wait "
         "for it before their next action; stashed and predicted (SpecTrain) weights of "
         "a server variable are read there",
         ("tests/test_conformance.py::test_oracle",
          "tests/test_pipeline_servers.py::test_one_f_one_b_with_servers_equals_the_simulation")),
    Rule("pipeline", ("tensorflow_collectives",), True,
         "with several pipeline replicas a stage's reductions across replicas (1F1B: every "
         "micro-batch's; GPipe: the mini-batch's) run in a run of their own that holds only "
         "collectives, on the stage's task alone, under a step-id sequence of the stage's "
         "group, beside the column's run, which holds none and sends to the neighbours and "
         "the servers (they meet in queues on the stage's task)",
         ("tests/test_conformance.py::test_oracle",
          "tests/test_pipeline.py::"
          "test_one_f_one_b_replicas_on_tensorflow_collectives_equal_their_definition",
          "tests/test_pipeline_simulate.py::"
          "test_replicas_on_tensorflow_collectives_equal_the_simulation")),
    Rule("split", ("pipeline",), True,
         "the split scopes are the pipeline's stages",
         ("tests/test_pipeline.py::test_gpipe_equals_single_device",)),
    Rule("search_partitions", ("hybrid",), True,
         "the partition count of the server-placed variables is searched before training",
         ("tests/test_search_e2e.py::test_search_then_train_then_reuse_then_dynamic_tables_"
          "search_again",)),
    Rule("keras_fit", ("hybrid", "allreduce", "ps", "tensorflow_collectives"), True,
         "Keras' own train step, captured and run as any step of the architecture",
         ("tests/test_keras_fit.py::test_two_workers_equal_keras_fit_with_the_global_batch",
          "tests/test_conformance.py::test_oracle")),
    Rule("placements", ("hybrid", "ps", "mixed", "tensorflow_collectives", "dynamic_tables"),
         True, "the named variables placed as asked, the others (and the tables) by the "
         "architecture",
         ("tests/test_mixed.py::test_overrides_by_name_in_any_architecture_with_servers",
          "tests/test_conformance.py::test_oracle")),
    Rule("mixed", ("tensorflow_collectives",), True,
         "each sparse variable on the servers, densified and AllReduced, or gathered, "
         "as its price on the measured links says, that plan then chosen among AUTO's by the "
         "predicted step time (and timing: tune=); its collectives "
         "on TensorFlow's ops",
         ("tests/test_conformance.py::test_oracle",
          "tests/test_mixed.py::test_small_and_large_tables_are_placed_apart_at_100_mbit")),
    Rule("dynamic_tables", ("hybrid", "ps", "tensorflow_collectives"), True,
         "each table spread by key over the servers (one shard per server, or the partition "
         "search's count): each worker leaves its keys with their shards' servers, the chief "
         "inserts them shard by shard there, each worker's lookup reads its own there; "
         "checkpoints of any server count resume (keys re-hashed)",
         ("tests/test_conformance.py::test_oracle",
          "tests/test_dynamic_jobs.py::test_tables_spread_over_two_servers_equal_their_"
          "simulation",
          "tests/test_dynamic_jobs.py::test_an_elastic_job_shrinks_and_grows_back_as_one_"
          "device_trains")),
    Rule("dynamic_tables", ("search_partitions",), True,
         "the partition search times a table's shard counts as a partition group of its own",
         ("tests/test_search_e2e.py::test_search_then_train_then_reuse_then_dynamic_tables_"
          "search_again",)),
    Rule("placements", ("allreduce",), True,
         "the named sparse variables densified ('allreduce') or gathered ('allgather') as "
         "asked, the others by sparse_as_dense= ('ps' is refused: ps_placements)"),
    Rule("search_partitions", ("ps", "auto", "mixed", "async", "chunks", "split",
                               "tensorflow_collectives", "placements", "keras_fit"), True,
         "the partition search times the shard counts of the partitioned server variables "
         "before training (after AUTO's or MIXED's choice; ALLREDUCE, having none, is timed "
         "without it), whatever the step's sync, chunks, split scopes or placements; its "
         "timings are broadcast on the job's collectives"),
    Rule("num_partitions", ("auto", "mixed", "chunks", "split",
                            "tensorflow_collectives", "placements", "keras_fit",
                            "dynamic_tables"), True,
         "the partitioned server variables (and the dynamic tables) are cut into that many "
         "shards whatever else the job does; AUTO's and MIXED's ALLREDUCE candidate, having "
         "no server variable, is planned without it"),
    Rule("split", ("ps", "auto", "mixed", "async", "weak_sync", "placements",
                   "dynamic_tables"), True,
         "each split position's variables placed by the architecture (PS: all on the "
         "servers), the placements and the tables on the servers; its AllReduced gradients "
         "in a group of the position's tasks"),
    Rule("keras_fit", ("auto", "mixed", "async", "weak_sync", "chunks", "placements",
                       "dynamic_tables"), True,
         "Keras' own train step (a px.DynamicEmbedding's lookups too) captured and run as any "
         "step is with that feature"),
    Rule("auto", ("placements", "dynamic_tables"), True,
         "AUTO times only the candidates that can honour them (a 'ps' placement or a table "
         "leaves ALLREDUCE out)"),
    Rule("mixed", ("chunks", "dynamic_tables"), True,
         "MIXED prices the sparse variables other than the tables (which stay on the "
         "servers) and times its candidates with the chunks (PS left out)"),
    Rule("async", ("chunks", "placements"), True,
         "the server variables (placed ones too) take each worker's gradient as it arrives; "
         "the AllReduced ones, chunked, stay synchronous"),
    Rule("weak_sync", ("chunks", "placements"), True,
         "the weak policy holds for the server variables (placed ones too); the AllReduced "
         "ones, chunked, stay synchronous"),
    Rule("chunks", ("placements", "dynamic_tables"), True,
         "the chunks group the AllReduced dense gradients; placed variables and tables take "
         "their own paths"),
    Rule("tune", ("auto", "mixed", "chunks", "search_partitions", "num_partitions", "split",
                  "tensorflow_collectives", "placements", "dynamic_tables", "keras_fit"), True,
         "AUTO and MIXED predict every candidate and time all ('time') or none ('predict') "
         "of them, whatever else the job does; the choice is recorded on the plan"),
    Rule("row_cache", ("hybrid", "ps", "mixed", "tune", "num_partitions", "search_partitions",
                       "chunks", "placements", "split", "dynamic_tables",
                       "tensorflow_collectives", "keras_fit"),
         True,
         "each worker serves its most-read server rows from its own copy, refreshed at most "
         "s steps back, and holds their gradients at most s steps (docs/row_cache.md); "
         "partitioned tables are cached across their shards, and so are the tables MIXED "
         "or placements= put on the servers (MIXED's price counts the bytes the cache "
         "saves); each replica of a split model caches its own; a dynamic table's rows by "
         "key (they move on eviction), every key still sighted on the servers, its gradient "
         "rows pushed every step; Keras' own train step's Embedding lookups too",
         ("tests/test_row_cache.py::test_staleness_zero_is_synchronous_training",
          "tests/test_row_cache.py::test_staleness_equals_its_simulation",
          "tests/test_model_split.py::"
          "test_split_replicas_under_other_architectures_equal_single_device",
          "tests/test_keras_fit.py::test_fit_composed_equals_keras_fit")),
    Rule("tensorflow_collectives", ("hybrid", "allreduce", "ps", "auto", "split", "chunks",
                                    "async"), True,
         "AllReduce, AllGather and broadcast run on TensorFlow's collective ops over the "
         "job's gRPC servers",
         ("tests/test_conformance.py::test_oracle",)),
)
"""The table (docs/composition.md renders it)."""


def architectures_ran(asked: Any, config: Any, mode_section: bool) -> list[str]:
    """The architecture features of a job (`runtime/features.py`): the one
    the user asked for (`asked`, a Config) and the one it trained with
    (`config`, the plan's: AUTO's or MIXED's choice), each once per
    Config that names it; HYBRID, the default, where neither names one and
    no mode's section (`mode_section`) selects another mode."""
    out = [arch.value for arch in (asked.data.architecture, config.data.architecture)
           if arch is not None and arch.value in ARCHITECTURES]
    if not mode_section and config.data.architecture is None:
        out.append("hybrid")
    return out


def rule_for(a: str, b: str) -> Optional[Rule]:
    """The rule of the pair {a, b}, if the table has one."""
    pair = frozenset((a, b))
    return next((r for r in RULES if pair in r.pairs()), None)


def refusal(a: str, b: str) -> Optional[str]:
    """Why {a, b} is refused (the message of the ConfigError), or None if it is not."""
    rule = rule_for(a, b)
    if rule is None or rule.allowed:
        return None
    first, second = (a, b) if rule.feature == a else (b, a)
    return (f"Config: {FEATURES[first]} cannot be combined with {FEATURES[second]}: "
            f"{rule.reason} (what combines with what: the composition table, {DOC})")


def refuse(a: str, b: str, error: type[Exception] = ConfigError) -> None:
    """Raise `error` if the table refuses {a, b}."""
    message = refusal(a, b)
    if message is not None:
        raise error(message)


def check(features: Iterable[str]) -> None:
    """ConfigError for the first refused pair among `features` (table order)."""
    present = set(features)
    for rule in RULES:
        if rule.allowed or rule.only_when or rule.feature not in present:
            continue
        for other in rule.others:
            if other in present:
                refuse(rule.feature, other)


def _base(feature: str) -> str:
    return REFINES.get(feature, feature)


def deciding_rule(a: str, b: str) -> Optional[Rule]:
    """The rule that decides {a, b}: its own; else, for a refinement, its
    base feature's (an unconditional refusal first)."""
    own = rule_for(a, b)
    if own is not None:
        return own
    inherited = [r for x, y in ((_base(a), b), (a, _base(b)), (_base(a), _base(b)))
                 if {x, y} != {a, b} and x != y for r in [rule_for(x, y)] if r is not None]
    inherited.sort(key=lambda r: (r.allowed, bool(r.only_when)))
    return inherited[0] if inherited else None


def _chose(a: str, b: str) -> bool:
    """{a, b} is a setting of AUTO's / MIXED's choice and an architecture
    they may choose (`CHOOSING`)."""
    return any(x in CHOOSING and y in ARCHITECTURES and y not in CHOOSING[x]
               for x, y in ((a, b), (b, a)))


def pairs() -> list[tuple[str, str]]:
    """Every pair of features a job could hold: not two architectures (one
    field), not a refinement with the feature it refines (always together),
    not a setting of AUTO's / MIXED's choice with an architecture they
    choose (`CHOOSING`)."""
    return [(a, b) for a, b in itertools.combinations(FEATURES, 2)
            if not (a in ARCHITECTURES and b in ARCHITECTURES)
            and _base(a) != _base(b) and not _chose(a, b)]


def accepted_pairs() -> list[tuple[str, str]]:
    """The pairs a job may hold: allowed, refused only in some jobs
    (`only_when`), or in no rule; each must be run by a job whose oracle
    passed (the suite's pair guard, runtime/features.py)."""
    out = []
    for a, b in pairs():
        rule = deciding_rule(a, b)
        if rule is None or rule.allowed or rule.only_when:
            out.append((a, b))
    return out


def unlisted_pairs() -> list[tuple[str, str]]:
    """Accepted pairs no rule decides (the docs list them; none should be)."""
    return [(a, b) for a, b in pairs() if deciding_rule(a, b) is None]


def render_markdown() -> str:
    """The table as docs/composition.md shows it (between its markers)."""
    lines = ["| feature | with | | why / what it does | tested by |", "|---|---|---|---|---|"]
    for allowed in (True, False):
        for r in RULES:
            if r.allowed is not allowed:
                continue
            tests = "<br>".join(f"`{t}`" for t in r.tests) or ""
            others = ", ".join(f"`{o}`" for o in r.others)
            verdict = "allowed" if r.allowed else "**refused**" + (
                f" {r.only_when}" if r.only_when else "")
            lines.append(f"| `{r.feature}` | {others} | {verdict} | {r.reason} | {tests} |")
    lines += ["", "Features: " + "; ".join(f"`{k}`: {v}" for k, v in FEATURES.items()) + ".",
              "", "Refinements (a pair of one is decided as its feature's pair, unless the "
              "table has a row of its own): " + ", ".join(
                  f"`{k}` of `{v}`" for k, v in REFINES.items()) + ".",
              "", "Accepted but in no rule of the table (so not run together by any test): "
              + (", ".join(f"`{a}` + `{b}`" for a, b in unlisted_pairs()) or "none") + "."]
    return "\n".join(lines)
