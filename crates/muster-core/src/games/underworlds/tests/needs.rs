//! What an Underworlds list needs from a collection (`needs`), on the synthetic fixture
//! catalogue (`test_fixture`, not real data).

use crate::collection::{shortfalls, Collection, Owned};
use crate::games::underworlds::needs::*;
use crate::games::underworlds::test_fixture::{self as fx, catalog, nemesis_list, rivals_list};
use crate::games::underworlds::Underworlds;
use crate::lang::Lang;
use crate::Game;

#[test]
fn a_list_needs_its_warband_and_each_deck_once() {
    let catalog = catalog();
    let needs = Underworlds::needs(&nemesis_list(), &catalog, Lang::Es);
    let got: Vec<(&str, &str, &str, u32, &str)> = needs
        .iter()
        .map(|n| {
            (
                n.kind.id,
                n.item.as_str(),
                n.name.as_str(),
                n.count,
                n.path.as_str(),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("warband", fx::WARDENS, "Fixture Wardens", 1, "/warband"),
            ("deck", fx::DECK_A, "Fixture Deck A", 1, "/decks/0"),
            ("deck", fx::DECK_B, "Fixture Deck B", 1, "/decks/1"),
        ]
    );
    assert_eq!(
        KINDS.iter().map(|k| k.id).collect::<Vec<_>>(),
        ["warband", "deck"]
    );
    assert_eq!(
        (WARBANDS.unit(Lang::Es, 2), DECKS.unit(Lang::En, 1)),
        ("bandas", "Rivals deck")
    );
    // Ids the catalogue lacks are rule findings, not shortfalls.
    let mut list = rivals_list();
    list.warband = "fixture-nobody".into();
    list.decks = vec!["fixture-no-such-deck".into()];
    assert!(Underworlds::needs(&list, &catalog, Lang::En).is_empty());
}

#[test]
fn a_collection_without_the_second_deck_is_short_of_it() {
    let catalog = catalog();
    let list = nemesis_list();
    let needs = Underworlds::needs(&list, &catalog, Lang::En);
    let owned = [
        Owned::new("underworlds", "warband", fx::WARDENS, 1),
        Owned::new("underworlds", "deck", fx::DECK_A, 1),
    ];
    let short = shortfalls(
        &needs,
        &Collection::new("underworlds", &owned, &[]),
        Underworlds::COLLECTION_RULE,
        Lang::En,
    );
    assert_eq!(short.len(), 1);
    assert_eq!(short[0].path, "/decks/1");
    assert_eq!(
        short[0].message,
        "Fixture Deck B: you own 0 Rivals decks, the list needs 1."
    );
    let all = [
        owned[0].clone(),
        owned[1].clone(),
        Owned::new("underworlds", "deck", fx::DECK_B, 1),
    ];
    assert!(shortfalls(
        &needs,
        &Collection::new("underworlds", &all, &[]),
        Underworlds::COLLECTION_RULE,
        Lang::En
    )
    .is_empty());
}
