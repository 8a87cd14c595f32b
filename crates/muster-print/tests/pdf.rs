//! The printed PDF read back as a reader would: poppler's `pdftotext` and `pdfinfo` (from
//! poppler-utils, which `scripts/setup-app` installs) extract the text, the word boxes and
//! the page count of the PDFs of every example list (`examples/`, `examples/diskwars/`,
//! `tests/runewars/`) and of Underworlds lists on the shipped and fixture packs, in both
//! languages and on both papers.

use muster_core::games::diskwars::{Diskwars, DiskwarsList, Mode};
use muster_core::games::runewars::{Catalog, Options, RuneWars, RuneWarsList};
use muster_core::games::underworlds::Underworlds;
use muster_core::{parse_list, Game, Lang, ListDocument, Sheet, Verdict};
use muster_data::Pack;
use muster_print::{layout, print, Paper, PrintOptions, MARGIN};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The list documents of `dirs` (expectations, `*.expect.json`, left out) and `more`, at
/// least `least` of them, each as its file name and its game's list (`pick`), in path order.
fn lists<L>(
    dirs: &[&str],
    more: &[&str],
    least: usize,
    pick: fn(ListDocument) -> Option<L>,
) -> Vec<(String, L)> {
    let mut files: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|dir| std::fs::read_dir(root().join(dir)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.extension().is_some_and(|e| e == "json")
                && !p.to_string_lossy().ends_with(".expect.json")
        })
        .chain(more.iter().map(|file| root().join(file)))
        .collect();
    files.sort();
    assert!(files.len() >= least, "the example lists are found");
    files
        .into_iter()
        .map(|path| {
            let document = parse_list(&std::fs::read_to_string(&path).unwrap()).unwrap();
            let list = pick(document)
                .unwrap_or_else(|| panic!("{}: a list of another game", path.display()));
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            (name, list)
        })
        .collect()
}

/// Every RuneWars example list: `examples/`, the scenario files and the 2,000-point
/// benchmark list.
fn example_lists() -> Vec<(String, RuneWarsList)> {
    let pick = |document| match document {
        ListDocument::RuneWars(list) => Some(list),
        _ => None,
    };
    lists(
        &["examples", "tests/runewars"],
        &["crates/muster-data/benches/list-2000.json"],
        12,
        pick,
    )
}

/// The Diskwars example lists (`examples/diskwars/`).
fn diskwars_lists() -> Vec<(String, DiskwarsList)> {
    let pick = |document| match document {
        ListDocument::Diskwars(list) => Some(list),
        _ => None,
    };
    lists(&["examples/diskwars"], &[], 4, pick)
}

fn diskwars_catalog() -> muster_core::games::diskwars::Catalog {
    Diskwars::bundled().unwrap()
}

fn options(lang: Lang, paper: Paper) -> PrintOptions {
    PrintOptions {
        lang,
        paper,
        player: Some("Íñigo Peña".into()),
        date: "2026-11-23".into(),
        muster_version: "0.1.0".into(),
        data_pack: "RuneWars data test".into(),
        play_sheet: true,
    }
}

struct Printed {
    _dir: TempDir,
    pdf: PathBuf,
}

struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn write(bytes: &[u8], name: &str) -> Printed {
    let dir = std::env::temp_dir().join(format!("muster-print-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let pdf = dir.join("list.pdf");
    std::fs::write(&pdf, bytes).unwrap();
    Printed {
        _dir: TempDir(dir),
        pdf,
    }
}

fn poppler(tool: &str, args: &[&str], pdf: &Path) -> String {
    let out = Command::new(tool)
        .args(args)
        .arg(pdf)
        .arg("-")
        .output()
        .unwrap_or_else(|e| panic!("{tool} (poppler-utils) must be installed: {e}"));
    assert!(
        out.status.success(),
        "{tool} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A printed list's words as a reader finds them: spaces normalised, since names may wrap.
struct Words(String);

impl Words {
    /// The words of `printed` as `pdftotext ARGS` extracts them.
    fn of(printed: &Printed, args: &[&str]) -> Self {
        let text = poppler("pdftotext", args, &printed.pdf);
        Words(text.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    /// Whether `needle`'s words stand in the text, in order.
    fn has(&self, needle: &str) -> bool {
        self.0
            .contains(&needle.split_whitespace().collect::<Vec<_>>().join(" "))
    }

    /// Whether `needle` stands in the text, spaces left out (pdftotext may drop the spaces
    /// of a short number column, `4/?`).
    fn has_bare(&self, needle: &str) -> bool {
        let bare = |t: &str| t.split_whitespace().collect::<String>();
        bare(&self.0).contains(&bare(needle))
    }
}

/// The verdict a printed list states.
fn verdict(verdict: Verdict, lang: Lang) -> &'static str {
    match (verdict, lang) {
        (Verdict::Legal, Lang::En) => "Legal list",
        (Verdict::Illegal, Lang::En) => "Not a legal list",
        (Verdict::Unconfirmed, Lang::En) => "Unconfirmed list",
        (Verdict::Legal, Lang::Es) => "Lista legal",
        (Verdict::Illegal, Lang::Es) => "La lista no es legal",
        (Verdict::Unconfirmed, Lang::Es) => "Lista sin confirmar",
    }
}

/// What every printed list shows: its name and faction, the verdict, each finding's rule,
/// each unit on the table page, and the data it was checked with in the footer.
fn assert_common_words(file: &str, lang: Lang, sheet: &Sheet, words: &Words, data_pack: &str) {
    assert!(
        words.has(&sheet.list_name),
        "{file} {lang}: list name missing"
    );
    assert!(words.has(&sheet.faction), "{file} {lang}: faction missing");
    assert!(
        words.has(verdict(sheet.verdict, lang)),
        "{file} {lang}: verdict"
    );
    // An unconfirmed list names each value its checks wait for, with the rules.
    for line in muster_core::verdict::awaited_lines(&sheet.awaited) {
        assert!(words.has(&line), "{file} {lang}: '{line}' not printed");
    }
    // Every finding in full, in the print's language, with its rule in small type; never
    // its code or its place as a pointer (nothing a reader of paper needs).
    for finding in &sheet.findings {
        assert!(
            words.has(&finding.message) && words.has(&finding.help),
            "{file} {lang}: finding {} not printed in full",
            finding.code
        );
        assert!(
            words.has(finding.rule),
            "{file} {lang}: finding {} missing",
            finding.code
        );
        assert!(
            !words.has(finding.code),
            "{file} {lang}: the code {} printed",
            finding.code
        );
        assert!(
            finding.path.is_empty() || !words.has(&finding.path),
            "{file} {lang}: the pointer {} printed",
            finding.path
        );
    }
    for unit in &sheet.play.units {
        assert!(
            words.has(&unit.name),
            "{file} {lang}: {} not at the table",
            unit.name
        );
    }
    assert!(words.has(data_pack), "{file} {lang}: versions");
}

/// Each total as printed: its label, what is used (`+?` when a part is unknown) and of what
/// limit (`?` when unknown).
fn assert_totals(file: &str, lang: Lang, sheet: &Sheet, words: &Words) {
    for total in &sheet.totals {
        let used = if total.used_incomplete {
            format!("{}+?", total.used)
        } else {
            total.used.to_string()
        };
        let value = match (total.limit, total.limit_unknown) {
            (Some(limit), _) => format!("{used} / {limit}"),
            (None, true) => format!("{used} / ?"),
            (None, false) => used,
        };
        assert!(
            words.has_bare(&format!("{} {value}", total.label)),
            "{file} {lang}: total '{}' {value} missing",
            total.label
        );
    }
}

fn pages(pdf: &Path) -> usize {
    let out = Command::new("pdfinfo")
        .arg(pdf)
        .output()
        .expect("pdfinfo (poppler-utils) must be installed");
    let info = String::from_utf8(out.stdout).unwrap();
    info.lines()
        .find_map(|l| l.strip_prefix("Pages:"))
        .map(|n| n.trim().parse().unwrap())
        .expect("pdfinfo gives the page count")
}

/// A word's box as poppler sees it: xMin, yMin, xMax, yMax (points from the top left), word.
type WordBox = (f32, f32, f32, f32, String);

/// Word boxes from `pdftotext -bbox`, and the page size.
fn word_boxes(pdf: &Path) -> (f32, f32, Vec<WordBox>) {
    let html = poppler("pdftotext", &["-bbox"], pdf);
    let attr = |line: &str, name: &str| -> f32 {
        let start = line.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
        line[start..].split('"').next().unwrap().parse().unwrap()
    };
    let page = html.lines().find(|l| l.contains("<page ")).unwrap();
    let (w, h) = (attr(page, "width"), attr(page, "height"));
    let words = html
        .lines()
        .filter(|l| l.contains("<word "))
        .map(|l| {
            let word = l
                .split('>')
                .nth(1)
                .unwrap()
                .split('<')
                .next()
                .unwrap()
                .to_owned();
            (
                attr(l, "xMin"),
                attr(l, "yMin"),
                attr(l, "xMax"),
                attr(l, "yMax"),
                word,
            )
        })
        .collect();
    (w, h, words)
}

fn catalog() -> Catalog {
    RuneWars::bundled().unwrap()
}

#[test]
fn every_example_list_prints_with_its_units_costs_totals_and_verdict() {
    let catalog = catalog();
    for (file, list) in example_lists() {
        for lang in Lang::ALL {
            let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), lang);
            let printed = write(
                &print(&sheet, &options(lang, Paper::A4)),
                &format!("{file}-{lang}"),
            );
            let words = Words::of(&printed, &[]);
            assert_common_words(&file, lang, &sheet, &words, "RuneWars data test");
            assert_eq!(sheet.list_name, list.name);
            for entry in &sheet.groups[0].entries {
                assert!(
                    words.has(&entry.name),
                    "{file} {lang}: unit {} missing",
                    entry.name
                );
                for item in &entry.items {
                    assert!(
                        words.has(&item.name),
                        "{file} {lang}: upgrade {} missing",
                        item.name
                    );
                }
            }
            let points = &sheet.totals[0];
            assert!(
                words.has(&format!("{} / {}", points.used, points.limit.unwrap())),
                "{file} {lang}: total"
            );
            assert!(
                words.has("Íñigo Peña"),
                "{file} {lang}: player's name with its accents"
            );
            assert!(words.has("Muster 0.1.0"), "{file} {lang}: versions");
        }
    }
}

/// The PDF has the pages the layout made, on the paper asked for, and every word of it
/// lies inside the margins.
fn assert_pages_and_margins(file: &str, paper: Paper, sheet: &Sheet, opts: &PrintOptions) {
    let printed = write(&print(sheet, opts), &format!("{file}-{paper}"));
    assert_eq!(
        pages(&printed.pdf),
        layout(sheet, opts).pages.len(),
        "{file} {paper}"
    );
    let (w, h, words) = word_boxes(&printed.pdf);
    let (pw, ph) = paper.size();
    assert!(
        (w - pw).abs() < 0.5 && (h - ph).abs() < 0.5,
        "{file}: page is {w}×{h}"
    );
    assert!(!words.is_empty());
    for (x0, y0, x1, y1, word) in words {
        assert!(
            x0 >= MARGIN - 1.0
                && y0 >= MARGIN - 1.0
                && x1 <= w - MARGIN + 1.0
                && y1 <= h - MARGIN + 1.0,
            "{file} {paper}: '{word}' at ({x0}, {y0})–({x1}, {y1}) leaves the margins"
        );
    }
}

#[test]
fn page_count_and_every_word_inside_the_margins_on_both_papers() {
    let catalog = catalog();
    for (file, list) in example_lists() {
        for paper in [Paper::A4, Paper::Letter] {
            let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::Es);
            assert_pages_and_margins(&file, paper, &sheet, &options(Lang::Es, paper));
        }
    }
}

#[test]
fn spanish_accents_survive_into_the_pdf_text() {
    let catalog = catalog();
    let ListDocument::RuneWars(list) = parse_list(
        &std::fs::read_to_string(root().join("tests/runewars/core-set-armies-face-off.json"))
            .unwrap(),
    )
    .unwrap() else {
        panic!("a RuneWars list")
    };
    let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::Es);
    let printed = write(&print(&sheet, &options(Lang::Es, Paper::A4)), "accents");
    let text = poppler("pdftotext", &[], &printed.pdf);
    for word in [
        "Señores de Daqan",
        "Caballería juramentada",
        "Infantería",
        "Página 1 de 2",
        "Valor del ejército",
        "Única",
        "Pánico",
        "Inspiración",
    ] {
        assert!(text.contains(word), "'{word}' not in:\n{text}");
    }
}

#[test]
fn a_long_list_continues_with_the_header_on_every_page() {
    let catalog = catalog();
    let ListDocument::RuneWars(list) = parse_list(
        &std::fs::read_to_string(root().join("crates/muster-data/benches/list-2000.json")).unwrap(),
    )
    .unwrap() else {
        panic!("a RuneWars list")
    };
    let sheet = RuneWars::sheet(&list, &catalog, &Options::default(), Lang::En);
    let printed = write(&print(&sheet, &options(Lang::En, Paper::Letter)), "long");
    let total = pages(&printed.pdf);
    assert!(
        total >= 3,
        "40 units take more than a page, plus the table pages"
    );
    for page in 1..=total {
        let p = page.to_string();
        let text = poppler("pdftotext", &["-f", &p, "-l", &p], &printed.pdf);
        let first = text.lines().find(|l| !l.trim().is_empty()).unwrap();
        assert!(
            list.name.starts_with(first.trim()),
            "page {page} starts with '{first}'"
        );
        assert!(
            text.contains(&format!("Page {page} of {total}")),
            "page {page} numbers itself"
        );
    }
}

#[test]
fn the_same_list_prints_the_same_bytes_and_a_different_one_different_bytes() {
    let catalog = catalog();
    let lists = example_lists();
    let sheet = RuneWars::sheet(&lists[0].1, &catalog, &Options::default(), Lang::En);
    let first = print(&sheet, &options(Lang::En, Paper::A4));
    let again = print(&sheet, &options(Lang::En, Paper::A4));
    assert!(first == again, "two prints in one process differ");
    let other = RuneWars::sheet(&lists[1].1, &catalog, &Options::default(), Lang::En);
    assert!(print(&other, &options(Lang::En, Paper::A4)) != first);
    assert!(
        first.len() < 100_000,
        "fonts are subset: {} bytes",
        first.len()
    );
}

/// What a printed subtotal reads: the known sum, `+?` when a cost is unknown.
/// A subtotal as a reader sees it: `13`, `13+?` when a part is unknown, `?` when no part is
/// known (the same words as the list text and the command line).
fn subtotal(cost: muster_core::sheet::SheetCost) -> String {
    match (cost.known, cost.incomplete) {
        (known, false) => known.to_string(),
        (0, true) => "?".to_owned(),
        (known, true) => format!("{known}+?"),
    }
}

#[test]
fn every_diskwars_example_prints_each_regiment_with_its_points_used_and_left() {
    let catalog = diskwars_catalog();
    for (file, list) in diskwars_lists() {
        for lang in Lang::ALL {
            let sheet = Diskwars::sheet(&list, &catalog, &(), lang);
            let mut opts = options(lang, Paper::A4);
            opts.data_pack = "Diskwars data test".into();
            let printed = write(&print(&sheet, &opts), &format!("{file}-{lang}"));
            // In layout order, so that a label and its number in the right-hand column read as
            // one line.
            let words = Words::of(&printed, &["-layout"]);
            assert_common_words(&file, lang, &sheet, &words, "Diskwars data test");
            assert_eq!(sheet.list_name, list.name);
            assert_eq!(sheet.groups.len(), list.regiments.len(), "{file}");
            let intro = list.mode == Mode::Introductory;
            for group in &sheet.groups {
                let title = group.title.as_deref().unwrap();
                assert!(
                    words.has(title),
                    "{file} {lang}: regiment '{title}' missing"
                );
                for entry in &group.entries {
                    assert!(
                        words.has(&entry.name),
                        "{file} {lang}: {} missing",
                        entry.name
                    );
                }
                if intro {
                    assert_eq!(
                        group.subtotal, None,
                        "{file}: an introductory army has no costs"
                    );
                } else {
                    let subtotal = format!("Subtotal {}", subtotal(group.subtotal.unwrap()));
                    assert!(words.has(&subtotal), "{file} {lang}: '{subtotal}' missing");
                }
            }
            // Per regiment the points used (of the hero's, when known), then the hand; an
            // introductory army has no points, no unspent points for the initiative (its
            // roll has no bonus) and no hand size from command values: only its hand.
            if intro {
                assert_eq!(sheet.totals.len(), 1, "{file}");
                for never in [
                    "Unspent points",
                    "Puntos sin gastar",
                    "recruitment points",
                    "puntos de reclutamiento",
                    "× ?",
                    "Size ?",
                    "Tamaño ?",
                ] {
                    assert!(!words.has(never), "{file} {lang}: '{never}' printed");
                }
                assert!(!words.has_bare("?/?"), "{file} {lang}: '?/?' printed");
            } else {
                assert_eq!(sheet.totals.len(), list.regiments.len() + 1, "{file}");
            }
            assert_totals(&file, lang, &sheet, &words);
            for fact in &sheet.facts {
                assert!(
                    words.has(&fact.value),
                    "{file} {lang}: fact {} missing",
                    fact.label
                );
            }
            // The table page: a block per disc, unknown stats as `?`.
            let stamina = lang.pick("Stamina: ?", "Vigor: ?");
            assert!(
                words.has(stamina),
                "{file} {lang}: unknown stats print as ?"
            );
        }
    }
}

#[test]
fn diskwars_pages_keep_every_word_inside_the_margins_on_both_papers() {
    let catalog = diskwars_catalog();
    for (file, list) in diskwars_lists() {
        for (lang, paper) in [(Lang::Es, Paper::A4), (Lang::En, Paper::Letter)] {
            let sheet = Diskwars::sheet(&list, &catalog, &(), lang);
            assert_pages_and_margins(&file, paper, &sheet, &options(lang, paper));
        }
    }
}

/// Underworlds lists: on the shipped pack (the rulebook's names, every fighter value
/// unknown, no deck's cards) and on the synthetic fixture pack of
/// `tests/underworlds/fixture-data` (made-up values, not real data): a whole Rivals deck.
fn underworlds_lists() -> Vec<(
    String,
    muster_core::games::underworlds::UnderworldsList,
    muster_core::games::underworlds::Catalog,
)> {
    use muster_core::games::underworlds::{CardKind, PlayFormat, UnderworldsList};
    let shipped = Underworlds::bundled().unwrap();
    let fixture =
        Underworlds::load_dir(&root().join("tests/underworlds/fixture-data/underworlds")).unwrap();
    let mut emberwatch =
        UnderworldsList::new("Shelf Emberwatch", PlayFormat::Rivals, "the-emberwatch");
    emberwatch.decks = vec!["blazing-assault".into()];
    let mut zikkit =
        UnderworldsList::new("Shelf Zikkit", PlayFormat::Nemesis, "zikkits-tunnelpack");
    zikkit.decks = vec![
        "pillage-and-plunder".into(),
        "countdown-to-cataclysm".into(),
    ];
    let deck = fixture.decks()[0].clone();
    let mut whole = UnderworldsList::new(
        "Fixture whole deck",
        PlayFormat::Rivals,
        fixture.warbands()[0].id.clone(),
    );
    whole.decks = vec![deck.id.clone()];
    for card in &deck.cards {
        match card.kind {
            CardKind::Objective => whole.objectives.push(card.id.clone()),
            _ => whole.power.push(card.id.clone()),
        }
    }
    whole.notes = Some("Fixture notes: not real data.".into());
    vec![
        ("emberwatch".into(), emberwatch, shipped.clone()),
        ("zikkit".into(), zikkit, shipped),
        ("fixture".into(), whole, fixture),
    ]
}

#[test]
fn every_underworlds_list_prints_its_fighters_deck_counts_and_verdict_without_points() {
    use muster_core::games::underworlds::Underworlds;
    for (file, list, catalog) in underworlds_lists() {
        for lang in Lang::ALL {
            let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
            let mut opts = options(lang, Paper::A4);
            opts.data_pack = "Underworlds data test".into();
            let printed = write(&print(&sheet, &opts), &format!("uw-{file}-{lang}"));
            let words = Words::of(&printed, &["-layout"]);
            assert_common_words(&file, lang, &sheet, &words, "Underworlds data test");
            assert_eq!(sheet.list_name, list.name);
            // No points in Underworlds: no cost column heading.
            assert!(!words.has(lang.pick("POINTS", "PUNTOS")), "{file} {lang}");
            for fact in &sheet.facts {
                assert!(words.has(&fact.value), "{file} {lang}: fact {}", fact.label);
            }
            for group in &sheet.groups {
                let title = group.title.as_deref().unwrap();
                assert!(words.has(title), "{file} {lang}: group '{title}' missing");
                for entry in &group.entries {
                    assert!(
                        words.has(&entry.name),
                        "{file} {lang}: {} missing",
                        entry.name
                    );
                    // Each face of a fighter on its own line(s), every word printed.
                    for line in entry.detail.lines() {
                        assert!(words.has(line), "{file} {lang}: '{line}' missing");
                    }
                }
            }
            assert_totals(&file, lang, &sheet, &words);
        }
    }
}

#[test]
fn underworlds_pages_keep_every_word_inside_the_margins_on_both_papers() {
    use muster_core::games::underworlds::Underworlds;
    for (file, list, catalog) in underworlds_lists() {
        for (lang, paper) in [(Lang::Es, Paper::A4), (Lang::En, Paper::Letter)] {
            let sheet = Underworlds::sheet(&list, &catalog, &(), lang);
            assert_pages_and_margins(&format!("uw-{file}"), paper, &sheet, &options(lang, paper));
        }
    }
}

/// The pages' drawing operators: every stream of the PDF inflated (the fonts do not inflate
/// to text and are left out).
fn content_streams(pdf: &[u8]) -> String {
    let mut out = String::new();
    let mut rest = pdf;
    while let Some(at) = rest.windows(6).position(|w| w == b"stream") {
        let body = &rest[at + 6..];
        let body = body.strip_prefix(b"\r").unwrap_or(body);
        let body = body.strip_prefix(b"\n").unwrap_or(body);
        let end = body
            .windows(9)
            .position(|w| w == b"endstream")
            .unwrap_or(body.len());
        let raw = &body[..end];
        let bytes =
            miniz_oxide::inflate::decompress_to_vec_zlib(raw).unwrap_or_else(|_| raw.to_vec());
        if let Ok(text) = String::from_utf8(bytes) {
            out.push_str(&text);
            out.push('\n');
        }
        rest = &body[end.min(body.len())..];
        rest = rest.get(9..).unwrap_or_default();
    }
    out
}

/// Every stroke colour the content sets (`r g b RG`), as RGB.
fn stroke_colours(content: &str) -> Vec<[u8; 3]> {
    let words: Vec<&str> = content.split_whitespace().collect();
    words
        .windows(4)
        .filter(|w| w[3] == "RG")
        .filter_map(|w| {
            let c: Vec<f32> = w[..3].iter().filter_map(|n| n.parse().ok()).collect();
            (c.len() == 3).then(|| [0, 1, 2].map(|i| (c[i] * 255.0).round() as u8))
        })
        .collect()
}

#[test]
fn the_games_accent_is_in_the_pages_and_a_faceless_list_has_none() {
    let catalog = catalog();
    let lists = example_lists();
    let sheet = RuneWars::sheet(&lists[0].1, &catalog, &Options::default(), Lang::En);
    let accent = muster_print::face::game_face(RuneWars::ID).unwrap().accent;
    let content = content_streams(&print(&sheet, &options(Lang::En, Paper::A4)));
    let colours = stroke_colours(&content);
    assert!(colours.contains(&accent), "{accent:?} not in {colours:?}");
    let plain = Sheet {
        game_id: "no-such-game".into(),
        ..sheet
    };
    let colours = stroke_colours(&content_streams(&print(
        &plain,
        &options(Lang::En, Paper::A4),
    )));
    assert!(
        !colours.is_empty() && !colours.contains(&accent),
        "{colours:?}"
    );
}
