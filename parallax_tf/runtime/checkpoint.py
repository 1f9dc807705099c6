"""Checkpoints of a runner's variables that single-device code can load.

Two forms:
* with the user's own `tf.train.Checkpoint` (e.g. `Checkpoint(model=m,
  optimizer=opt)`): the trained values are first copied into the user's
  variables, then that checkpoint object writes them; the single-device
  program restores it as usual;
* without one: a `tf.train.Checkpoint` keyed by the variables' names (as the
  plan names them), readable with `tf.train.load_checkpoint(path)` or
  `restore_by_name`.

Periodic checkpoints (`Config(checkpoint_every=...)`) are of the second
form, written atomically (`write_atomically`) with the step they were taken
at; a job whose `checkpoint_dir` holds one resumes from it (`latest`,
`Resume`; docs/faults.md).
"""
from __future__ import annotations

import contextlib
import dataclasses
import glob
import json
import logging
import os
import re
import shutil
import tempfile
from typing import Any, Callable, Mapping, Optional, Union

import numpy as np
import tensorflow as tf

from parallax_tf.errors import ConfigError
from parallax_tf.graph.analysis import STATEFUL_RANDOM_OPS, random_ops  # noqa: F401 (re-exported)

logger = logging.getLogger(__name__)


def checkpoint_key(name: str) -> str:
    """A variable name as a checkpoint attribute: '/' -> '__', other characters
    that are not letters, digits or '_' -> '_' ('emb/embeddings' -> 'emb__embeddings')."""
    return re.sub(r"[^A-Za-z0-9_]", "_", name.replace("/", "__"))


def write_values(path: str, values: Mapping[str, Union[np.ndarray, np.generic]]) -> str:
    """Write `values` (name -> array or NumPy scalar) as a name-keyed tf.train.Checkpoint."""
    holders = {checkpoint_key(n): tf.Variable(v, trainable=False) for n, v in values.items()}
    if len(holders) != len(values):
        raise ValueError(f"variable names {sorted(values)} collide as checkpoint keys")
    return tf.train.Checkpoint(**holders).write(path)


def _stored(name: str) -> str:
    """The tensor a name-keyed checkpoint holds `name`'s value under."""
    return f"{checkpoint_key(name)}/.ATTRIBUTES/VARIABLE_VALUE"


def read_values(path: str, names: list[str]) -> dict[str, np.ndarray]:
    """Read the values written by `write_values` for `names`."""
    reader = tf.train.load_checkpoint(path)
    return {name: reader.get_tensor(_stored(name)) for name in names}


def lookup(path: str, names: list[str],
           shapes: Optional[Mapping[str, tuple]] = None) -> Callable[[str], np.ndarray]:
    """`name -> value` of the checkpoint at `path` written by `write_values`
    (read when asked), after checking it holds every one of `names` (with
    the `shapes` given); a name it does not hold raises KeyError (program
    state written by an engine that had none, which then starts from its
    default)."""
    reader = tf.train.load_checkpoint(path)
    missing = [n for n in names if not reader.has_tensor(_stored(n))]
    if missing:
        raise KeyError(f"it holds no value for {missing[:3]}")
    stored = reader.get_variable_to_shape_map()
    wrong = [(n, tuple(stored[_stored(n)]), tuple(shape))
             for n, shape in (shapes or {}).items()
             if _stored(n) in stored and tuple(stored[_stored(n)]) != tuple(shape)]
    if wrong:
        name, theirs, ours = wrong[0]
        raise KeyError(f"it holds {name!r} with shape {theirs}, the step's variable has "
                       f"{ours} ({len(wrong)} variable(s) differ)")

    def get(name: str) -> np.ndarray:
        if not reader.has_tensor(_stored(name)):
            raise KeyError(name)
        return reader.get_tensor(_stored(name))
    return get


def save(path: str, values: Mapping[str, np.ndarray], variables: Mapping[str, Any],
         checkpoint: Optional[tf.train.Checkpoint] = None) -> str:
    """Save `values`; with the user's `checkpoint`, through it (see module doc)."""
    if checkpoint is None:
        return write_values(path, values)
    for name, value in values.items():
        variables[name].assign(value)
    return checkpoint.write(path)


# ----------------------------------------------------------------------------- periodic, resumable

STEP_KEY = "parallax/step"
"""The steps the job had run when a checkpoint was written."""

RANDOM_KEY = "parallax/random_steps"
"""How often the program's stateful random ops had run in their session."""

EXAMPLE_KEY = "parallax/batch_signature"
"""The first batch's signature (`Resume.example`)."""

EXAMPLES_KEY = "parallax/examples"
"""The examples of the global input stream trained when it was written
(`Resume.examples`)."""

@dataclasses.dataclass(frozen=True)
class Resume:
    """Where a job resumes: the latest checkpoint of its folder."""

    path: str
    step: int
    """Steps run when it was written: the step the job goes on from (and the
    number of batches its input skips: `runner.start_step`)."""
    random_steps: int = 0
    """How often the stateful random ops had run in the current session (the
    resumed program runs them that often first, so its random numbers go on
    where the interrupted ones stopped)."""
    example: Optional[str] = None
    """The first batch's structure, shapes and dtypes (`inputs.signature`):
    a job resumed at its last step runs no step, and captures the step on
    a batch of zeros of this signature to name its variables (`export`)."""
    examples: Optional[int] = None
    """The examples the job had trained (each step: its replicas times
    their batch's rows), whatever its worker counts: `runner.start_example`.
    None: a checkpoint that does not record them (written before they were,
    or through the user's own checkpoint object)."""

    def to_json(self) -> str:
        return json.dumps(dataclasses.asdict(self))

    @classmethod
    def from_json(cls, text: str) -> Optional["Resume"]:
        fields = json.loads(text)
        return cls(**fields) if fields else None


def _numbered(folder: str) -> list[str]:
    """The complete checkpoints `ckpt-<n>` in `folder` (an index file of
    their own), newest first."""
    found = []
    for file in os.listdir(folder):
        match = re.fullmatch(r"ckpt-(\d+)\.index", file)
        if match:
            found.append((int(match.group(1)), os.path.join(folder, file[:-len(".index")])))
    return [p for _, p in sorted(found, reverse=True)]


def _damage(path: str) -> Optional[str]:
    """Why the checkpoint at `path` cannot be loaded (every tensor is read:
    a truncated or garbage data file shows only then), or None."""
    try:
        reader = tf.train.load_checkpoint(path)
        for key in reader.get_variable_to_shape_map():
            reader.get_tensor(key)
    except Exception as e:  # TensorFlow's reader raises many kinds
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        return f"{type(e).__name__}: {first[:300]}"
    return None


def _indexed(folder: str) -> tuple[Optional[str], Optional[str]]:
    """The checkpoint the folder's index file names (TensorFlow's
    `checkpoint`), and why it cannot be used (None: it can)."""
    index = os.path.join(folder, "checkpoint")
    if not os.path.exists(index):
        return None, "the folder has no index file ('checkpoint')"
    try:
        state = tf.train.get_checkpoint_state(folder)    # None (a warning) when unparsable
    except Exception:  # a read error
        state = None
    if state is None:
        return None, f"its index file {index!r} cannot be parsed"
    if not state.model_checkpoint_path:
        return None, f"its index file {index!r} names no checkpoint"
    path = state.model_checkpoint_path
    path = path if os.path.isabs(path) else os.path.join(folder, path)
    if not os.path.exists(path + ".index"):
        return None, f"its index file {index!r} names {path!r}, which is missing"
    return path, None


def latest(folder: Optional[str]) -> Optional[Resume]:
    """The latest checkpoint in `folder` as a `Resume`, or None (no folder,
    no checkpoint). Checkpoints written by `runner.save(path)` elsewhere or
    with the user's own checkpoint object carry no step: their step is read
    from the name (`ckpt-<step>`), else 0.

    Never a silent start from step 0 beside checkpoints it would then
    overwrite: an index file that cannot be parsed, names a missing
    checkpoint or is missing falls back to the newest loadable `ckpt-<n>`
    of the folder (with a warning); a checkpoint whose files are damaged
    (truncated, garbage, missing data) is refused by name, with the way
    out."""
    if not folder or not os.path.isdir(folder):
        return None
    path, problem = _indexed(folder)
    numbered = _numbered(folder)
    if path is None:
        if not numbered:
            if os.path.exists(os.path.join(folder, "checkpoint")):
                raise ConfigError(
                    f"checkpoint folder {folder!r}: {problem}, and the folder holds no "
                    "ckpt-<n> to resume from; remove the index file to start from step 0, "
                    "or give Config(checkpoint_dir=...) another folder")
            return None
        for candidate in numbered:
            if _damage(candidate) is None:
                logger.warning("checkpoint folder %r: %s; resuming from the newest loadable "
                               "checkpoint in it, %s", folder, problem, candidate)
                path = candidate
                break
        else:
            raise ConfigError(
                f"checkpoint folder {folder!r}: {problem}, and none of its checkpoints "
                f"({', '.join(os.path.basename(p) for p in numbered)}) can be loaded; move "
                "the folder away (or give Config(checkpoint_dir=...) another one) to start "
                "from step 0")
    damage = _damage(path)
    if damage is not None:
        whole = next((p for p in numbered if p != path and _damage(p) is None), None)
        files = sorted(glob.glob(glob.escape(path) + ".*"))
        way = (f"remove {os.path.basename(path)}.* to resume from {os.path.basename(whole)} "
               "(the newest whole one)" if whole else
               "move the folder away to start from step 0")
        raise ConfigError(
            f"the latest checkpoint in {folder!r}, {path!r}, is damaged and cannot be loaded "
            f"({damage}; its files: {', '.join(os.path.basename(f) for f in files) or 'none'}); "
            f"{way}, or give Config(checkpoint_dir=...) another folder")
    reader = tf.train.load_checkpoint(path)

    def number(key: str) -> Optional[int]:
        return int(reader.get_tensor(_stored(key))) if reader.has_tensor(_stored(key)) else None

    step = number(STEP_KEY)
    if step is None:
        match = re.search(r"ckpt-(\d+)$", path)
        step = int(match.group(1)) if match else 0
    example = reader.get_tensor(_stored(EXAMPLE_KEY)) if reader.has_tensor(
        _stored(EXAMPLE_KEY)) else None
    return Resume(path=path, step=step, random_steps=number(RANDOM_KEY) or 0,
                  example=example.decode() if isinstance(example, bytes) else None,
                  examples=number(EXAMPLES_KEY))


def check_folder(folder: str) -> None:
    """Refuse a checkpoint folder that cannot be one: a file, or a path
    under a file (found before the first save, not at it)."""
    path = os.path.abspath(folder)
    if os.path.exists(path) and not os.path.isdir(path):
        raise ConfigError(f"Config.checkpoint_dir={folder!r} is a file, not a folder; give "
                          "the path of a folder (it is created if missing)")
    parent = path
    while parent and not os.path.exists(parent):
        parent = os.path.dirname(parent)
    if parent and not os.path.isdir(parent):
        raise ConfigError(f"Config.checkpoint_dir={folder!r} lies under {parent!r}, which is "
                          "a file; give a folder path whose parents are folders")


def write_atomically(folder: str, step: int, values: Mapping[str, np.ndarray], keep: int,
                     random_steps: int = 0,
                     writer: Optional[Callable[[str], str]] = None,
                     example: Optional[str] = None,
                     examples: Optional[int] = None) -> str:
    """Write `FOLDER/ckpt-<step>` so that a job killed at any moment leaves
    the previous checkpoint whole and the latest one: the files are written
    in a temporary folder, moved in (data first, the `.index` last), then
    the folder's index file (`checkpoint`, which `tf.train.latest_checkpoint`
    reads; replaced by a rename: `_write_index`) names it; the last `keep`
    stay, older ones are deleted. `writer(prefix) -> prefix`: write there
    instead of the name-keyed values (the user's own checkpoint object)."""
    folder = os.path.abspath(folder)
    os.makedirs(folder, exist_ok=True)
    for stale in os.listdir(folder):        # the leftovers of a save that was killed
        if stale.startswith(".ckpt-") and os.path.isdir(os.path.join(folder, stale)):
            shutil.rmtree(os.path.join(folder, stale), ignore_errors=True)
    name = f"ckpt-{step}"
    scratch = tempfile.mkdtemp(prefix=f".{name}.", dir=folder)
    try:
        if writer is not None:
            writer(os.path.join(scratch, name))
        else:
            write_values(os.path.join(scratch, name), {
                **values, STEP_KEY: np.int64(step), RANDOM_KEY: np.int64(random_steps),
                **({EXAMPLE_KEY: np.array(example.encode())} if example else {}),
                **({EXAMPLES_KEY: np.int64(examples)} if examples is not None else {})})
        for file in sorted(os.listdir(scratch), key=lambda f: f.endswith(".index")):
            os.replace(os.path.join(scratch, file), os.path.join(folder, file))
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    path = os.path.join(folder, name)
    state = tf.train.get_checkpoint_state(folder)
    before = [os.path.join(folder, os.path.basename(p))
              for p in (state.all_model_checkpoint_paths if state else [])]
    kept = [p for p in before if p != path][-(keep - 1):] + [path] if keep > 1 else [path]
    _write_index(folder, kept)
    for old in before:
        if old not in kept:
            for file in glob.glob(glob.escape(old) + ".*"):
                with contextlib.suppress(OSError):
                    os.remove(file)
    return path


def _write_index(folder: str, kept: list[str]) -> None:
    """The folder's `checkpoint` file (what `tf.train.latest_checkpoint`
    reads), the last of `kept` the latest; names relative to the folder (it
    may be moved), replaced atomically."""
    names = [os.path.basename(p) for p in kept]
    text = "".join([f'model_checkpoint_path: "{names[-1]}"\n',
                    *(f'all_model_checkpoint_paths: "{n}"\n' for n in names)])
    scratch = os.path.join(folder, f".checkpoint.{os.getpid()}")
    with open(scratch, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(scratch, os.path.join(folder, "checkpoint"))


def unseeded(ops: list) -> list[str]:
    """Those of `ops` whose seed TensorFlow picks at random in each process
    (no graph-level nor op seed): their numbers cannot be resumed."""
    out = []
    for op in ops:
        try:
            if not op.get_attr("seed") and not op.get_attr("seed2"):
                out.append(op.name)
        except ValueError:
            continue
    return out


def replay_random(session: Any, ops: list, feed: Mapping, times: int) -> None:
    """Run `ops` `times` times: a resumed program's random kernels then stand
    where the interrupted program's stood (each draws the same amount of
    numbers per run, whatever its inputs)."""
    fetches = [op.outputs[0] if op.outputs else op for op in ops]
    for _ in range(times):
        session.run(fetches, feed)
