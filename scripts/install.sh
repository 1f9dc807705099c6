#!/usr/bin/env bash
# One install script for everything (README, CI, examples, benchmarks).
#
#   scripts/install.sh            the library and what the examples need:
#                                 nothing is compiled (the demo's install)
#   scripts/install.sh --tests    also the test tools, the third-party models
#                                 the tests train and Horovod (the test
#                                 command's install)
#
# Creates .venv in the repository root (Python 3.11 by default; PYTHON=python3.12
# or python3.13 work too) with parallax_tf itself (editable, pyproject.toml)
# and the pinned stack: tensorflow-cpu==2.21.0 (the `cpu` extra; the `gpu`
# extra, tensorflow[and-cuda]==2.21.0, where nvidia-smi finds a GPU), Keras 3
# as TF installs it, numpy, scipy, matplotlib, and the digits data of the
# ResNet and model-splitting examples (one file taken out of scikit-learn's
# wheel into the cache, scikit-learn itself not installed: Keras would import
# it in every process, examples/common/digits.py). --tests adds the `test` extra (pytest, ruff, mypy,
# sacrebleu), keras-hub and keras-rs, and Horovod 0.28.1 built from source
# (patched for TF 2.21, Gloo, CPU; ~7 minutes on 2 cores, once: the wheel is
# cached in ~/.cache/parallax_tf/wheels, override with PARALLAX_TF_CACHE).
# Without Horovod, jobs use TensorFlow's own collectives (Config(collectives=...)).
# Idempotent: finished steps are recorded in .venv/.parallax_tf_stamp*; a
# re-run with the same inputs only re-links the package.
set -euo pipefail

TESTS=0
for arg in "$@"; do
  case "$arg" in
    --tests) TESTS=1 ;;
    *) echo "[install] unknown argument $arg (known: --tests)" >&2; exit 2 ;;
  esac
done

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${PARALLAX_TF_VENV:-$ROOT/.venv}"
CACHE="${PARALLAX_TF_CACHE:-$HOME/.cache/parallax_tf}"
WHEELS="$CACHE/wheels"
TF_VERSION=2.21.0
HVD_VERSION=0.28.1
PYTHON="${PYTHON:-python3.11}"
if ! "$PYTHON" -V >/dev/null 2>&1; then      # a pyenv shim of a version not selected
  for p in "$HOME"/.pyenv/versions/*/bin/"$PYTHON"; do [[ -x "$p" ]] && PYTHON="$p"; done
  "$PYTHON" -V >/dev/null 2>&1 || PYTHON=python3
fi

log() { echo "[install] $*" >&2; }
# pip, without the "Location ... is ignored" warnings of this machine's extra
# indexes, nor the build backends' warnings about our own editable install
# and Horovod's setup.py (setuptools' boxed notices; PYTHONWARNINGS reaches
# the build subprocesses).
pip_q() {
  PYTHONWARNINGS="ignore::UserWarning,ignore::DeprecationWarning" "$PY" -m pip "$@" \
    2> >(grep -v "is ignored: it is neither a file nor a directory" >&2)
}

if command -v nvidia-smi >/dev/null 2>&1 && nvidia-smi -L >/dev/null 2>&1; then
  TF_PKG="tensorflow==$TF_VERSION"; EXTRA=gpu
else
  TF_PKG="tensorflow-cpu==$TF_VERSION"; EXTRA=cpu
fi

# 1. iproute2 for the emulated cluster; with --tests, the Debian build
#    dependencies of Horovod against TF 2.21 (see shared notes).
need_apt=()
apt_pkgs=(iproute2)
((TESTS)) && apt_pkgs+=(libhighwayhash-dev libfarmhash-dev cmake g++)
for pkg in "${apt_pkgs[@]}"; do
  dpkg -s "$pkg" >/dev/null 2>&1 || need_apt+=("$pkg")
done
if ((${#need_apt[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    echo "[install] missing Debian packages: ${need_apt[*]}; run as root or install them with apt-get" >&2
    exit 1
  fi
  log "apt-get install ${need_apt[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi
# nftables: the launcher fences a job's ports with it (docs/security.md);
# optional (without it, or without root, the launcher warns instead).
if ! dpkg -s nftables >/dev/null 2>&1; then
  if [[ $(id -u) -eq 0 ]]; then
    log "apt-get install nftables"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nftables >/dev/null 2>&1 || {
      apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nftables \
        >/dev/null; } || log "nftables not installed: jobs' ports will not be fenced"
  else
    log "nftables is not installed (needs root): jobs' ports will not be fenced"
  fi
fi

# OpenSSH's server and client for the tests' real-ssh tier (tests/test_ssh.py
# runs sshd inside emulated machines; optional: without root it is skipped).
if ((TESTS)) && [[ ! -x /usr/sbin/sshd || ! -x /usr/bin/ssh ]]; then
  if [[ $(id -u) -eq 0 ]]; then
    log "apt-get install openssh-server openssh-client"
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
        openssh-server openssh-client >/dev/null; } || log "OpenSSH not installed: the real-ssh tests will be skipped"
  else
    log "openssh-server is not installed (needs root): the real-ssh tests will be skipped"
  fi
fi

# 2. The virtual environment and the pinned Python stack (parallax_tf's
#    dependencies and its extra for this machine, from pyproject.toml).
STAMP="$VENV/.parallax_tf_stamp"
WANT="$TF_PKG $(cat "$ROOT/scripts/install.sh" "$ROOT/pyproject.toml" | sha256sum | cut -c1-16)"
if [[ ! -x "$VENV/bin/python" ]]; then
  log "creating $VENV with $PYTHON"
  "$PYTHON" -m venv "$VENV"
fi
PY="$VENV/bin/python"
if [[ -f "$STAMP" && "$(cat "$STAMP")" == "$WANT" ]]; then
  log "stack already installed ($TF_PKG)"
else
  log "installing parallax_tf[$EXTRA] ($TF_PKG) and the examples' packages"
  pip_q install -q --upgrade pip "setuptools>=77" wheel
  pip_q install -q -e "$ROOT[$EXTRA]"
  echo "$WANT" > "$STAMP"
fi
PARALLAX_TF_CACHE="$CACHE" "$PY" "$ROOT/examples/common/digits.py" --fetch >/dev/null

# 3. --tests: the test tools, the third-party models, Horovod.
TEST_STAMP="$VENV/.parallax_tf_stamp_tests"
TEST_WANT="$WANT horovod==$HVD_VERSION"
if ((TESTS)) && [[ ! -f "$TEST_STAMP" || "$(cat "$TEST_STAMP")" != "$TEST_WANT" ]]; then
  log "installing the test tools, keras-hub, keras-rs and Horovod $HVD_VERSION"
  pip_q install -q -e "$ROOT[$EXTRA,test]"
  # What the models of other packages that the test suite trains import
  # (tests/test_third_party.py), at versions that agree with each other
  # (keras-hub 0.32.0 pins kagglesdk 0.1.28, which kagglehub 1.0.2 accepts),
  # and Horovod's runtime dependencies (its wheel is installed --no-deps
  # below, to keep TensorFlow's pins).
  pip_q install -q "tokenizers==0.23.3" "sentencepiece==0.2.3" "kagglehub==1.0.2" \
    "kagglesdk==0.1.28" regex rich cloudpickle psutil pyyaml packaging cffi
  # keras-hub and keras-rs last, without their dependency on tensorflow-text:
  # it requires the full tensorflow package (a second TensorFlow beside
  # tensorflow-cpu), and the backbones the tests build from configs do not
  # use it (docs/install.md, "Known conflicts").
  pip_q install -q --no-deps "keras-hub==0.32.0" "keras-rs==0.4.0"

  # Horovod 0.28.1 from source, cached as a wheel per TF version.
  mkdir -p "$WHEELS"
  PYV="$("$PY" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')"
  HVD_WHEEL_DIR="$WHEELS/tf-$TF_VERSION-${TF_PKG%%==*}"
  mkdir -p "$HVD_WHEEL_DIR"
  if ! ls "$HVD_WHEEL_DIR"/horovod-"$HVD_VERSION"-"$PYV"-*.whl >/dev/null 2>&1; then
    log "building Horovod $HVD_VERSION against $TF_PKG (takes ~7 minutes on 2 cores, once)"
    SRC="$(mktemp -d)"
    trap 'rm -rf "$SRC"' EXIT
    pip_q download -q --no-deps --no-binary :all: "horovod==$HVD_VERSION" -d "$SRC"
    tar xzf "$SRC/horovod-$HVD_VERSION.tar.gz" -C "$SRC"
    # xla_mpi_ops.cc includes headers that moved in TF 2.21; only GPU builds need it.
    sed -i 's|^#if TENSORFLOW_VERSION >= 2006000000$|#if TENSORFLOW_VERSION >= 2006000000 \&\& HAVE_GPU|' \
        "$SRC/horovod-$HVD_VERSION/horovod/tensorflow/xla_mpi_ops.cc"
    CPATH=/usr/include HOROVOD_WITH_TENSORFLOW=1 HOROVOD_WITHOUT_PYTORCH=1 \
    HOROVOD_WITHOUT_MXNET=1 HOROVOD_WITH_GLOO=1 HOROVOD_WITHOUT_MPI=1 \
    MAKEFLAGS="-j$(nproc)" \
      pip_q wheel -q --no-build-isolation --no-deps --no-cache-dir \
        "$SRC/horovod-$HVD_VERSION" -w "$HVD_WHEEL_DIR"
  fi
  pip_q install -q --no-deps "$HVD_WHEEL_DIR"/horovod-"$HVD_VERSION"-"$PYV"-*.whl
  echo "$TEST_WANT" > "$TEST_STAMP"
fi

# 4. parallax_tf itself, editable, from this checkout (skipped when already so).
# Both checks run from / so that the checkout's own folder (the current
# directory) cannot stand in for an installed package.
origin="$(cd / && "$PY" -c "import importlib.util as u; s = u.find_spec('parallax_tf'); print(s.origin if s else '')" 2>/dev/null || true)"
if [[ "$origin" != "$ROOT/parallax_tf/__init__.py" ]]; then
  log "installing parallax_tf from $ROOT (editable)"
  pip_q install -q --no-deps --no-build-isolation -e "$ROOT" 2>/dev/null \
    || pip_q install --no-deps --no-build-isolation -e "$ROOT"
fi
CHECK='import tensorflow as tf, parallax_tf
print(f"tensorflow {tf.__version__}, parallax_tf {parallax_tf.__version__}", end="")'
((TESTS)) && CHECK="$CHECK
import horovod, horovod.tensorflow
print(f\", horovod {horovod.__version__}\", end=\"\")"
if ! check="$(cd / && "$PY" -c "$CHECK" 2>"$VENV/.install_check.log")"; then
  cat "$VENV/.install_check.log" >&2
  echo "[install] the installed stack does not import; see the errors above" >&2
  exit 1
fi
log "ok: $check"
