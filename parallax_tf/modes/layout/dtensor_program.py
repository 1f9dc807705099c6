"""The collectives DTensor put into a laid-out step, read from its MLIR dump.

DTensor writes its program after every pass when a process starts with

    TF_DUMP_GRAPH_PREFIX=DIR TF_CPP_VMODULE=dtensor_mlir_passes=1

(read once, before TensorFlow loads: set them in the environment of the job;
the bootstrap gives each client its own `DIR/client<k>`). After the pass
`DTensorAllReduceCombineOptimization` the program holds every collective of
the step as one op with its local (per-device) tensor type: `tf.DTensorAllReduce`
(with its group assignment, `tensor<GROUPSxSIZExi32>`), `tf.DTensorAllGather`,
`tf.DTensorReduceScatter`, `tf.DTensorAllToAll` (groups from the layouts),
and `tf.DTensorAllScatter` (a local slice: no communication).

    python -m parallax_tf.modes.layout.dtensor_program DIR      # a table, then JSON

Pure text parsing: no TensorFlow.
"""
from __future__ import annotations

import dataclasses
import glob
import json
import math
import os
import re
import sys
from typing import Optional, Sequence

PASS = "after_DTensorAllReduceCombineOptimization"
STEP_FUNCTION = "laid_out_step"
_ITEMSIZE = {"f32": 4, "f64": 8, "f16": 2, "bf16": 2, "i32": 4, "i64": 8, "i8": 1, "i1": 1,
             "ui8": 1, "i16": 2}
_OP = re.compile(r'"tf\.DTensor(?P<kind>AllReduce|AllGather|ReduceScatter|AllToAll|AllScatter)"'
                 r"\((?P<rest>.*)$")
_TENSOR = re.compile(r"tensor<(?P<dims>(?:\d+x)*)(?P<dtype>[a-z]+\d*)>")
_SPECS = re.compile(r"(input|output)_layout = #dtensor\.layout<sharding_specs:(?P<specs>[^ ]*)"
                    r" mesh:\|(?P<mesh>[^|]*)\|")


@dataclasses.dataclass(frozen=True)
class Collective:
    """One collective of the step, as DTensor emitted it."""

    kind: str
    """'allreduce', 'allgather', 'reducescatter', 'alltoall' or 'allscatter'."""
    local_shape: tuple[int, ...]
    """The per-device result's shape."""
    dtype: str
    group_size: int
    reduce_op: Optional[str] = None

    @property
    def tensor_bytes(self) -> int:
        return math.prod(self.local_shape) * _ITEMSIZE.get(self.dtype, 4)

    @property
    def bytes_per_device(self) -> float:
        """Ring algorithm: all-reduce 2 (g-1)/g n; all-gather, reduce-scatter,
        all-to-all (g-1)/g n (n: the larger of input and result); slices 0."""
        g = self.group_size
        if g <= 1 or self.kind == "allscatter":
            return 0.0
        factor = 2.0 if self.kind == "allreduce" else 1.0
        return factor * (g - 1) / g * self.tensor_bytes


def _shape(text: str) -> tuple[tuple[int, ...], str]:
    m = _TENSOR.search(text)
    if m is None:
        return (), "f32"
    dims = tuple(int(d) for d in m["dims"].split("x") if d)
    return dims, m["dtype"]


def _layout_group(rest: str) -> int:
    """Devices in one group of a gather/scatter: the product of the mesh
    axes split in one of its layouts and not in the other."""
    specs = {m[1]: m for m in _SPECS.finditer(rest)}
    if len(specs) < 2:
        return 1
    sizes = dict(item.split("=") for item in specs["input"]["mesh"].split(","))
    def axes(which: str) -> set[str]:
        return {a for a in specs[which]["specs"].rstrip(",").split(",")
                if a not in ("unsharded", "any", "")}
    changed = axes("input") ^ axes("output")
    return math.prod(int(sizes[a]) for a in changed if a in sizes)


def parse(text: str) -> list[Collective]:
    """The collectives in one dumped MLIR module."""
    out = []
    for line in text.splitlines():
        m = _OP.search(line)
        if m is None:
            continue
        rest = m["rest"]
        shape, dtype = _shape(rest.rpartition("->")[2])
        kind = m["kind"].lower()
        reduce_op = None
        if kind == "allreduce":
            groups = re.findall(r"tensor<(\d+)x(\d+)xi32>", rest.rpartition("->")[0])
            size = int(groups[-1][1]) if groups else 1
            op = re.search(r'reduce_op = "(\w+)"', rest)
            reduce_op = op[1] if op else None
        else:
            size = _layout_group(rest)
            if kind in ("reducescatter", "alltoall"):
                shape = max(shape, _shape(rest.rpartition("->")[0])[0],
                            key=lambda s: math.prod(s) if s else 1)
        out.append(Collective(kind=kind, local_shape=shape, dtype=dtype, group_size=size,
                              reduce_op=reduce_op))
    return out


def step_dump(folder: str) -> Optional[str]:
    """The newest dump of the laid-out step after `PASS` under `folder`."""
    files = [p for p in glob.glob(os.path.join(folder, "**", f"*{PASS}*"), recursive=True)
             if STEP_FUNCTION in os.path.basename(p)]
    return max(files, key=os.path.getmtime) if files else None


def collectives(folder: str) -> list[Collective]:
    """The laid-out step's collectives dumped under `folder` ([] if none)."""
    path = step_dump(folder)
    if path is None:
        return []
    with open(path, encoding="utf-8", errors="replace") as f:
        return parse(f.read())


def summary(found: Sequence[Collective]) -> dict:
    """Counts and bytes per device by kind, and in all."""
    by_kind: dict[str, dict] = {}
    for c in found:
        entry = by_kind.setdefault(c.kind, {"count": 0, "bytes_per_device": 0.0})
        entry["count"] += 1
        entry["bytes_per_device"] += c.bytes_per_device
    communicating = [c for c in found if c.bytes_per_device > 0]
    return {"count": len(communicating),
            "bytes_per_device": sum(c.bytes_per_device for c in found),
            "by_kind": by_kind}


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m parallax_tf.modes.layout.dtensor_program DUMP_DIR", file=sys.stderr)
        return 2
    found = collectives(args[0])
    if not found:
        print(f"no dump of the laid-out step after {PASS} under {args[0]}; start the job with "
              "TF_DUMP_GRAPH_PREFIX=DIR TF_CPP_VMODULE=dtensor_mlir_passes=1", file=sys.stderr)
        return 1
    for c in found:
        print(f"{c.kind:13s} {c.reduce_op or '':5s} group {c.group_size}  "
              f"{'x'.join(map(str, c.local_shape)) or 'scalar':>14s} {c.dtype:4s} "
              f"{c.bytes_per_device:12,.0f} B sent per device")
    print(json.dumps(summary(found)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
