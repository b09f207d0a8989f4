#!/usr/bin/env bash
# Builds CollectionSnapshot's libFuzzer targets (with AddressSanitizer) and runs each for a while.
#
#   Tests/Fuzz/fuzz.sh [--time SECONDS] [--jobs N] [target ...]
#   Tests/Fuzz/fuzz.sh --replay FILE target      # run one input (a crash, a regression case)
#
# Targets: png-decode png-diff screen-render trace-script diffable-ops (all by default).
# --time is per target (default 30: the CI smoke run; the Robustness article's long run uses 600).
#
# Each target's corpus grows in .build/corpus/<target> and is seeded from Corpus/<target> and
# Regressions/<target> (committed: seeds, and every finding fixed), ../shared/pngsuite,
# Snapshots/ and Fixtures/. A crash, a hang (an input over 5 s), an
# allocation over 2 GB or RSS over 2 GB stops the target: the input is saved in
# .build/findings/ and the script exits 1 after the others ran. It prints per target the
# executions per second, the corpus size and the coverage.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
shared="$root/../shared"
all_targets=(png-decode png-diff screen-render trace-script diffable-ops)
seconds=30
replay=""
targets=()
while [ $# -gt 0 ]; do
  case "$1" in
    --time) seconds="$2"; shift 2 ;;
    --replay) replay="$2"; shift 2 ;;
    -h|--help) sed -n '2,14p' "$0"; exit 0 ;;
    -*) echo "unknown option $1" >&2; exit 2 ;;
    *) targets+=("$1"); shift ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
for t in "${targets[@]}"; do
  case " ${all_targets[*]} " in *" $t "*) ;; *) echo "unknown target $t (${all_targets[*]})" >&2; exit 2 ;; esac
done

scratch="$here/.build"
bin="$scratch/release"
# Release build with the fuzzer's coverage instrumentation and AddressSanitizer on every module
# (the package's own Swift and C included); lld, because gold fails on sanitizer objects here.
build() {
  nice -n 10 swift build -c release --package-path "$here" --scratch-path "$scratch" \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld -Xcc -fsanitize=fuzzer-no-link,address "$@"
}
echo "building the fuzz targets…"
start=$(date +%s)
# An incremental release build of a path dependency can keep a stale copy of a changed type's
# layout in the fuzzers (seen here: a bogus stack overflow after the package's Screen grew), so
# any change to the sources means a clean build of the products (the corpora stay).
stamp="$(cd "$root" && find Sources Tests/Fuzz/Sources Tests/Fuzz/Package.swift Package.swift -type f -print0 \
  | sort -z | xargs -0 cat | cksum)"
if [ -f "$scratch/sources.stamp" ] && [ "$(cat "$scratch/sources.stamp")" != "$stamp" ]; then
  rm -rf "$scratch/x86_64-unknown-linux-gnu" "$scratch/aarch64-unknown-linux-gnu" "$scratch/release"
fi
build 2>&1 | grep -E "error|warning: |Compiling|Build complete" | grep -v "^\[.*\] Compiling plugin" || true
[ -x "$bin/png-decode" ] || { echo "the fuzz targets did not build" >&2; exit 2; }
mkdir -p "$scratch" && echo "$stamp" > "$scratch/sources.stamp"
echo "built in $(( $(date +%s) - start )) s"

export SWIFT_BACKTRACE=enable=no
limits=(-timeout=5 -rss_limit_mb=2048 -malloc_limit_mb=2048)

if [ -n "$replay" ]; then
  exec nice -n 10 "$bin/${targets[0]}" "${limits[@]}" "$replay"
fi

# The JSON dictionary: every key and enumerated value the decoders know, read from the sources.
dict="$scratch/json.dict"
{
  find "$root"/Sources/CollectionSnapshotLayout "$root"/Sources/CollectionSnapshotModel "$root"/Sources/CollectionSnapshotRuntime \
    -name '*.swift' -print0 | sort -z | xargs -0 grep -ho 'case [a-zA-Z, ]*' | sed 's/case //' | tr ',' '\n' | tr -d ' ' | grep -E '^[a-zA-Z]+$' | sort -u \
    | sed 's/.*/"\\"&\\""/'
  for v in 'iPhone SE' 'iPhone 15' 'iPhone 15 Pro Max' iPad selfSizing default; do echo "\"\\\"$v\\\"\""; done
  for t in '{' '}' '[' ']' ':' ',' true false null -1 0 1e308 -1e308 0.5 1000000 4294967296 9223372036854775807 1e-320; do echo "\"$t\""; done
} > "$dict"

# Seeds the corpus of target $1 (only inputs not there yet; libFuzzer keeps the useful ones).
seed() {
  local t="$1" corpus="$scratch/corpus/$1"
  mkdir -p "$corpus"
  cp -n "$here/Corpus/$t"/* "$here/Regressions/$t"/* "$corpus"/ 2>/dev/null || true
  case "$t" in
    png-decode)
      # PngSuite, and this project's own references (palettes, the digest chunk, re-saved files).
      if [ -d "$shared/pngsuite" ]; then find "$shared/pngsuite" -name '*.png' -size -64k -exec cp -n {} "$corpus"/ \; ; fi
      find "$root/Snapshots" -name '*.png' -size -64k | while read -r f; do cp -n "$f" "$corpus/snapshot-$(basename "$f")"; done ;;
    png-diff)
      # Pairs of PngSuite images (most are 32x32, so they differ pixel by pixel): one options
      # byte, the reference's length (4 bytes, little-endian), the reference, the actual.
      if [ -d "$shared/pngsuite/pngsuite" ]; then
        local previous="" n=0 f
        for f in $(find "$shared/pngsuite/pngsuite" -name '*.png' -size -8k | sort | head -40); do
          if [ -n "$previous" ]; then
            local len flags
            len=$(stat -c %s "$previous"); flags=$(( (n * 37) % 256 ))
            { printf "\\x$(printf %02x $flags)"; printf "\\x$(printf %02x $((len & 255)))\\x$(printf %02x $(((len >> 8) & 255)))\\x00\\x00"
              cat "$previous" "$f"; } > "$corpus/pair-$n"
            n=$((n + 1))
          fi
          previous="$f"
        done
      fi ;;
    screen-render) cp -n "$root"/Fixtures/*.json "$corpus"/ ;;
    trace-script) cp -n "$root"/Fixtures/scripts/*.json "$corpus"/ ;;
  esac
}

mkdir -p "$scratch/findings"
failed=()
summary=()
for t in "${targets[@]}"; do
  seed "$t"
  log="$scratch/fuzz-$t.log"
  extra=()
  case "$t" in screen-render|trace-script) extra=(-dict="$dict") ;; esac
  echo "== $t: ${seconds} s (log: $log)"
  set +e
  nice -n 10 "$bin/$t" "${limits[@]}" -max_total_time="$seconds" -print_final_stats=1 \
    -artifact_prefix="$scratch/findings/$t-" "${extra[@]}" "$scratch/corpus/$t" >"$log" 2>&1
  status=$?
  set -e
  last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
  runs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
  rate=$(grep -oE 'stat::average_exec_per_sec: *[0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
  cov=$(echo "$last" | grep -oE 'cov: [0-9]+' | grep -oE '[0-9]+' || echo "?")
  ft=$(echo "$last" | grep -oE 'ft: [0-9]+' | grep -oE '[0-9]+' || echo "?")
  corp=$(echo "$last" | grep -oE 'corp: [0-9]+/[0-9]+[a-zA-Z]*' | sed 's/corp: //' || echo "?")
  if [ $status -ne 0 ]; then
    failed+=("$t")
    echo "!! $t found a problem (exit $status):"
    grep -E "ERROR: |SUMMARY: |Fatal error|Test unit written|==[0-9]+== *(ERROR|WARNING)|ALARM|out-of-memory|malloc\(" "$log" | head -8 | sed 's/^/   /'
    summary+=("$t: FOUND A PROBLEM after $runs runs; see $log")
  else
    summary+=("$t: nothing found; $runs runs, $rate exec/s, corpus $corp (inputs/bytes), coverage $cov edges, $ft features")
  fi
done
echo "== summary (${seconds} s per target)"
printf '%s\n' "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
  echo "findings in $scratch/findings/; replay one with: Tests/Fuzz/fuzz.sh --replay FILE TARGET" >&2
  exit 1
fi
