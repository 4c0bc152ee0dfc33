//! Where annabella keeps its files on each system: the settings file, new
//! games and extra clips. Linux follows the XDG base directories; Windows
//! and macOS take their own folders from the `directories` crate
//! (`%APPDATA%` for settings and `%LOCALAPPDATA%` for games on Windows,
//! `~/Library/Application Support` on macOS).

use std::path::PathBuf;

/// The folder of annabella's own data (games, extra clips): on Linux
/// `$XDG_DATA_HOME/annabella`, else `$HOME/.local/share/annabella`.
#[cfg(target_os = "linux")]
pub fn data_dir() -> Option<PathBuf> {
    xdg_dir(
        std::env::var_os("XDG_DATA_HOME"),
        std::env::var_os("HOME"),
        ".local/share",
    )
    .map(|d| d.join("annabella"))
}

/// An XDG base directory: the variable's value, else `under_home` in the
/// home folder. A relative or empty value is ignored, as the XDG
/// specification says.
#[cfg(target_os = "linux")]
pub fn xdg_dir(
    value: Option<std::ffi::OsString>,
    home: Option<std::ffi::OsString>,
    under_home: &str,
) -> Option<PathBuf> {
    let absolute = |v: Option<std::ffi::OsString>| v.map(PathBuf::from).filter(|p| p.is_absolute());
    absolute(value).or_else(|| absolute(home).map(|h| h.join(under_home)))
}

/// The folder of annabella's own data: `%LOCALAPPDATA%\annabella\data` on
/// Windows (games stay on this machine, not in a roaming profile).
#[cfg(not(target_os = "linux"))]
pub fn data_dir() -> Option<PathBuf> {
    project().map(|p| p.data_local_dir().to_path_buf())
}

/// The settings file on Windows (`%APPDATA%\annabella\config\config.toml`)
/// and macOS; on Linux see `settings::user_path`.
#[cfg(not(target_os = "linux"))]
pub fn config_file() -> Option<PathBuf> {
    project().map(|p| p.config_dir().join("config.toml"))
}

#[cfg(not(target_os = "linux"))]
fn project() -> Option<directories::ProjectDirs> {
    directories::ProjectDirs::from("", "", "annabella")
}

/// The folder new games are written to when no file is named.
pub fn games_dir() -> PathBuf {
    data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("games")
}

/// Where the path of the game played last is kept: `export` without
/// `--game` takes that game, wherever its file is.
fn last_game_note() -> Option<PathBuf> {
    data_dir().map(|d| d.join("last-game"))
}

/// Notes `game` as the game played last. Best effort: a note that cannot
/// be written leaves `export` the newest file of the games folder.
pub fn remember_last_game(game: &std::path::Path) {
    let Some(note) = last_game_note() else {
        return;
    };
    let game = std::fs::canonicalize(game).unwrap_or_else(|_| game.to_path_buf());
    if let Some(folder) = note.parent() {
        let _ = std::fs::create_dir_all(folder);
    }
    let _ = crate::shell::files::replace(&note, game.display().to_string().as_bytes());
}

/// The game played last, where its note names a file that is still there
/// (read bounded: a note is one path).
pub fn last_game() -> Option<PathBuf> {
    let note = last_game_note()?;
    let text = crate::shell::bounded::read_text(&note, 4096).ok()?;
    let path = PathBuf::from(text.trim_end_matches(['\n', '\r']));
    path.is_file().then_some(path)
}

/// The game file in `folder` written last (a game file read by nothing
/// else: `*.annabella`); `None` where there is none.
pub fn newest_game(folder: &std::path::Path) -> Option<PathBuf> {
    std::fs::read_dir(folder)
        .ok()?
        .filter_map(Result::ok)
        .filter(|e| e.path().extension().is_some_and(|x| x == "annabella"))
        .filter_map(|e| {
            let meta = e.metadata().ok().filter(std::fs::Metadata::is_file)?;
            Some((meta.modified().ok()?, e.path()))
        })
        // The same second: the later name (names are the start's time).
        .max()
        .map(|(_, path)| path)
}

/// A path as it is typed in the user's shell: quoted where it holds a
/// space or a character the shell would read, so that a command shown
/// with it can be typed (or pasted) as it stands.
pub fn shell_word(path: &std::path::Path) -> String {
    let text = path.display().to_string();
    if cfg!(windows) {
        // cmd and PowerShell both take a double-quoted path.
        if text.contains([' ', '&', '(', ')', ';', ',', '\'', '^']) {
            format!("\"{text}\"")
        } else {
            text
        }
    } else {
        shlex::try_quote(&text).map_or(text.clone(), |q| q.into_owned())
    }
}
