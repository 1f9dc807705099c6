#!/usr/bin/env bash
# Install everything (idempotent), then run the main demo: the plan of the
# paper's LM example on 4 machines (embedding and softmax SPARSE on parameter
# servers, LSTM DENSE on AllReduce, predicted bytes per machine per iteration).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install.sh"
export TF_CPP_MIN_LOG_LEVEL="${TF_CPP_MIN_LOG_LEVEL:-2}"
exec "$ROOT/.venv/bin/parallax-tf" plan "$ROOT/examples/lm/train.py" \
    --resources "machine1:0;machine2:0;machine3:0;machine4:0" "$@" -- --config tiny
