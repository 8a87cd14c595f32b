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
    let escolta = disc(&es, "escolta-celeste");
    assert_eq!(escolta.cost, None, "no source gives Escolta Celeste's cost");
    // The rulebook gives no cost for Flamers; the community's list does, and says so.
    let cost = disc(&es, "flamers").cost.clone().unwrap();
    assert_eq!((cost.value, cost.user, cost.community), (8, false, true));
    // Named in Spanish as the community pack's own reference names it.
    let community: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("../../data/diskwars/community.json").unwrap(),
    )
    .unwrap();
    let what_es = community["reference"]["what"]["es"].as_str().unwrap();
    assert!(cost.source.starts_with(what_es), "{}", cost.source);
    // The data and its date in words; the repository, commit and line only in `details`.
    let date = community["reference"]["date"].as_str().unwrap();
    assert!(
        cost.source.starts_with(&format!("{what_es}, {date}, ")),
        "{}",
        cost.source
    );
    for technical in ["mathey96", "df47244", "main.cpp", "commit"] {
        assert!(!cost.source.contains(technical), "{}", cost.source);
    }
    let details = cost.details.clone().unwrap();
    assert!(
        details.starts_with("mathey96/diskbuilder, commit df47244, main.cpp line "),
        "{details}"
    );
    assert_eq!(
        es.community_details.as_deref(),
        Some("mathey96/diskbuilder, commit df47244, main.cpp")
    );
    assert_eq!(
        disc(&es, "kairos-fateweaver")
            .recruitment_points
            .as_ref()
            .unwrap()
            .details,
        None,
        "a rulebook value needs no details"
    );
    assert!(
        cost.source.ends_with("sin comprobar con el disco impreso"),
        "{}",
        cost.source
    );
    assert_eq!(cost.doubt, None);
    // Matched by another spelling only: marked doubtful.
    let helblaster = disc(&es, "helblaster-volley-gun").cost.clone().unwrap();
    assert_eq!(helblaster.doubt, Some(Doubt::Alias));
    assert!(!kairos.recruitment_points.as_ref().unwrap().community);

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

/// Every `source` of a value in the catalogue view, with where it is.
fn sources(json: &serde_json::Value, at: String, out: &mut Vec<(String, String)>) {
    match json {
        serde_json::Value::Object(map) => {
            if let (Some(source), true) = (map.get("source"), map.contains_key("community")) {
                out.push((at.clone(), source.as_str().unwrap().to_owned()));
            }
            for (key, value) in map {
                sources(value, format!("{at}/{key}"), out);
            }
        }
        serde_json::Value::Array(items) => {
            for (i, value) in items.iter().enumerate() {
                sources(value, format!("{at}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn every_value_says_where_it_is_stated_in_the_players_language() {
    let dir = TempDir::new("dw-source-words");
    let state = state_in(&dir);
    let mut counts = Vec::new();
    for lang in [Lang::En, Lang::Es] {
        let json = serde_json::to_value(diskwars_catalog(&state, lang).unwrap()).unwrap();
        let mut found = Vec::new();
        sources(&json, String::new(), &mut found);
        assert!(found.len() > 100, "{lang}: {} sources", found.len());
        for (at, source) in &found {
            assert!(!source.is_empty(), "{lang} {at}");
            // The prefix saying whose a value is stays out of the player's view.
            assert!(
                !source.contains("community:") && !source.contains("user:"),
                "{lang} {at}: {source}"
            );
            if lang == Lang::Es {
                for english in ["rulebook", "pictured", "not checked", " line ", " the "] {
                    assert!(!source.contains(english), "{at}: {source}");
                }
            }
        }
        let pages = found
            .iter()
            .filter(|(_, s)| s.contains(lang.pick("rulebook p.", "reglamento p. ")));
        counts.push(pages.count());
    }
    // As many values name a page of the rulebook in Spanish as in English.
    assert!(counts[0] > 50 && counts[0] == counts[1], "{counts:?}");
}

#[test]
fn a_players_value_fills_an_unknown_and_joins_their_other_values() {
    let dir = TempDir::new("dw-value");
    let state = state_in(&dir);
    diskwars_value(&state, "disc", "flamers", "cost", "7");
    diskwars_value(&state, "disc", "flamers", "size", "medium");
    diskwars_value(&state, "disc", "flamers", "attack", "3");
    diskwars_value(&state, "command-card", "elan", "value", "2");

    let view = diskwars_catalog(&state, Lang::En).unwrap();
    let flamers = disc(&view, "flamers");
    let cost = flamers.cost.as_ref().unwrap();
    // The player's 7 replaces the community's 8 (its own disc wins over community data).
    assert_eq!((cost.value, cost.user, cost.community), (7, true, false));
    assert_eq!(cost.details, None);
    assert_eq!(flamers.size.as_ref().unwrap().value, Size::Medium);
    assert_eq!(flamers.stats.attack.as_ref().unwrap().value, 3);
    let elan = view.command_cards.iter().find(|c| c.id == "elan").unwrap();
    assert_eq!(elan.value.as_ref().unwrap().value, 2);
    let records = state
        .with_library(|l| Ok(l.user_records(Some("diskwars"))?))
        .unwrap();
    assert_eq!(records.len(), 2, "one record per disc or card");

    // A second value replaces the player's own; an empty cell takes it off again.
    diskwars_value(&state, "disc", "flamers", "cost", "8");
    diskwars_value(&state, "disc", "flamers", "attack", "");
    let view = diskwars_catalog(&state, Lang::En).unwrap();
    let flamers = disc(&view, "flamers");
    assert_eq!(flamers.cost.as_ref().unwrap().value, 8);
    assert_eq!(flamers.stats.attack, None);
    assert_eq!(flamers.size.as_ref().unwrap().value, Size::Medium);

    // Taking the player's cost off gives the community's back, marked as such.
    diskwars_value(&state, "disc", "flamers", "cost", "");
    let view = diskwars_catalog(&state, Lang::En).unwrap();
    let cost = disc(&view, "flamers").cost.clone().unwrap();
    assert_eq!((cost.value, cost.user, cost.community), (8, false, true));
    assert!(cost.details.is_some());
}

#[test]
fn a_value_the_rulebook_states_or_a_bad_value_is_refused_at_its_cell() {
    let dir = TempDir::new("dw-refused");
    let state = state_in(&dir);
    // Every cell of one save is read; one bad cell refuses the save and names each bad one.
    let faults = diskwars_values_save(
        &state,
        &[
            ("disc", "flamers", "cost", "7"),
            ("disc", "bloodthirster", "cost", "12"),
            ("disc", "flamers", "size", "huge"),
            ("disc", "flamers", "recruitment_points", "5"),
            ("disc", "no-such-disc", "cost", "3"),
            ("disc", "flamers", "colour", "red"),
            ("unit", "flamers", "cost", "3"),
            ("disc", "flamers", "source", "x"),
            ("disc", "flamers", "movement", "300"),
        ],
        Lang::En,
    )
    .unwrap();
    let places: Vec<(&str, &str)> = faults
        .iter()
        .map(|f| (f.id.as_str(), f.column.as_str()))
        .collect();
    assert_eq!(
        places,
        [
            ("bloodthirster", "cost"),
            ("flamers", "size"),
            ("flamers", "recruitment_points"),
            ("no-such-disc", "cost"),
            ("flamers", "colour"),
            ("flamers", "cost"),
            ("flamers", "source"),
            ("flamers", "movement"),
        ]
    );
    assert!(
        faults[0].message.contains("rulebook"),
        "{}",
        faults[0].message
    );
    assert!(
        faults[1].message.contains("'huge'"),
        "{}",
        faults[1].message
    );
    // A number too large says so in words, not as the storage limit.
    assert_eq!(faults[7].message, "'300' is too large for this value");

    // In the player's language.
    let es =
        diskwars_values_save(&state, &[("disc", "flamers", "size", "enorme")], Lang::Es).unwrap();
    assert_eq!(es.len(), 1);
    assert!(
        es[0].message.contains("no es ninguno de"),
        "{}",
        es[0].message
    );

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
    let size = disc(&view, "flamers").size.clone().unwrap();
    assert!(size.community && !size.user, "{size:?}");
}

/// The values a player reads off their own Karl Franz and Teclis discs and cards in this
/// test (a player's entries, not the rulebook's nor the community's: neither gives these).
/// The rulebook's and the community's values leave 12 of the 30 the list needed before.
const KARL_FRANZ_AND_TECLIS: [(&str, &str, &str, &str); 12] = [
    ("disc", "karl-franz", "recruitment_points", "33"),
    ("disc", "karl-franz", "elite", "no"),
    ("disc", "karl-franz", "command", "2"),
    ("disc", "teclis", "recruitment_points", "34"),
    ("disc", "teclis", "elite", "no"),
    ("disc", "teclis", "command", "2"),
    ("disc", "marienburg-swordsmen", "unique", "no"),
    ("disc", "spearmen", "unique", "no"),
    (
        "command-card",
        "blessing-of-myrmidia",
        "restriction",
        "none",
    ),
    ("command-card", "regroup", "restriction", "none"),
    ("command-card", "shield-of-saphery", "restriction", "none"),
    ("command-card", "elan", "restriction", "none"),
];

#[test]
fn the_values_a_saved_list_waits_for_are_named_and_once_entered_the_list_is_legal() {
    let dir = TempDir::new("dw-needed");
    let state = state_in(&dir);
    let document = example("diskwars/order-karl-franz-and-teclis.json");
    list_save(&state, None, &document).unwrap();
    let verdict = |state: &App| {
        check_list(state, &document, Lang::En)
            .unwrap()
            .report
            .verdict
    };
    assert_eq!(verdict(&state), Verdict::Unconfirmed);

    // What the list waits for is exactly what the table asks for, each value once.
    let needed = state.diskwars_values_needed(Lang::En).unwrap();
    let mut asked: Vec<(String, String, String)> = needed
        .iter()
        .map(|n| (n.kind.clone(), n.id.clone(), n.column.clone()))
        .collect();
    asked.sort();
    let mut entered: Vec<(String, String, String)> = KARL_FRANZ_AND_TECLIS
        .iter()
        .map(|(k, i, c, _)| ((*k).into(), (*i).into(), (*c).into()))
        .collect();
    entered.sort();
    assert_eq!(asked, entered);
    assert!(needed.iter().all(|n| n.lists == ["Karl Franz and Teclis"]));

    // Half of them: still unconfirmed, and only values of the rest are asked for (a check
    // the first half settles may need fewer of them).
    let (first, rest) = KARL_FRANZ_AND_TECLIS.split_at(6);
    assert!(diskwars_values_save(&state, first, Lang::En)
        .unwrap()
        .is_empty());
    assert_eq!(verdict(&state), Verdict::Unconfirmed);
    let still = state.diskwars_values_needed(Lang::En).unwrap();
    assert!(!still.is_empty());
    assert!(still.iter().all(|n| rest.iter().any(|(k, i, c, _)| (
        n.kind.as_str(),
        n.id.as_str(),
        n.column.as_str()
    ) == (*k, *i, *c))));

    // All of them: legal, nothing asked for.
    assert!(diskwars_values_save(&state, rest, Lang::En)
        .unwrap()
        .is_empty());
    assert_eq!(verdict(&state), Verdict::Legal);
    assert!(state.diskwars_values_needed(Lang::En).unwrap().is_empty());

    // A command value too low for the hand: the same list is illegal, by what is known.
    diskwars_value(&state, "disc", "teclis", "command", "1");
    assert_eq!(verdict(&state), Verdict::Illegal);
}
