"""`parallax_tf.launch.schedulers`: reading how a scheduler started a process.

Pure Python: every test passes its own environment to `detect(environ=...)`.
"""
from __future__ import annotations

import json

import pytest

from parallax_tf.errors import LaunchError
from parallax_tf.launch.schedulers import (
    SchedulerStart,
    detect,
    expand_nodelist,
    expand_tasks_per_node,
)


@pytest.fixture(autouse=True)
def _clear_partition_marks():
    """Replaces conftest's fixture of this name, which imports TensorFlow."""
    yield


def tf_config(cluster: dict, task: dict | None = None, **extra) -> dict[str, str]:
    config = {"cluster": cluster, **extra}
    if task is not None:
        config["task"] = task
    return {"TF_CONFIG": json.dumps(config)}


TFJOB = {"chief": ["h1:2222"], "worker": ["h1:2223", "h2:2222", "h2:2223"],
         "ps": ["h1:2224", "h2:2224"]}

SRUN = {  # task 3 of an `srun -N4 --ntasks-per-node=2` step, as SLURM sets it
    "SLURM_JOB_ID": "1234", "SLURM_STEP_ID": "0", "SLURM_PROCID": "3", "SLURM_NTASKS": "8",
    "SLURM_LOCALID": "1", "SLURM_NODEID": "1", "SLURM_STEP_NODELIST": "n[1-4]",
    "SLURM_STEP_TASKS_PER_NODE": "2(x4)", "SLURM_JOB_NODELIST": "n[1-4]",
    "SLURM_TASKS_PER_NODE": "2(x4)",
}

TORCHRUN = {"RANK": "5", "WORLD_SIZE": "8", "LOCAL_RANK": "1", "LOCAL_WORLD_SIZE": "4",
            "GROUP_RANK": "1", "MASTER_ADDR": "n1", "MASTER_PORT": "29500",
            "TORCHELASTIC_RUN_ID": "run7"}

OMPI = {"OMPI_COMM_WORLD_RANK": "2", "OMPI_COMM_WORLD_SIZE": "4",
        "OMPI_COMM_WORLD_LOCAL_RANK": "0", "OMPI_COMM_WORLD_LOCAL_SIZE": "2",
        "OMPI_COMM_WORLD_NODE_RANK": "1", "OMPI_MCA_ess_base_jobid": "3145729"}


# -- expand_nodelist / expand_tasks_per_node ------------------------------------------------------

@pytest.mark.parametrize("text, hosts", [
    ("n[1-2],m5,o[3-4,6]", ("n1", "n2", "m5", "o3", "o4", "o6")),
    ("node[01-03]", ("node01", "node02", "node03")),
    ("a[8-11]", ("a8", "a9", "a10", "a11")),
    ("n[008-010]", ("n008", "n009", "n010")),
    ("rack[1-2]-n[1-2]", ("rack1-n1", "rack1-n2", "rack2-n1", "rack2-n2")),
    ("10.0.0.[1-2]", ("10.0.0.1", "10.0.0.2")),
    ("host1", ("host1",)),
    ("a, b.example.com", ("a", "b.example.com")),
    ("gpu[1,3],cpu[2-3]", ("gpu1", "gpu3", "cpu2", "cpu3")),
    ("[1-2]x", ("1x", "2x")),
    ("", ()),
])
def test_expand_nodelist(text, hosts):
    assert expand_nodelist(text) == hosts


@pytest.mark.parametrize("text", [
    "n[1-", "n]1[", "n[2-1]", "n[a]", "n[[1]]", "a,,b", "n[]", "n[1-2", "a,", "n[1-]",
    "n[1-9999999]",
])
def test_expand_nodelist_rejects(text):
    with pytest.raises(LaunchError, match="SLURM_NODELIST=.*expected"):
        expand_nodelist(text, variable="SLURM_NODELIST")


@pytest.mark.parametrize("text, counts", [
    ("2(x3),1", (2, 2, 2, 1)), ("4", (4,)), ("1,3", (1, 3)), (" 2(x2) , 1 ", (2, 2, 1)),
])
def test_expand_tasks_per_node(text, counts):
    assert expand_tasks_per_node(text) == counts


@pytest.mark.parametrize("text", ["", "0", "2(x0)", "x", "2(x3", "2x3", "-1", "2(x3),",
                                  "1(x9999999)"])
def test_expand_tasks_per_node_rejects(text):
    with pytest.raises(LaunchError, match="SLURM_TASKS_PER_NODE=.*expected"):
        expand_tasks_per_node(text, variable="SLURM_TASKS_PER_NODE")


# -- TF_CONFIG ------------------------------------------------------------------------------------

@pytest.mark.parametrize("task, rank, node, local_rank", [
    (("chief", 0), 0, 0, 0), (("worker", 0), 1, 0, 1), (("worker", 1), 2, 1, 0),
    (("worker", 2), 3, 1, 1), (("ps", 0), 4, 0, 2), (("ps", 1), 5, 1, 2),
])
def test_tfjob_chief_workers_ps_on_two_hosts(task, rank, node, local_rank):
    env = tf_config(TFJOB, {"type": task[0], "index": task[1]}, environment="cloud")
    start = detect(environ=env)
    assert start == SchedulerStart(
        source="tf_config", rank=rank, size=6, task_type=task[0], task_index=task[1],
        local_rank=local_rank, local_size=3, node=node, hosts=("h1", "h2"),
        tasks_per_node=(3, 3), store_host="h1", store_port=2225,
        tf_cluster={job: tuple(tasks) for job, tasks in TFJOB.items()})


def test_tf_config_without_chief_worker_0_is_rank_0():
    cluster = {"worker": ["w0:2222", "w1:2222"], "ps": ["p0:2222"], "chief": []}
    start = detect(environ=tf_config(cluster, {"type": "ps", "index": 0}))
    assert (start.rank, start.size, start.task_type, start.task_index) == (2, 3, "ps", 0)
    assert (start.store_host, start.store_port) == ("w0", 2223)
    assert start.hosts == ("w0", "w1", "p0") and start.node == 2
    assert start.tf_cluster == {"worker": ("w0:2222", "w1:2222"), "ps": ("p0:2222",)}


def test_tf_config_without_ps():
    cluster = {"chief": ["c:1000"], "worker": ["w:1000", "w:1001"]}
    start = detect(environ=tf_config(cluster, {"type": "worker", "index": 1}))
    assert (start.rank, start.size, start.local_rank, start.local_size) == (2, 3, 1, 2)
    assert (start.store_host, start.store_port, start.node) == ("c", 1001, 1)
    assert start.tf_cluster == {"chief": ("c:1000",), "worker": ("w:1000", "w:1001")}


def test_the_store_takes_no_port_the_tf_config_lists_for_rank_0s_host():
    """A hostNetwork TFJob or a one-box TF_CONFIG gives a host's tasks
    consecutive ports: the store takes the first one above rank 0's that
    the cluster does not list for rank 0's host (ports of other hosts do
    not count)."""
    cluster = {"chief": ["a:24110"], "worker": ["a:24111", "b:24112", "a:24113"],
               "ps": ["a:24114", "b:24115"]}
    start = detect(environ=tf_config(cluster, {"type": "ps", "index": 1}))
    assert (start.store_host, start.store_port) == ("a", 24112)
    with pytest.raises(LaunchError, match="free one above it"):
        detect(environ=tf_config({"chief": ["a:65534"], "worker": ["a:65535"]},
                                 {"type": "chief"}))


def test_tf_config_master_is_the_chief():
    cluster = {"master": ["m:2222"], "worker": ["w:2222"]}
    start = detect(environ=tf_config(cluster, {"type": "master", "index": 0}))
    assert (start.task_type, start.rank, start.store_host) == ("chief", 0, "m")
    assert start.tf_cluster == {"chief": ("m:2222",), "worker": ("w:2222",)}
    worker = detect(environ=tf_config(cluster, {"type": "worker", "index": 0}))
    assert worker.rank == 1


def test_tf_config_ipv6():
    cluster = {"chief": ["[::1]:2222"], "worker": ["[::1]:2223", "[fe80::2]:2222"]}
    start = detect(environ=tf_config(cluster, {"type": "worker", "index": 0}))
    assert (start.store_host, start.store_port) == ("::1", 2224)   # 2223 is worker 0's
    assert start.hosts == ("::1", "fe80::2")
    assert (start.node, start.local_rank, start.local_size) == (0, 1, 2)


def test_tf_config_index_as_text_and_default_for_a_single_task():
    cluster = {"chief": ["c:1"], "worker": ["w:1", "w:2"]}
    assert detect(environ=tf_config(cluster, {"type": "worker", "index": "1"})).rank == 2
    assert detect(environ=tf_config(cluster, {"type": "chief"})).rank == 0


@pytest.mark.parametrize("env", [
    {"TF_CONFIG": "{}"},
    {"TF_CONFIG": "  "},
    tf_config({}, {"type": "worker", "index": 0}),
    tf_config({"worker": ["w:1"]}, {"type": "worker", "index": 0}),
    tf_config({"chief": ["c:1"], "ps": []}),
    {"TF_CONFIG": json.dumps({"task": {"type": "worker", "index": 0}})},
])
def test_tf_config_of_one_process_is_no_start(env):
    assert detect(environ=env) is None


def test_one_process_tf_config_gives_way_to_the_next_source():
    env = {**tf_config({"worker": ["w:1"]}, {"type": "worker", "index": 0}), **TORCHRUN}
    assert detect(environ=env).source == "torchrun"


@pytest.mark.parametrize("env, match", [
    ({"TF_CONFIG": "{not json"}, "TF_CONFIG='{not json'.*expected JSON"),
    ({"TF_CONFIG": "[1, 2]"}, "expected a JSON object"),
    (tf_config(TFJOB), 'no "task"'),
    (tf_config(TFJOB, {"type": "worker", "index": 3}), r"task.index=3.*0\.\.2"),
    (tf_config(TFJOB, {"type": "worker", "index": -1}), "task.index=-1"),
    (tf_config(TFJOB, {"type": "worker", "index": True}), "task.index=True"),
    (tf_config(TFJOB, {"type": "worker"}), "task.index=None"),
    (tf_config(TFJOB, {"type": "chef", "index": 0}), "task.type='chef'.*chief, worker, ps"),
    (tf_config(TFJOB, {"index": 0}), "TF_CONFIG task="),
    (tf_config(TFJOB, "worker"), "TF_CONFIG task="),
    (tf_config(TFJOB, {"type": "evaluator", "index": 0}), "evaluator.*drop the Evaluator"),
    (tf_config({**TFJOB, "evaluator": ["e:1"]}, {"type": "chief", "index": 0}),
     "evaluator.*not supported"),
    (tf_config({"chief": ["c"], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     r"cluster.chief\[0\]='c'.*with a port"),
    (tf_config({"chief": ["::1:2222"], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     "IPv6 as"),
    (tf_config({"chief": ["[::1]2222"], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     "IPv6 as"),
    (tf_config({"chief": [":2222"], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     "host:port"),
    (tf_config({"chief": ["c:http"], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     r"chief\[0\]='http'.*1\.\.65535"),
    (tf_config({"chief": ["c:65535"], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     "free one above it"),
    (tf_config({"chief": [2222], "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     r"chief\[0\]=2222"),
    (tf_config({"chief": "c:1", "worker": ["w:1"]}, {"type": "chief", "index": 0}),
     "cluster.chief='c:1'.*a list"),
    (tf_config({"trainer": ["t:1"], "worker": ["w:1"]}, {"type": "worker", "index": 0}),
     "cluster job='trainer'"),
    (tf_config({"chief": ["c:1"], "master": ["m:1"]}, {"type": "chief", "index": 0}),
     '"chief" or "master"'),
    (tf_config({"ps": ["p:1", "p:2"]}, {"type": "ps", "index": 0}), "a chief or at least one"),
    (tf_config(["c:1"], {"type": "chief", "index": 0}), "TF_CONFIG cluster="),
])
def test_tf_config_errors(env, match):
    with pytest.raises(LaunchError, match=match) as caught:
        detect(environ=env)
    assert "TF_CONFIG" in str(caught.value)


# -- SLURM ----------------------------------------------------------------------------------------

def test_srun_task():
    start = detect(environ=SRUN)
    assert start == SchedulerStart(
        source="slurm", rank=3, size=8, task_index=3, local_rank=1, local_size=2, node=1,
        hosts=("n1", "n2", "n3", "n4"), tasks_per_node=(2, 2, 2, 2), store_host="n1",
        store_port=None, job_id="1234.0")
    assert start.describe() == "SLURM task 3 of 8 (node 1 'n2', local rank 1)"
    assert start.task_type == "worker" and start.tf_cluster == {} and start.restart is None


def test_srun_fallback_variables_and_restart():
    env = {"SLURM_JOBID": "99", "SLURM_STEPID": "2", "SLURM_PROCID": "2", "SLURM_NPROCS": "3",
           "SLURM_NODEID": "1", "SLURM_LOCALID": "0", "SLURM_NODELIST": "a[8-9]",
           "SLURM_TASKS_PER_NODE": "2,1", "SLURM_RESTART_COUNT": "1"}
    start = detect(environ=env)
    assert (start.rank, start.size, start.node, start.local_size) == (2, 3, 1, 1)
    assert start.hosts == ("a8", "a9") and start.tasks_per_node == (2, 1)
    assert (start.job_id, start.restart) == ("99.2", 1)


def test_srun_step_lists_come_before_the_job_lists():
    env = {**SRUN, "SLURM_STEP_NODELIST": "n[3-4]", "SLURM_STEP_TASKS_PER_NODE": "4(x2)",
           "SLURM_NODEID": "0"}
    start = detect(environ=env)
    assert start.hosts == ("n3", "n4") and start.store_host == "n3"
    assert (start.tasks_per_node, start.local_size) == ((4, 4), 4)


def test_srun_with_job_node_list_only():
    env = {k: v for k, v in SRUN.items() if "STEP_" not in k or k == "SLURM_STEP_ID"}
    env["SLURM_JOB_NODELIST"] = "gpu[01-02],cpu7"
    env["SLURM_TASKS_PER_NODE"] = "3(x2),2"
    start = detect(environ=env)
    assert start.hosts == ("gpu01", "gpu02", "cpu7") and start.local_size == 3


def test_srun_without_node_lists():
    env = {"SLURM_STEP_ID": "0", "SLURM_PROCID": "0", "SLURM_NTASKS": "2"}
    start = detect(environ=env)
    assert (start.hosts, start.tasks_per_node, start.store_host, start.node) == ((), (), None, None)
    assert start.describe() == "SLURM task 0 of 2"


@pytest.mark.parametrize("env", [
    # an sbatch batch script: the job's variables, no step
    {"SLURM_JOB_ID": "1234", "SLURM_JOB_NODELIST": "n[1-4]", "SLURM_NTASKS": "8",
     "SLURM_TASKS_PER_NODE": "2(x4)", "SLURM_NODEID": "0", "SLURM_PROCID": "0",
     "SLURM_LOCALID": "0"},
    # an salloc shell
    {"SLURM_JOB_ID": "1234", "SLURM_NODELIST": "n[1-2]", "SLURM_NNODES": "2"},
    {},
])
def test_no_srun_step_is_no_start(env):
    assert detect(environ=env) is None


@pytest.mark.parametrize("changes, match", [
    ({"SLURM_STEP_TASKS_PER_NODE": "2(x3)"}, "SLURM_STEP_TASKS_PER_NODE='2\\(x3\\)'.*4 hosts"),
    ({"SLURM_STEP_TASKS_PER_NODE": "2(x3),1"}, "adding up to SLURM_NTASKS=8"),
    ({"SLURM_PROCID": "8"}, r"SLURM_PROCID='8'.*below SLURM_NTASKS=8 \(0\.\.7\)"),
    ({"SLURM_PROCID": "three"}, "SLURM_PROCID='three'.*non-negative integer.*srun"),
    ({"SLURM_PROCID": "-1"}, "SLURM_PROCID='-1'"),
    ({"SLURM_PROCID": "1.0"}, "SLURM_PROCID='1.0'"),
    ({"SLURM_NTASKS": "0"}, "SLURM_NTASKS='0'.*integer >= 1"),
    ({"SLURM_NODEID": "4"}, "SLURM_NODEID='4'.*hosts in SLURM_STEP_NODELIST"),
    ({"SLURM_LOCALID": "2"}, "SLURM_LOCALID='2'.*tasks on this node"),
    ({"SLURM_STEP_NODELIST": "n[1-4"}, "SLURM_STEP_NODELIST='n\\[1-4'"),
    ({"SLURM_RESTART_COUNT": "x"}, "SLURM_RESTART_COUNT='x'"),
])
def test_srun_errors(changes, match):
    with pytest.raises(LaunchError, match=match):
        detect(environ={**SRUN, **changes})


# -- torchrun -------------------------------------------------------------------------------------

def test_torchrun_task():
    start = detect(environ=TORCHRUN)
    assert start == SchedulerStart(
        source="torchrun", rank=5, size=8, task_index=5, local_rank=1, local_size=4, node=1,
        store_host="n1", store_port=29501, job_id="run7")
    assert start.describe() == "torchrun task 5 of 8 (node 1, local rank 1)"


def test_kubernetes_indexed_job():
    env = {"JOB_COMPLETION_INDEX": "2", "WORLD_SIZE": "3", "MASTER_ADDR": "job-0.svc",
           "MASTER_PORT": "1234"}
    start = detect(environ=env)
    assert (start.source, start.rank, start.size, start.local_rank) == ("torchrun", 2, 3, None)
    assert (start.store_host, start.store_port, start.job_id) == ("job-0.svc", 1235, None)


def test_world_size_one_is_a_start():
    start = detect(environ={"RANK": "0", "WORLD_SIZE": "1"})
    assert (start.rank, start.size, start.store_host, start.store_port) == (0, 1, None, None)


@pytest.mark.parametrize("changes, match", [
    ({"MASTER_ADDR": None}, "MASTER_ADDR is not set but WORLD_SIZE=8.*set MASTER_ADDR"),
    ({"MASTER_ADDR": " "}, "MASTER_ADDR is not set"),
    ({"MASTER_PORT": None}, "MASTER_PORT is not set"),
    ({"MASTER_PORT": "70000"}, "MASTER_PORT='70000'.*1..65535"),
    ({"RANK": "8"}, "RANK='8'.*below WORLD_SIZE=8"),
    ({"RANK": "x"}, "RANK='x'.*non-negative integer.*torchrun"),
    ({"WORLD_SIZE": "0", "RANK": "0"}, "WORLD_SIZE='0'"),
    ({"WORLD_SIZE": "eight"}, "WORLD_SIZE='eight'"),
    ({"LOCAL_RANK": "4"}, "LOCAL_RANK='4'.*below LOCAL_WORLD_SIZE=4"),
    ({"LOCAL_WORLD_SIZE": "9", "LOCAL_RANK": "0"}, "LOCAL_WORLD_SIZE='9'"),
    ({"GROUP_RANK": "-2"}, "GROUP_RANK='-2'"),
])
def test_torchrun_errors(changes, match):
    env = {**TORCHRUN, **changes}
    env = {k: v for k, v in env.items() if v is not None}
    with pytest.raises(LaunchError, match=match):
        detect(environ=env)


def test_ipv6_master_addr_loses_its_brackets():
    env = {**TORCHRUN, "MASTER_ADDR": "[fe80::1]"}
    assert detect(environ=env).store_host == "fe80::1"


# -- mpirun ---------------------------------------------------------------------------------------

def test_open_mpi_task():
    start = detect(environ=OMPI)
    assert start == SchedulerStart(
        source="mpirun", rank=2, size=4, task_index=2, local_rank=0, local_size=2, node=None,
        job_id="3145729")
    assert start.describe() == "mpirun task 2 of 4 (local rank 0)"
    start = detect(environ={**OMPI, "MASTER_ADDR": "h0", "MASTER_PORT": "5000"})
    assert (start.store_host, start.store_port) == ("h0", 5001)
    assert detect(environ={**OMPI, "MASTER_ADDR": "h0"}).store_port is None


def test_mpich_task():
    env = {"PMI_RANK": "1", "PMI_SIZE": "2", "MPI_LOCALRANKID": "1", "MPI_LOCALNRANKS": "2"}
    start = detect(environ=env)
    assert (start.source, start.rank, start.size, start.local_rank, start.local_size) == (
        "mpirun", 1, 2, 1, 2)
    assert start.job_id is None and start.store_host is None
    both = detect(environ={**env, **OMPI})
    assert (both.rank, both.size) == (2, 4)


@pytest.mark.parametrize("env, match", [
    ({**OMPI, "OMPI_COMM_WORLD_RANK": "4"}, "OMPI_COMM_WORLD_RANK='4'.*below"),
    ({**OMPI, "OMPI_COMM_WORLD_SIZE": "four"}, "OMPI_COMM_WORLD_SIZE='four'.*mpirun"),
    ({**OMPI, "OMPI_COMM_WORLD_LOCAL_RANK": "2"}, "OMPI_COMM_WORLD_LOCAL_RANK='2'"),
    ({**OMPI, "MASTER_PORT": "0"}, "MASTER_PORT='0'"),
    ({"PMI_RANK": "2", "PMI_SIZE": "2"}, "PMI_RANK='2'.*below PMI_SIZE=2"),
])
def test_mpirun_errors(env, match):
    with pytest.raises(LaunchError, match=match):
        detect(environ=env)


# -- precedence -----------------------------------------------------------------------------------

SAME_SIZE = {  # every source says: task 1 of 2
    **tf_config({"chief": ["c:1"], "worker": ["w:1"]}, {"type": "worker", "index": 0}),
    "SLURM_JOB_ID": "7", "SLURM_STEP_ID": "0", "SLURM_PROCID": "1", "SLURM_NTASKS": "2",
    "RANK": "1", "WORLD_SIZE": "2", "MASTER_ADDR": "m", "MASTER_PORT": "1",
    "OMPI_COMM_WORLD_RANK": "1", "OMPI_COMM_WORLD_SIZE": "2", "PMI_RANK": "1", "PMI_SIZE": "2",
}


@pytest.mark.parametrize("dropped, source", [
    ((), "tf_config"),
    (("TF_CONFIG",), "slurm"),
    (("TF_CONFIG", "SLURM_STEP_ID"), "torchrun"),
    (("TF_CONFIG", "SLURM_PROCID", "RANK"), "mpirun"),
])
def test_precedence(dropped, source):
    env = {k: v for k, v in SAME_SIZE.items() if k not in dropped}
    assert detect(environ=env).source == source


def test_torchrun_in_an_sbatch_script():
    env = {"SLURM_JOB_ID": "1234", "SLURM_NTASKS": "1", "SLURM_PROCID": "0", **TORCHRUN}
    assert detect(environ=env).source == "torchrun"


@pytest.mark.parametrize("inner, source, rank", [(TORCHRUN, "torchrun", 5), (OMPI, "mpirun", 2)])
def test_launcher_inside_an_srun_step_of_another_size(inner, source, rank):
    """`srun -N2 torchrun --nproc-per-node=4`: SLURM counts 2 tasks, not the 8 processes."""
    env = {**SRUN, "SLURM_NTASKS": "2", "SLURM_PROCID": "1", "SLURM_STEP_NODELIST": "n[1-2]",
           "SLURM_STEP_TASKS_PER_NODE": "1(x2)", "SLURM_LOCALID": "0", **inner}
    start = detect(environ=env)
    assert (start.source, start.rank) == (source, rank)


def test_describe_tf_config():
    start = detect(environ=tf_config(TFJOB, {"type": "worker", "index": 1}))
    assert start.describe() == "TF_CONFIG worker 1, task 2 of 6 (node 1 'h2', local rank 0)"


@pytest.mark.parametrize("visible, local_rank, gpus, expected", [
    ("3", 1, True, None),          # the scheduler chose one device: kept
    (None, 1, True, "1"),          # nothing chosen: the local rank's GPU
    ("", 2, True, "2"),
    ("4,5,6,7", 1, True, "5"),     # several left visible: the local rank's among them
    ("4, 5", 3, True, "5"),
    (None, 1, False, None),        # no GPU on the machine: nothing set
])
def test_a_task_keeps_the_schedulers_gpu_or_binds_its_local_ranks(visible, local_rank, gpus,
                                                                   expected):
    from parallax_tf.launch.joining import gpu_binding
    assert gpu_binding(visible, local_rank, gpus) == expected
