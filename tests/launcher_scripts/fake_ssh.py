"""Stands in for ssh in tests: runs the remote command here, through a shell,
exactly as sshd would (``ssh [-o OPT]... [-tt] HOST WORD...`` -> ``sh -c 'WORD ...'``)."""
import os
import sys


def main() -> None:
    args = sys.argv[1:]
    while args and args[0].startswith("-"):
        args = args[2:] if args[0] == "-o" else args[1:]
    host, words = args[0], args[1:]
    os.environ["FAKE_SSH_HOST"] = host
    os.execvp("sh", ["sh", "-c", " ".join(words)])


if __name__ == "__main__":
    main()
