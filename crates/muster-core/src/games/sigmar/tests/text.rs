//! The plain-text form of an Age of Sigmar list on a fixture catalogue shaped for the
//! cases: a unit without points, a Reinforced unit, names that read as a heading, hold a
//! colon or a comma, one warscroll in two packs, an enhancement with points and one
//! without, a faction table of its own and one whose name reads as a hero's label. Every
//! value here is made up for the tests.

use crate::games::sigmar::text::{read_text, write_text};
use crate::games::sigmar::*;
use crate::lang::Lang;
use crate::list_text::TextError;

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
        profile: Profile::default(),
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

fn hero(id: &str, name: &str, points: u32) -> Unit {
    Unit {
        enhancements: true,
        regiment: Some(RegimentOptions {
            options: vec![RegimentOption {
                keyword: Some("INFANTRY".into()),
                unit: None,
                max: None,
                hero: false,
            }],
            required: Vec::new(),
        }),
        ..unit(id, name, Some(points), 1, &["HERO", "INFANTRY"])
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

/// A faction's own table the `units` may take from, one per unit.
fn table(id: &str, name: &str, enhancements: Vec<Enhancement>, units: &[&str]) -> EnhancementTable {
    EnhancementTable {
        id: id.into(),
        name: name.into(),
        enhancements,
        units: units.iter().map(|u| (*u).to_owned()).collect(),
        per_army: None,
        per_unit: Some(1),
        src: "test fixture".into(),
    }
}

fn pack(id: &str, name: &str, units: Vec<Unit>) -> Pack {
    Pack {
        format: PACK_FORMAT.into(),
        source: Source {
            origin: "test fixture".into(),
            files: Vec::new(),
            note: "made up for the tests".into(),
        },
        season: DEFAULT_SEASON.into(),
        faction: Faction {
            id: id.into(),
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

fn fixture() -> Catalog {
    let liberators = Unit {
        reinforced: Some(Reinforced {
            points: Some(220),
            models: 10,
        }),
        ..unit("liberators", "Liberators", Some(110), 5, &["INFANTRY"])
    };
    let stormcast = Pack {
        heroic_traits: vec![enhancement("astral-nimbus", "Astral Nimbus", None)],
        artefacts: vec![enhancement("null-pendant", "Null Pendant", Some(10))],
        battle_formations: vec![choice("thunderhead-host", "Thunderhead Host", None)],
        spell_lores: vec![choice("lore-of-the-storm", "Lore of the Storm", None)],
        prayer_lores: vec![choice(
            "prayers-of-the-stormhosts",
            "Prayers of the Stormhosts",
            None,
        )],
        manifestation_lores: vec![choice("forbidden-power", "Forbidden Power", Some(20))],
        regiments_of_renown: vec![RegimentOfRenown {
            id: "the-blacktalons".into(),
            name: "The Blacktalons".into(),
            points: Some(320),
            units: vec![unit(
                "neave-blacktalon",
                "Neave Blacktalon",
                None,
                1,
                &["HERO", "UNIQUE"],
            )],
            src: "test fixture".into(),
        }],
        enhancement_tables: vec![
            table(
                "battle-scars",
                "Battle Scars",
                vec![
                    enhancement("storm-veteran", "Storm Veteran", Some(10)),
                    enhancement("old-wounds", "Old Wounds", None),
                ],
                &["liberators", "prosecutors"],
            ),
            // A table whose name reads as the artefact's label: its lines take the label of
            // any table.
            table(
                "artefact",
                "Artefact",
                vec![enhancement("rusted-blade", "Rusted Blade", Some(5))],
                &["liberators"],
            ),
        ],
        ..pack(
            "stormcast-eternals",
            "Stormcast Eternals",
            vec![
                hero("lord-celestant", "Lord-Celestant", 140),
                hero(
                    "krondys-son-of-dracothion",
                    "Krondys, Son of Dracothion",
                    400,
                ),
                liberators,
                unit("prosecutors", "Prosecutors", None, 3, &["INFANTRY"]),
                unit("gryph-hounds", "Gryph-hounds", Some(80), 6, &["BEAST"]),
                unit(
                    "stormreach-portal",
                    "Stormreach Portal",
                    Some(20),
                    1,
                    &["FACTION TERRAIN"],
                ),
                unit(
                    "anvil-hero",
                    "Anvil of Apotheosis: Hero",
                    Some(0),
                    1,
                    &["HERO"],
                ),
                unit("regiment-2", "Regiment 2", Some(50), 1, &["INFANTRY"]),
            ],
        )
    };
    let khorne = pack(
        "blades-of-khorne",
        "Blades of Khorne",
        vec![
            unit("bloodletters", "Bloodletters", Some(170), 10, &["INFANTRY"]),
            // Another warscroll of the same name (its keywords differ): a text naming it
            // without its faction is ambiguous.
            unit(
                "gryph-hounds",
                "Gryph-hounds",
                Some(80),
                6,
                &["BEAST", "CHAOS"],
            ),
        ],
    );
    Catalog::new(vec![stormcast, khorne]).expect("the fixture is consistent")
}

fn taken(id: &str) -> UnitChoice {
    UnitChoice::new(id)
}

/// A matched list touching every line kind.
fn matched() -> SigmarList {
    let mut list = SigmarList::new("Hammers of the storm", "stormcast-eternals", Mode::Matched);
    list.regiments = vec![
        Regiment {
            leader: UnitChoice {
                heroic_trait: Some("astral-nimbus".into()),
                artefact: Some("null-pendant".into()),
                ..taken("lord-celestant")
            },
            units: vec![
                UnitChoice {
                    reinforced: true,
                    ..taken("liberators")
                },
                taken("prosecutors"),
            ],
            general: true,
        },
        Regiment {
            leader: taken("krondys-son-of-dracothion"),
            units: vec![taken("regiment-2"), taken("anvil-hero")],
            general: false,
        },
    ];
    list.regiment_of_renown = Some("the-blacktalons".into());
    list.auxiliaries = vec![taken("gryph-hounds")];
    list.faction_terrain = Some("stormreach-portal".into());
    list.battle_formation = Some("thunderhead-host".into());
    list.spell_lore = Some("lore-of-the-storm".into());
    list.manifestation_lore = Some("forbidden-power".into());
    list.notes = Some("Bring the big hammer.\n\nAnd dice.".into());
    list
}

/// An open list with the player's values and a warscroll of another pack.
fn open() -> SigmarList {
    let mut list = SigmarList::new("Everything on the shelf", "stormcast-eternals", Mode::Open);
    list.units = vec![
        OpenUnit {
            unit: "liberators".into(),
            faction: None,
            models: 10,
            wounds: Some(2),
            bravery: Some(7),
            general: true,
        },
        OpenUnit {
            unit: "bloodletters".into(),
            faction: Some("blades-of-khorne".into()),
            models: 5,
            wounds: None,
            bravery: None,
            general: false,
        },
    ];
    list
}

fn read(text: &str) -> SigmarList {
    read_text(text, &fixture()).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

fn fails(text: &str) -> TextError {
    read_text(text, &fixture()).expect_err(text)
}

#[test]
fn a_matched_list_is_written_with_its_regiments_choices_points_and_totals() {
    let text = write_text(&matched(), &fixture(), &Options::default(), Lang::En);
    let (body, totals) = text.split_once("\nTotal: ").expect("a totals line");
    assert_eq!(
        body,
        "Hammers of the storm
Age of Sigmar · Stormcast Eternals · Matched play · 2000 points · General's Handbook 2026-27

Regiment 1 (general) — 370 points
  Lord-Celestant (140)
    + Heroic trait: Astral Nimbus
    + Artefact: Null Pendant (10)
  Liberators [Reinforced] (220)
  Prosecutors (0)

Regiment 2 — 450 points
  Krondys, Son of Dracothion (400)
  regiment-2 (50)
  anvil-hero (0)

Regiment of Renown: The Blacktalons (320)

Auxiliaries — 80 points
  Gryph-hounds (80)

Faction terrain: Stormreach Portal (20)
Battle formation: Thunderhead Host
Spell lore: Lore of the Storm
Manifestation lore: Forbidden Power (20)
"
    );
    // 370 + 450 + 320 + 80 + 20 + 20 known, Prosecutors free (no points in the data); 2 regiments, the
    // Regiment of Renown and 1 auxiliary make 4 drops.
    let (totals, notes) = totals.split_once('\n').unwrap();
    assert!(
        totals.starts_with(
            "1260/2000 points, 740 left · 4 drops · 3 regiments · 1 auxiliary unit · "
        ),
        "{totals}"
    );
    assert!(
        totals.ends_with(" · not legal") || totals.ends_with(" · legal"),
        "{totals}"
    );
    assert_eq!(notes, "> Bring the big hammer.\n>\n> And dice.\n");
}

#[test]
fn a_matched_list_is_written_in_spanish() {
    let text = write_text(&matched(), &fixture(), &Options::default(), Lang::Es);
    for line in [
        "Age of Sigmar · Stormcast Eternals · Juego equilibrado · 2000 puntos · General's Handbook 2026-27\n",
        "\nRegimiento 1 (general) — 370 puntos\n",
        "\n    + Rasgo heroico: Astral Nimbus\n    + Artefacto: Null Pendant (10)\n",
        "\n  Liberators [Reforzada] (220)\n",
        "\nRegimiento de Renombre: The Blacktalons (320)\n",
        "\nAuxiliares — 80 puntos\n",
        "\nTerreno de facción: Stormreach Portal (20)\nFormación de batalla: Thunderhead Host\nSaber de hechizos: Lore of the Storm\nSaber de manifestaciones: Forbidden Power (20)\n",
        "\nTotal: 1260/2000 puntos, 740 restantes · 4 despliegues · 3 regimientos · 1 unidad auxiliar · ",
    ] {
        assert!(text.contains(line), "{line:?} missing from\n{text}");
    }
}

#[test]
fn an_open_list_is_written_with_models_the_players_values_and_the_general() {
    let text = write_text(&open(), &fixture(), &Options::default(), Lang::En);
    let (body, totals) = text.split_once("\nTotal: ").expect("a totals line");
    assert_eq!(
        body,
        "Everything on the shelf
Age of Sigmar · Stormcast Eternals · Open play

10× Liberators · Wounds 2 · Bravery 7 · general
5× Bloodletters · Blades of Khorne
"
    );
    assert!(totals.starts_with("15 models · "), "{totals}");
    let es = write_text(&open(), &fixture(), &Options::default(), Lang::Es);
    assert!(es.contains("· Juego abierto\n"), "{es}");
    assert!(es.contains("\nTotal: 15 miniaturas · "), "{es}");
}

#[test]
fn every_list_reads_back_from_its_text_in_either_language() {
    let mut unknowns = matched();
    unknowns.regiments[1].units.push(taken("not-a-unit"));
    unknowns.regiments[1].leader.artefact = Some("lost-relic".into());
    unknowns.prayer_lore = Some("prayers-of-the-stormhosts".into());
    unknowns.faction_terrain = Some("old-ruin".into());
    unknowns.points_limit = Some(1000);
    unknowns.season = Some("ghb-2024-25".into());
    let mut renamed = open();
    renamed.units[1].faction = Some("stormcast-eternals".into());
    renamed.units.push(OpenUnit {
        unit: "nobody-knows".into(),
        faction: Some("seraphon".into()),
        models: 0,
        wounds: Some(1),
        bravery: None,
        general: false,
    });
    let mut nameless = SigmarList::new("", "seraphon", Mode::Matched);
    nameless.regiments.push(Regiment {
        leader: taken("saurus-oldblood"),
        units: Vec::new(),
        general: false,
    });
    // Choices beyond one a slot holds are written and read back, for the check to report.
    let mut doubled = matched();
    doubled.extra_choices = vec![
        ExtraChoice {
            slot: ArmySlot::RegimentOfRenown,
            id: "the-blacktalons".into(),
        },
        ExtraChoice {
            slot: ArmySlot::SpellLore,
            id: "lore-of-the-storm".into(),
        },
    ];
    for list in [matched(), open(), unknowns, renamed, nameless, doubled] {
        for lang in Lang::ALL {
            let text = write_text(&list, &fixture(), &Options::default(), lang);
            assert_eq!(read(&text), list, "{lang}:\n{text}");
        }
    }
}

#[test]
fn a_hand_typed_text_reads_without_costs_in_any_case_and_order() {
    let text = "
        Quick list
        aos · 1000 pts · matched · STORMCAST ETERNALS

        regimiento (general)
          lord-celestant
            + trait: astral nimbus
            + Artefacto de poder: null pendant (5)
          liberators [reforzado]
        Regiment 2 - ? points
          Krondys, Son of Dracothion
        ROR: the blacktalons
        unidades auxiliares
          Gryph-hounds (12)
        terreno: stormreach portal
        > keep it quick
    ";
    // `aos` is not a game name; the header needs the game first.
    assert_eq!(fails(text).line, 3);
    let text = text.replace("aos ·", "Warhammer Age of Sigmar ·");
    let list = read(&text);
    assert_eq!(list.name, "Quick list");
    assert_eq!(list.points_limit, Some(1000));
    assert_eq!(list.season, None);
    assert_eq!(list.regiments.len(), 2);
    let first = &list.regiments[0];
    assert!(first.general);
    assert_eq!(first.leader.heroic_trait.as_deref(), Some("astral-nimbus"));
    assert_eq!(first.leader.artefact.as_deref(), Some("null-pendant"));
    assert_eq!(
        first.units,
        vec![UnitChoice {
            reinforced: true,
            ..taken("liberators")
        }]
    );
    assert_eq!(list.regiments[1].leader, taken("krondys-son-of-dracothion"));
    assert_eq!(list.regiment_of_renown.as_deref(), Some("the-blacktalons"));
    assert_eq!(list.auxiliaries, vec![taken("gryph-hounds")]);
    assert_eq!(list.faction_terrain.as_deref(), Some("stormreach-portal"));
    assert_eq!(list.notes.as_deref(), Some("keep it quick"));
}

#[test]
fn an_open_warscroll_of_another_pack_is_found_by_its_name() {
    let list = read("Mixed\nAge of Sigmar · Open play · Stormcast Eternals\n3x Bloodletters · heridas 1 · valentia 10\n12 × liberators");
    assert_eq!(list.units[0].faction.as_deref(), Some("blades-of-khorne"));
    assert_eq!(list.units[0].unit, "bloodletters");
    assert_eq!(
        (list.units[0].wounds, list.units[0].bravery),
        (Some(1), Some(10))
    );
    assert_eq!(
        (
            list.units[1].unit.as_str(),
            list.units[1].faction.as_deref(),
            list.units[1].models
        ),
        ("liberators", None, 12)
    );
    // Gryph-hounds are the list faction's own: no search elsewhere, no faction set.
    let list = read("Mixed\nAge of Sigmar · Open play · Blades of Khorne\n6× Gryph-hounds");
    assert_eq!(list.units[0].faction, None);
}

#[test]
fn a_faulty_text_names_its_line() {
    let head = "My list\nAge of Sigmar · Stormcast Eternals · Matched play\n";
    let cases: [(&str, usize, &str); 8] = [
        (
            "  Liberators\n",
            3,
            "before any 'Regiment' or 'Auxiliaries' heading",
        ),
        (
            "Regiment 1\nRegiment 2\n  Lord-Celestant\n",
            3,
            "a regiment without units",
        ),
        ("+ Heroic trait: Astral Nimbus\n", 3, "before any unit"),
        (
            "Regiment 1\n  Lord-Celestant\n  + Blessing: x\n",
            5,
            "not an enhancement",
        ),
        (
            "Regiment 1\n  Lord-Celestnat\n",
            4,
            "did you mean 'Lord-Celestant'?",
        ),
        (
            "Regiment 1\n  Lord-Celestant\n  + Trait: Astral Nimbus\n  + Trait: astral-nimbus\n",
            6,
            "at most one",
        ),
        (
            "Battle formation: Thunder Host\n",
            3,
            "unknown battle formation 'Thunder Host'; did you mean 'Thunderhead Host'?",
        ),
        (
            "Regiment 1 (general)\n  Lord Celestant Prime Hammer\n",
            4,
            "unknown unit",
        ),
    ];
    for (body, line, words) in cases {
        let err = fails(&format!("{head}{body}"));
        assert_eq!(err.line, line, "{body}: {err}");
        assert!(err.message.contains(words), "{body}: {err}");
    }
    let open = "My list\nAge of Sigmar · Stormcast Eternals · Open play\n";
    let err = fails(&format!("{open}Liberators\n"));
    assert!(err.message.contains("gives no models"), "{err}");
    let err = fails(&format!("{open}5× Liberators · Toughness 3\n"));
    assert!(err.message.contains("unknown field 'Toughness 3'"), "{err}");
    let err = fails(&format!("{open}5× Liberators · general · general\n"));
    assert!(err.message.contains("another field of its kind"), "{err}");
    let err = fails("Mixed\nAge of Sigmar · Open play · seraphon\n6× Gryph-hounds");
    assert!(
        err.message
            .contains("several factions (stormcast-eternals, blades-of-khorne)"),
        "{err}"
    );
    let err = fails("My list\nAge of Sigmar · Stormcast Eternals\n");
    assert_eq!(
        (err.line, err.message.starts_with("missing mode")),
        (2, true),
        "{err}"
    );
    let err = fails("My list\nAge of Sigmar · Open play\n");
    assert!(err.message.starts_with("missing faction"), "{err}");
    let err = fails("My list\nAge of Sigmar · Stormcast Eternals · Open play · Matched play\n");
    assert!(err.message.contains("another field of its kind"), "{err}");
    let err = fails("My list\nAge of Sigmar · Stormcast Eternals · Open play · Big Army\n");
    assert!(
        err.message.contains("'Big Army' is neither a faction"),
        "{err}"
    );
    let err = fails("My list\nRuneWars · Daqan Lords\n");
    assert!(err.message.contains("not an Age of Sigmar one"), "{err}");
}

/// A matched list whose Liberators take from both tables and whose Prosecutors take an
/// enhancement no table holds.
fn scarred() -> SigmarList {
    let mut list = matched();
    let units = &mut list.regiments[0].units;
    units[0].enhancements = vec!["storm-veteran".into(), "rusted-blade".into()];
    units[1].enhancements = vec!["old-wounds".into(), "lost-scar".into()];
    list
}

#[test]
fn a_table_enhancement_is_written_under_its_unit_labelled_by_its_table() {
    let text = write_text(&scarred(), &fixture(), &Options::default(), Lang::En);
    assert!(
        text.contains(
            "\n  Liberators [Reinforced] (220)\n    + Battle Scars: Storm Veteran (10)\n    + Enhancement: Rusted Blade (5)\n  Prosecutors (0)\n    + Battle Scars: Old Wounds\n    + Enhancement: lost-scar\n"
        ),
        "{text}"
    );
    // The heading counts the enhancements as the validator's totals do: 370 + 10 + 5, and
    // an unknown one more.
    assert!(
        text.contains("\nRegiment 1 (general) — 385+? points\n"),
        "{text}"
    );
    let es = write_text(&scarred(), &fixture(), &Options::default(), Lang::Es);
    assert!(
        es.contains("\n    + Battle Scars: Storm Veteran (10)\n    + Mejora: Rusted Blade (5)\n"),
        "{es}"
    );
    assert!(es.contains("\n    + Mejora: lost-scar\n"), "{es}");
}

#[test]
fn a_list_with_table_enhancements_reads_back_from_its_text_in_either_language() {
    for lang in Lang::ALL {
        let text = write_text(&scarred(), &fixture(), &Options::default(), lang);
        assert_eq!(read(&text), scarred(), "{lang}:\n{text}");
    }
}

#[test]
fn a_hand_typed_table_enhancement_is_found_by_its_table_or_any() {
    let head = "My list\nAge of Sigmar · Stormcast Eternals · Matched play\nRegiment 1\n  Lord-Celestant\n  Liberators\n";
    for line in [
        "+ battle scars: storm veteran (12)",
        "+ BATTLESCARS: storm-veteran",
        "+ Enhancement: Storm Veteran",
        "+ Mejoras: storm veteran",
    ] {
        let list = read(&format!("{head}    {line}\n"));
        assert_eq!(
            list.regiments[0].units[0].enhancements,
            ["storm-veteran"],
            "{line}"
        );
    }
}

#[test]
fn a_misspelt_table_enhancement_names_its_line_and_the_nearest_name() {
    let head = "My list\nAge of Sigmar · Stormcast Eternals · Matched play\nRegiment 1\n  Lord-Celestant\n  Liberators\n";
    let err = fails(&format!("{head}    + Battle Scars: Storm Veteren\n"));
    assert_eq!(err.line, 6, "{err}");
    assert!(
        err.message.contains(
            "unknown enhancement of Battle Scars 'Storm Veteren'; did you mean 'Storm Veteran'?"
        ),
        "{err}"
    );
    let err = fails(&format!("{head}    + Enhancement: Rusty Blade\n"));
    assert_eq!(err.line, 6, "{err}");
    assert!(
        err.message.contains("did you mean 'Rusted Blade'?"),
        "{err}"
    );
    // Under a hero's label the tables are not searched.
    let err = fails(&format!("{head}    + Heroic trait: Storm Veteran\n"));
    assert!(err.message.contains("unknown heroic trait"), "{err}");
    // A label that is neither a hero's nor a table's names the faction's tables.
    let err = fails(&format!("{head}    + Scars: Storm Veteran\n"));
    assert!(
        err.message.contains("not an enhancement")
            && err.message.contains("(Battle Scars, Artefact)"),
        "{err}"
    );
}

#[test]
fn a_warscroll_two_factions_print_alike_is_one_warscroll_to_a_text() {
    // Two packs holding the very same Gryph-hounds (name, keywords, profile, models): a
    // text naming them without a faction takes them from the first, not refused as
    // ambiguous; a third faction whose Gryph-hounds differ makes it ambiguous again.
    let same = |id: &str, name: &str| {
        pack(
            id,
            name,
            vec![unit(
                "gryph-hounds",
                "Gryph-hounds",
                Some(80),
                6,
                &["BEAST"],
            )],
        )
    };
    let bloodletters = pack(
        "blades-of-khorne",
        "Blades of Khorne",
        vec![unit(
            "bloodletters",
            "Bloodletters",
            Some(170),
            10,
            &["INFANTRY"],
        )],
    );
    let alike = Catalog::new(vec![
        bloodletters.clone(),
        same("stormcast-eternals", "Stormcast Eternals"),
        same("cities-of-sigmar", "Cities of Sigmar"),
    ])
    .expect("consistent");
    let text = "Mixed\nAge of Sigmar · Open play · Blades of Khorne\n6× Gryph-hounds";
    let list = read_text(text, &alike).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        list.units[0].faction.as_deref(),
        Some("stormcast-eternals"),
        "the first holder"
    );
    let mut other = same("seraphon", "Seraphon");
    other.units[0].keywords.push("SERAPHON".into());
    let unlike = Catalog::new(vec![
        bloodletters,
        same("stormcast-eternals", "Stormcast Eternals"),
        other,
    ])
    .expect("consistent");
    let err = read_text(text, &unlike).expect_err("two different warscrolls");
    assert!(err.message.contains("several factions"), "{err}");
}

#[test]
fn the_season_is_written_by_the_books_title_and_an_older_text_by_id_still_reads() {
    let mut list = matched();
    list.season = Some("ghb-2024-25".into());
    for lang in [Lang::En, Lang::Es] {
        let text = write_text(&list, &fixture(), &Options::default(), lang);
        assert!(
            !text.contains("ghb-"),
            "a season id in the copied text:\n{text}"
        );
        assert!(text.contains(" · General's Handbook 2024-25\n"), "{text}");
        assert_eq!(read(&text).season.as_deref(), Some("ghb-2024-25"));
    }
    let older = "Hammers\nAge of Sigmar · Stormcast Eternals · Matched play · 2000 points · ghb-2024-25\n\nRegiment 1 (general)\n  Lord-Celestant\n";
    assert_eq!(read(older).season.as_deref(), Some("ghb-2024-25"));
}
