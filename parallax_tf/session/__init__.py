"""The session engine's kit, shared by the modes that run on it (data
parallelism, pipelines): a worker's view of its job and its lowered program
(`context.py`), opening a driver's session and initialising its program
(`start.py`). No mode owns it; a mode imports it, never another mode.
"""
