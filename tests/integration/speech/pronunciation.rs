//! How the built-in voice says the words of announcements (issue 13, point
//! 3): espeak-ng reads German "Cesar" as "Kesar" and Norwegian "Cæsar" as
//! "Kæsar" unless told otherwise (`[pronounce]` in voices/ID.toml). This
//! runs `espeak-ng -q -x` on the text every clip is made from and checks the
//! phonemes of every file name, rank word and piece name, and of "en
//! passant", so a pronunciation cannot change unnoticed (a new word, a
//! changed table or another espeak-ng). Skipped, saying so, without
//! espeak-ng (the README's test command installs it).

use std::process::Command;

use crate::integration::common::command;

/// (vocabulary, word, espeak-ng's phonemes for the text its clip is made from)
const EXPECTED: &[(&str, &str, &str)] = &[
    // de
    ("de", "Anna", "_!'anA:"),
    ("de", "Bella", "b'ElA:"),
    ("de", "Cesar", "ts'e:zA:r"),
    ("de", "David", "d'A:vIt"),
    ("de", "Eva", "_!'e:vA:"),
    ("de", "Felix", "f'e:lIks"),
    ("de", "Gustav", "g'UstA:f"),
    ("de", "Hector", "h'Ekto:r"),
    ("de", "eins", "_|'aIns"),
    ("de", "zwei", "tsv'aI"),
    ("de", "drei", "dr'aI"),
    ("de", "vier", "f'i:r"),
    ("de", "fünf", "f'ynf"),
    ("de", "sechs", "z'Eks"),
    ("de", "sieben", "z'i:b@n"),
    ("de", "acht", "_!'axt"),
    ("de", "Bauer", "b'aU3"),
    ("de", "Springer", "Spr'IN3"),
    ("de", "Läufer", "l'OYf3"),
    ("de", "Turm", "t'URm"),
    ("de", "Dame", "d'A:m@"),
    ("de", "König", "k'Y:nIC"),
    ("de", "en passant", "A~ pas'A~"),
    // da
    ("da", "Anna", "'?&n?&"),
    ("da", "Bodil", "b'?oD?il"),
    ("da", "Cecilie", "se:s'i:lj@"),
    ("da", "Dora", "d'?oRA"),
    ("da", "Erik", "'?eR?ek"),
    ("da", "Frederik", "fR'?ED@-R?ek"),
    ("da", "Gustav", "g'Ost?aw"),
    ("da", "Henrik", "h'?EnR?ek"),
    ("da", "et", "'et"),
    ("da", "to", "t'?o"),
    ("da", "tre", "tR'?E"),
    ("da", "fire", "f'iV"),
    ("da", "fem", "f'?Em"),
    ("da", "seks", "s'?eks"),
    ("da", "syv", "s'yw"),
    ("da", "otte", "'?ot@-_!"),
    ("da", "bonde", "b'?on@-_!"),
    ("da", "springer", "spR'?eN?V"),
    ("da", "løber", "l'Wb?V"),
    ("da", "tårn", "t'?O3-n"),
    ("da", "dronning", "dr'?Vn?eN"),
    ("da", "konge", "k'?VN@-_!"),
    ("da", "en passant", ",AN p&s'AN"),
    // nb
    ("nb", "Anna", "'AnnA"),
    ("nb", "Bella", "b'EllA"),
    ("nb", "Cæsar", "s'e:saR"),
    ("nb", "David", "d'avi:d"),
    ("nb", "Eva", "'e:vA"),
    ("nb", "Felix", "f'e:li:ks"),
    ("nb", "Gustav", "g'u-stav"),
    ("nb", "Hector", "h'Ektu:R"),
    ("nb", "en", "'e:n"),
    ("nb", "to", "t'u:"),
    ("nb", "tre", "tR'e:"),
    ("nb", "fire", "f'i:Ra#"),
    ("nb", "fem", "f'Em"),
    ("nb", "seks", "s'Eks"),
    ("nb", "sju", "S'u-:"),
    ("nb", "åtte", "'Ot:a#"),
    ("nb", "bonde", "b'Unna#"),
    ("nb", "springer", "spR'IN@R"),
    ("nb", "løper", "l'Y:p@R"),
    ("nb", "tårn", "t'ORn"),
    ("nb", "dronning", "dR'OnnIN"),
    ("nb", "konge", "k'ONa#"),
    ("nb", "en passant", "AN pAs'AN"),
];

fn language(id: &str) -> &'static str {
    match id {
        "de" => "de",
        "da" => "da",
        _ => "nb",
    }
}

#[test]
fn every_file_rank_and_piece_word_is_said_as_its_speakers_say_it() {
    if Command::new("espeak-ng").arg("--version").output().is_err() {
        crate::integration::common::without_rig(
            "espeak-ng is not installed here (apt-get install espeak-ng)",
        );
        return;
    }
    let mut wrong = Vec::new();
    for id in ["de", "da", "nb"] {
        let out = command()
            .args(["clip-words", "--voice", id])
            .output()
            .unwrap();
        assert!(out.status.success());
        let listed = String::from_utf8(out.stdout).unwrap();
        // The first 22 words are the files, the ranks and the pieces.
        let words: Vec<(String, String)> = listed
            .lines()
            .take(22)
            .chain(listed.lines().filter(|l| l.starts_with("en_passant\t")))
            .map(|line| {
                let mut cols = line.split('\t').skip(1);
                let word = cols.next().unwrap().to_string();
                let said = cols.next().unwrap_or(&word).to_string();
                (word, said)
            })
            .collect();
        assert_eq!(words.len(), 23, "{id}: {listed}");
        for (word, said) in words {
            let Some(&(_, _, want)) = EXPECTED.iter().find(|e| e.0 == id && e.1 == word) else {
                wrong.push(format!("{id}: \"{word}\" has no expected phonemes here"));
                continue;
            };
            let out = Command::new("espeak-ng")
                .args(["-q", "-x", "-v", language(id), &said])
                .output()
                .unwrap();
            let got = String::from_utf8_lossy(&out.stdout).trim().to_string();
            if got != want {
                wrong.push(format!(
                    "{id}: \"{word}\" (from \"{said}\") is {got}, not {want}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// The words fixed by `[pronounce]` are given to the synthesizer as
/// phonemes, and their clips were made from them: a clip of the old
/// pronunciation would differ from a fresh one (`clips_data` compares).
#[test]
fn the_words_that_need_it_have_a_pronunciation() {
    for (id, word) in [
        ("de", "Cesar"),
        ("de", "en passant"),
        ("nb", "Cæsar"),
        ("nb", "en passant"),
        ("da", "Cecilie"),
    ] {
        let out = command()
            .args(["clip-words", "--voice", id])
            .output()
            .unwrap();
        let listed = String::from_utf8(out.stdout).unwrap();
        let line = listed
            .lines()
            .find(|l| l.split('\t').nth(1) == Some(word))
            .unwrap_or_else(|| panic!("{id}: {word} not listed"));
        assert!(
            line.split('\t').nth(2).is_some_and(|s| s.starts_with("[[")),
            "{line}"
        );
    }
}
