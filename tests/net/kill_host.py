#!/usr/bin/env python3
"""A hosted game survives kill -9 of its host, as players would live it.

`amiraute host` serves Petit détroit; Bleu and Rouge each join from their own process
(`referee --join CODE --json`). Bleu writes one order and has not sealed when the host is killed
with SIGKILL. Bleu's terminal says the host is gone and keeps its game; `host --resume` starts
again from the journal at the same address with the same codes; the terminals reconnect by
themselves; Bleu's half-written order is still there, and still there when Bleu's own terminal is
killed and started again with the same code; the game goes on, and at the reveal Rouge reads the
order Bleu wrote before the kill.

usage: kill_host.py AMIRAUTE SOURCE_DIR
"""
import json
import os
import shutil
import signal
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from hosting import ask, fail, host as start_host, join as join_as, stop  # noqa: E402

AMIRAUTE, SOURCE = sys.argv[1], sys.argv[2]
SCENARIO = os.path.join(SOURCE, "scenarios/detroits/small.yaml")
folder = tempfile.mkdtemp(prefix="amiraute-kill-host-")


def host(*args):
    return start_host([AMIRAUTE, "host", "--folder", folder, *args])


def join(code):
    return join_as(AMIRAUTE, code)


first, codes = host(SCENARIO, "--seed", "3")
bleu, rouge = join(codes["Bleu"]), join(codes["Rouge"])
if not ask(bleu, "orders Hermione 3")["ok"]:
    fail("Bleu's order was refused")
# The host dies in the middle of the turn: Bleu has written, nobody has sealed.
first.send_signal(signal.SIGKILL)
first.wait()
refused = ask(bleu, "seal Bleu")
if refused["ok"]:
    fail("a seal was taken with no host")
print("with the host down, Bleu's terminal says:", refused["error"])
if not any(w in refused["error"] for w in ("connection", "not sent", "host")):
    fail("the refusal does not say the host is gone: " + refused["error"])
# The same table, from its journal.
second, again = host("--resume")
if again != codes:
    fail("the codes changed on --resume")
deadline = time.time() + 120
while True:
    answer = ask(bleu, "seal Bleu")
    if answer["ok"]:
        break
    if time.time() > deadline:
        fail("Bleu's terminal never found the host again: " + answer["error"])
    time.sleep(0.3)
mine = ask(bleu, "ships Bleu")
hermione = [s for s in mine["ships"] if s["name"] == "Hermione"][0]
if not hermione["written"]:
    fail("Bleu's order written before the kill is lost")
# Bleu's own terminal is killed too, and Bleu joins again with the same code: nothing is lost.
bleu.send_signal(signal.SIGKILL)
bleu.wait()
bleu = join(codes["Bleu"])
mine = ask(bleu, "ships Bleu")
if not [s for s in mine["ships"] if s["name"] == "Hermione"][0]["written"]:
    fail("Bleu's terminal, started again, lost the order")
theirs = ask(rouge, "ships Bleu")
if [s for s in theirs["ships"] if s["name"] == "Hermione"][0]["order"] is not None:
    fail("Rouge's terminal reads Bleu's order before the reveal")
deadline = time.time() + 120
while not ask(rouge, "seal Rouge")["ok"]:
    if time.time() > deadline:
        fail("Rouge's terminal never found the host again")
    time.sleep(0.3)
log = ask(rouge, "log")
said = json.dumps(log, ensure_ascii=False)
if "Hermione 3" not in said:
    fail("at the reveal, Rouge does not read the order Bleu wrote before the kill: " + said[:600])
print("resumed: Bleu's order written before the kill was revealed to Rouge")
stop()
shutil.rmtree(folder, ignore_errors=True)
print("ok")
