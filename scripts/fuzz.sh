#!/usr/bin/env bash
# Fuzzing lyt (docs/FUZZING.md). Four targets, each with its seed inputs:
#   parser, session  examples/*.lyt and the lessons
#   vfl              fuzz/seeds/vfl (one VFL line each)
#   log              Tests/XcodeLogTests/Fixtures and examples/logs (real console logs)
# plus fuzz/regressions/TARGET, the inputs that once broke a promise.
#
#   scripts/fuzz.sh replay [TARGET…]          every seed and regression through its target, with
#                                             the debug build (no libFuzzer); what CI runs
#   scripts/fuzz.sh run [SECONDS] [TARGET…]   libFuzzer with AddressSanitizer, SECONDS per target
#                                             (default 300); the corpus grows in .fuzz/corpus and
#                                             inputs that break a promise land in .fuzz/findings
set -euo pipefail
cd "$(dirname "$0")/.."

all_targets=(parser session vfl log)

# The seed files of target $1, one per line.
seeds() {
  case "$1" in
    parser | session) ls examples/*.lyt examples/lessons/*.lyt ;;
    vfl) ls fuzz/seeds/vfl/* ;;
    log) ls Tests/XcodeLogTests/Fixtures/* examples/logs/* ;;
    *) echo "fuzz.sh: unknown target '$1' (the targets are ${all_targets[*]})" >&2; exit 2 ;;
  esac
  if [ -d "fuzz/regressions/$1" ]; then ls "fuzz/regressions/$1"/*; fi
}

command="${1:-replay}"
shift || true

case "$command" in
  replay)
    targets=("$@")
    [ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
    swift build --product script-fuzz
    for target in "${targets[@]}"; do
      files=()
      while IFS= read -r file; do files+=("$file"); done < <(seeds "$target")
      echo "fuzz replay: $target (${#files[@]} inputs)"
      .build/debug/script-fuzz --target "$target" "${files[@]}"
    done
    ;;
  run)
    seconds=300
    if [[ "${1:-}" =~ ^[0-9]+$ ]]; then seconds="$1"; shift; fi
    targets=("$@")
    [ ${#targets[@]} -gt 0 ] || targets=("${all_targets[@]}")
    # lld: gold crashes on this link.
    swift build -c release --product script-fuzz --scratch-path .build-fuzz \
      -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
      -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld
    for target in "${targets[@]}"; do
      corpus=".fuzz/corpus/$target"
      findings=".fuzz/findings/$target"
      mkdir -p "$corpus" "$findings"
      while IFS= read -r file; do cp "$file" "$corpus/"; done < <(seeds "$target")
      echo "fuzz run: $target for ${seconds} s"
      # A finding ends this target's run, not the others'; the exit status says there was one.
      LYT_FUZZ_TARGET="$target" .build-fuzz/release/script-fuzz "$corpus" \
        -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=4096 \
        -artifact_prefix="$findings/" -print_final_stats=1 || found=1
    done
    exit "${found:-0}"
    ;;
  *)
    echo "usage: scripts/fuzz.sh replay [TARGET…] | scripts/fuzz.sh run [SECONDS] [TARGET…]" >&2
    exit 2
    ;;
esac
