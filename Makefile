# The two commands of the README: `make run` and `make test`. Each installs
# what it needs first (Debian packages, a Rust toolchain) and then runs.

CARGO ?= cargo
SHELL := /bin/bash
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Rust 1.95 or newer: shakmaty 0.30 needs it. Debian's own rustc is older, so
# the toolchain comes from rustup when cargo is missing.
export PATH := $(HOME)/.cargo/bin:$(PATH)

.PHONY: run test deps packages rust build bench windows dist install uninstall deb package-check

# The Windows build (x86_64, GNU target, mingw-w64), tested under Wine.
WINDOWS_TARGET := x86_64-pc-windows-gnu
WINDOWS_DIR := target/windows
WINDOWS_EXE := $(WINDOWS_DIR)/$(WINDOWS_TARGET)/release/annabella.exe
WINDOWS_ENV = RUSTFLAGS="-D warnings -L native=$(abspath $(WINDOWS_DIR)/mingw-names) -L native=$$(dirname $$(x86_64-w64-mingw32-g++ -print-file-name=libstdc++.a)) -l sapi" \
	CXXFLAGS_x86_64_pc_windows_gnu="-include windows.h -DINITGUID -D_MIDL_USE_GUIDDEF_ -w" \
	CXXSTDLIB_x86_64_pc_windows_gnu="static=stdc++"
# The Windows build the tests run, unoptimised (69 s to compile from nothing
# instead of 96 with the dependencies optimised). They test what the code
# does on Windows, not how fast; the release (make dist) is optimised.
WINDOWS_UNOPTIMISED := --config 'profile.release.opt-level=0'
# The core's and the shell's unit tests again, as Windows code under Wine,
# on the dependencies of that build.
WINDOWS_TESTS = WINEDEBUG=-all WINEPREFIX=$(abspath $(WINDOWS_DIR)/wine/prefix) CARGO_TARGET_X86_64_PC_WINDOWS_GNU_RUNNER=wine \
	$(WINDOWS_ENV) $(CARGO) test --release --locked --workspace --lib --target $(WINDOWS_TARGET) --target-dir $(WINDOWS_DIR) $(WINDOWS_UNOPTIMISED)
VERSION := $(shell sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -n 1)

run: rust
	$(CARGO) run --release --locked --quiet -- say --speech auto e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O
	@echo
	$(CARGO) run --release --locked --quiet -- say --voice da e4 e5 Sf3 Sc6 Lb5 a6 Lxc6 dxc6 0-0
	@echo
	$(CARGO) run --release --locked --quiet -- notate --lang da e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 O-O

# Warnings are errors; formatting and lints are part of the suite. The last
# line sums every test binary's results, so CI reads one closing count.
# Each step says when it starts ("== 12:03:04 clippy"), so that a slow
# run shows where its minutes went.
STEP = @printf '== %s %s\n' "$$(date +%T)"
# The benchmarks' program (tests/bench), built as the release is: the one
# optimised build that the integration tests and the package use too. The
# test command runs each with fewer trials than its default where the figure
# is only shown.
BENCH = $(CARGO) bench --locked --quiet --bench figures --
# The same program run as it is, inside the audio rig (whose own HOME hides
# the toolchain): the newest build of it.
BENCH_EXE = $$(ls -t target/release/deps/figures-* | grep -v '\.d$$' | head -n 1)

# The tests expect messages in the voice's language: no system language.
# One set of compiler flags for every Linux build of the test command, so
# that clippy's, the suite's, the benchmarks' and the package's builds of a
# crate are one build where they can be.
test: export LC_ALL := C.UTF-8
test: export RUSTFLAGS := -D warnings
test: WINDOWS_QUICK := $(WINDOWS_UNOPTIMISED)
test: rust windows
	$(STEP) fmt
	$(CARGO) fmt --all --check
	$(STEP) clippy
	$(CARGO) clippy --locked --workspace --all-targets -- -D warnings
	$(STEP) "build (release: the suite, the benchmarks, the package)"
	$(CARGO) test --release --locked --workspace --quiet --no-run 2>&1 | grep -v '^ *Executable' || true
	$(STEP) "benchmarks (tests/bench)"
	$(BENCH) notation
	$(BENCH) journal --dir target
	$(BENCH) pgn --file-games 20000
	$(BENCH) engine --moves 3 --think 1s
	$(BENCH) broadcast --plies 2
	$(BENCH) attack --plies 20
	$(BENCH) learn --moves 10 --nodes 50000
	$(STEP) "bench latency"
	tests/audio/rig.sh run -- $(BENCH_EXE) latency --trials 4 || echo "bench latency: no audio stack here"
	# The full screen's figures are its own CPU time and memory, which a
	# compile beside it does not change: the Windows unit tests are built
	# meanwhile, and finished before the suite (whose audio tests keep time).
	$(STEP) "bench tui, the Windows unit tests built meanwhile"
	$(WINDOWS_TESTS) --no-run > target/windows-tests-build.log 2>&1 & build=$$!; \
	  tests/audio/rig.sh run -- $(BENCH_EXE) tui --seconds 10 || echo "bench tui: no tmux or audio stack here"; \
	  wait $$build || { cat target/windows-tests-build.log; exit 1; }
	# Eight tests at a time on two cores: most of them wait (for sound, for
	# Wine to start, for a screen to settle); the suite's CPU is under half
	# of its time.
	$(STEP) tests
	set -o pipefail; ANNABELLA_WINDOWS_EXE=$(abspath $(WINDOWS_EXE)) ANNABELLA_WINE_DLLS=$(abspath $(WINDOWS_DIR)/wine) \
	  $(CARGO) test --release --locked --workspace -- --test-threads 8 2>&1 | tee target/test.log
	# Wine's start, most of the Windows unit tests' time, and apt's install
	# of the package both mostly wait: side by side.
	$(STEP) "windows unit tests, the package meanwhile"
	$(WINDOWS_TESTS) > target/windows-tests.log 2>&1 & tests=$$!; \
	  $(MAKE) --no-print-directory package-check; package=$$?; \
	  wait $$tests; windows=$$?; cat target/windows-tests.log | tee -a target/test.log; \
	  [ $$windows = 0 ] && [ $$package = 0 ]
	$(STEP) end
	@awk '/^test result:/ { p += $$4; f += $$6 } END { printf "tests: %d passed, %d failed\n", p, f; exit (f > 0 || p == 0) }' target/test.log

# annabella.exe, and beside it for the tests only the stand-in DLL that
# Debian's Wine lacks (tests/windows/bcryptprimitives.c says why).
# Tolk (the screen readers, through the tts crate) is written for Microsoft's
# compiler; with mingw-w64 it needs windows.h first, its interface IDs
# defined where they are declared, Windows' own library names as Tolk spells
# them (User32 for user32: links in mingw-names/), and SAPI's IDs (libsapi);
# its C++ library is linked in, so the program needs no libstdc++-6.dll.
windows: rust
	$(STEP) "windows build"
	@$(MAKE) --no-print-directory packages PACKAGES="$(WINDOWS_PACKAGES)"
	@rustup target list --installed 2>/dev/null | grep -qx $(WINDOWS_TARGET) || rustup target add $(WINDOWS_TARGET)
	mkdir -p $(WINDOWS_DIR)/mingw-names
	for l in User32 Ole32 OleAut32; do ln -sf /usr/x86_64-w64-mingw32/lib/lib$$(echo $$l | tr A-Z a-z).a $(WINDOWS_DIR)/mingw-names/lib$$l.a; done
	$(WINDOWS_ENV) $(CARGO) build --release --locked --quiet --target $(WINDOWS_TARGET) --target-dir $(WINDOWS_DIR) $(WINDOWS_QUICK)
	mkdir -p $(WINDOWS_DIR)/wine
	x86_64-w64-mingw32-gcc -shared -O2 -o $(WINDOWS_DIR)/wine/bcryptprimitives.dll tests/windows/bcryptprimitives.c -ladvapi32
	x86_64-w64-mingw32-gcc -shared -O2 -o $(WINDOWS_DIR)/wine/SAAPI64.dll tests/windows/saapi.c
	mkdir -p $(WINDOWS_DIR)/$(WINDOWS_TARGET)/release/deps
	cp $(WINDOWS_DIR)/wine/bcryptprimitives.dll $(WINDOWS_DIR)/$(WINDOWS_TARGET)/release/deps/

# Releases: the Debian package (make deb), and for anyone to unpack a zip for
# Windows and a tarball for Linux, each with the program, the voices, the
# default settings, the README and the LICENSE.
dist: windows deb
	rm -rf target/dist/annabella-* && mkdir -p target/dist
	for os in windows linux; do \
	  d=target/dist/annabella-$(VERSION)-$$os-x86_64; mkdir -p $$d; \
	  cp -r voices config README.md LICENSE $$d/; rm -rf $$d/voices/make-clips.sh $$d/config/debian; \
	done
	cp $(WINDOWS_EXE) target/dist/annabella-$(VERSION)-windows-x86_64/
	# Tolk reaches NVDA through NVDA's controller client (LGPL), loaded when found beside the program.
	cp $(WINDOWS_DIR)/$(WINDOWS_TARGET)/release/nvdaControllerClient64.dll target/dist/annabella-$(VERSION)-windows-x86_64/
	cp target/release/annabella target/dist/annabella-$(VERSION)-linux-x86_64/
	cd target/dist && zip -qr annabella-$(VERSION)-windows-x86_64.zip annabella-$(VERSION)-windows-x86_64
	cd target/dist && tar -czf annabella-$(VERSION)-linux-x86_64.tar.gz annabella-$(VERSION)-linux-x86_64
	@ls -l target/dist/*.zip target/dist/*.tar.gz target/dist/*.deb

# Every benchmark with its full number of trials.
bench: rust
	$(BENCH) notation
	$(BENCH) journal --dir target
	$(BENCH) pgn
	$(BENCH) engine
	$(BENCH) broadcast --plies 8
	$(BENCH) attack --plies 80
	$(BENCH) learn
	tests/audio/rig.sh run -- $(BENCH_EXE) latency
	tests/audio/rig.sh run -- $(BENCH_EXE) tui --seconds 60

# Build: a C compiler, pkg-config, the ALSA headers (speech-dispatcher is
# spoken to over its socket, liblouis and BrlAPI are loaded when asked for:
# nothing else to link). Run and test: the sound server, the speech service
# with espeak-ng, the tools the audio tests record and measure with, and
# Stockfish, the engine of play --engine (spoken to over UCI), pgn-extract,
# the separate PGN reader the broadcast tests read with, liblouis and
# liblouis-bin, whose lou_translate the braille tests compare with, BRLTTY
# with BrlAPI, whose virtual display driver the braille display tests
# drive, and man-db, with which the package check reads the man pages.
PACKAGES := build-essential curl ca-certificates pkg-config libasound2-dev \
	speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio pulseaudio-utils libasound2-plugins sox tmux \
	stockfish pgn-extract liblouis20 liblouis-bin brltty libbrlapi0.8 man-db
# The Windows build, its tests and its zip (not needed to run).
WINDOWS_PACKAGES := gcc-mingw-w64-x86-64 g++-mingw-w64-x86-64 wine64 zip

deps:
	@$(MAKE) --no-print-directory packages PACKAGES="$(PACKAGES)"

packages:
	@missing=$$(for p in $(PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
	  echo "installing: $$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

rust: deps
	@command -v $(CARGO) >/dev/null || \
	  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal --component rustfmt,clippy
	@command -v rustup >/dev/null && { rustup component list --installed | grep -q rustfmt || rustup component add rustfmt clippy; } || true

# The program installed as Debian installs programs: under $(PREFIX) (and
# $(DESTDIR), for a package's tree). `make build` first, then `make install`
# (with sudo for /usr/local), or `make install PREFIX=~/.local` without it.
PREFIX ?= /usr/local
DESTDIR ?=
BIN := target/release/annabella
# The languages of the catalogues: a man page in each (English as man's default).
LANGS := en da de nb nl
SHARE = $(DESTDIR)$(PREFIX)/share

build: rust
	$(CARGO) build --release --locked --quiet

install:
	@test -x $(BIN) || { echo "$(BIN) is not built: run make build first"; exit 1; }
	install -D -m 755 -s $(BIN) $(DESTDIR)$(PREFIX)/bin/annabella
	# The built-in voice's clips, found from the program at ../share/annabella/voices.
	for d in voices/*/; do \
	  install -d $(SHARE)/annabella/$$d && install -m 644 $$d*.wav $(SHARE)/annabella/$$d; \
	done
	for l in $(LANGS); do \
	  dir=$(SHARE)/man/$$([ $$l = en ] || echo $$l/)man1; install -d $$dir; \
	  $(BIN) generate man --lang $$l | gzip -9n > $$dir/annabella.1.gz; \
	done
	install -d $(SHARE)/bash-completion/completions $(SHARE)/zsh/vendor-completions $(SHARE)/fish/vendor_completions.d
	$(BIN) generate bash --lang en > $(SHARE)/bash-completion/completions/annabella
	$(BIN) generate zsh --lang en > $(SHARE)/zsh/vendor-completions/_annabella
	$(BIN) generate fish --lang en > $(SHARE)/fish/vendor_completions.d/annabella.fish
	install -D -m 644 README.md $(SHARE)/doc/annabella/README.md
	install -D -m 644 config/default.toml $(SHARE)/doc/annabella/default.toml

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/bin/annabella $(SHARE)/bash-completion/completions/annabella \
	  $(SHARE)/zsh/vendor-completions/_annabella $(SHARE)/fish/vendor_completions.d/annabella.fish
	for l in $(LANGS); do rm -f $(SHARE)/man/$$([ $$l = en ] || echo $$l/)man1/annabella.1.gz; done
	rm -rf $(SHARE)/annabella $(SHARE)/doc/annabella

# The Debian package, from `make install` into its tree. What the program
# links to is found by dpkg-shlibdeps; what it speaks to is declared: the
# speech service and its voice are needed, liblouis (national braille,
# loaded when asked for) recommended, BRLTTY (a braille display) and
# Stockfish (play --engine) suggested.
ARCH := $(shell dpkg --print-architecture 2>/dev/null || echo amd64)
DEB := target/dist/annabella_$(VERSION)_$(ARCH).deb
DEB_ROOT := target/deb/annabella

deb: build
	rm -rf target/deb && mkdir -p $(DEB_ROOT)/DEBIAN target/dist
	$(MAKE) --no-print-directory install DESTDIR=$(abspath $(DEB_ROOT)) PREFIX=/usr
	install -D -m 644 config/debian/copyright $(DEB_ROOT)/usr/share/doc/annabella/copyright
	mkdir -p target/deb/debian && printf 'Source: annabella\n\nPackage: annabella\nArchitecture: any\n' > target/deb/debian/control
	cd target/deb && dpkg-shlibdeps -O -e annabella/usr/bin/annabella 2>/dev/null | sed 's/^shlibs:Depends=//' > shlibs
	sed -e 's/@VERSION@/$(VERSION)/' -e 's/@ARCH@/$(ARCH)/' -e "s/@SHLIBS@/$$(cat target/deb/shlibs)/" \
	  -e "s/@SIZE@/$$(du -sk --exclude=DEBIAN $(DEB_ROOT) | cut -f1)/" config/debian/control > $(DEB_ROOT)/DEBIAN/control
	dpkg-deb --root-owner-group -Zxz --build $(DEB_ROOT) $(DEB) >/dev/null
	@echo "$(DEB): $$(du -h $(DEB) | cut -f1)"

# The package as a user has it. In CI it is installed (apt resolves what it
# declares) and run from /usr/bin; elsewhere it is unpacked into target/ and
# run from there, so that `make test` never changes the machine's programs.
package-check: deb
	$(STEP) "package"
	dpkg-deb --info $(DEB) | grep -E 'Depends|Recommends|Suggests'
	if [ "$${CI:-}" = true ]; then \
	  $(SUDO) apt-get install -y -qq ./$(DEB) >/dev/null && root=; \
	else \
	  rm -rf target/deb-check && dpkg-deb -x $(DEB) target/deb-check && root=$(abspath target/deb-check); \
	fi; \
	tests/package/check.sh "$$root"
