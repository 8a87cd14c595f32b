//! `muster import roster`: a roster file (the fixtures made here, `tests/sigmar/rosters/`)
//! into a list document on standard output or a file, the selections not mapped named on
//! standard error, and a refused file changing nothing.

use crate::common;

use common::{ok, read_json, root, stderr, stdout, Scratch};

#[test]
fn a_roster_becomes_its_list_document_and_the_unmapped_are_named() {
    let scratch = Scratch::new("roster-import");
    let out = scratch.muster(&[
        "import",
        "roster",
        "tests/sigmar/rosters/stormcast-vanguard.ros",
    ]);
    let document: serde_json::Value = serde_json::from_str(&ok(out.clone())).unwrap();
    let expected = read_json(&root().join("tests/sigmar/rosters/stormcast-vanguard.expect.json"));
    assert_eq!(document, expected);
    assert_eq!(
        stderr(&out),
        "note: stormcast-vanguard.ros:86:17: Warlord: could not map this upgrade of \
         \"Lord-Celestant on Dracoth\": not a heroic trait or artefact of the Stormcast \
         Eternals pack\n\
         note: stormcast-vanguard.ros:157:13: Unknown Warscroll: could not map this unit: no \
         unit of that id or name in the Stormcast Eternals pack\n"
    );

    // Written to a file, it is Muster's own list, and the validator judges it: this one is
    // ten points over its limit, imported as it is.
    let file = scratch.path("vanguard.json");
    ok(scratch.muster(&[
        "import",
        "roster",
        "tests/sigmar/rosters/khorne-by-name.ros",
        "-o",
        &file,
        "--lang",
        "es",
    ]));
    let report = scratch.muster(&["validate", &file, "--format", "json"]);
    assert_eq!(report.status.code(), Some(1), "{}", stdout(&report));
    assert!(stdout(&report).contains("sigmar.points.over_limit"));
}

#[test]
fn a_refused_roster_exits_2_and_writes_nothing() {
    let scratch = Scratch::new("roster-refused");
    let bad = scratch.file(
        "bad.ros",
        "<?xml version=\"1.0\"?>\n<!DOCTYPE roster [<!ENTITY e \"x\">]>\n<roster name=\"&e;\"/>\n",
    );
    let file = scratch.path("out.json");
    let out = scratch.muster(&["import", "roster", &bad, "-o", &file, "--lang", "es"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        stderr(&out),
        "muster: bad.ros:2:1: el XML declara un DTD o usa una entidad; una lista no tiene \
         ninguno, y nunca se expanden\n"
    );
    assert!(!std::path::Path::new(&file).exists());
}
