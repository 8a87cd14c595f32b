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
