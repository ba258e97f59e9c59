#!/usr/bin/env python3
"""Two people, two terminals, one host: a whole game of Petit détroit through `amiraute host` and
two `amiraute referee --join CODE --json` processes, each fleet typing only at its own terminal
(it seals, then holds its fire, every turn, until the turn limit ends the game). Each terminal is
asked, before every reveal, what it sees of the other fleet: never an order.

With --host-ns/--client-ns/--address the host runs in one network namespace and the players in
another (two machines, as far as the network can tell): run as root after
  ip netns add amh; ip netns add amc; ip link add vh type veth peer name vc
  ip link set vh netns amh; ip link set vc netns amc
  ip -n amh addr add 10.200.1.1/24 dev vh; ip -n amc addr add 10.200.1.2/24 dev vc
  ip -n amh link set vh up; ip -n amc link set vc up
  tests/net/two_terminals.py build/src/cli/amiraute . --host-ns amh --client-ns amc --address 10.200.1.1

usage: two_terminals.py AMIRAUTE SOURCE_DIR [--host-ns NS --client-ns NS --address IP]
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hosting import ask, fail, host, join as join_as, stop  # noqa: E402

parser = argparse.ArgumentParser()
parser.add_argument("amiraute")
parser.add_argument("source")
parser.add_argument("--host-ns")
parser.add_argument("--client-ns")
parser.add_argument("--address", default="127.0.0.1")
args = parser.parse_args()

folder = tempfile.mkdtemp(prefix="amiraute-two-terminals-")
_, codes = host([args.amiraute, "host", os.path.join(args.source, "scenarios/detroits/small.yaml"), "--folder",
                 folder, "--listen", args.address + ":0", "--seed", "12"], args.host_ns)


def join(code):
    return join_as(args.amiraute, code, args.client_ns)


terminals = {"Bleu": join(codes["Bleu"]), "Rouge": join(codes["Rouge"])}
other = {"Bleu": "Rouge", "Rouge": "Bleu"}
actions = 0
# The terminal that acted last is up to date when it answers (the host sends the views before its
# answer); the other one may still be reading them. Each step is judged from the last answer.
status = ask(terminals["Bleu"], "status")
for step in range(2000):
    if status.get("winner") is not None or status.get("phase") == "over":
        break
    side = status.get("to_move")
    if side not in terminals:
        fail("nobody to move: " + json.dumps(status))
    if status["phase"] == "orders":
        # Before this fleet seals, the other fleet's terminal reads none of its orders.
        theirs = ask(terminals[other[side]], "ships " + side)
        for ship in theirs["ships"]:
            if ship["side"] == side and ship["order"] is not None:
                fail(f"{other[side]}'s terminal reads {side}'s order: {ship}")
        command = "seal " + side
    else:
        command = "hold " + side
    answer = ask(terminals[side], command)
    if not answer["ok"]:
        fail(f"{side}: {command}: {answer.get('error')}")
    actions += 1
    status = answer["status"] if "status" in answer else ask(terminals[side], "status")
else:
    fail("the game did not end")
final = {s: ask(t, "status") for s, t in terminals.items()}
for _ in range(100):  # the other terminal reads the last views
    if final["Bleu"]["hash"] == final["Rouge"]["hash"]:
        break
    time.sleep(0.05)
    final = {s: ask(t, "status") for s, t in terminals.items()}
if final["Bleu"]["hash"] != final["Rouge"]["hash"]:
    fail("the two terminals end on different games")
print(f"the game ended after {actions} typed actions: {final['Bleu'].get('victory')}, winner {final['Bleu'].get('winner')}")
stop()
shutil.rmtree(folder, ignore_errors=True)
print("ok")
