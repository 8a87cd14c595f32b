//! The language a user reads: English or Spanish.
//!
//! The language is always a parameter (never a global), so one process can render the same
//! report in both languages, as the printed list and the app need.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A language Muster speaks to its users.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// Spanish, the language of the rulebooks.
    Es,
}

impl Lang {
    /// Every language, in display order.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Es];

    /// The ISO 639-1 code (`en`, `es`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
        }
    }

    /// Picks the text for this language from an English/Spanish pair.
    pub fn pick<T>(self, en: T, es: T) -> T {
        match self {
            Lang::En => en,
            Lang::Es => es,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The error for a language code Muster does not speak.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownLang(pub String);

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown language '{}' (expected 'en' or 'es')", self.0)
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "en" => Ok(Lang::En),
            "es" => Ok(Lang::Es),
            other => Err(UnknownLang(other.to_owned())),
        }
    }
}

/// A text in both languages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Bilingual {
    /// English.
    pub en: &'static str,
    /// Spanish.
    pub es: &'static str,
}

impl Bilingual {
    /// The words in `lang`.
    pub fn get(self, lang: Lang) -> &'static str {
        lang.pick(self.en, self.es)
    }
}

/// A name as printed on a card or in a rulebook, in English and (where a source gives it)
/// Spanish. A missing Spanish name falls back to the English one; it is never invented.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct LocalizedName {
    /// The English name, the one ids are made from.
    pub en: String,
    /// The Spanish name, where the Spanish rulebook or a cited source gives it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub es: Option<String>,
}

impl LocalizedName {
    /// Its names, English first (the one ids are made from).
    pub fn spellings(&self) -> [Option<&str>; 2] {
        [Some(self.en.as_str()), self.es.as_deref()]
    }

    /// An English-only name.
    pub fn english(en: impl Into<String>) -> Self {
        LocalizedName {
            en: en.into(),
            es: None,
        }
    }

    /// The name in `lang`, falling back to English.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::Es => self.es.as_deref().unwrap_or(&self.en),
            Lang::En => &self.en,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spanish_name_falls_back_to_english_when_no_source_gives_it() {
        let name = LocalizedName::english("Rune Golems");
        assert_eq!(name.get(Lang::Es), "Rune Golems");
        let named = LocalizedName {
            en: "Spearmen".into(),
            es: Some("Lanceros".into()),
        };
        assert_eq!(named.get(Lang::Es), "Lanceros");
        assert_eq!(named.get(Lang::En), "Spearmen");
    }

    #[test]
    fn language_codes_round_trip_and_unknown_codes_are_refused() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse::<Lang>(), Ok(lang));
        }
        assert!("fr".parse::<Lang>().is_err());
    }
}

/// The form of a word for a count: `one` for exactly 1, `other` for any other count. English
/// and Spanish count whole things alike (CLDR's "one" is 1 in both), so this one rule serves
/// both languages; the UI's labels use `Intl.PluralRules` for the same.
pub fn plural<N: PartialEq + From<u8>, T>(n: N, one: T, other: T) -> T {
    if n == N::from(1) {
        one
    } else {
        other
    }
}

impl Lang {
    /// Names as a sentence lists them: `A`, `A and B`, `A, B and C` (`A, B y C`; `e` before a
    /// word sounding /i/, as Spanish writes `Ana e Inés`).
    pub fn and_list<S: AsRef<str>>(self, names: &[S]) -> String {
        match names {
            [] => String::new(),
            [one] => one.as_ref().to_owned(),
            [rest @ .., last] => {
                let last = last.as_ref();
                let rest: Vec<&str> = rest.iter().map(AsRef::as_ref).collect();
                let and = match self {
                    Lang::En => "and",
                    Lang::Es => {
                        let lower = last.to_lowercase();
                        let sounds_i = (lower.starts_with('i') || lower.starts_with("hi"))
                            && !lower.starts_with("hie")
                            && !lower.starts_with("ia")
                            && !lower.starts_with("ie")
                            && !lower.starts_with("io")
                            && !lower.starts_with("iu");
                        if sounds_i {
                            "e"
                        } else {
                            "y"
                        }
                    }
                };
                format!("{} {and} {last}", rest.join(", "))
            }
        }
    }
}

#[cfg(test)]
mod words_tests {
    use super::*;

    #[test]
    fn a_count_of_one_is_singular_and_any_other_plural() {
        assert_eq!(plural(1, "disc", "discs"), "disc");
        assert_eq!(plural(0, "disc", "discs"), "discs");
        assert_eq!(plural(2, "disco", "discos"), "discos");
    }

    #[test]
    fn names_are_listed_as_a_sentence_says_them_in_each_language() {
        assert_eq!(Lang::En.and_list(&["Ana"]), "Ana");
        assert_eq!(Lang::En.and_list(&["Ana", "Ben"]), "Ana and Ben");
        assert_eq!(Lang::En.and_list(&["Ana", "Ben", "Cy"]), "Ana, Ben and Cy");
        assert_eq!(Lang::Es.and_list(&["Ana", "Ben", "Cy"]), "Ana, Ben y Cy");
        assert_eq!(Lang::Es.and_list(&["Ana", "Inés"]), "Ana e Inés");
        assert_eq!(Lang::Es.and_list(&["Ana", "Hilda"]), "Ana e Hilda");
        assert_eq!(Lang::Es.and_list(&["Ana", "Hierro"]), "Ana y Hierro");
        assert_eq!(Lang::Es.and_list::<&str>(&[]), "");
    }
}
