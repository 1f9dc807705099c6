#!/bin/bash
# SLURM: sbatch examples/clusters/sbatch.sh
# Two nodes, one task per node (a worker each); every task runs the
# same command through `parallax-tf task`, which reads SLURM's variables
# (the rank, the compressed node list) and meets the others at rank 0's
# store on the first node. --requeue: a failed job is started again and
# resumes from its checkpoints (the folder must be shared storage).
#SBATCH --job-name=parallax-tf
#SBATCH --nodes=2
#SBATCH --ntasks-per-node=1
#SBATCH --cpus-per-task=4
#SBATCH --time=01:00:00
#SBATCH --requeue
#SBATCH --open-mode=append
# On GPU nodes add: #SBATCH --gpus-per-task=1  (each task keeps its one GPU)
set -euo pipefail
CKPT="${CKPT:-$HOME/parallax-ckpt/$SLURM_JOB_ID}"
srun --kill-on-bad-exit=1 parallax-tf task examples/clusters/train.py --steps 200 --checkpoint-dir "$CKPT"
