//! Underworlds from the box, as the window asks for it: a deck link pasted into a list or a
//! deck, a list's link to share, a first match of two organised-play warbands that asks
//! nothing (the community's fighter cards), and a match of two warbands without cards whose
//! set-up asks the fighters' Health and Bounty once and keeps them as the player's own.

use crate::support::*;
use muster_service::games::underworlds::FighterValues;

/// The shipped example: the Emberwatch with Blazing Assault as printed.
fn emberwatch() -> String {
    example("underworlds/emberwatch-blazing-assault.json")
}

fn answers(form: &[FighterValues], health: u8) -> Vec<FighterValues> {
    form.iter()
        .enumerate()
        .map(|(i, f)| FighterValues {
            name: if i == 1 {
                String::new()
            } else {
                f.name.clone()
            },
            leader: i == 0,
            health: Some(health),
            bounty: Some(1),
            inspired_health: Some(health + 1),
            inspired_bounty: Some(1),
            ..f.clone()
        })
        .collect()
}

#[test]
fn a_lists_link_reads_back_into_the_same_list_and_a_deck_of_the_shipped_cards() {
    let dir = TempDir::new("uw-link");
    let state = state_in(&dir);
    let link = state.deck_link(sent(&emberwatch()), Lang::En).unwrap();
    assert!(
        link.starts_with("https://www.underworldsdb.com/shared.php?deck=0,BL1,BL2,"),
        "{link}"
    );
    assert!(link.contains("&format=rivals&"), "{link}");

    // Pasted into a new list of another warband: that warband, the link's deck and cards.
    let blank = json!({"format": "muster-list/1", "game": "underworlds", "name": "Pasted",
        "play_format": "nemesis", "warband": "zikkits-tunnelpack", "decks": [],
        "objectives": [], "power": []});
    let list = state
        .underworlds_apply_link(blank, link.clone(), Lang::En)
        .unwrap();
    let expected: Value = serde_json::from_str(&emberwatch()).unwrap();
    assert_eq!(list.warband, "zikkits-tunnelpack");
    assert_eq!(list.name, "Pasted");
    assert_eq!(as_json(&list.decks), expected["decks"]);
    assert_eq!(as_json(&list.objectives), expected["objectives"]);
    assert_eq!(as_json(&list.power), expected["power"]);
    let checked = check_list(&state, &as_json(&list).to_string(), Lang::En).unwrap();
    assert!(checked.report.legal, "{:?}", checked.report.diagnostics);
    // The Tunnelpack's five fighters, from the community's cards.
    assert_eq!(checked.report.totals["fighters"], 5);

    // Pasted into the deck editor: a deck of the shipped cards, not stored.
    let deck = state
        .underworlds_deck_of_link(
            "deck=0,BL1,BL2,BL16".into(),
            "three".into(),
            "Three".into(),
            Lang::En,
        )
        .unwrap();
    let names: Vec<&str> = deck.cards.iter().map(|c| c.name.en.as_str()).collect();
    assert_eq!(names, ["Strike the Head", "Branching Fate", "Sidestep"]);
    assert!(deck.source.starts_with("user:"), "{}", deck.source);
    assert!(underworlds_catalog(&state)
        .unwrap()
        .decks
        .iter()
        .all(|d| d.record.id != "three"));
}

#[test]
fn an_unknown_code_is_named_at_its_place_and_changes_nothing() {
    let dir = TempDir::new("uw-link-bad");
    let state = state_in(&dir);
    let err = state
        .underworlds_apply_link(sent(&emberwatch()), "BL1, BL2, XX7".into(), Lang::Es)
        .unwrap_err();
    assert_eq!(err.code, ErrorCode::DeckLink);
    assert_eq!(
        err.message,
        "carta 3: ninguna carta de los mazos Rivales tiene el código XX7"
    );
    let err = state
        .underworlds_deck_of_link(
            "deck=0,BL1,nonsense".into(),
            "d".into(),
            "D".into(),
            Lang::En,
        )
        .unwrap_err();
    assert_eq!(
        err.message,
        "card 2: 'nonsense' is not a card code such as BL1"
    );
}

#[test]
fn a_first_match_of_two_organised_play_warbands_asks_nothing() {
    let dir = TempDir::new("uw-box");
    let state = state_in(&dir);
    let emberwatch_list = save(&state, emberwatch());
    let mut tunnelpack: Value = serde_json::from_str(&emberwatch()).unwrap();
    tunnelpack["warband"] = "zikkits-tunnelpack".into();
    tunnelpack["name"] = "Tunnelpack".into();
    let tunnelpack_list = save(&state, tunnelpack);
    // The community's fighter cards hold what the tracker needs: nothing to ask.
    for warband in ["the-emberwatch", "zikkits-tunnelpack"] {
        let form = state
            .underworlds_fighter_form(warband.into(), Lang::En)
            .unwrap();
        assert!(form.complete, "{warband}");
        assert_eq!(form.fighters.iter().filter(|f| f.leader).count(), 1);
    }
    let view = match_start(
        &state,
        emberwatch_list,
        tunnelpack_list,
        "Ana",
        "Ben",
        Lang::En,
    )
    .unwrap();
    let sides = view["state"]["sides"].as_array().unwrap();
    let names: Vec<&str> = sides[0]["fighters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"]["en"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Ardorn", "Farasa", "Yurik"]);
    assert_eq!(sides[1]["fighters"].as_array().unwrap().len(), 5);
    // Nothing was stored as the player's: the shipped records serve.
    assert!(underworlds_catalog(&state)
        .unwrap()
        .warbands
        .iter()
        .all(|w| !w.user));
}

#[test]
fn saving_the_form_without_touching_the_leader_keeps_the_list_legal() {
    let dir = TempDir::new("uw-leader");
    let state = state_in(&dir);
    let before = check_list(&state, &emberwatch(), Lang::En).unwrap();
    assert!(before.report.legal, "{:?}", before.report.diagnostics);
    // The form as the warband screen opens it, its leader preselected from the data, saved
    // with new values and the leader untouched.
    let form = state
        .underworlds_fighter_form("the-emberwatch".into(), Lang::En)
        .unwrap();
    assert!(form.fighters[0].leader, "Ardorn preselected");
    let mut answers = form.fighters.clone();
    answers[1].health = Some(4);
    let view = state
        .underworlds_save_fighters("the-emberwatch".into(), answers, Lang::En)
        .unwrap();
    let kept = view
        .warbands
        .iter()
        .find(|w| w.record.id == "the-emberwatch")
        .unwrap();
    assert!(kept.user);
    let after = check_list(&state, &emberwatch(), Lang::En).unwrap();
    assert!(after.report.legal, "{:?}", after.report.diagnostics);
    // A form sent with no leader at all is refused, and the list stays legal.
    let mut leaderless = form.fighters.clone();
    for row in &mut leaderless {
        row.leader = false;
    }
    let err = state
        .underworlds_save_fighters("the-emberwatch".into(), leaderless, Lang::En)
        .unwrap_err();
    assert_eq!(err.code, "record.invalid");
    assert!(
        err.message.ends_with("/fighters: choose the warband's leader: the one fighter whose card shows the Leader runemark"),
        "{}",
        err.message
    );
    let still = check_list(&state, &emberwatch(), Lang::En).unwrap();
    assert!(still.report.legal, "{:?}", still.report.diagnostics);
}

#[test]
fn a_match_of_warbands_without_fighter_cards_asks_their_health_and_bounty_once() {
    let dir = TempDir::new("uw-ask");
    let state = state_in(&dir);
    let mut garrek: Value = serde_json::from_str(&emberwatch()).unwrap();
    garrek["warband"] = "garreks-reavers".into();
    garrek["name"] = "Reavers".into();
    let garrek_list = save(&state, garrek.clone());
    let mut magore = garrek.clone();
    magore["warband"] = "magores-fiends".into();
    magore["name"] = "Fiends".into();
    let magore_doc = magore.clone();
    let magore_list = save(&state, magore);

    // Without the values the tracker needs, the set-up says what is missing.
    let err = match_start(&state, garrek_list, magore_list, "Ana", "Ben", Lang::En).unwrap_err();
    assert_eq!(err.code, "match.setup");

    // The form asks every fighter the data counts; none is named, none is the leader yet.
    let form = state
        .underworlds_fighter_form("garreks-reavers".into(), Lang::En)
        .unwrap();
    assert!(!form.complete);
    let rows: Vec<(Option<&str>, &str, bool)> = form
        .fighters
        .iter()
        .map(|f| (f.id.as_deref(), f.name.as_str(), f.leader))
        .collect();
    assert_eq!(rows.len(), 5);
    assert_eq!(rows[0], (None, "Fighter 1", false));
    assert!(rows.iter().all(|r| !r.2));
    let es = state
        .underworlds_fighter_form("magores-fiends".into(), Lang::Es)
        .unwrap();
    assert_eq!(es.fighters[1].name, "Guerrero 2");

    // The form requires the leader: answers without one are refused, nothing stored.
    let mut leaderless = answers(&form.fighters, 3);
    leaderless[0].leader = false;
    let err = state
        .underworlds_save_fighters("garreks-reavers".into(), leaderless, Lang::Es)
        .unwrap_err();
    assert_eq!(err.code, "record.invalid");
    assert!(
        err.message.ends_with("/fighters: elige el líder de la banda: el único guerrero cuya tarjeta muestra la runa líder"),
        "{}",
        err.message
    );

    // A Health of 0 is refused, naming the fighter, and nothing is stored.
    let mut bad = answers(&form.fighters, 3);
    bad[2].health = Some(0);
    let err = state
        .underworlds_save_fighters("garreks-reavers".into(), bad, Lang::En)
        .unwrap_err();
    assert_eq!(err.code, "record.invalid");
    assert!(
        err.message
            .ends_with("/fighters/2: health must be at least 1"),
        "{}",
        err.message
    );
    assert!(
        !state
            .underworlds_fighter_form("garreks-reavers".into(), Lang::En)
            .unwrap()
            .complete
    );
    // In Spanish, in Spanish.
    let mut bad = answers(&form.fighters, 3);
    bad[1].inspired_health = Some(0);
    bad[2].bounty = None;
    let err = state
        .underworlds_save_fighters("garreks-reavers".into(), bad, Lang::Es)
        .unwrap_err();
    assert!(
        err.message
            .ends_with("/fighters/1: la salud inspirada debe ser al menos 1"),
        "{}",
        err.message
    );

    // The answers are kept as the player's own warband: a blank name stays "Fighter 2".
    let view = state
        .underworlds_save_fighters(
            "garreks-reavers".into(),
            answers(&form.fighters, 3),
            Lang::En,
        )
        .unwrap();
    let kept = view
        .warbands
        .iter()
        .find(|w| w.record.id == "garreks-reavers")
        .unwrap();
    assert!(kept.user && kept.record.roster_complete);
    let names: Vec<&str> = kept
        .record
        .fighters
        .iter()
        .map(|f| f.name.en.as_str())
        .collect();
    assert_eq!(names[1], "Fighter 2");
    assert!(kept.record.fighters[0].is_leader());
    assert_eq!(
        kept.record.fighters[1].inspired.as_ref().unwrap().health,
        Some(4)
    );
    state
        .underworlds_save_fighters("magores-fiends".into(), answers(&es.fighters, 2), Lang::Es)
        .unwrap();

    // The answers (Health and Bounty, no weapon) leave the list legal.
    let checked = check_list(&state, &garrek.to_string(), Lang::En).unwrap();
    assert!(checked.report.legal, "{:?}", checked.report.diagnostics);

    // A fighter left unnamed reads in the paper's language, as the builder names it, whatever
    // the language its form was saved in (Garrek's in English, Magore's in Spanish).
    for (list, lang, own, other) in [
        (&garrek, "es", "Guerrero 2", "Fighter 2"),
        (&garrek, "en", "Fighter 2", "Guerrero 2"),
        (&magore_doc, "en", "Fighter 2", "Guerrero 2"),
        (&magore_doc, "es", "Guerrero 2", "Fighter 2"),
    ] {
        let args = PrintArgs {
            lang: lang.into(),
            paper: "a4".into(),
            player: None,
            date: "2026-03-14".into(),
            play_sheet: true,
        };
        let layout = list_print_preview(&state, &list.to_string(), &args).unwrap();
        let texts = layout_texts(&layout);
        assert!(texts.iter().any(|t| t.contains(own)), "{lang}: {texts:?}");
        assert!(
            !texts.iter().any(|t| t.contains(other)),
            "{lang}: {texts:?}"
        );
    }

    // Now the match starts, and a second one asks nothing.
    let view = match_start(&state, garrek_list, magore_list, "Ana", "Ben", Lang::En).unwrap();
    assert_eq!(view["game"], "underworlds");
    assert_eq!(
        view["state"]["sides"][0]["fighters"]
            .as_array()
            .unwrap()
            .len(),
        5
    );
    for warband in ["garreks-reavers", "magores-fiends"] {
        assert!(
            state
                .underworlds_fighter_form(warband.into(), Lang::En)
                .unwrap()
                .complete
        );
    }
    match_start(&state, magore_list, garrek_list, "Ben", "Ana", Lang::En).unwrap();
}
