#!/usr/bin/env bash
# The arena's batches on the schedulers our players have (README, "Batches on several cores or
# machines"): GNU parallel over local jobs, and Slurm job arrays (tools/arena.sbatch through
# tools/arena-slurm) with a stand-in `sbatch` that runs each task as Slurm would set it up.
# Each gives the same table as one run of the whole batch with the same seed; a shard stopped
# half-way and run again plays only the games it lacks.
# Usage: arena_batches.sh AMIRAUTE SOURCE_DIR
set -euo pipefail
A=$(readlink -f "$1")
SRC=$(readlink -f "$2")
S="$SRC/scenarios/objectif-villes/small.yaml"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
opts=(--games 9 --side A=greedy --side B=random --seed 5)

whole=$("$A" arena "$S" "${opts[@]}" --json --quiet | tail -n 1)
[[ $whole == *'"summary":true'* ]] || fail "no summary from the whole batch: $whole"

# GNU parallel, local jobs: three shards on two cores, then the merge.
if command -v parallel >/dev/null; then
  parallel --will-cite -j2 "$A" arena "$S" "${opts[@]}" --shard {}/3 --out "$work/p-{}.jsonl" --quiet \
    '>' /dev/null ::: 1 2 3
  merged=$("$A" arena-merge --json "$work"/p-*.jsonl)
  [[ $merged == "$whole" ]] || fail "parallel's merged table differs:
$merged
$whole"
  echo "ok: GNU parallel, 3 shards merged = the whole batch"
else
  echo "skipped: GNU parallel is not installed (tools/deps installs it)"
fi

# A shard stopped half-way (its last line cut short) resumes: the same games, none twice.
"$A" arena "$S" "${opts[@]}" --shard 1/2 --out "$work/r-1.jsonl" --quiet >/dev/null
"$A" arena "$S" "${opts[@]}" --shard 2/2 --out "$work/r-2.jsonl" --quiet >/dev/null
full=$(wc -l <"$work/r-1.jsonl")
{ head -n 2 "$work/r-1.jsonl"; sed -n 3p "$work/r-1.jsonl" | head -c 40; } >"$work/cut.jsonl"
mv "$work/cut.jsonl" "$work/r-1.jsonl"
out=$("$A" arena "$S" "${opts[@]}" --shard 1/2 --out "$work/r-1.jsonl" 2>&1 >/dev/null)
[[ $out == *"2 games already played, $((full - 2)) to go"* ]] || fail "the resumed shard did not say what it kept: $out"
[[ $(wc -l <"$work/r-1.jsonl") == "$full" ]] || fail "the resumed shard holds $(wc -l <"$work/r-1.jsonl") lines, not $full"
merged=$("$A" arena-merge --json "$work"/r-*.jsonl)
[[ $merged == "$whole" ]] || fail "the resumed batch's table differs"
# Another batch's file is refused, and left as it was.
before=$(md5sum <"$work/r-1.jsonl")
if "$A" arena "$S" --games 9 --side A=greedy --side B=random --seed 6 --shard 1/2 --out "$work/r-1.jsonl" \
  --quiet >/dev/null 2>"$work/err"; then fail "a file of another batch was accepted"; fi
grep -q "another batch" "$work/err" || fail "no reason given: $(cat "$work/err")"
[[ $(md5sum <"$work/r-1.jsonl") == "$before" ]] || fail "the other batch's file was changed"
echo "ok: an interrupted shard resumes, another batch's file is refused"

# Slurm: a stand-in sbatch runs each task of the array with Slurm's variables, then the merge
# once the array has ended (afterok), as the real one would.
mkdir -p "$work/bin"
cat >"$work/bin/sbatch" <<'FAKE'
#!/usr/bin/env bash
set -euo pipefail
array="" wrap="" script=""
for a in "$@"; do
  case $a in
    --array=*) array=${a#--array=} ;;
    --wrap) wrap=next ;;
    --*) ;;
    *) if [[ $wrap == next ]]; then wrap=$a; else script=$a; fi ;;
  esac
done
if [[ -n $array ]]; then
  lo=${array%-*} hi=${array#*-}
  for ((i = lo; i <= hi; i++)); do
    SLURM_ARRAY_TASK_ID=$i SLURM_ARRAY_TASK_MIN=$lo SLURM_ARRAY_TASK_MAX=$hi \
      SLURM_ARRAY_TASK_COUNT=$((hi - lo + 1)) SLURM_SUBMIT_DIR=$PWD bash "$script" >/dev/null
  done
  echo 4242
else
  bash -c "$wrap"
  echo 4243
fi
FAKE
chmod +x "$work/bin/sbatch"
said=$(cd "$work" && PATH="$work/bin:$PATH" AMIRAUTE="$A" ARENA_DIR="$work/slurm" \
  "$SRC/tools/arena-slurm" 4 "$S" 9 --side A=greedy --side B=random --seed 5)
[[ $said == *"job array 4242 (4 tasks)"* ]] || fail "arena-slurm said: $said"
[[ $(ls "$work"/slurm/shard-*-of-4.jsonl | wc -l) == 4 ]] || fail "not four shard files: $(ls "$work/slurm")"
grep -q "first player won" "$work/slurm/table.txt" || fail "no table from the merge job: $(cat "$work/slurm/table.txt")"
merged=$("$A" arena-merge --json "$work"/slurm/shard-*.jsonl)
[[ $merged == "$whole" ]] || fail "the Slurm shards' table differs"
# The shard arithmetic with an array that does not start at 1 (--array=5-7: shards 1/3 to 3/3).
for id in 5 6 7; do
  SLURM_ARRAY_TASK_ID=$id SLURM_ARRAY_TASK_MIN=5 SLURM_ARRAY_TASK_COUNT=3 ARENA_SCENARIO="$S" ARENA_GAMES=9 \
    ARENA_ARGS="--side A=greedy --side B=random --seed 5" ARENA_DIR="$work/offset" AMIRAUTE="$A" \
    bash "$SRC/tools/arena.sbatch" >/dev/null
done
[[ -f $work/offset/shard-1-of-3.jsonl && -f $work/offset/shard-3-of-3.jsonl ]] || fail "offset array: $(ls "$work/offset")"
[[ $("$A" arena-merge --json "$work"/offset/*.jsonl) == "$whole" ]] || fail "the offset array's table differs"
echo "ok: Slurm job array and its merge job = the whole batch"
