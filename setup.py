"""parallax_tf: sparsity-aware data-parallel training for TensorFlow 2."""
from setuptools import find_packages, setup

setup(
    name="parallax_tf",
    version="0.1.0",
    description=("Run a single-device TensorFlow 2 training step distributed: "
                 "dense variables on AllReduce, sparse ones on parameter servers."),
    python_requires=">=3.11,<3.12",
    packages=find_packages(include=["parallax_tf", "parallax_tf.*"]),
    install_requires=["tensorflow-cpu==2.21.0; platform_machine=='x86_64'",
                      "numpy", "scipy", "matplotlib"],
    extras_require={"test": ["pytest", "pytest-timeout"]},
    entry_points={"console_scripts": ["parallax-tf=parallax_tf.cli:main"]},
)
