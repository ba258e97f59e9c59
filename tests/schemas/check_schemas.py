#!/usr/bin/python3
"""Each game's JSON Schema (schemas/<game>.schema.json) against the scenarios and the loader.

1. Every shipped scenario (scenarios/<game>/*.yaml) is valid under its game's schema, and names it
   on its first line for editors: `# yaml-language-server: $schema=../../schemas/<game>.schema.json`.
2. Every file under tests/schemas/bad/<game>/ is rejected by the schema AND by the program's loader
   (`amiraute validate`): what an editor flags, the program refuses too.
3. Every file under tests/schemas/good/<game>/ is accepted by both: what the program reads, an
   editor does not flag.
4. Every game folder under scenarios/ has a schema.

YAML is read as editors read it (YAML 1.2, the core schema of yaml-language-server): `0503` is the
number 503 and `yes` is a text, where PyYAML's YAML 1.1 would make 0503 an octal number, 0809 a
text and `yes` true. So an unquoted hex, a number in quotes ("1") and `yes` for true are refused
by both the schema and the loader, the same in every editor.

Usage: check_schemas.py REPO_ROOT AMIRAUTE_BINARY   (Debian: python3-jsonschema, python3-yaml)
"""
import json
import pathlib
import subprocess
import sys

import re

import jsonschema
import yaml


class Yaml12Loader(yaml.SafeLoader):
    """PyYAML with YAML 1.2's core schema for numbers and truth values."""


Yaml12Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers
            if tag not in ("tag:yaml.org,2002:int", "tag:yaml.org,2002:bool", "tag:yaml.org,2002:float")]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"),
                                   list("tTfF"))
Yaml12Loader.add_implicit_resolver("tag:yaml.org,2002:int", re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
                                   list("-+0123456789"))
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"),
    list("-+.0123456789"))


def construct_int12(loader, node):
    text = loader.construct_scalar(node)
    if text.startswith("0o"):
        return int(text[2:], 8)
    if text.startswith("0x"):
        return int(text[2:], 16)
    return int(text, 10)


Yaml12Loader.add_constructor("tag:yaml.org,2002:int", construct_int12)


def load(path: pathlib.Path):
    return yaml.load(path.read_text(encoding="utf-8"), Loader=Yaml12Loader)


def loader_verdicts(binary: str, files) -> list:
    """The loader's word on each file, all in one run of `amiraute validate` (one process per file
    cost half a minute under the sanitizers): it says `<file>: ok` or `<file>:line:column: why`."""
    if not files:
        return []
    run = subprocess.run([binary, "validate", "--lang", "en"] + [str(f) for f, _ in files],
                         capture_output=True, text=True)
    said = {}
    for line in (run.stdout + run.stderr).splitlines():
        for f, _ in files:
            if line.startswith(f"{f}:"):
                said.setdefault(f, []).append(line)
    failures = []
    # Whatever the files, the run itself must end cleanly: 1 when any file is refused, else 0, and
    # no sanitizer report (a leak or an error after the last verdict is caught here).
    wanted = 0 if all(good for _, good in files) else 1
    if run.returncode != wanted or "Sanitizer" in run.stderr or "runtime error:" in run.stderr:
        failures.append(f"amiraute validate ended with {run.returncode}, not {wanted}: {run.stderr.strip()}")
    for f, good in files:
        lines = said.get(f, [])
        accepted = f"{f}: ok" in lines
        if not lines:
            failures.append(f"{f}: the loader said nothing of it: {run.stdout.strip()} {run.stderr.strip()}")
        elif good and not accepted:
            failures.append(f"{f}: the loader refuses it: {' '.join(lines)}")
        elif not good and accepted:
            failures.append(f"{f}: the loader accepts it")
    return failures


def main() -> int:
    root = pathlib.Path(sys.argv[1]).resolve()
    binary = str(pathlib.Path(sys.argv[2]).resolve())
    schemas = root / "schemas"
    store = {}
    for f in schemas.glob("*.schema.json"):
        doc = json.loads(f.read_text())
        store[f.name] = doc
    failures = []
    checked = 0
    to_load = []  # (file, whether the loader must accept it)
    for game_dir in sorted((root / "scenarios").iterdir()):
        if not game_dir.is_dir():
            continue
        name = f"{game_dir.name}.schema.json"
        if name not in store:
            failures.append(f"scenarios/{game_dir.name}: no schemas/{name}")
            continue
        schema = store[name]
        resolver = jsonschema.RefResolver(base_uri=schemas.as_uri() + "/", referrer=schema, store=store)
        validator = jsonschema.Draft7Validator(schema, resolver=resolver)
        for scenario in sorted(game_dir.glob("*.yaml")):
            first = scenario.read_text(encoding="utf-8").splitlines()[0]
            wanted = f"# yaml-language-server: $schema=../../schemas/{name}"
            if first != wanted:
                failures.append(f"{scenario}: first line should be '{wanted}'")
            errors = sorted(validator.iter_errors(load(scenario)), key=str)
            for e in errors:
                failures.append(f"{scenario}: schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")
            checked += 1
        bad_dir = root / "tests" / "schemas" / "bad" / game_dir.name
        for bad in sorted(bad_dir.glob("*.yaml")) if bad_dir.is_dir() else []:
            if not list(validator.iter_errors(load(bad))):
                failures.append(f"{bad}: the schema accepts it")
            to_load.append((bad, False))
            checked += 1
        good_dir = root / "tests" / "schemas" / "good" / game_dir.name
        for good in sorted(good_dir.glob("*.yaml")) if good_dir.is_dir() else []:
            for e in sorted(validator.iter_errors(load(good)), key=str):
                failures.append(f"{good}: schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")
            to_load.append((good, True))
            checked += 1
    failures += loader_verdicts(binary, to_load)
    for f in failures:
        print("FAIL", f)
    print(f"{checked} files checked, {len(failures)} failures")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
