#!/usr/bin/env bash
# Runs COMMAND beside a stand-in for a screen reader: another client of the
# same speech-dispatcher reading lines without pause (spd-say), as Orca does
# while a blind player moves through a document. READER_PRIORITY is the
# priority it speaks at: text (spd-say's default) or message.
#
#   tests/audio/screen-reader.sh COMMAND...    (inside tests/audio/rig.sh run)
set -uo pipefail
priority=${READER_PRIORITY:-text}
(
    for i in $(seq 1 60); do
        spd-say -P "$priority" -w "the screen reader reads line $i of a long document aloud" >/dev/null 2>&1
    done
) </dev/null >/dev/null 2>&1 &
reader=$!
# The reader is talking before the command starts.
sleep 2
"$@"
status=$?
kill "$reader" 2>/dev/null
pkill -P "$reader" spd-say 2>/dev/null
wait "$reader" 2>/dev/null
exit $status
