//! Bad input to the Age of Sigmar importer: every fault is an `ImportError` naming the
//! file and the element's line and column, never a panic; and what the importer refuses
//! (another game system, a library or the Regiments of Renown catalogue as a faction).

use muster_bsdata::{import_aos, import_aos_texts, AosRequest, ImportError};
use std::path::PathBuf;

const GST: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="e51d-b1a3-75fc-dc3g" name="Age of Sigmar 4.0" revision="100" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <categoryEntries>
    <categoryEntry name="HERO" id="6e72-1656-d554-528a" hidden="false"/>
    <categoryEntry name="INFANTRY" id="75d6-6995-dfcc-3898" hidden="false"/>
  </categoryEntries>
  <forceEntries>
    <forceEntry name="GHB 2026-27" id="0151-9c5b-2f1e-32d4" hidden="false"/>
  </forceEntries>
  <sharedSelectionEntries>
    <selectionEntry type="upgrade" name="Reinforced" id="1b37-82b8-c062-eb82" hidden="false"/>
  </sharedSelectionEntries>
</gameSystem>
"#;

/// A faction with one unit: `points` is written into its cost as given.
fn faction(points: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<catalogue library="false" id="f-1" name="Test Host" gameSystemId="e51d-b1a3-75fc-dc3g" revision="3" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <entryLinks>
    <entryLink name="Spear Wardens" id="l-1" type="selectionEntry" targetId="u-1" hidden="false">
      <costs><cost name="pts" typeId="points" value="{points}"/></costs>
      <entryLinks><entryLink name="Reinforced" id="r-1" type="selectionEntry" targetId="1b37-82b8-c062-eb82"/></entryLinks>
    </entryLink>
  </entryLinks>
  <sharedSelectionEntries>
    <selectionEntry type="unit" name="Spear Wardens" id="u-1" hidden="false">
      <profiles>
        <profile name="Spear Wardens" typeName="Unit" id="p-1">
          <characteristics>
            <characteristic name="Move">6&quot;</characteristic>
            <characteristic name="Health">1</characteristic>
            <characteristic name="Save">4+</characteristic>
            <characteristic name="Control">1</characteristic>
          </characteristics>
        </profile>
      </profiles>
      <selectionEntries>
        <selectionEntry type="model" name="Warden" id="m-1">
          <constraints>
            <constraint type="min" value="10" field="selections" scope="parent" id="c-min"/>
          </constraints>
          <modifiers>
            <modifier type="increment" value="10" field="c-min">
              <repeats><repeat value="1" repeats="1" field="selections" scope="root-entry" childId="1b37-82b8-c062-eb82"/></repeats>
            </modifier>
          </modifiers>
        </selectionEntry>
      </selectionEntries>
      <categoryLinks>
        <categoryLink name="INFANTRY" id="k-1" targetId="75d6-6995-dfcc-3898" primary="true"/>
      </categoryLinks>
    </selectionEntry>
  </sharedSelectionEntries>
</catalogue>
"#
    )
}

fn run(files: &[(&str, &str)], factions: &[&str]) -> Result<muster_bsdata::AosImport, ImportError> {
    let owned: Vec<(String, Vec<u8>)> = files
        .iter()
        .map(|(n, t)| (n.to_string(), t.as_bytes().to_vec()))
        .collect();
    import_aos_texts(
        &owned,
        &AosRequest {
            game_system: "Game.gst",
            factions,
            season: "ghb-2026-27",
            origin: "test",
            note: "test",
        },
    )
}

fn error(files: &[(&str, &str)]) -> ImportError {
    match run(files, &["Host.cat"]) {
        Ok(_) => panic!("expected an error"),
        Err(e) => e,
    }
}

#[test]
fn a_small_faction_in_memory_imports() {
    let text = faction("120");
    let import = run(&[("Game.gst", GST), ("Host.cat", &text)], &["Host.cat"]).unwrap();
    let pack = &import.packs[0];
    assert_eq!(pack.faction.id, "test-host");
    let unit = &pack.units[0];
    assert_eq!(
        (unit.id.as_str(), unit.points, unit.models),
        ("spear-wardens", Some(120), 10)
    );
    let r = unit.reinforced.as_ref().unwrap();
    assert_eq!((r.points, r.models), (Some(240), 20));
    assert_eq!(unit.keywords, ["INFANTRY"]);
    assert_eq!(unit.src, "Host.cat#l-1");
    assert_eq!(pack.source.files[1].revision, Some(3));
}

#[test]
fn a_truncated_file_is_an_error_at_its_end() {
    let text = faction("120");
    let cut = &text[..text.len() / 2];
    let e = error(&[("Game.gst", GST), ("Host.cat", cut)]);
    assert_eq!(e.file, "Host.cat");
    let (line, _) = e.position.expect("a position");
    assert!(line > 1, "{e}");
    assert!(
        e.message
            .starts_with("malformed XML: the file ends before the <"),
        "{e}"
    );
}

#[test]
fn a_real_catalogue_cut_in_half_is_an_error_naming_it() {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4");
    let gst = std::fs::read_to_string(dir.join("Age of Sigmar 4.0.gst")).unwrap();
    let cat = std::fs::read_to_string(dir.join("Stormcast Eternals.cat")).unwrap();
    let mut half = cat.len() / 2;
    while !cat.is_char_boundary(half) {
        half -= 1;
    }
    let e = error(&[("Game.gst", &gst), ("Host.cat", &cat[..half])]);
    assert_eq!(e.file, "Host.cat");
    assert!(e.to_string().starts_with("Host.cat:"), "{e}");
    assert!(e.position.is_some());
}

#[test]
fn the_wrong_root_element_is_an_error_at_the_root() {
    let text = faction("120")
        .replace("<catalogue ", "<gameSystem ")
        .replace("</catalogue>", "</gameSystem>");
    let e = error(&[("Game.gst", GST), ("Host.cat", &text)]);
    assert_eq!(e.file, "Host.cat");
    assert_eq!(e.position, Some((2, 1)));
    assert!(e.message.contains("root element is <gameSystem>"), "{e}");
}

#[test]
fn a_cost_that_is_not_a_number_is_an_error_at_the_cost() {
    let text = faction("ninety");
    let e = error(&[("Game.gst", GST), ("Host.cat", &text)]);
    assert_eq!(e.file, "Host.cat");
    let line = text
        .lines()
        .position(|l| l.contains("value=\"ninety\""))
        .unwrap()
        + 1;
    assert_eq!(e.position.map(|p| p.0), Some(line as u32));
    assert!(
        e.message.contains("<cost value=\"ninety\">: not a number"),
        "{e}"
    );
}

#[test]
fn bytes_that_are_not_utf8_are_an_error_naming_the_file() {
    let owned = vec![
        ("Game.gst".to_string(), GST.as_bytes().to_vec()),
        (
            "Host.cat".to_string(),
            b"<catalogue>\n\xff\xfe</catalogue>".to_vec(),
        ),
    ];
    let request = AosRequest {
        game_system: "Game.gst",
        factions: &["Host.cat"],
        season: "ghb-2026-27",
        origin: "test",
        note: "test",
    };
    let e = import_aos_texts(&owned, &request).err().unwrap();
    assert_eq!((e.file.as_str(), e.position), ("Host.cat", Some((2, 1))));
}

#[test]
fn another_game_system_is_refused_with_its_name() {
    let other = GST
        .replace("e51d-b1a3-75fc-dc3g", "aaaa-bbbb")
        .replace("Age of Sigmar 4.0", "Warhammer 40,000");
    let text = faction("120");
    let e = error(&[("Game.gst", &other), ("Host.cat", &text)]);
    assert_eq!(e.file, "Game.gst");
    assert!(
        e.message.contains("'Warhammer 40,000'") && e.message.contains("not Age of Sigmar 4.0"),
        "{e}"
    );
}

#[test]
fn an_unknown_season_is_refused() {
    let text = faction("120");
    let owned = vec![
        ("Game.gst".to_string(), GST.as_bytes().to_vec()),
        ("Host.cat".to_string(), text.into_bytes()),
    ];
    let request = AosRequest {
        game_system: "Game.gst",
        factions: &["Host.cat"],
        season: "ghb-1999",
        origin: "test",
        note: "test",
    };
    let e = import_aos_texts(&owned, &request).err().unwrap();
    assert!(e.message.contains("unknown season \"ghb-1999\""), "{e}");
}

#[test]
fn a_library_or_the_regiments_of_renown_are_not_factions() {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4");
    let gst = dir.join("Age of Sigmar 4.0.gst");
    for (file, says) in [
        ("Stormcast Eternals - Library.cat", "a library catalogue"),
        (
            "Regiments of Renown.cat",
            "the Regiments of Renown catalogue",
        ),
        ("Lores.cat", "a library catalogue"),
    ] {
        let e = import_aos(&gst, &[dir.join(file)], "ghb-2026-27")
            .err()
            .unwrap();
        assert_eq!(e.file, file);
        assert!(e.message.contains(says), "{e}");
    }
}

#[test]
fn a_missing_file_is_an_error_naming_it() {
    let dir =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/reference/bsdata-aos4");
    let e = import_aos(
        &dir.join("Age of Sigmar 4.0.gst"),
        &[dir.join("Nobody.cat")],
        "ghb-2026-27",
    )
    .err()
    .unwrap();
    assert!(
        e.file.ends_with("Nobody.cat") && e.message.starts_with("cannot read"),
        "{e}"
    );
}

#[test]
fn hostile_shapes_import_without_a_panic() {
    // Condition groups nested far deeper than any real file, a group that links itself,
    // modifier values that are not finite numbers, names with no letter.
    let deep = format!(
        "{}<condition type=\"atLeast\" value=\"1\" field=\"selections\" scope=\"self\" childId=\"x\"/>{}",
        "<conditionGroups><conditionGroup type=\"or\">".repeat(5000),
        "</conditionGroup></conditionGroups>".repeat(5000)
    );
    let text = faction("120")
        .replace(
            "<entryLinks><entryLink name=\"Reinforced\"",
            &format!("<modifiers><modifier type=\"set\" value=\"true\" field=\"hidden\">{deep}</modifier><modifier type=\"set\" value=\"NaN\" field=\"points\"/></modifiers><entryLinks><entryLink name=\"Reinforced\""),
        )
        .replace("name=\"Spear Wardens\" id=\"l-1\"", "name=\"✦ !!\" id=\"l-1\"")
        .replace(
            "</sharedSelectionEntries>",
            "</sharedSelectionEntries><sharedSelectionEntryGroups><selectionEntryGroup name=\"Loop\" id=\"g\"><entryLinks><entryLink id=\"gl\" type=\"selectionEntryGroup\" targetId=\"g\"/></entryLinks></selectionEntryGroup></sharedSelectionEntryGroups>",
        );
    let import = run(&[("Game.gst", GST), ("Host.cat", &text)], &["Host.cat"]).unwrap();
    let unit = &import.packs[0].units[0];
    assert_eq!(unit.id, "unit", "a name with no letter still gets an id");
    assert_eq!(unit.points, None, "a NaN points value is no number");
}

/// Issue 32: a faction catalogue of which no unit can be read (none at all, or only ones of
/// no matched-play season) is refused naming the file: such a pack would take the place of
/// the shipped faction of its id and leave nothing to field.
#[test]
fn a_faction_with_no_units_is_refused_naming_the_file() {
    let empty = r#"<?xml version="1.0" encoding="UTF-8"?>
<catalogue library="false" id="f-1" name="Test Host" gameSystemId="e51d-b1a3-75fc-dc3g" revision="3" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
</catalogue>
"#;
    let e = error(&[("Game.gst", GST), ("Host.cat", empty)]);
    assert_eq!(e.file, "Host.cat");
    assert!(
        e.message
            .starts_with("no unit of 'Test Host' can be read from it"),
        "{e}"
    );
    // Its one unit's link points nowhere: no unit either.
    let dangling = faction("120").replace("targetId=\"u-1\"", "targetId=\"u-gone\"");
    let e = error(&[("Game.gst", GST), ("Host.cat", &dangling)]);
    assert!(e.message.starts_with("no unit of "), "{e}");
}
