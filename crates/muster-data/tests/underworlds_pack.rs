//! Loading Underworlds packs: the rulebook's own facts hold exactly the names it gives (and
//! nothing it does not), the shipped pack keeps them beside the community data, a folder's
//! packs load and merge in name order, and a broken pack is refused naming its file and the
//! place of the fault. The packs written here are
//! made up for the tests (fixture, not real data).

use crate::common;
use muster_core::games::underworlds::Underworlds;

use common::{repo, Scratch};
use muster_core::games::underworlds::{CardKind, Catalog, PACK_FORMAT};
use muster_core::Lang;
use muster_data::Pack;

/// A small made-up pack: one warband of one fighter, one deck of one card.
fn pack(warband: &str, deck: &str) -> String {
    format!(
        r#"{{"format": "{PACK_FORMAT}", "source": "fixture, not real data",
            "warbands": [{{"id": "{warband}", "name": {{"en": "Test Band"}}, "source": "fixture",
                "fighters": [{{"id": "one", "name": {{"en": "One"}}, "runemarks": ["leader"]}}]}}],
            "decks": [{{"id": "{deck}", "name": {{"en": "Test Deck"}}, "source": "fixture",
                "cards": [{{"id": "first", "name": {{"en": "First"}}, "kind": "objective", "glory": 1}}]}}],
            "legality": []}}"#
    )
}

fn names(catalog: &Catalog, lang: Lang) -> (Vec<&str>, Vec<&str>) {
    (
        catalog
            .warbands()
            .iter()
            .map(|w| w.name.get(lang))
            .collect(),
        catalog.decks().iter().map(|d| d.name.get(lang)).collect(),
    )
}

/// The rulebook's own facts, the hand-written pack the import joins to the community data.
fn rulebook() -> Catalog {
    let file = repo().join("data/underworlds/sources/rulebook.json");
    let text = std::fs::read_to_string(&file).unwrap();
    Catalog::new(muster_data::underworlds::read_pack("rulebook.json", &text).unwrap()).unwrap()
}

#[test]
fn the_rulebooks_facts_hold_exactly_its_names() {
    let catalog = rulebook();
    // The Spanish names as the rulebook prints them (L243, L231, L177-189).
    let (warbands, decks) = names(&catalog, Lang::Es);
    assert_eq!(warbands, ["La Guardiascua", "Los Tuneladores de Zikkít"]);
    assert_eq!(
        decks,
        [
            "Asalto implacable",
            "Centinelas de piedrascua",
            "Pillaje y saqueo",
            "Cuenta atrás al Cataclismo"
        ]
    );
    let (warbands, decks) = names(&catalog, Lang::En);
    assert_eq!(warbands, ["The Emberwatch", "Zikkit's Tunnelpack"]);
    assert_eq!(
        decks,
        [
            "Blazing Assault",
            "Emberstone Sentinels",
            "Pillage and Plunder",
            "Countdown to Cataclysm"
        ]
    );
    assert!(catalog.legality().is_empty());
}

#[test]
fn the_rulebooks_facts_invent_nothing_it_does_not_give() {
    let catalog = rulebook();
    for warband in catalog.warbands() {
        assert!(!warband.roster_complete, "{}", warband.id);
        assert_eq!(warband.playstyle, None, "{}", warband.id);
        assert_eq!(warband.inspire, None, "{}", warband.id);
        assert_eq!(warband.fighter_count, None, "{}", warband.id);
        assert_eq!(warband.alliance, None, "{}", warband.id);
        assert_eq!(
            warband.fighters.len(),
            1,
            "{}: one named fighter",
            warband.id
        );
        for fighter in &warband.fighters {
            assert!(fighter.uninspired.is_none() && fighter.inspired.is_none());
            // The rulebook names no warband's leader.
            assert!(!fighter.is_leader(), "{}", fighter.id);
        }
        for ability in &warband.abilities {
            assert_eq!(ability.token_count, None);
        }
    }
    for deck in catalog.decks() {
        assert!(!deck.cards_complete, "{}", deck.id);
        assert!(deck.cards.is_empty(), "{}", deck.id);
        assert_eq!(deck.plot, None, "{}", deck.id);
        assert_eq!(
            deck.playstyle.is_some(),
            deck.source.contains("playstyle Strike from the digest"),
            "{}",
            deck.id
        );
    }
}

#[test]
fn the_shipped_pack_keeps_the_rulebooks_names_fighters_and_ability() {
    let catalog = Underworlds::bundled().unwrap();
    let book = rulebook();
    for warband in book.warbands() {
        let shipped = catalog.warband(&warband.id).unwrap();
        assert_eq!(shipped.name, warband.name);
        // The rulebook's fighters are among the community's cards, with its Spanish names
        // and runemarks.
        for fighter in &warband.fighters {
            let card = shipped.fighter(&fighter.id).unwrap();
            assert_eq!(card.name, fighter.name);
            assert!(fighter.runemarks.iter().all(|r| card.runemarks.contains(r)));
        }
        assert_eq!(shipped.abilities, warband.abilities);
    }
    for deck in book.decks() {
        assert_eq!(catalog.deck(&deck.id).unwrap().name, deck.name);
    }
    let emberwatch = catalog.warband("the-emberwatch").unwrap();
    assert_eq!(emberwatch.fighter("ardorn").unwrap().name.en, "Ardorn");
    // The community's cards hold all three fighters; the rulebook names one.
    assert_eq!(emberwatch.fighter_count, Some(3));
    assert_eq!(emberwatch.fighters.len(), 3);
    assert!(emberwatch.roster_complete);
    assert!(emberwatch.fighter("ardorn").unwrap().is_leader());
}

#[test]
fn ardorn_tik_tik_and_boom_are_where_the_rulebook_puts_them() {
    let catalog = Underworlds::bundled().unwrap();
    let emberwatch = catalog.warband("the-emberwatch").unwrap();
    assert_eq!(emberwatch.fighter("ardorn").unwrap().name.en, "Ardorn");
    let tunnelpack = catalog.warband("zikkits-tunnelpack").unwrap();
    let tik_tik = tunnelpack.fighter("tik-tik").unwrap();
    let boom = &tunnelpack.abilities[0];
    assert_eq!(
        (boom.name.en.as_str(), boom.name.get(Lang::Es)),
        ("Boom!", "¡Boom!")
    );
    // L231: Boom! carries the runemark only Tik Tik has in the warband.
    let mark = boom
        .runemark
        .as_deref()
        .expect("Boom! is gated by a runemark");
    assert!(tik_tik.runemarks.iter().any(|r| r == mark));
    assert!(tunnelpack
        .fighters
        .iter()
        .filter(|f| f.id != "tik-tik")
        .all(|f| !f.runemarks.iter().any(|r| r == mark)));
}

#[test]
fn every_shipped_record_names_its_sources() {
    let catalog = Underworlds::bundled().unwrap();
    let book = rulebook();
    let records = catalog
        .warbands()
        .iter()
        .map(|w| (&w.id, &w.source, book.warband(&w.id).is_some()))
        .chain(
            catalog
                .decks()
                .iter()
                .map(|d| (&d.id, &d.source, book.deck(&d.id).is_some())),
        );
    for (id, source, in_the_rulebook) in records {
        assert!(
            source.starts_with("community data at commit "),
            "{id}: {source}"
        );
        assert_eq!(
            source.contains("rulebook L"),
            in_the_rulebook,
            "{id}: {source}"
        );
    }
}

#[test]
fn the_shipped_folder_loads_the_same_catalogue_as_the_compiled_in_pack() {
    let folder = Underworlds::load_dir(&repo().join("data/underworlds")).unwrap();
    let bundled = Underworlds::bundled().unwrap();
    assert_eq!(folder.parts(), bundled.parts());
}

#[test]
fn a_folders_packs_merge_in_name_order() {
    let scratch = Scratch::new("merge");
    scratch.write("b.json", &pack("band-b", "deck-b"));
    scratch.write("a.json", &pack("band-a", "deck-a"));
    scratch.write("notes.txt", "not a pack");
    let catalog = Underworlds::load_dir(scratch.dir()).unwrap();
    let ids: Vec<&str> = catalog.warbands().iter().map(|w| w.id.as_str()).collect();
    assert_eq!(ids, ["band-a", "band-b"]);
    assert_eq!(
        catalog.deck("deck-b").unwrap().cards[0].kind,
        CardKind::Objective
    );
}

#[test]
fn broken_json_names_the_file_line_and_column() {
    let text = pack("band", "deck").replacen("\"source\"", "\"source\" ", 1) + ",";
    let err = Underworlds::load_texts(&[("broken.json", &text)]).unwrap_err();
    assert_eq!(err.file, "broken.json");
    assert!(err.place.starts_with("line "), "{err}");
    assert!(err.message.contains("not valid JSON"), "{err}");
}

#[test]
fn a_schema_fault_names_the_file_and_the_json_pointer() {
    let good = pack("band", "deck");
    let cases = [
        (
            good.replace("\"kind\": \"objective\"", "\"kind\": \"gambit\""),
            "/decks/0/cards/0/kind",
        ),
        (
            good.replace("\"glory\": 1", "\"glory\": -1"),
            "/decks/0/cards/0/glory",
        ),
        (
            good.replace("\"id\": \"one\"", "\"id\": \"One Fighter\""),
            "/warbands/0/fighters/0/id",
        ),
        (
            good.replace("\"runemarks\"", "\"runes\""),
            "/warbands/0/fighters/0",
        ),
        (
            good.replace(PACK_FORMAT, "muster-underworlds-pack/2"),
            "/format",
        ),
        (
            good.replace(
                "\"kind\": \"objective\", \"glory\": 1",
                "\"kind\": \"upgrade\", \"surge\": true",
            ),
            "/decks/0/cards/0/surge",
        ),
    ];
    for (text, place) in cases {
        let err = Underworlds::load_texts(&[("bad.json", &text)]).unwrap_err();
        assert_eq!(
            (err.file.as_str(), err.place.as_str()),
            ("bad.json", place),
            "{err}"
        );
    }
}

#[test]
fn a_repeated_id_is_refused_in_the_file_that_repeats_it() {
    // Inside one file: a second card with the id of the first.
    let twice = pack("band", "deck").replace(
        r#""glory": 1}]"#,
        r#""glory": 1}, {"id": "first", "name": {"en": "Again"}, "kind": "ploy"}]"#,
    );
    let err = Underworlds::load_texts(&[("deck.json", &twice)]).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("deck.json", "/decks/0/cards/1/id")
    );
    assert!(err.message.contains("'first'"), "{err}");

    // Across files: the later file's deck, naming where the first one is.
    let a = pack("band-a", "deck");
    let b = pack("band-b", "deck");
    let err = Underworlds::load_texts(&[("a.json", &a), ("b.json", &b)]).unwrap_err();
    assert_eq!(
        (err.file.as_str(), err.place.as_str()),
        ("b.json", "/decks/0/id")
    );
    assert!(err.message.contains("a.json"), "{err}");
}

#[test]
fn a_missing_or_empty_folder_is_named() {
    let missing = repo().join("data/no-such-folder");
    let err = Underworlds::load_dir(&missing).unwrap_err();
    assert!(err.file.ends_with("no-such-folder"), "{err}");
    let empty = Scratch::new("empty");
    let err = Underworlds::load_dir(empty.dir()).unwrap_err();
    assert!(err.message.contains("no *.json"), "{err}");
    assert!(Underworlds::load_texts(&[]).is_err());
}

#[test]
fn every_warband_with_the_community_cards_is_legal_its_doubts_warnings_only() {
    use muster_core::games::underworlds::{PlayFormat, Underworlds, UnderworldsList};
    use muster_core::{Game, Lang, Severity};
    let catalog = Underworlds::bundled().unwrap();
    let deck = catalog.deck("blazing-assault").unwrap();
    let mut doubtful = 0;
    for warband in catalog.warbands().iter().filter(|w| w.roster_complete) {
        let mut list = UnderworldsList::new("Shelf", PlayFormat::Rivals, &warband.id);
        list.decks = vec![deck.id.clone()];
        for card in &deck.cards {
            match card.kind {
                muster_core::games::underworlds::CardKind::Objective => {
                    list.objectives.push(card.id.clone())
                }
                _ => list.power.push(card.id.clone()),
            }
        }
        for lang in Lang::ALL {
            let report = Underworlds::validate(&list, &catalog, &(), lang);
            assert!(report.legal, "{}: {:#?}", warband.id, report.diagnostics);
            let warnings: Vec<&str> = report
                .diagnostics
                .iter()
                .filter(|d| d.severity == Severity::Warning)
                .map(|d| d.code)
                .collect();
            let expected = warband
                .fighters
                .iter()
                .filter(|f| !f.doubts.is_empty())
                .count();
            assert_eq!(
                warnings,
                vec!["underworlds.warband.doubtful"; expected],
                "{}",
                warband.id
            );
            if lang == Lang::En {
                doubtful += expected;
            }
        }
    }
    // Slynk, Kixi-Taka, Zarbag; the four Gardeners; Stalagsquig; Mollog, Gorlok, Spinefin,
    // Sotek's Venomites; Sarrakkar, Tazari, Krieta (some cards carry more than one doubt).
    assert!(doubtful >= 12, "{doubtful}");
}
