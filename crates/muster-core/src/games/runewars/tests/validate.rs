//! Checks that need a catalogue shaped for the case: a tiny fixture, not game data.
use crate::games::runewars::validate::validate_list;
use crate::games::runewars::*;
use crate::lang::Lang;
use crate::lang::LocalizedName;
use crate::{diagnostic::Explain, Diagnostic};

fn upgrade(id: &str, slot: SlotIcon, figure: bool) -> UpgradeCard {
    UpgradeCard {
        id: id.into(),
        name: LocalizedName::english(id),
        slot,
        cost: 1,
        faction: Some("fixture".into()),
        unique: false,
        figure: figure.then_some(FigureProfile {
            defense: 1,
            wounds: 1,
        }),
        restrictions: UpgradeRestrictions::default(),
        source: "test fixture".into(),
    }
}

fn fixture(front_rank: Option<u8>) -> Catalog {
    let config = |id: &str, columns, cost, slots: Vec<SlotIcon>| Configuration {
        id: id.into(),
        columns,
        ranks: 1,
        cost,
        slots,
    };
    let mut parts = CatalogParts {
        factions: vec![Faction {
            id: "fixture".into(),
            name: LocalizedName::english("Fixture"),
            source: "test fixture".into(),
        }],
        units: vec![
            UnitCard {
                id: "line".into(),
                name: LocalizedName::english("Line"),
                faction: "fixture".into(),
                unit_type: UnitType::Infantry,
                unique: false,
                configurations: vec![
                    config(
                        "1x1",
                        1,
                        10,
                        vec![SlotIcon::Champion, SlotIcon::Music, SlotIcon::Training],
                    ),
                    config("2x1", 2, 20, vec![SlotIcon::Champion, SlotIcon::Music]),
                ],
                source: "test fixture".into(),
            },
            UnitCard {
                id: "witch".into(),
                name: LocalizedName::english("Witch"),
                faction: "fixture".into(),
                unit_type: UnitType::Infantry,
                unique: true,
                configurations: vec![config("1x1", 1, 30, vec![])],
                source: "test fixture".into(),
            },
        ],
        upgrades: vec![
            upgrade("hero-figure", SlotIcon::Champion, true),
            upgrade("piper", SlotIcon::Music, true),
            upgrade("drill", SlotIcon::Training, false),
            upgrade("apprentice", SlotIcon::Training, false),
        ],
        heroes: vec![HeroRule {
            unit: "witch".into(),
            effects: vec![HeroEffect::ExtraUpgrades {
                faction: "fixture".into(),
                unit_types: vec![UnitType::Infantry],
                upgrades: vec!["apprentice".into()],
                count: 1,
            }],
            source: "test fixture".into(),
        }],
        ..CatalogParts::default()
    };
    if let Some(n) = front_rank {
        parts
            .front_rank_figures_per_tray
            .insert(UnitType::Infantry, n);
    }
    Catalog::new(parts).expect("fixture is consistent")
}

fn list(units: Vec<ListUnit>) -> RuneWarsList {
    RuneWarsList {
        format: "muster-list/1".into(),
        game: "runewars".into(),
        name: "fixture".into(),
        faction: "fixture".into(),
        points_limit: None,
        mode: Mode::Standard,
        units,
        notes: None,
    }
}

fn unit(id: &str, config: &str, upgrades: &[&str]) -> ListUnit {
    ListUnit {
        unit: id.into(),
        config: Some(config.into()),
        upgrades: upgrades.iter().map(|u| (*u).to_owned()).collect(),
        player: None,
    }
}

#[test]
fn more_figure_upgrades_than_front_rank_figures_is_a_warning_where_the_count_is_known() {
    let army = list(vec![unit("line", "1x1", &["hero-figure", "piper"])]);
    let known = validate_list(&army, &fixture(Some(1)), &Options::default(), Lang::En);
    let finding = known
        .diagnostics
        .iter()
        .find(|d| d.code == "runewars.upgrade.front_rank_full")
        .expect("V10 fires");
    assert_eq!(
        (finding.rule, finding.severity),
        ("runewars:1.5", crate::Severity::Warning)
    );
    assert!(known.legal, "a warning keeps the list legal");

    let wider = list(vec![unit("line", "2x1", &["hero-figure", "piper"])]);
    let fits = validate_list(&wider, &fixture(Some(1)), &Options::default(), Lang::En);
    assert!(!fits.codes().contains(&"runewars.upgrade.front_rank_full"));

    let unknown = validate_list(&army, &fixture(None), &Options::default(), Lang::En);
    assert!(!unknown
        .codes()
        .contains(&"runewars.upgrade.front_rank_full"));
}

#[test]
fn an_extra_upgrade_allowance_leaves_the_slot_to_the_upgrade_that_needs_it() {
    // The eligible upgrade is listed first; a greedy pass would give it the only
    // training slot and leave "drill" without one.
    let army = list(vec![
        ListUnit {
            unit: "witch".into(),
            config: None,
            upgrades: vec![],
            player: None,
        },
        unit("line", "1x1", &["apprentice", "drill"]),
    ]);
    let report = validate_list(&army, &fixture(None), &Options::default(), Lang::En);
    assert!(report.legal, "{:#?}", report.diagnostics);
}

#[test]
fn the_next_row_of_the_most_expensive_row_is_itself() {
    let catalog = fixture(None);
    let witch = catalog.unit("witch");
    let mut parts = catalog.parts().clone();
    parts.heroes[0].effects = vec![HeroEffect::SlotsFromNextRow];
    let shifting = Catalog::new(parts).unwrap();
    let heroes = crate::games::runewars::heroes::HeroEffects::gather(&[witch], &shifting);
    let card = shifting.unit("line").unwrap();
    let top = card.configuration("2x1").unwrap();
    assert_eq!(heroes.slots(card, top), top.slots.as_slice());
    let bottom = card.configuration("1x1").unwrap();
    assert_eq!(heroes.slots(card, bottom), top.slots.as_slice());
}

#[test]
fn a_runewars_list_is_legal_or_illegal_never_unconfirmed_its_rules_wait_for_no_value() {
    use crate::Verdict;
    let check = |army: &RuneWarsList, front: Option<u8>| {
        validate_list(army, &fixture(front), &Options::default(), Lang::En)
    };
    // Every value RuneWars' building rules need is a card's printed cost, slot or icon,
    // which every record states: a list keeps the rules or breaks them.
    let legal = check(&list(vec![unit("line", "1x1", &["drill"])]), None);
    assert_eq!(legal.verdict, Verdict::Legal, "{:#?}", legal.diagnostics);
    let mut over = list(vec![unit("line", "2x1", &[]), unit("witch", "1x1", &[])]);
    over.points_limit = Some(40);
    let illegal = check(&over, None);
    assert_eq!(illegal.verdict, Verdict::Illegal);
    assert!(illegal.codes().contains(&"runewars.points.over_limit"));
    // Without the figures per tray, the figure-upgrade check (a warning by the digest,
    // §1.5) is not made, and it makes no list wait: the list is legal either way.
    let figures = list(vec![unit("line", "1x1", &["hero-figure", "piper"])]);
    for front in [None, Some(1)] {
        let report = check(&figures, front);
        assert_eq!(report.verdict, Verdict::Legal, "{:#?}", report.diagnostics);
        assert!(report.awaited.is_empty());
    }
}

/// The ID-token notes as the check made them before issue 22, comparing every unit with
/// every other: the reference the linear check is held to on lists small enough for it.
fn id_tokens_pair_by_pair(army: &RuneWarsList, catalog: &Catalog, lang: Lang) -> Vec<Diagnostic> {
    let units = &army.units;
    let mut notes = Vec::new();
    for (i, entry) in units.iter().enumerate() {
        let first = units[..i].iter().all(|u| u.unit != entry.unit);
        let copies = units.iter().filter(|u| u.unit == entry.unit).count() as u32;
        if let (true, true, Some(card)) = (first, copies > 1, catalog.unit(&entry.unit)) {
            let unit = card.name.get(lang).to_owned();
            notes.push(Finding::IdTokens { unit, copies }.diagnostic(format!("/units/{i}"), lang));
        }
    }
    notes
}

fn id_token_notes(report: &crate::Report<Totals>) -> Vec<Diagnostic> {
    report
        .diagnostics
        .iter()
        .filter(|d| d.code == "runewars.setup.id_tokens")
        .cloned()
        .collect()
}

#[test]
fn each_repeated_card_gets_one_id_token_note_at_its_first_unit_in_list_order() {
    let catalog = fixture(None);
    // An unknown id repeated gets no note: there is no card to name.
    let army = list(vec![
        unit("ghost", "1x1", &[]),
        unit("witch", "1x1", &[]),
        unit("line", "1x1", &[]),
        unit("ghost", "1x1", &[]),
        unit("line", "2x1", &[]),
        unit("witch", "1x1", &[]),
        unit("line", "1x1", &[]),
    ]);
    let report = validate_list(&army, &catalog, &Options::default(), Lang::En);
    let notes = id_token_notes(&report);
    let notes: Vec<(&str, &str)> = notes
        .iter()
        .map(|d| (d.path.as_str(), d.message.as_str()))
        .collect();
    assert_eq!(
        notes,
        [
            ("/units/1", "2 units of Witch: each needs an ID token."),
            ("/units/2", "3 units of Line: each needs an ID token."),
        ]
    );
}

#[test]
fn id_token_notes_are_the_ones_comparing_every_unit_with_every_other_gave() {
    let catalog = fixture(None);
    // Ids compared exactly as written: "Line" and "line " are not "line" (and not cards).
    let ids = ["line", "witch", "ghost", "Line", "line ", ""];
    let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    let mut notes_seen = 0;
    for _ in 0..300 {
        let len = (next() % 40) as usize;
        let units = (0..len)
            .map(|_| unit(ids[(next() % ids.len() as u64) as usize], "1x1", &[]))
            .collect();
        let army = list(units);
        for lang in [Lang::En, Lang::Es] {
            let report = validate_list(&army, &catalog, &Options::default(), lang);
            let expected = id_tokens_pair_by_pair(&army, &catalog, lang);
            assert_eq!(id_token_notes(&report), expected, "{:?}", army.units);
            notes_seen += expected.len();
        }
    }
    assert!(
        notes_seen > 300,
        "the lists repeat cards: {notes_seen} notes"
    );
}

#[test]
fn a_list_of_40000_units_gets_the_id_token_notes_of_its_repeated_slice_with_the_copies_counted() {
    // The witch without her extra-upgrade allowance: 10,000 copies of it would be 10,000
    // allowances offered to every unit, another check than this one.
    let mut parts = fixture(None).parts().clone();
    parts.heroes.clear();
    let catalog = Catalog::new(parts).unwrap();
    let slice = vec![
        unit("ghost", "1x1", &[]),
        unit("line", "1x1", &[]),
        unit("witch", "1x1", &[]),
        unit("ghost", "1x1", &[]),
        unit("line", "2x1", &["piper"]),
        unit("witch", "1x1", &[]),
        unit("line", "1x1", &["drill"]),
        unit("line", "2x1", &[]),
    ];
    let repeats = 5_000;
    let small = validate_list(
        &list(slice.clone()),
        &catalog,
        &Options::default(),
        Lang::En,
    );
    let small_notes = id_token_notes(&small);
    assert_eq!(
        small_notes,
        id_tokens_pair_by_pair(&list(slice.clone()), &catalog, Lang::En)
    );
    assert_eq!(small_notes.len(), 2, "{small_notes:#?}");

    let units: Vec<ListUnit> = slice
        .iter()
        .cycle()
        .take(slice.len() * repeats)
        .cloned()
        .collect();
    assert_eq!(units.len(), 40_000);
    let large = validate_list(&list(units), &catalog, &Options::default(), Lang::En);
    let note = |unit: &str, copies: u32, at: usize| {
        let unit = unit.to_owned();
        Finding::IdTokens { unit, copies }.diagnostic(format!("/units/{at}"), Lang::En)
    };
    // The same units carry the notes; only the counts grow with the repeats.
    assert_eq!(small_notes, [note("Line", 4, 1), note("Witch", 2, 2)]);
    assert_eq!(
        id_token_notes(&large),
        [note("Line", 4 * 5_000, 1), note("Witch", 2 * 5_000, 2)]
    );
}
