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

impl CommunityReference {
    /// What the source is and its date, as a player reads it where they ask where a value
    /// comes from: `the fan-made regiment builder diskbuilder's disc list, 2025-07-06`, or
    /// the date said to be unrecorded. No repository, commit or file: those are
    /// [`CommunityReference::details`], behind "Details".
    pub fn said(&self, lang: Lang) -> String {
        let what = self.what.get(lang);
        match &self.date {
            Some(date) => format!("{what}, {date}"),
            None => format!(
                "{what}; {}",
                lang.pick("its date is not recorded", "su fecha no consta")
            ),
        }
    }

    /// [`CommunityReference::said`] in both languages.
    pub fn said_words(&self) -> Words {
        Words {
            en: self.said(Lang::En),
            es: self.said(Lang::Es),
        }
    }

    /// What a player checking the source needs and no one else: the repository, the commit
    /// shortened, and the file (`mathey96/diskbuilder, commit df47244, main.cpp`).
    pub fn details(&self) -> String {
        let mut text = format!(
            "{}, commit {}",
            self.repository,
            &self.commit[..self.commit.len().min(7)]
        );
        if let Some(file) = &self.file {
            text.push_str(&format!(", {file}"));
        }
        text
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

#[cfg(test)]
mod tests {
    use super::*;

    fn reference(date: Option<&str>) -> CommunityReference {
        CommunityReference {
            what: Words {
                en: "a fan's disc list".into(),
                es: "la lista de discos de un aficionado".into(),
            },
            repository: "someone/builder".into(),
            commit: "0123456789abcdef".into(),
            date: date.map(str::to_owned),
            file: Some("list.txt".into()),
        }
    }

    #[test]
    fn a_player_reads_what_and_when_without_repository_or_commit() {
        let dated = reference(Some("2025-07-06"));
        assert_eq!(dated.said(Lang::En), "a fan's disc list, 2025-07-06");
        assert_eq!(
            dated.said(Lang::Es),
            "la lista de discos de un aficionado, 2025-07-06"
        );
        let undated = reference(None);
        assert_eq!(
            undated.said(Lang::En),
            "a fan's disc list; its date is not recorded"
        );
        assert_eq!(
            undated.said_words().es,
            "la lista de discos de un aficionado; su fecha no consta"
        );
        for text in [dated.said(Lang::En), undated.said(Lang::Es)] {
            assert!(
                !text.contains("someone") && !text.contains("0123456"),
                "{text}"
            );
        }
    }

    #[test]
    fn the_details_name_the_repository_the_short_commit_and_the_file() {
        assert_eq!(
            reference(None).details(),
            "someone/builder, commit 0123456, list.txt"
        );
    }
}
