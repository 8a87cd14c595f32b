//! A Diskwars disc's card: its race, size, flags, cost or recruitment points and command, its
//! five printed stats and ranged attacks, traits, keywords and the kinds of its abilities,
//! each value with where it is stated (a rulebook page, the community's disc list, or the
//! player's own disc). A value no source gives stays unknown: the player enters it from
//! their own disc on the values page.

use crate::error::AppError;
use crate::served::{unknown_unit, CardSource, CardWriter, UnitCard};
use muster_core::games::diskwars::{
    AbilityKind, Catalog, DamageType, Disc, DiscKind, KeywordUse, Known, MeleeStrength, Range,
    RangedAttack, Size, Strength,
};
use muster_core::Lang;

/// The card of disc `id` (a Diskwars disc's id is the catalogue's).
pub(super) fn card(catalog: &Catalog, id: &str, lang: Lang) -> Result<UnitCard, AppError> {
    let Some(disc) = catalog.disc(id) else {
        let known = catalog.discs().iter().map(|d| d.id.as_str());
        return Err(unknown_unit("Diskwars disc", id, known));
    };
    let hero = disc.kind == DiscKind::Hero;
    let mut subtitle = Vec::new();
    if let Some(faction) = (disc.race.as_ref()).and_then(|r| catalog.faction_of_race(&r.value)) {
        subtitle.push(faction.name.get(lang).to_owned());
    }
    let kind = if hero {
        lang.pick("Hero", "Héroe")
    } else {
        lang.pick("Unit", "Unidad")
    };
    subtitle.push(kind.to_owned());
    let mut card = Card {
        writer: CardWriter::new(disc.name.get(lang), subtitle),
        catalog,
        lang,
    };

    let race = (disc.race.as_ref()).map(|k| {
        let name = catalog
            .race(&k.value)
            .map_or(k.value.as_str(), |r| r.name.get(lang));
        (name.to_owned(), k)
    });
    card.value(lang.pick("Race", "Raza"), race);
    card.known(lang.pick("Size", "Tamaño"), &disc.size, |s| size(*s, lang));
    card.known(lang.pick("Unique", "Único"), &disc.unique, |b| {
        yes_no(*b, lang)
    });
    card.known(lang.pick("Elite", "Élite"), &disc.elite, |b| {
        yes_no(*b, lang)
    });
    if hero {
        let points = lang.pick("Recruitment points", "Puntos de reclutamiento");
        card.known(points, &disc.recruitment_points, u32::to_string);
        card.known(lang.pick("Command", "Mando"), &disc.command, u32::to_string);
    } else {
        card.known(lang.pick("Cost", "Coste"), &disc.cost, u32::to_string);
    }
    let stats = &disc.stats;
    card.known(
        lang.pick("Movement", "Movimiento"),
        &stats.movement,
        u8::to_string,
    );
    card.known(lang.pick("Attack", "Ataque"), &stats.attack, u8::to_string);
    card.known(
        lang.pick("Counterattack", "Contraataque"),
        &stats.counterattack,
        u8::to_string,
    );
    card.known(
        lang.pick("Toughness", "Resistencia"),
        &stats.toughness,
        u8::to_string,
    );
    card.known(lang.pick("Vigor", "Vigor"), &stats.vigor, u8::to_string);

    for (n, attack) in disc.ranged_attacks.iter().enumerate() {
        card.ranged(disc, n, attack);
    }
    for used in &disc.traits {
        let source = card.source(&used.source);
        let name = catalog
            .trait_by_id(&used.id)
            .map_or(used.id.as_str(), |t| t.name.get(lang));
        card.writer.keyword(name, source);
    }
    for used in &disc.keywords {
        let source = card.source(&used.source);
        let words = card.keyword_words(used);
        card.writer.keyword(words, source);
    }
    // The pack describes its abilities in its own words, never by a name: the card names
    // each by its kind where the rulebook states one.
    for ability in &disc.abilities {
        if let Some(kind) = ability.kind {
            let source = card.source(&ability.source);
            card.writer.ability(ability_kind(kind, lang), source);
        }
    }
    Ok(card.writer.done())
}

/// A card being written, with the catalogue that words its sources.
struct Card<'c> {
    writer: CardWriter,
    catalog: &'c Catalog,
    lang: Lang,
}

impl Card<'_> {
    /// A source as the player reads it (`Catalog::source_words`), with its repository,
    /// commit and line behind "Details" for a community value.
    fn source(&mut self, source: &str) -> usize {
        let community = source.starts_with(muster_core::games::diskwars::COMMUNITY_SOURCE);
        let user = source.starts_with(muster_core::USER_SOURCE);
        self.writer.source(CardSource {
            said: self.catalog.source_words(source, self.lang),
            community,
            user,
            details: self.catalog.source_details(source),
        })
    }

    /// A characteristic from a value shown as `shown`, or unknown; a doubtful community
    /// value says why.
    fn value<T>(&mut self, label: &str, value: Option<(String, &Known<T>)>) {
        let value = value.map(|(shown, k)| {
            if let Some(doubt) = k.doubt {
                self.writer
                    .doubt(format!("{label}: {}", doubt.words(self.lang)));
            }
            (shown, self.source(&k.source))
        });
        self.writer.stat(None, label, value);
    }

    /// A characteristic from a known value written by `show`.
    fn known<T>(&mut self, label: &str, value: &Option<Known<T>>, show: impl Fn(&T) -> String) {
        self.value(label, value.as_ref().map(|k| (show(&k.value), k)));
    }

    /// A ranged attack, the `n`th of the disc's, its unknown parts unknown.
    fn ranged(&mut self, disc: &Disc, n: usize, attack: &RangedAttack) {
        let lang = self.lang;
        let source = self.source(&attack.source);
        // The rulebook names no ranged attack: where a disc has several, a number tells
        // apart the unknown parts of each.
        let mut kind = lang.pick("Ranged attack", "Ataque a distancia").to_owned();
        if disc.ranged_attacks.len() > 1 {
            kind.push_str(&format!(" {}", n + 1));
        }
        let known = |value: Option<String>| value.map(|v| (v, source));
        let numbers = vec![
            (
                lang.pick("Range", "Alcance"),
                known(attack.range.map(|r| range(r, lang))),
            ),
            (
                lang.pick("Dice", "Dados"),
                known(attack.dice.map(|d| d.to_string())),
            ),
            (
                lang.pick("Strength", "Fuerza"),
                known(attack.strength.map(|s| match s {
                    Strength::Fixed(n) => n.to_string(),
                    Strength::D6 => "d6".to_owned(),
                })),
            ),
            (
                lang.pick("Damage", "Daño"),
                known(attack.damage.map(|d| damage(d, lang).to_owned())),
            ),
        ];
        let abilities = match attack.ignores_deviation {
            Some(true) => vec![lang
                .pick("Ignores deviation", "Ignora la desviación")
                .to_owned()],
            _ => Vec::new(),
        };
        self.writer
            .weapon(None, None, &kind, true, numbers, abilities);
    }

    /// A keyword with its parameter as printed: `Impact 2`, `Immune to arcane damage`,
    /// `Swift (counterattack)`; `?` for an X no source gives.
    fn keyword_words(&mut self, used: &KeywordUse) -> String {
        let lang = self.lang;
        let keyword = self.catalog.keyword(&used.keyword);
        let name = keyword.map_or(used.keyword.as_str(), |k| k.name.get(lang));
        let numbered = keyword
            .is_some_and(|k| k.parameter == muster_core::games::diskwars::KeywordParameter::Number);
        if let Some(x) = used.x {
            return format!("{name} {x}");
        }
        if numbered {
            self.writer.unknown(format!("{name}: X"));
            return format!("{name} ?");
        }
        if let Some(against) = &used.against {
            let what = match against.as_str() {
                "arcane" => lang.pick("arcane damage", "daño arcano").to_owned(),
                "physical" => lang.pick("physical damage", "daño físico").to_owned(),
                "ranged" => lang
                    .pick("ranged attacks", "ataques a distancia")
                    .to_owned(),
                other => (self.catalog.keyword(other))
                    .map_or_else(|| other.replace('-', " "), |k| k.name.get(lang).to_owned()),
            };
            return format!("{name} {what}");
        }
        if !used.strengths.is_empty() {
            let strengths: Vec<&str> = (used.strengths.iter())
                .map(|s| match s {
                    MeleeStrength::Attack => lang.pick("attack", "ataque"),
                    MeleeStrength::Counterattack => lang.pick("counterattack", "contraataque"),
                })
                .collect();
            return format!("{name} ({})", strengths.join(lang.pick(" and ", " y ")));
        }
        match used.damage {
            Some(d) => format!("{name} ({})", damage(d, lang)),
            None => name.to_owned(),
        }
    }
}

fn size(size: Size, lang: Lang) -> String {
    match size {
        Size::Small => lang.pick("small", "pequeño"),
        Size::Medium => lang.pick("medium", "mediano"),
        Size::Large => lang.pick("large", "grande"),
    }
    .to_owned()
}

fn yes_no(value: bool, lang: Lang) -> String {
    if value {
        lang.pick("yes", "sí")
    } else {
        lang.pick("no", "no")
    }
    .to_owned()
}

fn range(range: Range, lang: Lang) -> String {
    match range {
        Range::Short => lang.pick("short", "corto"),
        Range::Medium => lang.pick("medium", "medio"),
        Range::Long => lang.pick("long", "largo"),
        Range::Siege => lang.pick("siege", "de asedio"),
    }
    .to_owned()
}

fn damage(damage: DamageType, lang: Lang) -> &'static str {
    match damage {
        DamageType::Physical => lang.pick("physical", "físico"),
        DamageType::Arcane => lang.pick("arcane", "arcano"),
    }
}

fn ability_kind(kind: AbilityKind, lang: Lang) -> &'static str {
    match kind {
        AbilityKind::Focus => lang.pick("Focus ability", "Cualidad de concentración"),
        AbilityKind::Passive => lang.pick("Passive ability", "Cualidad pasiva"),
        AbilityKind::Battle => lang.pick("Battle ability", "Cualidad de batalla"),
        AbilityKind::Scenario => lang.pick("Scenario ability", "Cualidad de escenario"),
    }
}
