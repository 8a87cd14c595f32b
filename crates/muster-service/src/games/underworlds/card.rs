//! An Underworlds fighter's card: both sides (Move, Save, Health, Bounty and the weapons'
//! Range, Dice and Damage, with their abilities by name), its runemarks and the warscroll
//! abilities it may use by name, from the warband as the catalogue has it: the community's
//! fighter cards, the rulebook's facts, or the player's own record of the warband.

use crate::error::AppError;
use crate::served::{unknown_unit, CardSource, CardWriter, UnitCard};
use muster_core::games::underworlds::{
    runemark_words, Catalog, Face, Fighter, Warband, WeaponKind,
};
use muster_core::Lang;

/// The card of fighter `id` of `warband`.
pub(super) fn card(
    catalog: &Catalog,
    warband: Option<&str>,
    id: &str,
    lang: Lang,
) -> Result<UnitCard, AppError> {
    let warband_id =
        warband.ok_or_else(|| AppError::args("an Underworlds fighter's card needs its warband"))?;
    let Some(warband) = catalog.warband(warband_id) else {
        let known = catalog.warbands().iter().map(|w| w.id.as_str());
        return Err(unknown_unit("Underworlds warband", warband_id, known));
    };
    let Some(fighter) = warband.fighter(id) else {
        let what = format!("fighter in the Underworlds warband '{warband_id}'");
        return Err(unknown_unit(
            &what,
            id,
            warband.fighters.iter().map(|f| f.id.as_str()),
        ));
    };
    let mut subtitle = vec![warband.name.get(lang).to_owned()];
    if fighter.is_leader() {
        subtitle.push(lang.pick("Leader", "Líder").to_owned());
    }
    if let Some(alliance) = warband.alliance {
        subtitle.push(alliance.name(lang).to_owned());
    }
    let mut card = CardWriter::new(fighter.name.get(lang), subtitle);
    let source = card.source(source(catalog, warband, fighter, lang));
    for (inspired, side) in [
        (false, lang.pick("Uninspired", "No inspirado")),
        (true, lang.pick("Inspired", "Inspirado")),
    ] {
        side_of(&mut card, fighter.face(inspired), side, source, lang);
    }
    for mark in &fighter.runemarks {
        card.keyword(runemark_words(mark).get(lang), source);
    }
    // A warscroll ability a runemark gates is this fighter's when it carries the runemark.
    for ability in &warband.abilities {
        let usable = ability
            .runemark
            .as_ref()
            .is_none_or(|mark| fighter.runemarks.contains(mark));
        if usable {
            card.ability(ability.name.get(lang), source);
        }
    }
    for doubt in &fighter.doubts {
        card.doubt(doubt.words(lang));
    }
    Ok(card.done())
}

/// One side of the card under the heading `side`; every value unknown while the side is.
fn side_of(card: &mut CardWriter, face: Option<&Face>, side: &str, source: usize, lang: Lang) {
    let empty = Face::default();
    let face = face.unwrap_or(&empty);
    let known = |value: Option<String>| value.map(|v| (v, source));
    let group = Some(side);
    let save = face
        .save
        .map(|s| format!("{} {}", s.dice, s.symbol.name(lang)));
    card.stat(
        group,
        lang.pick("Move", "Movimiento"),
        known(face.moves.map(|m| m.to_string())),
    )
    .stat(group, lang.pick("Save", "Salvación"), known(save))
    .stat(
        group,
        lang.pick("Health", "Salud"),
        known(face.health.map(|h| h.to_string())),
    )
    .stat(
        group,
        lang.pick("Bounty", "Recompensa"),
        known(face.bounty.map(|b| b.to_string())),
    );
    for weapon in &face.weapons {
        let dice = format!("{} {}", weapon.dice, weapon.symbol.name(lang));
        let numbers = vec![
            (
                lang.pick("Range", "Alcance"),
                known(Some(weapon.range.to_string())),
            ),
            (lang.pick("Dice", "Dados"), known(Some(dice))),
            (
                lang.pick("Damage", "Daño"),
                known(Some(weapon.damage.to_string())),
            ),
        ];
        let mut abilities: Vec<String> = (weapon.abilities.iter())
            .map(|a| {
                let name = a.kind.name(lang);
                match (a.critical, lang) {
                    (false, _) => name.to_owned(),
                    (true, Lang::En) => format!("Critical {name}"),
                    (true, Lang::Es) => format!("{name} crítico"),
                }
            })
            .collect();
        // A warband's own weapon ability, as the source spells its name, in words.
        abilities.extend(
            weapon
                .other_abilities
                .iter()
                .map(|a| runemark_words(a).get(lang).to_owned()),
        );
        let ranged = weapon.kind == WeaponKind::Ranged;
        let named = weapon
            .name
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty());
        let kind = weapon.label(lang);
        card.weapon(
            group,
            named.map(str::to_owned),
            &kind,
            ranged,
            numbers,
            abilities,
        );
    }
}

/// Where the fighter's card comes from: the community's fighter cards, the player's own
/// record of the warband, or the rulebook's facts (the pack's notes behind "Details").
fn source(catalog: &Catalog, warband: &Warband, fighter: &Fighter, lang: Lang) -> CardSource {
    let more = format!(
        "{} {}, {} {}",
        lang.pick("warband", "banda"),
        warband.id,
        lang.pick("fighter", "guerrero"),
        fighter.id
    );
    if warband.source.starts_with(muster_core::USER_SOURCE) {
        let mut own = CardSource::users(lang.pick(
            "Your own record of the warband",
            "Tu propio registro de la banda",
        ));
        own.details = Some(more);
        return own;
    }
    match (&catalog.parts().community, warband.cards_from_community()) {
        (Some(reference), true) => CardSource::community_values(reference, &more, lang),
        _ => {
            let mut book = CardSource::plain(lang.pick(
                "The Underworlds rulebook (Embergard)",
                "El reglamento de Underworlds (Ascuagarda)",
            ));
            book.details = Some(format!("{more}; {}", warband.source));
            book
        }
    }
}
