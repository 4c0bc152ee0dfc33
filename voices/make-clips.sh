#!/usr/bin/env bash
# Regenerates the built-in voice: one WAV clip per word of every vocabulary.
#
# The clips (voices/ID/KEY.wav) are committed on purpose: annabella speaks by
# joining them, so it talks with no speech service (speech-dispatcher), no TTS
# library and no network — on any machine, from the first start. They are
# generated data, not hand-made: this script rebuilds them all from the word
# lists the binary prints (`annabella clip-words --voice ID`), with espeak-ng
# and sox. Run it after changing a vocabulary (voices/*.toml) or the words the
# app speaks; `cargo test --test main clips_data::` checks that the clips match.
#
# A word that espeak-ng says wrong from its spelling has an entry in the
# vocabulary's [pronounce] table; tests/integration/speech/pronunciation.rs checks
# the phonemes of every file name, rank word and piece name.
#
# Usage: voices/make-clips.sh [ID ...]   (default: every voices/*.toml)
#   ANNABELLA=path/to/annabella   use that binary for the word lists
#
# Output: mono, 16-bit PCM, 16000 Hz, SPEED words a minute; leading and trailing silence trimmed
# (threshold 0.5%), then 5 ms of silence at each end. The output is
# deterministic: a rerun with the same tools writes the same bytes.
set -euo pipefail

RATE=16000          # Hz (22050, espeak-ng's own rate, made ~27 MB in all)
# Words per minute. A word said alone is drawn out about a quarter longer
# than inside a sentence, so the clips are made faster than espeak-ng's 175:
# at 220, joined with the default gap_ms, an announcement is no longer than
# the system voice saying it at its normal rate (170). `annabella bench
# latency` prints both lengths.
SPEED=220
THRESHOLD=0.5%      # silence threshold, of full scale
MIN_SOUND=0.005     # s of sound that ends the trimmed silence
KEEP=0.005          # s of silence kept (padded) at each end

cd "$(dirname "$0")/.."

missing=()
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v sox >/dev/null 2>&1 || missing+=(sox)
if ((${#missing[@]})); then
    echo "make-clips: missing ${missing[*]}." >&2
    echo "  Install on Debian/Ubuntu with: sudo apt-get install espeak-ng sox" >&2
    exit 1
fi

# The binary that lists the words: $ANNABELLA, else the release build, else the
# debug build (skipping a stale one that has no `clip-words`), else build it.
knows_clip_words() { "$1" clip-words --help >/dev/null 2>&1; }
bin=
if [[ -n "${ANNABELLA:-}" ]]; then
    bin=$ANNABELLA
    knows_clip_words "$bin" || { echo "make-clips: $bin has no clip-words command" >&2; exit 1; }
else
    for candidate in target/release/annabella target/debug/annabella; do
        [[ -x "$candidate" ]] || continue
        if knows_clip_words "$candidate"; then
            bin=$candidate
            break
        fi
        echo "make-clips: skipping $candidate (stale: no clip-words command)" >&2
    done
    if [[ -z "$bin" ]]; then
        echo "make-clips: no usable annabella binary; running cargo build --release" >&2
        cargo build --release
        bin=target/release/annabella
    fi
fi
for toml in voices/*.toml; do
    if [[ "$toml" -nt "$bin" ]]; then
        echo "make-clips: warning: $toml is newer than $bin; rebuild so the word lists match" >&2
        break
    fi
done
echo "make-clips: words from $bin"

# Which vocabularies.
ids=()
if (($#)); then
    ids=("$@")
else
    for toml in voices/*.toml; do
        [[ -e "$toml" ]] || continue
        id=${toml#voices/}
        ids+=("${id%.toml}")
    done
fi
((${#ids[@]})) || { echo "make-clips: no voices/*.toml found" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Prints the primary language subtag ("de" for "de-DE") of a vocabulary file.
primary_language() {
    local line
    line=$(grep -E '^[[:space:]]*language[[:space:]]*=' "$1" | head -n 1) || true
    line=${line#*=}
    line=${line%%#*}
    line=$(printf '%s' "$line" | tr -d "\"' \t\r")
    printf '%s' "${line%%[-_]*}" | tr '[:upper:]' '[:lower:]'
}

bytes() { stat -c %s "$1"; }

human() {
    awk -v b="$1" 'BEGIN {
        if (b >= 1048576) printf "%.1f MB", b / 1048576;
        else if (b >= 1024) printf "%.0f KB", b / 1024;
        else printf "%d B", b }'
}

grand_clips=0
grand_bytes=0
for id in "${ids[@]}"; do
    toml=voices/$id.toml
    [[ -f "$toml" ]] || { echo "make-clips: no vocabulary $toml" >&2; exit 1; }
    lang=$(primary_language "$toml")
    [[ -n "$lang" ]] || { echo "make-clips: $toml has no language" >&2; exit 1; }
    voices=$(espeak-ng --voices="$lang" | tail -n +2)
    if [[ -z "$voices" ]]; then
        echo "make-clips: espeak-ng has no voice for '$lang' ($toml)" >&2
        exit 1
    fi

    list=$tmp/$id.words
    "$bin" clip-words --voice "$id" >"$list"
    dir=voices/$id
    mkdir -p "$dir"

    declare -A listed=()
    new=0 changed=0 same=0 removed=0 total=0
    while IFS=$'\t' read -r key word said; do
        [[ -n "$key" ]] || continue
        if [[ -z "$word" || "$key" == */* || "$key" == .* ]]; then
            echo "make-clips: $id: bad line: $key	$word" >&2
            exit 1
        fi
        if [[ -n "${listed[$key]:-}" ]]; then
            echo "make-clips: $id: key '$key' listed twice" >&2
            exit 1
        fi
        listed[$key]=1

        # A third column is what espeak-ng is given instead of the word:
        # other letters, or phonemes in [[ ]] (voices/ID.toml, [pronounce]).
        espeak-ng -v "$lang" -s "$SPEED" -w "$tmp/raw.wav" "${said:-$word}"
        # -R: repeatable; -D: no dither (no random noise), so reruns match.
        sox -R "$tmp/raw.wav" -D -c 1 -b 16 -e signed-integer -r "$RATE" \
            "$tmp/clip.wav" \
            silence 1 "$MIN_SOUND" "$THRESHOLD" \
            reverse silence 1 "$MIN_SOUND" "$THRESHOLD" reverse \
            pad "$KEEP" "$KEEP"

        out=$dir/$key.wav
        if [[ ! -e "$out" ]]; then
            new=$((new + 1))
            mv "$tmp/clip.wav" "$out"
        elif cmp -s "$tmp/clip.wav" "$out"; then
            same=$((same + 1))
        else
            changed=$((changed + 1))
            mv "$tmp/clip.wav" "$out"
        fi
        total=$((total + $(bytes "$out")))
    done <"$list"

    count=${#listed[@]}
    ((count)) || { echo "make-clips: $id: the binary listed no words" >&2; exit 1; }

    # Clips no longer listed.
    for f in "$dir"/*.wav; do
        [[ -e "$f" ]] || continue
        key=${f#"$dir"/}
        key=${key%.wav}
        if [[ -z "${listed[$key]:-}" ]]; then
            rm -- "$f"
            removed=$((removed + 1))
            echo "  $id: removed $f (no longer listed)"
        fi
    done
    for f in "$dir"/*; do
        [[ -e "$f" && "$f" != *.wav ]] || continue
        echo "  $id: warning: $f is not a clip (left alone)" >&2
    done
    unset listed

    printf '%s (espeak-ng -v %s): %d clips, %s — %d new, %d changed, %d unchanged, %d removed\n' \
        "$id" "$lang" "$count" "$(human "$total")" "$new" "$changed" "$same" "$removed"
    grand_clips=$((grand_clips + count))
    grand_bytes=$((grand_bytes + total))
done

printf 'total: %d clips, %s in voices/ (%d Hz mono 16-bit)\n' \
    "$grand_clips" "$(human "$grand_bytes")" "$RATE"
