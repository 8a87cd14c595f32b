//! Which data checked a list: a short fingerprint of a loaded catalogue, printed on every
//! list so that an organiser can tell two players used the same data. Each game's
//! [`crate::Pack`] says which of its parts it is made of, and writes its label.

/// FNV-1a, 64 bits: small, stable across platforms and releases, enough to tell packs apart
/// (not a security measure).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The first 8 hex digits of the fingerprint of a catalogue's parts.
pub(crate) fn fingerprint(parts: &impl serde::Serialize) -> String {
    let json = serde_json::to_vec(parts).expect("catalogue parts serialize");
    format!("{:08x}", fnv1a(&json) >> 32)
}

#[cfg(test)]
mod tests {
    use crate::{Pack, UserRecordText};
    use muster_core::games::{diskwars::Diskwars, runewars::RuneWars};
    use muster_core::Lang;

    #[test]
    fn the_same_pack_gives_the_same_fingerprint_and_user_data_changes_it() {
        let base = RuneWars::bundled().unwrap();
        assert_eq!(
            RuneWars::fingerprint(&base),
            RuneWars::fingerprint(&RuneWars::bundled().unwrap())
        );
        let record = UserRecordText {
            kind: "unit",
            id: "stone-giants",
            json: r#"{"id": "stone-giants", "name": {"en": "Stone Giants"}, "faction": "daqan-lords",
                "unit_type": "siege", "unique": false, "source": "my own cards",
                "configurations": [{"id": "1x1", "columns": 1, "ranks": 1, "cost": 20, "slots": []}]}"#,
        };
        let mine = RuneWars::with_user_data(&base, &[record]).unwrap();
        assert_ne!(RuneWars::fingerprint(&base), RuneWars::fingerprint(&mine));
        assert!(RuneWars::pack_label(&mine, Lang::En).ends_with("(with 1 record of your own)"));
        assert!(RuneWars::pack_label(&mine, Lang::Es).ends_with("(con 1 registro propio)"));
        assert!(!RuneWars::pack_label(&base, Lang::Es).contains('('));
    }

    #[test]
    fn a_diskwars_label_counts_the_discs_and_cards_carrying_the_players_values() {
        let base = Diskwars::bundled().unwrap();
        assert!(!Diskwars::pack_label(&base, Lang::En).contains('('));
        let record = UserRecordText {
            kind: "disc",
            id: "orc-boyz",
            json: r#"{"id": "orc-boyz", "source": "my disc", "cost": 6}"#,
        };
        let mine = Diskwars::with_user_data(&base, &[record]).unwrap();
        assert_ne!(Diskwars::fingerprint(&base), Diskwars::fingerprint(&mine));
        assert!(Diskwars::pack_label(&mine, Lang::En).ends_with("(with your values for 1 item)"));
        assert!(Diskwars::pack_label(&mine, Lang::Es).ends_with("(con tus valores en 1 elemento)"));
    }
}
