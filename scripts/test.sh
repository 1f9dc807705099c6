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
# The pair guard (docs/composition.md): the chief of every job records the
# features it ran under PARALLAX_TF_FEATURES_RECORD, a test whose oracle
# passed marks its job's record verified, and after the full suite (no
# selection: only --junitxml/-q/-v/-ra/--durations) every pair the
# composition table accepts must have a verified record.
FULL=1
for arg in "$@"; do
    case "$arg" in --junitxml=*|-q|-v|-vv|-ra|--durations=*) ;; *) FULL=0 ;; esac
done
if [[ -z "${PARALLAX_TF_FEATURES_RECORD:-}" ]]; then
    PARALLAX_TF_FEATURES_RECORD="$(mktemp -d -t parallax_features.XXXXXX)"
fi
export PARALLAX_TF_FEATURES_RECORD
# The CPU the tests used (pytest and every process it or they waited for:
# the jobs' tasks), for scripts/suite_time.py --cpu, where
# PARALLAX_TF_SUITE_CPU names a file (.ci/run): clock ticks, and ticks per second.
children_ticks() { local rest; rest="$(cut -d')' -f2- /proc/$$/stat)"; set -- $rest
                   echo $(( ${14} + ${15} )); }
before="$(children_ticks)"
status=0
"$ROOT/.venv/bin/python" -m pytest tests "${XDIST[@]}" "$@" || status=$?
if [[ -n "${PARALLAX_TF_SUITE_CPU:-}" ]]; then
    echo "$(( $(children_ticks) - before )) $(getconf CLK_TCK)" > "$PARALLAX_TF_SUITE_CPU"
fi
if [[ $status == 0 && $FULL == 1 ]]; then
    "$ROOT/.venv/bin/python" -m parallax_tf.runtime.features "$PARALLAX_TF_FEATURES_RECORD" \
        --covering "$PARALLAX_TF_FEATURES_RECORD/pairs.md" || status=$?
    echo "[test] which test proved each pair: $PARALLAX_TF_FEATURES_RECORD/pairs.md"
elif [[ $FULL == 0 ]]; then
    echo "[test] a selection of the suite: the pair guard runs after the full suite only"
fi
exit $status
