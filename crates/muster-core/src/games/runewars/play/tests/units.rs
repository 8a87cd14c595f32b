//! What happens to units during a round (digest §3.2, §3.4–3.5): rally, morale, counts that never
//! go below zero, conditions, destruction by name.

use super::*;

/// §75, E17: Rally clears every bane and readies every exhausted card; with nothing to clear
/// it gives Inspiration. Only the unit activating now rallies.
#[test]
fn rally_clears_banes_and_readies_cards_or_else_inspires() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "token", "side": 0, "unit": 0, "token": "panic", "change": 2}))
        .ok(json!({"type": "token", "side": 0, "unit": 0, "token": "stun", "change": 1}))
        .ok(json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "exhausted"}));
    let d = t.refused(json!({"type": "rally", "side": 0, "unit": 0}));
    assert_eq!(
        (d.code, d.rule),
        ("runewars.rally.not_active", "runewars:§75")
    );
    t.dial(0, 0, 1)
        .dial(0, 1, 4)
        .dial(1, 0, 4)
        .dial(1, 1, 4)
        .dial(1, 2, 4);
    t.ok(json!({"type": "end_command"}))
        .ok(json!({"type": "activate", "side": 0, "unit": 0}))
        .ok(json!({"type": "rally", "side": 0, "unit": 0}));
    let u = t.unit(0, 0);
    assert_eq!((u.tokens.banes(), u.tokens.inspiration), (0, 0));
    assert_eq!(u.upgrades[1].state, CardState::Ready);
    t.ok(json!({"type": "rally", "side": 0, "unit": 0}));
    assert_eq!(
        t.unit(0, 0).tokens.inspiration,
        1,
        "nothing to clear: Inspiration instead"
    );
}

/// §73.2, E19: severity is the morale icons plus the panic tokens spent, which leave the
/// unit; a unit cannot spend panic it does not have.
#[test]
fn morale_severity_adds_the_panic_spent() {
    let mut t = Table::set_up();
    t.ok(json!({"type": "token", "side": 1, "unit": 0, "token": "panic", "change": 2}));
    let d =
        t.refused(json!({"type": "morale", "side": 1, "unit": 0, "icons": 1, "panic_spent": 3}));
    assert_eq!(
        (d.code, d.rule, d.path.as_str()),
        ("runewars.morale.panic", "runewars:§73.2", "/panic_spent")
    );
    let d = t.refused(json!({"type": "morale", "side": 1, "unit": 0, "icons": 0}));
    assert_eq!(d.code, "runewars.morale.no_severity");
    t.ok(json!({"type": "morale", "side": 1, "unit": 0, "icons": 1, "panic_spent": 2}));
    assert_eq!(t.state().last_morale.unwrap().severity, 3);
    assert_eq!(t.unit(1, 0).tokens.panic, 0);
}

#[test]
fn counts_never_go_below_zero_and_conditions_are_kept_by_name() {
    let mut t = Table::set_up();
    let d = t.refused(json!({"type": "wounds", "side": 0, "unit": 0, "change": -1}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.below_zero", "/change")
    );
    t.ok(json!({"type": "wounds", "side": 0, "unit": 0, "change": 2}));
    assert_eq!(t.unit(0, 0).wounds, 2);
    let d = t.refused(json!({"type": "objective", "side": 0, "change": -1}));
    assert_eq!(d.code, "runewars.match.below_zero");
    let d =
        t.refused(json!({"type": "token", "side": 2, "unit": 0, "token": "blight", "change": 1}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.no_side", "/side")
    );
    let d =
        t.refused(json!({"type": "token", "side": 0, "unit": 7, "token": "blight", "change": 1}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.no_unit", "/unit")
    );
    t.ok(json!({"type": "condition", "side": 0, "unit": 1, "name": "Mark", "present": true}));
    let d = t.refused(
        json!({"type": "condition", "side": 0, "unit": 1, "name": "Mark", "present": true}),
    );
    assert_eq!(d.code, "runewars.match.condition");
    t.ok(json!({"type": "condition", "side": 0, "unit": 1, "name": "Mark", "present": false}));
    assert!(t.unit(0, 1).conditions.is_empty());
    let d =
        t.refused(json!({"type": "condition", "side": 0, "unit": 1, "name": " ", "present": true}));
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.empty_name", "/name")
    );
    let d = t.refused(json!({"type": "destroyed", "units": []}));
    assert_eq!(d.code, "runewars.match.no_units");
    let d = t.refused(
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 1}, {"side": 0, "unit": 1}]}),
    );
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.twice", "/units/1")
    );
    let d = t.refused(
        json!({"type": "destroyed", "units": [{"side": 0, "unit": 1}, {"side": 1, "unit": 9}]}),
    );
    assert_eq!(
        (d.code, d.path.as_str()),
        ("runewars.match.no_unit", "/units/1/unit")
    );
    t.ok(
        json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "exhausted"}),
    );
    let d = t.refused(
        json!({"type": "upgrade", "side": 0, "unit": 0, "upgrade": "drill", "state": "exhausted"}),
    );
    assert_eq!(
        (d.code, d.rule),
        ("runewars.match.card_already", "runewars:§5")
    );
}
