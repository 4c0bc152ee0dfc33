//! The sentences only the shell says: speech, the game file, line mode and
//! the full-screen interface. They live in the `## Shell` section of the
//! core's catalogues, so a language is still one file; the core never asks
//! for them.

use fluent_bundle::FluentArgs;

use crate::core::sound::Level;
use crate::core::text::size_text;
use crate::core::text::{Arg, Text};
use crate::shell::bounded::ReadRefusal;
use shakmaty::Color;

// The shell's simple sentences, declared as the core's are: each the
// message of the same id, its parameters its variables; methods of
// `ShellMessages`, a trait, as the core's `Text` is another crate's type.
crate::core::messages! {
    trait ShellMessages;
    /// The braille display's last line at a turning point tried again.
    fn learn_state(n: usize, total: usize, side: Color);
    /// Standard output closed (never said aloud: nobody reads any more).
    fn output_closed();
    /// A braille table liblouis does not have (or no liblouis).
    fn braille_table_missing(table: &str);
    /// A braille table with no six-dot cells for `text`.
    fn braille_untranslatable(table: &str, text: &str);
    /// The envelope's two texts, written where its braille could not be.
    fn envelope_text_written(outside: &str, inside: &str);
    /// The braille display (`--braille`): connected, back, gone.
    fn braille_display_ready(cells: usize);
    fn braille_display_back(cells: usize);
    fn braille_display_offline();
    fn braille_display_absent();
    fn braille_display_lost();
    fn braille_display_no_brlapi();
    fn braille_display_elsewhere();
    fn braille_display_line_mode();
    fn braille_display_reader(reader: &str);
    /// `[braille] table` that liblouis does not have, found at the start.
    fn braille_table_unknown(table: &str);
    /// Where the game is served (`play --broadcast`).
    fn broadcast_serving(address: &str);
    /// Served on every address of the machine, none of which is known.
    fn broadcast_serving_everywhere(port: u16);
    fn broadcast_file(path: &str);
    fn broadcast_delay(delay: crate::core::clock::Span);
    fn broadcast_file_failed(path: &str, reason: &str);
    fn broadcast_file_again(path: &str);
    fn broadcast_address_bad(text: &str);
    /// `kind`: "in-use" (another port helps) or "other" (another address).
    fn broadcast_unavailable(address: &str, reason: &str, kind: &str);
    fn broadcast_delay_alone();
    fn broadcast_file_not_a_file(path: &str);
    fn broadcast_file_game(path: &str);
    fn broadcast_file_unwritable(path: &str, reason: &str);
    /// `annabella arbiter`: the boards followed, and how often.
    fn arbiter_following(count: usize, every: crate::core::clock::Span);
    fn arbiter_help();
    fn arbiter_unknown(input: &str);
    fn arbiter_no_board(name: &str, names: &str);
    /// `board` alone.
    fn arbiter_which(names: &str);
    /// F1 in the overview's full screen: the keys that read the news.
    fn arbiter_keys(page_up: &str, page_down: &str, read_back: &str, read_forward: &str, quit: &str);
    fn arbiter_address_bad(text: &str);
    fn arbiter_no_boards();
    fn arbiter_address_bad_in(path: &str, line: usize, text: &str);
    fn arbiter_no_boards_in(path: &str);
    fn arbiter_every_bad(text: &str);
    /// More boards given than one overview follows.
    fn arbiter_too_many_boards(count: usize, most: usize);
    /// The engine's process ended: the game goes on at the keyboard.
    fn engine_gone(name: &str);
    /// The engine thought far past its time and was stopped.
    fn engine_silent(name: &str);
    /// The engine sent a move that cannot be played here.
    fn engine_bad_move(name: &str, text: &str);
    /// The engine sent a line longer than `kb` kilobytes: stopped.
    fn engine_line_too_long(name: &str, kb: usize);
    /// A move typed for the engine's side while it plays.
    fn engine_thinking(name: &str);
    /// A study's question while the engine works on the last one.
    fn engine_busy();
    /// `fix` of the engine's announced move.
    fn engine_own_move(name: &str);
    /// `engine restart` in a game against a person.
    fn engine_none();
    /// `engine restart` while the engine plays.
    fn engine_already(name: &str);
    fn engine_restarted(name: &str);
    /// No engine at any place looked in (`shown`: the first of `count`).
    fn engine_not_found(shown: &str, count: usize);
    fn engine_no_start(program: &str, why: &str);
    /// It started but did not answer as a UCI engine.
    fn engine_no_uci(program: &str);
    fn engine_exited(program: &str);
    fn engine_not_runnable(program: &str);
    /// `option`: --engine-time or --analysis-time.
    fn engine_time_bad(text: &str, option: &str);
    fn engine_strength_range(name: &str, option: &str, value: i64, min: i64, max: i64);
    fn engine_strength_none(name: &str, option: &str);
    /// `--engine` on a game against a person.
    fn engine_persons_game();
    /// After the engine was lost: how the game goes on.
    fn engine_keyboard();
    /// At the start of a game against the engine: who plays what, how.
    /// `strength`: full, elo or level (`rating` says which); `think`:
    /// clock, time (`time` says how long) or nodes.
    #[expect(
        clippy::too_many_arguments,
        reason = "one parameter per variable of the message, as every method here"
    )]
    fn engine_opponent(
        name: &str,
        side: Color,
        strength: &str,
        rating: u32,
        think: &str,
        time: &str,
        nodes: usize,
    );
    /// The keys of replay's full screen, after its commands in the help.
    fn tui_study_keys(
        next: &str,
        who: &str,
        repeat: &str,
        big: &str,
        board_mode: &str,
        quit: &str,
    );
    fn earcons_set(on: bool);
    /// The game board's title: the announced move not yet completed, or the game.
    fn tui_game_title(pending: bool);
    /// `fits`: the screen has rows for them under the board.
    fn tui_big_text(on: bool, fits: bool);
    fn tui_history_end(newest: bool);
    /// A square of the board not explored: "Peg board: Felix drei: empty".
    fn tui_other_board(peg: bool, square: &str);
    /// "12 moves" completed.
    fn tui_moves(count: u32);
    fn tui_exploring(peg: bool, differences: usize);
    /// The hint under a message area with more below: `key` pages down.
    fn tui_more_below(n: usize, key: &str);
    /// `what` is rate or volume.
    fn speech_setting(what: Level, percent: u32);
    /// `play --pgn` on a file of many games: the list follows.
    fn pgn_choose_number(path: &str, count: usize);
    /// After the first page of them: how many more, and where to find one.
    fn pgn_choose_more(more: usize, path: &str);
    /// A line of input longer than `max` bytes.
    fn input_too_long(max: usize);
    /// A key typed into a line already `max` bytes long.
    fn input_full(max: usize);
    fn tui_too_small(width: u16, height: u16);
    /// `backend` is clips, tts, reader, text, or anything else for none.
    fn speech_backend(backend: &str);
    /// Why the voice chosen by name is not had (`why`: a sentence).
    fn speech_not_had(why: &str);
    /// `auto` found a screen reader running that `--speech reader` reaches.
    fn screen_reader_running();
    fn tui_needs_terminal();
    /// Line mode's last opening line in a game: what to type now.
    fn line_start_hint();
    /// `to` is tts when the system voice takes over, anything else for print.
    fn clip_fallback(word: &str, to: &str);
    fn nothing_to_repeat();
    fn game_file(path: &str);
    /// What `quit` leaves (`state`: playing, adjourned, ended).
    fn game_saved(path: &str);
    /// `command` goes on with the game; an ended one's scoresheet is `path`'s.
    fn game_go_on(state: &str, command: &str, path: &str);
    /// `export` with no `--game`: the game it takes, or that there is none.
    fn export_newest(path: &str);
    fn no_game_to_export(folder: &str);
    fn pgn_not_whole(path: &str, problem: &str);
    fn journal_repaired(copy: &str);
    fn journal_unreadable(path: &str, detail: &str);
    /// An export read a game file whose last record is damaged, without repairing it.
    fn damaged_tail(path: &str);
    fn unknown_command(word: &str);
    /// A line of input that is not UTF-8 text.
    fn input_not_text();
    /// The system voice took requests and gave no sound: text took over.
    fn voice_silent();
    /// A PGN path that is a folder, a device or a pipe.
    fn not_a_file(path: &str);
    fn not_a_folder(path: &str);
    /// Another program started a game in the file at the same moment.
    fn started_elsewhere(path: &str);
    /// Another program changed the game file while it was being opened.
    fn changed_while_opened(path: &str);
    /// A game file holding less than the game saved beside it.
    fn saved_ahead(path: &str, saved: &str);
    /// No game at the path, beside the game saved when it was changed.
    fn no_game_but_saved(path: &str, saved: &str);
    /// A game file refused, beside the game saved when it was changed.
    fn saved_instead(saved: &str);
    /// A game resumed beside the game saved when its file was changed.
    fn saved_beside(path: &str, saved: &str);
    fn manual_clock_only();
    fn tui_prompt();
    fn tui_line_cleared();
    /// The first screen's hint: the help key, `help`, the board-mode key.
    fn tui_start_hint(help: &str, board: &str);
    /// The same where there is no board (the arbiter's overview).
    fn tui_start_hint_commands(help: &str);
    /// The prompt of replay's input line, and of board mode.
    fn tui_prompt_replay();
    fn tui_prompt_board();
    /// The prompt while the other scoresheet is entered line by line.
    fn tui_prompt_sheet();
    fn tui_board_mode();
    fn tui_clock_title();
    fn tui_sheet_title();
    /// A replay's board and moves inside a variation, `depth` variations in.
    fn tui_replay_variation(depth: usize);
    /// The arbiter's overview: the boards' frame, and the input's prompt.
    fn tui_boards_title();
    /// The boards that did not fit in the frame.
    fn tui_more_boards(count: usize, alerts: usize);
    fn tui_prompt_arbiter();
    fn tui_peg_title();
    fn tui_help_title();
    fn tui_running();
    fn tui_flag();
    fn tui_used();
    fn tui_differs();
    /// `pieces`: each piece's letter on the board with its name.
    fn tui_legend(pieces: &str);
}

/// The shell's sentences that have logic of their own, for the core's
/// [`Text`] of a language.
pub trait ShellText {
    fn usage(&self, command: &str, example: &str) -> String;
    fn journal_locked(&self, path: &str) -> String;
    /// What went wrong with a file, as a clause: "the disk is full".
    fn io_problem(&self, error: &std::io::Error) -> String;
    /// Why something read from outside is refused, as a clause.
    fn refusal(&self, refusal: &ReadRefusal) -> String;
    /// "PATH: the disk is full."
    fn file_problem(&self, path: &str, error: &std::io::Error) -> String;
    /// An event the game file did not take: not in the game, enter it again.
    fn not_saved(&self, error: &std::io::Error) -> String;
    fn tui_no_key(&self, help_key: &str) -> String;
    /// One line describing a key action of the full-screen interface (the
    /// key itself is shown beside it).
    /// What the key action of this config name (`board_mode`) does.
    fn key_help(&self, action: &str) -> String;
    fn key_help_files_ranks(&self) -> String;
    /// The input line's own keys, which are not set in the settings.
    fn key_help_input_line(&self) -> String;
    /// A key's name as the language's keyboards print it; `key` is the
    /// config's name (ctrl, shift, pageup …).
    fn key_cap(&self, key: &str) -> String;
}

/// A message with its variables, given as parameter name and value.
pub(crate) fn say<'a>(
    t: &Text,
    id: &str,
    vars: impl IntoIterator<Item = (&'static str, &'a str)>,
) -> String {
    let mut args = FluentArgs::new();
    for (name, value) in vars {
        value.set(name, &mut args, t);
    }
    t.message(id, &args)
}

/// The kind of an I/O error, as the catalogues' selectors name it.
fn io_kind(error: &std::io::Error) -> &'static str {
    use std::io::ErrorKind as K;
    match error.kind() {
        K::StorageFull | K::QuotaExceeded => "full",
        K::FileTooLarge => "too-large",
        K::PermissionDenied => "denied",
        K::ReadOnlyFilesystem => "read-only",
        K::NotFound => "gone",
        K::IsADirectory => "folder",
        K::NotADirectory => "not-folder",
        K::AddrInUse => "in-use",
        K::AddrNotAvailable => "not-here",
        _ => "other",
    }
}

impl ShellText for Text {
    fn journal_locked(&self, path: &str) -> String {
        // Windows' locks keep every other program from reading the file.
        let readable = if cfg!(windows) { "no" } else { "yes" };
        say(
            self,
            "journal-locked",
            [("path", path), ("readable", readable)],
        )
    }
    fn io_problem(&self, error: &std::io::Error) -> String {
        if let Some(refusal) = crate::shell::bounded::refusal(error) {
            return self.refusal(refusal);
        }
        let detail = error.to_string();
        say(
            self,
            "io-problem",
            [("kind", io_kind(error)), ("detail", detail.as_str())],
        )
    }
    fn refusal(&self, refusal: &ReadRefusal) -> String {
        match refusal {
            ReadRefusal::NotAFile => say(self, "refused-not-a-file", []),
            ReadRefusal::TooLarge { size, most } => {
                let (size, most) = (size_text(*size), size_text(*most));
                say(
                    self,
                    "refused-too-large",
                    [("size", size.as_str()), ("most", most.as_str())],
                )
            }
            ReadRefusal::TooManyFiles { count, most } => {
                let (count, most) = (count.to_string(), most.to_string());
                say(
                    self,
                    "refused-too-many-files",
                    [("count", count.as_str()), ("most", most.as_str())],
                )
            }
        }
    }
    fn file_problem(&self, path: &str, error: &std::io::Error) -> String {
        let why = self.io_problem(error);
        say(
            self,
            "file-problem",
            [("path", path), ("why", why.as_str())],
        )
    }
    fn not_saved(&self, error: &std::io::Error) -> String {
        let why = self.io_problem(error);
        say(
            self,
            "not-saved",
            [("why", why.as_str()), ("kind", io_kind(error))],
        )
    }
    /// A command's arguments missing or out of their range: what it takes
    /// (the ranges from the command table), with an example.
    fn usage(&self, command: &str, example: &str) -> String {
        let range = match command {
            "rate" => Some(crate::core::command::RATE),
            "volume" => Some(crate::core::command::VOLUME),
            "setclock" | "addtime" | "wait" => Some(0..=crate::core::clock::MAX_TYPED_HOURS as u32),
            _ => None,
        };
        let (low, high) = range.map_or((String::new(), String::new()), |r| {
            (r.start().to_string(), r.end().to_string())
        });
        say(
            self,
            "usage",
            [
                ("command", command),
                ("example", example),
                ("low", low.as_str()),
                ("high", high.as_str()),
            ],
        )
    }
    fn tui_no_key(&self, help_key: &str) -> String {
        say(self, "tui-no-key", [("key", help_key)])
    }
    fn key_help(&self, action: &str) -> String {
        say(self, &key_message(action), [])
    }
    fn key_help_input_line(&self) -> String {
        say(self, "key-input-line", [])
    }
    fn key_help_files_ranks(&self) -> String {
        say(self, "key-files-ranks", [])
    }
    fn key_cap(&self, key: &str) -> String {
        say(self, "key-cap", [("key", key)])
    }
}

/// The message that describes a key action: `key-` and its config name.
fn key_message(action: &str) -> String {
    format!("key-{}", action.replace('_', "-"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::text::Lang;

    #[test]
    fn every_key_action_is_described() {
        for lang in Lang::ALL {
            let t = lang.text();
            let mut seen = std::collections::HashSet::new();
            for action in crate::shell::keys::KeyAction::ALL {
                let id = key_message(action.name());
                assert!(t.has_message(&id), "{lang}: no {id}");
                let help = t.key_help(action.name());
                assert!(!help.is_empty(), "{lang}: {id} is empty");
                assert!(seen.insert(help.clone()), "{lang}: {help} twice");
            }
            assert!(!t.key_help_files_ranks().is_empty());
            assert!(t.tui_prompt().ends_with(": "));
        }
    }

    #[test]
    fn moves_completed_in_the_clock_panel_agree_with_the_count() {
        let moves = |lang: Lang, n| lang.text().tui_moves(n);
        assert_eq!(moves(Lang::En, 1), "1 move");
        assert_eq!(moves(Lang::En, 2), "2 moves");
        assert_eq!(moves(Lang::En, 0), "0 moves");
        assert_eq!(moves(Lang::De, 1), "1 Zug");
        assert_eq!(moves(Lang::De, 2), "2 Züge");
        assert_eq!(moves(Lang::Da, 1), "1 træk");
        assert_eq!(moves(Lang::Da, 2), "2 træk");
        assert_eq!(moves(Lang::Nb, 1), "1 trekk");
        assert_eq!(moves(Lang::Nb, 2), "2 trekk");
    }

    #[test]
    fn settings_and_fallbacks_say_which() {
        let en = Lang::En.text();
        assert_eq!(en.speech_setting(Level::Rate, 120), "Speech rate 120 %.");
        assert_eq!(en.speech_setting(Level::Volume, 80), "Volume 80 %.");
        assert_eq!(en.speech_backend("none"), "Speech: off.");
        assert_eq!(
            Lang::De.text().clip_fallback("Quatsch", "tts"),
            "Die eingebaute Stimme hat keine Aufnahme für \"Quatsch\": solche Sätze spricht die Systemstimme."
        );
    }
}
