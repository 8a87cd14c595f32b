//! Where a pack's community values come from, as the pack states it: what the source is in
//! both languages, the public repository, the commit and its date. Diskwars' disc values,
//! RuneWars' dials and Underworlds' fighter cards each name theirs, and the About section
//! shows them as the packs state them.

use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// A community source of a pack's values.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CommunityReference {
    /// What it is, in words, in both languages.
    pub what: Words,
    /// The public repository (`owner/name`).
    pub repository: String,
    /// The commit read.
    pub commit: String,
    /// The commit's date (`2025-07-06`), when the source records it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub date: Option<String>,
    /// The file of the repository holding the values, when there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
}

impl CommunityReference {
    /// Who made it: the repository's owner.
    pub fn owner(&self) -> &str {
        self.repository
            .split_once('/')
            .map_or(self.repository.as_str(), |(owner, _)| owner)
    }

    /// The repository and what of the commit is known, for a value's source:
    /// `mathey96/diskbuilder, 2025-07-06` or `owner/name at commit 3942a9d`.
    pub fn where_from(&self) -> String {
        match &self.date {
            Some(date) => format!("{}, {date}", self.repository),
            None => format!(
                "{} at commit {}",
                self.repository,
                &self.commit[..self.commit.len().min(7)]
            ),
        }
    }
}

/// A short phrase of Muster's own in English and Spanish.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[serde(deny_unknown_fields)]
pub struct Words {
    /// English.
    pub en: String,
    /// Spanish.
    pub es: String,
}

impl Words {
    /// The phrase in `lang`.
    pub fn get(&self, lang: Lang) -> &str {
        lang.pick(&self.en, &self.es)
    }
}
