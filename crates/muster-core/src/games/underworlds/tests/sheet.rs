//! The printed Underworlds list, on the synthetic fixture catalogue (`test_fixture`: every
//! warband, fighter, card and number there is a fixture, not real data).

use crate::games::underworlds::test_fixture::{
    self as fx, catalog, nemesis_list, parts, rivals_list,
};
use crate::games::underworlds::*;
use crate::sheet::{or_unknown, SheetEntry, SheetGroup};
use crate::Lang;
use crate::Verdict;

fn titles(sheet: &Sheet) -> Vec<&str> {
    sheet
        .groups
        .iter()
        .map(|g| g.title.as_deref().unwrap_or_default())
        .collect()
}

fn group<'s>(sheet: &'s Sheet, title: &str) -> &'s SheetGroup {
    sheet
        .groups
        .iter()
        .find(|g| g.title.as_deref() == Some(title))
        .unwrap_or_else(|| panic!("no group '{title}' in {:?}", titles(sheet)))
}

fn entry<'s>(group: &'s SheetGroup, name: &str) -> &'s SheetEntry {
    group
        .entries
        .iter()
        .find(|e| e.name == name)
        .unwrap_or_else(|| panic!("no entry '{name}' in {:?}", group.title))
}

fn fact<'s>(sheet: &'s Sheet, label: &str) -> Option<&'s str> {
    sheet
        .facts
        .iter()
        .find(|f| f.label == label)
        .map(|f| f.value.as_str())
}

fn with_parts(change: impl FnOnce(&mut CatalogParts)) -> Catalog {
    let mut parts = parts();
    change(&mut parts);
    Catalog::new(parts).expect("the changed fixture is a catalogue")
}

#[test]
fn a_rivals_list_prints_its_warband_format_and_deck_without_a_cost_column() {
    let catalog = catalog();
    let list = rivals_list();
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(sheet.game, "Warhammer Underworlds");
    assert_eq!(sheet.list_name, list.name);
    assert_eq!(sheet.faction, "Fixture Wardens");
    assert_eq!(fact(&sheet, "Format"), Some("Rivals"));
    assert_eq!(fact(&sheet, "Rivals deck"), Some("Fixture Deck A"));
    assert_eq!(fact(&sheet, "Season"), None);
    // Underworlds has no points: no cost anywhere, not even an unknown one.
    assert!(!sheet.costed);
    assert!(sheet
        .groups
        .iter()
        .flat_map(|g| &g.entries)
        .all(|e| e.cost.is_none() && e.items.is_empty()));
    assert!(sheet.groups.iter().all(|g| g.subtotal.is_none()));
    assert_eq!(
        titles(&sheet),
        [
            "Fighters (3)",
            "Warscroll",
            "Objectives (12)",
            "Ploys (10)",
            "Upgrades (10)",
            "Plot card"
        ]
    );
}

#[test]
fn each_fighter_has_its_leader_marked_and_a_line_per_face() {
    let catalog = catalog();
    let sheet = Underworlds::sheet(&rivals_list(), &catalog, &(), Lang::En);
    let fighters = group(&sheet, "Fighters (3)");
    let names: Vec<&str> = fighters.entries.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(
        names,
        [
            "Fixture Captain (leader)",
            "Fixture Marksman",
            "Fixture Warden"
        ]
    );
    let captain = entry(fighters, "Fixture Captain (leader)");
    // The fixture's faces: the inspired one rolls a third attack die.
    assert_eq!(
        captain.detail.lines().collect::<Vec<_>>(),
        [
            "Uninspired: Move 3 · Save 1 shield · Health 4 · Bounty 2 · Fixture hammer (melee, range 1, 2 hammer dice, damage 2)",
            "Inspired: Move 3 · Save 1 shield · Health 4 · Bounty 2 · Fixture hammer (melee, range 1, 3 hammer dice, damage 2)",
        ]
    );
    // The marksman's own runemark, and its second weapon, a ranged one.
    let marksman = entry(fighters, "Fixture Marksman");
    let lines: Vec<&str> = marksman.detail.lines().collect();
    // A warband's own runemark by the words of its id.
    assert_eq!(fx::MARK, "fixture-mark");
    assert_eq!(lines[0], "Runemarks: Fixture Mark");
    assert!(
        lines[1].ends_with("Fixture bow (ranged, range 3, 2 hammer dice, damage 1)"),
        "{}",
        lines[1]
    );
}

#[test]
fn weapon_abilities_are_named_and_a_critical_one_is_marked_in_both_languages() {
    let catalog = with_parts(|parts| {
        let captain = &mut parts.warbands[0].fighters[0];
        let face = captain.uninspired.as_mut().unwrap();
        face.weapons[0].abilities = vec![
            WeaponAbility {
                kind: WeaponAbilityKind::Cleave,
                critical: false,
            },
            WeaponAbility {
                kind: WeaponAbilityKind::Grievous,
                critical: true,
            },
        ];
        face.weapons[0].dice = 1;
        face.save = Some(Save {
            dice: 2,
            symbol: SaveSymbol::Dodge,
        });
    });
    let list = rivals_list();
    let en = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    let detail = &entry(group(&en, "Fighters (3)"), "Fixture Captain (leader)").detail;
    assert!(
        detail.starts_with("Uninspired: Move 3 · Save 2 dodge · Health 4 · Bounty 2 · Fixture hammer (melee, range 1, 1 hammer die, damage 2, Cleave, Grievous (critical))\n"),
        "{detail}"
    );
    let es = Underworlds::sheet(&list, &catalog, &(), Lang::Es);
    let detail = &entry(group(&es, "Guerreros (3)"), "Fixture Captain (líder)").detail;
    assert!(
        detail.starts_with("No inspirado: Movimiento 3 · Salvación 2 esquiva · Salud 4 · Recompensa 2 · Fixture hammer (combate, alcance 1, 1 dado de martillo, daño 2, Romper, Doloroso (crítico))\n"),
        "{detail}"
    );
    assert!(
        detail.ends_with(
            "Inspirado: Movimiento 3 · Salvación 1 escudo · Salud 4 · Recompensa 2 · Fixture hammer (combate, alcance 1, 3 dados de martillo, daño 2)"
        ),
        "{detail}"
    );
}

#[test]
fn what_the_data_does_not_give_prints_as_unknown_never_as_a_number() {
    let catalog = catalog();
    let list = fx::rivals_list_of(fx::STRAYS, fx::DECK_A);
    let unknown = or_unknown(None::<u8>);
    for (lang, title, one, two, face_one, face_two) in [
        (
            Lang::En,
            "Fighters (2) — the data does not hold the whole roster",
            format!(
                "Uninspired: Move {unknown} · Save {unknown} · Health {unknown} · Bounty {unknown} · Weapons {unknown}"
            ),
            format!(
                "Uninspired: Move 3 · Save 1 shield · Health {unknown} · Bounty {unknown} · Fixture hammer (melee, range 1, 2 hammer dice, damage 2)"
            ),
            "Inspired: ",
            "Uninspired: ",
        ),
        (
            Lang::Es,
            "Guerreros (2) — los datos no tienen la banda completa",
            format!(
                "No inspirado: Movimiento {unknown} · Salvación {unknown} · Salud {unknown} · Recompensa {unknown} · Armas {unknown}"
            ),
            format!(
                "No inspirado: Movimiento 3 · Salvación 1 escudo · Salud {unknown} · Recompensa {unknown} · Fixture hammer (combate, alcance 1, 2 dados de martillo, daño 2)"
            ),
            "Inspirado: ",
            "No inspirado: ",
        ),
    ] {
        let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
        let fighters = group(&sheet, title);
        let stray_1: Vec<&str> = entry(fighters, "Fixture Stray 1").detail.lines().collect();
        assert_eq!(stray_1[0], one, "{lang}");
        // Both faces unknown: the inspired line is all unknown too.
        assert_eq!(
            stray_1[1],
            one.replacen(face_two, face_one, 1),
            "{lang}"
        );
        let stray_2: Vec<&str> = entry(fighters, "Fixture Stray 2").detail.lines().collect();
        assert_eq!(stray_2[0], two, "{lang}");
        assert!(stray_2[1].starts_with(face_one), "{lang}");
        assert!(stray_2[1].ends_with(&format!(" {unknown}")), "{lang}");
    }
}

#[test]
fn the_warscroll_gives_each_abilitys_runemark_and_generic_tokens() {
    let catalog = catalog();
    let sheet = Underworlds::sheet(&rivals_list(), &catalog, &(), Lang::En);
    let warscroll = group(&sheet, "Warscroll");
    assert_eq!(
        entry(warscroll, "Fixture Rally").detail,
        "Generic tokens: 2"
    );
    assert_eq!(
        entry(warscroll, "Fixture Aimed Shot").detail,
        "Runemark: Fixture Mark"
    );
    // The Strays' token count is not known: unknown, in Spanish too.
    let strays = fx::rivals_list_of(fx::STRAYS, fx::DECK_A);
    let es = Underworlds::sheet(&strays, &catalog, &(), Lang::Es);
    let warscroll = group(&es, "Hoja de unidad");
    assert_eq!(
        entry(warscroll, "Fixture Stray Tokens").detail,
        format!("Marcadores genéricos: {}", or_unknown(None::<u8>))
    );
    // The inspire condition the player entered is printed as the last entry.
    let catalog = with_parts(|parts| {
        parts.warbands[0].inspire = Some("fixture: when the captain is damaged".into())
    });
    let sheet = Underworlds::sheet(&rivals_list(), &catalog, &(), Lang::En);
    let last = group(&sheet, "Warscroll").entries.last().unwrap();
    assert_eq!(
        (last.name.as_str(), last.detail.as_str()),
        ("Inspire condition", "fixture: when the captain is damaged")
    );
    // A warband without abilities or condition has no warscroll group.
    let catalog = with_parts(|parts| parts.warbands[0].abilities.clear());
    let sheet = Underworlds::sheet(&rivals_list(), &catalog, &(), Lang::En);
    assert!(!titles(&sheet).contains(&"Warscroll"));
}

#[test]
fn the_deck_is_printed_by_type_with_surge_glory_and_runemarks() {
    let catalog = catalog();
    let list = rivals_list();
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    let deck = catalog.deck(fx::DECK_A).unwrap();
    for (title, kind) in [
        ("Objectives (12)", CardKind::Objective),
        ("Ploys (10)", CardKind::Ploy),
        ("Upgrades (10)", CardKind::Upgrade),
    ] {
        let names: Vec<&str> = group(&sheet, title)
            .entries
            .iter()
            .map(|e| e.name.as_str())
            .collect();
        let expected: Vec<&str> = deck
            .cards
            .iter()
            .filter(|c| c.kind == kind)
            .map(|c| c.name.en.as_str())
            .collect();
        assert_eq!(names, expected, "{title}");
    }
    // Deck A's first two objectives are surge; every fixture objective is worth 1 glory.
    let objectives = group(&sheet, "Objectives (12)");
    assert_eq!(objectives.entries[0].detail, "surge · glory 1");
    assert_eq!(objectives.entries[2].detail, "glory 1");
    // A ploy has no glory value to print; an upgrade has.
    assert_eq!(group(&sheet, "Ploys (10)").entries[0].detail, "");
    let upgrades = group(&sheet, "Upgrades (10)");
    assert_eq!(
        upgrades.entries[0].detail,
        "glory 1 · Runemark: Fixture Mark"
    );
    assert_eq!(upgrades.entries[1].detail, "glory 1");
    let plot = &group(&sheet, "Plot card").entries;
    assert_eq!(plot.len(), 1);
    assert_eq!(
        (plot[0].name.as_str(), plot[0].detail.as_str()),
        ("Fixture A plot", "Fixture Deck A")
    );
}

#[test]
fn an_unknown_glory_value_and_a_surge_ploy_are_printed_as_such_in_spanish() {
    let catalog = with_parts(|parts| {
        let deck = &mut parts.decks[0];
        deck.cards[2].glory = None;
        let ploy = deck
            .cards
            .iter_mut()
            .find(|c| c.kind == CardKind::Ploy)
            .unwrap();
        ploy.surge = true;
    });
    let sheet = Underworlds::sheet(&rivals_list(), &catalog, &(), Lang::Es);
    let objectives = group(&sheet, "Objetivos (12)");
    assert_eq!(objectives.entries[0].detail, "súbita · gloria 1");
    assert_eq!(
        objectives.entries[2].detail,
        format!("gloria {}", or_unknown(None::<u8>))
    );
    assert_eq!(group(&sheet, "Ardides (10)").entries[0].detail, "súbita");
    assert!(titles(&sheet).contains(&"Mejoras (10)"));
    assert!(titles(&sheet).contains(&"Carta de trama"));
    assert_eq!(fact(&sheet, "Formato"), Some("Rivales"));
    assert_eq!(fact(&sheet, "Mazo Rivales"), Some("Fixture Deck A"));
}

#[test]
fn a_nemesis_list_names_each_cards_deck_and_only_the_plot_its_decks_bring() {
    let catalog = catalog();
    let list = nemesis_list();
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(fact(&sheet, "Format"), Some("Nemesis"));
    assert_eq!(
        fact(&sheet, "Rivals decks"),
        Some("Fixture Deck A, Fixture Deck B")
    );
    let objectives = group(&sheet, "Objectives (12)");
    // Objectives 1–6 of deck A (1 and 2 surge), 7–12 of deck B (7 and 8 surge).
    assert_eq!(
        objectives.entries[0].detail,
        "surge · glory 1 · Fixture Deck A"
    );
    assert_eq!(objectives.entries[5].detail, "glory 1 · Fixture Deck A");
    assert_eq!(
        objectives.entries[6].detail,
        "surge · glory 1 · Fixture Deck B"
    );
    assert_eq!(objectives.entries[11].detail, "glory 1 · Fixture Deck B");
    // The power deck interleaves its decks' ploys and upgrades; printed by type.
    assert_eq!(group(&sheet, "Ploys (10)").entries.len(), 10);
    assert_eq!(group(&sheet, "Upgrades (10)").entries.len(), 10);
    // Deck A has a plot card, deck B none.
    let plot = &group(&sheet, "Plot card").entries;
    assert_eq!(plot.len(), 1);
    assert_eq!(plot[0].detail, "Fixture Deck A");
}

/// The totals as (label, used, limit).
fn total_rows(sheet: &Sheet) -> Vec<(&str, u32, Option<u32>)> {
    sheet
        .totals
        .iter()
        .map(|row| (row.label.as_str(), row.used, row.limit))
        .collect()
}

#[test]
fn the_totals_and_verdict_are_the_validators() {
    let catalog = catalog();
    for list in [rivals_list(), nemesis_list()] {
        for lang in Lang::ALL {
            let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
            let report = Underworlds::validate(&list, &catalog, &(), lang);
            assert_eq!(sheet.verdict, report.verdict);
            assert_eq!(sheet.findings, report.diagnostics);
            let t = &report.totals;
            let used: Vec<u32> = sheet.totals.iter().map(|row| row.used).collect();
            let expected = match list.play_format {
                PlayFormat::Rivals => vec![t.objectives, t.power],
                PlayFormat::Nemesis => vec![t.objectives, t.surge_objectives, t.power, t.ploys],
            };
            let expected: Vec<u32> = expected.into_iter().map(|n| n as u32).collect();
            assert_eq!(used, expected, "{} {lang}", list.name);
        }
    }
}

#[test]
fn a_rivals_deck_counts_against_its_printed_12_objectives_and_20_power_cards() {
    let catalog = catalog();
    let mut list = rivals_list();
    list.power.pop();
    // Rulebook L165: a Rivals deck is 12 objectives and 20 power cards.
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(
        total_rows(&sheet),
        [
            ("Objectives (2 surge)", 12, Some(12)),
            ("Power cards (10 ploys / 9 upgrades)", 19, Some(20)),
        ]
    );
    assert_eq!(sheet.verdict, Verdict::Illegal, "one power card short");
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::Es);
    assert_eq!(
        total_rows(&sheet),
        [
            ("Objetivos (2 súbitas)", 12, Some(12)),
            ("Cartas de poder (10 ardides / 9 mejoras)", 19, Some(20)),
        ]
    );
}

#[test]
fn a_nemesis_deck_counts_its_minimums_its_surge_cap_and_ploys_against_upgrades() {
    let catalog = catalog();
    let mut list = nemesis_list();
    // Deck B's surge objectives 1–6 and ploys 6–8 in place of its other objectives and
    // of its upgrades 3–5: 8 surge of at most 6, 13 ploys for 7 upgrades (digest V4).
    for (n, slot) in (6..12).enumerate() {
        list.objectives[slot] = format!("fixture-b-objective-{}", n + 1);
    }
    for (n, slot) in (17..20).enumerate() {
        list.power[slot] = format!("fixture-b-ploy-{}", n + 6);
    }
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(
        total_rows(&sheet),
        [
            ("Objectives (8 surge), at least 12", 12, None),
            ("Surge objectives", 8, Some(6)),
            ("Power cards (13 ploys / 7 upgrades), at least 20", 20, None),
            ("Ploys, no more than upgrades", 13, Some(7)),
        ]
    );
    assert_eq!(sheet.verdict, Verdict::Illegal);
    let sheet = Underworlds::sheet(&nemesis_list(), &catalog, &(), Lang::Es);
    assert_eq!(
        total_rows(&sheet),
        [
            ("Objetivos (4 súbitas), al menos 12", 12, None),
            ("Objetivos súbitos", 4, Some(6)),
            (
                "Cartas de poder (10 ardides / 10 mejoras), al menos 20",
                20,
                None
            ),
            ("Ardides, no más que mejoras", 10, Some(10)),
        ]
    );
    assert_eq!(sheet.verdict, Verdict::Legal, "{:?}", sheet.findings);
}

#[test]
fn ids_the_catalogue_lacks_are_printed_plainly_and_the_list_is_not_legal() {
    let catalog = catalog();
    let mut list = rivals_list();
    list.warband = "fixture-nobody".into();
    list.objectives[3] = "fixture-no-such-card".into();
    list.power[0] = "fixture-no-such-power".into();
    list.decks.push("fixture-no-such-deck".into());
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    let report = Underworlds::validate(&list, &catalog, &(), Lang::En);
    assert_eq!(sheet.faction, "fixture-nobody");
    let fighters = group(&sheet, "Fighters");
    assert_eq!(fighters.entries.len(), 1);
    assert_eq!(
        (
            fighters.entries[0].name.as_str(),
            fighters.entries[0].detail.as_str()
        ),
        ("fixture-nobody", "not in the data")
    );
    assert!(!titles(&sheet).contains(&"Warscroll"));
    assert_eq!(
        entry(group(&sheet, "Objectives (12)"), "fixture-no-such-card").detail,
        "not in the data"
    );
    let other = group(&sheet, "Other power cards (1)");
    assert_eq!(other.entries[0].name, "fixture-no-such-power");
    assert_eq!(group(&sheet, "Ploys (9)").entries.len(), 9);
    assert_eq!(
        fact(&sheet, "Rivals decks"),
        Some("Fixture Deck A, fixture-no-such-deck")
    );
    // No fighter to track at the table.
    assert!(sheet.play.units.is_empty());
    assert_eq!(sheet.verdict, report.verdict);
    assert_eq!(sheet.findings, report.diagnostics);
}

#[test]
fn a_card_in_the_wrong_pile_says_its_kind_and_its_deck_when_not_chosen() {
    let catalog = catalog();
    let mut list = rivals_list();
    // An upgrade among the objectives, and an objective of deck B (its 9th, not surge)
    // among the power cards.
    list.objectives[0] = "fixture-a-upgrade-2".into();
    list.power[0] = "fixture-b-objective-9".into();
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(
        group(&sheet, "Objectives (12)").entries[0].detail,
        "Upgrade · glory 1"
    );
    let other = &group(&sheet, "Other power cards (1)").entries[0];
    assert_eq!(other.name, "Fixture B objective 9");
    assert_eq!(other.detail, "Objective · glory 1 · Fixture Deck B");
}

#[test]
fn the_season_is_a_fact_when_the_list_names_one() {
    let catalog = catalog();
    let mut list = rivals_list();
    list.season = Some(fx::SEASON.into());
    let sheet = Underworlds::sheet(&list, &catalog, &(), Lang::Es);
    assert_eq!(fact(&sheet, "Temporada"), Some(fx::SEASON));
}

#[test]
fn the_table_page_tracks_rounds_turns_glory_and_each_fighters_damage_and_tokens() {
    let catalog = with_parts(|parts| {
        // The captain moves further and takes more damage when inspired (fixture values).
        let inspired = parts.warbands[0].fighters[0].inspired.as_mut().unwrap();
        inspired.moves = Some(4);
        inspired.health = Some(5);
    });
    let sheet = Underworlds::sheet(&rivals_list(), &catalog, &(), Lang::En);
    let tracks: Vec<(&str, u32, usize)> = sheet
        .play
        .game_tracks
        .iter()
        .map(|t| (t.label.as_str(), t.boxes, t.marks.len()))
        .collect();
    assert_eq!(
        tracks,
        [
            ("Round", 3, 3),
            ("Turns this round", 4, 0),
            ("Glory points", 0, 0),
            ("Glory of equipped upgrades", 0, 0)
        ]
    );
    assert_eq!(sheet.play.game_tracks[0].marks, ["1", "2", "3"]);
    let units = &sheet.play.units;
    assert_eq!(units.len(), 3);
    let captain = &units[0];
    assert_eq!(captain.name, "Fixture Captain (leader)");
    let facts: Vec<(&str, &str)> = captain
        .facts
        .iter()
        .map(|f| (f.label.as_str(), f.value.as_str()))
        .collect();
    assert_eq!(
        facts,
        [
            ("Move", "3 (4 inspired)"),
            ("Save", "1 shield"),
            ("Health", "4 (5 inspired)"),
            ("Bounty", "2")
        ]
    );
    let tracks: Vec<(&str, u32)> = captain
        .tracks
        .iter()
        .map(|t| (t.label.as_str(), t.boxes))
        .collect();
    // Damage up to the larger Health; one box per token; upgrades counted.
    assert_eq!(
        tracks,
        [
            ("Damage", 5),
            ("Inspired", 1),
            ("Move", 1),
            ("Charge", 1),
            ("Guard", 1),
            ("Stagger", 1),
            ("Upgrades", 0)
        ]
    );
    // The warden's Health is 4 on both faces.
    assert_eq!(units[2].tracks[0].boxes, 4);
}

#[test]
fn the_table_page_counts_damage_in_a_box_when_a_health_is_unknown_in_spanish() {
    let catalog = catalog();
    let sheet = Underworlds::sheet(
        &fx::rivals_list_of(fx::STRAYS, fx::DECK_A),
        &catalog,
        &(),
        Lang::Es,
    );
    let unknown = or_unknown(None::<u8>);
    assert_eq!(sheet.play.game_tracks[0].label, "Ronda");
    for unit in &sheet.play.units {
        assert_eq!(unit.tracks[0].label, "Daño");
        assert_eq!(unit.tracks[0].boxes, 0, "{}: one wide box", unit.name);
    }
    let stray_2 = &sheet.play.units[1];
    assert_eq!(stray_2.facts[0].label, "Movimiento");
    assert_eq!(stray_2.facts[0].value, format!("3 ({unknown} inspirado)"));
    assert_eq!(stray_2.facts[2].value, unknown);
}

#[test]
fn a_common_runemark_is_named_in_the_readers_language() {
    let catalog = with_parts(|parts| {
        let upgrade = parts.decks[0]
            .cards
            .iter_mut()
            .find(|c| c.id == "fixture-a-upgrade-2")
            .unwrap();
        upgrade.runemark = Some(LEADER.into());
        parts.warbands[0].fighters[2].runemarks = vec!["fly".into()];
    });
    let list = rivals_list();
    for (lang, upgrades, fighters, card, fighter) in [
        (
            Lang::En,
            "Upgrades (10)",
            "Fighters (3)",
            "glory 1 · Runemark: Leader",
            "Runemarks: Fly",
        ),
        (
            Lang::Es,
            "Mejoras (10)",
            "Guerreros (3)",
            "gloria 1 · Runa: Líder",
            "Runas: Volar",
        ),
    ] {
        let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
        assert_eq!(group(&sheet, upgrades).entries[1].detail, card, "{lang}");
        let warden = &group(&sheet, fighters).entries[2];
        assert_eq!(warden.detail.lines().next(), Some(fighter), "{lang}");
    }
}

#[test]
fn a_runemark_reads_as_words_not_as_its_id() {
    use crate::games::underworlds::runemark_words;
    assert_eq!(runemark_words("leader").get(Lang::Es), "Líder");
    assert_eq!(runemark_words("fly").get(Lang::Es), "Volar");
    assert_eq!(runemark_words("chaos-star").get(Lang::En), "Chaos Star");
    assert_eq!(
        runemark_words("thorns-of-the-briar-queen").get(Lang::Es),
        "Thorns of the Briar Queen"
    );
    assert_eq!(runemark_words("minion").get(Lang::En), "Minion");
}
