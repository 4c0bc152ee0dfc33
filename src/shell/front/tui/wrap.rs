//! Wrapping the full screen's texts: at spaces only, so that a file's path
//! or a hyphenated word is never cut where Unicode's line breaking would.

/// `text` wrapped to `width` columns at its spaces only: a file's path
/// ("/home/anna/games/round3.annabella") is never cut after a "/" or a
/// "-", as Unicode's line breaking would (issue 48).
pub fn wrap(text: &str, width: usize) -> Vec<std::borrow::Cow<'_, str>> {
    textwrap::wrap(text, options(width))
}

/// The wrapping options of every text of the full screen: at spaces only.
pub fn options(width: usize) -> textwrap::Options<'static> {
    textwrap::Options::new(width)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .word_splitter(textwrap::WordSplitter::NoHyphenation)
}

#[cfg(test)]
mod tests {
    /// A path stays whole on its row where it fits, and moves to the next
    /// row rather than being cut after a "/".
    #[test]
    fn a_path_is_wrapped_at_spaces_only() {
        let text = "Game file: /home/anna/games/round-3.annabella";
        let rows = super::wrap(text, 40);
        assert_eq!(rows, ["Game file:", "/home/anna/games/round-3.annabella"]);
        let textwrap_default = textwrap::wrap(text, 40);
        assert_ne!(rows, textwrap_default, "the default would cut the path");
    }
}
