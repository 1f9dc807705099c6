"""Run `launch` in its own process (for tests that signal or kill the launcher).

    run_launcher.py RESOURCES WORKER_ARGV...
"""
import logging
import sys

from parallax_tf.launch.launcher import launch

if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    sys.exit(launch(sys.argv[1], sys.argv[2:], start_servers=False, grace_s=1.0))
