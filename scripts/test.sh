#!/usr/bin/env bash
# Install everything (idempotent), run the lint and type gate (scripts/lint.sh,
# seconds), then the test suite. Extra arguments go to pytest (e.g.
# -m "not slow", -k capture).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install.sh" --tests
cd "$ROOT"
"$ROOT/scripts/lint.sh"
export TF_CPP_MIN_LOG_LEVEL="${TF_CPP_MIN_LOG_LEVEL:-2}"
exec "$ROOT/.venv/bin/python" -m pytest tests "$@"
