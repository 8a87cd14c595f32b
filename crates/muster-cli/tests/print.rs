//! `muster print`: the PDF of a list, written only when the list can be read.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

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

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("muster-cli-print-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn pdf_text(pdf: &Path) -> String {
    let out = Command::new("pdftotext")
        .arg(pdf)
        .arg("-")
        .output()
        .expect("pdftotext (poppler-utils) must be installed");
    String::from_utf8(out.stdout).unwrap()
}

fn page_size(pdf: &Path) -> String {
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
    let dir = scratch("es");
    let out = dir.join("lista.pdf");
    let o = muster(&[
        "print",
        "examples/runewars-daqan-shield-wall.json",
        "-o",
        out.to_str().unwrap(),
        "--lang",
        "es",
        "--paper",
        "letter",
        "--player",
        "Begoña",
        "--date",
        "2026-11-23",
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
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
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn the_table_page_can_be_left_out_and_a4_is_the_default() {
    let dir = scratch("plain");
    let out = dir.join("list.pdf");
    let o = muster(&[
        "print",
        "examples/runewars-latari-over-budget.json",
        "-o",
        out.to_str().unwrap(),
        "--no-table-page",
    ]);
    // An illegal list still prints, with its verdict: printing is not validating.
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let text = pdf_text(&out);
    assert!(
        text.contains("Not a legal list") && text.contains("runewars:R-PTS-1"),
        "{text}"
    );
    assert!(!text.contains("At the table"));
    assert!(page_size(&out).contains("(A4)"));
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_unreadable_list_exits_2_naming_the_fault_and_writes_nothing() {
    let dir = scratch("bad");
    let list = dir.join("broken.json");
    std::fs::write(
        &list,
        "{\"format\": \"muster-list/1\", \"game\": \"runewars\", \"name\": 3}",
    )
    .unwrap();
    let out = dir.join("out.pdf");
    let o = muster(&["print", list.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("broken.json") && err.contains("/name"),
        "{err}"
    );
    assert!(!out.exists());
    let _ = std::fs::remove_dir_all(dir);
}

#[test]
fn an_unwritable_target_exits_2_and_leaves_no_partial_file() {
    let dir = scratch("nowhere");
    let out = dir.join("no-such-folder").join("list.pdf");
    let o = muster(&[
        "print",
        "examples/runewars-uthuk-skirmish.json",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(o.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&o.stderr).contains("cannot write"));
    assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 0);
    let _ = std::fs::remove_dir_all(dir);
}
