//! Underworlds from the command line: every command that takes a list or a game, on the
//! example lists (`examples/underworlds/`), the shipped pack (names only, every value
//! unknown) and the synthetic packs of `tests/underworlds/` (fixtures, not real data), each
//! run against a library of its own.

use crate::common;

use common::{ok, read_json, root, stderr, stdout, Scratch};
use serde_json::Value;
use std::path::Path;
use std::process::Output;

/// A list on the synthetic pack: the Fixture Wardens and the alpha deck as printed.
const FIXTURE_LIST: &str = "examples/underworlds/fixture-wardens-alpha-rivals.json";
/// A list on the shipped pack: its warband and deck are names without values.
const SHIPPED_LIST: &str = "examples/underworlds/emberwatch-blazing-assault.json";
/// The synthetic pack (two complete warbands, two whole decks; the alpha deck has a plot).
const FIXTURE_DATA: &str = "tests/underworlds/fixture-data";
/// A typed deck of 12 objectives (2 surge), 10 ploys and 10 upgrades, with a plot card.
const GOOD_DECK: &str = "tests/underworlds/fixture-deck.txt";
/// A typed deck with bad lines.
const BROKEN_DECK: &str = "tests/underworlds/fixture-deck-broken.txt";

impl Scratch {
    /// Runs `muster ARGS --data <the synthetic pack> --db <this library>`.
    fn fixture(&self, args: &[&str]) -> Output {
        let mut all = args.to_vec();
        all.extend(["--data", FIXTURE_DATA]);
        self.muster(&all)
    }
}

fn codes(report: &Value, severity: &str) -> Vec<String> {
    report["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|d| d["severity"] == severity)
        .map(|d| d["code"].as_str().unwrap().to_owned())
        .collect()
}

#[test]
fn a_rivals_list_on_the_fixture_is_legal_and_the_report_shows_the_decks_counts() {
    let s = Scratch::new("validate");
    let text = ok(s.fixture(&["validate", FIXTURE_LIST]));
    assert!(
        text.starts_with(
            "Fixture Wardens with the alpha deck — Underworlds, Fixture Wardens (Rivals): LEGAL\n"
        ),
        "{text}"
    );
    // The fixture's alpha deck: 12 objectives, 2 of them surge; 10 ploys and 10 upgrades.
    assert!(
        text.contains("Decks Fixture Alpha Deck   Fighters 3\n"),
        "{text}"
    );
    assert!(
        text.contains("Objectives 12 (surge 2)   Power cards 20 (ploys 10 / upgrades 10)\n"),
        "{text}"
    );
    assert!(
        text.trim_end().ends_with("Plot: Fixture Alpha Plot"),
        "{text}"
    );

    let es = ok(s.fixture(&["validate", FIXTURE_LIST, "--lang", "es"]));
    assert!(es.contains("(Rivales): VÁLIDO\n"), "{es}");
    assert!(
        es.contains("Objetivos 12 (súbitos 2)   Cartas de poder 20 (ardides 10 / mejoras 10)"),
        "{es}"
    );

    let json: Value = serde_json::from_str(&ok(s.fixture(&[
        "validate",
        FIXTURE_LIST,
        "--format",
        "json",
    ])))
    .unwrap();
    assert_eq!(json["legal"], true);
    let t = &json["totals"];
    let counts = [
        &t["objectives"],
        &t["surge_objectives"],
        &t["power"],
        &t["ploys"],
        &t["upgrades"],
    ];
    assert_eq!(counts.map(|v| v.as_u64()), [12, 2, 20, 10, 10].map(Some));
    assert_eq!(t["plots"], serde_json::json!(["fixture-alpha-plot"]));
}

#[test]
fn a_list_breaking_a_rule_exits_1_with_each_finding_named() {
    let s = Scratch::new("illegal");
    let mut list: Value = read_json(&root().join(FIXTURE_LIST));
    // Two decks in Rivals, and the last power card dropped.
    list["decks"]
        .as_array_mut()
        .unwrap()
        .push("fixture-beta-deck".into());
    list["power"].as_array_mut().unwrap().pop();
    let file = s.file("two-decks.json", &list.to_string());
    let o = s.fixture(&["validate", &file]);
    assert_eq!(o.status.code(), Some(1), "{}{}", stdout(&o), stderr(&o));
    let text = stdout(&o);
    assert!(text.contains(": NOT LEGAL\n"), "{text}");
    assert!(
        text.contains("error[underworlds.deck.rivals_count] underworlds:V3 /decks: "),
        "{text}"
    );
    assert!(
        text.contains("error[underworlds.deck.rivals_size] underworlds:V3 /power: "),
        "{text}"
    );
    let o = s.fixture(&["validate", &file, "--format", "json"]);
    assert_eq!(o.status.code(), Some(1));
    let json: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(json["legal"], false);
    assert_eq!(json["totals"]["power"], 19);
}

#[test]
fn a_rivals_list_of_shipped_records_is_legal_with_the_community_fighter_cards() {
    let s = Scratch::new("shipped");
    let o = s.muster(&["validate", SHIPPED_LIST, "--format", "json"]);
    assert_eq!(o.status.code(), Some(0), "{}{}", stdout(&o), stderr(&o));
    let report: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(report["legal"], true);
    assert_eq!(report["verdict"], "legal");
    // The community's fighter cards give the Emberwatch's whole roster, its leader and
    // every value: nothing is waited for and nothing warned of.
    assert_eq!(report["awaited"], serde_json::json!([]));
    assert!(codes(&report, "warning").is_empty(), "{report}");
    assert!(codes(&report, "error").is_empty());
    assert_eq!(report["totals"]["objectives"], 12);
    assert_eq!(report["totals"]["power"], 20);
    let text = ok(s.muster(&["validate", SHIPPED_LIST]));
    assert!(text.contains(": LEGAL\n"), "{text}");
    assert!(
        text.contains("Decks Blazing Assault   Fighters 3\n"),
        "{text}"
    );
    let es = ok(s.muster(&["validate", SHIPPED_LIST, "--lang", "es"]));
    assert!(es.contains("La Guardiascua (Rivales): VÁLIDO"), "{es}");
    assert!(es.contains("Mazos Asalto implacable   Guerreros 3"), "{es}");
}

#[test]
fn a_deck_whose_cards_are_not_all_known_leaves_the_list_unconfirmed_naming_the_deck() {
    let s = Scratch::new("deck-not-known");
    // The player's own record of the list's deck holds two of its cards and says it is not
    // whole: the other 30 cards the list names may be its own.
    let pack: Value = read_json(&root().join("data/underworlds/embergard.json"));
    let shipped = pack["decks"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == "blazing-assault")
        .unwrap();
    let mut deck = shipped.clone();
    deck["cards"] = Value::Array(shipped["cards"].as_array().unwrap()[..2].to_vec());
    deck["cards_complete"] = false.into();
    let record = s.file("deck.json", &deck.to_string());
    ok(s.muster(&["user-data", "add", "underworlds", "deck", &record]));
    let o = s.muster(&["validate", SHIPPED_LIST, "--format", "json"]);
    assert_eq!(o.status.code(), Some(3), "{}{}", stdout(&o), stderr(&o));
    let report: Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(report["verdict"], "unconfirmed");
    assert!(codes(&report, "error").is_empty(), "{report}");
    let unconfirmed = codes(&report, "warning")
        .iter()
        .filter(|c| *c == "underworlds.card.unconfirmed")
        .count();
    assert_eq!(unconfirmed, 30);
    assert_eq!(
        report["awaited"],
        serde_json::json!([{"kind": "deck", "id": "blazing-assault", "name": "Blazing Assault",
            "value": "cards", "label": "cards", "rules": ["underworlds:V3"]}])
    );
    let o = s.muster(&["validate", SHIPPED_LIST, "--lang", "es"]);
    assert_eq!(o.status.code(), Some(3));
    let text = stdout(&o);
    assert!(text.contains("(Rivales): SIN CONFIRMAR\n"), "{text}");
    assert!(
        text.contains("\n  Asalto implacable: cartas (underworlds:V3)\n"),
        "{text}"
    );
}

#[test]
fn a_broken_list_exits_2_naming_the_line_and_column_or_the_field() {
    let s = Scratch::new("broken");
    let broken = s.file(
        "broken.json",
        "{\n  \"format\": \"muster-list/1\",\n  \"game\": \"underworlds\",\n  \"name\": \"x\",,\n}\n",
    );
    for command in ["validate", "print", "export", "lists"] {
        let o = match command {
            "print" => s.muster(&["print", &broken, "-o", &s.path("x.pdf")]),
            "lists" => s.muster(&["lists", "save", &broken]),
            _ => s.muster(&[command, &broken]),
        };
        assert_eq!(o.status.code(), Some(2), "{command}");
        assert!(stdout(&o).is_empty(), "{command}: {}", stdout(&o));
        assert!(
            stderr(&o).contains(&format!("{broken}: line 4, column 15: not valid JSON")),
            "{command}: {}",
            stderr(&o)
        );
    }
    assert!(!Path::new(&s.path("x.pdf")).exists(), "no PDF half-written");
    let wrong = s.file(
        "wrong.json",
        r#"{"format": "muster-list/1", "game": "underworlds", "name": "x",
            "play_format": "duel", "warband": "fixture-wardens"}"#,
    );
    let o = s.muster(&["validate", &wrong]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(&format!("{wrong}: at /play_format: unknown variant `duel`")),
        "{}",
        stderr(&o)
    );
}

#[test]
fn print_writes_a_pdf_of_an_underworlds_list() {
    let s = Scratch::new("print");
    let pdf = s.path("wardens.pdf");
    let o = s.fixture(&["print", FIXTURE_LIST, "-o", &pdf, "--date", "2026-11-25"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("written (legal)"), "{}", stderr(&o));
    assert!(std::fs::read(&pdf).unwrap().starts_with(b"%PDF"));
    // A list of the shipped warbands and decks prints from the box.
    let pdf = s.path("emberwatch.pdf");
    let o = s.muster(&["print", SHIPPED_LIST, "-o", &pdf, "--lang", "es"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stderr(&o).contains("escrito (legal)"), "{}", stderr(&o));
    // An illegal list prints too, with its verdict.
    let mut list: Value = read_json(&root().join(SHIPPED_LIST));
    list["power"].as_array_mut().unwrap().pop();
    let short = s.file("short.json", &list.to_string());
    let o = s.muster(&["print", &short, "-o", &pdf, "--lang", "es"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("escrito (no es legal)"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn every_example_reads_back_from_its_text_in_both_languages() {
    let s = Scratch::new("text");
    for (file, fixture) in [(FIXTURE_LIST, true), (SHIPPED_LIST, false)] {
        let document: Value = read_json(&root().join(file));
        for lang in ["en", "es"] {
            let run = |args: &[&str]| {
                if fixture {
                    s.fixture(args)
                } else {
                    s.muster(args)
                }
            };
            let text = ok(run(&["export", file, "--format", "text", "--lang", lang]));
            let pasted = s.file("pasted.txt", &text);
            let back: Value = serde_json::from_str(&ok(run(&["import", "text", &pasted]))).unwrap();
            assert_eq!(back, document, "{file} {lang}:\n{text}");
        }
    }
    let text = ok(s.fixture(&["export", FIXTURE_LIST, "--format", "text"]));
    assert!(
        text.starts_with(
            "Fixture Wardens with the alpha deck\nUnderworlds · Fixture Wardens · Rivals"
        ),
        "{text}"
    );
    let out_file = s.path("copy.json");
    ok(s.muster(&["export", FIXTURE_LIST, "--format", "json", "-o", &out_file]));
    let copy: Value = read_json(Path::new(&out_file));
    assert_eq!(copy["game"], "underworlds");
    assert_eq!(copy["play_format"], "rivals");
}

#[test]
fn the_catalogue_lists_every_warband_and_deck_and_what_is_not_known() {
    let s = Scratch::new("catalog");
    let text = ok(s.muster(&["catalog", "underworlds"]));
    for line in [
        "Warbands\n",
        "  the-emberwatch — The Emberwatch (playstyle ?)\n",
        "    Order; 3 fighters; legal in organised-play-2026-04\n",
        "    Leader: Ardorn\n",
        "      ardorn — Ardorn (leader)\n        uninspired: move 3, save 1 shield, health 5, bounty 3, weapons 2\n",
        "  garreks-reavers — Garrek's Reavers (playstyle ?)\n    Chaos; 5 fighters\n    Leader: not known\n",
        "      zarbag — Zarbag (leader)\n",
        "        check the card: tagged both leader and minion\n",
        "    Not known: the full roster, the leader, the playstyle, the inspire condition\n",
        "      boom — Boom! (runemark tik-tik)\n",
        "Rivals decks\n",
        "  blazing-assault — Blazing Assault (playstyle Strike)\n",
        "    Objectives (12, surge 6):\n",
        "      strike-the-head — Strike the Head: BL1, glory 1, surge\n",
        "    Plot card: countdown-to-cataclysm-plot — Countdown to Cataclysm\n",
    ] {
        assert!(text.contains(line), "'{line}' not in:\n{text}");
    }
    let es = ok(s.muster(&[
        "catalog",
        "underworlds",
        "--lang",
        "es",
        "--faction",
        "zikkits-tunnelpack",
    ]));
    assert!(
        es.contains("  zikkits-tunnelpack — Los Tuneladores de Zikkít"),
        "{es}"
    );
    assert!(
        !es.contains("the-emberwatch"),
        "one warband, every deck: {es}"
    );
    assert!(es.contains("  countdown-to-cataclysm — Cuenta atrás al Cataclismo"));

    let json: Value = serde_json::from_str(&ok(s.muster(&[
        "catalog",
        "underworlds",
        "--format",
        "json",
    ])))
    .unwrap();
    assert_eq!(json["game"], "underworlds");
    assert_eq!(json["warbands"].as_array().unwrap().len(), 68);
    assert_eq!(json["decks"].as_array().unwrap().len(), 12);
    let emberwatch = json["warbands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["id"] == "the-emberwatch")
        .unwrap();
    let ardorn = &emberwatch["fighters"][0];
    assert_eq!(ardorn["id"], "ardorn");
    assert_eq!(ardorn["uninspired"]["health"], 5);
    let garrek = json["warbands"]
        .as_array()
        .unwrap()
        .iter()
        .find(|w| w["id"] == "garreks-reavers")
        .unwrap();
    assert_eq!(garrek["fighters"], serde_json::json!([]), "none known");

    let o = s.muster(&["catalog", "underworlds", "--faction", "emberwatch"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o)
            .contains("unknown warband 'emberwatch'; did you mean 'the-emberwatch'? (`muster catalog underworlds` lists them)"),
        "{}",
        stderr(&o)
    );

    let fixture = ok(s.fixture(&["catalog", "underworlds", "--faction", "fixture-wardens"]));
    for line in [
        "    Leader: Fixture Warden Captain\n",
        "    Fighters (3):\n",
        "      fixture-warden-captain — Fixture Warden Captain (leader)\n",
        "    Plot card: fixture-alpha-plot — Fixture Alpha Plot\n",
        "    Objectives (12, surge 2):\n",
        "      fixture-alpha-objective-1 — Fixture Alpha Objective 1: glory 1, surge\n",
        "    Ploys (10, surge 2):\n",
        "    Upgrades (10):\n",
        "      fixture-alpha-upgrade-10 — Fixture Alpha Upgrade 10: glory 2, runemark leader\n",
    ] {
        assert!(fixture.contains(line), "'{line}' not in:\n{fixture}");
    }
}

/// A warband the player enters: one fighter, the leader (fixture values, not real data).
const WARBAND: &str = r#"{"id": "the-emberwatch", "name": {"en": "The Emberwatch"},
  "source": "my fixture cards", "fighters": [
  {"id": "ardorn", "name": {"en": "Ardorn"}, "runemarks": ["leader"],
   "uninspired": {"move": 3, "save": {"dice": 1, "symbol": "shield"}, "health": 4, "bounty": 2,
     "weapons": [{"name": "Fixture Blade", "kind": "melee", "range": 1, "dice": 2,
                  "symbol": "hammer", "damage": 2}]},
   "inspired": {"move": 3, "save": {"dice": 2, "symbol": "shield"}, "health": 4, "bounty": 2,
     "weapons": [{"name": "Fixture Blade", "kind": "melee", "range": 1, "dice": 3,
                  "symbol": "hammer", "damage": 2}]}}]}"#;

#[test]
fn a_players_warband_replaces_the_shipped_one_and_a_bad_record_is_refused_unstored() {
    let s = Scratch::new("user-data");
    let bad = s.file(
        "bad.json",
        &WARBAND.replacen("\"health\": 4", "\"health\": 0", 1),
    );
    let o = s.muster(&["user-data", "add", "underworlds", "warband", &bad]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains(
            "user data at underworlds/warband/the-emberwatch/fighters/0/uninspired/health:"
        ),
        "{}",
        stderr(&o)
    );
    assert_eq!(ok(s.muster(&["user-data", "show"])).trim(), "No user data.");

    let good = s.file("warband.json", WARBAND);
    let saved = ok(s.muster(&["user-data", "add", "underworlds", "warband", &good]));
    assert_eq!(
        saved.trim(),
        "underworlds warband 'the-emberwatch' saved as your own data"
    );
    let shown = ok(s.muster(&["user-data", "show"]));
    assert!(
        shown.contains("underworlds warband") && shown.contains("the-emberwatch"),
        "{shown}"
    );
    let catalog = ok(s.muster(&["catalog", "underworlds", "--faction", "the-emberwatch"]));
    assert!(
        catalog.contains("  the-emberwatch — The Emberwatch (playstyle ?; yours)\n"),
        "{catalog}"
    );
    assert!(catalog.contains("    Leader: Ardorn\n"), "{catalog}");
    assert!(
        catalog
            .contains("        uninspired: move 3, save 1 shield, health 4, bounty 2, weapons 1\n"),
        "{catalog}"
    );
    // The whole roster is now known: the shipped list's warband warnings are gone.
    let report: Value = serde_json::from_str(&ok(s.muster(&[
        "validate",
        SHIPPED_LIST,
        "--format",
        "json",
    ])))
    .unwrap();
    let warnings = codes(&report, "warning");
    assert!(
        !warnings
            .iter()
            .any(|c| c.starts_with("underworlds.warband.")),
        "{warnings:?}"
    );

    ok(s.muster(&[
        "user-data",
        "remove",
        "underworlds",
        "warband",
        "the-emberwatch",
    ]));
    let catalog = ok(s.muster(&["catalog", "underworlds"]));
    assert!(
        catalog.contains("    Leader: not known\n"),
        "the shipped record is back"
    );
}

#[test]
fn a_typed_deck_is_stored_as_the_players_deck_and_a_list_can_use_it() {
    let s = Scratch::new("deck");
    let o = s.fixture(&[
        "import",
        "deck",
        GOOD_DECK,
        "--id",
        "fixture-gamma-deck",
        "--name",
        "Fixture Gamma Deck",
    ]);
    let saved = ok(o);
    assert!(
        saved.starts_with("underworlds deck 'fixture-gamma-deck' saved as your own data: 12 objectives (2 surge), 20 power cards (10 ploys / 10 upgrades), plot card Fixture Gamma Plot"),
        "{saved}"
    );
    let catalog = ok(s.fixture(&["catalog", "underworlds"]));
    assert!(
        catalog.contains("  fixture-gamma-deck — Fixture Gamma Deck (playstyle ?; yours)\n"),
        "{catalog}"
    );
    assert!(
        catalog.contains("      fixture-gamma-objective-3 — Fixture Gamma Objective 3: glory 2\n")
    );

    // A Rivals list of the Wardens with the typed deck as printed is legal.
    let mut list: Value = read_json(&root().join(FIXTURE_LIST));
    list["decks"] = serde_json::json!(["fixture-gamma-deck"]);
    list["objectives"] = (1..=12)
        .map(|i| Value::from(format!("fixture-gamma-objective-{i}")))
        .collect();
    list["power"] = (1..=10)
        .map(|i| Value::from(format!("fixture-gamma-ploy-{i}")))
        .chain((1..=10).map(|i| Value::from(format!("fixture-gamma-upgrade-{i}"))))
        .collect();
    let file = s.file("gamma.json", &list.to_string());
    let text = ok(s.fixture(&["validate", &file]));
    assert!(text.contains("(Rivals): LEGAL\n"), "{text}");
    assert!(text.contains("Objectives 12 (surge 2)   Power cards 20 (ploys 10 / upgrades 10)"));
    assert!(text.contains("Plot: Fixture Gamma Plot"), "{text}");

    // With -o the record is written, not stored.
    let other = Scratch::new("deck-out");
    let json = other.path("deck.json");
    let o = other.muster(&[
        "import", "deck", GOOD_DECK, "--id", "my-deck", "--name", "Mine", "-o", &json,
    ]);
    assert!(ok(o).contains("deck 'my-deck': 12 objectives"));
    let record: Value = read_json(Path::new(&json));
    assert_eq!(record["cards"].as_array().unwrap().len(), 32);
    assert_eq!(record["cards_complete"], true);
    assert!(record["source"].as_str().unwrap().starts_with("user:"));
    assert!(
        !Path::new(&other.library()).exists(),
        "-o stores nothing in the library"
    );
    // The written record adds like any other.
    ok(other.muster(&["user-data", "add", "underworlds", "deck", &json]));
}

#[test]
fn a_typed_deck_with_bad_lines_names_each_line_and_stores_nothing() {
    let s = Scratch::new("bad-deck");
    let o = s.muster(&[
        "import",
        "deck",
        BROKEN_DECK,
        "--id",
        "broken",
        "--name",
        "Broken",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stdout(&o).is_empty(), "{}", stdout(&o));
    let lines: Vec<String> = stderr(&o).lines().map(str::to_owned).collect();
    // Each bad line of the file, in order, with its number (the good ones never named).
    let text = std::fs::read_to_string(root().join(BROKEN_DECK)).unwrap();
    let named: Vec<usize> = lines
        .iter()
        .map(|l| {
            let rest = l
                .strip_prefix(&format!("muster: {BROKEN_DECK}: line "))
                .unwrap_or_else(|| panic!("names the file and line: {l}"));
            rest.split(':').next().unwrap().parse().unwrap()
        })
        .collect();
    assert!(named.len() >= 5, "{lines:?}");
    assert!(named.windows(2).all(|w| w[0] < w[1]), "{named:?}");
    for n in &named {
        let line = text.lines().nth(n - 1).unwrap();
        assert!(
            !line.starts_with('#') && !line.trim().is_empty(),
            "line {n}"
        );
    }
    let gambit = text.lines().position(|l| l.starts_with("gambit")).unwrap() + 1;
    assert!(
        lines.contains(&format!(
            "muster: {BROKEN_DECK}: line {gambit}: unknown card type 'gambit' (expected objective, ploy or upgrade, maybe with surge)"
        )),
        "{lines:?}"
    );
    assert!(
        !Path::new(&s.library()).exists(),
        "nothing stored, no library created"
    );
    // In Spanish too; a bad id is named as well.
    let o = s.muster(&[
        "import",
        "deck",
        BROKEN_DECK,
        "--id",
        "Broken_Deck",
        "--name",
        "B",
        "--lang",
        "es",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("el id del mazo 'Broken_Deck' no está en kebab-case"),
        "{}",
        stderr(&o)
    );
    assert!(stderr(&o).contains(&format!(
        "{BROKEN_DECK}: línea {gambit}: tipo de carta desconocido"
    )));
    assert!(!Path::new(&s.library()).exists());
}

#[test]
fn the_collection_counts_warbands_and_decks_and_can_field_names_what_is_short() {
    let s = Scratch::new("collection");
    let o = s.fixture(&["can-field", FIXTURE_LIST]);
    assert_eq!(o.status.code(), Some(1));
    let short = stdout(&o);
    assert!(
        short.contains("warning[collection.short] underworlds:§1.1 /warband: Fixture Wardens: you own 0 warbands, the list needs 1."),
        "{short}"
    );
    assert!(short.contains("/decks/0: Fixture Alpha Deck: you own 0 Rivals decks"));
    let csv = s.file(
        "collection.csv",
        "game,kind,item,count\nunderworlds,warband,fixture-wardens,1\nunderworlds,deck,fixture-alpha-deck,1\n",
    );
    assert_eq!(
        ok(s.fixture(&["collection", "import", &csv])).trim(),
        format!("2 lines added from {csv}")
    );
    let o = s.fixture(&["can-field", FIXTURE_LIST]);
    assert_eq!(o.status.code(), Some(0), "{}", stdout(&o));
    let shown = ok(s.muster(&["collection", "show", "underworlds"]));
    assert!(shown.contains("fixture-wardens") && shown.contains("fixture-alpha-deck"));

    let o = s.fixture(&[
        "collection",
        "add",
        "underworlds",
        "unit",
        "fixture-wardens",
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("unknown kind 'unit' (Underworlds: warband, deck)"),
        "{}",
        stderr(&o)
    );
    let o = s.fixture(&[
        "collection",
        "add",
        "underworlds",
        "deck",
        "fixture-gamma-deck",
    ]);
    assert!(
        stderr(&o).contains("no Underworlds deck 'fixture-gamma-deck'"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn saved_underworlds_lists_are_filed_under_their_warband_and_kept_in_the_library_file() {
    let s = Scratch::new("lists");
    let saved = ok(s.fixture(&["lists", "save", FIXTURE_LIST]));
    assert_eq!(saved.trim(), "saved list 1 version 1 (legal)");
    let saved = ok(s.muster(&["lists", "save", SHIPPED_LIST]));
    assert_eq!(saved.trim(), "saved list 2 version 1 (legal)");
    let lists: Value = serde_json::from_str(&ok(s.muster(&["lists", "--format", "json"]))).unwrap();
    let rows: Vec<(&str, &str)> = lists
        .as_array()
        .unwrap()
        .iter()
        .map(|l| (l["game"].as_str().unwrap(), l["faction"].as_str().unwrap()))
        .collect();
    assert_eq!(
        rows,
        [
            ("underworlds", "fixture-wardens"),
            ("underworlds", "the-emberwatch")
        ]
    );
    let shown: Value = serde_json::from_str(&ok(s.muster(&["lists", "show", "1"]))).unwrap();
    assert_eq!(shown["warband"], "fixture-wardens");

    let good = s.file("warband.json", WARBAND);
    ok(s.muster(&["user-data", "add", "underworlds", "warband", &good]));
    let export = s.path("backup.json");
    ok(s.muster(&["library", "export", &export]));
    let other = Scratch::new("lists-other");
    let imported = ok(other.muster(&["library", "import", &export]));
    assert!(
        imported.contains("2 lists (2 versions)") && imported.contains("1 user records"),
        "{imported}"
    );
    let catalog = ok(other.muster(&["catalog", "underworlds"]));
    assert!(catalog.contains("(playstyle ?; yours)"), "{catalog}");
}
