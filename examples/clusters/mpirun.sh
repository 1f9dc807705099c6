#!/bin/bash
# mpirun (Open MPI): 2 processes over 2 hosts (-H node1:2,node2:2 for 4). mpirun gives each process
# its rank (OMPI_COMM_WORLD_RANK, _SIZE, _LOCAL_RANK) but no address for
# rank 0: pass MASTER_ADDR (rank 0's host, the first of -H) and a free
# MASTER_PORT; the job's store listens at MASTER_PORT+1 there.
set -euo pipefail
CKPT="${CKPT:-/shared/parallax-ckpt}"
mpirun -np 2 -H node1:1,node2:1 -x MASTER_ADDR=node1 -x MASTER_PORT=29500 -x PATH \
  parallax-tf task examples/clusters/train.py --steps 200 --checkpoint-dir "$CKPT"
