#!/usr/bin/env bash
# The Debian package as a user meets it: the program runs, finds its
# voice's clips, `man annabella` reads in every catalogue language without a
# warning, and each shell's completions load. $1 is where the package was
# unpacked; empty where it was installed (then man and apt's own paths).
set -euo pipefail
root=${1:-}
bin=$root/usr/bin/annabella
share=$root/usr/share
fail() { echo "package: $*" >&2; exit 1; }

said=$("$bin" say --voice da e4 e5)
[ "$said" = $'bonde Erik fire\nbonde Erik fem' ] || fail "say printed: $said"
[ -f "$share/annabella/voices/da/anna.wav" ] || fail "no clips in $share/annabella/voices"

# The heading DESCRIPTION in each language, as the catalogues say it.
declare -A heading=([en]=DESCRIPTION [da]=BESKRIVELSE [de]=BESCHREIBUNG [nb]=BESKRIVELSE [nl]=BESCHRIJVING)
for lang in "${!heading[@]}"; do
  dir=man1; [ "$lang" = en ] || dir=$lang/man1
  page=$share/man/$dir/annabella.1.gz
  [ -f "$page" ] || fail "no man page $page"
  if [ -z "$root" ]; then
    text=$(MANWIDTH=80 man -L "$lang" -P cat annabella 2>/dev/null)
  else
    text=$(MANWIDTH=80 man -P cat -l "$page" 2>/dev/null)
  fi
  grep -q "^${heading[$lang]}" <<<"$text" || fail "man -L $lang annabella has no ${heading[$lang]}"
  warnings=$(MANWIDTH=80 man --warnings -P cat -l "$page" 2>&1 >/dev/null)
  [ -z "$warnings" ] || fail "man page $lang: $warnings"
done

bash -c "source '$share/bash-completion/completions/annabella' && complete -p annabella" >/dev/null \
  || fail "bash completions do not load"
grep -q '^#compdef annabella' "$share/zsh/vendor-completions/_annabella" || fail "no zsh completions"
grep -q '^complete -c annabella' "$share/fish/vendor_completions.d/annabella.fish" || fail "no fish completions"

if [ -z "$root" ]; then
  dpkg -s annabella | grep -q '^Status: install ok installed' || fail "not installed"
  for needed in speech-dispatcher espeak-ng; do
    dpkg -s "$needed" >/dev/null 2>&1 || fail "$needed, which the package needs, is not installed"
  done
fi
echo "package: runs, clips found, man pages in ${#heading[@]} languages, bash/zsh/fish completions${root:+ (unpacked in $root)}"
