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
# PARALLAX_TF_TEST_WORKERS=2: two test workers (pytest-xdist; 39.3 and 49.4
# min from a fresh clone against 62 in one process, but one of those two runs
# hit a launcher race under the load: docs/install.md). A file's tests stay
# on one worker (--dist loadfile): they share module-level jobs and
# fixtures; files that build network namespaces use prefixes and subnets of
# their own. The default is one process until that race is fixed.
WORKERS="${PARALLAX_TF_TEST_WORKERS:-0}"
XDIST=()
[[ "$WORKERS" != 0 ]] && XDIST=(-n "$WORKERS" --dist loadfile)
exec "$ROOT/.venv/bin/python" -m pytest tests "${XDIST[@]}" "$@"
