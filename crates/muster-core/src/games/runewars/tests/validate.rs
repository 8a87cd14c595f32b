//! Checks that need a catalogue shaped for the case: a tiny fixture, not game data.
use crate::games::runewars::validate::validate_list;
use crate::games::runewars::*;
use crate::lang::Lang;
use crate::lang::LocalizedName;

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
