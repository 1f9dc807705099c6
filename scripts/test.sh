#!/usr/bin/env bash
# Install everything (idempotent), then run the test suite. Extra arguments go
# to pytest (e.g. -m "not slow", -k capture).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install.sh" --tests
cd "$ROOT"
export TF_CPP_MIN_LOG_LEVEL="${TF_CPP_MIN_LOG_LEVEL:-2}"
exec "$ROOT/.venv/bin/python" -m pytest tests "$@"
