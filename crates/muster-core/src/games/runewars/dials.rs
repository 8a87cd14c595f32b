//! The units' command dials as community data gives them (`data/runewars/dials.json`, made by
//! `muster import runewars-community` from a fan-made combat simulator's unit classes): per
//! unit its action faces, each an action with its initiative (the white number, §53.2).
//! The tracker offers a unit's faces in the Command phase, so no initiative is typed. A dial
//! that is doubtful (blank faces, a dial the simulator seems to copy between units, a name
//! matched by another spelling) is marked, and the player may still set any other face.

use super::play::Action;
use crate::community::CommunityReference;
use crate::lang::Lang;
use serde::{Deserialize, Serialize};

/// The format line of `dials.json`.
pub const DIALS_FORMAT: &str = "muster-runewars-dials/1";

/// Why a unit's dial is doubtful.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsDialDoubt"))]
#[serde(rename_all = "kebab-case")]
pub enum DialDoubt {
    /// Some faces are blank in the community data: empty on the dial, or never entered.
    BlankFaces,
    /// Another unit of the data has the same action faces: probably a copied placeholder.
    Copied,
    /// The community data names the unit differently (another spelling).
    Alias,
}

impl DialDoubt {
    /// Why, in the reader's language.
    pub fn words(self, lang: Lang) -> &'static str {
        match self {
            DialDoubt::BlankFaces => lang.pick(
                "some faces are blank in the community data",
                "algunas caras están en blanco en los datos de la comunidad",
            ),
            DialDoubt::Copied => lang.pick(
                "another unit has the same faces there: possibly copied",
                "otra unidad tiene allí las mismas caras: quizá copiadas",
            ),
            DialDoubt::Alias => lang.pick(
                "the community data spells the unit's name differently",
                "los datos de la comunidad escriben el nombre de la unidad de otra forma",
            ),
        }
    }
}

/// One action face of a dial.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsDialFace"))]
#[serde(deny_unknown_fields)]
pub struct DialFace {
    /// The action.
    pub action: Action,
    /// Its initiative (1–9).
    pub initiative: u8,
    /// The line of the community file it is on.
    pub line: u32,
}

/// A unit's dial.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(rename = "RuneWarsUnitDial"))]
#[serde(deny_unknown_fields)]
pub struct UnitDial {
    /// The unit card's id.
    pub unit: String,
    /// The name as the community data writes it.
    pub name: String,
    /// The file of the community data it comes from.
    pub file: String,
    /// Its action faces, blank ones left out.
    pub faces: Vec<DialFace>,
    /// How many action faces are blank in the data.
    #[serde(default)]
    pub blank_faces: u8,
    /// Why it is doubtful, if it is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub doubts: Vec<DialDoubt>,
}

/// `data/runewars/dials.json`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DialsPack {
    /// [`DIALS_FORMAT`].
    pub format: String,
    /// `runewars`.
    pub game: String,
    /// How the file was made, in a sentence (the About section's).
    pub source: String,
    /// Where the dials come from.
    pub reference: CommunityReference,
    /// One per unit the data gives a dial for.
    pub dials: Vec<UnitDial>,
    /// The data's units the catalogue does not have, by the data's names.
    pub unmatched: Vec<String>,
}

impl DialsPack {
    /// Where a unit's dial comes from, in words.
    pub fn source_of(&self, dial: &UnitDial) -> String {
        let r = &self.reference;
        format!(
            "community: {} ({}, {}), not checked against the printed dial",
            r.what.en,
            r.where_from(),
            dial.file
        )
    }
}
