//! The Warhammer Underworlds packs (`data/underworlds/*.json`, format
//! `muster-underworlds-pack/1`): warbands, Rivals decks and legality lists, each file
//! checked against `data/schemas/underworlds-pack.schema.json` and then merged into one
//! catalogue.
//!
//! The shipped pack (`embergard.json`) is written by hand from the Spanish core rulebook and
//! holds only the names it gives (`data/README.md`); a player completes a warband or a deck
//! as user data ([`crate::user::underworlds`]). A folder may hold several packs (the test
//! fixture, a player's corrected copy): a warband, a deck or a format's season's legality
//! list may be defined once across them.

use crate::bundled::{self, Bundled};
use crate::pack::{folder_texts, read_checked, Origin, PackError};
use crate::provenance::Shipped;
use crate::schemas;
use crate::user::{is_users, UserRecordText};
use muster_core::community::CommunityReference;
use muster_core::games::underworlds::{
    Catalog, CatalogParts, Deck, Legality, Underworlds, Warband,
};
use muster_core::Lang;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::Path;

/// The packs this repository ships, by file name in `data/underworlds/`.
pub const FILES: [&str; 1] = ["embergard.json"];

/// The shipped packs, compiled in (deflated, `crate::bundled`; the files of [`FILES`], in
/// its order: a test checks the two agree with the folder).
const BUNDLED: [&Bundled; FILES.len()] = [&bundled::UNDERWORLDS_EMBERGARD];

/// One pack file: the envelope (format, source) around the core's [`CatalogParts`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pack {
    /// Always [`muster_core::games::underworlds::PACK_FORMAT`].
    pub format: String,
    /// Where the whole file comes from.
    pub source: String,
    /// The community source of the fighter cards, when the pack has them from one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reference: Option<CommunityReference>,
    /// Warbands.
    pub warbands: Vec<Warband>,
    /// Rivals decks.
    pub decks: Vec<Deck>,
    /// Legality lists per format and season.
    pub legality: Vec<Legality>,
}

impl Pack {
    /// The pack's catalogue parts.
    pub fn into_parts(self) -> CatalogParts {
        CatalogParts {
            warbands: self.warbands,
            decks: self.decks,
            legality: self.legality,
            community: self.reference,
        }
    }
}

/// A pack's file text, as `muster import underworlds-community` writes it and
/// `data/underworlds/` holds it: pretty JSON with a final newline.
pub fn pack_json(
    source: &str,
    reference: Option<&CommunityReference>,
    parts: &CatalogParts,
) -> String {
    let pack = Pack {
        format: muster_core::games::underworlds::PACK_FORMAT.to_owned(),
        source: source.to_owned(),
        reference: reference.cloned(),
        warbands: parts.warbands.clone(),
        decks: parts.decks.clone(),
        legality: parts.legality.clone(),
    };
    let mut text = serde_json::to_string_pretty(&pack).expect("a pack serializes");
    text.push('\n');
    text
}

/// Reads one pack text, checked against the schema and indexed on its own (a repeated id
/// inside the file names the file and the place).
pub fn read_pack(file: &str, text: &str) -> Result<CatalogParts, PackError> {
    read(Origin::Given, file, text)
}

/// Reads one pack text, checked against the schema unless shipped, and indexed on its own.
fn read(origin: Origin, file: &str, text: &str) -> Result<CatalogParts, PackError> {
    let pack: Pack = read_checked(origin, file, text, schemas::underworlds_pack)?;
    let parts = pack.into_parts();
    Catalog::new(parts.clone()).map_err(|e| PackError::new(file, e.path, e.message))?;
    Ok(parts)
}

/// Where each id was first defined, to name both files when a later one repeats it.
#[derive(Default)]
struct Seen<'a> {
    warbands: HashMap<String, &'a str>,
    decks: HashMap<String, &'a str>,
    legality: HashMap<String, &'a str>,
}

fn first<'a>(
    seen: &mut HashMap<String, &'a str>,
    key: String,
    file: &'a str,
    place: String,
    what: String,
) -> Result<(), PackError> {
    match seen.get(&key) {
        Some(earlier) => Err(PackError::new(
            file,
            place,
            format!("{what} is defined twice (first in {earlier})"),
        )),
        None => {
            seen.insert(key, file);
            Ok(())
        }
    }
}

/// Merges packs read from their files: a warband, deck or legality list defined in two
/// files is an error naming the later file and its place.
fn merge(packs: &[(&str, CatalogParts)]) -> Result<Catalog, PackError> {
    let mut seen = Seen::default();
    let mut merged = CatalogParts::default();
    for (file, parts) in packs {
        for (i, w) in parts.warbands.iter().enumerate() {
            let (place, what) = (format!("/warbands/{i}/id"), format!("warband '{}'", w.id));
            first(&mut seen.warbands, w.id.clone(), file, place, what)?;
        }
        for (i, d) in parts.decks.iter().enumerate() {
            let (place, what) = (format!("/decks/{i}/id"), format!("deck '{}'", d.id));
            first(&mut seen.decks, d.id.clone(), file, place, what)?;
        }
        for (i, l) in parts.legality.iter().enumerate() {
            let format = l.play_format.id();
            let (place, what) = (
                format!("/legality/{i}"),
                format!("the {format} legality list of season '{}'", l.season),
            );
            first(
                &mut seen.legality,
                format!("{format}/{}", l.season),
                file,
                place,
                what,
            )?;
        }
        merged.warbands.extend(parts.warbands.iter().cloned());
        merged.decks.extend(parts.decks.iter().cloned());
        merged.legality.extend(parts.legality.iter().cloned());
        merged.community = merged.community.take().or_else(|| parts.community.clone());
    }
    let shown = packs.last().map_or("underworlds packs", |(f, _)| f);
    Catalog::new(merged).map_err(|e| PackError::new(shown, e.path, e.message))
}

/// Loads pack texts, checked against the schema unless shipped, then merged.
fn load(origin: Origin, texts: &[(&str, &str)]) -> Result<Catalog, PackError> {
    if texts.is_empty() {
        return Err(PackError::new(
            "underworlds packs",
            "",
            "no pack given (expected at least one *.json file)",
        ));
    }
    let packs = texts
        .iter()
        .map(|&(file, text)| read(origin, file, text).map(|parts| (file, parts)))
        .collect::<Result<Vec<_>, _>>()?;
    merge(&packs)
}

impl crate::Pack for Underworlds {
    const RECORD_KINDS: &'static [&'static str] = &["warband", "deck"];

    /// `(shown name, text)` of each pack, merged in the order given.
    type Texts<'a> = &'a [(&'a str, &'a str)];

    /// The packs compiled in.
    fn bundled() -> Result<Catalog, PackError> {
        load(Origin::Shipped, &borrowed(&bundled_texts()?))
    }

    /// Every `*.json` pack of a folder (`data/underworlds`), in name order. A folder
    /// without one is an error naming it.
    fn load_dir(dir: &Path) -> Result<Catalog, PackError> {
        let texts = folder_texts(dir)?;
        if texts.is_empty() {
            return Err(PackError::new(
                &dir.display().to_string(),
                "",
                "holds no *.json Underworlds pack",
            ));
        }
        Self::load_texts(&borrowed(&texts))
    }

    /// Every pack against the schema, each indexed on its own, then merged in the order
    /// given. No text at all is an error: a catalogue without a pack is a wrong folder, not
    /// an empty game.
    fn load_texts(texts: &[(&str, &str)]) -> Result<Catalog, PackError> {
        load(Origin::Given, texts)
    }

    /// As each pack states it.
    fn shipped_packs() -> Result<Shipped, PackError> {
        let texts = bundled_texts()?;
        let mut sources = Vec::new();
        for (file, text) in &texts {
            let source =
                crate::provenance::stated::<crate::provenance::SourceSentence>(file, text)?.source;
            // The pack's sentence names the community data at its commit first; its fighter
            // cards, from a later commit, are the `reference` it describes in words.
            let first = source
                .split(". ")
                .find(|part| part.contains(" at commit "))
                .unwrap_or(&source);
            sources.push((None, crate::provenance::provenance(first)));
            if let Some(reference) =
                crate::provenance::stated::<crate::provenance::ReferenceField>(file, text)?
                    .reference
            {
                sources.push((None, crate::provenance::Provenance::Values(reference)));
            }
        }
        let mut shipped = Shipped::of(sources);
        shipped.packs = texts.len();
        Ok(shipped)
    }

    /// Whole warbands and decks, each replacing a shipped one of its id
    /// (`crate::user::underworlds`).
    fn with_user_data(
        base: &Catalog,
        records: &[UserRecordText<'_>],
    ) -> Result<Catalog, PackError> {
        crate::user::underworlds::with_user_data(base, records)
    }

    /// The player's warbands and decks included.
    fn fingerprint(catalog: &Catalog) -> String {
        crate::identity::fingerprint(catalog.parts())
    }

    /// `Underworlds data 1a2b3c4d` and, when the player entered warbands or decks (their
    /// own or in place of shipped ones), how many.
    fn pack_label(catalog: &Catalog, lang: Lang) -> String {
        let own = catalog
            .warbands()
            .iter()
            .filter(|w| is_users(&w.source))
            .count()
            + catalog
                .decks()
                .iter()
                .filter(|d| is_users(&d.source))
                .count();
        let fingerprint = Self::fingerprint(catalog);
        match (own, lang) {
            (0, Lang::En) => format!("Underworlds data {fingerprint}"),
            (0, Lang::Es) => format!("datos de Underworlds {fingerprint}"),
            (1, Lang::En) => format!("Underworlds data {fingerprint} (with 1 record of your own)"),
            (1, Lang::Es) => format!("datos de Underworlds {fingerprint} (con 1 registro propio)"),
            (n, Lang::En) => {
                format!("Underworlds data {fingerprint} (with {n} records of your own)")
            }
            (n, Lang::Es) => {
                format!("datos de Underworlds {fingerprint} (con {n} registros propios)")
            }
        }
    }
}

/// The shipped packs' texts, inflated, each with its shown name.
fn bundled_texts() -> Result<Vec<(&'static str, String)>, PackError> {
    BUNDLED.iter().map(|b| Ok((b.file, b.text()?))).collect()
}

/// `(shown name, text)` pairs, borrowed.
fn borrowed(texts: &[(impl AsRef<str>, String)]) -> Vec<(&str, &str)> {
    texts
        .iter()
        .map(|(file, text)| (file.as_ref(), text.as_str()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compiled_in_files_are_the_folders_files() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/underworlds");
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".json"))
            .collect();
        names.sort();
        assert_eq!(names, FILES);
        for ((shown, text), file) in bundled_texts().unwrap().iter().zip(FILES) {
            assert_eq!(*shown, format!("data/underworlds/{file}"));
            assert_eq!(*text, std::fs::read_to_string(dir.join(file)).unwrap());
        }
    }
}
