"""Engines that run lowered programs.

* the session engine (TensorFlow's gRPC runtime + Horovod): `runtime/worker.py`
  runs the programs `lower/program.py` builds, `comm/` holds its collectives;
* the DTensor engine (`engines/dtensor.py`): laid-out variables and SPMD
  steps for Mesh-style layouts (`lower/layout.py` builds its programs).
"""
