//! The community Diskwars data (`discs.json`: the unit-disc tables of the fan-made regiment
//! builder diskbuilder, each row with its line in the builder's source) into the values
//! the rulebook's pack leaves unknown (`data/diskwars/community.json`). Facts only: per disc
//! of the pack its race (the table it sits in), size, elite flag, recruitment cost and
//! copies per box, each to be marked as the community's.
//!
//! A disc is matched to the pack's by its English name, or by one of the aliases the
//! reference's notes give ([`ALIASES`]: a spelling or a translation), which marks every value
//! of it doubtful. A value is also doubtful where the pack's hint reads otherwise, and a copy
//! count where the rulebook's pre-built regiments use more copies than it. A value the pack
//! states and the community contradicts is a note: the pack keeps its own.

use crate::error::ImportError;
use muster_core::community::Words;
use muster_core::games::diskwars::{
    Catalog, CommunityDisc, CommunityPack, CommunityReference, DiscKind, Doubt, Known, Matched,
    Size, COMMUNITY_FORMAT,
};
use muster_core::ids::name_key;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::Path;

/// A community name that is not the pack's English name: (pack id, community name, how
/// sure), as the reference's `SOURCE.txt` gives them.
pub const ALIASES: [(&str, &str, Matched); 9] = [
    (
        "helblaster-volley-gun",
        "Hellblaster Volley Gun",
        Matched::Alias,
    ),
    ("spearmen", "Militia Spearmen", Matched::Alias),
    ("archers", "Militia Archers", Matched::Alias),
    ("kurgan-barbarians", "Kurgan Marauders", Matched::Alias),
    ("orc-arrer-boyz", "Arrer Boyz", Matched::Alias),
    ("orc-boar-boyz", "Boar Boys", Matched::Alias),
    ("orc-big-boss", "Big Boss", Matched::Alias),
    (
        "chaman-de-los-pinoz-petreoz",
        "Stone Fangz Shaman",
        Matched::Alias,
    ),
    // Nothing but the copy count ties "Cruzainfiernos" (Hell-crossers) to Hellstriders.
    ("cruzainfiernos", "Hellstriders", Matched::ProbableAlias),
];

/// The builder's tables and the pack's races they hold; the other tables (Vampire Counts,
/// Dwarves…) hold no disc of the core set's four races.
const RACES: [(&str, &str); 4] = [
    ("empire_deck", "empire"),
    ("elves_deck", "high-elves"),
    ("chaos_deck", "chaos"),
    ("orc_deck", "orcs"),
];

/// The box whose contents the copies are: the builder counts one set of discs.
pub const COPIES_BOX: &str = "core-set";

#[derive(Deserialize)]
struct File {
    source: FileSource,
    discs: Vec<Row>,
}

#[derive(Deserialize)]
struct FileSource {
    repository: String,
    commit: String,
    date: String,
    file: String,
}

#[derive(Deserialize)]
struct Row {
    name: String,
    deck: String,
    command_value: u32,
    size: String,
    elite: String,
    num_of_disks: u32,
    source_line: u32,
}

/// What the import made: the values, and notes for the reader (a value the pack states that
/// the community contradicts).
#[derive(Clone, Debug, PartialEq)]
pub struct DiskwarsImport {
    /// `community.json`'s content.
    pub pack: CommunityPack,
    /// Disagreements with the pack, each with what was kept.
    pub notes: Vec<String>,
}

/// The pack's unit disc a community name names, and how.
fn matched<'c>(catalog: &'c Catalog, name: &str) -> Option<(&'c str, Matched)> {
    if let Some(&(id, _, how)) = ALIASES.iter().find(|(_, alias, _)| *alias == name) {
        return catalog.disc(id).map(|d| (d.id.as_str(), how));
    }
    let key = name_key(name);
    catalog
        .discs()
        .iter()
        .filter(|d| d.kind == DiscKind::Unit)
        .find(|d| d.name.en.as_deref().map(name_key) == Some(key.clone()))
        .map(|d| (d.id.as_str(), Matched::Name))
}

/// The copies of a disc the rulebook's pre-built regiments use together (the box holds
/// every one of them at once: 62 discs, p.3), or its most in one introductory army.
fn rulebook_copies(catalog: &Catalog, id: &str) -> u32 {
    let count = |entries: &[muster_core::games::diskwars::RegimentEntry]| -> u32 {
        entries
            .iter()
            .filter(|e| e.disc == id)
            .map(|e| u32::from(e.count))
            .sum()
    };
    let regiments: u32 = catalog
        .pre_built_regiments()
        .iter()
        .map(|r| count(&r.units))
        .sum();
    let armies = catalog
        .introductory_armies()
        .iter()
        .map(|a| count(&a.discs))
        .max()
        .unwrap_or(0);
    regiments.max(armies)
}

/// Notes a value the pack states and the community contradicts.
fn compare<T: PartialEq + std::fmt::Debug>(
    notes: &mut Vec<String>,
    id: &str,
    field: &str,
    stated: &Option<Known<T>>,
    given: &T,
) {
    if let Some(known) = stated {
        if known.value != *given {
            notes.push(format!(
                "{id}: {field} {:?} in the pack ({}), {given:?} in the community data: the \
                 pack's kept",
                known.value, known.source
            ));
        }
    }
}

/// Imports the community data of `dir` (`discs.json`) for the discs of `catalog`, the
/// rulebook's pack.
pub fn import_diskwars(dir: &Path, catalog: &Catalog) -> Result<DiskwarsImport, ImportError> {
    let text = crate::files::read_text(&dir.join("discs.json"), "discs.json")?;
    let file: File =
        serde_json::from_str(&text).map_err(|e| ImportError::file("discs.json", e.to_string()))?;
    let mut notes = Vec::new();
    let mut discs: Vec<CommunityDisc> = Vec::new();
    let mut unmatched = Vec::new();
    for (r, row) in file.discs.iter().enumerate() {
        let place = format!("discs.json: /discs/{r}");
        let Some((id, how)) = matched(catalog, &row.name) else {
            unmatched.push(row.name.clone());
            continue;
        };
        if discs.iter().any(|d| d.id == id) {
            return Err(ImportError::file(
                place,
                format!("a second row for the pack's disc '{id}'"),
            ));
        }
        let disc = catalog.disc(id).expect("matched ids are the pack's");
        let size = match row.size.as_str() {
            "S" => Size::Small,
            "M" => Size::Medium,
            "L" => Size::Large,
            other => {
                return Err(ImportError::file(
                    place,
                    format!("size '{other}' is not S, M or L"),
                ))
            }
        };
        let elite = match row.elite.as_str() {
            "elite" => true,
            "nonelite" => false,
            other => {
                return Err(ImportError::file(
                    place,
                    format!("elite '{other}' is not elite or nonelite"),
                ))
            }
        };
        let race = RACES
            .iter()
            .find(|(deck, _)| *deck == row.deck)
            .map(|(_, race)| (*race).to_owned());
        let mut doubts = BTreeMap::new();
        let size_word = match size {
            Size::Small => "small",
            Size::Medium => "medium",
            Size::Large => "large",
        };
        // The digest's reading of the rulebook's picture ("not small") against the value.
        if disc
            .hints
            .get("size")
            .is_some_and(|h| h.starts_with(&format!("not {size_word}")))
        {
            doubts.insert("size".to_owned(), Doubt::HintDisagrees);
        }
        if rulebook_copies(catalog, id) > row.num_of_disks {
            doubts.insert("copies".to_owned(), Doubt::RegimentsUseMore);
        }
        compare(&mut notes, id, "size", &disc.size, &size);
        compare(&mut notes, id, "elite", &disc.elite, &elite);
        compare(&mut notes, id, "cost", &disc.cost, &row.command_value);
        if let Some(race) = &race {
            compare(&mut notes, id, "race", &disc.race, race);
        }
        discs.push(CommunityDisc {
            id: id.to_owned(),
            name: row.name.clone(),
            matched: how,
            line: row.source_line,
            race,
            size: Some(size),
            elite: Some(elite),
            cost: Some(row.command_value),
            copies: Some(row.num_of_disks),
            doubts,
        });
    }
    let short = &file.source.commit[..file.source.commit.len().min(12)];
    let source = format!(
        "Generated by `muster import diskwars-community` from the community Diskwars data: \
         the unit-disc tables of the fan-made regiment builder diskbuilder, {} at commit {} \
         ({}, {}): facts only (race by table, size, elite flag, recruitment cost and copies \
         per box of {} unit discs of the pack), each value marked as the community's and \
         filling only what the rulebook leaves unknown; no rules or card text.",
        file.source.repository,
        short,
        file.source.date,
        file.source.file,
        discs.len()
    );
    Ok(DiskwarsImport {
        pack: CommunityPack {
            format: COMMUNITY_FORMAT.to_owned(),
            game: "diskwars".to_owned(),
            source,
            reference: CommunityReference {
                what: Words {
                    en: "the fan-made regiment builder diskbuilder's disc list".to_owned(),
                    es: "la lista de discos de diskbuilder, un generador de regimientos hecho \
                         por aficionados"
                        .to_owned(),
                },
                repository: file.source.repository,
                commit: file.source.commit,
                date: Some(file.source.date),
                file: Some(file.source.file),
            },
            copies_box: COPIES_BOX.to_owned(),
            discs,
            unmatched,
        },
        notes,
    })
}
