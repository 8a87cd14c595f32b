//! The printed form of a Diskwars list (`Diskwars::sheet`), checked against the bundled
//! pack: a group per regiment with its hero's recruitment points, every known cost the
//! catalogue's and every unknown one unknown, the subtotals and totals the validator's, the
//! hand against the command values, and a table page whose boxes follow the known stats.

use muster_core::games::diskwars::{Catalog, Diskwars, DiskwarsList};
use muster_core::sheet::{SheetCost, Track};
use muster_core::{parse_list, Game, Lang, ListDocument, Verdict};
use muster_data::{Pack, UserRecordText};

fn catalog() -> Catalog {
    Diskwars::bundled().expect("bundled pack loads")
}

fn list(json: &str) -> DiskwarsList {
    match parse_list(json).expect("test list parses") {
        ListDocument::Diskwars(list) => list,
        other => panic!("not a Diskwars list: {other:?}"),
    }
}

const DESTRUCTION: &str =
    include_str!("../../../examples/diskwars/destruction-kairos-and-archaon.json");
const ORDER: &str = include_str!("../../../examples/diskwars/order-karl-franz-and-teclis.json");
const INTRODUCTORY_ORCS: &str = include_str!("../../../examples/diskwars/introductory-orcs.json");

/// Kairos Fateweaver (33 recruitment points, command 2, rulebook p.17) with two units
/// whose costs the rulebook states: every number of the regiment is known.
const KAIROS_KNOWN: &str = r#"{"format": "muster-list/1", "game": "diskwars", "name": "Known",
    "regiment_count": 1,
    "regiments": [{"hero": "kairos-fateweaver",
                   "units": ["kurgan-barbarians", "kurgan-barbarians", "plaguebearers"]}],
    "command_cards": ["intimidate"]}"#;

#[test]
fn each_regiment_is_a_group_with_its_heros_points_and_the_validators_subtotal() {
    let catalog = catalog();
    let list = list(DESTRUCTION);
    let sheet = Diskwars::sheet(&list, &catalog, &(), Lang::En);
    let report = Diskwars::validate(&list, &catalog, &(), Lang::En);
    assert_eq!(sheet.groups.len(), list.regiments.len());
    assert_eq!(sheet.faction, "Destruction");
    for ((regiment, group), totals) in list
        .regiments
        .iter()
        .zip(&sheet.groups)
        .zip(&report.totals.regiments)
    {
        let hero = catalog.disc(&regiment.hero).unwrap();
        let points = hero
            .recruitment_points
            .as_ref()
            .map_or("?".to_owned(), |k| k.value.to_string());
        assert_eq!(
            group.title.as_deref(),
            Some(format!("{} — {points} recruitment points", hero.name.get(Lang::En)).as_str())
        );
        assert_eq!(
            group.subtotal,
            Some(SheetCost {
                known: totals.spent.known,
                incomplete: totals.spent.unknown > 0,
            })
        );
        // Each entry is a run of one disc: its cost is the catalogue's times the copies,
        // or unknown; the known costs add up to the subtotal.
        let mut discs = 0;
        let mut known = 0;
        for entry in &group.entries {
            let (count, name) = match entry.name.split_once("× ") {
                Some((n, name)) => (n.parse::<u32>().unwrap(), name),
                None => (1, entry.name.as_str()),
            };
            let id = &regiment.units[discs];
            let disc = catalog.disc(id).unwrap();
            assert_eq!(name, disc.name.get(Lang::En));
            assert_eq!(
                entry.cost,
                disc.cost.as_ref().map(|k| k.value * count),
                "{id}"
            );
            known += entry.cost.unwrap_or(0);
            discs += count as usize;
        }
        assert_eq!(discs, regiment.units.len());
        assert_eq!(known, totals.spent.known);
    }
    assert_eq!(sheet.verdict, report.verdict);
    assert_eq!(sheet.findings, report.diagnostics);
}

#[test]
fn the_totals_give_each_regiments_points_used_and_left_and_the_hand_against_command() {
    let catalog = catalog();
    let sheet = Diskwars::sheet(&list(KAIROS_KNOWN), &catalog, &(), Lang::En);
    // 2 × 5 + 8 of 33 (rulebook p.17): 15 left, which add to the initiative roll.
    assert_eq!(sheet.totals[0].label, "Kairos Fateweaver: points (15 left)");
    assert_eq!(
        (sheet.totals[0].used, sheet.totals[0].limit),
        (18, Some(33))
    );
    assert_eq!(sheet.groups[0].entries[0].name, "2× Kurgan Barbarians");
    assert_eq!(sheet.groups[0].entries[0].cost, Some(10));
    assert!(sheet.groups[0].entries[0].detail.starts_with("Small"));
    let hand = &sheet.totals[1];
    assert_eq!(
        (hand.label.as_str(), hand.used, hand.limit),
        ("Command cards", 1, Some(2))
    );
    let fact = |label: &str| {
        sheet
            .facts
            .iter()
            .find(|f| f.label == label)
            .map(|f| f.value.clone())
    };
    assert_eq!(fact("Mode").as_deref(), Some("Standard"));
    assert_eq!(fact("Regiments").as_deref(), Some("1 of 1"));
    assert_eq!(fact("Unspent points (initiative)").as_deref(), Some("15"));
    assert_eq!(fact("Hand (1 of 2)").as_deref(), Some("Intimidate"));
}

#[test]
fn what_the_data_does_not_give_prints_as_unknown_never_as_a_number() {
    // The rulebook's values alone, which leave the units' costs and sizes out.
    let catalog = muster_data::diskwars::bundled_rulebook().unwrap();
    let list = list(DESTRUCTION);
    let sheet = Diskwars::sheet(&list, &catalog, &(), Lang::En);
    // Archaon's recruitment points and command value are not in the pack.
    assert_eq!(
        sheet.groups[1].title.as_deref(),
        Some("Archaon the Everchosen — ? recruitment points")
    );
    let archaon = &sheet.totals[1];
    assert_eq!(archaon.limit, None);
    assert_eq!(archaon.label, "Archaon the Everchosen: points");
    assert!(archaon.used_incomplete && archaon.limit_unknown);
    let flamers = sheet.groups[1]
        .entries
        .iter()
        .find(|e| e.name == "Flamers")
        .unwrap();
    assert_eq!((flamers.cost, flamers.detail.as_str()), (None, "Size ?"));
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "Unspent points (initiative)" && f.value == "?"));
    assert!(sheet.facts.iter().any(|f| f.label == "Hand (4 of ?)"));

    let typo = self::list(
        r#"{"format": "muster-list/1", "game": "diskwars", "name": "Typos", "regiment_count": 1,
            "regiments": [{"hero": "kairos-fateweaver", "units": ["kurgan-barbarian"]}]}"#,
    );
    let sheet = Diskwars::sheet(&typo, &catalog, &(), Lang::En);
    let entry = &sheet.groups[0].entries[0];
    assert_eq!(
        (entry.name.as_str(), entry.cost),
        ("kurgan-barbarian", None)
    );
    assert_eq!(
        sheet.groups[0].subtotal,
        Some(SheetCost {
            known: 0,
            incomplete: true
        })
    );
    assert_eq!(sheet.verdict, Verdict::Illegal);
}

#[test]
fn the_sheet_speaks_spanish() {
    let catalog = catalog();
    let sheet = Diskwars::sheet(&list(DESTRUCTION), &catalog, &(), Lang::Es);
    assert_eq!(sheet.faction, "Destrucción");
    assert_eq!(
        sheet.groups[0].title.as_deref(),
        Some("Kairos Tejedestinos — 33 puntos de reclutamiento")
    );
    assert_eq!(sheet.groups[0].entries[0].name, "Bárbaros kurgan");
    assert_eq!(sheet.groups[0].entries[0].detail, "Pequeño");
    // Every cost of Kairos's regiment is known with the community's values: 33 of 33.
    assert_eq!(
        sheet.totals[0].label,
        "Kairos Tejedestinos: puntos (0 restantes)"
    );
    assert!(!sheet.totals[0].used_incomplete);
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "Modo" && f.value == "Estándar"));
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "Mano (4 de ?)" && f.value.starts_with("Intimidar, ")));
    assert_eq!(sheet.play.game_tracks[0].label, "Ronda");
}

#[test]
fn the_table_page_has_a_block_per_disc_with_boxes_from_its_known_stats() {
    let catalog = catalog();
    let list = list(ORDER);
    let sheet = Diskwars::sheet(&list, &catalog, &(), Lang::En);
    // Rounds 1 to 5 (digest §3.3), and a box for victory points.
    assert_eq!(sheet.play.game_tracks[0].marks, ["1", "2", "3", "4", "5"]);
    assert_eq!(sheet.play.game_tracks[1], Track::tally("Victory points"));
    let discs: usize = list.regiments.iter().map(|r| 1 + r.units.len()).sum();
    assert_eq!(sheet.play.units.len(), discs);
    let track = |block: usize, label: &str| {
        sheet.play.units[block]
            .tracks
            .iter()
            .find(|t| t.label == label)
            .unwrap()
            .boxes
    };
    let fact = |block: usize, label: &str| {
        sheet.play.units[block]
            .facts
            .iter()
            .find(|f| f.label == label)
            .unwrap()
            .value
            .clone()
    };
    // Karl Franz: Toughness 5 and Stamina 1 (rulebook p.9–10): 5 damage boxes, and a wound
    // box beyond the one he survives.
    assert_eq!(sheet.play.units[0].name, "Karl Franz");
    assert_eq!(fact(0, "Toughness"), "5");
    assert_eq!(fact(0, "Movement"), "?");
    assert_eq!((track(0, "Damage"), track(0, "Wounds")), (5, 2));
    // Marienburg Swordsmen: three copies, each its own block; toughness and stamina
    // unknown, so one wide box to write the count in.
    assert_eq!(sheet.play.units[1].name, "Marienburg Swordsmen #1");
    assert_eq!(sheet.play.units[3].name, "Marienburg Swordsmen #3");
    assert_eq!((track(1, "Damage"), track(1, "Wounds")), (0, 0));
    for block in 0..discs {
        assert_eq!((track(block, "Activated"), track(block, "Power")), (1, 1));
    }
}

#[test]
fn the_introductory_armies_print_in_their_mode_with_every_disc_at_the_table() {
    let catalog = catalog();
    let list = list(INTRODUCTORY_ORCS);
    let sheet = Diskwars::sheet(&list, &catalog, &(), Lang::En);
    assert_eq!(sheet.verdict, Verdict::Legal, "{:?}", sheet.findings);
    assert!(sheet
        .facts
        .iter()
        .any(|f| f.label == "Mode" && f.value == "Introductory"));
    assert_eq!(sheet.play.units.len(), 9, "9 discs (rulebook p.4)");
}

#[test]
fn values_the_player_entered_print_like_the_packs() {
    let base = muster_data::diskwars::bundled_rulebook().unwrap();
    let record = UserRecordText {
        kind: "disc",
        id: "hellcannon",
        json: r#"{"id": "hellcannon", "source": "my own disc", "cost": 12}"#,
    };
    let catalog = Diskwars::with_user_data(&base, &[record]).unwrap();
    let sheet = Diskwars::sheet(&list(DESTRUCTION), &catalog, &(), Lang::En);
    let hellcannon = sheet.groups[0]
        .entries
        .iter()
        .find(|e| e.name == "Hellcannon")
        .unwrap();
    assert_eq!(hellcannon.cost, Some(12));
    assert_eq!(hellcannon.detail, "Size ? · cost: your data");
    assert_eq!(
        sheet.groups[0].subtotal,
        Some(SheetCost {
            known: 25,
            incomplete: true
        })
    );
    assert_eq!(sheet.totals[0].label, "Kairos Fateweaver: points");
    assert!(sheet.totals[0].used_incomplete && !sheet.totals[0].limit_unknown);
}

#[test]
fn community_values_print_marked_and_the_list_ends_with_what_the_mark_means() {
    let catalog = catalog();
    // Kurgan Barbarians' size is the rulebook's (p.17); Plaguebearers' size is the
    // community's, doubtful (the digest reads "not small" off the p.17 picture).
    let kurgan = catalog.disc("kurgan-barbarians").unwrap();
    assert!(!kurgan.size.as_ref().unwrap().is_community());
    let plague = catalog.disc("plaguebearers").unwrap();
    let size = plague.size.as_ref().unwrap();
    assert!(size.is_community() && size.doubt.is_some());
    for (lang, small, doubtful) in [
        (Lang::En, "Small", "*? Doubtful community value"),
        (Lang::Es, "Pequeño", "*? Valor dudoso de la comunidad"),
    ] {
        let sheet = Diskwars::sheet(&list(KAIROS_KNOWN), &catalog, &(), lang);
        let entries = &sheet.groups[0].entries;
        let kurgans = entries
            .iter()
            .find(|e| e.name.contains(kurgan.name.get(lang)))
            .unwrap();
        assert!(
            kurgans.detail.starts_with(&format!("{small} ·")) && !kurgans.detail.contains('*'),
            "{}",
            kurgans.detail
        );
        let plaguebearers = entries
            .iter()
            .find(|e| e.name == plague.name.get(lang))
            .unwrap();
        assert!(
            plaguebearers.detail.starts_with(&format!("{small}*?")),
            "{}",
            plaguebearers.detail
        );
        // The table page says the same of the disc's size.
        let block = sheet
            .play
            .units
            .iter()
            .find(|u| u.name == plague.name.get(lang))
            .unwrap();
        assert!(block.facts[0].value.ends_with("*?"), "{:?}", block.facts[0]);
        assert_eq!(sheet.footnotes.len(), 2, "{:?}", sheet.footnotes);
        assert!(
            sheet.footnotes[0].starts_with("* "),
            "{:?}",
            sheet.footnotes
        );
        assert!(
            sheet.footnotes[1].starts_with(doubtful),
            "{:?}",
            sheet.footnotes
        );
    }

    // Every value the Karl Franz and Teclis example prints is marked exactly when it is the
    // community's.
    let sheet = Diskwars::sheet(&list(ORDER), &catalog, &(), Lang::En);
    let mut marked = 0;
    for (group, regiment) in sheet.groups.iter().zip(&list(ORDER).regiments) {
        for (entry, id) in group.entries.iter().zip(dedup(&regiment.units)) {
            let disc = catalog.disc(id).unwrap();
            let size = disc.size.as_ref().unwrap();
            let first = entry.detail.split(" · ").next().unwrap();
            assert_eq!(
                first.contains('*'),
                size.is_community(),
                "{id}: {}",
                entry.detail
            );
            let cost = disc.cost.as_ref().unwrap();
            let cost_marked = entry.detail.split(" · ").any(|p| p.starts_with("cost*"));
            assert_eq!(cost_marked, cost.is_community(), "{id}: {}", entry.detail);
            marked += usize::from(cost_marked);
        }
    }
    assert!(marked > 0);
    // Which community data and its date in words, as the pack's reference says; paper has
    // no "Details", so no repository or commit.
    let reference = catalog.parts().community.clone().unwrap();
    let said = format!(
        "* From community data ({}, {}), not checked",
        reference.what.en,
        reference.date.as_deref().unwrap()
    );
    assert!(
        sheet.footnotes[0].starts_with(&said),
        "{:?}",
        sheet.footnotes
    );
    assert!(!sheet
        .footnotes
        .iter()
        .any(|f| f.contains(&reference.repository) || f.contains(&reference.commit[..7])));
    let es = Diskwars::sheet(&list(ORDER), &catalog, &(), Lang::Es);
    assert!(
        es.footnotes[0].starts_with(&format!(
            "* De datos de la comunidad ({}, {}), sin comprobar",
            reference.what.es,
            reference.date.as_deref().unwrap()
        )),
        "{:?}",
        es.footnotes
    );

    // The rulebook's values alone: no mark, no footnote.
    let rulebook = muster_data::diskwars::bundled_rulebook().unwrap();
    let sheet = Diskwars::sheet(&list(ORDER), &rulebook, &(), Lang::En);
    assert!(sheet.footnotes.is_empty());
    assert!(sheet
        .groups
        .iter()
        .flat_map(|g| &g.entries)
        .all(|e| !e.detail.contains('*')));
}

/// Each run of the same id once, as the sheet groups a regiment's units.
fn dedup(ids: &[String]) -> Vec<&str> {
    let mut runs: Vec<&str> = Vec::new();
    for id in ids {
        if runs.last() != Some(&id.as_str()) {
            runs.push(id);
        }
    }
    runs
}
