//! The plain-text form of a list on a fixture catalogue shaped for the cases: Spanish
//! names, a configuration with a suffix, one name on two upgrade cards. The round trip of
//! real lists on the real pack is in `crates/muster-data/tests/runewars_text.rs`.

use crate::games::runewars::text::{read_text, write_text};
use crate::games::runewars::*;
use crate::lang::{Lang, LocalizedName};
use crate::list_text::TextError;

fn named(en: &str, es: Option<&str>) -> LocalizedName {
    LocalizedName {
        en: en.into(),
        es: es.map(Into::into),
    }
}

fn row(id: &str, columns: u8, ranks: u8, cost: u32, slots: Vec<SlotIcon>) -> Configuration {
    Configuration {
        id: id.into(),
        columns,
        ranks,
        cost,
        slots,
    }
}

fn card(id: &str, name: LocalizedName, unit_type: UnitType, rows: Vec<Configuration>) -> UnitCard {
    UnitCard {
        id: id.into(),
        name,
        faction: "daqan-lords".into(),
        unit_type,
        unique: false,
        configurations: rows,
        source: "test fixture".into(),
    }
}

fn upgrade(
    id: &str,
    name: LocalizedName,
    slot: SlotIcon,
    cost: u32,
    types: &[UnitType],
) -> UpgradeCard {
    UpgradeCard {
        id: id.into(),
        name,
        slot,
        cost,
        faction: Some("daqan-lords".into()),
        unique: false,
        figure: None,
        restrictions: UpgradeRestrictions {
            unit_types: types.to_vec(),
            ..UpgradeRestrictions::default()
        },
        source: "test fixture".into(),
    }
}

fn fixture() -> Catalog {
    use SlotIcon::{Champion, Equipment, Training};
    let parts = CatalogParts {
        factions: vec![
            Faction {
                id: "daqan-lords".into(),
                name: named("Daqan Lords", Some("Señores de Daqan")),
                source: "test fixture".into(),
            },
            Faction {
                id: "uthuk-yllan".into(),
                name: named("Uthuk Y'llan", None),
                source: "test fixture".into(),
            },
        ],
        units: vec![
            card(
                "spearmen",
                named("Spearmen", Some("Lanceros")),
                UnitType::Infantry,
                vec![
                    row("2x2", 2, 2, 18, vec![Champion, Training]),
                    row("2x2-champion", 2, 2, 22, vec![Champion, Champion]),
                    row("3x3", 3, 3, 59, vec![Champion, Training, Equipment]),
                ],
            ),
            card(
                "oathsworn-cavalry",
                named("Oathsworn Cavalry", Some("Caballería juramentada")),
                UnitType::Cavalry,
                vec![row("2x1", 2, 1, 40, vec![Champion, Equipment])],
            ),
            card(
                "rune-golems",
                named("Rune Golems", None),
                UnitType::Siege,
                vec![row("1x1", 1, 1, 28, vec![Champion])],
            ),
        ],
        upgrades: vec![
            upgrade(
                "shield-wall",
                named("Shield Wall", Some("Muro de escudos")),
                Training,
                3,
                &[],
            ),
            upgrade(
                "hero-cavalry",
                named("Lord Hawthorne", None),
                Champion,
                22,
                &[UnitType::Cavalry],
            ),
            upgrade(
                "hero-infantry",
                named("Lord Hawthorne", None),
                Champion,
                22,
                &[UnitType::Infantry],
            ),
            upgrade(
                "banner",
                named("Banner Bearer", Some("Portaestandarte")),
                Equipment,
                5,
                &[],
            ),
        ],
        ..CatalogParts::default()
    };
    Catalog::new(parts).expect("fixture is consistent")
}

fn unit(id: &str, config: Option<&str>, upgrades: &[&str]) -> ListUnit {
    ListUnit {
        unit: id.into(),
        config: config.map(Into::into),
        upgrades: upgrades.iter().map(|u| (*u).to_owned()).collect(),
        player: None,
    }
}

fn army(name: &str, mode: Mode, points_limit: Option<u32>, units: Vec<ListUnit>) -> RuneWarsList {
    RuneWarsList {
        format: "muster-list/1".into(),
        game: "runewars".into(),
        name: name.into(),
        faction: "daqan-lords".into(),
        points_limit,
        mode,
        units,
        notes: None,
    }
}

fn write(list: &RuneWarsList, lang: Lang) -> String {
    write_text(list, &fixture(), &Options::default(), lang)
}

fn read(text: &str) -> Result<RuneWarsList, TextError> {
    read_text(text, &fixture())
}

/// A skirmish list in the brief's shape, with an upgrade and a row that need all readers'
/// care: a configuration id with a suffix and notes with an empty line.
fn skirmish() -> RuneWarsList {
    let mut list = army(
        "Shield wall",
        Mode::Skirmish,
        None,
        vec![
            unit("spearmen", Some("2x2"), &["shield-wall"]),
            unit("oathsworn-cavalry", None, &["hero-cavalry"]),
            unit("spearmen", Some("2x2-champion"), &[]),
        ],
    );
    list.notes = Some("Hold the line.\n\n  Then charge.".into());
    list
}

#[test]
fn the_text_has_name_header_units_upgrades_totals_and_notes() {
    let list = skirmish();
    let report = crate::games::runewars::validate::validate_list(
        &list,
        &fixture(),
        &Options::default(),
        Lang::En,
    );
    let verdict = if report.legal { "legal" } else { "not legal" };
    let expected = format!(
        "Shield wall\n\
         RuneWars · Daqan Lords · Skirmish · 100 points\n\
         \n\
         Spearmen 2x2 (18)\n\
         \x20 + Shield Wall (3)\n\
         Oathsworn Cavalry (40)\n\
         \x20 + Lord Hawthorne (22)\n\
         Spearmen 2x2-champion (22)\n\
         \n\
         Total: {}/100 points · {verdict}\n\
         > Hold the line.\n\
         >\n\
         >   Then charge.\n",
        report.totals.points.used
    );
    assert_eq!(write(&list, Lang::En), expected);
    assert_eq!(report.totals.points.used, 18 + 3 + 40 + 22 + 22);
}

#[test]
fn the_spanish_text_uses_spanish_names_and_words() {
    let text = write(&skirmish(), Lang::Es);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[1],
        "RuneWars · Señores de Daqan · Escaramuza · 100 puntos"
    );
    assert_eq!(lines[3], "Lanceros 2x2 (18)");
    assert_eq!(lines[4], "  + Muro de escudos (3)");
    assert_eq!(lines[5], "Caballería juramentada (40)");
    // No Spanish name in the fixture: the English one, never an invented one.
    assert_eq!(lines[6], "  + Lord Hawthorne (22)");
    assert!(
        lines[9].starts_with("Total: 105/100 puntos · "),
        "{}",
        lines[9]
    );
    assert!(lines[9].ends_with("· no es legal"), "{}", lines[9]);
}

#[test]
fn fixture_lists_read_back_as_written_in_both_languages() {
    let mut team = army(
        "",
        Mode::Team,
        Some(300),
        vec![
            unit("spearmen", Some("3x3"), &["banner", "shield-wall"]),
            unit("rune-golems", Some("1x1"), &[]),
        ],
    );
    team.units[0].player = Some("Ana María".into());
    team.units[1].player = Some("Bo".into());
    let mut unknown = army(
        "Ids the pack does not know",
        Mode::Standard,
        Some(150),
        vec![
            unit("not-a-unit", Some("9x9"), &["no-such-card"]),
            unit("spearmen", None, &["mystery-1"]),
        ],
    );
    unknown.faction = "no-such-faction".into();
    let mut allied = army(
        "Allied",
        Mode::Standard,
        None,
        vec![unit("rune-golems", None, &[])],
    );
    allied.faction = "uthuk-yllan".into();
    for list in [
        skirmish(),
        team,
        unknown,
        allied,
        army("Empty", Mode::Team, None, vec![]),
    ] {
        for lang in Lang::ALL {
            let text = write(&list, lang);
            assert_eq!(read(&text), Ok(list.clone()), "{lang}:\n{text}");
        }
    }
}

#[test]
fn one_name_on_two_cards_is_written_so_it_reads_back_as_the_same_card() {
    // On cavalry, "Lord Hawthorne" can only be the cavalry card: the name is enough.
    let fits = army(
        "a",
        Mode::Standard,
        None,
        vec![unit("oathsworn-cavalry", None, &["hero-cavalry"])],
    );
    assert!(write(&fits, Lang::En).contains("  + Lord Hawthorne (22)\n"));
    // The infantry card on cavalry (an illegal choice the validator reports) and either
    // card on siege, which fits neither: only the id says which card it is.
    let wrong = army(
        "b",
        Mode::Standard,
        None,
        vec![unit("oathsworn-cavalry", None, &["hero-infantry"])],
    );
    assert!(write(&wrong, Lang::En).contains("  + hero-infantry (22)\n"));
    let neither = army(
        "c",
        Mode::Standard,
        None,
        vec![unit("rune-golems", None, &["hero-cavalry"])],
    );
    assert!(write(&neither, Lang::En).contains("  + hero-cavalry (22)\n"));
    for list in [fits, wrong, neither] {
        assert_eq!(read(&write(&list, Lang::En)), Ok(list));
    }
}

#[test]
fn a_name_two_cards_share_that_the_unit_does_not_settle_is_an_error_listing_the_ids() {
    let err = read("x\nRuneWars · Daqan Lords\nRune Golems (28)\n  + Lord Hawthorne").unwrap_err();
    assert_eq!(err.line, 4);
    assert!(
        err.message.contains("hero-cavalry") && err.message.contains("hero-infantry"),
        "{err}"
    );
}

#[test]
fn reading_ignores_case_spacing_blank_lines_costs_and_the_totals_line() {
    let typed = "\n\n   Shield wall   \n\n\
                 runewars  ·  SEÑORES DE DAQAN · escaramuza · 100 PTS\n\
                 lanceros 2X2 (999)\n\
                 +shield wall\n\n\
                 \t  OATHSWORN CAVALRY (?)\n\
                 \x20     +   lord hawthorne   (1)\n\
                 Spear-Men 2x2-champion\n\
                 total : 1/1 points · who knows\n\
                 > Hold the line.\n\
                 >\n\
                 >   Then charge.   \n";
    assert_eq!(read(typed), Ok(skirmish()));
}

#[test]
fn the_army_value_is_absent_when_it_is_the_modes_default() {
    let header = |h: &str| read(&format!("x\n{h}\n")).map(|l| (l.mode, l.points_limit));
    assert_eq!(header("RuneWars · Daqan Lords"), Ok((Mode::Standard, None)));
    assert_eq!(
        header("RuneWars · Daqan Lords · 200 points"),
        Ok((Mode::Standard, None))
    );
    assert_eq!(
        header("RuneWars · daqan-lords · Skirmish · 100"),
        Ok((Mode::Skirmish, None))
    );
    assert_eq!(
        header("RuneWars · Daqan Lords · Skirmish · 200 puntos"),
        Ok((Mode::Skirmish, Some(200)))
    );
    assert_eq!(
        header("RuneWars · Daqan Lords · Por equipos · 250 points"),
        Ok((Mode::Team, Some(250)))
    );
    assert_eq!(
        header("RuneWars · Daqan Lords · Estandar"),
        Ok((Mode::Standard, None))
    );
}

#[test]
fn each_fault_names_its_line() {
    let cases: [(&str, usize, &str); 9] = [
        ("", 1, "empty"),
        ("My list\n\n", 2, "missing header"),
        ("\nMy list\n\nSpearmen 2x2 (18)\n", 4, "missing header"),
        (
            "My list\n\nChess · Daqan Lords\n",
            3,
            "unknown game 'Chess'",
        ),
        (
            "My list\nRuneWars · Daqan Lords\n\n  + Shield Wall (3)\n",
            4,
            "an upgrade line before any unit",
        ),
        (
            "My list\nRuneWars · Daqan Lords · Standard · lots of points\n",
            2,
            "bad army value 'lots of points'",
        ),
        (
            "My list\nRuneWars · Daqan Lords · Standard · 99999999999 points\n",
            2,
            "bad army value",
        ),
        (
            "My list\nRuneWars · Daqan Lords · Tournament · 200 points\n",
            2,
            "unknown mode 'Tournament'",
        ),
        ("My list\nRuneWars\u{b7}\n", 2, "missing faction"),
    ];
    for (text, line, message) in cases {
        let err = read(text).unwrap_err();
        assert_eq!(err.line, line, "{text:?}: {err}");
        assert!(err.message.contains(message), "{text:?}: {err}");
        assert!(
            err.to_string().starts_with(&format!("line {line}: ")),
            "{err}"
        );
    }
}

#[test]
fn a_name_that_is_neither_known_nor_an_id_is_an_error_with_the_nearest_name() {
    let err = read("x\nRuneWars · Daqan Lords\nSpearmen 2x2\n\nSpearman 3x3 (59)\n").unwrap_err();
    assert_eq!(
        err,
        TextError::new(5, "unknown unit 'Spearman'; did you mean 'Spearmen'?")
    );
    let err = read("x\nRuneWars · Daqan Lords\nLanceros\n  + Muro de escudo (3)\n").unwrap_err();
    assert_eq!(err.line, 4);
    assert!(
        err.message.ends_with("did you mean 'Muro de escudos'?"),
        "{err}"
    );
    let err = read("x\nRuneWars · Dakan Lords\n").unwrap_err();
    assert_eq!(
        err,
        TextError::new(
            2,
            "unknown faction 'Dakan Lords'; did you mean 'Daqan Lords'?"
        )
    );
    let err = read("x\nRuneWars · Daqan Lords\nA Dragon\n").unwrap_err();
    assert_eq!(err, TextError::new(3, "unknown unit 'A Dragon'"));
}

#[test]
fn an_unknown_id_is_kept_for_the_validator_to_report_as_in_json() {
    let list = read("x\nRuneWars · Daqan Lords\nspearman 3x3\n  + shield-wal\n").unwrap();
    assert_eq!(list.units, [unit("spearman", Some("3x3"), &["shield-wal"])]);
    let report = crate::games::runewars::validate::validate_list(
        &list,
        &fixture(),
        &Options::default(),
        Lang::En,
    );
    let codes: Vec<&str> = report.diagnostics.iter().map(|d| d.code).collect();
    assert!(!report.legal, "{codes:?}");
    assert!(
        report.diagnostics.iter().any(|d| d.path == "/units/0/unit"),
        "{codes:?}"
    );
}
