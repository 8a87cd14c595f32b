//! A refusal about whose turn or whose side names the player, as the set-up gave the name,
//! in English and Spanish: never a side number ("Side 0", "bando 0").

use super::*;
use crate::diagnostic::Diagnostic;

/// `event` refused in `lang` with `code`, the state unchanged.
fn refused_in(t: &mut Table, event: Value, code: &str, lang: Lang) -> Diagnostic {
    let entry = Entry::from_value(event.clone()).expect("an event of the game");
    let before = t.state().clone();
    let d =
        t.0.record(entry, lang)
            .expect_err(&format!("{event} should be refused"));
    assert_eq!(t.state(), &before, "a refused event changes nothing");
    assert_eq!(d.code, code, "{}", d.message);
    d
}

/// `event` is refused with `code`, naming every one of `names` and no side number, in both
/// languages.
fn names(t: &mut Table, event: Value, code: &str, names: &[&str]) {
    for lang in [Lang::En, Lang::Es] {
        let d = refused_in(t, event.clone(), code, lang);
        for name in names {
            assert!(d.message.contains(name), "{lang:?} {code}: {}", d.message);
        }
        for words in [&d.message, &d.help] {
            let lower = words.to_lowercase();
            for number in ["side 0", "side 1", "bando 0", "bando 1"] {
                assert!(!lower.contains(number), "{lang:?} {code}: {words}");
            }
        }
    }
}

#[test]
fn set_up_refusals_name_the_players() {
    let mut t = Table::new(setup());
    t.ok(json!({"type": "redraw", "side": ANA, "objectives": true}));
    names(
        &mut t,
        json!({"type": "redraw", "side": ANA, "power": true}),
        "underworlds.setup.redraw_twice",
        &["Ana"],
    );
    t.ok(json!({"type": "territory_roll_off", "winner": ANA}));
    names(
        &mut t,
        json!({"type": "place_feature", "side": ANA, "territory": null, "number": 1}),
        "underworlds.feature.turn",
        &["Ana", "Ben"],
    );
    // Three neutral tokens: a fourth would leave one token for two empty territories.
    for (side, number) in [(BEN, 1), (ANA, 2), (BEN, 3)] {
        t.ok(json!({"type": "place_feature", "side": side, "territory": null, "number": number}));
    }
    names(
        &mut t,
        json!({"type": "place_feature", "side": ANA, "territory": null, "number": 4}),
        "underworlds.feature.territory_empty",
        &["Ana"],
    );
    t.ok(json!({"type": "place_feature", "side": ANA, "territory": ANA, "number": 4}));
    names(
        &mut t,
        json!({"type": "place_feature", "side": BEN, "territory": null, "number": 5}),
        "underworlds.feature.territory_empty",
        &["Ben"],
    );
    t.ok(json!({"type": "place_feature", "side": BEN, "territory": BEN, "number": 5}));
    names(
        &mut t,
        json!({"type": "deploy", "side": ANA, "fighter": CAPTAIN}),
        "underworlds.deploy.turn",
        &["Ana", "Ben"],
    );
    names(
        &mut t,
        json!({"type": "deploy", "side": BEN, "fighter": CAPTAIN}),
        "underworlds.match.no_fighter",
        &["Ben"],
    );
}

#[test]
fn turn_and_power_step_refusals_name_the_players() {
    let mut t = Table::round1();
    names(
        &mut t,
        json!({"type": "action", "side": BEN, "ability": "focus"}),
        "underworlds.turn.not_active",
        &["Ana", "Ben"],
    );
    t.act(ANA, "focus", None);
    names(
        &mut t,
        json!({"type": "pass", "side": BEN}),
        "underworlds.power.not_your_opportunity",
        &["Ana", "Ben"],
    );
    t.stand(ANA, CAPTAIN, Some(0)).stand(ANA, MARKSMAN, Some(1));
    t.ok(json!({"type": "delve", "side": ANA, "fighter": CAPTAIN}));
    t.pass(BEN);
    names(
        &mut t,
        json!({"type": "delve", "side": ANA, "fighter": MARKSMAN}),
        "underworlds.delve.once",
        &["Ana"],
    );
    // Ben passed, then Ana: two passes in a row end the power step.
    t.pass(ANA).play_to_end_phase();
    let next = t.state().next.expect("a side plays the end phase first");
    let (waiting, waiting_name, next_name) = if next == ANA {
        (BEN, "Ben", "Ana")
    } else {
        (ANA, "Ana", "Ben")
    };
    names(
        &mut t,
        json!({"type": "end_phase_done", "side": waiting}),
        "underworlds.end.turn",
        &[waiting_name, next_name],
    );
}

#[test]
fn a_tied_round_1_roll_off_says_to_roll_again_and_when_ties_go_to_the_underdog() {
    let mut t = Table::deployed();
    for (lang, again, underdog) in [
        (Lang::En, "roll again", "underdog"),
        (Lang::Es, "tirad de nuevo", "rezagado"),
    ] {
        let d = refused_in(
            &mut t,
            json!({"type": "round_roll_off", "winner": null, "first": ANA}),
            "underworlds.roll_off.tie",
            lang,
        );
        assert!(d.message.to_lowercase().contains(again), "{}", d.message);
        assert!(d.help.contains(underdog), "{}", d.help);
        assert!(d.help.contains('2') && d.help.contains('3'), "{}", d.help);
    }
}
