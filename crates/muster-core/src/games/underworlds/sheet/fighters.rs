//! The fighters and the warscroll as printed, and each fighter's block on the table page.

use super::not_in_data;
use crate::community::CommunityReference;
use crate::games::underworlds::catalog::{
    runemark_words, Face, Fighter, Save, Warband, Weapon, WeaponAbility, WeaponKind, LEADER,
};
use crate::lang::Lang;
use crate::sheet::{
    or_unknown, PlayUnit, SheetEntry, SheetFact, SheetGroup, Track, COMMUNITY_MARK,
};

/// The most boxes a damage track gets; past a row's worth a running count is easier.
const MAX_BOXES: u8 = 20;

/// A fighter's name as the list prints and writes it: its leader marked (digest V1).
pub(crate) fn fighter_name(fighter: &Fighter, lang: Lang) -> String {
    let name = fighter.name.get(lang);
    if fighter.is_leader() {
        format!("{name} ({})", lang.pick("leader", "líder"))
    } else {
        name.to_owned()
    }
}

/// A runemark as a player reads it ([`runemark_words`]).
pub(super) fn runemark_name(mark: &str, lang: Lang) -> String {
    runemark_words(mark).get(lang).to_owned()
}

/// What the mark beside a warband's fighters means when their cards are the community's:
/// which community data and its date, in words (paper has no "Details").
pub(super) fn community_footnote(
    warband: &Warband,
    reference: Option<&CommunityReference>,
    lang: Lang,
) -> Option<String> {
    warband.cards_from_community().then(|| {
        let said = reference.map_or_else(
            || {
                lang.pick(
                    "the community's fighter card list",
                    "la lista de tarjetas de guerrero de la comunidad",
                )
                .to_owned()
            },
            |r| r.said(lang),
        );
        format!(
            "{COMMUNITY_MARK} {}",
            lang.pick(
                format!(
                    "Fighter cards from community data ({said}), not checked against the \
                     cards: check a doubtful value on your card."
                ),
                format!(
                    "Tarjetas de guerrero de datos de la comunidad ({said}), sin comprobar con \
                     las tarjetas: comprueba en tu tarjeta un valor dudoso."
                ),
            )
        )
    })
}

/// `Uninspired`, `Inspirado`.
fn face_label(inspired: bool, lang: Lang) -> &'static str {
    if inspired {
        lang.pick("Inspired", "Inspirado")
    } else {
        lang.pick("Uninspired", "No inspirado")
    }
}

/// The warband's fighters, one entry each; the warband's id said plainly when the
/// catalogue lacks it.
pub(super) fn group(id: &str, warband: Option<&Warband>, lang: Lang) -> SheetGroup {
    let fighters = lang.pick("Fighters", "Guerreros");
    let Some(warband) = warband else {
        return SheetGroup {
            title: Some(fighters.to_owned()),
            entries: vec![SheetEntry {
                name: id.to_owned(),
                detail: not_in_data(lang).to_owned(),
                cost: None,
                items: Vec::new(),
            }],
            subtotal: None,
            compact: false,
        };
    };
    let mut title = format!("{fighters} ({})", warband.fighters.len());
    if warband.cards_from_community() {
        title.push_str(&format!(" {COMMUNITY_MARK}"));
    }
    if !warband.roster_complete {
        title.push_str(lang.pick(
            " — the data does not hold the whole roster",
            " — los datos no tienen la banda completa",
        ));
    }
    SheetGroup {
        title: Some(title),
        entries: warband.fighters.iter().map(|f| entry(f, lang)).collect(),
        subtotal: None,
        compact: false,
    }
}

/// A fighter: its name (leader marked), its runemarks besides Leader, and a line per face.
fn entry(fighter: &Fighter, lang: Lang) -> SheetEntry {
    let mut lines = Vec::new();
    let marks: Vec<String> = fighter
        .runemarks
        .iter()
        .filter(|m| *m != LEADER)
        .map(|m| runemark_name(m, lang))
        .collect();
    if !marks.is_empty() {
        lines.push(format!(
            "{}: {}",
            lang.pick("Runemarks", "Runas"),
            marks.join(", ")
        ));
    }
    for inspired in [false, true] {
        lines.push(format!(
            "{}: {}",
            face_label(inspired, lang),
            face_line(fighter.face(inspired), lang)
        ));
    }
    // What the community data may have misread, so the player checks it on the card.
    if !fighter.doubts.is_empty() {
        let doubts: Vec<&str> = fighter.doubts.iter().map(|d| d.words(lang)).collect();
        lines.push(format!(
            "{}: {}",
            lang.pick("Check the card", "Comprueba la tarjeta"),
            doubts.join("; ")
        ));
    }
    SheetEntry {
        name: fighter_name(fighter, lang),
        detail: lines.join("\n"),
        cost: None,
        items: Vec::new(),
    }
}

/// One face of a fighter card on one line (digest V2): `Move 3 · Save 1 shield · Health 4
/// · Bounty 2 · Blade (melee, range 1, 2 hammer dice, damage 2, Cleave)`; every value the
/// data does not give is unknown, a whole unknown face included.
fn face_line(face: Option<&Face>, lang: Lang) -> String {
    let unknown = Face::default();
    let f = face.unwrap_or(&unknown);
    let mut parts = vec![
        format!(
            "{} {}",
            lang.pick("Move", "Movimiento"),
            or_unknown(f.moves)
        ),
        format!(
            "{} {}",
            lang.pick("Save", "Salvación"),
            save_text(f.save, lang)
        ),
        format!("{} {}", lang.pick("Health", "Salud"), or_unknown(f.health)),
        format!(
            "{} {}",
            lang.pick("Bounty", "Recompensa"),
            or_unknown(f.bounty)
        ),
    ];
    match face {
        None => parts.push(format!(
            "{} {}",
            lang.pick("Weapons", "Armas"),
            or_unknown(None::<u8>)
        )),
        Some(face) if face.weapons.is_empty() => {
            parts.push(lang.pick("no weapons", "sin armas").to_owned())
        }
        Some(face) => parts.extend(face.weapons.iter().map(|w| weapon_text(w, lang))),
    }
    parts.join(" · ")
}

/// `1 shield`, `2 esquiva`, or unknown.
fn save_text(save: Option<Save>, lang: Lang) -> String {
    or_unknown(save.map(|s| format!("{} {}", s.dice, s.symbol.name(lang))))
}

/// `Blade (melee, range 1, 2 hammer dice, damage 2, Cleave, Grievous (critical))`, or
/// `Melee (range 1, 2 hammer dice, damage 2)` for a weapon without a name.
fn weapon_text(weapon: &Weapon, lang: Lang) -> String {
    let symbol = weapon.symbol.name(lang);
    let dice = match (lang, weapon.dice) {
        (Lang::En, 1) => format!("1 {symbol} die"),
        (Lang::En, n) => format!("{n} {symbol} dice"),
        (Lang::Es, 1) => format!("1 dado de {symbol}"),
        (Lang::Es, n) => format!("{n} dados de {symbol}"),
    };
    let mut parts = vec![
        format!("{} {}", lang.pick("range", "alcance"), weapon.range),
        dice,
        format!("{} {}", lang.pick("damage", "daño"), weapon.damage),
    ];
    parts.extend(weapon.abilities.iter().map(|a| ability_text(a, lang)));
    parts.extend(weapon.other_abilities.iter().map(|a| other_ability(a)));
    // A weapon the source does not name goes by its kind, so a fighter's line stays short.
    let name = match weapon.name.as_deref().map(str::trim) {
        Some(name) if !name.is_empty() => {
            parts.insert(0, weapon.kind.name(lang).to_owned());
            name.to_owned()
        }
        _ => match weapon.kind {
            WeaponKind::Melee => lang.pick("Melee", "Combate").to_owned(),
            WeaponKind::Ranged => lang.pick("Ranged", "A distancia").to_owned(),
        },
    };
    format!("{name} ({})", parts.join(", "))
}

/// A warband's own weapon ability as the source spells its id (`snarlfangs-jaws`), written
/// as words (`Snarlfangs jaws`).
fn other_ability(name: &str) -> String {
    let words = name.replace('-', " ");
    let mut chars = words.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A weapon ability, `(critical)` when it takes effect only with a critical (digest §3.5).
fn ability_text(ability: &WeaponAbility, lang: Lang) -> String {
    let name = ability.kind.name(lang);
    if ability.critical {
        format!("{name} ({})", lang.pick("critical", "crítico"))
    } else {
        name.to_owned()
    }
}

/// The warscroll: its abilities (the runemark a fighter needs to use one, the generic
/// tokens it needs at muster, digest V6–V7) and the inspire condition the player entered;
/// none when the data holds neither.
pub(super) fn warscroll(warband: &Warband, lang: Lang) -> Option<SheetGroup> {
    let mut entries: Vec<SheetEntry> = warband
        .abilities
        .iter()
        .map(|ability| {
            let mut detail = Vec::new();
            if let Some(mark) = &ability.runemark {
                detail.push(format!(
                    "{}: {}",
                    lang.pick("Runemark", "Runa"),
                    runemark_name(mark, lang)
                ));
            }
            if ability.generic_tokens {
                detail.push(format!(
                    "{}: {}",
                    lang.pick("Generic tokens", "Marcadores genéricos"),
                    or_unknown(ability.token_count)
                ));
            }
            SheetEntry {
                name: ability.name.get(lang).to_owned(),
                detail: detail.join(" · "),
                cost: None,
                items: Vec::new(),
            }
        })
        .collect();
    if let Some(inspire) = warband.inspire.as_deref().filter(|t| !t.trim().is_empty()) {
        entries.push(SheetEntry {
            name: lang
                .pick("Inspire condition", "Condición de inspiración")
                .to_owned(),
            detail: inspire.trim().to_owned(),
            cost: None,
            items: Vec::new(),
        });
    }
    (!entries.is_empty()).then(|| SheetGroup {
        title: Some(lang.pick("Warscroll", "Hoja de unidad").to_owned()),
        entries,
        subtotal: None,
        compact: false,
    })
}

/// A fighter's block on the table page: Move, Save, Health and Bounty (the inspired value
/// beside the uninspired one where they differ), boxes for its damage up to the larger
/// Health when both are known, and a box for each token it may carry.
pub(super) fn play_fighter(fighter: &Fighter, lang: Lang) -> PlayUnit {
    let faces = [fighter.face(false), fighter.face(true)];
    let inspired = lang.pick("inspired", "inspirado");
    let both = |value: &dyn Fn(&Face) -> Option<String>| {
        let [uninspired, gold] = faces.map(|face| or_unknown(face.and_then(value)));
        if uninspired == gold {
            uninspired
        } else {
            format!("{uninspired} ({gold} {inspired})")
        }
    };
    let facts = vec![
        SheetFact::new(
            lang.pick("Move", "Movimiento"),
            both(&|f| f.moves.map(|v| v.to_string())),
        ),
        SheetFact::new(
            lang.pick("Save", "Salvación"),
            both(&|f| f.save.map(|s| save_text(Some(s), lang))),
        ),
        SheetFact::new(
            lang.pick("Health", "Salud"),
            both(&|f| f.health.map(|v| v.to_string())),
        ),
        SheetFact::new(
            lang.pick("Bounty", "Recompensa"),
            both(&|f| f.bounty.map(|v| v.to_string())),
        ),
    ];
    let damage = lang.pick("Damage", "Daño");
    // A fighter is slain when its damage reaches its Health (digest E26); inspired, its
    // Health may be higher, so the boxes reach the larger of the two.
    let health = faces
        .map(|face| face.and_then(|f| f.health))
        .into_iter()
        .collect::<Option<Vec<u8>>>()
        .and_then(|h| h.into_iter().max());
    let mut tracks = vec![match health {
        Some(h @ 1..=MAX_BOXES) => Track::boxes(damage, u32::from(h)),
        _ => Track::tally(damage),
    }];
    for (en, es) in [
        ("Inspired", "Inspirado"),
        ("Move", "Movimiento"),
        ("Charge", "Carga"),
        ("Guard", "Guardia"),
        ("Stagger", "Tambalear"),
    ] {
        tracks.push(Track::boxes(lang.pick(en, es), 1));
    }
    tracks.push(Track::tally(lang.pick("Upgrades", "Mejoras")));
    PlayUnit {
        name: fighter_name(fighter, lang),
        facts,
        tracks,
    }
}
