#!/usr/bin/env bash
# Install everything (idempotent), then run the main demo:
#  1. the plan of the paper's LM example on 4 machines (embedding and softmax
#     SPARSE, partitioned over the parameter servers; LSTM DENSE on AllReduce;
#     predicted bytes per machine per iteration);
#  2. the same example trained for real: 4 workers over 2 "machines" of this
#     box (localhost and 127.0.0.1), HYBRID, the sparse variables split in
#     2 shards: worker 0's loss, words/s and ETA every 5 steps (the other
#     workers' lines are hidden: --all-workers shows them).
# Extra arguments go to the training script (e.g. --steps 50 --architecture ps).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$ROOT/scripts/install.sh"
export TF_CPP_MIN_LOG_LEVEL="${TF_CPP_MIN_LOG_LEVEL:-2}"
cd "$ROOT"
echo "== plan of the LM example on 4 machines"
.venv/bin/parallax-tf plan examples/lm/train.py \
    --resources "machine1:0;machine2:0;machine3:0;machine4:0" -- --config tiny
echo
echo "== training it: 4 workers on 2 local machines (HYBRID)"
exec .venv/bin/parallax-tf run --resources "localhost:0,1;127.0.0.1:0,1" \
    examples/lm/train.py --config tiny --steps 20 --log-every 5 "$@"
