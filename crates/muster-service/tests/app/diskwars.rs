use crate::support::*;
fn disc<'a>(view: &'a DiskwarsCatalogView, id: &str) -> &'a DiscView {
    view.discs.iter().find(|d| d.id == id).unwrap()
}

#[test]
fn the_catalogue_states_known_values_with_their_source_and_unknown_ones_as_null() {
    let dir = TempDir::new("dw-catalog");
    let state = state_in(&dir);
    let es = diskwars_catalog(&state, Lang::Es).unwrap();
    let kairos = disc(&es, "kairos-fateweaver");
    assert_eq!(kairos.name, "Kairos Tejedestinos");
    assert_eq!(kairos.kind, DiscKind::Hero);
    assert_eq!(kairos.recruitment_points.as_ref().unwrap().value, 33);
    assert!(!kairos.recruitment_points.as_ref().unwrap().user);
    let flamers = disc(&es, "flamers");
    assert_eq!(flamers.cost, None, "the rulebook gives no cost for Flamers");

    let en = diskwars_catalog(&state, Lang::En).unwrap();
    assert_eq!(disc(&en, "kairos-fateweaver").name, "Kairos Fateweaver");
    assert_eq!(en.factions.len(), 2);
    assert_eq!(en.pre_built_regiments.len(), 12);
    assert_eq!(en.introductory_armies.len(), 2);

    // What the UI reads: camelCase keys, `null` for unknown, `{value, source, user}`.
    let json = serde_json::to_value(&en).unwrap();
    let kurgan = json["discs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["id"] == "kurgan-barbarians")
        .unwrap();
    assert_eq!(kurgan["kind"], "unit");
    assert_eq!(kurgan["size"]["value"], "small");
    assert_eq!(kurgan["cost"]["value"], 5);
    assert_eq!(kurgan["cost"]["user"], false);
    assert!(kurgan["recruitmentPoints"].is_null());
    assert!(kurgan["stats"]["movement"].is_null());
    assert!(json["commandCards"][0]["strategy"]["value"].is_string());
    assert!(json["preBuiltRegiments"][0]["commandCards"].is_array());
    assert!(json["introductoryArmies"][0]["discs"][0]["count"].is_u64());
}

#[test]
fn a_players_value_fills_an_unknown_and_joins_their_other_values() {
    let dir = TempDir::new("dw-value");
    let state = state_in(&dir);
    diskwars_value_save(&state, "disc", "flamers", "cost", 7.into()).unwrap();
    diskwars_value_save(&state, "disc", "flamers", "size", "medium".into()).unwrap();
    diskwars_value_save(&state, "disc", "flamers", "stats.attack", 3.into()).unwrap();
    diskwars_value_save(&state, "command-card", "elan", "value", 2.into()).unwrap();

    let view = diskwars_catalog(&state, Lang::En).unwrap();
    let flamers = disc(&view, "flamers");
    let cost = flamers.cost.as_ref().unwrap();
    assert_eq!((cost.value, cost.user), (7, true));
    assert_eq!(flamers.size.as_ref().unwrap().value, Size::Medium);
    assert_eq!(flamers.stats.attack.as_ref().unwrap().value, 3);
    let elan = view.command_cards.iter().find(|c| c.id == "elan").unwrap();
    assert_eq!(elan.value.as_ref().unwrap().value, 2);
    let records = state
        .with_library(|l| Ok(l.user_records(Some("diskwars"))?))
        .unwrap();
    assert_eq!(records.len(), 2, "one record per disc or card");

    // A second value replaces the player's own; null takes it off again.
    diskwars_value_save(&state, "disc", "flamers", "cost", 8.into()).unwrap();
    diskwars_value_save(&state, "disc", "flamers", "stats.attack", Value::Null).unwrap();
    let view = diskwars_catalog(&state, Lang::En).unwrap();
    let flamers = disc(&view, "flamers");
    assert_eq!(flamers.cost.as_ref().unwrap().value, 8);
    assert_eq!(flamers.stats.attack, None);
    assert_eq!(flamers.size.as_ref().unwrap().value, Size::Medium);
}

#[test]
fn a_value_the_rulebook_states_or_a_bad_value_is_refused_naming_the_field() {
    let dir = TempDir::new("dw-refused");
    let state = state_in(&dir);
    let err = diskwars_value_save(&state, "disc", "bloodthirster", "cost", 12.into()).unwrap_err();
    assert_eq!(err.code, "data.refused");
    assert!(
        err.message
            .starts_with("diskwars/disc/bloodthirster/cost: "),
        "{}",
        err.message
    );
    let err = diskwars_value_save(&state, "disc", "flamers", "size", "huge".into()).unwrap_err();
    assert_eq!(err.code, "data.refused");
    assert!(err.message.contains("/size"), "{}", err.message);
    let err =
        diskwars_value_save(&state, "disc", "flamers", "recruitment_points", 5.into()).unwrap_err();
    assert!(
        err.message.contains("/recruitment_points"),
        "{}",
        err.message
    );
    let err = diskwars_value_save(&state, "disc", "no-such-disc", "cost", 3.into()).unwrap_err();
    assert_eq!(err.code, "data.refused");
    let err = diskwars_value_save(&state, "disc", "flamers", "colour", "red".into()).unwrap_err();
    assert!(err.message.contains("colour"), "{}", err.message);
    let err = diskwars_value_save(&state, "unit", "flamers", "cost", 3.into()).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = diskwars_value_save(&state, "disc", "flamers", "source", 3.into()).unwrap_err();
    assert_eq!(err.code, "args.invalid");

    // Nothing was stored, and the catalogue is the pack's.
    let records = state
        .with_library(|l| Ok(l.user_records(Some("diskwars"))?))
        .unwrap();
    assert!(records.is_empty(), "{records:?}");
    let view = diskwars_catalog(&state, Lang::En).unwrap();
    assert_eq!(
        disc(&view, "bloodthirster").cost.as_ref().unwrap().value,
        15
    );
    assert_eq!(disc(&view, "flamers").size, None);
}
