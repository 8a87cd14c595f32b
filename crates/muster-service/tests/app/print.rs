use crate::support::*;
use muster_data::Pack;

fn args(lang: &str, paper: &str) -> PrintArgs {
    PrintArgs {
        lang: lang.into(),
        paper: paper.into(),
        player: Some("  Ana  ".into()),
        date: "2026-03-14".into(),
        play_sheet: true,
    }
}

#[test]
fn the_preview_is_the_printers_layout_in_the_language_asked_for() {
    let dir = TempDir::new("print-preview");
    let state = state_in(&dir);
    let document = example("runewars-daqan-shield-wall.json");

    let en = list_print_preview(&state, &document, &args("en", "a4")).unwrap();
    assert_eq!(en.paper, Paper::A4);
    assert!((en.width - 595.3).abs() < 0.1, "{}", en.width);
    // The list pages and the table page.
    assert!(en.pages.len() >= 2, "{} pages", en.pages.len());
    let words = layout_texts(&en).join("\n");
    assert!(words.contains("Shield wall of Terrinoth"), "{words}");
    assert!(words.contains("Ana"), "{words}");
    assert!(words.contains("2026-03-14"), "{words}");
    assert!(words.contains(env!("CARGO_PKG_VERSION")), "{words}");
    assert!(words.contains("RuneWars data "), "{words}");

    let es = list_print_preview(&state, &document, &args("es", "letter")).unwrap();
    assert_eq!(es.paper, Paper::Letter);
    let palabras = layout_texts(&es).join("\n");
    assert!(palabras.contains("Lanceros"), "{palabras}");
    assert!(palabras.contains("datos de RuneWars "), "{palabras}");

    let without_table = PrintArgs {
        play_sheet: false,
        player: None,
        ..args("en", "a4")
    };
    let shorter = list_print_preview(&state, &document, &without_table).unwrap();
    assert_eq!(shorter.pages.len(), en.pages.len() - 1);
    assert!(!layout_texts(&shorter).contains(&"Ana"));

    // What the UI receives: tagged items, camelCase nowhere needed.
    let json = serde_json::to_value(&en).unwrap();
    assert_eq!(json["paper"], "a4");
    let first = &json["pages"][0]["items"];
    assert!(first
        .as_array()
        .unwrap()
        .iter()
        .any(|i| i["kind"] == "text" && i["weight"] == "bold" && i["color"].is_array()));
}

#[test]
fn the_saved_pdf_is_written_whole_where_asked() {
    let dir = TempDir::new("print-save");
    let state = state_in(&dir);
    let document = example("runewars-waiqar-host-of-crows.json");
    let out = dir.path().join("host of crows.pdf");
    list_print_save(&state, &document, &args("en", "a4"), &out).unwrap();
    let bytes = std::fs::read(&out).unwrap();
    assert!(bytes.starts_with(b"%PDF"), "{:?}", &bytes[..8]);
    // The same inputs print the same bytes, and nothing is left beside the file.
    let again = dir.path().join("again.pdf");
    list_print_save(&state, &document, &args("en", "a4"), &again).unwrap();
    assert_eq!(std::fs::read(&again).unwrap(), bytes);
    let mut names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".pdf") || n.contains("partial"))
        .collect();
    names.sort();
    assert_eq!(names, ["again.pdf", "host of crows.pdf"]);
}

#[test]
fn a_path_that_cannot_be_written_is_a_file_error_naming_it() {
    let dir = TempDir::new("print-bad-path");
    let state = state_in(&dir);
    let document = example("runewars-daqan-shield-wall.json");
    let out = dir.path().join("no such folder").join("list.pdf");
    let err = list_print_save(&state, &document, &args("en", "a4"), &out).unwrap_err();
    assert_eq!(err.code, "file.io");
    assert!(
        err.message
            .starts_with(&format!("{}: cannot write: ", out.display())),
        "{}",
        err.message
    );
    assert!(!out.exists());

    // A folder in the way of the rename: the temporary file is removed again.
    let folder = dir.path().join("taken.pdf");
    std::fs::create_dir(&folder).unwrap();
    std::fs::write(folder.join("inside"), "keep").unwrap();
    let err = list_print_save(&state, &document, &args("en", "a4"), &folder).unwrap_err();
    assert_eq!(err.code, "file.io");
    assert!(!dir.path().join("taken.pdf.muster-partial").exists());
    assert_eq!(
        std::fs::read_to_string(folder.join("inside")).unwrap(),
        "keep"
    );
}

#[test]
fn bad_documents_and_options_are_refused() {
    let dir = TempDir::new("print-bad");
    let state = state_in(&dir);
    let out = dir.path().join("never.pdf");
    let bad = r#"{"format": "muster-list/1", "game": "chess"}"#;
    let err = list_print_preview(&state, bad, &args("en", "a4")).unwrap_err();
    assert_eq!(err.code, "list.invalid");
    let err = list_print_save(&state, "{", &args("en", "a4"), &out).unwrap_err();
    assert_eq!(err.code, "list.invalid");
    assert!(!out.exists());
    let err = list_text(&state, "[1]", Lang::En).unwrap_err();
    assert_eq!(
        err,
        AppError::new(ErrorCode::ListInvalid, "a list document is a JSON object")
    );

    let document = example("runewars-daqan-shield-wall.json");
    let err = list_print_preview(&state, &document, &args("en", "a3")).unwrap_err();
    assert_eq!(err.code, "args.invalid");
    let err = list_print_preview(&state, &document, &args("fr", "a4")).unwrap_err();
    assert_eq!(err.code, "args.invalid");

    // The options as the UI sends them; unknown fields are refused.
    let parsed: PrintArgs = serde_json::from_str(
        r#"{"lang": "es", "paper": "letter", "player": null, "date": "2026-01-02", "playSheet": false}"#,
    )
    .unwrap();
    assert_eq!(
        parsed,
        PrintArgs {
            lang: "es".into(),
            paper: "letter".into(),
            player: None,
            date: "2026-01-02".into(),
            play_sheet: false
        }
    );
    assert!(serde_json::from_str::<PrintArgs>(
        r#"{"lang": "es", "paper": "a4", "date": "", "playSheet": true, "colour": 1}"#
    )
    .is_err());
}

#[test]
fn the_text_is_the_cores_in_the_language_asked_for() {
    let dir = TempDir::new("print-text");
    let state = state_in(&dir);
    let document = example("runewars-daqan-shield-wall.json");
    let en = list_text(&state, &document, Lang::En).unwrap();
    let es = list_text(&state, &document, Lang::Es).unwrap();
    let Ok(ListDocument::RuneWars(list)) = muster_core::parse_list(&document) else {
        panic!("a RuneWars example");
    };
    let catalog = RuneWars::bundled().unwrap();
    assert_eq!(
        en,
        RuneWars::write_text(&list, &catalog, &Options::default(), Lang::En)
    );
    assert!(en.starts_with("Shield wall of Terrinoth"), "{en}");
    assert!(es.contains("Lanceros"), "{es}");
    assert_ne!(en, es);
}

#[test]
fn a_diskwars_list_prints_and_copies_with_its_regiments() {
    let dir = TempDir::new("print-diskwars");
    let state = state_in(&dir);
    let en = list_print_preview(&state, DISKWARS_KAIROS, &args("en", "a4")).unwrap();
    let words = layout_texts(&en).join("\n");
    assert!(words.contains("Fateweaver's host"), "{words}");
    assert!(words.contains("Kairos Fateweaver"), "{words}");
    assert!(words.contains("Kurgan Barbarians"), "{words}");
    assert!(words.contains("Diskwars data "), "{words}");
    let es = list_print_preview(&state, DISKWARS_KAIROS, &args("es", "a4")).unwrap();
    let palabras = layout_texts(&es).join("\n");
    assert!(palabras.contains("Kairos Tejedestinos"), "{palabras}");
    assert!(palabras.contains("datos de Diskwars "), "{palabras}");

    let out = dir.path().join("host.pdf");
    list_print_save(&state, DISKWARS_KAIROS, &args("en", "letter"), &out).unwrap();
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF"));

    let text = list_text(&state, DISKWARS_KAIROS, Lang::En).unwrap();
    let Ok(ListDocument::Diskwars(list)) = muster_core::parse_list(DISKWARS_KAIROS) else {
        panic!("a Diskwars example");
    };
    let catalog = Diskwars::bundled().unwrap();
    assert_eq!(text, Diskwars::write_text(&list, &catalog, &(), Lang::En));
    assert!(text.starts_with("Fateweaver's host"), "{text}");

    // A value the player entered is named in the header.
    diskwars_value(&state, "disc", "flamers", "cost", "7");
    let mine = list_print_preview(&state, DISKWARS_KAIROS, &args("en", "a4")).unwrap();
    let words = layout_texts(&mine).join("\n");
    assert!(words.contains("(with your values for 1 item)"), "{words}");
}

#[test]
fn a_sigmar_list_prints_and_copies_with_its_regiments_and_the_packs_label() {
    let dir = TempDir::new("print-sigmar");
    let state = state_in(&dir);
    let document = example("sigmar/stormcast-matched-2000.json");
    let en = list_print_preview(&state, &document, &args("en", "a4")).unwrap();
    let words = layout_texts(&en).join("\n");
    assert!(
        words.contains("Regiment 1: Lord-Celestant (general)"),
        "{words}"
    );
    assert!(words.contains("Reinforced · 10 models"), "{words}");
    assert!(words.contains("Age of Sigmar data "), "{words}");
    let es = list_print_preview(&state, &document, &args("es", "a4")).unwrap();
    let palabras = layout_texts(&es).join("\n");
    assert!(
        palabras.contains("Regimiento 1: Lord-Celestant (general)"),
        "{palabras}"
    );
    assert!(palabras.contains("datos de Age of Sigmar "), "{palabras}");

    let out = dir.path().join("hammers.pdf");
    list_print_save(&state, &document, &args("en", "a4"), &out).unwrap();
    assert!(std::fs::read(&out).unwrap().starts_with(b"%PDF"));

    let text = list_text(&state, &document, Lang::Es).unwrap();
    let Ok(ListDocument::Sigmar(list)) = muster_core::parse_list(&document) else {
        panic!("an Age of Sigmar example");
    };
    let catalog = Sigmar::bundled().unwrap();
    let options = sigmar::Options::default();
    assert_eq!(
        text,
        Sigmar::write_text(&list, &catalog, &options, Lang::Es)
    );
    assert!(
        text.contains("\nRegimiento 1 (general) — 670 puntos\n"),
        "{text}"
    );
}

/// Issue 32: a save dialog pointed at the library (or its `-wal`) or the settings file is
/// refused naming both files, and the library keeps every byte and its lists.
#[test]
fn a_save_dialog_pointed_at_the_apps_own_files_writes_nothing() {
    let dir = TempDir::new("print-over-library");
    let state = state_in(&dir);
    let document = example("runewars-daqan-shield-wall.json");
    let saved = list_save(&state, None, &document).unwrap();
    state
        .settings_set(serde_json::to_value(state.settings()).unwrap())
        .unwrap();
    let library = state.muster().library_path();
    let wal = PathBuf::from(format!("{}-wal", library.display()));
    let settings = state.settings_file().to_path_buf();
    let kept = [&library, &settings];
    let before: Vec<Vec<u8>> = kept.iter().map(|p| std::fs::read(p).unwrap()).collect();
    for (target, named) in [
        (&library, format!("the library {}", library.display())),
        (&wal, "the library's log".to_owned()),
        (
            &settings,
            format!("{}, which this command reads", settings.display()),
        ),
    ] {
        let err = list_print_save(&state, &document, &args("en", "a4"), target).unwrap_err();
        assert_eq!(err.code, "file.io");
        assert!(
            err.message
                .starts_with(&format!("{}: refused: that is ", target.display())),
            "{}",
            err.message
        );
        assert!(err.message.contains(&named), "{}", err.message);
        let err = list_export_file(&state, saved.id, target).unwrap_err();
        assert!(err.message.contains(&named), "{}", err.message);
    }
    let after: Vec<Vec<u8>> = kept.iter().map(|p| std::fs::read(p).unwrap()).collect();
    assert_eq!(after, before);
    assert_eq!(lists_all(&state).unwrap().len(), 1);
}

/// The commits the shipped packs name (their `reference` and their `source`'s "at commit"),
/// shortened as git shortens them: none may reach paper.
fn shipped_commits() -> Vec<String> {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data");
    let mut commits = Vec::new();
    for file in [
        "runewars/catalog.json",
        "runewars/dials.json",
        "diskwars/community.json",
        "underworlds/embergard.json",
    ] {
        let pack: Value =
            serde_json::from_str(&std::fs::read_to_string(data.join(file)).unwrap()).unwrap();
        if let Some(commit) = pack["reference"]["commit"].as_str() {
            commits.push(commit[..7].to_owned());
        }
        let source = pack["source"].as_str().unwrap_or_default();
        for (at, _) in source.match_indices("at commit ") {
            let hash: String = source[at + 10..]
                .chars()
                .take_while(char::is_ascii_hexdigit)
                .collect();
            commits.push(hash[..7].to_owned());
        }
    }
    assert!(commits.len() >= 4, "{commits:?}");
    commits
}

#[test]
fn no_season_id_commit_or_digest_section_reaches_paper_or_a_copied_list() {
    let dir = TempDir::new("print-no-internal");
    let state = state_in(&dir);
    let commits = shipped_commits();
    let mut printed = 0;
    for file in [
        "runewars-daqan-shield-wall.json",
        "diskwars/order-karl-franz-and-teclis.json",
        "diskwars/destruction-kairos-and-archaon.json",
        "sigmar/stormcast-matched-2000.json",
        "sigmar/sylvaneth-matched-2000.json",
        "sigmar/open-play-mixed-shelf.json",
        "underworlds/emberwatch-blazing-assault.json",
        "underworlds/emberwatch-nemesis.json",
    ] {
        let document = example(file);
        for lang in ["en", "es"] {
            let layout = list_print_preview(&state, &document, &args(lang, "a4")).unwrap();
            let paper = layout_texts(&layout).join("\n");
            let copied = list_text(
                &state,
                &document,
                if lang == "en" { Lang::En } else { Lang::Es },
            )
            .unwrap();
            for (what, text) in [("paper", &paper), ("copied text", &copied)] {
                for internal in ["ghb-", "digest §", "commit "] {
                    assert!(
                        !text.contains(internal),
                        "{file} {lang} {what}: {internal}\n{text}"
                    );
                }
                for commit in &commits {
                    assert!(
                        !text.contains(commit.as_str()),
                        "{file} {lang} {what}: {commit}"
                    );
                }
            }
            // The community data is named on paper in words, with its date where it has one.
            let said = match (file, lang) {
                ("diskwars/order-karl-franz-and-teclis.json", "en") => {
                    Some("diskbuilder's disc list, 2025-07-06)")
                }
                ("diskwars/order-karl-franz-and-teclis.json", _) => {
                    Some("hecho por aficionados, 2025-07-06)")
                }
                ("underworlds/emberwatch-blazing-assault.json", "en") => {
                    Some("; its date is not recorded)")
                }
                ("underworlds/emberwatch-blazing-assault.json", _) => Some("; su fecha no consta)"),
                _ => None,
            };
            if let Some(said) = said {
                // A long line wraps at a space: read the paper as one run of words.
                let words = paper.replace('\n', " ");
                assert!(words.contains(said), "{file} {lang}: {said}\n{paper}");
            }
            printed += 1;
        }
    }
    assert_eq!(printed, 16);
}
