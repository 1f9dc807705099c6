"""What a job ran, in the composition table's features, and the pair guard.

The chief of a job of several workers writes the features it ran into the
folder `PARALLAX_TF_FEATURES_RECORD` names (`env.features_record_dir`),
once the program is built (and again when the job re-plans): the
*resolved* features, not the Config's words. AUTO and MIXED record
themselves and the architecture they chose; the collective engine is the
one the job used, and only when something was reduced (more than one
replica); chunks only when some gradient was chunked; the partition and
chunk searches, and AUTO's and MIXED's `tune=`, only when they searched
(not a cached decision); split scopes, dynamic tables and `px.keras.fit`
as the job found them; a feature that did nothing (a pipeline's architecture without a server
variable, a partition count nothing was split by) is left out.

A record proves nothing alone: a test whose oracle passed marks its job's
folder verified (`verify`), and the suite's pair guard (`unproven`, `python
-m parallax_tf.runtime.features ROOT`) fails when a pair the table accepts
has no verified record under ROOT (scripts/test.sh runs it after the full
suite)."""
from __future__ import annotations

import argparse
import itertools
import json
import os
import socket
import sys
from typing import Any, Iterable, Optional

from parallax_tf import env
from parallax_tf.config import compose
from parallax_tf.config.sections import mode_sections

RECORD_PREFIX = "features-"
VERIFIED = "verified.json"

_also: set[str] = set()
"""Features this process's job runs that no plan shows (`px.keras.fit`)."""


def also(feature: str) -> None:
    """This process's job runs `feature` too (a feature of the table no plan
    shows: `keras_fit`, said by `px.keras.fit` before its first step)."""
    if feature not in compose.FEATURES:
        raise ValueError(f"{feature!r} is not a feature of the composition table")
    _also.add(feature)


def resolved(asked: Any, plan: Any, split_marks: bool, tuned: Any,
             engine_name: str) -> list[str]:
    """The features a job ran (module doc): `asked` the user's Config,
    `plan` the plan it trains with (its config has AUTO's / MIXED's choice),
    `split_marks` whether the step has px.split scopes, `tuned` the tuning
    hooks' outcomes (None: no hooks), `engine_name` the collective engine
    ('tensorflow' or 'horovod'). A mode's section gives its own features
    (a pipeline's, a mesh's); with one, an architecture counts only when
    something is on the servers."""
    config = plan.config
    variables = list(plan.variables.values())
    servers = [v for v in variables if v.on_servers]
    sections = any(config.section(key) is not None for key in mode_sections())
    out = compose.architectures_ran(asked, config, mode_section=sections)
    if sections and not servers:                   # a pipeline's: nothing on the servers
        out = [f for f in out if f not in compose.ARCHITECTURES]
    if servers and config.data.sync.value == "async":
        out.append("async")
    if any(v.placement.weak is not None for v in servers):
        out.append("weak_sync")
    if plan.chunks and plan.num_replicas > 1:
        out.append("chunks")
        searched = tuned is not None and getattr(tuned, "chunk_search_ran", False)
        if "chunk_search" in asked.features() and searched:
            out.append("chunk_search")
    search = getattr(tuned, "search", None)
    if search is not None and search.result is not None:        # searched, not cached
        out.append("search_partitions")
    if (config.data.num_partitions or 1) > 1 and any(v.num_shards > 1 for v in servers):
        out.append("num_partitions")
    if split_marks and plan.num_splits > 1:
        out.append("split")
    if config.data.placements and not sections:
        out.append("placements")
        if "ps" in dict(config.data.placements).values():
            out.append("ps_placements")
    if any(v.table for v in variables):
        out.append("dynamic_tables")
    if plan.row_cached:
        out.append("row_cache")
    if "tune" in asked.features() and getattr(tuned, "architecture_chosen", False):
        out.append("tune")                          # AUTO or MIXED chose so, not cached
    out += [f for key in mode_sections() if config.section(key) is not None
            for f in config.section(key).features()]
    if engine_name == "tensorflow" and plan.num_replicas > 1:
        out.append("tensorflow_collectives")
    out += sorted(_also)
    return [f for f in compose.FEATURES if f in out]


def write(features: Iterable[str], about: dict) -> Optional[str]:
    """Write this job's record into `PARALLAX_TF_FEATURES_RECORD` (one file
    per job start: the chief's host, process and restart); its path, or
    None when the variable is unset."""
    folder = env.features_record_dir()
    if folder is None:
        return None
    os.makedirs(folder, exist_ok=True)
    name = f"{RECORD_PREFIX}{socket.gethostname()}-{os.getpid()}-{env.restart_count()}.json"
    path = os.path.join(folder, name)
    temporary = path + ".tmp"
    with open(temporary, "w", encoding="utf-8") as f:
        json.dump({"features": list(features), **about}, f)
    os.replace(temporary, path)
    return path


def records(folder: str) -> list[dict]:
    """The records a job wrote into `folder` (not below it)."""
    if not os.path.isdir(folder):
        return []
    out = []
    for name in sorted(os.listdir(folder)):
        if name.startswith(RECORD_PREFIX) and name.endswith(".json"):
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                out.append(json.load(f))
    return out


def verify(folder: str, by: Optional[str] = None) -> list[str]:
    """Mark the job that wrote `folder` as proven (call it after the job's
    oracle passed): `by` names the test (default: pytest's current test).
    Returns the features it ran (the union of its records); AssertionError
    when the job wrote no record."""
    found = records(folder)
    assert found, (f"the job wrote no features record into {folder} (is "
                   f"{env.FEATURES_RECORD_VAR} passed to it, and did its chief start?)")
    by = by or os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" (", 1)[0] or "unknown"
    with open(os.path.join(folder, VERIFIED), "w", encoding="utf-8") as f:
        json.dump({"by": by}, f)
    return [f for f in compose.FEATURES if any(f in r["features"] for r in found)]


def proven(root: str) -> dict[frozenset, list[str]]:
    """Every pair some verified job under `root` ran (each record's own
    pairs), with the tests that verified them."""
    out: dict[frozenset, list[str]] = {}
    for folder, _, files in sorted(os.walk(root)):
        if VERIFIED not in files:
            continue
        with open(os.path.join(folder, VERIFIED), encoding="utf-8") as f:
            by = json.load(f)["by"]
        for record in records(folder):
            for a, b in itertools.combinations(record["features"], 2):
                tests = out.setdefault(frozenset((a, b)), [])
                if by not in tests:
                    tests.append(by)
    return out


def unproven(root: str) -> list[tuple[str, str]]:
    """The pairs the composition table accepts that no verified job under
    `root` ran."""
    ran = proven(root)
    return [(a, b) for a, b in compose.accepted_pairs() if frozenset((a, b)) not in ran]


def main(argv: Optional[list[str]] = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m parallax_tf.runtime.features",
        description="The pair guard: every pair of features the composition table accepts "
                    "must have been run by a job whose oracle passed (its verified record "
                    "under ROOT).")
    parser.add_argument("root", help="the folder the suite's jobs wrote their records under")
    parser.add_argument("--covering", help="also write which tests proved each pair (markdown)")
    args = parser.parse_args(argv)
    ran = proven(args.root)
    missing = unproven(args.root)
    accepted = compose.accepted_pairs()
    if args.covering:
        with open(args.covering, "w", encoding="utf-8") as f:
            f.write("| pair | proven by |\n|---|---|\n")
            for a, b in accepted:
                tests = ran.get(frozenset((a, b)), [])
                f.write(f"| `{a}` + `{b}` | {'<br>'.join(tests) or '**none**'} |\n")
    if missing:
        print(f"pair guard: {len(missing)} of the {len(accepted)} pairs the composition table "
              "accepts were run by no job whose oracle passed (docs/composition.md):\n  "
              + "\n  ".join(f"{a} + {b}" for a, b in missing), file=sys.stderr)
        return 1
    print(f"pair guard: every one of the {len(accepted)} accepted pairs was run by a verified "
          "job")
    return 0


if __name__ == "__main__":
    sys.exit(main())
