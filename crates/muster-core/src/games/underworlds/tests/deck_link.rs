//! Deck links on the fixture catalogue (made-up cards whose codes are `FA1`…`FA32`, not game
//! data): a link, its `deck=` part or bare codes read back to a list or the player's own
//! deck, a list written as a link, and every bad code named at its place.

use crate::games::underworlds::deck_link::{
    deck_of_link, link_of, list_of_link, parse_link, LinkFault, LINK_BASE, MAX_CODES,
};
use crate::games::underworlds::test_fixture::{catalog, rivals_list_of, DECK_A, DECK_B, WARDENS};
use crate::games::underworlds::PlayFormat;
use crate::lang::Lang;

fn codes(letter: &str, range: std::ops::RangeInclusive<usize>) -> Vec<String> {
    range.map(|n| format!("F{letter}{n}")).collect()
}

#[test]
fn a_link_reads_as_its_codes_format_and_name() {
    let all = codes("A", 1..=32).join(",");
    let link = parse_link(&format!(
        "{LINK_BASE}?deck=0,{all}&format=rivals&deckname=My%20Alpha+Deck"
    ))
    .unwrap();
    assert_eq!(link.codes, codes("A", 1..=32));
    assert_eq!(link.format, Some(PlayFormat::Rivals));
    assert_eq!(link.name.as_deref(), Some("My Alpha Deck"));
    // Its `deck=` part alone, and the codes alone on lines, read the same cards.
    assert_eq!(
        parse_link(&format!("deck=0,{all}")).unwrap().codes,
        link.codes
    );
    let lines = codes("A", 1..=32).join("\n");
    let bare = parse_link(&lines).unwrap();
    assert_eq!(
        (bare.codes, bare.format, bare.name),
        (link.codes, None, None)
    );
}

#[test]
fn a_rivals_link_makes_the_list_of_its_deck_and_the_list_gives_its_link_back() {
    let catalog = catalog();
    let list = rivals_list_of(WARDENS, DECK_A);
    let link = link_of(&list, &catalog).unwrap();
    assert!(
        link.starts_with(&format!("{LINK_BASE}?deck=0,FA1,FA2,")),
        "{link}"
    );
    assert!(
        link.ends_with("&format=rivals&deckname=Fixture%20Rivals%20list"),
        "{link}"
    );
    let read = list_of_link(&parse_link(&link).unwrap(), &catalog, &list.name, WARDENS).unwrap();
    assert_eq!(read, list);
}

#[test]
fn codes_of_two_decks_make_a_nemesis_list_of_both() {
    let catalog = catalog();
    let mut mixed = codes("A", 1..=6);
    mixed.extend(codes("B", 1..=6));
    mixed.extend(codes("A", 13..=22));
    mixed.extend(codes("B", 23..=32));
    let list = list_of_link(
        &parse_link(&mixed.join(",")).unwrap(),
        &catalog,
        "Mixed",
        WARDENS,
    )
    .unwrap();
    assert_eq!(list.play_format, PlayFormat::Nemesis);
    assert_eq!(list.decks, [DECK_A, DECK_B]);
    assert_eq!((list.objectives.len(), list.power.len()), (12, 20));
}

#[test]
fn a_link_makes_the_players_own_deck_of_its_cards() {
    let catalog = catalog();
    let link = parse_link(&codes("B", 1..=32).join(",")).unwrap();
    let deck = deck_of_link(&link, &catalog, "my-beta", "My Beta", "user: a deck link").unwrap();
    let shipped = catalog.deck(DECK_B).unwrap();
    assert_eq!(deck.cards, shipped.cards);
    assert_eq!(deck.plot, shipped.plot, "a whole deck keeps its plot card");
    assert_eq!(
        (deck.id.as_str(), deck.source.as_str()),
        ("my-beta", "user: a deck link")
    );
    let half = parse_link(&codes("B", 1..=16).join(",")).unwrap();
    let deck = deck_of_link(&half, &catalog, "half", "Half", "user: half").unwrap();
    assert_eq!(deck.cards.len(), 16);
    assert_eq!(deck.plot, None);
}

#[test]
fn every_bad_code_is_named_at_its_place_and_nothing_is_made() {
    let catalog = catalog();
    let link = parse_link("FA1, FA2, ZZ9, FA3, QQ1").unwrap();
    let faults = list_of_link(&link, &catalog, "Bad", WARDENS).unwrap_err();
    assert_eq!(
        faults,
        [
            LinkFault::UnknownCode {
                place: 3,
                code: "ZZ9".into()
            },
            LinkFault::UnknownCode {
                place: 5,
                code: "QQ1".into()
            },
        ]
    );
    assert_eq!(
        faults[0].message(Lang::En),
        "card 3: no card of the Rivals decks has the code ZZ9"
    );
    assert_eq!(
        faults[1].message(Lang::Es),
        "carta 5: ninguna carta de los mazos Rivales tiene el código QQ1"
    );
    assert_eq!(
        parse_link("FA1, hello").unwrap_err(),
        LinkFault::NotACode {
            place: 2,
            text: "hello".into()
        }
    );
    assert_eq!(
        parse_link("deck=0&format=rivals").unwrap_err(),
        LinkFault::Empty
    );
    let many = vec!["FA1"; MAX_CODES + 1].join(",");
    assert_eq!(
        parse_link(&many).unwrap_err(),
        LinkFault::TooMany {
            count: MAX_CODES + 1
        }
    );
}
