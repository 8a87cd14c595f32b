use crate::support::*;
use muster_data::Pack;

#[test]
fn the_over_budget_example_is_illegal_with_every_finding() {
    let dir = TempDir::new("check");
    let state = state_in(&dir);
    let document = example("runewars-latari-over-budget.json");
    let checked = check_list(&state, &document, Lang::En).unwrap();
    assert!(!checked.report.legal);
    assert_eq!(
        checked.report.codes(),
        [
            "runewars.upgrade.no_free_slot",
            "runewars.upgrade.no_free_slot",
            "runewars.upgrade.wrong_faction",
            "runewars.unique.too_many_units",
            "runewars.points.over_limit",
        ]
    );
    // The empty collection lacks everything: one shortfall per unit card and upgrade.
    assert!(!checked.shortfalls.is_empty());
    assert!(checked
        .shortfalls
        .iter()
        .all(|d| d.code == "collection.short" && d.rule == "runewars:V12"));
    // The report is the CLI's JSON: snake_case totals inside, as `muster validate`.
    let json = serde_json::to_value(&checked).unwrap();
    assert_eq!(json["report"]["game"], "runewars");
    assert_eq!(json["report"]["totals"]["points"]["used"], 201);
    assert_eq!(json["report"]["totals"]["unique_units"]["allowed"], 2);
}

#[test]
fn messages_come_in_the_language_asked_for() {
    let dir = TempDir::new("check-es");
    let state = state_in(&dir);
    let document = example("runewars-latari-over-budget.json");
    let en = check_list(&state, &document, Lang::En).unwrap();
    let es = check_list(&state, &document, Lang::Es).unwrap();
    assert_eq!(en.report.codes(), es.report.codes());
    assert_ne!(
        en.report.diagnostics[4].message,
        es.report.diagnostics[4].message
    );
}

#[test]
fn a_text_that_is_not_a_list_is_list_invalid() {
    let dir = TempDir::new("check-bad");
    let state = state_in(&dir);
    let err = check_list(&state, r#"{"game": "runewars"}"#, Lang::En).unwrap_err();
    assert_eq!(err.code, "list.invalid");
    // The window sends documents typed: a value that is not a list document is refused too.
    let err = eligible_upgrades(&state, "[1, 2]", 0).unwrap_err();
    assert_eq!(err.code, "list.invalid");
    assert!(!err.message.is_empty());
}

#[test]
fn eligible_upgrades_are_the_validators_answer() {
    let dir = TempDir::new("eligible");
    let state = state_in(&dir);
    let document = example("runewars-daqan-shield-wall.json");
    let catalog = RuneWars::bundled().unwrap();
    let Ok(ListDocument::RuneWars(list)) = muster_core::parse_list(&document) else {
        panic!("a RuneWars example");
    };
    for index in 0..list.units.len() {
        let expected: Vec<String> =
            runewars::eligible_upgrades(&list, index, &catalog, &Options::default())
                .into_iter()
                .map(|u| u.id.clone())
                .collect();
        assert_eq!(
            eligible_upgrades(&state, &document, index).unwrap(),
            expected
        );
    }
    // The Spearmen 2x2 (unit 3) has room left; a Latari card is never offered to Daqan.
    let offered = eligible_upgrades(&state, &document, 3).unwrap();
    assert!(!offered.is_empty());
    for id in &offered {
        let card = catalog.upgrade(id).unwrap();
        assert!(
            matches!(card.faction.as_deref(), None | Some("daqan-lords")),
            "{id}"
        );
    }
    assert!(eligible_upgrades(&state, &document, 99).unwrap().is_empty());
}

#[test]
fn the_catalogue_has_names_in_the_language_asked_for() {
    let dir = TempDir::new("catalog");
    let state = state_in(&dir);
    let es = runewars_catalog(&state, Lang::Es).unwrap();
    let spearmen = es.units.iter().find(|u| u.id == "spearmen").unwrap();
    assert_eq!(spearmen.name, "Lanceros");
    assert_eq!(spearmen.faction, "daqan-lords");
    assert_eq!(spearmen.unit_type, "infantry");
    assert!(!spearmen.user);
    let three_by_three = spearmen
        .configurations
        .iter()
        .find(|c| c.id == "3x3")
        .unwrap();
    assert_eq!(three_by_three.trays, 9);
    assert_eq!(es.slots.len(), 8);
    assert_eq!(es.unit_types.len(), 3);
    let json = serde_json::to_value(&es).unwrap();
    assert!(json["unitTypes"].is_array());
    assert!(json["units"][0]["unitType"].is_string());
    let upgrade = &json["upgrades"][0];
    for key in [
        "id",
        "name",
        "slot",
        "cost",
        "faction",
        "unique",
        "figure",
        "unitTypes",
        "units",
        "user",
    ] {
        assert!(upgrade.get(key).is_some(), "upgrade lacks {key}: {upgrade}");
    }
}

/// The `reference` a shipped pack file states.
fn stated_reference(file: &str) -> serde_json::Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .join(file);
    let pack: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    pack["reference"].clone()
}

#[test]
fn the_community_sources_read_as_what_and_when_with_the_commit_apart() {
    let dir = TempDir::new("catalog-community");
    let state = state_in(&dir);
    // RuneWars' dials, in the reader's language, as `dials.json` names its source.
    let dials = stated_reference("data/runewars/dials.json");
    let date = dials["date"].as_str().unwrap();
    for (lang, what) in [(Lang::En, "en"), (Lang::Es, "es")] {
        let view = runewars_catalog(&state, lang).unwrap();
        let said = view.dials_source.unwrap();
        assert_eq!(
            said,
            format!("{}, {date}", dials["what"][what].as_str().unwrap())
        );
        let details = view.dials_details.unwrap();
        assert!(
            details.starts_with(&format!(
                "{}, commit {}",
                dials["repository"].as_str().unwrap(),
                &dials["commit"].as_str().unwrap()[..7]
            )),
            "{details}"
        );
        assert!(!said.contains("commit") && !said.contains('/'), "{said}");
    }
    // Underworlds' fighter cards: no date is recorded, and the words say so.
    let cards = stated_reference("data/underworlds/embergard.json");
    assert!(cards["date"].is_null());
    let view = underworlds_catalog(&state).unwrap();
    let said = view.community.unwrap();
    assert_eq!(
        said.en,
        format!(
            "{}; its date is not recorded",
            cards["what"]["en"].as_str().unwrap()
        )
    );
    assert_eq!(
        said.es,
        format!(
            "{}; su fecha no consta",
            cards["what"]["es"].as_str().unwrap()
        )
    );
    let details = view.community_details.unwrap();
    assert!(
        details.contains(&cards["commit"].as_str().unwrap()[..7]),
        "{details}"
    );
}

const USER_UNIT: &str = r#"{"id": "bridge-wardens", "name": {"en": "Bridge Wardens"},
    "faction": "daqan-lords", "unit_type": "infantry", "unique": false,
    "source": "printed on my proxy card",
    "configurations": [{"id": "2x1", "columns": 2, "ranks": 1, "cost": 18, "slots": ["training"]}]}"#;
const USER_BOX: &str = r#"{"id": "garrison-crate", "source": "counted by hand",
    "contents": [{"kind": "unit", "item": "spearmen", "count": 9}]}"#;

#[test]
fn the_users_own_records_join_the_catalogue_and_the_collection() {
    let dir = TempDir::new("catalog-user");
    let state = state_in(&dir);
    state
        .with_library(|library| {
            library.put_user_record("runewars", "unit", "bridge-wardens", USER_UNIT)?;
            library.put_user_record("runewars", "box", "garrison-crate", USER_BOX)?;
            Ok(())
        })
        .unwrap();
    let view = runewars_catalog(&state, Lang::En).unwrap();
    let wardens = view
        .units
        .iter()
        .find(|u| u.id == "bridge-wardens")
        .unwrap();
    assert!(wardens.user);
    assert_eq!(
        view.boxes,
        [BoxView {
            id: "garrison-crate".into(),
            contents: vec![BoxItemView {
                kind: "unit".into(),
                item: "spearmen".into(),
                count: 9
            }],
            user: true
        }]
    );
    // A list with the user's unit validates; owning the box covers nine trays.
    let document = r#"{"format": "muster-list/1", "game": "runewars", "name": "Bridge",
        "faction": "daqan-lords", "units": [{"unit": "bridge-wardens"},
        {"unit": "spearmen", "config": "3x3"}]}"#;
    let checked = check_list(&state, document, Lang::En).unwrap();
    assert!(checked.report.legal, "{:?}", checked.report.diagnostics);
    assert_eq!(checked.shortfalls.len(), 2);
    collection_set(&state, "runewars", "box", "garrison-crate", 1).unwrap();
    let checked = check_list(&state, document, Lang::En).unwrap();
    assert_eq!(checked.shortfalls.len(), 1, "{:?}", checked.shortfalls);
}

#[test]
fn a_broken_user_record_is_data_broken_naming_it() {
    let dir = TempDir::new("catalog-broken");
    let state = state_in(&dir);
    let bad = USER_UNIT.replace("\"cost\": 18", "\"cost\": -3");
    state
        .with_library(|library| {
            library.put_user_record("runewars", "unit", "bridge-wardens", &bad)?;
            Ok(())
        })
        .unwrap();
    let err = runewars_catalog(&state, Lang::En).unwrap_err();
    assert_eq!(err.code, "data.broken");
    assert!(
        err.message.starts_with(
            "broken user data: user data at runewars/unit/bridge-wardens/configurations/0/cost"
        ),
        "{}",
        err.message
    );
}

#[test]
fn a_diskwars_list_is_checked_regiment_by_regiment() {
    let dir = TempDir::new("check-diskwars");
    let state = state_in(&dir);
    let checked = check_list(&state, DISKWARS_KAIROS, Lang::En).unwrap();
    let json = serde_json::to_value(&checked).unwrap();
    assert_eq!(json["report"]["game"], "diskwars");
    let totals = &json["report"]["totals"];
    assert_eq!(totals["faction"], "destruction");
    assert_eq!(totals["regiment_count"], 2);
    let kairos = &totals["regiments"][0];
    assert_eq!(kairos["hero"], "kairos-fateweaver");
    assert_eq!(kairos["points"], 33);
    assert_eq!(
        kairos["spent"],
        serde_json::json!({"known": 33, "unknown": 0})
    );
    assert_eq!(kairos["left"], 0);
    assert_eq!(totals["hand"], 2);
    let codes = checked.report.codes();
    assert!(
        codes.iter().all(|c| c.starts_with("diskwars.")),
        "{codes:?}"
    );
    assert!(!codes.contains(&"diskwars.points.over"), "{codes:?}");
    // The empty collection lacks every disc and card, citing the Diskwars rule.
    assert!(!checked.shortfalls.is_empty());
    assert!(checked
        .shortfalls
        .iter()
        .all(|d| d.code == "collection.short" && d.rule.starts_with("diskwars:")));
    // Diskwars has no upgrade cards.
    assert!(eligible_upgrades(&state, DISKWARS_KAIROS, 0)
        .unwrap()
        .is_empty());

    // A third Kurgan Barbarians disc costs 38 of Kairos's 33 points.
    let over = DISKWARS_KAIROS.replace(
        r#""kurgan-barbarians", "kurgan-barbarians"]"#,
        r#""kurgan-barbarians", "kurgan-barbarians", "kurgan-barbarians"]"#,
    );
    let checked = check_list(&state, &over, Lang::Es).unwrap();
    assert!(!checked.report.legal);
    let finding = checked
        .report
        .diagnostics
        .iter()
        .find(|d| d.code == "diskwars.points.over")
        .expect("the points finding");
    assert!(finding.path.starts_with("/regiments/0"), "{}", finding.path);
    assert_eq!(checked.report.totals["regiments"][0]["left"], -5);
}

#[test]
fn a_sigmar_list_is_checked_with_the_shipped_packs_and_counted_in_models() {
    let dir = TempDir::new("check-sigmar");
    let state = state_in(&dir);
    let document = example("sigmar/stormcast-matched-2000.json");
    let checked = check_list(&state, &document, Lang::En).unwrap();
    assert!(checked.report.legal, "{:?}", checked.report.diagnostics);
    assert_eq!(checked.report.game, "sigmar");
    assert_eq!(checked.report.totals["points"], 1930);
    assert_eq!(checked.report.totals["drops"], 4);
    // Nothing owned yet: a shortfall per warscroll, counted in models.
    let liberators = checked
        .shortfalls
        .iter()
        .find(|d| d.message.starts_with("Liberators:"))
        .expect("Liberators are short");
    assert!(
        liberators.message.contains("the list needs 10."),
        "{}",
        liberators.message
    );
    assert_eq!(liberators.rule, "sigmar:S1-ARMY-1");
    assert!(eligible_upgrades(&state, &document, 0).unwrap().is_empty());
}
