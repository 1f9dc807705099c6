#!/usr/bin/env bash
# The lint and type gate (seconds): ruff (errors, import hygiene, unused code
# and suppressions; pyproject.toml [tool.ruff]) over the repository and mypy
# over parallax_tf/ ([tool.mypy]). Run by scripts/test.sh before the tests.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
echo "[lint] ruff check ." >&2
.venv/bin/ruff check --no-cache .
echo "[lint] mypy parallax_tf" >&2
.venv/bin/mypy --no-incremental
