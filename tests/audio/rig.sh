#!/usr/bin/env bash
# A real audio stack on a machine without a sound card, for the test suite and
# `cargo bench --bench figures -- latency`: PulseAudio with a null sink (its monitor can be
# recorded) and speech-dispatcher speaking through espeak-ng into it.
#
#   tests/audio/rig.sh run [--] COMMAND...   start, run COMMAND in the stack's
#                                            environment, stop; COMMAND's status
#   tests/audio/rig.sh check                 exit 0 if the stack can start
#
# The environment COMMAND gets: XDG_RUNTIME_DIR, PULSE_SERVER, SPEECHD_ADDRESS,
# ANNABELLA_SINK (the null sink's name; record NAME.monitor).
set -euo pipefail

need() { command -v "$1" >/dev/null 2>&1 || { echo "audio rig: $1 is missing (apt-get install pulseaudio pulseaudio-utils speech-dispatcher speech-dispatcher-espeak-ng espeak-ng libasound2-plugins sox)" >&2; exit 3; }; }
need pulseaudio
need pactl
need parecord
need speech-dispatcher

RIG=$(mktemp -d /tmp/annabella-rig.XXXXXX)
SINK=annabella_test
export XDG_RUNTIME_DIR="$RIG/run"
mkdir -p "$XDG_RUNTIME_DIR/pulse" "$RIG/speechd/logs"
chmod 700 "$XDG_RUNTIME_DIR"
export PULSE_SERVER="unix:$XDG_RUNTIME_DIR/pulse/native"
export SPEECHD_ADDRESS="unix_socket:$RIG/speechd/socket"
export ANNABELLA_SINK=$SINK
# PulseAudio refuses root unless told, and its home must be writable.
export HOME="$RIG/home"
mkdir -p "$HOME"

cat > "$RIG/pulse.pa" <<PA
load-module module-native-protocol-unix auth-anonymous=1 socket=$XDG_RUNTIME_DIR/pulse/native
load-module module-null-sink sink_name=$SINK rate=48000
set-default-sink $SINK
set-default-source $SINK.monitor
PA

cat > "$RIG/speechd/speechd.conf" <<SD
AudioOutputMethod "pulse"
AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"
DefaultModule espeak-ng
DefaultVolume 0
LogLevel 1
SD
ln -s /etc/speech-dispatcher/modules "$RIG/speechd/modules"

stop() {
    [ -f "$RIG/speechd/pid" ] && kill "$(cat "$RIG/speechd/pid")" 2>/dev/null || true
    pulseaudio --kill >/dev/null 2>&1 || true
    sleep 0.1
    rm -rf "$RIG"
}
trap stop EXIT

root_flag=()
[ "$(id -u)" = 0 ] && root_flag=(--system=false)
pulseaudio -D -n -F "$RIG/pulse.pa" --exit-idle-time=-1 --use-pid-file=yes --log-target=file:"$RIG/pulse.log" "${root_flag[@]}" 2>"$RIG/pulse.err" || {
    echo "audio rig: PulseAudio did not start: $(tail -3 "$RIG/pulse.err" "$RIG/pulse.log" 2>/dev/null | tr '\n' ' ')" >&2; exit 3; }
for _ in $(seq 50); do pactl info >/dev/null 2>&1 && break; sleep 0.05; done
pactl info >/dev/null 2>&1 || { echo "audio rig: PulseAudio does not answer" >&2; exit 3; }

speech-dispatcher -d -t 0 -C "$RIG/speechd" -c unix_socket -S "$RIG/speechd/socket" -P "$RIG/speechd/pid" -L "$RIG/speechd/logs" >"$RIG/speechd.out" 2>"$RIG/speechd.err" || {
    echo "audio rig: speech-dispatcher did not start: $(tail -3 "$RIG/speechd.err")" >&2; exit 3; }
for _ in $(seq 50); do [ -S "$RIG/speechd/socket" ] && break; sleep 0.05; done

case "${1:-}" in
    check) exit 0 ;;
    run) shift; [ "${1:-}" = "--" ] && shift; "$@" ;;
    *) echo "usage: tests/audio/rig.sh run -- COMMAND... | check" >&2; exit 2 ;;
esac
