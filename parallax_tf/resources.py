"""Parsing `resources`: which machines take part and their worker slots.

Accepted forms (all give the same `Cluster`):

* a string ``"host1:0,1;host2:0,1"``: machines separated by ``;``, each
  ``host`` or ``host:ids`` where ids are GPU ids (or CPU worker slots on a
  machine without GPUs), comma separated; ``host`` alone means one slot, 0;
* a path to a file with one ``host:ids`` per line (``#`` starts a comment);
* a list of such ``"host:ids"`` strings, or of ``(host, [ids])`` pairs.

``host:ps`` is a machine that runs only a parameter server (a TFJob's ps
pod): such machines come first, and then only they run servers; without
them every machine runs one. A host may be listed as ``host:ps`` more than
once (several ps tasks on one host) and beside its workers
(``h1:ps;h1:0,1;h2:0,1``: h1's server is a machine of its own to the plan).

Two entries may name the same physical host (``localhost`` and
``127.0.0.1``): they are distinct *machines* to the plan, which is how several
machines are emulated on one box.
"""
from __future__ import annotations

import dataclasses
import os
import re
from typing import Iterable, Sequence, Union

from parallax_tf.errors import ResourceError

MAX_SLOT = 4095
"""The highest slot id accepted (GPU ids and CPU slots are small numbers)."""

_HOST_RE = re.compile(r"^[A-Za-z0-9_.\-\[\]:]+$")


@dataclasses.dataclass(frozen=True, kw_only=True)
class Machine:
    """One machine: a host name or address and its worker slots."""

    host: str
    """Host name or address the machine's tasks are reached at."""
    slots: tuple[int, ...]
    """GPU ids (or CPU slot numbers); one worker per slot. Empty: the machine
    only runs a parameter server (``host:ps``)."""

    @property
    def num_workers(self) -> int:
        return len(self.slots)

    def to_str(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{host}:{','.join(str(s) for s in self.slots) or 'ps'}"


@dataclasses.dataclass(frozen=True, kw_only=True)
class Cluster:
    """The machines of a run, in order; worker ids are assigned machine by machine."""

    machines: tuple[Machine, ...]

    def __post_init__(self) -> None:
        if not self.num_workers:
            raise ResourceError(f"resources {self.to_str()!r} have no worker slot; give at "
                                "least one machine with slots ('host:0')")
        server_only = [k for k, m in enumerate(self.machines) if not m.slots]
        if server_only and server_only != list(range(len(server_only))):
            raise ResourceError(f"resources {self.to_str()!r}: the machines that only run a "
                                "parameter server ('host:ps') come first")

    @property
    def num_machines(self) -> int:
        return len(self.machines)

    @property
    def num_servers(self) -> int:
        """Parameter servers when the job runs them: one on each machine that
        only runs one (``host:ps``, the first machines) if there are such,
        else one on every machine. Server k runs on machine k."""
        return sum(1 for m in self.machines if not m.slots) or self.num_machines

    @property
    def num_workers(self) -> int:
        return sum(m.num_workers for m in self.machines)

    @property
    def workers_per_machine(self) -> tuple[int, ...]:
        return tuple(m.num_workers for m in self.machines)

    def to_str(self) -> str:
        return ";".join(m.to_str() for m in self.machines)

    def to_list(self) -> list[str]:
        return [m.to_str() for m in self.machines]


ResourcesLike = Union[str, os.PathLike, Sequence, Cluster]


def _parse_slots(entry: str, text: str) -> tuple[int, ...]:
    slots = []
    for part in text.split(","):
        part = part.strip()
        if not (part.isascii() and part.isdigit()):
            raise ResourceError(
                f"resources entry {entry!r}: slot {part!r} is not a non-negative integer; "
                "write slots as comma-separated GPU/CPU ids, e.g. 'host:0,1'")
        if int(part) > MAX_SLOT:
            raise ResourceError(
                f"resources entry {entry!r}: slot {part} is not a GPU id or CPU slot "
                f"(at most {MAX_SLOT}); write the slots a machine has, e.g. 'host:0,1'")
        slots.append(int(part))
    if len(set(slots)) != len(slots):
        raise ResourceError(
            f"resources entry {entry!r} repeats a slot id; each id may appear once per machine")
    return tuple(slots)


def _parse_entry(entry: str) -> Machine:
    entry = entry.strip()
    if not entry:
        raise ResourceError("empty machine entry in resources; write 'host:0,1;host2:0'")
    if entry.startswith("["):          # [ipv6]:slots
        close = entry.find("]")
        if close < 0:
            raise ResourceError(f"resources entry {entry!r}: missing ']' after IPv6 address")
        host, rest = entry[1:close], entry[close + 1:]
        if rest and not rest.startswith(":"):
            raise ResourceError(f"resources entry {entry!r}: expected ':' after ']'")
        slots_text = rest[1:] if rest else ""
    elif entry.count(":") > 1:
        raise ResourceError(
            f"resources entry {entry!r} has more than one ':'; slots are separated by commas "
            f"({entry.split(':', 1)[0] + ':' + entry.split(':', 1)[1].replace(':', ',')!r}), "
            "and an IPv6 address goes in brackets ('[::1]:0')")
    elif ":" in entry:
        host, slots_text = entry.rsplit(":", 1)
    else:
        host, slots_text = entry, ""
    host = host.strip()
    if not host or not _HOST_RE.match(host):
        raise ResourceError(
            f"resources entry {entry!r}: host {host!r} is not a valid host name or address")
    if slots_text.strip() == "ps":
        return Machine(host=host, slots=())
    if slots_text.strip() == "":
        if ":" in entry and not entry.startswith("["):
            raise ResourceError(
                f"resources entry {entry!r} has ':' but no slots; write 'host:0' or just 'host'")
        return Machine(host=host, slots=(0,))
    return Machine(host=host, slots=_parse_slots(entry, slots_text))


def _check_unique(machines: Sequence[Machine]) -> None:
    """A host's workers are listed once; a host may also serve (``host:ps``,
    as often as it runs parameter servers)."""
    seen = set()
    for m in machines:
        if not m.slots:
            continue
        if m.host in seen:
            raise ResourceError(
                f"host {m.host!r} appears twice in resources; list each machine once with all "
                "its slots ('host:0,1'), or use another name for the same box "
                "(e.g. 'localhost' and '127.0.0.1') to emulate two machines")
        seen.add(m.host)


_FILE_SUFFIXES = (".txt", ".cfg", ".conf", ".ini", ".list", ".hosts", ".yaml", ".yml",
                  ".json", ".csv")


def _looks_like_a_file(text: str) -> bool:
    """One entry without slots that has a path separator or a file suffix."""
    return (";" not in text and ":" not in text
            and ("/" in text or os.sep in text or text.lower().endswith(_FILE_SUFFIXES)))


def listing_entries(lines: Iterable[str]) -> list[str]:
    """The machines of a resources listing (a file, a discovery command's
    output): one `host:0,1` per line, `#` starts a comment, blank lines
    skipped."""
    return [e for e in (ln.split("#", 1)[0].strip() for ln in lines) if e]


def parse_resources(resources: ResourcesLike) -> Cluster:
    """Parse any accepted form of `resources` into a `Cluster` (see module doc)."""
    if isinstance(resources, Cluster):
        return resources
    if isinstance(resources, (str, os.PathLike)) and os.path.isdir(resources):
        raise ResourceError(
            f"resources {os.fspath(resources)!r} is a directory; give a file with one "
            "'host:0,1' per line, or the machines themselves ('h1:0,1;h2:0,1')")
    if isinstance(resources, os.PathLike) or (
            isinstance(resources, str) and os.path.isfile(resources)):
        path = os.fspath(resources)
        try:
            with open(path, encoding="utf-8") as f:
                entries = listing_entries(f)
        except UnicodeDecodeError as e:
            raise ResourceError(
                f"resources file {path!r} is not UTF-8 text (byte {e.object[e.start]:#04x} at "
                f"offset {e.start}); write one 'host:0,1' per line as plain text") from None
        except OSError as e:
            raise ResourceError(f"cannot read resources file {path!r}: {e}") from e
        if not entries:
            raise ResourceError(f"resources file {path!r} lists no machine; "
                                "write one 'host:0,1' per line")
        machines = [_parse_entry(e) for e in entries]
    elif isinstance(resources, str):
        text = resources.strip()
        if not text:
            raise ResourceError("resources is empty; give e.g. 'localhost:0' or 'h1:0,1;h2:0,1'")
        if _looks_like_a_file(text):
            raise ResourceError(
                f"resources {text!r} looks like a file name, but there is no such file "
                f"(from {os.getcwd()!r}); give the file's path, or write {text + ':0'!r} "
                "if it is a host's name")
        entries = text.split(";")
        if not any(e.strip() for e in entries):
            raise ResourceError(f"resources {text!r} names no machine; give e.g. "
                                "'localhost:0' or 'h1:0,1;h2:0,1'")
        if entries[-1].strip() == "":       # one trailing ';' is harmless
            entries = entries[:-1]
        for k, entry in enumerate(entries):
            if not entry.strip():
                raise ResourceError(
                    f"resources {text!r}: machine entry {k + 1} is empty (';;' or a leading "
                    "';'); separate machines by one ';', e.g. 'h1:0,1;h2:0,1'")
        machines = [_parse_entry(e) for e in entries]
    elif isinstance(resources, Sequence):
        if not resources:
            raise ResourceError("resources is an empty list; give at least one 'host:slots'")
        machines = []
        for item in resources:
            if isinstance(item, str):
                machines.append(_parse_entry(item))
            elif isinstance(item, Machine):
                machines.append(item)
            elif (isinstance(item, Sequence) and len(item) == 2
                  and isinstance(item[0], str)):
                slots = item[1]
                slots = [slots] if isinstance(slots, int) else list(slots)
                machines.append(_parse_entry(f"{item[0]}:{','.join(str(s) for s in slots)}"))
            else:
                raise ResourceError(
                    f"resources list item {item!r} is neither 'host:ids' nor (host, [ids])")
    else:
        raise ResourceError(
            f"resources={resources!r} ({type(resources).__name__}) is not a string, "
            "a file path or a list of 'host:ids'")
    if not machines:
        raise ResourceError(f"resources {resources!r} names no machine")
    _check_unique(machines)
    return Cluster(machines=tuple(machines))
