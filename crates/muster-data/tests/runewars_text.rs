//! The plain-text form of RuneWars lists on the real data pack: every scenario and example
//! list reads back from its text, in English and in Spanish.

use muster_core::games::runewars::{Catalog, Options, RuneWars, RuneWarsList};
use muster_core::{parse_list, text_game, Game, GameId, Lang, ListDocument};
use muster_data::Pack;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

fn catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| RuneWars::bundled().expect("the bundled pack loads"))
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// Every list document of `tests/runewars/` (not the `*.expect.json` verdicts) and of
/// `examples/`, with its file name.
fn documents() -> Vec<(String, RuneWarsList)> {
    let mut found = Vec::new();
    for dir in ["tests/runewars", "examples"] {
        let mut paths: Vec<PathBuf> = std::fs::read_dir(root().join(dir))
            .expect("the folder exists")
            .map(|entry| entry.expect("a readable entry").path())
            .filter(|p| {
                let name = p.file_name().unwrap().to_string_lossy();
                name.ends_with(".json") && !name.ends_with(".expect.json")
            })
            .collect();
        paths.sort();
        for path in paths {
            let text = std::fs::read_to_string(&path).unwrap();
            let shown = path.strip_prefix(root()).unwrap().display().to_string();
            if let ListDocument::RuneWars(list) =
                parse_list(&text).unwrap_or_else(|e| panic!("{shown}: {e}"))
            {
                found.push((shown, list));
            }
        }
    }
    assert!(found.len() >= 7, "found only {} lists", found.len());
    found
}

/// The list with an explicit army value equal to its mode's default left out.
///
/// The text always writes the army value in force, so `"points_limit": 200` on a standard
/// list and no `points_limit` at all give the same text and read back the same way (as
/// absent). Both mean the same army to the validator, so the round trip compares lists
/// with that one difference taken away.
fn with_default_value_implicit(list: &RuneWarsList) -> RuneWarsList {
    let mut list = list.clone();
    if list.points_limit == Some(list.mode.default_points_limit()) {
        list.points_limit = None;
    }
    list
}

fn write(list: &RuneWarsList, lang: Lang) -> String {
    RuneWars::write_text(list, catalog(), &Options::default(), lang)
}

#[test]
fn every_scenario_and_example_list_reads_back_from_its_text_in_both_languages() {
    for (file, list) in documents() {
        for lang in Lang::ALL {
            let text = write(&list, lang);
            assert_eq!(text_game(&text), Ok(GameId::RuneWars), "{file} ({lang})");
            let read = RuneWars::read_text(&text, catalog())
                .unwrap_or_else(|e| panic!("{file} ({lang}): {e}\n{text}"));
            assert_eq!(
                read,
                with_default_value_implicit(&list),
                "{file} ({lang}):\n{text}"
            );
        }
    }
}

#[test]
fn the_spanish_text_reads_back_to_the_same_document_as_the_english_one() {
    for (file, list) in documents() {
        let english = write(&list, Lang::En);
        let spanish = write(&list, Lang::Es);
        let from_english = RuneWars::read_text(&english, catalog()).unwrap();
        let from_spanish = RuneWars::read_text(&spanish, catalog()).unwrap();
        assert_eq!(from_spanish, from_english, "{file}");
        if catalog()
            .faction(&list.faction)
            .and_then(|f| f.name.es.as_ref())
            .is_some()
        {
            assert_ne!(
                english, spanish,
                "{file}: the Spanish text has Spanish words"
            );
        }
    }
}

#[test]
fn the_text_shows_the_validators_costs_totals_and_verdict() {
    for (file, list) in documents() {
        let report = RuneWars::validate(&list, catalog(), &Options::default(), Lang::En);
        let text = write(&list, Lang::En);
        let verdict = if report.legal { "legal" } else { "not legal" };
        let total = format!(
            "Total: {}/{} points · {verdict}",
            report.totals.points.used, report.totals.points.limit
        );
        assert!(text.lines().any(|l| l == total), "{file}: {total}\n{text}");
        // Every cost in the text adds up to the points the validator counts.
        let costs: u32 = text
            .lines()
            .filter(|l| !l.starts_with("Total:"))
            .filter_map(|l| {
                let inner = l.strip_suffix(')')?;
                inner[inner.rfind('(')? + 1..].parse::<u32>().ok()
            })
            .sum();
        if !text.contains("(?)") {
            assert_eq!(costs, report.totals.points.used, "{file}\n{text}");
        }
    }
}

#[test]
fn the_core_set_list_reads_as_players_write_it() {
    let text = "Everything in the Daqan half of a Core Set\n\
                RuneWars · Daqan Lords · Skirmish · 100 points\n\
                \n\
                Spearmen 2x2 (18)\n\
                \x20 + Shield Wall (3)\n\
                Oathsworn Cavalry 2x1 (40)\n\
                Kari Wraithstalker (35)\n\
                \x20 + Wraith Step (4)\n\
                \n\
                Total: 100/100 points · legal\n";
    let file = root().join("tests/runewars/core-set-armies-face-off.json");
    let ListDocument::RuneWars(expected) =
        parse_list(&std::fs::read_to_string(file).unwrap()).unwrap()
    else {
        panic!("a RuneWars list")
    };
    assert_eq!(RuneWars::read_text(text, catalog()), Ok(expected.clone()));
    let spanish = text
        .replace("Daqan Lords", "Señores de Daqan")
        .replace("Skirmish · 100 points", "Escaramuza · 100 puntos")
        .replace("Spearmen", "Lanceros")
        .replace("Oathsworn Cavalry", "Caballería juramentada");
    assert_eq!(RuneWars::read_text(&spanish, catalog()), Ok(expected));
}

#[test]
fn an_unknown_unit_id_reads_back_and_the_validator_reports_it_as_in_json() {
    let ListDocument::RuneWars(list) = parse_list(
        r#"{"format": "muster-list/1", "game": "runewars", "name": "Typo", "faction": "daqan-lords",
            "units": [{"unit": "spearman", "config": "3x3", "upgrades": ["shield-wall"]}]}"#,
    )
    .unwrap() else {
        panic!("a RuneWars list")
    };
    for lang in Lang::ALL {
        let text = write(&list, lang);
        assert!(text.contains("\nspearman 3x3 (?)\n"), "{text}");
        let read = RuneWars::read_text(&text, catalog()).unwrap();
        assert_eq!(read, list);
        let from_json = RuneWars::validate(&list, catalog(), &Options::default(), lang);
        let from_text = RuneWars::validate(&read, catalog(), &Options::default(), lang);
        assert_eq!(from_text.diagnostics, from_json.diagnostics);
        assert!(!from_text.legal);
    }
}

#[test]
fn hero_figure_upgrades_of_one_name_read_back_as_the_right_card() {
    // Lord Hawthorne's cavalry and infantry figure upgrades share a name; the unit's type
    // tells them apart, and the wrong one for the unit is written by id.
    for (unit, config, upgrade, by_name) in [
        ("oathsworn-cavalry", "2x2", "lord-hawthorne-cavalry", true),
        ("spearmen", "3x3", "lord-hawthorne-infantry", true),
        ("spearmen", "3x3", "lord-hawthorne-cavalry", false),
    ] {
        let ListDocument::RuneWars(list) = parse_list(&format!(
            r#"{{"format": "muster-list/1", "game": "runewars", "name": "Lord", "faction": "daqan-lords",
                "units": [{{"unit": "{unit}", "config": "{config}", "upgrades": ["{upgrade}"]}}]}}"#
        ))
        .unwrap() else {
        panic!("a RuneWars list")
    };
        let text = write(&list, Lang::En);
        let shown = if by_name { "Lord Hawthorne" } else { upgrade };
        assert!(text.contains(&format!("  + {shown} (")), "{text}");
        assert_eq!(RuneWars::read_text(&text, catalog()), Ok(list));
    }
}
