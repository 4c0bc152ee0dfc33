//! National braille through liblouis, the translator NVDA, JAWS, Orca and
//! BRLTTY use: each language's own uncontracted table, written as BRF.
//!
//! The C library is loaded when a table is first asked for and called
//! through the five functions declared here, not through the `louis`
//! crate: its last release (2019) builds with bindgen 0.37 and needs
//! libclang, for functions whose signatures are stable. liblouis keeps its
//! compiled tables in global state and is not thread safe: every call
//! holds one lock.
//!
//! Where liblouis is not installed (it is recommended, not needed) or not
//! part of the build (Windows), [`BrailleTable::open`] says so, and the caller
//! writes the built-in code instead.

#[cfg(target_os = "linux")]
mod brlapi;
pub mod display;

#[cfg(target_os = "linux")]
use std::sync::Mutex;

use crate::core::braille;
use crate::core::braille::display::Cells;
use crate::core::text::Lang;
use crate::shell::text::ShellMessages as _;

/// What went wrong with a national table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BrailleError {
    /// liblouis has no such table (not installed, or misspelt).
    NoTable(String),
    /// liblouis is not part of this build.
    NoLiblouis,
    /// The table gave a cell no six-dot page shows, or nothing.
    Untranslatable(String),
}

/// The uncontracted six-dot table of the language a text is written in
/// (the program's rule: braille follows the text, never the voice): a Danish
/// sheet is in Danish braille even where the moves are announced in
/// German words.
pub fn table_for(lang: Lang) -> &'static str {
    match lang {
        Lang::Da => "da-dk-g16.ctb",
        Lang::De => "de-g0-detailed.utb",
        Lang::Nb => "no-no-g0.utb",
        Lang::Nl => "nl-NL-g0.utb",
        Lang::En => "en-ueb-g1.ctb",
    }
}

/// The built-in code of the text's language, where there is no liblouis.
fn builtin_code(lang: Lang) -> braille::Code {
    match lang {
        Lang::Da => braille::Code::Danish,
        Lang::De => braille::Code::German,
        Lang::Nb => braille::Code::Norwegian,
        // Dutch braille has no cells of its own for these letters.
        Lang::En | Lang::Nl => braille::Code::English,
    }
}

/// What writes a game's braille: the table named (`[braille] table`) or
/// the country's own, through liblouis; the built-in code where this
/// build has no liblouis.
pub struct Writer {
    name: String,
    table: Result<BrailleTable, BrailleError>,
    code: braille::Code,
}

impl Writer {
    /// The writer of texts in `lang`: the table `named`, else `lang`'s own.
    pub fn new(named: Option<&str>, lang: Lang) -> Writer {
        let name = named.map_or_else(|| table_for(lang).to_string(), str::to_string);
        Writer {
            table: BrailleTable::open(&name),
            name,
            code: builtin_code(lang),
        }
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// The table itself (a braille display's cells), or why it cannot be
    /// used.
    pub fn into_table(self) -> Result<BrailleTable, BrailleError> {
        self.table
    }

    /// `text` as a BRF document.
    pub fn brf(&self, text: &str) -> Result<String, BrailleError> {
        match &self.table {
            Ok(table) => table.brf(text),
            Err(BrailleError::NoLiblouis) => Ok(braille::brf(text, self.code)),
            Err(e) => Err(e.clone()),
        }
    }
}

/// What keeps braille from being written with table `name`, as said.
pub fn braille_problem(e: &BrailleError, name: &str, t: &crate::core::text::Text) -> String {
    match e {
        BrailleError::Untranslatable(text) => t.braille_untranslatable(name, text),
        BrailleError::NoTable(_) | BrailleError::NoLiblouis => t.braille_table_missing(name),
    }
}

/// A national table, checked: it exists and compiles.
#[derive(Debug, Clone)]
pub struct BrailleTable {
    name: String,
    /// The table list as liblouis reads it: Unicode braille out.
    list: std::ffi::CString,
}

/// Every call into liblouis holds it.
#[cfg(target_os = "linux")]
static LOUIS: Mutex<()> = Mutex::new(());

impl BrailleTable {
    pub fn open(name: &str) -> Result<BrailleTable, BrailleError> {
        let no_table = || BrailleError::NoTable(name.to_string());
        // A name is a file of liblouis's tables, never a list or a path
        // of the user's choosing beyond it.
        if name.is_empty() || name.contains([',', '\0']) {
            return Err(no_table());
        }
        let list = std::ffi::CString::new(format!("unicode.dis,{name}")).map_err(|_| no_table())?;
        if !louis::check(&list)? {
            return Err(no_table());
        }
        Ok(BrailleTable {
            name: name.to_string(),
            list,
        })
    }

    pub fn name(&self) -> &str {
        &self.name
    }

    /// `text` in this table's braille, as Unicode braille cells.
    pub fn unicode(&self, text: &str) -> Result<String, BrailleError> {
        louis::translate(&self.list, text, false)
            .ok_or_else(|| BrailleError::Untranslatable(text.to_string()))
    }

    /// `text` as a braille display's cells, each with the character it
    /// shows (for the routing keys). A character liblouis writes as no
    /// braille cell shows as all eight dots: seen, never silently gone.
    pub fn cells(&self, text: &str) -> Result<Cells, BrailleError> {
        let (out, from) = louis::translate_mapped(&self.list, text)
            .ok_or_else(|| BrailleError::Untranslatable(text.to_string()))?;
        let dots = out
            .into_iter()
            .map(|c| match u32::from(c) {
                cell @ 0x2800..=0x28FF => (cell - 0x2800) as u8,
                _ => 0xFF,
            })
            .collect();
        Ok(Cells { dots, from })
    }

    /// Unicode braille cells back to text.
    pub fn back(&self, cells: &str) -> Result<String, BrailleError> {
        louis::translate(&self.list, cells, true)
            .ok_or_else(|| BrailleError::Untranslatable(cells.to_string()))
    }

    /// `text` in this table's braille, as Braille ASCII (BRF's cells). A
    /// character the table has no six-dot cell for is spelled as its code
    /// point (U+1EC5), the rest of the word as the table writes it, so
    /// that nothing is lost; a table that writes no six-dot cells at all
    /// (an eight-dot table) is refused.
    pub fn ascii(&self, text: &str) -> Result<String, BrailleError> {
        if let Some(cells) = self.six_dots(text)? {
            return Ok(cells);
        }
        // Each character the table cannot write alone, spelled; the word
        // then written whole, as the table writes words.
        let mut spelled = String::new();
        for c in text.chars() {
            if self.six_dots(&c.to_string())?.is_some() {
                spelled.push(c);
            } else {
                spelled.push_str(&format!("U+{:04X}", u32::from(c)));
            }
        }
        self.six_dots(&spelled)?
            .ok_or_else(|| BrailleError::Untranslatable(text.to_string()))
    }

    /// `text`'s cells in Braille ASCII, where each is a six-dot cell.
    fn six_dots(&self, text: &str) -> Result<Option<String>, BrailleError> {
        Ok(self.unicode(text)?.chars().map(braille::ascii_of).collect())
    }

    /// A BRF document of `text` in this table's braille.
    pub fn brf(&self, text: &str) -> Result<String, BrailleError> {
        braille::brf_of(text, |word| self.ascii(word))
    }
}

#[cfg(target_os = "linux")]
mod louis {
    use std::ffi::{CStr, c_char, c_int, c_uint};
    use std::sync::OnceLock;

    use libloading::Library;

    use super::{BrailleError, LOUIS};

    /// liblouis's logging off: it writes to stderr otherwise, into line
    /// mode's output.
    const LOG_OFF: c_int = 60000;

    /// lou_translate and lou_backTranslate: one signature.
    type Translate = unsafe extern "C" fn(
        *const c_char,
        *const c_uint,
        *mut c_int,
        *mut c_uint,
        *mut c_int,
        *mut u16,
        *mut c_char,
        *mut c_int,
        *mut c_int,
        *mut c_int,
        c_int,
    ) -> c_int;

    /// The library, loaded when a table is first asked for: liblouis is
    /// recommended, not needed (the package says so), and where it is
    /// missing the built-in codes write the braille.
    struct Louis {
        translate: Translate,
        back_translate: Translate,
        check_table: unsafe extern "C" fn(*const c_char) -> c_int,
        char_size: unsafe extern "C" fn() -> c_int,
        set_log_level: unsafe extern "C" fn(c_int),
        /// Kept loaded while the functions above are called.
        _library: Library,
    }

    /// The sonames of liblouis, newest first.
    const LIBRARIES: [&str; 2] = ["liblouis.so.20", "liblouis.so"];

    fn louis() -> Result<&'static Louis, BrailleError> {
        static LOADED: OnceLock<Option<Louis>> = OnceLock::new();
        LOADED
            .get_or_init(|| {
                LIBRARIES.iter().find_map(|name| {
                    // SAFETY: liblouis runs no code of its own when loaded.
                    let library = unsafe { Library::new(name) }.ok()?;
                    // SAFETY: each symbol is read with the signature
                    // liblouis.h gives it (stable since 2.6); the library
                    // stays loaded with them, for the program's life.
                    unsafe {
                        Some(Louis {
                            translate: *library.get(b"lou_translate\0").ok()?,
                            back_translate: *library.get(b"lou_backTranslate\0").ok()?,
                            check_table: *library.get(b"lou_checkTable\0").ok()?,
                            char_size: *library.get(b"lou_charSize\0").ok()?,
                            set_log_level: *library.get(b"lou_setLogLevel\0").ok()?,
                            _library: library,
                        })
                    }
                })
            })
            .as_ref()
            .ok_or(BrailleError::NoLiblouis)
    }

    /// Whether the table list compiles; an error where this liblouis is
    /// not one whose characters are 32 bits (Debian's is).
    pub fn check(list: &CStr) -> Result<bool, BrailleError> {
        let louis = louis()?;
        let _held = LOUIS.lock().unwrap_or_else(|p| p.into_inner());
        // SAFETY: no arguments; liblouis's global state is only touched
        // under the lock held here.
        let size = unsafe { (louis.char_size)() };
        if size != 4 {
            return Err(BrailleError::NoLiblouis);
        }
        // SAFETY: a plain integer setting, under the lock.
        unsafe { (louis.set_log_level)(LOG_OFF) };
        // SAFETY: `list` is a valid C string for the whole call, under the lock.
        Ok(unsafe { (louis.check_table)(list.as_ptr()) } != 0)
    }

    /// `text` translated (or back-translated) with the table list.
    pub fn translate(list: &CStr, text: &str, back: bool) -> Option<String> {
        let louis = louis().ok()?;
        let call = if back {
            louis.back_translate
        } else {
            louis.translate
        };
        call_mapped(call, list, text).map(|(out, _)| out.into_iter().collect())
    }

    /// `text` translated with the table list, and for each character out
    /// the index of the character in that it came from.
    pub fn translate_mapped(list: &CStr, text: &str) -> Option<(Vec<char>, Vec<usize>)> {
        call_mapped(louis().ok()?.translate, list, text)
    }

    fn call_mapped(call: Translate, list: &CStr, text: &str) -> Option<(Vec<char>, Vec<usize>)> {
        let input: Vec<c_uint> = text.chars().map(u32::from).collect();
        // Room for what a character may become (a capital, a number sign,
        // an accent spelled out), then more where it did not suffice.
        let mut room = input.len() * 4 + 16;
        loop {
            let mut inlen = c_int::try_from(input.len()).ok()?;
            let mut outlen = c_int::try_from(room).ok()?;
            let mut output: Vec<c_uint> = vec![0; room];
            let mut input_pos: Vec<c_int> = vec![0; room];
            let done = {
                let _held = LOUIS.lock().unwrap_or_else(|p| p.into_inner());
                // SAFETY: `list` is a valid C string; `input` holds `inlen`
                // and `output` and `input_pos` `outlen` 32-bit values (the
                // character size `check` confirmed), all alive for the
                // call; typeform, spacing and the other positions are
                // null, which liblouis allows; the lock keeps liblouis's
                // global tables to this call.
                unsafe {
                    call(
                        list.as_ptr(),
                        input.as_ptr(),
                        &mut inlen,
                        output.as_mut_ptr(),
                        &mut outlen,
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                        std::ptr::null_mut(),
                        input_pos.as_mut_ptr(),
                        std::ptr::null_mut(),
                        0,
                    )
                }
            };
            if done == 0 {
                return None;
            }
            let read = usize::try_from(inlen).ok()?;
            if read < input.len() && room < input.len() * 64 {
                room *= 4;
                continue;
            }
            let len = usize::try_from(outlen).ok()?;
            output.truncate(len);
            input_pos.truncate(len);
            let chars = output
                .into_iter()
                .map(char::from_u32)
                .collect::<Option<_>>()?;
            let from = input_pos
                .into_iter()
                .map(|p| usize::try_from(p).unwrap_or(0))
                .collect();
            return Some((chars, from));
        }
    }
}

#[cfg(not(target_os = "linux"))]
mod louis {
    use std::ffi::CStr;

    use super::BrailleError;

    pub fn check(_: &CStr) -> Result<bool, BrailleError> {
        Err(BrailleError::NoLiblouis)
    }

    pub fn translate(_: &CStr, _: &str, _: bool) -> Option<String> {
        None
    }

    pub fn translate_mapped(_: &CStr, _: &str) -> Option<(Vec<char>, Vec<usize>)> {
        None
    }
}

#[cfg(all(test, target_os = "linux"))]
mod tests {
    use super::*;

    /// The language of a code as the tests write it ("nb").
    fn code(lang: &str) -> Lang {
        Lang::ALL.into_iter().find(|l| l.code() == lang).unwrap()
    }

    /// What liblouis's own tool, a separate program, makes of `text`.
    fn lou_translate(table: &str, text: &str) -> String {
        use std::io::Write;
        let mut child = std::process::Command::new("lou_translate")
            .args(["--forward", &format!("unicode.dis,{table}")])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("lou_translate (liblouis-bin) is installed: make deps");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(format!("{text}\n").as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        String::from_utf8(out.stdout)
            .unwrap()
            .trim_end_matches('\n')
            .to_string()
    }

    const SAID: [(&str, &str); 5] = [
        (
            "da",
            "Forseglet træk: 2. Springer Felix tre, Dronning Cæsar 12, Æble ø å",
        ),
        (
            "de",
            "Abgegebener Zug: 2. Springer Felix drei, Bauer Eva fünf, König",
        ),
        (
            "nb",
            "Hemmelig trekk: 2. Springer Felix tre, Dronning Cæsar, ø å",
        ),
        ("nl", "Afgegeven zet: 2. Paard Felix drie, Koning Eva vijf"),
        ("en", "Sealed move: 2. Nf3, White: Anna Hansen, 1:30:00"),
    ];

    #[test]
    fn each_language_is_written_as_its_table_writes_it() {
        for (lang, text) in SAID {
            let name = table_for(code(lang));
            let table = BrailleTable::open(name).unwrap();
            assert_eq!(
                table.unicode(text).unwrap(),
                lou_translate(name, text),
                "{lang}"
            );
            // Back to text, word by word: what was written is read.
            let back = table
                .back(&table.unicode("Springer Felix").unwrap())
                .unwrap();
            assert!(
                back.eq_ignore_ascii_case("springer felix"),
                "{lang}: {back}"
            );
        }
    }

    #[test]
    fn a_brf_of_a_table_is_its_cells_on_pages_and_reads_back() {
        let table = BrailleTable::open("da-dk-g16.ctb").unwrap();
        let text = "Forseglet træk: 2. Springer Felix tre\nÆble";
        let brf = table.brf(text).unwrap();
        // The first paragraph is two lines of at most 40 cells.
        let lines: Vec<&str> = brf.trim_end_matches("\r\n").split("\r\n").collect();
        assert_eq!(lines.len(), 3, "{brf:?}");
        assert!(lines.iter().all(|l| l.chars().count() <= 40));
        let unicode: String = lines[2]
            .chars()
            .map(|c| braille::unicode_of(c).unwrap())
            .collect();
        assert_eq!(table.back(&unicode).unwrap(), "Æble");
    }

    #[test]
    fn a_letter_the_table_lacks_is_spelled_and_the_rest_written() {
        let table = BrailleTable::open("de-g0-detailed.utb").unwrap();
        let cells = table.ascii("Nguyễn").unwrap();
        assert_eq!(cells, table.ascii("NguyU+1EC5n").unwrap());
        // An eight-dot table writes nothing a six-dot page shows.
        let eight = BrailleTable::open("da-dk-g08.ctb").unwrap();
        assert!(matches!(
            eight.ascii("Æble"),
            Err(BrailleError::Untranslatable(_))
        ));
    }

    #[test]
    fn a_display_shows_the_tables_cells_each_pointing_at_its_character() {
        for (lang, text) in SAID {
            let name = table_for(code(lang));
            let cells = BrailleTable::open(name).unwrap().cells(text).unwrap();
            let want: Vec<u8> = lou_translate(name, text)
                .chars()
                .map(|c| (u32::from(c) - 0x2800) as u8)
                .collect();
            assert_eq!(cells.dots, want, "{lang}");
            assert_eq!(cells.from.len(), cells.dots.len());
            // In order, and every character has a cell.
            assert!(cells.from.windows(2).all(|w| w[0] <= w[1]), "{lang}");
            let mut from = cells.from.clone();
            from.dedup();
            assert_eq!(
                from,
                (0..text.chars().count()).collect::<Vec<_>>(),
                "{lang}"
            );
        }
    }

    /// A BRF written with a country's table reads back, line by line, as
    /// the text it was written from: the moves in the country's letters,
    /// move numbers, names, castling. What does not come back is the
    /// national code's own, not annabella's: liblouis 3.24 reads numbers
    /// after a colon or a full stop (and, Norwegian, a hyphen: "0-0") back
    /// as letters with the German, Norwegian and Dutch tables (so clock
    /// times, dates and Norwegian castling are left out here), and the Norwegian code writes "+" and "!" in one
    /// cell (so Norwegian check signs read back as "!").
    #[test]
    fn a_brf_reads_back_as_the_text_it_was_written_from() {
        let sheets = [
            (
                "da",
                "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. 0-0 Sf6 12. Dxd8+ Kxd8\nHvid: Anna Hansen, 1:30:00, 21.11.2026",
            ),
            (
                "de",
                "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. 0-0 Sf6 12. Dxd8+ Kxd8\nWeiß: Anna Müller",
            ),
            (
                "nb",
                "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. c3 Sf6 12. Dxd8 Kxd8\nHvit: Åse Øvergård",
            ),
            (
                "nl",
                "1. e4 e5 2. Pf3 Pc6 3. Lb5 a6 4. 0-0 Pf6 12. Dxd8+ Kxd8\nWit: Anna de Vries",
            ),
            (
                "en",
                "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O Nf6 12. Qxd8+ Kxd8\nWhite: Anna Hansen, 1:30:00, 21.11.2026",
            ),
        ];
        for (lang, text) in sheets {
            let table = BrailleTable::open(table_for(code(lang))).unwrap();
            let brf = table.brf(text).unwrap();
            let lines: Vec<String> = brf
                .split("\r\n")
                .filter(|l| !l.is_empty())
                .map(|l| {
                    let cells: String =
                        l.chars().map(|c| braille::unicode_of(c).unwrap()).collect();
                    table.back(&cells).unwrap()
                })
                .collect();
            // Lines are wrapped at 40 cells between words: the words, in order.
            let words = |t: &str| t.split_whitespace().map(str::to_string).collect::<Vec<_>>();
            assert_eq!(words(&lines.join(" ")), words(text), "{lang}");
        }
    }

    #[test]
    fn a_missing_table_is_named() {
        assert_eq!(
            BrailleTable::open("xx-none.ctb").unwrap_err(),
            BrailleError::NoTable("xx-none.ctb".into())
        );
        assert!(BrailleTable::open("da-dk-g16.ctb,../../etc/passwd").is_err());
    }
}
