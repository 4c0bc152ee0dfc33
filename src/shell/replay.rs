//! `annabella replay FILE.pgn`: listen through a game, in line mode or in
//! the full screen. The one [`Listener`] runs every command for both: it
//! hands the command to the core's [`Study`], says each line (a move's
//! announcement in the announcement voice, the rest privately) and returns
//! the lines to show.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use clap::Args;

use crate::core::command::Command as PlayCommand;
use crate::core::lines;
use crate::core::replay::{self, Answer, Command, Study, Words};
use crate::core::session::Channel;
use crate::core::sound::Earcon;
use crate::core::text::Lang;
use crate::core::vocab::Vocabularies;

use super::args::{FrontArgs, VoiceArgs, overridden};
use super::failure::{Done, Failure, InLang};
use super::input::{self, Input, MAX_LINE};
use super::runner::{Outcome, Part, Voice};
use super::settings::{Settings, Theme};
use super::speech::{self, Choice, Speech};
use super::text::ShellText;
use super::voices;

#[derive(Debug, Args)]
pub struct ReplayArgs {
    /// The PGN file, in UTF-8 (with or without BOM) or Latin-1/Windows-1252
    #[arg(value_name = "FILE.pgn")]
    pub(crate) file: PathBuf,
    /// The game of the file to listen to, from 1 [default: the only one;
    /// a file of many games is listed to choose from]
    #[arg(long, value_name = "N")]
    pub(crate) game_number: Option<usize>,
    #[command(flatten)]
    pub(crate) front: FrontArgs,
    #[command(flatten)]
    pub(crate) voice: VoiceArgs,
    /// Also load the *.toml vocabularies in this directory
    #[arg(long = "voices", value_name = "DIR")]
    pub(crate) voices: Vec<PathBuf>,
}

/// Runs the commands of `replay` for line mode and the full screen alike.
pub struct Listener {
    pub study: Study,
    pub speech: Speech,
}

impl Listener {
    fn lang(&self) -> Lang {
        self.study.words().lang
    }

    pub fn line(&mut self, text: &str) -> Outcome {
        self.run(replay::parse(text))
    }

    pub fn refuse_input(&mut self, input: &Input) -> Outcome {
        let t = self.lang().text();
        let text = match input {
            Input::TooLong => t.input_too_long(MAX_LINE),
            _ => t.input_not_text(),
        };
        self.deliver(Answer::refuse(text))
    }

    pub fn run(&mut self, command: Command) -> Outcome {
        let t = self.lang().text();
        let said = Answer::said;
        let answer = match command {
            Command::Speech(PlayCommand::Repeat) => {
                if self.speech.repeat() {
                    return Outcome::default();
                }
                said(t.nothing_to_repeat())
            }
            Command::Speech(PlayCommand::Quiet) => {
                self.speech.stop();
                return Outcome::default();
            }
            Command::Speech(PlayCommand::Rate(p)) => {
                self.speech.set_rate(p);
                said(t.speech_setting("rate", p))
            }
            Command::Speech(PlayCommand::Volume(p)) => {
                self.speech.set_volume(p);
                said(t.speech_setting("volume", p))
            }
            Command::Speech(PlayCommand::Earcons(on)) => {
                self.speech.set_earcons(on);
                said(t.earcons_set(on))
            }
            command => self.study.run(command),
        };
        self.deliver(answer)
    }

    /// A private line of the interface itself (board exploration, modes).
    pub fn tell(&mut self, text: String) -> Outcome {
        self.deliver(Answer::said(text))
    }

    /// Says an answer's lines in order, the first cutting what is said.
    fn deliver(&mut self, answer: Answer) -> Outcome {
        if answer.refused {
            self.speech.earcon(Earcon::Refused);
        }
        let mut parts = Vec::with_capacity(answer.lines.len());
        for (i, line) in answer.lines.into_iter().enumerate() {
            let (channel, words) = match &line.announcement {
                Some(said) => (Channel::Public, said.as_str()),
                None => (Channel::Private, line.text.as_str()),
            };
            let fallback = if i == 0 {
                self.speech.say(channel, words)
            } else {
                self.speech.say_in_turn(channel, words)
            };
            parts.push(Part {
                text: line.text,
                voice: Voice::Said(channel),
                earcon: None,
            });
            if let Some(f) = fallback {
                parts.push(Part {
                    text: self.lang().text().clip_fallback(&f.word, f.to),
                    voice: Voice::Shown,
                    earcon: None,
                });
            }
        }
        if self.speech.take_silenced() {
            parts.push(Part {
                text: self.lang().text().voice_silent(),
                voice: Voice::Shown,
                earcon: None,
            });
        }
        Outcome {
            parts,
            quit: answer.quit,
        }
    }
}

pub fn run(args: ReplayArgs) -> Done {
    let early = args.voice.lang.unwrap_or(Lang::En);
    let settings =
        Settings::load_with_voices(args.front.config.as_deref(), &args.voices).in_lang(early)?;
    let mut settings = overridden(settings, &args.voice, None)?;
    settings.speech.backend = args.front.speech.unwrap_or(settings.speech.backend);
    let lang = settings.lang();
    let all: Vocabularies = voices::load(&args.voices).in_lang(lang)?;
    let mix = all.mix_for(&settings.voice_mix(), settings.game.laws.year());
    let voice = all.voice(&mix).in_lang(lang)?;
    let order = all.reading_order(&voice);
    let words = Words {
        reader: crate::core::input::MoveReader::new(&order, Some(settings.letters())),
        voice: voice.clone(),
        style: settings.style(),
        lang,
        letters: settings.letters(),
    };
    let (games, text) = super::pgn_file::list(&args.file).in_lang(lang)?;
    let (study, first) = Study::listed(text, games, args.game_number, words)
        .map_err(|error| Failure::Pgn {
            path: args.file.clone(),
            error,
        })
        .in_lang(lang)?;
    let interactive = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let full_screen = args.front.tui || (interactive && !args.front.line);
    if full_screen && !interactive {
        return Err(Failure::NeedsTerminal).in_lang(lang);
    }
    let (speech, told) = super::play::open_speech(
        settings.speech.backend,
        args.front.speech_log.clone(),
        &settings,
        &voice,
        interactive,
    );
    let mut listener = Listener { study, speech };
    let mut notes = Vec::new();
    if let Some(told) = told {
        notes.push(lang.text().speech_backend(told));
    }
    if settings.speech.backend == Choice::Auto && interactive && speech::screen_reader_running() {
        notes.push(lang.text().screen_reader_running());
    }
    let opened = listener.deliver(first);
    if full_screen {
        let theme = if std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty()) {
            Theme::Mono
        } else {
            settings.tui.theme
        };
        let mut app = super::tui::study::StudyApp::new(
            listener,
            settings.keys.clone(),
            theme,
            settings.tui.big_text,
        );
        app.notes(notes, opened);
        return Ok(super::tui::study::run(app));
    }
    Ok(line_mode(listener, notes, opened))
}

/// Line mode: a command a line on stdin, its lines on stdout.
fn line_mode(
    mut listener: Listener,
    notes: Vec<String>,
    opened: Outcome,
) -> std::process::ExitCode {
    let mut out = std::io::stdout();
    let mut show = |lines: Vec<&str>| -> std::io::Result<()> {
        for part in lines {
            for line in lines::printable(part) {
                writeln!(out, "{line}")?;
            }
        }
        out.flush()
    };
    let first: Vec<&str> = notes
        .iter()
        .map(String::as_str)
        .chain(opened.lines())
        .collect();
    if show(first).is_err() {
        return std::process::ExitCode::FAILURE;
    }
    let mut stdin = std::io::BufReader::new(std::io::stdin());
    while let Some(input) = input::next_line(&mut stdin) {
        let outcome = match input {
            Input::Line(line) => listener.line(&line),
            bad => listener.refuse_input(&bad),
        };
        if show(outcome.lines().collect()).is_err() {
            return std::process::ExitCode::FAILURE;
        }
        if outcome.quit {
            break;
        }
    }
    listener.speech.finish(std::time::Duration::from_secs(20));
    std::process::ExitCode::SUCCESS
}
