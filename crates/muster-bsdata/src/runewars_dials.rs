//! The community RuneWars dials (`dials.json`: per unit class of a fan-made combat simulator
//! its command dial's action faces, each with its line) into `data/runewars/dials.json`:
//! per unit of the catalogue its action faces with their initiative. Facts only: the
//! simulator's own names for actions become the tracker's (`ATTACK_MELEE` is melee).
//!
//! A unit is matched by the name the reference gives for the BattleScribe data
//! (`bsdata_name`), the catalogue's corrections applied (`Beserkers` is Berserkers). A dial
//! is doubtful when some of its action faces are blank, when another unit of the data has
//! the same faces (a copied placeholder, as the reference's notes say), or when the
//! simulator's own name for the unit is spelled otherwise.

use crate::error::ImportError;
use muster_core::community::{CommunityReference, Words};
use muster_core::games::runewars::{
    Action, Catalog, DialDoubt, DialFace, DialsPack, UnitDial, DIALS_FORMAT,
};
use muster_core::ids::name_key;
use serde::Deserialize;
use std::path::Path;

#[derive(Deserialize)]
struct File {
    source: FileSource,
    units: Vec<Row>,
}

#[derive(Deserialize)]
struct FileSource {
    repository: String,
    commit: String,
    date: String,
}

#[derive(Deserialize)]
struct Row {
    name: String,
    bsdata_name: Option<String>,
    action_faces: Vec<Face>,
    source_file: String,
}

#[derive(Deserialize)]
struct Face {
    #[serde(default)]
    initiative: Option<u8>,
    face: String,
    line: u32,
}

/// What the import made: the dials, and notes for the reader (a face the tracker has no
/// action for).
#[derive(Clone, Debug, PartialEq)]
pub struct DialsImport {
    /// `dials.json`'s content.
    pub pack: DialsPack,
    /// What was left out, and why.
    pub notes: Vec<String>,
}

/// The tracker's action for a face name of the simulator; `None` for a blank face.
fn action(face: &str) -> Result<Option<Action>, String> {
    Ok(Some(match face {
        "MARCH" => Action::March,
        "SHIFT" => Action::Shift,
        "REFORM" => Action::Reform,
        "ATTACK_MELEE" => Action::Melee,
        "ATTACK_RANGED" => Action::Ranged,
        "RALLY" => Action::Rally,
        "SKILL" => Action::Skill,
        "BLANK" => return Ok(None),
        other => return Err(format!("the face '{other}' is no action of the dial")),
    }))
}

/// Imports the dials of `dir` (`dials.json`) for the units of `catalog`.
pub fn import_runewars_dials(dir: &Path, catalog: &Catalog) -> Result<DialsImport, ImportError> {
    let text = crate::files::read_text(&dir.join("dials.json"), "dials.json")?;
    let file: File =
        serde_json::from_str(&text).map_err(|e| ImportError::file("dials.json", e.to_string()))?;
    let mut notes = Vec::new();
    let mut dials: Vec<UnitDial> = Vec::new();
    let mut unmatched = Vec::new();
    for (r, row) in file.units.iter().enumerate() {
        let place = format!("dials.json: /units/{r}");
        let wanted = row.bsdata_name.as_deref().unwrap_or(&row.name);
        // The catalogue's corrections of BattleScribe's spellings apply to the match too.
        let wanted = crate::NAME_CORRECTIONS
            .iter()
            .find(|c| c.bsdata == wanted)
            .map_or(wanted, |c| c.corrected);
        let Some(unit) = catalog
            .units()
            .iter()
            .find(|u| name_key(&u.name.en) == name_key(wanted))
        else {
            unmatched.push(row.name.clone());
            continue;
        };
        let mut faces = Vec::new();
        let mut blank_faces = 0u8;
        for (f, face) in row.action_faces.iter().enumerate() {
            let place = format!("{place}/action_faces/{f}");
            match action(&face.face).map_err(|e| ImportError::file(&place, e))? {
                None => blank_faces += 1,
                Some(action) => match face.initiative {
                    Some(initiative) if (1..=9).contains(&initiative) => faces.push(DialFace {
                        action,
                        initiative,
                        line: face.line,
                    }),
                    other => notes.push(format!(
                        "{}: line {}: initiative {other:?} is not 1 to 9; face left out",
                        row.name, face.line
                    )),
                },
            }
        }
        let mut doubts = Vec::new();
        if blank_faces > 0 {
            doubts.push(DialDoubt::BlankFaces);
        }
        if name_key(&row.name) != name_key(&unit.name.en) {
            doubts.push(DialDoubt::Alias);
        }
        dials.push(UnitDial {
            unit: unit.id.clone(),
            name: row.name.clone(),
            file: row.source_file.clone(),
            faces,
            blank_faces,
            doubts,
        });
    }
    // Two units with the same action faces: the simulator's placeholder copied between them.
    let same = |a: &UnitDial, b: &UnitDial| {
        let key = |d: &UnitDial| -> Vec<(Action, u8)> {
            d.faces.iter().map(|f| (f.action, f.initiative)).collect()
        };
        key(a) == key(b) && a.blank_faces == b.blank_faces
    };
    let copied: Vec<bool> = dials
        .iter()
        .enumerate()
        .map(|(i, d)| dials.iter().enumerate().any(|(j, e)| i != j && same(d, e)))
        .collect();
    for (dial, copied) in dials.iter_mut().zip(copied) {
        if copied {
            dial.doubts.push(DialDoubt::Copied);
        }
    }
    let short = &file.source.commit[..file.source.commit.len().min(12)];
    let source = format!(
        "Generated by `muster import runewars-community` from the community RuneWars data: \
         the command dials of the fan-made combat simulator RuneWarsCombatSimulator, {} at \
         commit {} ({}): facts only (each action face's action and initiative for {} units \
         of the catalogue), marked as the community's; no rules or card text.",
        file.source.repository,
        short,
        file.source.date,
        dials.len()
    );
    Ok(DialsImport {
        pack: DialsPack {
            format: DIALS_FORMAT.to_owned(),
            game: "runewars".to_owned(),
            source,
            reference: CommunityReference {
                what: Words {
                    en: "the fan-made combat simulator RuneWarsCombatSimulator's dials".to_owned(),
                    es: "los diales de RuneWarsCombatSimulator, un simulador de combate hecho por \
                         aficionados"
                        .to_owned(),
                },
                repository: file.source.repository,
                commit: file.source.commit,
                date: Some(file.source.date),
                file: None,
            },
            dials,
            unmatched,
        },
        notes,
    })
}
