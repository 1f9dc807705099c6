"""Config: defaults, string coercion, and errors for unknown/contradictory values."""
import dataclasses

import pytest

from parallax_tf import Aggregation, Architecture, Config, ConfigError, ParallaxError, SyncMode


def test_defaults():
    c = Config()
    assert c.data.architecture is None and c.features() == ["hybrid"]
    assert c.data.sync is SyncMode.SYNC
    assert c.data.local_aggregation is True
    assert c.data.dense_aggregation is Aggregation.MEAN
    assert c.data.sparse_aggregation is Aggregation.MEAN
    assert c.data.num_partitions is None
    assert c.search.search_partitions is False
    assert c.checkpoint.checkpoint_dir is None


def test_strings_become_enums_case_insensitively():
    c = Config(architecture=" PS ", sync="Async", dense_aggregation="sum",
               sparse_aggregation="MEAN")
    assert c.data.architecture is Architecture.PS
    assert c.data.sync is SyncMode.ASYNC
    assert c.data.dense_aggregation is Aggregation.SUM
    assert c.data.sparse_aggregation is Aggregation.MEAN
    assert Config(architecture="allreduce").data.architecture is Architecture.ALLREDUCE


def test_every_choice_is_read_in_any_case(monkeypatch):
    """One case rule (docs/api.md): every setting that names a choice, not
    only the enum fields; names the user chose stay exact."""
    c = Config(architecture="Mixed", placements={"Item/embeddings": "PS", "b": "AllGather"},
               collectives="TensorFlow", sparse_as_dense="AUTO")
    assert c.data.placements == (("Item/embeddings", "ps"), ("b", "allgather"))
    assert c.data.collectives == "tensorflow" and c.data.sparse_as_dense == "auto"
    assert Config(sparse_as_dense=["Emb"]).data.sparse_as_dense == ("Emb",)
    assert Config(schedule="1F1B", staleness="SpecTrain", microbatches=2,
                  spectrain_versions="Schedule").pipeline.spectrain_versions == "schedule"
    from parallax_tf import cli, env
    monkeypatch.setenv(env.COLLECTIVES_VAR, "Horovod")
    assert env.collectives() == "horovod"
    args = cli._parser().parse_args(["run", "--collectives", "TensorFlow", "-a", "PS", "t.py"])
    assert args.collectives == "tensorflow"
    with pytest.raises(ConfigError, match=r"placements\['b'\]='fast'"):
        Config(placements={"b": "fast"})


def test_frozen_and_keyword_only():
    c = Config()
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.data = None
    with pytest.raises(TypeError):
        Config("ps")


@pytest.mark.parametrize("field, value", [
    ("architecture", "horovod"), ("architecture", ""), ("architecture", 1),
    ("sync", "sometimes"), ("dense_aggregation", "max"), ("sparse_aggregation", None),
])
def test_bad_enum_values_name_field_value_and_allowed(field, value):
    with pytest.raises(ConfigError) as info:
        Config(**{field: value})
    msg = str(info.value)
    assert f"Config.{field}={value!r}" in msg
    allowed = {"architecture": "'hybrid'", "sync": "'async'"}.get(field, "'mean'")
    assert allowed in msg
    assert isinstance(info.value, ParallaxError)


@pytest.mark.parametrize("value", [0, -1, True, 2.0, "4"])
def test_num_partitions_must_be_positive_int(value):
    with pytest.raises(ConfigError, match="num_partitions"):
        Config(num_partitions=value)


def test_num_partitions_positive_ok():
    assert Config(num_partitions=8).data.num_partitions == 8


@pytest.mark.parametrize("field", ["local_aggregation", "search_partitions"])
def test_bool_fields_reject_non_bools(field):
    with pytest.raises(ConfigError, match=field):
        Config(**{field: "yes"})
    with pytest.raises(ConfigError, match=field):
        Config(**{field: 1})


def test_checkpoint_dir_must_be_a_string():
    with pytest.raises(ConfigError, match="checkpoint_dir"):
        Config(checkpoint_dir=3)
    with pytest.raises(ConfigError, match="checkpoint_dir='' must be a non-empty path"):
        Config(checkpoint_dir="")
    with pytest.raises(ConfigError, match="logdir='' must be a non-empty path"):
        Config(logdir="")
    assert Config(checkpoint_dir="/tmp/x").checkpoint.checkpoint_dir == "/tmp/x"


def test_allreduce_async_is_contradictory():
    with pytest.raises(ConfigError, match="contradictory") as info:
        Config(architecture="allreduce", sync="async")
    assert "sync=SYNC" in str(info.value)          # a way out
    # Async is fine where variables live on servers.
    assert Config(architecture="ps", sync="async").data.sync is SyncMode.ASYNC
    assert Config(architecture="hybrid", sync="async").data.sync is SyncMode.ASYNC


def test_search_with_fixed_partitions_is_contradictory():
    with pytest.raises(ConfigError, match="contradictory"):
        Config(search_partitions=True, num_partitions=4)
    assert Config(search_partitions=True).search.search_partitions is True


def test_replace_revalidates():
    with pytest.raises(ConfigError):
        dataclasses.replace(Config(sync="async"), architecture="allreduce")


def test_dict_round_trip():
    c = Config(architecture="ps", sync="async", local_aggregation=False,
               dense_aggregation="sum", num_partitions=3, checkpoint_dir="/ckpt")
    d = c.to_dict()
    assert d["architecture"] == "ps" and d["sync"] == "async"
    assert d["num_partitions"] == 3
    assert Config.from_dict(d) == c


def test_from_dict_rejects_unknown_keys_and_non_dicts():
    with pytest.raises(ConfigError, match="architectur"):
        Config.from_dict({"architectur": "ps"})
    with pytest.raises(ConfigError, match="dict"):
        Config.from_dict(["ps"])


@pytest.mark.parametrize("field,value", [("search_warmup", -1), ("search_iterations", 0),
                                         ("search_iterations", 2.5), ("search_warmup", True)])
def test_search_measurement_counts_are_checked(field, value):
    with pytest.raises(ConfigError, match=field):
        Config(**{field: value})


def test_a_local_runner_saves_and_restores_in_checkpoint_dir(tmp_path):
    """One slot: save() without a path writes CHECKPOINT_DIR/ckpt-<steps>
    (found by tf.train.latest_checkpoint), restore() without one reads the
    latest back; without checkpoint_dir both name the way out."""
    import numpy as np
    import tensorflow as tf

    import parallax_tf as px
    w = tf.Variable([1.0, 2.0], name="w")

    @tf.function
    def step(x):
        with tf.GradientTape() as tape:
            loss = -tf.reduce_sum(w * x)
        w.assign_sub(tape.gradient(loss, w))        # w += x
        return loss

    runner = px.get_runner(step, config=Config(checkpoint_dir=str(tmp_path)))
    runner.run(np.ones(2, np.float32))
    runner.run(np.ones(2, np.float32))
    path = runner.save()
    assert path == str(tmp_path / "ckpt-2") == tf.train.latest_checkpoint(str(tmp_path))
    runner.run(np.ones(2, np.float32))
    runner.restore()
    np.testing.assert_array_equal(w.numpy(), [3.0, 4.0])
    bare = px.get_runner(step)
    bare.run(np.ones(2, np.float32))
    with pytest.raises(ConfigError, match="save\\(\\) without a path needs Config"):
        bare.save()
    with pytest.raises(ConfigError, match="restore\\(\\) without a path needs Config"):
        bare.restore()


@pytest.mark.parametrize("bad", [0, -1, True, "30", float("nan")])
def test_step_timeout_must_be_positive_seconds(bad):
    with pytest.raises(ConfigError, match="step_timeout=.* must be a finite number of seconds > 0"):
        Config(step_timeout=bad)
    assert Config(step_timeout=2.5).observe.step_timeout == 2.5
