# The two commands of the README: `make run` and `make test`. Each installs
# what it needs first (Debian packages, a Rust toolchain) and then runs.

CARGO ?= cargo
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Rust 1.95 or newer: shakmaty 0.30 needs it. Debian's own rustc is older, so
# the toolchain comes from rustup when cargo is missing.
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: run test deps rust bench

run: rust
	$(CARGO) run --release --locked --quiet -- say --speech auto e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O
	@echo
	$(CARGO) run --release --locked --quiet -- say --voice da e4 e5 Sf3 Sc6 Lb5 a6 Lxc6 dxc6 0-0
	@echo
	$(CARGO) run --release --locked --quiet -- notate --lang da e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O

# Warnings are errors; formatting and lints are part of the suite. The last
# line sums every test binary's results, so CI reads one closing count.
test: rust
	$(CARGO) fmt --check
	RUSTFLAGS="-D warnings" $(CARGO) clippy --locked --all-targets -- -D warnings
	$(CARGO) run --release --locked --quiet -- bench notation
	$(CARGO) run --release --locked --quiet -- bench journal --dir target
	tests/audio/rig.sh run -- target/release/annabella bench latency || echo "bench latency: no audio stack here"
	tests/audio/rig.sh run -- target/release/annabella bench tui --seconds 30 || echo "bench tui: no tmux or audio stack here"
	set -o pipefail; RUSTFLAGS="-D warnings" $(CARGO) test --locked 2>&1 | tee target/test.log
	@awk '/^test result:/ { p += $$4; f += $$6 } END { printf "tests: %d passed, %d failed\n", p, f; exit (f > 0 || p == 0) }' target/test.log

bench: rust
	$(CARGO) run --release --locked --quiet -- bench notation
	$(CARGO) run --release --locked --quiet -- bench journal --dir target
	$(CARGO) build --release --locked --quiet
	tests/audio/rig.sh run -- target/release/annabella bench latency
	tests/audio/rig.sh run -- target/release/annabella bench tui --seconds 60

# Build: a C compiler, pkg-config, the ALSA headers (speech-dispatcher is
# spoken to over its socket: nothing to link). Run and test: the sound server, the speech
# service with espeak-ng, and the tools the audio tests record and measure with.
PACKAGES := build-essential curl ca-certificates pkg-config libasound2-dev \
	speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio pulseaudio-utils libasound2-plugins sox tmux

deps:
	@missing=$$(for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing: $$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

rust: deps
	@command -v $(CARGO) >/dev/null || \
	  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --component rustfmt,clippy
	@command -v rustup >/dev/null && { rustup component list --installed | grep -q rustfmt || rustup component add rustfmt clippy; } || true
