"""The cached outcome of a partition search.

A search costs several short distributed runs, so its `SearchResult` is saved
as a `Decision` keyed by two fingerprints: one of the model (variables,
shapes, batch...) and one of the cluster (machines, slots, network...). A later
run on the same model and cluster loads it instead of searching again; any
difference in either fingerprint, a missing file or a corrupt one means
"search again" (`load_decision` returns None and logs why).
"""
from __future__ import annotations

import dataclasses
import datetime
import hashlib
import json
import logging
import os
import re
import tempfile
from typing import Any, Mapping, Optional

from parallax_tf.errors import SearchError
from parallax_tf.planner.per_variable import Links
from parallax_tf.planner.protocol import SearchResult

logger = logging.getLogger(__name__)

DECISION_FORMAT = 1
_KIND = "parallax_tf.partition_decision"
_SAFE = re.compile(r"^[0-9A-Za-z_-]+$")


def _now() -> str:
    return datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")


@dataclasses.dataclass(frozen=True)
class Decision:
    """A search result and what it is valid for."""

    result: SearchResult
    """What the search measured, fitted and chose."""
    cluster_fingerprint: str
    """`fingerprint` of the cluster description the search ran on."""
    model_fingerprint: str
    """`fingerprint` of the model (and batch) the search ran for."""
    created: str = dataclasses.field(default_factory=_now)
    """When the search finished, ISO 8601 in UTC."""
    settings: dict[str, Any] = dataclasses.field(default_factory=dict)
    """Free-form JSON-serialisable notes (search bounds, iterations per sample...)."""

    def __post_init__(self) -> None:
        if not isinstance(self.result, SearchResult):
            raise SearchError(f"Decision.result={self.result!r:.80} must be a SearchResult")
        for name in ("cluster_fingerprint", "model_fingerprint", "created"):
            if not isinstance(getattr(self, name), str) or not getattr(self, name):
                raise SearchError(f"Decision.{name}={getattr(self, name)!r} must be a "
                                  "non-empty string (fingerprints: use fingerprint())")
        if not isinstance(self.settings, dict):
            raise SearchError(f"Decision.settings={self.settings!r:.80} must be a dict")

    @property
    def chosen_p(self) -> int:
        """The number of partitions the search chose."""
        return self.result.chosen_p

    def to_dict(self) -> dict[str, Any]:
        """A JSON-serialisable dict; `from_dict` reads it back."""
        return {"format": DECISION_FORMAT, "kind": _KIND, "result": self.result.to_dict(),
                "cluster_fingerprint": self.cluster_fingerprint,
                "model_fingerprint": self.model_fingerprint, "created": self.created,
                "settings": dict(self.settings)}

    @classmethod
    def from_dict(cls, data: Any) -> "Decision":
        """Inverse of `to_dict`; anything else raises SearchError."""
        if not isinstance(data, dict) or data.get("kind") != _KIND \
                or data.get("format") != DECISION_FORMAT:
            got = {k: data.get(k) for k in ("kind", "format")} if isinstance(data, dict) \
                else type(data).__name__
            raise SearchError(f"not a partition decision of format {DECISION_FORMAT} ({got}); "
                              "write it with save_decision() of this version")
        try:
            return cls(result=SearchResult.from_dict(data["result"]),
                       cluster_fingerprint=data["cluster_fingerprint"],
                       model_fingerprint=data["model_fingerprint"],
                       created=data["created"], settings=data.get("settings", {}))
        except (KeyError, TypeError) as e:
            raise SearchError(f"partition decision is missing or has a bad field: {e!r}") from e


def fingerprint(obj: Mapping[str, Any]) -> str:
    """sha256 (hex) of the canonical JSON of a dict: sorted keys, no spaces,
    no NaN. Values must be JSON types (str, numbers, bool, None, lists, dicts)."""
    if not isinstance(obj, Mapping):
        raise SearchError(f"fingerprint() takes a dict, got {type(obj).__name__}: {obj!r:.80}")
    try:
        text = json.dumps(dict(obj), sort_keys=True, separators=(",", ":"),
                          ensure_ascii=True, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise SearchError(
            f"cannot fingerprint {obj!r:.120}: {e}; convert values to str, int, float, bool, "
            "None, lists or dicts with str keys first") from e
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def default_decision_path(cache_dir: str | os.PathLike[str], model_fingerprint: str,
                          cluster_fingerprint: str, kind: str = "partitions") -> str:
    """Where the decision of `kind` ('partitions', 'chunks') for this model
    and cluster is cached under `cache_dir` (the first 16 characters of each
    fingerprint; the file holds them in full)."""
    for name, value in (("model_fingerprint", model_fingerprint),
                        ("cluster_fingerprint", cluster_fingerprint)):
        if not isinstance(value, str) or not _SAFE.match(value):
            raise SearchError(f"{name}={value!r} must be a non-empty string of letters, "
                              "digits, '-' or '_'; pass the output of fingerprint()")
    name = f"{kind}-{model_fingerprint[:16]}-{cluster_fingerprint[:16]}.json"
    return os.path.join(os.fspath(cache_dir), name)


def save_decision(decision: Decision, path: str | os.PathLike[str]) -> str:
    """Write `decision` as JSON to `path` (atomically; parent folders are
    created) and return the path."""
    try:
        text = json.dumps(decision.to_dict(), indent=2, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise SearchError(f"cannot save the decision: {e}; Decision.settings must hold only "
                          "JSON values (str, numbers, bool, None, lists, dicts)") from e
    path = atomic_write(path, text + "\n")
    logger.info("partition decision p=%d saved to %s", decision.chosen_p, path)
    return path


def atomic_write(path: str | os.PathLike[str], text: str) -> str:
    """Write `text` to `path` through a temporary file and a rename (parent
    folders created): readers never see a half-written file."""
    path = os.fspath(path)
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".decision-", suffix=".tmp", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.remove(tmp)
        raise
    return path


def load_decision(path: str | os.PathLike[str], *, cluster_fingerprint: str,
                  model_fingerprint: str, links: Optional[Links] = None) -> Optional[Decision]:
    """The decision saved at `path` if it was made for these fingerprints;
    None (logged at INFO) when missing or made for another model or cluster,
    None (logged as a warning) when the file is unreadable or corrupt, or
    made on links unlike `links`, the job's measured ones (`links_unlike`)."""
    what = "partition decision"
    path = os.fspath(path)
    data = read_cached(path, what)
    if data is None:
        return None
    try:
        decision = Decision.from_dict(data)
    except SearchError as e:
        ignore_corrupt(path, what, e)
        return None
    if not same_fingerprints(path, what, (model_fingerprint, cluster_fingerprint),
                             (decision.model_fingerprint, decision.cluster_fingerprint)):
        return None
    if not_reused(path, what, links_unlike(decision.settings, links,
                                           min(t for _, t in decision.result.samples))):
        return None
    logger.info("using cached partition decision p=%d from %s (created %s)",
                decision.chosen_p, path, decision.created)
    return decision


def read_cached(path: str, what: str) -> Any:
    """The JSON cached at `path`; None when there is none (logged at INFO)
    or it cannot be read or parsed (a warning). `what` names it in the logs."""
    try:
        with open(path, encoding="utf-8") as f:
            text = f.read()
    except FileNotFoundError:
        logger.info("no cached %s at %s; searching", what, path)
        return None
    except (OSError, UnicodeDecodeError) as e:
        logger.warning("cannot read the cached %s %s (%s); searching again", what, path, e)
        return None
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        ignore_corrupt(path, what, e)
        return None


def not_reused(path: str, what: str, why: Optional[str], again: str = "searching again") -> bool:
    """Whether the cached `what` at `path` is not reused because `why` (the
    links it was made on are unlike the job's: `links_unlike`); says so as
    a warning, and what the job does instead (`again`)."""
    if why is None:
        return False
    logger.warning("the cached %s %s is not reused: %s; %s", what, path, why, again)
    return True


def ignore_corrupt(path: str, what: str, error: Exception) -> None:
    """Log a corrupt cached decision (a warning); None."""
    logger.warning("ignoring corrupt %s %s (%s); searching again; delete the file to "
                   "silence this", what, path, error)


def same_fingerprints(path: str, what: str, want: tuple, got: tuple) -> bool:
    """Whether a cached decision was made for this (model, cluster)
    fingerprint pair; when not, say which differs (INFO)."""
    for name, w, g in zip(("model", "cluster"), want, got):
        if w != g:
            logger.info("cached %s %s was made for another %s (fingerprint %.12s..., now "
                        "%.12s...); searching again", what, path, name, g, w)
            return False
    return True


def load_tagged(path: str, *, what: str, kind: str, format: int,
                fingerprints: tuple[str, str], parse: Any) -> Any:
    """A cached decision written as ``{"kind", "format", "model_fingerprint",
    "cluster_fingerprint", ...}`` (the chunk and architecture decisions):
    `parse(data)` of it, or None when it is missing, of another kind or
    format, made for another model or cluster, or corrupt (logged)."""
    data = read_cached(path, what)
    if data is None:
        return None
    if not isinstance(data, dict) or data.get("kind") != kind or data.get("format") != format:
        logger.warning("ignoring %s: not a %s of format %d", path, what, format)
        return None
    if not same_fingerprints(path, what, fingerprints,
                             (data.get("model_fingerprint"), data.get("cluster_fingerprint"))):
        return None
    try:
        return parse(data)
    except (SearchError, KeyError) as e:
        ignore_corrupt(path, what, e)
        return None


def save_tagged(path: str, *, kind: str, format: int, fields: dict,
                fingerprints: tuple[str, str], settings: Optional[dict] = None) -> str:
    """Write a decision `load_tagged` reads back: `fields` with its kind,
    format, fingerprints and settings (atomically); the path."""
    data = {"kind": kind, "format": format, **fields, "model_fingerprint": fingerprints[0],
            "cluster_fingerprint": fingerprints[1], "settings": settings or {}}
    return atomic_write(path, json.dumps(data, indent=2) + "\n")


NO_LINKS = "it records no links (made before decisions recorded the links they were made on)"
"""Why a decision saved before decisions recorded their links is not reused."""


def recorded_links(links: Optional[Links], bytes_per_step: Optional[float]) -> dict:
    """What a decision's settings record of the links it was made on (the
    links, and its steps' predicted bytes per machine, which
    `Links.unlike` weighs them by); {} when the job measured none."""
    if links is None:
        return {}
    return {"links": links.to_dict(), "bytes_per_step": bytes_per_step}


def links_unlike(settings: Mapping[str, Any], links: Optional[Links],
                 step_seconds: float) -> Optional[str]:
    """Why a cached decision with these `settings`, whose steps took
    `step_seconds`, does not hold on `links` (None: it holds, or the job
    measured no links to compare)."""
    if links is None:
        return None
    if not settings.get("links"):
        return NO_LINKS
    try:
        then = Links.from_dict(settings["links"])
    except (KeyError, TypeError, ValueError) as e:
        return f"its links cannot be read ({e!r})"
    return links.unlike(then, settings.get("bytes_per_step"), step_seconds)
