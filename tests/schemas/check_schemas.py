#!/usr/bin/python3
"""Each game's JSON Schema (schemas/<game>.schema.json) against the scenarios and the loader.

1. Every shipped scenario (scenarios/<game>/*.yaml) is valid under its game's schema, and names it
   on its first line for editors: `# yaml-language-server: $schema=../../schemas/<game>.schema.json`.
2. Every file under tests/schemas/bad/<game>/ is rejected by the schema AND by the program's loader
   (`amiraute validate`): what an editor flags, the program refuses too.
3. Every game folder under scenarios/ has a schema.

Usage: check_schemas.py REPO_ROOT AMIRAUTE_BINARY   (Debian: python3-jsonschema, python3-yaml)
"""
import json
import pathlib
import subprocess
import sys

import jsonschema
import yaml


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
            errors = sorted(validator.iter_errors(yaml.safe_load(scenario.read_text(encoding="utf-8"))), key=str)
            for e in errors:
                failures.append(f"{scenario}: schema: {'/'.join(map(str, e.absolute_path))}: {e.message}")
            checked += 1
        bad_dir = root / "tests" / "schemas" / "bad" / game_dir.name
        for bad in sorted(bad_dir.glob("*.yaml")) if bad_dir.is_dir() else []:
            doc = yaml.safe_load(bad.read_text(encoding="utf-8"))
            if not list(validator.iter_errors(doc)):
                failures.append(f"{bad}: the schema accepts it")
            run = subprocess.run([binary, "validate", str(bad)], capture_output=True, text=True, cwd=bad.parent)
            if run.returncode == 0:
                failures.append(f"{bad}: the loader accepts it: {run.stdout.strip()}")
            checked += 1
    for f in failures:
        print("FAIL", f)
    print(f"{checked} files checked, {len(failures)} failures")
    return 1 if failures or checked == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
