//! Bad input never panics and a refused event changes nothing, even applied in place: many events, most of them
//! wrong (a side 2, another warband's fighter, a card of the other deck, damage of 255, a
//! feature token that is not there), recorded at every point of whole games; and undo and
//! redo anywhere in such a game give what folding its timeline from the start gives.

use super::*;

/// A small deterministic generator (xorshift), so a failure is the same on every run.
struct Dice(u64);

impl Dice {
    fn roll(&mut self, sides: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % sides as u64) as usize
    }

    fn pick<T: Clone>(&mut self, items: &[T]) -> T {
        items[self.roll(items.len())].clone()
    }
}

/// The event that moves the game on from where it stands.
fn next_event(state: &UnderworldsMatch) -> Value {
    let side = state.next.or(state.active).unwrap_or(0);
    match state.stage {
        Stage::Territories => json!({"type": "territory_roll_off", "winner": 0}),
        Stage::Features => {
            let territory = [Some(0), Some(1), None, None, None][state.features.len()];
            json!({"type": "place_feature", "side": side, "territory": territory, "number": 1})
        }
        Stage::Deployment => {
            let fighter = state.sides[side].fighters.iter().find(|f| !f.deployed);
            json!({"type": "deploy", "side": side, "fighter": fighter.map(|f| f.id.clone())})
        }
        Stage::RollOff => json!({"type": "round_roll_off", "winner": 1, "first": 0}),
        Stage::Action => json!({"type": "action", "side": side, "ability": "focus"}),
        Stage::Power => json!({"type": "pass", "side": side}),
        Stage::EndPhase | Stage::Over => json!({"type": "end_phase_done", "side": side}),
    }
}

/// An event of any type, with values good and bad; the side is mostly the one the game
/// waits for, so that games move on.
fn any_event(dice: &mut Dice, state: &UnderworldsMatch) -> Value {
    let waited = state.next.or(state.active).unwrap_or(0);
    let side = match dice.roll(10) {
        0 => json!(2),
        1 => json!(usize::MAX),
        2 | 3 => json!(1 - waited),
        _ => json!(waited),
    };
    let fighter = dice.pick(&[
        CAPTAIN, MARKSMAN, WARDEN, CHIEF, RAIDER_1, RAIDER_2, HOUND, "nobody",
    ]);
    let deck = dice.pick(&["a", "b"]);
    let kind = dice.pick(&["objective", "ploy", "upgrade"]);
    let card = format!("fixture-{deck}-{kind}-{}", dice.roll(13) + 1);
    let amount = dice.pick(&[1, 2, 4, 200, 255]);
    let feature = dice.pick(&[json!(null), json!(0), json!(4), json!(5), json!(usize::MAX)]);
    let territory = dice.pick(&[json!(null), json!(0), json!(1), json!(2)]);
    let ability = dice.pick(&["move", "attack", "charge", "guard", "focus"]);
    let token = dice.pick(&["move", "charge", "guard", "stagger"]);
    match dice.roll(20) {
        0 => json!({"type": "territory_roll_off", "winner": side}),
        1 => {
            json!({"type": "redraw", "side": side, "objectives": true, "power": dice.roll(2) == 0})
        }
        2 => {
            json!({"type": "place_feature", "side": side, "territory": territory, "number": amount})
        }
        3 => json!({"type": "deploy", "side": side, "fighter": fighter}),
        4 => {
            json!({"type": "round_roll_off", "winner": dice.pick(&[json!(null), side.clone()]), "first": side})
        }
        5 | 6 => {
            let fighter = if ability == "focus" {
                json!(null)
            } else {
                json!(fighter)
            };
            json!({"type": "action", "side": side, "ability": ability, "fighter": fighter})
        }
        7 | 8 => json!({"type": "pass", "side": side}),
        9 => json!({"type": "play_ploy", "side": side, "card": card}),
        10 => json!({"type": "equip", "side": side, "fighter": fighter, "card": card}),
        11 => json!({"type": "delve", "side": side, "fighter": fighter}),
        12 => json!({"type": "use_ability", "side": side, "ability": "fixture-rally"}),
        13 => json!({"type": "damage", "side": side, "fighter": fighter, "amount": amount}),
        14 => {
            json!({"type": dice.pick(&["heal", "inspire", "uninspire", "raise"]), "side": side, "fighter": fighter})
        }
        15 => {
            json!({"type": "token", "side": side, "fighter": fighter, "token": token, "present": dice.roll(2) == 0})
        }
        16 => json!({"type": "stand", "side": side, "fighter": fighter, "feature": feature}),
        17 => json!({"type": "score_objective", "side": side, "card": card}),
        _ => json!({"type": "end_phase_done", "side": side}),
    }
}

#[test]
fn no_event_panics_and_a_refused_one_changes_nothing_at_any_point_of_a_game() {
    let mut over = 0;
    for seed in 1..=40u64 {
        let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut t = Table::new(setup());
        let mut glory = [0; 2];
        for _ in 0..1500 {
            let event = match dice.roll(3) {
                0 => next_event(t.state()),
                _ => any_event(&mut dice, t.state()),
            };
            let entry = Entry::from_value(event.clone()).expect("a well-formed event");
            let Entry::Play(typed) = entry.clone() else {
                unreachable!("a game event")
            };
            // Every rule is checked before anything changes, even applied in place.
            let mut in_place = t.state().clone();
            let applied = <Underworlds as Play>::apply(&mut in_place, &typed, Lang::En);
            match (t.0.record(entry, Lang::En), applied) {
                (Ok(()), Ok(())) => {
                    assert_eq!(t.state(), &in_place);
                    // Glory is never spent (§3.2).
                    for (side, last) in glory.iter_mut().enumerate() {
                        let now = t.state().sides[side].glory.total;
                        assert!(now >= *last, "{event}: glory went down");
                        *last = now;
                    }
                }
                (Err(d), Err(_)) => {
                    assert_eq!(
                        t.state(),
                        &in_place,
                        "{event} was refused and changed the state"
                    );
                    assert!(!d.message.is_empty() && !d.help.is_empty(), "{event}");
                }
                (recorded, applied) => panic!("{event}: {recorded:?} but {applied:?}"),
            }
            if t.state().stage == Stage::Over {
                over += 1;
                t.outcome(Lang::Es);
                break;
            }
        }
        // The state is the fold of its log.
        let again = Match::<Underworlds>::replay(setup(), &catalog(), t.0.log().to_vec(), Lang::En)
            .expect("the log replays");
        assert_eq!(again.state(), t.state());
    }
    assert!(over > 10, "only {over} games reached the end");
}

#[test]
fn undo_and_redo_anywhere_in_a_game_give_the_fold_from_the_start_in_either_language() {
    use crate::matches::from_the_start::{record_both_ways, KEPT_EVERY};
    for seed in 1..=3u64 {
        let mut dice = Dice(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15));
        let mut t = Table::new(setup());
        let mut log = Vec::new();
        let mut take = |t: &mut Table, entry: Entry<UnderworldsEvent>, lang: Lang| {
            let _ = t.0.record(entry.clone(), lang);
            log.push((entry, lang));
        };
        // A whole game, wrong events among the right ones, a fifth of them in Spanish.
        while t.state().stage != Stage::Over {
            let event = match dice.roll(4) {
                0 => any_event(&mut dice, t.state()),
                _ => next_event(t.state()),
            };
            let lang = if dice.roll(5) == 0 {
                Lang::Es
            } else {
                Lang::En
            };
            take(&mut t, Entry::from_value(event).unwrap(), lang);
            // Now and then: undo and redo one, a chain back and forward, a jump back and
            // all the way forward again.
            let (head, len) = (t.0.head(), t.0.timeline().len());
            let entries = match dice.roll(10) {
                0 => vec![
                    Entry::Undo {
                        to: head.saturating_sub(1),
                    },
                    Entry::Redo { to: head },
                ],
                1 => {
                    let down = dice.roll(40).min(head);
                    let back = (1..=down).map(|k| Entry::Undo { to: head - k });
                    back.chain((1..=down).map(|k| Entry::Redo {
                        to: head - down + k,
                    }))
                    .collect()
                }
                2 => vec![
                    Entry::Undo {
                        to: dice.roll(head + 1),
                    },
                    Entry::Redo { to: len },
                ],
                _ => vec![],
            };
            for entry in entries {
                let lang = if dice.roll(5) == 0 {
                    Lang::Es
                } else {
                    Lang::En
                };
                take(&mut t, entry, lang);
            }
        }
        let len = t.0.timeline().len();
        assert!(
            len > KEPT_EVERY,
            "seed {seed}: the timeline passes a kept state ({len})"
        );
        let (game, refused) = record_both_ways::<Underworlds>(&setup(), &catalog(), log.clone());
        assert_eq!(game.state().stage, Stage::Over);
        assert!(
            refused > 10,
            "seed {seed}: wrong events refused both ways ({refused})"
        );
        // The same game in English, then to a kept state and back in either language: the
        // state kept in English (by the first undo, which passes it) gives no Spanish words.
        let mut english: Vec<_> = log.into_iter().map(|(e, _)| (e, Lang::En)).collect();
        english.extend([
            (Entry::Undo { to: KEPT_EVERY + 1 }, Lang::En),
            (Entry::Redo { to: len }, Lang::En),
            (Entry::Undo { to: KEPT_EVERY }, Lang::Es),
            (Entry::Redo { to: len }, Lang::Es),
            (Entry::Undo { to: KEPT_EVERY }, Lang::En),
            (Entry::Undo { to: 0 }, Lang::Es),
            (Entry::Redo { to: KEPT_EVERY }, Lang::Es),
            (Entry::Redo { to: len }, Lang::En),
        ]);
        let (game, _) = record_both_ways::<Underworlds>(&setup(), &catalog(), english);
        assert_eq!(game.head(), len);
    }
}
