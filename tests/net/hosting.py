"""What the hosted-game scripts share: an `amiraute host` started and its codes read, a seat's
`referee --join CODE --json` terminal, one line asked and its answer read, and a failure that
stops every process started. Optionally inside a network namespace (`ns`)."""
import json
import os
import subprocess
import sys

ENV = dict(os.environ, AMIRAUTE_CONFIG_DIR="/dev/null/amiraute-tests", LANGUAGE="en", LANG="C.UTF-8")
children = []


def inside(ns, command):
    return (["ip", "netns", "exec", ns] if ns else []) + command


def fail(why):
    print("FAIL: " + why)
    for c in children:
        c.kill()
    sys.exit(1)


def host(command, ns=None):
    """Start `amiraute host …` and read its three codes (Bleu, Rouge, watchers)."""
    p = subprocess.Popen(inside(ns, command), stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.PIPE, text=True, env=ENV)
    children.append(p)
    codes = {}
    while len(codes) < 3:
        line = p.stdout.readline()
        if not line:
            fail("the host said no codes: " + p.stderr.read())
        words = line.split()
        if len(words) == 2 and words[1].startswith("amiraute://"):
            codes[words[0]] = words[1]
    return p, codes


def join(amiraute, code, ns=None):
    p = subprocess.Popen(inside(ns, [amiraute, "referee", "--join", code, "--json"]), stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    children.append(p)
    return p


def ask(p, line):
    p.stdin.write(line + "\n")
    p.stdin.flush()
    answer = p.stdout.readline()
    if not answer:
        fail(f"no answer to {line!r}: " + p.stderr.read())
    return json.loads(answer)


def stop():
    for c in children:
        c.kill()
