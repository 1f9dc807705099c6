"""Mesh-style layouts: the vocabulary (mesh, layout rules, dim names), its
validation in Config, the Topology over devices and the DTensor setup
value. No TensorFlow ops, no processes."""
import pytest

import parallax_tf as px
from parallax_tf.config import mesh as vocab
from parallax_tf.errors import ConfigError, PlanError
from parallax_tf.modes.layout.client_setup import DTensorSetup
from parallax_tf.plan.placements import CollectiveEstimate, Layout
from parallax_tf.plan.topology import Topology


@pytest.mark.parametrize("text", ["batch:2;model:2", "batch:2,model:2", "batch:2 model:2",
                                  "batch:2.model:2", " batch:2 ; model:2 "])
def test_mesh_strings_in_mesh_tf_syntax(text):
    assert vocab.parse_mesh(text) == (("batch", 2), ("model", 2))


def test_mesh_as_python_values_and_keras_device_mesh():
    assert vocab.parse_mesh([("rows", 2), ("cols", 4)]) == (("rows", 2), ("cols", 4))
    assert vocab.parse_mesh({"batch": 4}) == (("batch", 4),)
    from keras import distribution
    mesh = distribution.DeviceMesh(shape=(2, 2), axis_names=("batch", "model"),
                                   devices=[f"cpu:{i}" for i in range(4)])
    assert vocab.parse_mesh(mesh) == (("batch", 2), ("model", 2))


@pytest.mark.parametrize("value,words", [
    ("rows=2", ["'rows=2'", "name:value", "batch:2;model:2"]),
    ("", ["empty"]),
    ("batch:two", ["'two'", "positive integer"]),
    ("batch:0", ["size 0", "positive"]),
    ([("batch", -1)], ["size -1"]),
    ("batch:2;batch:4", ["'batch' twice"]),
    ("2batch:2", ["'2batch'", "not a name"]),
    (4, ["not a string, a dict or a list of pairs"]),
    ([("batch", 2, 3)], ["not a (name, value) pair"]),
])
def test_bad_meshes_name_the_value_and_the_way_out(value, words):
    with pytest.raises(ConfigError) as info:
        vocab.parse_mesh(value)
    for w in words:
        assert w in str(info.value), str(info.value)


def test_rules_in_every_form():
    mesh = vocab.parse_mesh("batch:2;model:2")
    expected = (("batch", "batch"), ("d_ff", "model"))
    assert vocab.parse_rules("batch:batch;d_ff:model", mesh) == expected
    assert vocab.parse_rules({"batch": "batch", "d_ff": "model"}, mesh) == expected
    assert vocab.parse_rules([("batch", "batch"), ("d_ff", "model")], mesh) == expected
    # the same rule twice is harmless
    assert vocab.parse_rules("d_ff:model,d_ff:model", mesh) == (("d_ff", "model"),)


def test_rule_naming_an_axis_the_mesh_lacks_is_an_error_not_ignored():
    """Mesh TF silently ignores such a rule (the model then trains
    unsplit); here it is an error naming the axis and the mesh's axes."""
    with pytest.raises(ConfigError) as info:
        px.Config(mesh="batch:2;model:2", layout_rules="heads:modle")
    msg = str(info.value)
    assert "'modle'" in msg and "batch, model" in msg and "'heads:modle'" in msg


def test_a_dimension_mapped_to_two_axes():
    with pytest.raises(ConfigError, match="'d_ff' to two mesh axes .'model' and 'batch'."):
        px.Config(mesh="batch:2;model:2", layout_rules="d_ff:model;d_ff:batch")


def test_two_dimensions_of_one_variable_on_one_axis():
    with pytest.raises(ConfigError) as info:
        px.Config(mesh="batch:2;model:2", layout_rules="d_ff:model;heads:model",
                  dim_names={"ffn/kernel": ("heads", "d_ff")})
    msg = str(info.value)
    assert "'heads' and 'd_ff'" in msg and "'model'" in msg and "drop one of the two" in msg


@pytest.mark.parametrize("dim_names,words", [
    ({"(": ("a",)}, ["not a regular expression"]),
    ({"w": "d_model"}, ["must be a tuple"]),
    ({"w": ("d", "d")}, ["names one dimension twice"]),
    ({"w": ("d-model",)}, ["'d-model'", "not a name"]),
    ("w:d", ["is a string", "dict"]),
])
def test_bad_dim_names(dim_names, words):
    with pytest.raises(ConfigError) as info:
        px.Config(mesh="batch:2", dim_names=dim_names)
    for w in words:
        assert w in str(info.value), str(info.value)


def test_config_mesh_selects_layout_and_round_trips():
    c = px.Config(mesh="batch:2;model:2", layout_rules="batch:batch;hidden:model",
                  dim_names={"h/kernel": ("d", "hidden"), "h/bias": ("hidden",)})
    assert c.layout is not None and "layout" in c.features()
    assert c.layout.mesh == (("batch", 2), ("model", 2))
    assert c.layout.dim_names == (("h/kernel", ("d", "hidden")), ("h/bias", ("hidden",)))
    assert px.Config.from_dict(c.to_dict()) == c
    assert px.Config().layout is None and px.Config().features() == ["hybrid"]


@pytest.mark.parametrize("fields,words", [
    (dict(mesh="batch:2", architecture="ps"), ["drop architecture="]),
    (dict(mesh="batch:2", architecture="hybrid"), ["no parameter servers"]),
    (dict(architecture="layout"), ["needs a mesh"]),
    (dict(layout_rules="d_ff:model"), ["no mesh"]),
    (dict(dim_names={"w": ("a",)}), ["no mesh"]),
    (dict(mesh="batch:2", devices_per_task=0), ["devices_per_task=0"]),
    (dict(mesh="batch:2", sync="async"), ["synchronous"]),
])
def test_contradictory_layout_configs(fields, words):
    with pytest.raises(ConfigError) as info:
        px.Config(**fields)
    for w in words:
        assert w in str(info.value), str(info.value)


def test_a_keras_layout_map_gives_mesh_and_per_variable_axes():
    from keras import distribution
    mesh = distribution.DeviceMesh(shape=(2, 2), axis_names=("batch", "model"),
                                   devices=[f"cpu:{i}" for i in range(4)])
    layout_map = distribution.LayoutMap(mesh)
    layout_map["dense/kernel"] = (None, "model")
    layout_map[r"emb.*"] = ("model", None)
    c = px.Config(layout_rules=layout_map)
    assert c.layout.mesh == (("batch", 2), ("model", 2)) and c.layout.layout_rules == ()
    assert dict(c.layout.variable_layouts) == {"dense/kernel": (None, "model"),
                                        "emb.*": ("model", None)}
    with pytest.raises(ConfigError, match="differs from the LayoutMap"):
        px.Config(mesh="batch:4", layout_rules=layout_map)
    with pytest.raises(ConfigError, match="'rows', which the mesh"):
        vocab.parse_variable_axes({"w": ("rows", None)}, c.layout.mesh)
    with pytest.raises(ConfigError, match="two dimensions over one mesh axis"):
        vocab.parse_variable_axes({"w": ("model", "model")}, c.layout.mesh)


def test_divisibility_and_rank_are_checked_per_variable():
    mesh = (("model", 3),)
    with pytest.raises(PlanError) as info:
        vocab.check_divisible("ffn/kernel", (8, 16), ("d_model", "d_ff"), (None, "model"), mesh)
    msg = str(info.value)
    assert "'ffn/kernel'" in msg and "size 16" in msg and "'model' of size 3" in msg
    with pytest.raises(PlanError, match="2 dimensions"):
        vocab.check_divisible("w", (8, 16), ("d",), (None,), mesh)


def test_topology_over_devices_and_data_groups():
    t = Topology(axes=(("batch", 2), ("model", 2)), devices_per_task=2)
    assert (t.num_devices, t.num_tasks) == (4, 2)
    assert t.describe() == "batch=2 x model=2 (2 devices per task)"
    assert [t.device_coords(d) for d in t.task_devices(1)] == [
        {"batch": 1, "model": 0}, {"batch": 1, "model": 1}]
    assert t.data_groups("batch") == ((0,), (1,)) and t.data_group(1, "batch") == (1, 2)
    # batch fastest: each task holds both batch parts, so both read everything
    t = Topology(axes=(("model", 2), ("batch", 2)), devices_per_task=2)
    assert t.data_groups("batch") == ((0, 1),) and t.data_coords(1, "batch") == (0, 1)
    # 4 tasks of one device on model:2 x batch:2: tasks 0 and 2 read part 0
    t = Topology(axes=(("model", 2), ("batch", 2)))
    assert t.data_groups("batch") == ((0, 2), (1, 3))
    assert Topology(axes=(("batch", 4),)).data_groups(None) == ((0, 1, 2, 3),)
    assert Topology.from_dict(t.to_dict()) == t
    with pytest.raises(PlanError, match="tasks of 3 devices"):
        Topology(axes=(("batch", 4),), devices_per_task=3)
    with pytest.raises(PlanError, match="several devices per task"):
        Topology(axes=(("batch", 4),), devices_per_task=2).group("batch", 0)


def test_dtensor_setup_completed_per_task():
    prelude = DTensorSetup(mesh=(("batch", 2), ("model", 2)), devices_per_client=2,
                           data_axis="batch")
    mine = prelude.for_task(1, ["h1:10", "h2:11"])
    assert mine.jobs == ("h1:10", "h2:11") and mine.client_id == 1 and mine.num_clients == 2
    assert mine.data_group() == (1, 2)
    assert DTensorSetup.from_json(mine.to_json()) == mine
    one = DTensorSetup(mesh=(("batch", 4),), devices_per_client=4).for_task(0, ["h1:10"])
    assert one.jobs == () and one.num_clients == 1      # one client: no DTENSOR_JOBS
    with pytest.raises(px.LaunchError, match="needs 2 task"):
        prelude.for_task(0, ["h1:10", "h2:11", "h3:12"])


def test_layout_placement_and_collective_estimates():
    layout = Layout(axes=("model", None), dims=("vocab", "d_model"))
    sizes = {"model": 4}
    assert layout.shard_shape((16, 8), sizes) == (4, 8) and layout.split_factor(sizes) == 4
    assert layout.describe() == "[model, -]"
    ring = CollectiveEstimate(kind="allreduce", axes=("batch",), group_size=4, tensor_bytes=1000,
                              reason="r")
    assert ring.bytes_per_device == 1500.0       # 2 (g-1)/g n
    gather = CollectiveEstimate(kind="allgather", axes=("m",), group_size=2, tensor_bytes=1000,
                                reason="r")
    assert gather.bytes_per_device == 500.0
    assert CollectiveEstimate.from_dict(ring.to_dict()) == ring
