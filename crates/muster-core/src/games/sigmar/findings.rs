//! Every Age of Sigmar finding, with its stable code, rule id (digest `shared/rules/sigmar.md`,
//! S1-* for open play, S4-* for matched play) and severity; the words in English and Spanish
//! are in `findings/words.rs`, one arm beside the other, so a translation cannot drift from
//! its check.
//!
//! Spanish follows the seed (the Spanish core rules): keywords stay in English capitals
//! (HERO, UNIQUE, WARMASTER), as do "warscroll", Wounds and Bravery; matched-play terms use
//! the usual Spanish names (regimiento, Regimiento de Renombre, unidad auxiliar, reforzada,
//! terreno de facción, rasgo heroico, artefacto de poder, formación de batalla, saber).

use crate::diagnostic::{Explain, Severity};
use crate::games::sigmar::list::ArmySlot;
use crate::lang::Lang;
use crate::verdict::UnknownValue;

mod tables;
mod words;

pub use tables::TableFinding;

/// An enhancement table (digest S4-ENH-1, S4-ENH-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EnhancementKind {
    /// A heroic trait.
    HeroicTrait,
    /// An artefact of power.
    Artefact,
}

/// A lore (digest S4-LORE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoreKind {
    /// A spell lore.
    Spell,
    /// A prayer lore.
    Prayer,
    /// A manifestation lore.
    Manifestation,
}

/// A finding about an Age of Sigmar list, with what its words need to say. Names are the
/// data's names (the packs are in English); `open` picks the open-play rule where one
/// finding serves both modes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Finding {
    /// The list's (or an open unit's) faction is no loaded pack.
    UnknownFaction {
        /// The id written.
        faction: String,
        /// The closest loaded faction id.
        suggestion: Option<String>,
        /// Open play (S1-ARMY-2) rather than matched (S4-REG-6).
        open: bool,
    },
    /// A unit id no pack in reach holds.
    UnknownUnit {
        /// The id written.
        unit: String,
        /// The closest known id.
        suggestion: Option<String>,
        /// Open play (S1-ARMY-2) rather than matched (S4-REG-6).
        open: bool,
    },
    /// The list fills in fields of the other mode, which this mode does not read.
    OtherModeFields {
        /// The fields, comma-separated.
        fields: String,
        /// The list is in open mode.
        open: bool,
    },
    /// A season the data does not know.
    UnknownSeason {
        /// The season written.
        season: String,
    },
    /// The list's season is not the pack's.
    SeasonMismatch {
        /// The list's season.
        season: String,
        /// The pack's season.
        pack_season: String,
        /// The pack's faction name.
        faction: String,
    },
    /// Open play: no units at all.
    EmptyArmy,
    /// Open play: a unit id held by several packs, none of them the list's faction.
    AmbiguousUnit {
        /// The id written.
        unit: String,
        /// The faction ids holding it.
        factions: String,
    },
    /// Open play: a unit of no models.
    NoModels {
        /// The unit's name.
        unit: String,
    },
    /// Open play: no general named yet (named after deployment).
    GeneralAfterDeployment,
    /// More than one unit (open) or regiment (matched) holds the general.
    SeveralGenerals {
        /// Open play (S1-GEN-1) rather than matched (S4-GEN-1).
        open: bool,
    },
    /// Open play: neither the data nor the player gives the unit's Wounds.
    WoundsUnknown {
        /// The unit's name.
        unit: String,
    },
    /// Open play: the player entered Wounds 0.
    ZeroWounds {
        /// The unit's name.
        unit: String,
    },
    /// Open play: no Bravery for the battleshock test yet.
    BraveryUnknown {
        /// The unit's name.
        unit: String,
    },
    /// A points limit of 0.
    ZeroLimit,
    /// More points than the limit.
    OverLimit {
        /// Points of the priced choices.
        points: u32,
        /// The limit.
        limit: u32,
    },
    /// A choice whose points the data does not give: the points limit (S4-PTS-1) cannot
    /// be confirmed, so the total (S4-PTS-2) waits for its points.
    Unpriced {
        /// Its name.
        item: String,
        /// What it is: `unit` (faction terrain too) or `regiment-of-renown`.
        kind: &'static str,
        /// Its id.
        id: String,
    },
    /// A unit of another faction's pack in a matched army.
    OtherFaction {
        /// The unit's name.
        unit: String,
        /// Its faction's name.
        faction: String,
        /// The army's faction's name.
        army_faction: String,
    },
    /// No regiment.
    NoRegiment,
    /// More than five regiments, the Regiment of Renown included.
    TooManyRegiments {
        /// Regiments written.
        regiments: usize,
        /// A Regiment of Renown is taken too.
        renown: bool,
    },
    /// A regiment led by a unit that is not a HERO.
    LeaderNotAHero {
        /// Its name.
        unit: String,
    },
    /// A HERO with no regiment options leads a regiment.
    CannotLead {
        /// Its name.
        unit: String,
    },
    /// A unit beyond the regiment's size.
    TooManyUnits {
        /// The leader's name.
        leader: String,
        /// Units in the regiment besides the leader.
        units: usize,
        /// The most it may hold.
        limit: usize,
    },
    /// Faction terrain or a manifestation in a regiment or among the auxiliaries.
    NotARegimentUnit {
        /// The unit's name.
        unit: String,
        /// Faction terrain (else a manifestation).
        terrain: bool,
    },
    /// A unit none of the leader's options admits.
    NotAnOption {
        /// The unit's name.
        unit: String,
        /// The leader's name.
        leader: String,
        /// The unit is a HERO (only a hero option admits it).
        hero: bool,
    },
    /// A unit the leader's regiment must hold (the data's `RegimentOptions::required`) is
    /// not in it.
    RequiredMissing {
        /// The missing unit's name.
        unit: String,
        /// The leader's name.
        leader: String,
    },
    /// A HERO whose regiment must hold certain units is taken as an auxiliary.
    CompulsoryAuxiliary {
        /// The hero's name.
        unit: String,
        /// The names of the units its regiment must hold.
        required: Vec<String>,
    },
    /// A unit that comes with a leader (the leader's regiment must hold it and the data
    /// prices it in the leader's points) taken anywhere but in such a leader's regiment.
    ComesWithLeader {
        /// The unit's name.
        unit: String,
        /// The names of the leaders it comes with.
        leaders: Vec<String>,
    },
    /// A unit the leader's options admit, but each such option is already full.
    OptionFull {
        /// The unit's name.
        unit: String,
        /// The leader's name.
        leader: String,
        /// The largest cap among the options that admit it.
        max: u32,
    },
    /// A Regiment of Renown the faction's pack does not offer.
    UnknownRenown {
        /// The id written.
        renown: String,
        /// The closest offered id.
        suggestion: Option<String>,
    },
    /// Reinforced where the data does not allow it.
    NotReinforceable {
        /// The unit's name.
        unit: String,
    },
    /// The faction terrain slot holds a unit without FACTION TERRAIN.
    NotFactionTerrain {
        /// The unit's name.
        unit: String,
    },
    /// A UNIQUE unit a second time.
    DuplicateUnique {
        /// Its name.
        unit: String,
    },
    /// A unit more times than the data allows.
    OverMax {
        /// Its name.
        unit: String,
        /// The most allowed in this army.
        max: u32,
        /// The names of the units each of which in the army allows one more (the data's
        /// per-unit cap, `Unit::max_per`); empty for a fixed cap.
        per: Vec<String>,
        /// How many such units the army holds (`max` is the data's base plus this).
        raisers: u32,
    },
    /// Two units the data makes mutually exclusive.
    Excluded {
        /// The later unit's name.
        unit: String,
        /// The earlier one's.
        other: String,
    },
    /// An enhancement id the pack does not hold.
    UnknownEnhancement {
        /// Trait or artefact.
        kind: EnhancementKind,
        /// The id written.
        id: String,
        /// The closest id of that table.
        suggestion: Option<String>,
    },
    /// A second enhancement of one kind in the army.
    TooManyEnhancements {
        /// Trait or artefact.
        kind: EnhancementKind,
        /// The unit carrying the extra one.
        unit: String,
        /// The unit carrying the first.
        first: String,
    },
    /// An enhancement on a unit that cannot take it.
    EnhancementNotEligible {
        /// Trait or artefact.
        kind: EnhancementKind,
        /// The unit's name.
        unit: String,
        /// The unit is a HERO (its warscroll takes no enhancements) rather than not a hero.
        hero: bool,
    },
    /// An enhancement on a UNIQUE hero.
    EnhancementOnUnique {
        /// Trait or artefact.
        kind: EnhancementKind,
        /// The hero's name.
        unit: String,
    },
    /// A battle formation id the pack does not hold.
    UnknownFormation {
        /// The id written.
        id: String,
        /// The closest id.
        suggestion: Option<String>,
    },
    /// No battle formation though the pack has some.
    NoFormation,
    /// A lore id the pack does not hold.
    UnknownLore {
        /// Which lore.
        kind: LoreKind,
        /// The id written.
        id: String,
        /// The closest id.
        suggestion: Option<String>,
    },
    /// Matched play: no regiment holds the general.
    NoGeneral,
    /// Matched play: a second choice for a slot the army fills once (a list read from
    /// another builder's export can name two Regiments of Renown, lores or terrains).
    ExtraChoice {
        /// The slot.
        slot: ArmySlot,
        /// The record's name (its id when the pack has none such).
        name: String,
    },
    /// The army has a WARMASTER and the general is not one.
    GeneralNotWarmaster {
        /// The general's name.
        general: String,
        /// A WARMASTER of the army.
        warmaster: String,
    },
    /// A Legends warscroll.
    Legends {
        /// Its name.
        unit: String,
    },
    /// An enhancement from a faction's own table, wrongly taken.
    Table(TableFinding),
    /// The army's drops, for the roll for the first turn.
    Drops {
        /// Regiments (the Regiment of Renown included) plus auxiliary units.
        drops: usize,
        /// Regiments, the Regiment of Renown included.
        regiments: usize,
        /// Auxiliary units.
        auxiliaries: usize,
    },
}

impl Explain for Finding {
    fn message(&self, lang: Lang) -> String {
        words::message(self, lang)
    }

    fn help(&self, lang: Lang) -> String {
        words::help(self, lang)
    }

    /// An unpriced choice's points: the total, and so the points limit, wait for them.
    fn waits_for(&self, lang: Lang) -> Vec<UnknownValue> {
        match self {
            Finding::Unpriced { item, kind, id } => {
                let label = ("points", "puntos");
                vec![UnknownValue::new(kind, id, item, "points", label, lang)]
            }
            _ => Vec::new(),
        }
    }

    /// The stable code.
    fn code(&self) -> &'static str {
        use Finding::*;
        match self {
            UnknownFaction { .. } => "sigmar.faction.unknown",
            UnknownUnit { .. } => "sigmar.unit.unknown",
            OtherModeFields { .. } => "sigmar.list.other_mode_fields",
            UnknownSeason { .. } => "sigmar.season.unknown",
            SeasonMismatch { .. } => "sigmar.season.mismatch",
            EmptyArmy => "sigmar.army.empty",
            AmbiguousUnit { .. } => "sigmar.unit.ambiguous",
            NoModels { .. } => "sigmar.unit.no_models",
            GeneralAfterDeployment => "sigmar.general.after_deployment",
            SeveralGenerals { .. } => "sigmar.general.several",
            WoundsUnknown { .. } => "sigmar.unit.wounds_unknown",
            ZeroWounds { .. } => "sigmar.unit.zero_wounds",
            BraveryUnknown { .. } => "sigmar.unit.bravery_unknown",
            ZeroLimit => "sigmar.points.zero_limit",
            OverLimit { .. } => "sigmar.points.over_limit",
            Unpriced { .. } => "sigmar.points.unpriced",
            OtherFaction { .. } => "sigmar.faction.other_faction",
            NoRegiment => "sigmar.regiments.none",
            TooManyRegiments { .. } => "sigmar.regiments.too_many",
            LeaderNotAHero { .. } => "sigmar.regiment.leader_not_a_hero",
            CannotLead { .. } => "sigmar.regiment.cannot_lead",
            TooManyUnits { .. } => "sigmar.regiment.too_many_units",
            NotARegimentUnit { .. } => "sigmar.regiment.terrain_or_manifestation",
            NotAnOption { .. } => "sigmar.regiment.not_an_option",
            OptionFull { .. } => "sigmar.regiment.option_full",
            RequiredMissing { .. } => "sigmar.regiment.required_missing",
            CompulsoryAuxiliary { .. } => "sigmar.auxiliary.compulsory_regiment",
            ComesWithLeader { .. } => "sigmar.regiment.comes_with_leader",
            UnknownRenown { .. } => "sigmar.renown.unknown",
            NotReinforceable { .. } => "sigmar.reinforced.not_allowed",
            NotFactionTerrain { .. } => "sigmar.terrain.not_faction_terrain",
            DuplicateUnique { .. } => "sigmar.unique.duplicate",
            OverMax { .. } => "sigmar.unit.over_max",
            Excluded { .. } => "sigmar.unit.excluded",
            UnknownEnhancement { .. } => "sigmar.enhancement.unknown",
            TooManyEnhancements { .. } => "sigmar.enhancement.too_many",
            EnhancementNotEligible { .. } => "sigmar.enhancement.not_eligible",
            EnhancementOnUnique { .. } => "sigmar.enhancement.unique_hero",
            UnknownFormation { .. } => "sigmar.formation.unknown",
            NoFormation => "sigmar.formation.missing",
            UnknownLore { .. } => "sigmar.lore.unknown",
            NoGeneral => "sigmar.general.missing",
            ExtraChoice { .. } => "sigmar.choice.extra",
            GeneralNotWarmaster { .. } => "sigmar.general.not_warmaster",
            Legends { .. } => "sigmar.unit.legends",
            Drops { .. } => "sigmar.deployment.drops",
            Table(t) => t.code(),
        }
    }

    /// The rule id of `shared/rules/sigmar.md` it enforces.
    fn rule(&self) -> &'static str {
        use Finding::*;
        match self {
            UnknownFaction { open: true, .. } | UnknownUnit { open: true, .. } => {
                "sigmar:S1-ARMY-2"
            }
            AmbiguousUnit { .. } => "sigmar:S1-ARMY-2",
            UnknownFaction { .. } | UnknownUnit { .. } | OtherFaction { .. } => "sigmar:S4-REG-6",
            OtherModeFields { open: true, .. } | EmptyArmy => "sigmar:S1-ARMY-1",
            OtherModeFields { .. } | NoRegiment | TooManyRegiments { .. } => "sigmar:S4-REG-1",
            UnknownSeason { .. } | SeasonMismatch { .. } | Legends { .. } => "sigmar:S4-SEASON-1",
            NoModels { .. } => "sigmar:S1-ARMY-3",
            GeneralAfterDeployment | SeveralGenerals { open: true } => "sigmar:S1-GEN-1",
            SeveralGenerals { .. } | NoGeneral => "sigmar:S4-GEN-1",
            ExtraChoice { slot, .. } => match slot {
                ArmySlot::RegimentOfRenown => "sigmar:S4-ROR-1",
                ArmySlot::FactionTerrain => "sigmar:S4-TER-1",
                ArmySlot::BattleFormation => "sigmar:S4-BF-1",
                ArmySlot::SpellLore | ArmySlot::PrayerLore | ArmySlot::ManifestationLore => {
                    "sigmar:S4-LORE-1"
                }
            },
            WoundsUnknown { .. } | ZeroWounds { .. } => "sigmar:S1-WND-1",
            BraveryUnknown { .. } => "sigmar:S1-BS-2",
            ZeroLimit | OverLimit { .. } => "sigmar:S4-PTS-1",
            Unpriced { .. } => "sigmar:S4-PTS-2",
            LeaderNotAHero { .. } | CannotLead { .. } => "sigmar:S4-REG-2",
            TooManyUnits { .. } => "sigmar:S4-REG-3",
            NotARegimentUnit { .. } => "sigmar:S4-REG-4",
            NotAnOption { .. }
            | OptionFull { .. }
            | RequiredMissing { .. }
            | ComesWithLeader { .. } => "sigmar:S4-REG-5",
            CompulsoryAuxiliary { .. } => "sigmar:S4-AUX-2",
            UnknownRenown { .. } => "sigmar:S4-ROR-2",
            NotReinforceable { .. } => "sigmar:S4-RNF-2",
            NotFactionTerrain { .. } => "sigmar:S4-TER-1",
            DuplicateUnique { .. } | OverMax { .. } => "sigmar:S4-UNQ-1",
            Excluded { .. } => "sigmar:S4-UNQ-3",
            UnknownEnhancement { kind, .. } | TooManyEnhancements { kind, .. } => match kind {
                EnhancementKind::HeroicTrait => "sigmar:S4-ENH-1",
                EnhancementKind::Artefact => "sigmar:S4-ENH-2",
            },
            EnhancementNotEligible { .. } => "sigmar:S4-ENH-3",
            EnhancementOnUnique { .. } => "sigmar:S4-UNQ-2",
            UnknownFormation { .. } => "sigmar:S4-BF-1",
            NoFormation => "sigmar:S4-BF-3",
            UnknownLore {
                kind: LoreKind::Manifestation,
                ..
            } => "sigmar:S4-MAN-1",
            UnknownLore { .. } => "sigmar:S4-LORE-1",
            GeneralNotWarmaster { .. } => "sigmar:S4-WM-1",
            Drops { .. } => "sigmar:S4-DROP-1",
            Table(t) => t.rule(),
        }
    }

    /// How serious it is: an error makes the list illegal; a warning names something a
    /// player should look at (an unknown the player can fill in, a mismatch of settings);
    /// information is a reminder for the table.
    fn severity(&self) -> Severity {
        use Finding::*;
        match self {
            Table(t) => t.severity(),
            GeneralAfterDeployment | BraveryUnknown { .. } | Legends { .. } | Drops { .. } => {
                Severity::Info
            }
            OtherModeFields { .. }
            | SeasonMismatch { .. }
            | WoundsUnknown { .. }
            | Unpriced { .. } => Severity::Warning,
            UnknownFaction { .. }
            | UnknownUnit { .. }
            | UnknownSeason { .. }
            | EmptyArmy
            | AmbiguousUnit { .. }
            | NoModels { .. }
            | SeveralGenerals { .. }
            | ZeroWounds { .. }
            | ZeroLimit
            | OverLimit { .. }
            | OtherFaction { .. }
            | NoRegiment
            | TooManyRegiments { .. }
            | LeaderNotAHero { .. }
            | CannotLead { .. }
            | TooManyUnits { .. }
            | NotARegimentUnit { .. }
            | NotAnOption { .. }
            | OptionFull { .. }
            | RequiredMissing { .. }
            | CompulsoryAuxiliary { .. }
            | ComesWithLeader { .. }
            | UnknownRenown { .. }
            | NotReinforceable { .. }
            | NotFactionTerrain { .. }
            | DuplicateUnique { .. }
            | OverMax { .. }
            | Excluded { .. }
            | UnknownEnhancement { .. }
            | TooManyEnhancements { .. }
            | EnhancementNotEligible { .. }
            | EnhancementOnUnique { .. }
            | UnknownFormation { .. }
            | NoFormation
            | UnknownLore { .. }
            | NoGeneral
            | ExtraChoice { .. }
            | GeneralNotWarmaster { .. } => Severity::Error,
        }
    }
}
