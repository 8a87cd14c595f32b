//! `muster print`: the PDF of a list, written only when the list can be read.

use crate::common;

use common::{root, stderr, Scratch};
use std::path::Path;
use std::process::{Command, Output};

/// Runs `muster ARGS` from the repository root with no library.
fn muster(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_muster"))
        .args(args)
        .current_dir(root())
        // No library: the pack alone checks the list.
        .env(
            "XDG_DATA_HOME",
            std::env::temp_dir().join("muster-print-no-library"),
        )
        .output()
        .expect("muster runs")
}

fn pdf_text(pdf: &str) -> String {
    let out = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) must be installed");
    String::from_utf8(out.stdout).unwrap()
}

fn page_size(pdf: &str) -> String {
    let out = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo runs");
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .find_map(|l| l.strip_prefix("Page size:").map(|s| s.trim().to_owned()))
        .unwrap()
}

#[test]
fn a_list_prints_in_spanish_on_letter_paper_with_the_players_name() {
    let dir = Scratch::new("print-es");
    let out = dir.path("lista.pdf");
    let o = muster(&[
        "print",
        "examples/runewars-daqan-shield-wall.json",
        "-o",
        &out,
        "--lang",
        "es",
        "--paper",
        "letter",
        "--player",
        "Begoña",
        "--date",
        "2026-11-23",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = pdf_text(&out);
    for words in [
        "Señores de Daqan",
        "Jugador: Begoña",
        "Fecha: 2026-11-23",
        "Lista legal",
        "En la mesa",
    ] {
        assert!(text.contains(words), "'{words}' missing:\n{text}");
    }
    assert!(page_size(&out).contains("(letter)"), "{}", page_size(&out));
}

#[test]
fn the_table_page_can_be_left_out_and_a4_is_the_default() {
    let dir = Scratch::new("print-plain");
    let out = dir.path("list.pdf");
    let o = muster(&[
        "print",
        "examples/runewars-latari-over-budget.json",
        "-o",
        &out,
        "--no-table-page",
    ]);
    // An illegal list still prints, with its verdict: printing is not validating.
    assert!(o.status.success(), "{}", stderr(&o));
    let text = pdf_text(&out);
    assert!(
        text.contains("Not a legal list") && text.contains("runewars:R-PTS-1"),
        "{text}"
    );
    assert!(!text.contains("At the table"));
    assert!(page_size(&out).contains("(A4)"));
}

#[test]
fn an_unreadable_list_exits_2_naming_the_fault_and_writes_nothing() {
    let dir = Scratch::new("print-bad");
    let list = dir.file(
        "broken.json",
        "{\"format\": \"muster-list/1\", \"game\": \"runewars\", \"name\": 3}",
    );
    let out = dir.path("out.pdf");
    let o = muster(&["print", &list, "-o", &out]);
    assert_eq!(o.status.code(), Some(2));
    let err = stderr(&o);
    assert!(
        err.contains("broken.json") && err.contains("/name"),
        "{err}"
    );
    assert!(!Path::new(&out).exists());
}

#[test]
fn an_unwritable_target_exits_2_and_leaves_no_partial_file() {
    let dir = Scratch::new("print-nowhere");
    let out = dir.path("no-such-folder/list.pdf");
    let o = muster(&["print", "examples/runewars-uthuk-skirmish.json", "-o", &out]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("cannot write"));
    assert_eq!(std::fs::read_dir(dir.dir()).unwrap().count(), 0);
}
