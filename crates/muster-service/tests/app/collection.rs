use crate::support::*;
#[test]
fn a_box_the_player_describes_counts_as_its_contents() {
    let dir = TempDir::new("box");
    let state = state_in(&dir);
    let document = example("runewars-uthuk-skirmish.json");
    let line = |kind: &str, item: &str, count| BoxLine {
        kind: kind.into(),
        item: item.into(),
        count,
    };
    let contents = [
        line("unit", "kethra-alaak", 1),
        line("unit", "berserkers", 6),
        line("unit", "flesh-rippers", 2),
        line("upgrade", "ritual-venom", 1),
        line("upgrade", "trumpets", 1),
    ];
    box_save(&state, "runewars", "raiding-box", &contents).unwrap();
    assert!(!check_list(&state, &document, Lang::En)
        .unwrap()
        .shortfalls
        .is_empty());
    collection_set(&state, "runewars", "box", "raiding-box", 1).unwrap();
    let checked = check_list(&state, &document, Lang::En).unwrap();
    assert!(checked.shortfalls.is_empty(), "{:?}", checked.shortfalls);

    // A box naming something the catalogue lacks is refused and nothing is stored.
    let err = box_save(
        &state,
        "runewars",
        "typo-box",
        &[line("upgrade", "trumpet", 1)],
    )
    .unwrap_err();
    assert_eq!(err.code, "data.broken");
    let boxes = state
        .with_library(|l| Ok(l.user_records(Some("runewars"))?))
        .unwrap();
    assert_eq!(boxes.len(), 1);
}

#[test]
fn owning_what_a_list_needs_clears_its_shortfalls() {
    let dir = TempDir::new("collection");
    let state = state_in(&dir);
    let document = example("runewars-daqan-shield-wall.json");
    let short = check_list(&state, &document, Lang::En).unwrap().shortfalls;
    assert!(!short.is_empty());
    // Trays: 9 + 4 Spearmen, 4 Oathsworn Cavalry, 1 Kari; one card of each upgrade.
    for (kind, item, count) in [
        ("unit", "spearmen", 13),
        ("unit", "oathsworn-cavalry", 4),
        ("unit", "kari-wraithstalker", 1),
        ("upgrade", "shield-wall", 1),
        ("upgrade", "war-crier", 1),
        ("upgrade", "front-line-rune-golem", 1),
        ("upgrade", "master-crafted-weapons", 1),
        ("upgrade", "heartseeker", 1),
        ("upgrade", "trumpets", 1),
    ] {
        assert_eq!(
            collection_set(&state, "runewars", kind, item, count).unwrap(),
            count
        );
    }
    let checked = check_list(&state, &document, Lang::En).unwrap();
    assert!(checked.shortfalls.is_empty(), "{:?}", checked.shortfalls);

    // One tray fewer: exactly one shortfall, naming the Spearmen.
    assert_eq!(
        collection_set(&state, "runewars", "unit", "spearmen", 12).unwrap(),
        12
    );
    let short = check_list(&state, &document, Lang::En).unwrap().shortfalls;
    assert_eq!(short.len(), 1);
    assert_eq!(short[0].code, "collection.short");

    let owned = collection_get(&state, "runewars").unwrap();
    assert_eq!(owned.len(), 9);
    assert_eq!(
        owned.iter().find(|o| o.item == "spearmen").unwrap(),
        &CollectionEntry::new("runewars", "unit", "spearmen", 12)
    );
    assert_eq!(
        collection_set(&state, "runewars", "unit", "spearmen", 0).unwrap(),
        0
    );
    assert_eq!(collection_get(&state, "runewars").unwrap().len(), 8);
}

#[test]
fn unknown_games_kinds_and_items_are_refused() {
    let dir = TempDir::new("collection-bad");
    let state = state_in(&dir);
    let err = collection_set(&state, "chess", "unit", "pawn", 8).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = collection_set(&state, "runewars", "unit", "spearman", 1).unwrap_err();
    assert_eq!(err, AppError::args("no RuneWars unit 'spearman'"));
    let err = collection_set(&state, "runewars", "dice", "red", 1).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    assert_eq!(
        collection_get(&state, "chess").unwrap_err().code,
        "args.invalid"
    );
    // Clearing what is not there changes nothing and is not an error.
    assert_eq!(
        collection_set(&state, "runewars", "unit", "spearman", 0).unwrap(),
        0
    );
    assert!(collection_get(&state, "runewars").unwrap().is_empty());
}

#[test]
fn can_field_all_answers_for_every_saved_list() {
    let dir = TempDir::new("can-field");
    let state = state_in(&dir);
    let skirmish = list_save(&state, None, &example("runewars-uthuk-skirmish.json")).unwrap();
    let wall = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    for (kind, item, count) in [
        ("unit", "spearmen", 13),
        ("unit", "oathsworn-cavalry", 4),
        ("unit", "kari-wraithstalker", 1),
        ("upgrade", "shield-wall", 1),
        ("upgrade", "war-crier", 1),
        ("upgrade", "front-line-rune-golem", 1),
        ("upgrade", "master-crafted-weapons", 1),
        ("upgrade", "heartseeker", 1),
        ("upgrade", "trumpets", 1),
    ] {
        collection_set(&state, "runewars", kind, item, count).unwrap();
    }
    let rows = can_field_all(&state, Lang::En).unwrap();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].id, skirmish.id);
    assert!(!rows[0].can_field && rows[0].shortfalls > 0);
    assert_eq!(
        rows[1],
        CanFieldRow {
            id: wall.id,
            name: "Shield wall of Terrinoth".into(),
            game: "runewars".into(),
            can_field: true,
            shortfalls: 0,
            checked: true,
            verdict: Verdict::Legal,
        }
    );
    let json = serde_json::to_value(&rows[1]).unwrap();
    assert_eq!(
        json,
        serde_json::json!({"id": wall.id, "name": "Shield wall of Terrinoth",
            "game": "runewars", "canField": true, "shortfalls": 0, "checked": true,
            "verdict": "legal"})
    );
}

#[test]
fn diskwars_discs_and_cards_are_collected_and_can_field_covers_both_games() {
    let dir = TempDir::new("collection-diskwars");
    let state = state_in(&dir);
    let runewars = list_save(&state, None, &example("runewars-daqan-shield-wall.json")).unwrap();
    let diskwars = list_save(&state, None, DISKWARS_KAIROS).unwrap();
    let rows = can_field_all(&state, Lang::En).unwrap();
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| !r.can_field));

    // Kairos, a Bloodthirster, Plaguebearers, two Kurgan Barbarians and the two cards.
    for (kind, item, count) in [
        ("disc", "kairos-fateweaver", 1),
        ("disc", "bloodthirster", 1),
        ("disc", "plaguebearers", 1),
        ("disc", "kurgan-barbarians", 2),
        ("command-card", "intimidate", 1),
        ("command-card", "nurgles-rot", 1),
    ] {
        assert_eq!(
            collection_set(&state, "diskwars", kind, item, count).unwrap(),
            count
        );
    }
    let rows = can_field_all(&state, Lang::En).unwrap();
    let row = |id| rows.iter().find(|r| r.id == id).unwrap();
    assert!(row(diskwars.id).can_field, "{rows:?}");
    assert!(!row(runewars.id).can_field);
    let checked = check_list(&state, DISKWARS_KAIROS, Lang::En).unwrap();
    assert!(checked.shortfalls.is_empty());
    // Fielded from the collection, and its verdict beside: one regiment of the two agreed
    // is not a legal army, however many discs you own.
    assert_eq!(row(diskwars.id).verdict, checked.report.verdict);
    assert_eq!(row(diskwars.id).verdict, Verdict::Illegal);
    assert_eq!(row(runewars.id).verdict, Verdict::Legal);
    assert_eq!(collection_get(&state, "diskwars").unwrap().len(), 6);

    let err = collection_set(&state, "diskwars", "disc", "kurgan-barbarian", 1).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = collection_set(&state, "diskwars", "unit", "flamers", 1).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = box_save(&state, "diskwars", "my-box", &[]).unwrap_err();
    assert_eq!(err.code, "args.invalid");
}

#[test]
fn the_core_set_holds_the_community_copies_of_its_unit_discs_and_adds_only_what_it_lists() {
    let dir = TempDir::new("collection-core-set");
    let state = state_in(&dir);
    let es = diskwars_catalog(&state, Lang::Es).unwrap();
    let core = es.boxes.iter().find(|b| b.id == "core-set").unwrap();
    assert_eq!(core.name, "Caja básica");
    assert!(!core.contents_complete);
    // The unit discs' copies come from the community's list; the heroes' and the command
    // cards' from no source.
    let copies = |item: &str| {
        core.contents
            .iter()
            .find(|l| l.kind == "disc" && l.item == item)
            .map(|l| l.count)
    };
    assert_eq!(copies("kurgan-barbarians"), Some(3));
    assert_eq!(copies("plaguebearers"), Some(1));
    assert_eq!(copies("kairos-fateweaver"), None);
    assert_eq!(copies("hochland-pistoliers"), None, "doubtful: left out");
    let json = serde_json::to_value(core).unwrap();
    assert_eq!(json["contentsComplete"], false);
    let small = json["totals"]
        .as_array()
        .unwrap()
        .iter()
        .find(|t| t["what"] == "small-discs")
        .unwrap();
    assert_eq!(small["count"], 38);

    // Owning the core set gives the unit discs; Kairos and the two cards, whose copies no
    // source gives, are what is short.
    let list = list_save(&state, None, DISKWARS_KAIROS).unwrap();
    collection_set(&state, "diskwars", "box", "core-set", 1).unwrap();
    let rows = can_field_all(&state, Lang::En).unwrap();
    assert_eq!(rows[0].id, list.id);
    assert_eq!(rows[0].game, "diskwars");
    assert!(!rows[0].can_field);
    assert_eq!(rows[0].shortfalls, 3, "{:?}", rows[0]);
}

#[test]
fn sigmar_models_are_owned_per_warscroll_and_saved_lists_are_checked_against_them() {
    let dir = TempDir::new("collection-sigmar");
    let state = state_in(&dir);
    let document = example("sigmar/open-play-mixed-shelf.json");
    let saved = list_save(&state, None, &document).unwrap();
    let rows = can_field_all(&state, Lang::En).unwrap();
    assert_eq!((rows[0].id, rows[0].game.as_str()), (saved.id, "sigmar"));
    assert_eq!((rows[0].can_field, rows[0].shortfalls), (false, 4));
    for (unit, models) in [
        ("lord-celestant", 1),
        ("liberators", 10),
        ("prosecutors", 3),
        ("bloodletters", 10),
    ] {
        assert_eq!(
            collection_set(&state, "sigmar", "unit", unit, models).unwrap(),
            models
        );
    }
    assert!(can_field_all(&state, Lang::En).unwrap()[0].can_field);
    assert!(check_list(&state, &document, Lang::En)
        .unwrap()
        .shortfalls
        .is_empty());

    let typo = collection_set(&state, "sigmar", "unit", "liberatorz", 1).unwrap_err();
    assert!(
        typo.message.contains("no Age of Sigmar unit 'liberatorz'"),
        "{}",
        typo.message
    );
    let kind = collection_set(&state, "sigmar", "box", "starter", 1).unwrap_err();
    assert!(
        kind.message.contains("unknown kind 'box'"),
        "{}",
        kind.message
    );
    let boxed = box_save(&state, "sigmar", "starter", &[]).unwrap_err();
    assert_eq!(boxed.code, "args.invalid");
}

#[test]
fn collection_checks_start_with_the_first_owned_item_of_the_game_and_never_change_the_verdict() {
    let dir = TempDir::new("collection-auto");
    let state = state_with(&dir, CollectionChecks::Auto);
    let document = example("runewars-daqan-shield-wall.json");
    // Nothing owned: no "you own 0" on every unit.
    let before = check_list(&state, &document, Lang::En).unwrap();
    assert!(before.shortfalls.is_empty(), "{:?}", before.shortfalls);
    let saved = list_save(&state, None, &document).unwrap();
    let checked = |state: &App| {
        can_field_all(state, Lang::En)
            .unwrap()
            .iter()
            .find(|r| r.id == saved.id)
            .unwrap()
            .checked
    };
    assert!(!checked(&state));
    // A Diskwars disc owned: RuneWars lists are still not checked.
    collection_set(&state, "diskwars", "disc", "kairos-fateweaver", 1).unwrap();
    assert!(check_list(&state, &document, Lang::En)
        .unwrap()
        .shortfalls
        .is_empty());
    assert!(!checked(&state));
    // The first RuneWars item: the list is checked against the collection from then on.
    collection_set(&state, "runewars", "unit", "spearmen", 1).unwrap();
    assert!(checked(&state));
    let after = check_list(&state, &document, Lang::En).unwrap();
    assert!(!after.shortfalls.is_empty());
    assert!(after
        .shortfalls
        .iter()
        .all(|d| d.code == "collection.short"));
    assert_eq!(after.report.verdict, before.report.verdict);

    // Off: never.
    let off = TempDir::new("collection-off");
    let state = state_with(&off, CollectionChecks::Off);
    let saved = list_save(&state, None, &document).unwrap();
    collection_set(&state, "runewars", "unit", "spearmen", 1).unwrap();
    assert!(!can_field_all(&state, Lang::En).unwrap()[0].checked);
    assert_eq!(can_field_all(&state, Lang::En).unwrap()[0].id, saved.id);
    assert!(check_list(&state, &document, Lang::En)
        .unwrap()
        .shortfalls
        .is_empty());
}
