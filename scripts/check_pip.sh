#!/usr/bin/env bash
# `pip install` of parallax_tf in clean virtual environments, one per Python
# version (default 3.11 3.12 3.13): a non-editable `pip install ".[cpu]"`
# of this checkout (no compiler), the command line, and a 2-worker job of
# the LM example on TensorFlow's collectives. Prints one line per version
# with the install and job times; exits 1 when a version fails.
#   bash scripts/check_pip.sh [3.12 3.13 ...]
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VERSIONS=("$@")
((${#VERSIONS[@]})) || VERSIONS=(3.11 3.12 3.13)
WORK="${PARALLAX_TF_PIP_CHECK_DIR:-/tmp/parallax_tf_pip_check}"
failed=0
interpreter() {   # python3.X on PATH, or pyenv's
  local v="$1" p
  p="$(command -v "python$v" 2>/dev/null)" && "$p" -V >/dev/null 2>&1 && { echo "$p"; return; }
  for p in "$HOME"/.pyenv/versions/"$v".*/bin/"python$v"; do
    [[ -x "$p" ]] && { echo "$p"; return; }
  done
  return 1
}
for v in "${VERSIONS[@]}"; do
  py="$(interpreter "$v")" || { echo "python $v: no interpreter found"; failed=1; continue; }
  venv="$WORK/py$v"
  rm -rf "$venv"
  "$py" -m venv "$venv"
  t0=$(date +%s)
  if ! "$venv/bin/pip" install -q "$ROOT[cpu]" >"$venv.install.log" 2>&1; then
    echo "python $v: pip install failed (log: $venv.install.log)"; failed=1; continue
  fi
  t1=$(date +%s)
  if ! (cd "$WORK" && "$venv/bin/parallax-tf" --help >/dev/null && \
        TF_CPP_MIN_LOG_LEVEL=2 "$venv/bin/parallax-tf" run --collectives tensorflow \
          -r localhost:0,1 "$ROOT/examples/lm/train.py" --config tiny --steps 3 \
          --log-every 1 >"$venv.job.log" 2>&1); then
    echo "python $v: the job failed (log: $venv.job.log)"; failed=1; continue
  fi
  t2=$(date +%s)
  tfv="$("$venv/bin/python" -c 'import tensorflow as tf; print(tf.__version__)' 2>/dev/null)"
  echo "python $v ($("$venv/bin/python" -V 2>&1), tensorflow $tfv): pip install $((t1 - t0)) s, 2-worker job $((t2 - t1)) s: ok"
done
exit $failed
