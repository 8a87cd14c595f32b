//! Which data checked a list: a short fingerprint of a loaded catalogue, printed on every
//! list so that an organiser can tell two players used the same data.

use crate::user::is_users;
use muster_core::games::{diskwars, runewars::Catalog, sigmar, underworlds};
use muster_core::Lang;

/// FNV-1a, 64 bits: small, stable across platforms and releases, enough to tell packs apart
/// (not a security measure).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The first 8 hex digits of the fingerprint of a catalogue's parts.
fn fingerprint(parts: &impl serde::Serialize) -> String {
    let json = serde_json::to_vec(parts).expect("catalogue parts serialize");
    format!("{:08x}", fnv1a(&json) >> 32)
}

/// The first 8 hex digits of the fingerprint of everything the catalogue holds (the pack's
/// facts, its translated names and hero effects, and any records the user added).
pub fn runewars_fingerprint(catalog: &Catalog) -> String {
    fingerprint(catalog.parts())
}

/// The fingerprint of a Diskwars catalogue, values the player filled in included.
pub fn diskwars_fingerprint(catalog: &diskwars::Catalog) -> String {
    fingerprint(catalog.parts())
}

/// `Diskwars data 1a2b3c4d` and, when the player filled in values, how many discs and cards
/// carry them.
pub fn diskwars_pack_label(catalog: &diskwars::Catalog, lang: Lang) -> String {
    let own = catalog
        .discs()
        .iter()
        .filter(|d| d.has_users_values())
        .count()
        + catalog
            .command_cards()
            .iter()
            .filter(|c| c.has_users_values())
            .count();
    let fingerprint = diskwars_fingerprint(catalog);
    match (own, lang) {
        (0, Lang::En) => format!("Diskwars data {fingerprint}"),
        (0, Lang::Es) => format!("datos de Diskwars {fingerprint}"),
        (1, Lang::En) => format!("Diskwars data {fingerprint} (with your values for 1 item)"),
        (1, Lang::Es) => format!("datos de Diskwars {fingerprint} (con tus valores en 1 elemento)"),
        (n, Lang::En) => format!("Diskwars data {fingerprint} (with your values for {n} items)"),
        (n, Lang::Es) => {
            format!("datos de Diskwars {fingerprint} (con tus valores en {n} elementos)")
        }
    }
}

/// The fingerprint of the Age of Sigmar packs loaded, the player's own included: made of
/// each faction's id and the stamp of its pack's text, so no pack is read to print it.
pub fn sigmar_fingerprint(catalog: &sigmar::Catalog) -> String {
    let stamps: Vec<(&str, u64)> = catalog
        .stamps()
        .map(|(faction, stamp)| (faction.id.as_str(), stamp))
        .collect();
    fingerprint(&stamps)
}

/// `Age of Sigmar data 1a2b3c4d` and, when packs the player imported are loaded, their
/// factions, each saying when it replaced the shipped pack of its faction.
pub fn sigmar_pack_label(catalog: &sigmar::Catalog, lang: Lang) -> String {
    let fingerprint = sigmar_fingerprint(catalog);
    let base = match lang {
        Lang::En => format!("Age of Sigmar data {fingerprint}"),
        Lang::Es => format!("datos de Age of Sigmar {fingerprint}"),
    };
    let own: Vec<String> = crate::sigmar::own_packs(catalog)
        .into_iter()
        .map(|own| {
            if own.replaces_shipped {
                let replacing = lang.pick("replacing the shipped one", "en lugar del incluido");
                format!("{}, {replacing}", own.faction.name)
            } else {
                own.faction.name.clone()
            }
        })
        .collect();
    if own.is_empty() {
        base
    } else {
        let yours = lang.pick("your packs", "tus packs");
        format!("{base} ({yours}: {})", own.join("; "))
    }
}

/// The fingerprint of an Underworlds catalogue, the player's warbands and decks included.
pub fn underworlds_fingerprint(catalog: &underworlds::Catalog) -> String {
    fingerprint(catalog.parts())
}

/// `Underworlds data 1a2b3c4d` and, when the player entered warbands or decks (their own or
/// in place of shipped ones), how many.
pub fn underworlds_pack_label(catalog: &underworlds::Catalog, lang: Lang) -> String {
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
    let fingerprint = underworlds_fingerprint(catalog);
    match (own, lang) {
        (0, Lang::En) => format!("Underworlds data {fingerprint}"),
        (0, Lang::Es) => format!("datos de Underworlds {fingerprint}"),
        (1, Lang::En) => format!("Underworlds data {fingerprint} (with 1 record of your own)"),
        (1, Lang::Es) => format!("datos de Underworlds {fingerprint} (con 1 registro propio)"),
        (n, Lang::En) => format!("Underworlds data {fingerprint} (with {n} records of your own)"),
        (n, Lang::Es) => format!("datos de Underworlds {fingerprint} (con {n} registros propios)"),
    }
}

/// `RuneWars data 1a2b3c4d` and, when the user added records, how many.
pub fn runewars_pack_label(catalog: &Catalog, lang: Lang) -> String {
    let parts = catalog.parts();
    let own = parts
        .factions
        .iter()
        .filter(|f| is_users(&f.source))
        .count()
        + parts.units.iter().filter(|u| is_users(&u.source)).count()
        + parts
            .upgrades
            .iter()
            .filter(|u| is_users(&u.source))
            .count();
    let fingerprint = runewars_fingerprint(catalog);
    match (own, lang) {
        (0, Lang::En) => format!("RuneWars data {fingerprint}"),
        (0, Lang::Es) => format!("datos de RuneWars {fingerprint}"),
        (1, Lang::En) => format!("RuneWars data {fingerprint} (with 1 record of your own)"),
        (1, Lang::Es) => format!("datos de RuneWars {fingerprint} (con 1 registro propio)"),
        (n, Lang::En) => format!("RuneWars data {fingerprint} (with {n} records of your own)"),
        (n, Lang::Es) => format!("datos de RuneWars {fingerprint} (con {n} registros propios)"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{bundled_runewars, with_user_data, UserRecordText};

    #[test]
    fn the_same_pack_gives_the_same_fingerprint_and_user_data_changes_it() {
        let base = bundled_runewars().unwrap();
        assert_eq!(
            runewars_fingerprint(&base),
            runewars_fingerprint(&bundled_runewars().unwrap())
        );
        let record = UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: r#"{"id": "stone-giants", "name": {"en": "Stone Giants"}, "faction": "daqan-lords",
                "unit_type": "siege", "unique": false, "source": "my own cards",
                "configurations": [{"id": "1x1", "columns": 1, "ranks": 1, "cost": 20, "slots": []}]}"#,
        };
        let mine = with_user_data(&base, &[record]).unwrap();
        assert_ne!(runewars_fingerprint(&base), runewars_fingerprint(&mine));
        assert!(runewars_pack_label(&mine, Lang::En).ends_with("(with 1 record of your own)"));
        assert!(runewars_pack_label(&mine, Lang::Es).ends_with("(con 1 registro propio)"));
        assert!(!runewars_pack_label(&base, Lang::Es).contains('('));
    }

    #[test]
    fn a_diskwars_label_counts_the_discs_and_cards_carrying_the_players_values() {
        let base = crate::bundled_diskwars().unwrap();
        assert!(!diskwars_pack_label(&base, Lang::En).contains('('));
        let record = UserRecordText {
            kind: "disc",
            id: "orc-boyz",
            json: r#"{"id": "orc-boyz", "source": "my disc", "cost": 6}"#,
        };
        let mine = crate::diskwars_with_user_data(&base, &[record]).unwrap();
        assert_ne!(diskwars_fingerprint(&base), diskwars_fingerprint(&mine));
        assert!(diskwars_pack_label(&mine, Lang::En).ends_with("(with your values for 1 item)"));
        assert!(diskwars_pack_label(&mine, Lang::Es).ends_with("(con tus valores en 1 elemento)"));
    }
}
