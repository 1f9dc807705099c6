"""Parsing `resources` strings, files and lists into a Cluster."""
import pytest

from parallax_tf import Cluster, Machine, ParallaxError, ResourceError, parse_resources


def test_string_with_slots():
    c = parse_resources("h1:0,1;h2:0,1,2")
    assert c.machines == (Machine(host="h1", slots=(0, 1)), Machine(host="h2", slots=(0, 1, 2)))
    assert c.num_machines == 2
    assert c.num_workers == 5
    assert c.workers_per_machine == (2, 3)
    assert c.to_str() == "h1:0,1;h2:0,1,2"
    assert c.to_list() == ["h1:0,1", "h2:0,1,2"]


def test_host_alone_means_slot_0_and_spaces_are_ignored():
    c = parse_resources(" a ; b : 3 , 4 ;c")
    assert [m.host for m in c.machines] == ["a", "b", "c"]
    assert [m.slots for m in c.machines] == [(0,), (3, 4), (0,)]


def test_same_box_under_two_names_is_two_machines():
    c = parse_resources("localhost:0;127.0.0.1:0")
    assert c.num_machines == 2


def test_ipv6_in_brackets():
    c = parse_resources("[::1]:0,1;[fe80::2]")
    assert c.machines[0] == Machine(host="::1", slots=(0, 1))
    assert c.machines[1] == Machine(host="fe80::2", slots=(0,))


def test_file(tmp_path):
    path = tmp_path / "hosts.txt"
    path.write_text("# the cluster\nh1:0,1\n\nh2:0  # second machine\n")
    expected = parse_resources("h1:0,1;h2:0")
    assert parse_resources(str(path)) == expected
    assert parse_resources(path) == expected          # os.PathLike too


def test_empty_file(tmp_path):
    path = tmp_path / "hosts.txt"
    path.write_text("# nothing\n\n")
    with pytest.raises(ResourceError, match="no machine"):
        parse_resources(str(path))


def test_lists():
    expected = parse_resources("h1:0,1;h2:2")
    assert parse_resources(["h1:0,1", "h2:2"]) == expected
    assert parse_resources([("h1", [0, 1]), ("h2", 2)]) == expected
    assert parse_resources([Machine(host="h1", slots=(0, 1)), "h2:2"]) == expected


def test_cluster_passes_through():
    c = parse_resources("a:0")
    assert parse_resources(c) is c
    assert isinstance(c, Cluster)


@pytest.mark.parametrize("bad, fragment", [
    ("", "empty"),
    ("   ", "empty"),
    (";", "no machine"),
    ("h:", "no slots"),
    ("h:a", "'a' is not a non-negative integer"),
    ("h:0,,1", "not a non-negative integer"),
    ("h:-1", "not a non-negative integer"),
    ("h:0;h:1", "appears twice"),
    ("h:0,0", "repeats a slot"),
    ("h:1,2,1", "repeats a slot"),
    (":0", "not a valid host"),
    ("bad host:0", "not a valid host"),
    ("[::1", "missing ']'"),
    ("[::1]0", "expected ':'"),
])
def test_bad_strings(bad, fragment):
    with pytest.raises(ResourceError) as info:
        parse_resources(bad)
    assert fragment in str(info.value)
    assert isinstance(info.value, ParallaxError)


@pytest.mark.parametrize("bad", [[], [42], [("h",)], 3.5, None])
def test_bad_types(bad):
    with pytest.raises(ResourceError):
        parse_resources(bad)


def test_duplicate_host_across_list_items():
    with pytest.raises(ResourceError, match="appears twice"):
        parse_resources(["h:0", ("h", [1])])


@pytest.mark.parametrize("text", ["hosts.txt", "conf/hosts", "cluster.yaml"])
def test_a_missing_file_is_not_taken_for_a_host(text, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    with pytest.raises(ResourceError, match=rf"{text!r} looks like a file name.*no such file"
                                            rf".*{text}:0"):
        parse_resources(text)


def test_a_host_named_like_a_file_takes_slots():
    assert parse_resources("hosts.txt:0").machines[0].host == "hosts.txt"


def test_bad_files_and_entries_are_named_with_the_way_out(tmp_path):
    """A hosts file that is not UTF-8, a directory, and 'host:0:1' each get
    their own message (not a UnicodeDecodeError, 'no such file', or a bad
    host 'localhost:0')."""
    binary = tmp_path / "hosts.txt"
    binary.write_bytes(b"localhost:0\n\xff\xfe h2:1\n")
    with pytest.raises(ResourceError, match=r"is not UTF-8 text \(byte 0xff at offset 12\)"):
        parse_resources(str(binary))
    with pytest.raises(ResourceError, match="is a directory; give a file"):
        parse_resources(str(tmp_path))
    with pytest.raises(ResourceError, match=r"more than one ':'.*'localhost:0,1'"):
        parse_resources("localhost:0:1")
