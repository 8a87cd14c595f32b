//! The warband: one leader (V1), both faces of every fighter card (V2), generic tokens
//! (V6) and the runemarks of warscroll abilities (V7).

use super::*;
use crate::games::underworlds::catalog::{Face, Warband, LEADER};

fn warband_mut<'p>(parts: &'p mut CatalogParts, id: &str) -> &'p mut Warband {
    parts.warbands.iter_mut().find(|w| w.id == id).expect(id)
}

#[test]
fn a_complete_warband_without_a_leader_is_illegal() {
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        wardens.fighters[0].runemarks.clear();
    });
    let d = one(
        &report,
        "underworlds.warband.no_leader",
        Severity::Error,
        "underworlds:V1",
        "/warband",
    );
    assert!(d.message.contains("Fixture Wardens"), "{}", d.message);
    assert!(!report.legal);
}

#[test]
fn two_leaders_are_illegal_and_both_are_named() {
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        wardens.fighters[2].runemarks.push(LEADER.into());
    });
    let d = one(
        &report,
        "underworlds.warband.several_leaders",
        Severity::Error,
        "underworlds:V1",
        "/warband",
    );
    assert!(
        d.message.contains("Fixture Captain, Fixture Warden"),
        "{}",
        d.message
    );
    assert!(!report.legal);
}

#[test]
fn one_leader_is_legal() {
    let report = clean(&rivals_list());
    assert!(!report
        .codes()
        .iter()
        .any(|c| c.starts_with("underworlds.warband.")));
}

#[test]
fn a_roster_not_known_in_full_warns_of_its_leader_and_fighters_but_stays_legal() {
    let report = check(&rivals_list_of(STRAYS, DECK_B));
    one(
        &report,
        "underworlds.warband.leader_unknown",
        Severity::Warning,
        "underworlds:V1",
        "/warband",
    );
    one(
        &report,
        "underworlds.warband.roster_incomplete",
        Severity::Warning,
        "underworlds:V2",
        "/warband",
    );
    assert!(report.legal, "{:#?}", report.diagnostics);
    assert_eq!(report.with_severity(Severity::Error).count(), 0);
}

#[test]
fn unknown_characteristics_are_one_warning_per_fighter_naming_what_is_missing() {
    let report = check(&rivals_list_of(STRAYS, DECK_B));
    let unknown = all(&report, "underworlds.warband.stats_unknown");
    assert_eq!(unknown.len(), 2, "one per fighter: {unknown:#?}");
    for d in &unknown {
        assert_eq!(
            (d.severity, d.rule, d.path.as_str()),
            (Severity::Warning, "underworlds:V2", "/warband")
        );
    }
    // Stray 1: no face known at all.
    assert!(unknown[0].message.contains("Fixture Stray 1"));
    assert!(unknown[0]
        .message
        .contains("uninspired face (the whole face)"));
    assert!(unknown[0]
        .message
        .contains("; inspired face (the whole face)"));
    // Stray 2: an uninspired face without Health and Bounty, no inspired face.
    let stray = unknown[1].message.as_str();
    assert!(
        stray.contains("uninspired face (Health, Bounty)"),
        "{stray}"
    );
    assert!(stray.contains("inspired face (the whole face)"), "{stray}");
    assert!(!stray.contains("Move"), "Move is known: {stray}");
}

#[test]
fn a_face_with_nothing_known_is_unknown_weapons_included_not_illegal() {
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        wardens.fighters[2].inspired = Some(Face::default());
    });
    let d = one(
        &report,
        "underworlds.warband.stats_unknown",
        Severity::Warning,
        "underworlds:V2",
        "/warband",
    );
    assert!(
        d.message
            .contains("inspired face (Move, Save, Health, Bounty, weapons)"),
        "{}",
        d.message
    );
    assert!(report.legal);
}

#[test]
fn a_face_of_health_and_bounty_only_as_the_tracker_asks_leaves_its_weapons_unknown_not_illegal() {
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        wardens.fighters[2].inspired = Some(Face {
            health: Some(4),
            bounty: Some(1),
            ..Face::default()
        });
    });
    assert!(all(&report, "underworlds.warband.no_weapons").is_empty());
    let d = one(
        &report,
        "underworlds.warband.stats_unknown",
        Severity::Warning,
        "underworlds:V2",
        "/warband",
    );
    assert!(
        d.message.contains("inspired face (Move, Save, weapons)"),
        "{}",
        d.message
    );
    assert!(report.legal);
}

#[test]
fn a_stated_zero_or_a_face_with_stats_but_no_weapon_is_illegal() {
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        let captain = wardens.fighters[0].inspired.as_mut().unwrap();
        captain.health = Some(0);
        captain.save.as_mut().unwrap().dice = 0;
        let marksman = wardens.fighters[1].uninspired.as_mut().unwrap();
        marksman.weapons[1].range = 0;
        marksman.weapons[0].damage = 0;
        wardens.fighters[2]
            .uninspired
            .as_mut()
            .unwrap()
            .weapons
            .clear();
    });
    let zero = all(&report, "underworlds.warband.stat_zero");
    let messages: Vec<&str> = zero.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(zero.len(), 4, "{messages:#?}");
    assert!(zero.iter().all(|d| d.severity == Severity::Error
        && d.rule == "underworlds:V2"
        && d.path == "/warband"));
    assert!(messages[0].contains("Fixture Captain's inspired face has Save 0"));
    assert!(messages[1].contains("Fixture Captain's inspired face has Health 0"));
    assert!(messages[2].contains("Fixture hammer (uninspired face) has Damage 0"));
    assert!(messages[3].contains("Fixture bow (uninspired face) has Range 0"));
    let d = one(
        &report,
        "underworlds.warband.no_weapons",
        Severity::Error,
        "underworlds:V2",
        "/warband",
    );
    assert!(
        d.message.contains("Fixture Warden's uninspired face"),
        "{}",
        d.message
    );
    assert!(!report.legal);
}

#[test]
fn dice_of_zero_on_a_weapon_is_illegal_and_move_or_bounty_of_zero_is_not() {
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        let warden = wardens.fighters[2].uninspired.as_mut().unwrap();
        warden.weapons[0].dice = 0;
        warden.moves = Some(0);
        warden.bounty = Some(0);
    });
    let d = one(
        &report,
        "underworlds.warband.stat_zero",
        Severity::Error,
        "underworlds:V2",
        "/warband",
    );
    assert!(d.message.contains("has Dice 0"), "{}", d.message);
}

#[test]
fn an_ability_needing_generic_tokens_declares_at_least_one() {
    // Unknown: a warning naming the ability.
    let report = check(&rivals_list_of(STRAYS, DECK_B));
    let d = one(
        &report,
        "underworlds.warscroll.token_count_unknown",
        Severity::Warning,
        "underworlds:V6",
        "/warband",
    );
    assert!(d.message.contains("Fixture Stray Tokens"), "{}", d.message);
    // Stated as 0: an error.
    let report = check_changed(&rivals_list(), |parts| {
        warband_mut(parts, WARDENS).abilities[0].token_count = Some(0);
    });
    let d = one(
        &report,
        "underworlds.warscroll.token_count_zero",
        Severity::Error,
        "underworlds:V6",
        "/warband",
    );
    assert!(d.message.contains("Fixture Rally"), "{}", d.message);
    assert!(!report.legal);
    // Two tokens (the fixture's Rally), and a count on an ability needing none: nothing.
    let report = check_changed(&rivals_list(), |parts| {
        warband_mut(parts, WARDENS).abilities[1].token_count = Some(0);
    });
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
}

#[test]
fn a_warscroll_ability_needing_a_runemark_no_fighter_carries_is_a_warning() {
    let report = check(&rivals_list_of(STRAYS, DECK_B));
    let d = one(
        &report,
        "underworlds.runemark.no_fighter",
        Severity::Warning,
        "underworlds:V7",
        "/warband",
    );
    assert!(d.message.contains("Fixture Stray Trick"), "{}", d.message);
    assert!(d.message.contains(UNSEEN_MARK), "{}", d.message);
    // The Wardens' Aimed Shot needs the mark their Marksman carries: nothing to say,
    // until the Marksman loses it.
    clean(&rivals_list());
    let report = check_changed(&rivals_list(), |parts| {
        warband_mut(parts, WARDENS).fighters[1].runemarks.clear();
    });
    let paths: Vec<&str> = all(&report, "underworlds.runemark.no_fighter")
        .iter()
        .map(|d| d.path.as_str())
        .collect();
    // The ability, and deck A's upgrade limited to the same mark.
    assert_eq!(paths, ["/warband", "/power/10"]);
    assert!(report.legal);
}

#[test]
fn a_doubtful_community_value_warns_and_never_makes_the_list_illegal() {
    use crate::games::underworlds::catalog::Doubt;
    // A card the source marks as misread: damage 0 on its weapons, tagged leader and minion.
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        let captain = &mut wardens.fighters[0];
        captain.runemarks.push("minion".to_owned());
        for face in [&mut captain.uninspired, &mut captain.inspired]
            .into_iter()
            .flatten()
        {
            face.weapons[0].damage = 0;
        }
        captain.doubts = vec![Doubt::LeaderAndMinion, Doubt::DamageZero];
    });
    assert!(all(&report, "underworlds.warband.stat_zero").is_empty());
    let d = one(
        &report,
        "underworlds.warband.doubtful",
        Severity::Warning,
        "underworlds:V2",
        "/warband",
    );
    assert!(
        d.message.contains("Fixture Captain")
            && d.message.contains("leader and minion")
            && d.message.contains("damage 0"),
        "{}",
        d.message
    );
    assert!(report.legal, "{:?}", report.diagnostics);
    // The same zero on a fighter its source does not doubt is an error, as before.
    let report = check_changed(&rivals_list(), |parts| {
        let wardens = warband_mut(parts, WARDENS);
        wardens.fighters[1].uninspired.as_mut().unwrap().weapons[0].damage = 0;
        wardens.fighters[0].doubts = vec![Doubt::DamageZero];
    });
    assert_eq!(all(&report, "underworlds.warband.stat_zero").len(), 1);
    assert!(!report.legal);
}
