#!/usr/bin/env bash
# The fuzz campaign: builds the fuzz preset (clang, libFuzzer, ASan + UBSan) and runs every
# reader's target for --seconds with --jobs jobs, so a target gets about seconds × jobs CPU time
# on an idle machine (the defaults, 620 × 2, give the 20 CPU-minutes docs/RELIABILITY.md asks
# for; the CPU time each run really got is printed). The corpus grows under
# build/fuzz/tests/fuzz/corpus/<reader> from one run to the next; a crash is kept in
# artifacts/<reader>/ and makes this script exit 1. One line per target: CPU time, executions,
# executions per CPU-second, corpus files before and after, crashes.
#
#   packaging/fuzz.sh [--seconds N] [--jobs N] [reader ...]     (readers: pose coco rig map motion pelvis_keys contact_keys camera_keys merge project recovery)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=620  # 600 s a job falls a few CPU-seconds short of 20 CPU-minutes (start-up, corpus loading)
jobs=2
readers=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
    -*) echo "fuzz.sh: unknown option $1" >&2; exit 2 ;;
    *) readers+=("$1"); shift ;;
  esac
done
if [ ${#readers[@]} -eq 0 ]; then
  readers=(pose coco rig map motion pelvis_keys contact_keys camera_keys merge project recovery)
fi

./packaging/deps.sh fuzz
cmake --preset fuzz >/dev/null
cmake --build --preset fuzz

dir=build/fuzz/tests/fuzz
status=0
for reader in "${readers[@]}"; do
  bin="$PWD/$dir/fuzz_$reader"
  [ -x "$bin" ] || { echo "fuzz.sh: no target fuzz_$reader" >&2; exit 2; }
  corpus="$PWD/$dir/corpus/$reader" seeds="$PWD/$dir/seeds/$reader"
  artifacts="$PWD/$dir/artifacts/$reader" logs="$PWD/$dir/logs/$reader"
  mkdir -p "$corpus" "$artifacts" "$logs"
  rm -f "$logs"/fuzz-*.log
  before=$(find "$corpus" -type f | wc -l)
  crashes_before=$(find "$artifacts" -type f | wc -l)
  start=$(date +%s)
  # Bash's `times` after the run gives the CPU time of every job it waited for.
  ( cd "$logs" && "$bin" -jobs="$jobs" -workers="$jobs" -max_total_time="$seconds" -max_len=131072 \
      -timeout=30 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$artifacts/" \
      "$corpus" "$seeds" >/dev/null 2>&1 || true
    times > "$logs/times" )  # not through a pipe: that would run `times` in a child of its own
  tail -1 "$logs/times" > "$logs/cpu"
  wall=$(( $(date +%s) - start ))
  cpu=$(awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); printf "%.0f", u[1] * 60 + u[2] + s[1] * 60 + s[2] }' "$logs/cpu")
  execs=$(cat "$logs"/fuzz-*.log | awk '/stat::number_of_executed_units/ { n += $2 } END { print n + 0 }')
  after=$(find "$corpus" -type f | wc -l)
  crashes=$(( $(find "$artifacts" -type f | wc -l) - crashes_before ))
  rate=$(( cpu > 0 ? execs / cpu : 0 ))
  echo "fuzz_$reader: ${cpu} CPU-s over ${wall} s, $execs executions, $rate per CPU-second," \
       "corpus $before -> $after files, $crashes crash(es)"
  if [ "$crashes" -gt 0 ]; then
    status=1
    ls -t "$artifacts" | head -5 | sed "s|^|  $artifacts/|"
  fi
done
exit $status
