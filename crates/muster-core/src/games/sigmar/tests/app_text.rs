//! The official app's text on the fixture catalogue (`test_fixture.rs`, made-up names):
//! written from a list and read back, the shapes public exports show, and every line the
//! reader cannot take named with its line, in both languages. The real packs' round trips
//! are in `crates/muster-data/tests/sigmar_app_text.rs`.

use crate::games::sigmar::app_text::{
    is_app_text, read_app_text, season_words, write_app_text, AppTextRead, Fault, Problem, What,
    MAX_BYTES, MAX_LINES,
};
use crate::games::sigmar::test_fixture::{self, catalog, regiment, HOST};
use crate::games::sigmar::*;
use crate::lang::Lang;
use crate::Game;

/// Every building choice the app's text holds, on the fixture host.
fn full_list() -> SigmarList {
    let mut general = regiment(
        "fixture-lord",
        &["fixture-infantry", "fixture-hounds"],
        true,
    );
    general.leader.heroic_trait = Some("fixture-cunning".into());
    general.units[0].reinforced = true;
    let mut second = regiment("fixture-captain", &["fixture-infantry"], false);
    second.leader.artefact = Some("fixture-crown".into());
    let mut list = test_fixture::matched(vec![general, second]);
    list.name = "Fixture host".into();
    list.points_limit = Some(1500);
    list.season = Some("ghb-2025-26".into());
    list.auxiliaries = vec![UnitChoice::new("fixture-cavalry")];
    list.regiment_of_renown = Some("fixture-renown".into());
    list.faction_terrain = Some("fixture-portal".into());
    list.spell_lore = Some("fixture-spells".into());
    list.prayer_lore = Some("fixture-prayers".into());
    list.manifestation_lore = Some("fixture-paid-spirits".into());
    list
}

fn read(text: &str) -> AppTextRead {
    read_app_text(text, &catalog()).unwrap_or_else(|p| panic!("refused: {p}"))
}

fn lines_of(problems: &[Problem]) -> Vec<usize> {
    problems.iter().map(|p| p.line).collect()
}

#[test]
fn a_list_with_every_choice_is_written_in_the_apps_shape_and_reads_back_whole() {
    let list = full_list();
    let text = write_app_text(&list, &catalog()).expect("a matched list");
    for line in [
        // 100 + 15 (the trait) + 200 (Reinforced) + 70 + 80 + 100 + 160 + 300 + 20 + 20.
        "Fixture host 1065/1500 pts",
        "Fixture Host\nFixture Host Formation\nGeneral's Handbook 2025-26\nDrops: 4\n",
        "Manifestation Lore - Fixture Paid Spirits (20 Points)",
        "General's Regiment\nFixture Lord (100)\n• General\n• Fixture Cunning - (15) Points\n",
        "Fixture Infantry (200)\n• Reinforced\n",
        "Regiment 1\nFixture Captain (80)\n• Fixture Crown\n",
        "Auxiliary Units\nFixture Cavalry (160)\n",
        "Regiments of Renown\nFixture Renown (300)\nFixture Renowned Hero\nFixture Renowned Guard\n",
        "Faction Terrain\nFixture Portal\n",
    ] {
        assert!(text.contains(line), "{line:?} in\n{text}");
    }
    assert!(is_app_text(&text), "{text}");
    let back = read(&text);
    assert_eq!(back.problems, []);
    assert_eq!(back.list, list);
}

#[test]
fn a_general_regiment_after_others_and_the_defaults_read_back_in_order() {
    let mut list = test_fixture::matched(vec![
        regiment("fixture-captain", &["fixture-hounds"], false),
        regiment("fixture-lord", &[], true),
    ]);
    list.battle_formation = None;
    let text = write_app_text(&list, &catalog()).unwrap();
    assert!(text.contains("Regiment 1\nFixture Captain (80)"), "{text}");
    assert!(text.contains("General's Handbook 2026-27"), "{text}");
    let back = read(&text);
    let units = text
        .lines()
        .position(|l| l.starts_with("Fixture Captain"))
        .unwrap();
    assert_eq!(
        back.taken.first(),
        Some(&(units + 1)),
        "its unit lines are taken"
    );
    assert_eq!(
        back,
        AppTextRead {
            list,
            problems: vec![],
            taken: back.taken.clone(),
            changes: vec![],
            season: Some(DEFAULT_SEASON),
            notes: vec![],
            roster_notes: vec![],
        }
    );
}

#[test]
fn an_open_play_list_has_no_app_text() {
    let list = test_fixture::open(&[("fixture-infantry", 5)]);
    assert_eq!(write_app_text(&list, &catalog()), None);
}

#[test]
fn a_misspelt_unit_is_named_at_its_line_with_the_nearest_name_and_the_rest_is_imported() {
    let text = "Fixture host 380/2000 pts\n\
                Fixture Host\n\
                General's Handbook 2026-27\n\
                \n\
                General's Regiment\n\
                Fixture Lord (100)\n\
                • General\n\
                Fixture Infantrymen (100)\n\
                • Reinforced\n\
                Fixture Hounds (70)\n";
    let read = read(text);
    assert_eq!(lines_of(&read.problems), [8, 9]);
    let unknown = &read.problems[0];
    assert_eq!(unknown.text, "Fixture Infantrymen (100)");
    assert_eq!(unknown.fault.nearest(), Some("Fixture Infantry"));
    assert_eq!(
        unknown.text(Lang::En),
        "line 8: 'Fixture Infantrymen (100)': no unit of the faction has this name; the nearest known name is 'Fixture Infantry'; the line was left out"
    );
    assert!(
        unknown.message(Lang::Es).contains("«Fixture Infantry»"),
        "{}",
        unknown.message(Lang::Es)
    );
    assert_eq!(read.problems[1].fault, Fault::LeftOutWith { line: 8 });
    let mut expected =
        test_fixture::matched(vec![regiment("fixture-lord", &["fixture-hounds"], true)]);
    expected.name = "Fixture host".into();
    expected.battle_formation = None;
    assert_eq!(read.list, expected);
}

#[test]
fn a_name_a_typo_away_from_one_known_name_only_is_taken_with_a_note() {
    // As the app itself misspells (`Manifestions of Doom`): one edit from one unit only.
    let text = "Fixture host 480/2000 pts\n\
                Fixture Host\n\
                General's Regiment\n\
                Fixture Lord (100)\n\
                • General\n\
                Fixture Infantri (200)\n\
                • Reinforced\n";
    let read = read(text);
    assert_eq!(read.problems, [], "taken, not left out");
    assert_eq!(read.list.regiments[0].units[0].unit, "fixture-infantry");
    assert!(read.list.regiments[0].units[0].reinforced);
    let notes: Vec<(usize, String)> = read
        .notes
        .iter()
        .map(|p| (p.line, p.message(Lang::En)))
        .collect();
    assert_eq!(notes.len(), 1);
    assert_eq!(notes[0].0, 6);
    assert!(notes[0].1.contains("'Fixture Infantry'"), "{notes:?}");
    assert!(read.notes[0]
        .message(Lang::Es)
        .contains("«Fixture Infantry»"));
}

#[test]
fn battle_tactic_cards_and_an_empty_slot_are_roster_notes_not_lines_left_out() {
    let text = "Fixture host 300/2000 pts\n\
                Fixture Host\n\
                Battle Formation -\n\
                Battle Tactics Cards: Intercept and Recover and Scouting Force\n\
                Manifestation Lore:\n\
                Battle Tactic Cards\n\
                • Smokescreen\n\
                General's Regiment\n\
                Fixture Lord (100)\n\
                • General\n\
                Fixture Infantry (200)\n";
    let read = read(text);
    assert_eq!(read.problems, [], "nothing left out");
    assert_eq!(read.notes, [], "no name read with a note");
    assert_eq!(read.list.battle_formation, None);
    assert_eq!(read.list.regiments[0].units.len(), 1);
    let notes: Vec<(usize, String)> = (read.roster_notes.iter())
        .map(|p| (p.line, p.message(Lang::En)))
        .collect();
    assert_eq!(
        notes,
        [
            (3, "the list chooses no battle formation".to_owned()),
            (4, "your battle tactic cards: Intercept and Recover and Scouting Force (a list in Muster does not hold them, so they are not checked)".to_owned()),
            (5, "the list chooses no manifestation lore".to_owned()),
            (7, "your battle tactic cards: Smokescreen (a list in Muster does not hold them, so they are not checked)".to_owned()),
        ]
    );
    assert_eq!(
        read.roster_notes[2].message(Lang::Es),
        "la lista no elige saber de manifestaciones"
    );
    assert!(read.roster_notes[1]
        .message(Lang::Es)
        .starts_with("tus cartas de táctica de batalla: Intercept and Recover"));
}

#[test]
fn the_older_export_with_separators_and_a_pipe_header_reads_the_same() {
    let text = "Fixture host 1000/1000 pts\r\n\
                -----\r\n\
                Grand Alliance Order | Fixture Host | Fixture Vanguard Formation (10 Points)\r\n\
                General's Handbook 2024-25\r\n\
                Drops: 2\r\n\
                Spell Lore - Fixture Spells\r\n\
                -----\r\n\
                General's Regiment\r\n\
                Fixture Lord (100)\r\n \
                • General\r\n \
                • Heroic Trait - Fixture Bold\r\n\
                Fixture Infantry (200)\r\n\
                - Reinforced\r\n\
                ---\r\n\
                Regiment 1\r\n\
                Fixture Captain (80)\r\n\
                2x Fixture Hounds (140)\r\n\
                -----\r\n\
                Faction Terrain\r\n\
                Fixture Altar\r\n\
                -----\r\n\
                Created with Warhammer Age of Sigmar: The App\r\n\
                App: v1.17.0 (3) | Data: v310\r\n";
    assert!(is_app_text(text));
    let read = read(text);
    assert_eq!(read.problems, []);
    let list = read.list;
    assert_eq!(list.name, "Fixture host");
    assert_eq!(list.points_limit, Some(1000));
    assert_eq!(list.season.as_deref(), Some("ghb-2024-25"));
    assert_eq!(
        list.battle_formation.as_deref(),
        Some("fixture-vanguard-formation")
    );
    assert_eq!(list.spell_lore.as_deref(), Some("fixture-spells"));
    assert_eq!(list.faction_terrain.as_deref(), Some("fixture-altar"));
    assert_eq!(list.regiments.len(), 2);
    let general = &list.regiments[0];
    assert!(general.general);
    assert_eq!(general.leader.heroic_trait.as_deref(), Some("fixture-bold"));
    assert!(general.units[0].reinforced);
    let units: Vec<&str> = list.regiments[1]
        .units
        .iter()
        .map(|u| u.unit.as_str())
        .collect();
    assert_eq!(units, ["fixture-hounds", "fixture-hounds"]);
}

#[test]
fn under_a_bare_regiments_heading_each_block_of_lines_is_a_regiment() {
    let text = "Blocks 480/2000 pts\n\
                Fixture Host\n\
                REGIMENTS\n\
                Fixture Lord (100)\n\
                • General\n\
                Fixture Infantry (100)\n\
                \n\
                Fixture Captain (80)\n\
                Fixture Hounds (70)\n";
    let list = read(text).list;
    let shape: Vec<(&str, usize, bool)> = list
        .regiments
        .iter()
        .map(|r| (r.leader.unit.as_str(), r.units.len(), r.general))
        .collect();
    assert_eq!(
        shape,
        [("fixture-lord", 1, true), ("fixture-captain", 1, false)]
    );
}

#[test]
fn marks_that_cannot_apply_are_named_and_the_rest_is_kept() {
    let text = "Marks 0/2000 pts\n\
                Fixture Host\n\
                Fixture Unknown Formation\n\
                • General\n\
                General's Regiment\n\
                Fixture Lord (100)\n\
                • Fixture Blade\n\
                • Fixture Crown\n\
                • Fixture Bolt\n\
                Fixture Hounds (70)\n\
                • General\n\
                General's Regiment\n\
                Fixture Captain (80)\n\
                Regiment 2\n\
                Regiments of Renown\n\
                Fixture Renown (300)\n\
                Fixture Renowned Guard\n\
                Fixture Unpriced Renown\n\
                Fixture Wanderer\n\
                Spell Lore - Fixture Spells\n\
                Spell Lore - Fixture Spells\n";
    let read = read(text);
    let faults: Vec<(usize, &Fault)> = read.problems.iter().map(|p| (p.line, &p.fault)).collect();
    assert_eq!(
        faults,
        [
            (
                3,
                &Fault::Unknown {
                    what: What::BattleFormation,
                    nearest: Some("Fixture Host Formation".into())
                }
            ),
            (
                8,
                &Fault::SecondEnhancement {
                    what: What::Artefact
                }
            ),
            (
                9,
                &Fault::Unknown {
                    what: What::Enhancement,
                    nearest: Some("Fixture Bold".into())
                }
            ),
            (11, &Fault::GeneralNotLeader),
            (14, &Fault::EmptyRegiment),
        ]
    );
    let list = read.list;
    assert_eq!(list.regiments.len(), 2);
    assert_eq!(
        list.regiments[0].leader.artefact.as_deref(),
        Some("fixture-blade")
    );
    // A second general, Regiment of Renown or lore is kept for the check to judge, the
    // second regiment's units with it (S4-GEN-1, S4-ROR-1, S4-LORE-1).
    assert!(list.regiments[0].general && list.regiments[1].general);
    assert_eq!(list.regiment_of_renown.as_deref(), Some("fixture-renown"));
    let extras: Vec<(ArmySlot, &str)> = list
        .extra_choices
        .iter()
        .map(|e| (e.slot, e.id.as_str()))
        .collect();
    assert_eq!(
        extras,
        [
            (ArmySlot::RegimentOfRenown, "fixture-unpriced-renown"),
            (ArmySlot::SpellLore, "fixture-spells"),
        ]
    );
    let report = Sigmar::validate(&list, &catalog(), &Default::default(), Lang::En);
    let codes: Vec<&str> = report.diagnostics.iter().map(|d| d.code).collect();
    assert!(codes.contains(&"sigmar.general.several"), "{codes:?}");
    assert_eq!(
        codes
            .iter()
            .filter(|c| **c == "sigmar.choice.extra")
            .count(),
        2,
        "{codes:?}"
    );
    for problem in &read.problems {
        let (en, es) = (problem.message(Lang::En), problem.message(Lang::Es));
        assert!(!en.is_empty() && !es.is_empty() && en != es, "{en} / {es}");
    }
}

#[test]
fn a_text_that_names_no_known_faction_is_refused_with_the_nearest_one() {
    let refused = read_app_text(
        "Lost 0/2000 pts\nFixture Hots\nRegiment 1\nFixture Lord (100)\n",
        &catalog(),
    )
    .unwrap_err();
    assert_eq!((refused.line, refused.text.as_str()), (2, "Fixture Hots"));
    assert_eq!(refused.fault.nearest(), Some("Fixture Host"));
    assert!(refused.fault.is_fatal());
    assert!(refused
        .message(Lang::Es)
        .contains("ninguna línea nombra una facción"));
    let empty = read_app_text("\n  \n", &catalog()).unwrap_err();
    assert_eq!(empty.fault, Fault::Empty);
}

#[test]
fn a_text_over_the_size_limit_is_refused_whole() {
    let text = format!("Big 0/2000 pts\n{HOST}\n{}", "x".repeat(MAX_BYTES));
    let refused = read_app_text(&text, &catalog()).unwrap_err();
    assert_eq!(refused.line, 0);
    assert!(matches!(refused.fault, Fault::TooLarge { bytes, .. } if bytes == text.len()));
    assert!(refused.text(Lang::En).contains("too large"), "{refused}");
    assert!(refused.text(Lang::Es).contains("demasiado grande"));
    let lines = "\n".repeat(MAX_LINES + 1);
    assert!(read_app_text(&lines, &catalog()).is_err());
}

#[test]
fn the_title_and_season_may_be_missing_or_unknown() {
    // A first line naming the faction is Listbot's layout: no title, and nothing wrong.
    let read = read("Fixture Host\nGeneral's Handbook 2019\nRegiment 1\nFixture Lord\n");
    assert_eq!(read.problems.len(), 1, "{:?}", read.problems);
    assert!(
        matches!(&read.problems[0].fault, Fault::UnknownSeason { known } if known.len() == SEASONS.len())
    );
    let untitled = self::read("Some words\nFixture Host\nRegiment 1\nFixture Lord\n");
    assert_eq!(untitled.problems[0].fault, Fault::NoTitle);
    assert_eq!(
        (read.list.name.as_str(), read.list.season.clone()),
        ("", None)
    );
    assert_eq!(read.list.regiments[0].leader.unit, "fixture-lord");
}

#[test]
fn muster_own_text_is_not_the_apps() {
    let list = test_fixture::legal_matched();
    let own = Sigmar::write_text(&list, &catalog(), &Options::default(), Lang::En);
    assert!(!is_app_text(&own), "{own}");
    assert!(!is_app_text("Regiment 1\nFixture Lord"));
    assert!(is_app_text(
        "x\nCreated with Warhammer Age of Sigmar: The App"
    ));
}

#[test]
fn a_name_several_records_share_is_told_by_count_not_by_the_datas_ids() {
    let fault = Fault::Several {
        what: What::Unit,
        ids: vec!["fixture-hounds".into(), "fixture-hounds-2".into()],
    };
    for lang in [Lang::En, Lang::Es] {
        let message = fault.message(lang);
        assert!(message.starts_with("2 "), "{message}");
        assert!(!message.contains("fixture-hounds"), "{message}");
    }
    assert!(fault
        .message(Lang::Es)
        .contains("elige el que quieres en el editor"));
}

#[test]
fn a_cost_the_current_data_does_not_give_is_said_and_the_verdict_stays_the_datas() {
    // Written for an older season: the lord at 90 (the data's 100 now), the Reinforced
    // infantry at the Reinforced cost (no change), the hounds doubled on one line of two
    // copies (no change) and the season named.
    let text = "Old host 480/2000 pts\n\
                Fixture Host\n\
                General's Handbook 2025-26\n\
                General's Regiment\n\
                Fixture Lord (90)\n\
                • General\n\
                Fixture Infantry (200)\n\
                • Reinforced\n\
                2x Fixture Hounds (140)\n";
    let read = read(text);
    assert_eq!(read.problems, []);
    let changes: Vec<(usize, String)> = read
        .changes
        .iter()
        .map(|c| (c.line, c.message(Lang::En)))
        .collect();
    assert_eq!(
        changes,
        [(
            5,
            "Fixture Lord: 90 in your list, 100 in the current points".to_owned()
        )]
    );
    assert_eq!(read.season, Some("ghb-2025-26"));
    let words = season_words(read.season, DEFAULT_SEASON, Lang::Es).unwrap();
    assert!(words.contains("General's Handbook 2025-26"), "{words}");
    // The list holds the data's units; its total is the current points, not the text's.
    let report = Sigmar::validate(&read.list, &catalog(), &Default::default(), Lang::En);
    assert_eq!(report.totals.points, 100 + 200 + 140);
}

#[test]
fn marks_under_a_regiment_of_renowns_members_and_roster_regiment_headings_are_read() {
    let text = "Fixture host 400/2000 pts\n\
                Fixture Host\n\
                Roster Regiment 1\n\
                Fixture Lord (100)\n\
                • General\n\
                Regiments of Renown\n\
                Fixture Renown (300)\n\
                Fixture Renowned Hero\n\
                • Legends\n\
                • 1x Renowned Blade\n\
                Fixture Renowned Guard\n";
    let read = read(text);
    assert_eq!(read.problems, [], "the marks are the regiment's");
    assert_eq!(read.list.regiments[0].leader.unit, "fixture-lord");
    assert_eq!(
        read.list.regiment_of_renown.as_deref(),
        Some("fixture-renown")
    );
}

#[test]
fn a_title_broken_over_lines_is_one_title() {
    for (text, name) in [
        ("Big\nhost\n1990/2000 pts\nFixture Host\n", "Big host"),
        ("Big host\n1990/1500 pts\nFixture Host\n", "Big host"),
    ] {
        let read = read(&format!("{text}General's Regiment\nFixture Lord (100)\n"));
        assert_eq!(read.problems, [], "{text}");
        assert_eq!(read.list.name, name);
        assert_eq!(read.list.faction, "fixture-host");
    }
    assert_eq!(
        read("Big host\n1990/1500 pts\nFixture Host\n")
            .list
            .points_limit,
        Some(1500)
    );
}
