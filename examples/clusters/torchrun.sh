#!/bin/bash
# torchrun-style start (one command per node; torchrun sets RANK,
# LOCAL_RANK, WORLD_SIZE, MASTER_ADDR, MASTER_PORT for each process).
# On node 0 and node 1 of a 2-node job (NODE_RANK=0 / 1, MASTER=node 0's host):
#   NODE_RANK=0 MASTER=node1 bash examples/clusters/torchrun.sh
# The job's store listens at MASTER_PORT+1 on MASTER (torchrun's own store
# keeps MASTER_PORT). Without torch installed, any starter that sets the
# same variables does (a Kubernetes indexed Job: indexed-job.yaml).
set -euo pipefail
CKPT="${CKPT:-/shared/parallax-ckpt}"
torchrun --nnodes=2 --nproc-per-node=1 --node-rank="$NODE_RANK" \
  --master-addr="$MASTER" --master-port=29500 \
  --no-python parallax-tf task examples/clusters/train.py --steps 200 --checkpoint-dir "$CKPT"
