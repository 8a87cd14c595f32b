//! A small hand-made catalogue for the rule tests: invented units of invented factions,
//! each shaped for a rule (a reinforceable unit, a leader with capped options, a UNIQUE
//! WARMASTER, unpriced terrain, a leader with units it must take, an undersize unit capped
//! per leader…). Not game data: every name and number here is a test
//! fixture, and every name says so. The rules on the imported packs are tested in
//! `crates/muster-data/tests/`.

use super::catalog::*;
use super::list::{Mode, OpenUnit, Regiment, SigmarList, UnitChoice};

/// The fixture army's faction.
pub const HOST: &str = "fixture-host";
/// A second fixture faction, sharing one warscroll id with the third.
pub const RIVALS: &str = "fixture-rivals";
/// A third fixture faction.
pub const THIRD: &str = "fixture-third";

fn unit(id: &str, name: &str, points: Option<u32>, models: u32, keywords: &[&str]) -> Unit {
    Unit {
        id: id.into(),
        name: name.into(),
        points,
        models,
        reinforced: None,
        keywords: keywords.iter().map(|k| (*k).to_owned()).collect(),
        tags: Vec::new(),
        legends: false,
        profile: Profile {
            health: Some(1),
            ..Profile::default()
        },
        weapons: Vec::new(),
        abilities: Vec::new(),
        base: None,
        enhancements: false,
        regiment: None,
        max: None,
        max_per: Vec::new(),
        excludes: Vec::new(),
        src: "test fixture".into(),
    }
}

fn keyword(keyword: &str) -> RegimentOption {
    RegimentOption {
        keyword: Some(keyword.into()),
        unit: None,
        max: None,
        hero: false,
    }
}

fn named(unit: &str) -> RegimentOption {
    RegimentOption {
        keyword: None,
        unit: Some(unit.into()),
        max: None,
        hero: false,
    }
}

/// A HERO that leads a regiment with `options` and takes enhancements.
fn leader(id: &str, name: &str, points: u32, options: Vec<RegimentOption>) -> Unit {
    Unit {
        enhancements: true,
        regiment: Some(RegimentOptions {
            options,
            required: Vec::new(),
        }),
        ..unit(id, name, Some(points), 1, &["HERO", "FIXTURE"])
    }
}

fn choice(id: &str, name: &str, points: Option<u32>) -> Choice {
    Choice {
        id: id.into(),
        name: name.into(),
        points,
        src: "test fixture".into(),
    }
}

fn enhancement(id: &str, name: &str, points: Option<u32>) -> Enhancement {
    Enhancement {
        id: id.into(),
        name: name.into(),
        group: None,
        points,
        max: None,
        src: "test fixture".into(),
    }
}

fn pack(faction: &str, name: &str, units: Vec<Unit>) -> Pack {
    Pack {
        format: PACK_FORMAT.into(),
        source: Source {
            origin: "test fixture".into(),
            files: Vec::new(),
            note: "hand-made for the rule tests".into(),
        },
        season: DEFAULT_SEASON.into(),
        faction: Faction {
            id: faction.into(),
            name: name.into(),
            grand_alliance: None,
            legends: false,
        },
        units,
        heroic_traits: Vec::new(),
        artefacts: Vec::new(),
        battle_formations: Vec::new(),
        spell_lores: Vec::new(),
        prayer_lores: Vec::new(),
        manifestation_lores: Vec::new(),
        regiments_of_renown: Vec::new(),
        enhancement_tables: Vec::new(),
        regiment_slots: Vec::new(),
    }
}

/// The host faction's units.
fn host_units() -> Vec<Unit> {
    let exemplar_option = RegimentOption {
        keyword: Some("Fixture Exemplar".into()),
        unit: None,
        max: Some(1),
        hero: true,
    };
    let lord_options = vec![
        keyword("FIXTURE INFANTRY"),
        named("fixture-hounds"),
        exemplar_option,
    ];
    let capped = RegimentOption {
        max: Some(1),
        ..keyword("FIXTURE INFANTRY")
    };
    let reinforced = Reinforced {
        points: Some(200),
        models: 10,
    };
    vec![
        leader("fixture-lord", "Fixture Lord", 100, lord_options),
        leader(
            "fixture-captain",
            "Fixture Captain",
            80,
            vec![capped, named("fixture-hounds")],
        ),
        Unit {
            max: Some(1),
            ..leader(
                "fixture-overlord",
                "Fixture Overlord",
                300,
                vec![keyword("FIXTURE")],
            )
        },
        Unit {
            enhancements: false,
            keywords: vec![
                "HERO".into(),
                "UNIQUE".into(),
                "WARMASTER".into(),
                "FIXTURE".into(),
            ],
            legends: true,
            ..leader(
                "fixture-warmaster",
                "Fixture Warmaster",
                250,
                vec![keyword("FIXTURE")],
            )
        },
        Unit {
            enhancements: false,
            keywords: vec!["HERO".into(), "UNIQUE".into(), "FIXTURE".into()],
            ..leader(
                "fixture-champion",
                "Fixture Champion",
                150,
                vec![keyword("FIXTURE INFANTRY")],
            )
        },
        unit(
            "fixture-herald",
            "Fixture Herald",
            Some(60),
            1,
            &["HERO", "FIXTURE"],
        ),
        Unit {
            tags: vec!["Fixture Exemplar".into()],
            enhancements: true,
            ..unit(
                "fixture-exemplar",
                "Fixture Exemplar",
                Some(120),
                1,
                &["HERO", "FIXTURE"],
            )
        },
        Unit {
            reinforced: Some(reinforced),
            ..unit(
                "fixture-infantry",
                "Fixture Infantry",
                Some(100),
                5,
                &["INFANTRY", "FIXTURE", "FIXTURE INFANTRY"],
            )
        },
        Unit {
            excludes: vec!["fixture-infantry".into()],
            ..unit(
                "fixture-infantry-variant",
                "Fixture Infantry (Variant)",
                Some(110),
                5,
                &["INFANTRY", "FIXTURE", "FIXTURE INFANTRY"],
            )
        },
        unit(
            "fixture-hounds",
            "Fixture Hounds",
            Some(70),
            5,
            &["BEAST", "FIXTURE"],
        ),
        unit(
            "fixture-cavalry",
            "Fixture Cavalry",
            Some(160),
            3,
            &["CAVALRY", "FIXTURE"],
        ),
        Unit {
            max: Some(2),
            ..unit(
                "fixture-engine",
                "Fixture Engine",
                Some(90),
                1,
                &["WAR MACHINE", "FIXTURE"],
            )
        },
        unit(
            "fixture-unpriced",
            "Fixture Unpriced",
            None,
            3,
            &["INFANTRY", "FIXTURE"],
        ),
        unit(
            "fixture-portal",
            "Fixture Portal",
            Some(20),
            1,
            &["FACTION TERRAIN", "FIXTURE"],
        ),
        unit(
            "fixture-altar",
            "Fixture Altar",
            None,
            1,
            &["FACTION TERRAIN", "FIXTURE"],
        ),
        unit(
            "fixture-spirit",
            "Fixture Spirit",
            None,
            1,
            &["MANIFESTATION", "FIXTURE"],
        ),
        // A leader bringing two units its regiment must hold, neither priced on its own
        // (the shape of Neave Blacktalon, her Companions and Lorai).
        Unit {
            regiment: Some(RegimentOptions {
                options: vec![
                    keyword("FIXTURE INFANTRY"),
                    named("fixture-retinue"),
                    RegimentOption {
                        hero: true,
                        ..named("fixture-familiar")
                    },
                ],
                required: vec!["fixture-retinue".into(), "fixture-familiar".into()],
            }),
            ..leader("fixture-talon", "Fixture Talon", 200, Vec::new())
        },
        unit(
            "fixture-retinue",
            "Fixture Retinue",
            None,
            3,
            &["INFANTRY", "FIXTURE"],
        ),
        unit(
            "fixture-familiar",
            "Fixture Familiar",
            None,
            1,
            &["HERO", "FIXTURE"],
        ),
        // An undersize unit allowed once per Fixture Rider Lord (the shape of digest P4).
        leader(
            "fixture-rider-lord",
            "Fixture Rider Lord",
            140,
            vec![keyword("FIXTURE CAVALRY")],
        ),
        Unit {
            tags: vec!["Undersize Unit".into()],
            max: Some(0),
            max_per: vec!["fixture-rider-lord".into()],
            ..unit(
                "fixture-lone-rider",
                "Fixture Lone Rider (1 model)",
                Some(50),
                1,
                &["CAVALRY", "FIXTURE", "FIXTURE CAVALRY"],
            )
        },
        Unit {
            profile: Profile::default(),
            ..unit(
                "fixture-woundless",
                "Fixture Woundless",
                Some(50),
                2,
                &["INFANTRY", "FIXTURE"],
            )
        },
    ]
}

/// The fixture catalogue: the host faction with its choices, and two rival factions that
/// share one warscroll id (`fixture-beast`) and hold no unit of the host's ids but one
/// (`fixture-stranger`, for units of another faction).
pub fn catalog() -> Catalog {
    let mut host = pack(HOST, "Fixture Host", host_units());
    host.heroic_traits = vec![
        enhancement("fixture-bold", "Fixture Bold", None),
        enhancement("fixture-cunning", "Fixture Cunning", Some(15)),
    ];
    host.artefacts = vec![
        enhancement("fixture-blade", "Fixture Blade", None),
        enhancement("fixture-crown", "Fixture Crown", None),
    ];
    host.battle_formations = vec![
        choice("fixture-host-formation", "Fixture Host Formation", None),
        choice(
            "fixture-vanguard-formation",
            "Fixture Vanguard Formation",
            None,
        ),
    ];
    host.spell_lores = vec![choice("fixture-spells", "Fixture Spells", None)];
    host.prayer_lores = vec![choice("fixture-prayers", "Fixture Prayers", None)];
    host.manifestation_lores = vec![
        choice("fixture-free-spirits", "Fixture Free Spirits", None),
        choice("fixture-paid-spirits", "Fixture Paid Spirits", Some(20)),
    ];
    let renown_units = vec![
        Unit {
            legends: false,
            ..unit(
                "fixture-renowned-hero",
                "Fixture Renowned Hero",
                None,
                1,
                &["HERO", "UNIQUE", "WARMASTER", "FIXTURE"],
            )
        },
        unit(
            "fixture-renowned-guard",
            "Fixture Renowned Guard",
            None,
            3,
            &["INFANTRY"],
        ),
    ];
    host.regiments_of_renown = vec![
        RegimentOfRenown {
            id: "fixture-renown".into(),
            name: "Fixture Renown".into(),
            points: Some(300),
            units: renown_units,
            src: "test fixture".into(),
        },
        RegimentOfRenown {
            id: "fixture-unpriced-renown".into(),
            name: "Fixture Unpriced Renown".into(),
            points: None,
            units: vec![unit(
                "fixture-wanderer",
                "Fixture Wanderer",
                None,
                2,
                &["INFANTRY"],
            )],
            src: "test fixture".into(),
        },
    ];
    let rivals = pack(
        RIVALS,
        "Fixture Rivals",
        vec![
            unit(
                "fixture-beast",
                "Fixture Beast (Rivals)",
                Some(100),
                1,
                &["MONSTER"],
            ),
            unit(
                "fixture-stranger",
                "Fixture Stranger",
                Some(100),
                10,
                &["INFANTRY"],
            ),
        ],
    );
    let third = pack(
        THIRD,
        "Fixture Third",
        vec![unit(
            "fixture-beast",
            "Fixture Beast (Third)",
            Some(100),
            1,
            &["MONSTER"],
        )],
    );
    Catalog::new(vec![host, rivals, third]).expect("the fixture catalogue is consistent")
}

/// A matched list of the host faction with the given regiments, its formation chosen.
pub fn matched(regiments: Vec<Regiment>) -> SigmarList {
    let mut list = SigmarList::new("Fixture list", HOST, Mode::Matched);
    list.regiments = regiments;
    list.battle_formation = Some("fixture-host-formation".into());
    list
}

/// A regiment led by `leader` with `units`.
pub fn regiment(leader: &str, units: &[&str], general: bool) -> Regiment {
    Regiment {
        leader: UnitChoice::new(leader),
        units: units.iter().map(|u| UnitChoice::new(*u)).collect(),
        general,
    }
}

/// A legal matched army: the general's Fixture Lord with two units, within 2,000 points.
pub fn legal_matched() -> SigmarList {
    matched(vec![regiment(
        "fixture-lord",
        &["fixture-infantry", "fixture-hounds"],
        true,
    )])
}

/// An open list of the host faction with these units (id, models).
pub fn open(units: &[(&str, u32)]) -> SigmarList {
    let mut list = SigmarList::new("Fixture list", HOST, Mode::Open);
    list.units = units
        .iter()
        .map(|&(unit, models)| OpenUnit {
            unit: unit.into(),
            faction: None,
            models,
            wounds: None,
            bravery: Some(7),
            general: false,
        })
        .collect();
    list
}
