"""parallax_tf's setup script for tools that look for one: everything
(name, version, dependencies, extras, the `parallax-tf` command) is in
pyproject.toml, which setuptools reads; `pip install .` uses that."""
from setuptools import setup

setup()
