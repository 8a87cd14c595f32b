//! A small hand-made catalogue for the Underworlds tests. Not game data: every warband,
//! fighter, card and number here is a fixture, and every name says so ("Fixture …").
//! The fighters' stats are the digest's suggested fake profile (Move 3, Save 1 shield,
//! Health 4, Bounty 2, a weapon of Range 1, Dice 2, hammer, Damage 2), varied a little.
//!
//! - Warbands: `WARDENS` (complete, one leader, a warscroll ability with 2 generic tokens
//!   and one limited to the runemark `MARK`, which a fighter carries); `RAIDERS` (complete,
//!   one leader, dodge saves and swords); `STRAYS` (roster not complete, no leader known,
//!   faces and values unknown, an ability whose token count is unknown and one limited to
//!   a runemark no fighter carries).
//! - Decks, each 12 objectives and 20 power cards named "Fixture X objective n", "… ploy
//!   n", "… upgrade n": `DECK_A` (a plot card, 2 surge objectives, 10 ploys and 10
//!   upgrades, an upgrade limited to `MARK`); `DECK_B` (no plot card, 8 surge objectives,
//!   12 ploys and 8 upgrades, one ploy sharing a name with one of `DECK_A` but for case and
//!   spaces); `DECK_C` (a plot card, an objective limited to a runemark no fixture fighter
//!   carries); `DECK_PARTIAL` (cards not known in full).
//! - One legality list: Rivals in `SEASON`.
//!
//! `rivals_list()` and `nemesis_list()` are legal lists other modules' tests can start
//! from.

use super::catalog::*;
use super::list::UnderworldsList;

/// Where every fixture record says it comes from.
pub(crate) const SOURCE: &str = "test fixture, not real data";
/// The complete warband with a leader.
pub(crate) const WARDENS: &str = "fixture-wardens";
/// A second complete warband with a leader.
pub(crate) const RAIDERS: &str = "fixture-raiders";
/// The warband whose roster is not complete.
pub(crate) const STRAYS: &str = "fixture-strays";
/// A deck with a plot card and 2 surge objectives.
pub(crate) const DECK_A: &str = "fixture-deck-a";
/// A deck without a plot card, with 8 surge objectives and 12 ploys.
pub(crate) const DECK_B: &str = "fixture-deck-b";
/// A second deck with a plot card.
pub(crate) const DECK_C: &str = "fixture-deck-c";
/// A deck whose cards are not known in full.
pub(crate) const DECK_PARTIAL: &str = "fixture-deck-partial";
/// The season of the fixture's (Rivals) legality list.
pub(crate) const SEASON: &str = "fixture-season";
/// A runemark a Wardens fighter carries.
pub(crate) const MARK: &str = "fixture-mark";
/// A runemark no fixture fighter carries.
pub(crate) const UNSEEN_MARK: &str = "fixture-unseen-mark";

fn name(en: &str) -> Name {
    Name {
        en: en.to_owned(),
        es: None,
    }
}

/// A melee weapon: Range 1, Dice 2, hammer, Damage 2 (fixture values).
pub(crate) fn weapon(name: &str) -> Weapon {
    Weapon {
        name: Some(name.to_owned()),
        kind: WeaponKind::Melee,
        range: 1,
        dice: 2,
        symbol: AttackSymbol::Hammer,
        damage: 2,
        abilities: Vec::new(),
        other_abilities: Vec::new(),
    }
}

/// A face: Move 3, Save 1 shield, Health 4, Bounty 2 and one melee weapon (fixture values).
pub(crate) fn face() -> Face {
    Face {
        moves: Some(3),
        save: Some(Save {
            dice: 1,
            symbol: SaveSymbol::Shield,
        }),
        health: Some(4),
        bounty: Some(2),
        weapons: vec![weapon("Fixture hammer")],
    }
}

/// A fighter with the fixture face on both sides (the inspired one with a third die).
pub(crate) fn fighter(id: &str, en: &str, runemarks: &[&str]) -> Fighter {
    let mut inspired = face();
    inspired.weapons[0].dice = 3;
    Fighter {
        id: id.to_owned(),
        name: name(en),
        runemarks: runemarks.iter().map(|r| (*r).to_owned()).collect(),
        uninspired: Some(face()),
        inspired: Some(inspired),
        doubts: Vec::new(),
    }
}

fn ability(id: &str, en: &str) -> WarscrollAbility {
    WarscrollAbility {
        id: id.to_owned(),
        name: name(en),
        runemark: None,
        generic_tokens: false,
        token_count: None,
    }
}

fn warband(id: &str, en: &str, fighters: Vec<Fighter>) -> Warband {
    Warband {
        id: id.to_owned(),
        name: name(en),
        source: SOURCE.to_owned(),
        playstyle: None,
        alliance: None,
        fighter_count: None,
        roster_complete: true,
        fighters,
        abilities: Vec::new(),
        inspire: None,
    }
}

fn wardens() -> Warband {
    let mut marksman = fighter("fixture-marksman", "Fixture Marksman", &[MARK]);
    for face in [&mut marksman.uninspired, &mut marksman.inspired]
        .into_iter()
        .flatten()
    {
        face.weapons.push(Weapon {
            kind: WeaponKind::Ranged,
            range: 3,
            damage: 1,
            ..weapon("Fixture bow")
        });
    }
    Warband {
        abilities: vec![
            WarscrollAbility {
                generic_tokens: true,
                token_count: Some(2),
                ..ability("fixture-rally", "Fixture Rally")
            },
            WarscrollAbility {
                runemark: Some(MARK.to_owned()),
                ..ability("fixture-aimed-shot", "Fixture Aimed Shot")
            },
        ],
        ..warband(
            WARDENS,
            "Fixture Wardens",
            vec![
                fighter("fixture-captain", "Fixture Captain", &[LEADER]),
                marksman,
                fighter("fixture-warden", "Fixture Warden", &[]),
            ],
        )
    }
}

fn raiders() -> Warband {
    let raider = |id: &str, en: &str, runemarks: &[&str]| {
        let mut f = fighter(id, en, runemarks);
        for face in [&mut f.uninspired, &mut f.inspired].into_iter().flatten() {
            face.save = Some(Save {
                dice: 1,
                symbol: SaveSymbol::Dodge,
            });
            face.weapons[0].symbol = AttackSymbol::Swords;
        }
        f
    };
    warband(
        RAIDERS,
        "Fixture Raiders",
        vec![
            raider("fixture-chief", "Fixture Chief", &[LEADER]),
            raider("fixture-raider-1", "Fixture Raider 1", &[]),
            raider("fixture-raider-2", "Fixture Raider 2", &[]),
            raider("fixture-hound", "Fixture Hound", &["fixture-beast"]),
        ],
    )
}

fn strays() -> Warband {
    let partial = Face {
        health: None,
        bounty: None,
        ..face()
    };
    Warband {
        roster_complete: false,
        abilities: vec![
            WarscrollAbility {
                generic_tokens: true,
                ..ability("fixture-stray-tokens", "Fixture Stray Tokens")
            },
            WarscrollAbility {
                runemark: Some(UNSEEN_MARK.to_owned()),
                ..ability("fixture-stray-trick", "Fixture Stray Trick")
            },
        ],
        ..warband(
            STRAYS,
            "Fixture Strays",
            vec![
                Fighter {
                    uninspired: None,
                    inspired: None,
                    ..fighter("fixture-stray-1", "Fixture Stray 1", &[])
                },
                Fighter {
                    uninspired: Some(partial),
                    inspired: None,
                    ..fighter("fixture-stray-2", "Fixture Stray 2", &[])
                },
            ],
        )
    }
}

fn card(deck: &str, kind: &str, n: usize, card_kind: CardKind) -> Card {
    Card {
        id: format!("fixture-{deck}-{kind}-{n}"),
        name: name(&format!("Fixture {} {kind} {n}", deck.to_uppercase())),
        code: None,
        kind: card_kind,
        surge: false,
        restricted: false,
        glory: Some(1),
        runemark: None,
    }
}

/// A complete deck `fixture-deck-<letter>`: 12 objectives (the first `surge` of them
/// surge), `ploys` ploys and 20 − `ploys` upgrades.
fn deck(letter: &str, plot: bool, surge: usize, ploys: usize) -> Deck {
    let mut cards = Vec::new();
    for n in 1..=12 {
        cards.push(Card {
            surge: n <= surge,
            ..card(letter, "objective", n, CardKind::Objective)
        });
    }
    for n in 1..=ploys {
        cards.push(Card {
            glory: None,
            ..card(letter, "ploy", n, CardKind::Ploy)
        });
    }
    for n in 1..=20 - ploys {
        cards.push(card(letter, "upgrade", n, CardKind::Upgrade));
    }
    // Codes as the community card database writes them: the deck's letters and a number.
    for (n, card) in cards.iter_mut().enumerate() {
        card.code = Some(format!("F{}{}", letter.to_uppercase(), n + 1));
    }
    let id = format!("fixture-deck-{letter}");
    Deck {
        plot: plot.then(|| Plot {
            id: format!("{id}-plot"),
            name: name(&format!("Fixture {} plot", letter.to_uppercase())),
        }),
        id,
        name: name(&format!("Fixture Deck {}", letter.to_uppercase())),
        source: SOURCE.to_owned(),
        playstyle: None,
        code: Some(format!("F{}", letter.to_uppercase())),
        cards_complete: true,
        cards,
    }
}

fn renamed(deck: &mut Deck, id: &str, en: &str) {
    let card = deck.cards.iter_mut().find(|c| c.id == id).expect(id);
    card.name = name(en);
}

fn limited(deck: &mut Deck, id: &str, runemark: &str) {
    let card = deck.cards.iter_mut().find(|c| c.id == id).expect(id);
    card.runemark = Some(runemark.to_owned());
}

/// The fixture's parts, for a test that changes one thing before building the catalogue.
pub(crate) fn parts() -> CatalogParts {
    let mut a = deck("a", true, 2, 10);
    renamed(&mut a, "fixture-a-ploy-10", "Fixture shared ploy");
    limited(&mut a, "fixture-a-upgrade-1", MARK);
    let mut b = deck("b", false, 8, 12);
    renamed(&mut b, "fixture-b-ploy-12", "fixture Shared  Ploy");
    let mut c = deck("c", true, 0, 8);
    limited(&mut c, "fixture-c-objective-1", UNSEEN_MARK);
    let partial = Deck {
        id: DECK_PARTIAL.to_owned(),
        name: name("Fixture Deck Partial"),
        cards_complete: false,
        plot: None,
        cards: vec![
            card("partial", "objective", 1, CardKind::Objective),
            card("partial", "ploy", 1, CardKind::Ploy),
        ],
        ..deck("partial", false, 0, 0)
    };
    CatalogParts {
        warbands: vec![wardens(), raiders(), strays()],
        decks: vec![a, b, c, partial],
        legality: vec![Legality {
            play_format: PlayFormat::Rivals,
            season: SEASON.to_owned(),
            source: SOURCE.to_owned(),
            warbands: Some(vec![WARDENS.to_owned(), RAIDERS.to_owned()]),
            decks: Some(vec![DECK_A.to_owned(), DECK_B.to_owned()]),
            banned: vec!["fixture-b-objective-1".to_owned()],
            restricted: vec![
                "fixture-a-ploy-1".to_owned(),
                "fixture-b-ploy-1".to_owned(),
                "fixture-b-ploy-2".to_owned(),
            ],
            max_restricted: Some(1),
        }],
        community: None,
    }
}

/// The fixture catalogue.
pub(crate) fn catalog() -> Catalog {
    Catalog::new(parts()).expect("the fixture is a catalogue")
}

/// A legal Rivals list: `warband` with every card of `deck` (a complete fixture deck).
pub(crate) fn rivals_list_of(warband: &str, deck: &str) -> UnderworldsList {
    let parts = parts();
    let deck = parts.decks.iter().find(|d| d.id == deck).expect(deck);
    let mut list = UnderworldsList::new("Fixture Rivals list", PlayFormat::Rivals, warband);
    list.decks = vec![deck.id.clone()];
    for card in &deck.cards {
        let pile = match card.kind {
            CardKind::Objective => &mut list.objectives,
            CardKind::Ploy | CardKind::Upgrade => &mut list.power,
        };
        pile.push(card.id.clone());
    }
    list
}

/// A legal Rivals list: the Wardens with the whole of deck A.
pub(crate) fn rivals_list() -> UnderworldsList {
    rivals_list_of(WARDENS, DECK_A)
}

/// The card ids `fixture-<deck>-<kind>-<n>` for `n` in `range` (deck `a`, kind `ploy`).
pub(crate) fn ids(deck: &str, kind: &str, range: std::ops::RangeInclusive<usize>) -> Vec<String> {
    range
        .map(|n| format!("fixture-{deck}-{kind}-{n}"))
        .collect()
}

/// A legal Nemesis list: the Wardens with decks A and B; 12 objectives (4 surge), 10 ploys
/// and 10 upgrades, no name twice.
pub(crate) fn nemesis_list() -> UnderworldsList {
    nemesis_list_of(DECK_A, DECK_B)
}

/// The Wardens with two fixture decks (`DECK_A`, `DECK_C`…): objectives 1–6 of the first
/// and 7–12 of the second, ploys and upgrades 1–5 of each.
pub(crate) fn nemesis_list_of(first: &str, second: &str) -> UnderworldsList {
    // A fixture deck's cards are `fixture-<letter>-…`, its id `fixture-deck-<letter>`.
    let (a, b) = (
        first.rsplit('-').next().unwrap_or(first),
        second.rsplit('-').next().unwrap_or(second),
    );
    let mut list = UnderworldsList::new("Fixture Nemesis list", PlayFormat::Nemesis, WARDENS);
    list.decks = vec![first.to_owned(), second.to_owned()];
    list.objectives = [ids(a, "objective", 1..=6), ids(b, "objective", 7..=12)].concat();
    list.power = [
        ids(a, "ploy", 1..=5),
        ids(a, "upgrade", 1..=5),
        ids(b, "ploy", 1..=5),
        ids(b, "upgrade", 1..=5),
    ]
    .concat();
    list
}
