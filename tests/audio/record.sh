#!/usr/bin/env bash
# Inside the audio rig: records the null sink's monitor into OUT.wav while
# COMMAND runs (with STDIN_TEXT, if given, on its standard input).
#   tests/audio/record.sh OUT.wav [--stdin TEXT] -- COMMAND...
set -euo pipefail
out=$1; shift
input=""
if [ "${1:-}" = "--stdin" ]; then input=$2; shift 2; fi
[ "${1:-}" = "--" ] && shift
# Without --latency-msec the tail is lost and short clips come out silent.
parecord --latency-msec=20 -d "$ANNABELLA_SINK.monitor" --file-format=wav "$out" &
rec=$!
sleep 0.3
status=0
printf '%b' "$input" | "$@" || status=$?
sleep 0.4
kill -INT "$rec"
wait "$rec" 2>/dev/null || true
exit "$status"
