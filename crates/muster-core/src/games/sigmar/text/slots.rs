//! The records a list text names and the labelled lines that name them: the army-wide
//! choices of matched play (`Faction terrain: …`), a hero's enhancements (`+ Artefact:
//! …`) and those of the faction's own tables (`+ Monstrous Traits: …`), each with its
//! words in both languages and the pack records it refers to.

use crate::games::sigmar::catalog::{
    Choice, Enhancement, EnhancementTable, Faction, Pack, RegimentOfRenown, Unit,
};
use crate::games::sigmar::list::{SigmarList, UnitChoice};
use crate::ids::name_key;
use crate::lang::Lang;
use crate::list_text::{find, Found, Named};
use crate::sheet::or_unknown;

impl Named for Unit {
    fn id(&self) -> &str {
        &self.id
    }
    fn names(&self) -> [Option<&str>; 2] {
        [Some(&self.name), None]
    }
}

impl Named for Enhancement {
    fn id(&self) -> &str {
        &self.id
    }
    fn names(&self) -> [Option<&str>; 2] {
        [Some(&self.name), None]
    }
}

impl Named for Choice {
    fn id(&self) -> &str {
        &self.id
    }
    fn names(&self) -> [Option<&str>; 2] {
        [Some(&self.name), None]
    }
}

impl Named for RegimentOfRenown {
    fn id(&self) -> &str {
        &self.id
    }
    fn names(&self) -> [Option<&str>; 2] {
        [Some(&self.name), None]
    }
}

impl Named for Faction {
    fn id(&self) -> &str {
        &self.id
    }
    fn names(&self) -> [Option<&str>; 2] {
        [Some(&self.name), None]
    }
}

/// An army-wide choice of matched play, each written on a line of its own: `Label: name`.
pub(crate) use crate::games::sigmar::list::ArmySlot as Slot;

impl Slot {
    /// Every slot, in the order the text writes them (the Regiment of Renown among the
    /// regiments, the others after the auxiliaries).
    pub(crate) const ALL: [Slot; 6] = [
        Slot::RegimentOfRenown,
        Slot::FactionTerrain,
        Slot::BattleFormation,
        Slot::SpellLore,
        Slot::PrayerLore,
        Slot::ManifestationLore,
    ];

    /// The label as written.
    pub(crate) fn label(self, lang: Lang) -> &'static str {
        match self {
            Slot::RegimentOfRenown => lang.pick("Regiment of Renown", "Regimiento de Renombre"),
            Slot::FactionTerrain => lang.pick("Faction terrain", "Terreno de facción"),
            Slot::BattleFormation => lang.pick("Battle formation", "Formación de batalla"),
            Slot::SpellLore => lang.pick("Spell lore", "Saber de hechizos"),
            Slot::PrayerLore => lang.pick("Prayer lore", "Saber de plegarias"),
            Slot::ManifestationLore => lang.pick("Manifestation lore", "Saber de manifestaciones"),
        }
    }

    /// The slot's name in a sentence, lowercase except proper names.
    pub(crate) fn word(self, lang: Lang) -> &'static str {
        match self {
            Slot::RegimentOfRenown => lang.pick("Regiment of Renown", "Regimiento de Renombre"),
            Slot::FactionTerrain => lang.pick("faction terrain", "terreno de facción"),
            Slot::BattleFormation => lang.pick("battle formation", "formación de batalla"),
            Slot::SpellLore => lang.pick("spell lore", "saber de hechizos"),
            Slot::PrayerLore => lang.pick("prayer lore", "saber de plegarias"),
            Slot::ManifestationLore => lang.pick("manifestation lore", "saber de manifestaciones"),
        }
    }

    /// Further spellings the reader accepts, as name keys.
    pub(super) fn more_labels(self) -> &'static [&'static str] {
        match self {
            Slot::RegimentOfRenown => &["ror", "renown", "regimientoderenombre", "renombre"],
            Slot::FactionTerrain => &["terrain", "terreno", "terrenodefaccion"],
            Slot::BattleFormation => &["formation", "formacion"],
            Slot::SpellLore => &["lore", "spells", "saberdeconjuros", "hechizos"],
            Slot::PrayerLore => &["prayers", "plegarias", "saberdeoraciones"],
            Slot::ManifestationLore => &["manifestations", "manifestaciones"],
        }
    }

    /// The slot a label names, in either language.
    pub(crate) fn of_label(label: &str) -> Option<Slot> {
        let key = name_key(label);
        Slot::ALL.into_iter().find(|slot| {
            [slot.label(Lang::En), slot.label(Lang::Es)]
                .iter()
                .any(|l| name_key(l) == key)
                || slot.more_labels().contains(&key.as_str())
        })
    }

    /// The id the list chose for this slot.
    pub(crate) fn chosen(self, list: &SigmarList) -> Option<&str> {
        match self {
            Slot::RegimentOfRenown => list.regiment_of_renown.as_deref(),
            Slot::FactionTerrain => list.faction_terrain.as_deref(),
            Slot::BattleFormation => list.battle_formation.as_deref(),
            Slot::SpellLore => list.spell_lore.as_deref(),
            Slot::PrayerLore => list.prayer_lore.as_deref(),
            Slot::ManifestationLore => list.manifestation_lore.as_deref(),
        }
    }

    /// Every id the list takes for this slot: its choice, then those beyond it (which the
    /// check reports).
    pub(crate) fn ids(self, list: &SigmarList) -> impl Iterator<Item = &str> {
        let extras = list.extra_choices.iter().filter(move |e| e.slot == self);
        self.chosen(list)
            .into_iter()
            .chain(extras.map(|e| e.id.as_str()))
    }

    /// The list's field for this slot.
    pub(crate) fn field(self, list: &mut SigmarList) -> &mut Option<String> {
        match self {
            Slot::RegimentOfRenown => &mut list.regiment_of_renown,
            Slot::FactionTerrain => &mut list.faction_terrain,
            Slot::BattleFormation => &mut list.battle_formation,
            Slot::SpellLore => &mut list.spell_lore,
            Slot::PrayerLore => &mut list.prayer_lore,
            Slot::ManifestationLore => &mut list.manifestation_lore,
        }
    }

    /// The name of the chosen record and its cost as printed: a Regiment of Renown's or a
    /// terrain's points (unknown when the data gives none), a formation's or lore's points
    /// (none when it costs nothing). `None` when the pack lacks the id.
    pub(crate) fn record<'c>(self, pack: &'c Pack, id: &str) -> Option<(&'c str, Option<u32>)> {
        match self {
            Slot::RegimentOfRenown => pack
                .regiments_of_renown
                .iter()
                .find(|r| r.id == id)
                .map(|r| (r.name.as_str(), r.points)),
            Slot::FactionTerrain => pack
                .units
                .iter()
                .find(|u| u.id == id)
                .map(|u| (u.name.as_str(), u.points)),
            _ => self
                .choices(pack)
                .iter()
                .find(|c| c.id == id)
                .map(|c| (c.name.as_str(), c.points)),
        }
    }

    /// A formation's or lore's choices in the pack (empty for the other slots).
    pub(crate) fn choices(self, pack: &Pack) -> &[Choice] {
        match self {
            Slot::BattleFormation => &pack.battle_formations,
            Slot::SpellLore => &pack.spell_lores,
            Slot::PrayerLore => &pack.prayer_lores,
            Slot::ManifestationLore => &pack.manifestation_lores,
            Slot::RegimentOfRenown | Slot::FactionTerrain => &[],
        }
    }

    /// The records `text` names in this slot.
    pub(crate) fn find<'c>(self, text: &str, pack: Option<&'c Pack>) -> Found<'c> {
        let Some(pack) = pack else {
            return Found::Nothing;
        };
        match self {
            Slot::RegimentOfRenown => find(text, &pack.regiments_of_renown),
            Slot::FactionTerrain => find(text, &pack.units),
            _ => find(text, self.choices(pack)),
        }
    }

    /// A slot's cost is written when it is one of points: always for a Regiment of Renown
    /// and a terrain (`?` when unknown), for a formation or lore only when it costs any.
    pub(super) fn cost_text(self, cost: Option<u32>) -> Option<String> {
        match self {
            Slot::RegimentOfRenown | Slot::FactionTerrain => Some(or_unknown(cost)),
            _ => cost.map(|c| c.to_string()),
        }
    }
}

/// An enhancement on a hero: `+ Heroic trait: name`, `+ Artefact: name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Enhance {
    /// A heroic trait (digest S4-ENH-1).
    HeroicTrait,
    /// An artefact of power (S4-ENH-2).
    Artefact,
}

impl Enhance {
    /// The label as written.
    pub(crate) fn label(self, lang: Lang) -> &'static str {
        match self {
            Enhance::HeroicTrait => lang.pick("Heroic trait", "Rasgo heroico"),
            Enhance::Artefact => lang.pick("Artefact", "Artefacto"),
        }
    }

    /// The kind as the printed list names it.
    pub(crate) fn kind(self, lang: Lang) -> &'static str {
        match self {
            Enhance::HeroicTrait => lang.pick("Heroic trait", "Rasgo heroico"),
            Enhance::Artefact => lang.pick("Artefact of power", "Artefacto de poder"),
        }
    }

    /// The enhancement a label names, in either language.
    pub(super) fn of_label(label: &str) -> Option<Enhance> {
        match name_key(label).as_str() {
            "heroictrait" | "trait" | "rasgoheroico" | "rasgo" => Some(Enhance::HeroicTrait),
            "artefact" | "artefactofpower" | "artifact" | "artifactofpower" | "artefacto"
            | "artefactodepoder" => Some(Enhance::Artefact),
            _ => None,
        }
    }

    /// The unit's choice of this enhancement.
    pub(crate) fn chosen(self, choice: &UnitChoice) -> Option<&str> {
        match self {
            Enhance::HeroicTrait => choice.heroic_trait.as_deref(),
            Enhance::Artefact => choice.artefact.as_deref(),
        }
    }

    /// The pack's enhancements of this kind.
    pub(crate) fn of_pack(self, pack: &Pack) -> &[Enhancement] {
        match self {
            Enhance::HeroicTrait => &pack.heroic_traits,
            Enhance::Artefact => &pack.artefacts,
        }
    }
}

/// What the label of a `+ label: name` line names.
#[derive(Clone, Copy, Debug)]
pub(crate) enum EnhanceLabel<'p> {
    /// A heroic trait or an artefact.
    Hero(Enhance),
    /// One of the faction's own tables, named by its name (`+ Monstrous Traits: …`).
    Table(&'p EnhancementTable),
    /// An enhancement of any of the faction's tables (`+ Enhancement: …`): the label of an
    /// id no table holds, or of a table whose name cannot stand as a label.
    AnyTable,
}

impl<'p> EnhanceLabel<'p> {
    /// The label of an enhancement of any of the faction's tables, as written.
    pub(crate) fn any_table(lang: Lang) -> &'static str {
        lang.pick("Enhancement", "Mejora")
    }

    /// What `label` names, in either language: a hero's enhancement first, then a table of
    /// the pack by its name, then any table.
    pub(crate) fn of_label(label: &str, pack: Option<&'p Pack>) -> Option<EnhanceLabel<'p>> {
        if let Some(kind) = Enhance::of_label(label) {
            return Some(EnhanceLabel::Hero(kind));
        }
        let key = name_key(label);
        let tables = pack.map_or(&[][..], |p| &p.enhancement_tables[..]);
        if let Some(table) = tables.iter().find(|t| name_key(&t.name) == key) {
            return Some(EnhanceLabel::Table(table));
        }
        ["enhancement", "enhancements", "mejora", "mejoras"]
            .contains(&key.as_str())
            .then_some(EnhanceLabel::AnyTable)
    }

    /// The label a line of `table`'s enhancement is written with: the table's name when it
    /// reads back as the table (a name with a colon, or one that reads as another label,
    /// does not), else the label of any table.
    pub(crate) fn for_table(table: &'p EnhancementTable, pack: &'p Pack, lang: Lang) -> &'p str {
        let name = table.name.as_str();
        let reads_back = !name.contains(':')
            && !name.trim().is_empty()
            && matches!(
                EnhanceLabel::of_label(name, Some(pack)),
                Some(EnhanceLabel::Table(t)) if t.id == table.id
            );
        if reads_back {
            name
        } else {
            EnhanceLabel::any_table(lang)
        }
    }

    /// The label as error messages name what it labels, in English as the reader's are.
    pub(crate) fn what(self) -> String {
        match self {
            EnhanceLabel::Hero(kind) => kind.label(Lang::En).to_lowercase(),
            EnhanceLabel::Table(table) => format!("enhancement of {}", table.name),
            EnhanceLabel::AnyTable => "enhancement of the faction's tables".to_owned(),
        }
    }

    /// The records a name on a line with this label is looked up among.
    pub(crate) fn records(self, pack: Option<&'p Pack>) -> Vec<&'p Enhancement> {
        match self {
            EnhanceLabel::Hero(kind) => {
                pack.map_or(Vec::new(), |p| kind.of_pack(p).iter().collect())
            }
            EnhanceLabel::Table(table) => table.enhancements.iter().collect(),
            EnhanceLabel::AnyTable => pack
                .map_or(&[][..], |p| &p.enhancement_tables[..])
                .iter()
                .flat_map(|t| &t.enhancements)
                .collect(),
        }
    }
}
