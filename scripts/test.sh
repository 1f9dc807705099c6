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
# Two test workers by default (pytest-xdist; PARALLAX_TF_TEST_WORKERS=0 runs
# one process, =N N workers): while one worker's job waits (a watchdog's
# limit, a restart), the other's uses the cores (docs/install.md). A file's
# tests stay on one worker (--dist loadfile): they share module-level jobs
# and fixtures; files that build network namespaces use prefixes and
# subnets of their own.
WORKERS="${PARALLAX_TF_TEST_WORKERS:-2}"
XDIST=()
[[ "$WORKERS" != 0 ]] && XDIST=(-n "$WORKERS" --dist loadfile)
exec "$ROOT/.venv/bin/python" -m pytest tests "${XDIST[@]}" "$@"
