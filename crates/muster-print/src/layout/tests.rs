//! The layout's promises, checked on sheets built by hand (long names, many units, many
//! findings) so that every limit is reached: nothing outside the margins, no text over
//! other text, the header on every page, a unit never split, costs in one column.

use super::*;
use crate::fonts::wrap;
use muster_core::sheet::{
    PlaySheet, PlayUnit, SheetCost, SheetEntry, SheetFact, SheetGroup, SheetItem, SheetTotal, Track,
};
use muster_core::{Awaited, Diagnostic, Lang, Severity, UnknownValue, Verdict};

fn options(lang: Lang, paper: Paper, play_sheet: bool) -> PrintOptions {
    PrintOptions {
        lang,
        paper,
        player: Some("Ana Núñez".into()),
        date: "2026-11-23".into(),
        muster_version: "0.1.0".into(),
        data_pack: "RuneWars data 0123abcd".into(),
        play_sheet,
    }
}

fn entry(n: usize, long: bool) -> SheetEntry {
    let name = if long {
        format!("Unit {n} with a name far too long for one line of the printed list, Caballería juramentada de los Señores de Daqan")
    } else {
        format!("Unit {n}")
    };
    SheetEntry {
        name,
        detail: "Infantry · 3×2 · 6 trays".into(),
        cost: Some(30 + n as u32),
        items: vec![
            SheetItem {
                name: format!("Upgrade {n}"),
                kind: Some("Equipment".into()),
                cost: Some(5),
            },
            SheetItem {
                name: "an-upgrade-id-the-catalogue-lacks".into(),
                kind: None,
                cost: None,
            },
        ],
    }
}

fn finding(n: usize) -> Diagnostic {
    Diagnostic {
        code: "runewars.points.over_limit",
        severity: [Severity::Error, Severity::Warning, Severity::Info][n % 3],
        rule: "runewars:R-PTS-1",
        path: format!("/units/{n}"),
        message: format!("Finding {n}: the army costs more than its value allows, by quite a lot of points, and this message is long enough to wrap onto a second line."),
        help: "Take out an upgrade or a unit, or choose a smaller configuration; ñ á é í ó ú.".into(),
        waits_for: Default::default(),
    }
}

/// A value the checks wait for, with a name long enough to wrap when `long`.
fn awaited(n: usize, long: bool) -> Awaited {
    let name = if long {
        format!("Disc {n} whose name is long enough, with the rules after it, to need a second line on the printed page")
    } else {
        format!("Disc {n}")
    };
    Awaited {
        value: UnknownValue::new(
            "disc",
            format!("disc-{n}"),
            name,
            "size",
            ("size", "tamaño"),
            Lang::En,
        ),
        rules: vec!["diskwars:R-SIZE-1", "diskwars:R-COPY-1"],
    }
}

/// A sheet of `units` units and `findings` findings; with findings, even counts are of an
/// unconfirmed list waiting for as many values, odd ones of an illegal list.
fn sheet(units: usize, long: bool, findings: usize) -> Sheet {
    let entries: Vec<SheetEntry> = (0..units).map(|n| entry(n, long)).collect();
    let verdict = match findings {
        0 => Verdict::Legal,
        n if n % 2 == 0 => Verdict::Unconfirmed,
        _ => Verdict::Illegal,
    };
    let waiting = if verdict == Verdict::Unconfirmed {
        findings
    } else {
        0
    };
    Sheet {
        game: "RuneWars: The Miniatures Game".into(),
        game_id: "runewars".into(),
        faction_group: None,
        list_name: if long {
            "A list whose name is long enough to need two lines in the page header, to see it wrap"
                .into()
        } else {
            "Test list".into()
        },
        faction: "Señores de Daqan".into(),
        facts: vec![SheetFact::new("Mode", "Standard")],
        costed: true,
        groups: vec![SheetGroup {
            title: Some("Regiment".into()),
            entries,
            subtotal: Some(SheetCost {
                known: 100,
                incomplete: true,
            }),
            compact: false,
        }],
        totals: vec![SheetTotal {
            label: "Points".into(),
            used: 250,
            used_incomplete: false,
            limit: Some(200),
            limit_unknown: false,
        }],
        verdict,
        awaited: (0..waiting).map(|n| awaited(n, long)).collect(),
        findings: (0..findings).map(finding).collect(),
        notes: Some("Bring the blue dice.\nAsk about the terrain.".into()),
        footnotes: Vec::new(),
        play: PlaySheet {
            game_tracks: vec![
                Track::marked("Round", (1..=8).map(|r| r.to_string()).collect()),
                Track::tally("Objective tokens"),
            ],
            units: (0..units)
                .map(|n| PlayUnit {
                    name: format!("Unit {n}"),
                    facts: vec![SheetFact::new("Trays", "3×2 = 6")],
                    tracks: vec![
                        Track::boxes("Trays lost", 12),
                        Track::tally("Panic"),
                        Track::tally("Stun"),
                        Track::tally("Immobilize"),
                        Track::tally("Blight"),
                        Track::tally("Inspiration"),
                    ],
                })
                .collect(),
        },
    }
}

fn texts(page: &Page) -> impl Iterator<Item = (&str, (f32, f32, f32, f32))> {
    page.items.iter().filter_map(|item| match item {
        Item::Text { text, .. } => Some((text.as_str(), item.bounds())),
        _ => None,
    })
}

fn all_cases() -> Vec<(Sheet, PrintOptions)> {
    let mut cases = Vec::new();
    for lang in Lang::ALL {
        for paper in [Paper::A4, Paper::Letter] {
            for (units, long, findings) in [
                (0, false, 0),
                (3, false, 1),
                (40, true, 30),
                (12, false, 12),
            ] {
                cases.push((sheet(units, long, findings), options(lang, paper, true)));
            }
            for long in [false, true] {
                cases.push((deck(33, long), options(lang, paper, true)));
            }
        }
    }
    cases
}

/// A sheet whose one group is a compact deck of `cards` cards, their names long enough to
/// wrap in a column when `long`.
fn deck(cards: usize, long: bool) -> Sheet {
    let mut sheet = sheet(0, false, 0);
    sheet.costed = false;
    sheet.groups[0].subtotal = None;
    sheet.groups[0].compact = true;
    sheet.groups[0].entries = (0..cards)
        .map(|n| SheetEntry {
            name: if long {
                format!("Card {n} whose name is long enough to need a second line in its column")
            } else {
                format!("Card {n}")
            },
            detail: if n % 3 == 0 {
                String::new()
            } else {
                "surge · glory 1".into()
            },
            cost: None,
            items: Vec::new(),
        })
        .collect();
    sheet
}

#[test]
fn nothing_is_placed_outside_the_margins() {
    for (sheet, options) in all_cases() {
        let laid = layout(&sheet, &options);
        for (p, page) in laid.pages.iter().enumerate() {
            for item in &page.items {
                let (l, t, r, b) = item.bounds();
                let slack = 0.01;
                assert!(
                    l >= MARGIN - slack
                        && t >= MARGIN - slack
                        && r <= laid.width - MARGIN + slack
                        && b <= laid.height - MARGIN + slack,
                    "page {p} of {:?}: {item:?} is outside the margins",
                    options.paper
                );
            }
        }
    }
}

#[test]
fn no_text_sits_on_other_text() {
    for (sheet, options) in all_cases() {
        let laid = layout(&sheet, &options);
        for (p, page) in laid.pages.iter().enumerate() {
            let boxes: Vec<_> = texts(page).collect();
            for (i, (a, (al, at, ar, ab))) in boxes.iter().enumerate() {
                for (b, (bl, bt, br, bb)) in &boxes[i + 1..] {
                    // Ascent and descent of neighbouring lines may touch; ink may not.
                    let overlap_x = al.max(*bl) < ar.min(*br) - 0.5;
                    let overlap_y = at.max(*bt) < ab.min(*bb) - 1.5;
                    assert!(!(overlap_x && overlap_y), "page {p}: '{a}' overlaps '{b}'");
                }
            }
        }
    }
}

#[test]
fn an_unconfirmed_list_says_so_and_names_each_value_it_waits_for_with_its_rules() {
    for lang in Lang::ALL {
        let sheet = sheet(3, false, 12);
        let laid = layout(&sheet, &options(lang, Paper::A4, false));
        let all: Vec<&str> = laid.pages.iter().flat_map(texts).map(|(t, _)| t).collect();
        assert!(all.contains(&lang.pick("Unconfirmed list", "Lista sin confirmar")));
        for a in &sheet.awaited {
            let line = format!(
                "{}: size (diskwars:R-SIZE-1, diskwars:R-COPY-1)",
                a.value.name
            );
            assert!(all.contains(&line.as_str()), "{line} missing from {all:?}");
        }
    }
}

#[test]
fn every_page_repeats_the_header_and_numbers_itself() {
    let (sheet, options) = (sheet(40, true, 30), options(Lang::Es, Paper::Letter, true));
    let laid = layout(&sheet, &options);
    assert!(
        laid.pages.len() >= 4,
        "40 long units and 30 findings fill several pages"
    );
    let first_line = wrap(
        &sheet.list_name,
        Weight::Bold,
        17.0,
        // The title keeps clear of the game's emblem beside it.
        laid.width - 2.0 * MARGIN - EMBLEM_ROOM,
    )[0]
    .clone();
    let total = laid.pages.len();
    for (p, page) in laid.pages.iter().enumerate() {
        let lines: Vec<&str> = texts(page).map(|(t, _)| t).collect();
        assert_eq!(lines[0], first_line, "page {p} starts with the list's name");
        assert!(
            lines.contains(&format!("Página {} de {total}", p + 1).as_str()),
            "page {p}: {lines:?}"
        );
        assert!(lines
            .iter()
            .any(|l| l.contains("Comprobada con Muster 0.1.0")));
    }
}

#[test]
fn a_unit_and_its_upgrades_stay_on_one_page() {
    let (sheet, options) = (sheet(40, true, 0), options(Lang::En, Paper::A4, false));
    let laid = layout(&sheet, &options);
    for n in 0..40 {
        let pages: Vec<usize> = laid
            .pages
            .iter()
            .enumerate()
            .filter(|(_, page)| {
                texts(page).any(|(t, _)| {
                    t.starts_with(&format!("Unit {n} "))
                        || t == format!("+ Upgrade {n} · Equipment")
                })
            })
            .map(|(p, _)| p)
            .collect();
        assert_eq!(pages.len(), 1, "unit {n} is on pages {pages:?}");
    }
}

#[test]
fn the_footnotes_stay_together_on_one_page() {
    let notes = [
        "* From community data, not checked against the printed discs; a value the rulebook gives wins.",
        "*? Doubtful community value: check it on your disc.",
    ];
    let mut moved = 0;
    // Notes one line longer each time, so the footnotes' place sweeps down to a page's end.
    for lines in 1..90 {
        let mut sheet = sheet(3, false, 0);
        sheet.notes = Some(
            (0..lines)
                .map(|n| format!("Note line {n}"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
        sheet.footnotes = notes.iter().map(|n| n.to_string()).collect();
        let laid = layout(&sheet, &options(Lang::En, Paper::A4, false));
        let page_of = |wanted: &str| {
            laid.pages
                .iter()
                .position(|page| texts(page).any(|(t, _)| t == wanted))
                .unwrap_or_else(|| panic!("{lines} lines: no {wanted:?}"))
        };
        let (first, second) = (page_of(notes[0]), page_of(notes[1]));
        assert_eq!(first, second, "{lines} lines of notes: the footnotes split");
        moved += usize::from(first > page_of(&format!("Note line {}", lines - 1)));
    }
    assert!(moved > 0, "no case reached the end of a page");
}

#[test]
fn costs_line_up_on_the_right_margin() {
    let (sheet, options) = (sheet(12, false, 0), options(Lang::En, Paper::A4, false));
    let laid = layout(&sheet, &options);
    let right = laid.width - MARGIN;
    let mut costs = 0;
    for page in &laid.pages {
        for (text, (_, _, r, _)) in texts(page) {
            if text.parse::<u32>().is_ok() || text == "?" {
                assert!(
                    (r - right).abs() < 0.01,
                    "'{text}' ends at {r}, not {right}"
                );
                costs += 1;
            }
        }
    }
    // A cost per unit and per upgrade (12 × 3), plus the unknown ones as "?".
    assert_eq!(costs, 36);
}

#[test]
fn the_table_page_is_there_only_when_asked() {
    let sheet = sheet(3, false, 0);
    let without = layout(&sheet, &options(Lang::En, Paper::A4, false));
    let with = layout(&sheet, &options(Lang::En, Paper::A4, true));
    assert_eq!(with.pages.len(), without.pages.len() + 1);
    let last = with.pages.last().unwrap();
    let boxes = last
        .items
        .iter()
        .filter(|i| matches!(i, Item::Rect { .. }))
        .count();
    // Rounds (8) + objective tally, and per unit 12 tray boxes and 5 token tallies.
    assert_eq!(boxes, 8 + 1 + 3 * (12 + 5));
}

#[test]
fn the_same_sheet_lays_out_the_same_way() {
    let (sheet, options) = (sheet(12, true, 5), options(Lang::Es, Paper::A4, true));
    assert_eq!(layout(&sheet, &options), layout(&sheet, &options));
}

#[test]
fn an_army_without_points_prints_no_cost_column() {
    // Age of Sigmar's open play has no points: no "POINTS" heading, no number, no "?".
    let mut sheet = sheet(6, false, 0);
    sheet.costed = false;
    let options = options(Lang::En, Paper::A4, false);
    let laid = layout(&sheet, &options);
    let right = laid.width - MARGIN;
    let mut at_cost_margin = Vec::new();
    for page in &laid.pages {
        for (text, (_, _, r, _)) in texts(page) {
            let unit_line = text.starts_with("Unit ") || text.starts_with("+ ");
            if (r - right).abs() < 0.01
                && !unit_line
                && (text == "?" || text.parse::<u32>().is_ok() || text == "COST" || text == "Cost")
            {
                at_cost_margin.push(text.to_owned());
            }
        }
    }
    assert!(
        at_cost_margin.is_empty(),
        "printed costs: {at_cost_margin:?}"
    );
    // Nor a heading over the one column left.
    let headed = |laid: &Layout| {
        laid.pages
            .iter()
            .flat_map(texts)
            .any(|(t, _)| t == Labels::new(Lang::En).unit)
    };
    assert!(!headed(&laid), "a column heading without costs");
    // The same sheet with costs prints them.
    sheet.costed = true;
    let laid = layout(&sheet, &options);
    let costs = laid
        .pages
        .iter()
        .flat_map(texts)
        .filter(|(t, _)| *t == "?")
        .count();
    assert_eq!(costs, 6);
    assert!(headed(&laid), "the column heading with costs");
}

#[test]
fn a_compact_group_prints_a_line_per_card_in_two_columns_read_down() {
    let layout = layout(&deck(33, false), &options(Lang::En, Paper::A4, false));
    assert_eq!(layout.pages.len(), 1, "33 cards fit on one page");
    let at = |name: &str| {
        texts(&layout.pages[0])
            .find(|(text, _)| *text == name)
            .map(|(_, bounds)| bounds)
            .unwrap_or_else(|| panic!("{name} is not printed"))
    };
    // 17 rows: the first 17 cards down the left column, the other 16 down the right.
    let (first, second, eighteenth) = (at("Card 0"), at("Card 1"), at("Card 17"));
    assert!(
        eighteenth.0 > first.0 + 200.0,
        "card 17 heads the right column"
    );
    assert!((eighteenth.1 - first.1).abs() < 0.01, "on the first row");
    assert!(
        second.1 > first.1 && (second.0 - first.0).abs() < 0.01,
        "card 1 under card 0"
    );
    // A card's detail on its line, after its name.
    let detail = texts(&layout.pages[0])
        .filter(|(text, _)| *text == "· surge · glory 1")
        .map(|(_, bounds)| bounds)
        .find(|bounds| bounds.0 < eighteenth.0)
        .unwrap();
    assert!((detail.3 - second.3).abs() < 3.0, "{detail:?} {second:?}");
    assert!(detail.0 > second.2, "{detail:?} {second:?}");
}

#[test]
fn errors_print_before_warnings_and_notes() {
    // Findings 0, 3, 6 are errors, 1, 4, 7 warnings, 2, 5, 8 notes (given in that mix).
    let layout = layout(&sheet(2, false, 9), &options(Lang::En, Paper::A4, false));
    let order: Vec<usize> = layout
        .pages
        .iter()
        .flat_map(texts)
        .filter_map(|(text, _)| text.strip_prefix("Finding "))
        .filter_map(|rest| rest.split(':').next()?.parse().ok())
        .collect();
    assert_eq!(order, [0, 3, 6, 1, 4, 7, 2, 5, 8]);
}

#[test]
fn the_header_keeps_to_a_few_lines_however_long_its_facts() {
    // A thousand decks named in the header (the facts on every page): the header is cut,
    // not the list, and the pages stay as many as the list needs.
    let mut long = sheet(40, false, 0);
    let decks: Vec<String> = (0..1000).map(|n| format!("Deck number {n}")).collect();
    long.facts.push(SheetFact::new("Decks", decks.join(", ")));
    let short = layout(&sheet(40, false, 0), &options(Lang::En, Paper::A4, false));
    let cut = layout(&long, &options(Lang::En, Paper::A4, false));
    assert!(
        cut.pages.len() <= short.pages.len() + 1,
        "{} pages",
        cut.pages.len()
    );
    for page in &cut.pages {
        let decks: Vec<&str> = texts(page)
            .map(|(text, _)| text)
            .filter(|text| text.contains("Deck number"))
            .collect();
        assert!(decks.len() <= 3, "{decks:?}");
        assert!(decks.last().unwrap().ends_with(" …"), "{decks:?}");
    }
}

/// A text of `words` numbered words (`w0 w1 …`), 4,000 characters at most as every list
/// text is.
fn numbered(words: usize) -> String {
    let text: Vec<String> = (0..words).map(|n| format!("w{n}")).collect();
    let text = text.join(" ");
    assert!(text.chars().count() <= 4_000);
    text
}

/// The items of a page above its footer (the footer is drawn last, from its rule on).
fn above_footer(page: &Page, laid: &Layout) -> Vec<Item> {
    let footer_rule = laid.height - MARGIN - FOOTER + 3.0;
    let from = page
        .items
        .iter()
        .rposition(|item| matches!(item, Item::Line { y1, .. } if (*y1 - footer_rule).abs() < 0.01))
        .expect("every page has its footer");
    page.items[..from].to_vec()
}

#[test]
fn an_entry_taller_than_a_page_runs_on_to_the_next_and_never_over_the_footer() {
    let long = numbered(800);
    let mut cases: Vec<(&str, Sheet)> = Vec::new();
    let mut named = sheet(3, false, 0);
    named.groups[0].entries[1].name = long.clone();
    cases.push(("a unit's name", named));
    let mut items = sheet(3, false, 0);
    items.groups[0].entries[1].items = (0..200)
        .map(|n| SheetItem {
            name: format!("w{n}"),
            kind: None,
            cost: Some(1),
        })
        .collect();
    cases.push(("a unit's 200 items", items));
    let mut titled = sheet(3, false, 0);
    titled.groups[0].title = Some(long.clone());
    cases.push(("a group's title", titled));
    let mut found = sheet(3, false, 1);
    // A finding that names several of the player's texts (their unit's name, twice).
    found.findings[0].message = format!("{long} {long} {long}");
    cases.push(("a finding", found));
    let mut card = deck(5, false);
    card.groups[0].entries[0].name = long.clone();
    cases.push(("a card in two columns", card));
    let mut table = sheet(3, false, 0);
    table.play.units[1].name = long.clone();
    table.play.units[1]
        .facts
        .push(SheetFact::new("Notes", long.clone()));
    cases.push(("a unit on the table page", table));
    for (what, sheet) in cases {
        for paper in [Paper::A4, Paper::Letter] {
            let laid = layout(&sheet, &options(Lang::En, paper, true));
            let bottom = laid.height - MARGIN - FOOTER;
            let mut words = std::collections::BTreeSet::new();
            for (p, page) in laid.pages.iter().enumerate() {
                for item in above_footer(page, &laid) {
                    let (_, top, _, under) = item.bounds();
                    assert!(
                        under <= bottom + 0.01,
                        "{what}, {paper:?}, page {p}: {item:?} reaches {under} (top {top}), below {bottom}"
                    );
                    if let Item::Text { text, .. } = item {
                        words.extend(text.split_whitespace().map(str::to_owned));
                    }
                }
            }
            // Split, not cut: every word is printed.
            for n in 0..200 {
                assert!(words.contains(&format!("w{n}")), "{what}: w{n} is missing");
            }
        }
    }
}

#[test]
fn a_long_header_is_wrapped_once_not_on_every_page() {
    // 64 decks of 4,000 characters named in the header's facts, on a list of many pages.
    let mut sheet = sheet(120, false, 0);
    let decks: Vec<String> = (0..64).map(|_| numbered(800)).collect();
    let facts = decks.join(", ");
    sheet.facts.push(SheetFact::new("Decks", facts.clone()));
    let before = crate::fonts::measured::bytes();
    let laid = layout(&sheet, &options(Lang::En, Paper::A4, true));
    let measured = crate::fonts::measured::bytes() - before;
    assert!(laid.pages.len() >= 5, "{} pages", laid.pages.len());
    assert!(
        measured < facts.len() / 4,
        "{measured} bytes measured for a header of {} on {} pages",
        facts.len(),
        laid.pages.len()
    );
}

/// A sheet of the game `id`, its faction in the group `group`.
fn sheet_of(id: &str, group: Option<&str>) -> Sheet {
    Sheet {
        game_id: id.into(),
        faction_group: group.map(str::to_owned),
        ..sheet(40, true, 30)
    }
}

fn shapes(page: &Page) -> Vec<&Item> {
    page.items
        .iter()
        .filter(|i| matches!(i, Item::Shape { .. }))
        .collect()
}

/// The first rule of a page: the one under its header.
fn header_rule(page: &Page) -> (f32, [u8; 3]) {
    page.items
        .iter()
        .find_map(|i| match i {
            Item::Line { y1, color, .. } => Some((*y1, *color)),
            _ => None,
        })
        .expect("every page has a rule under its header")
}

#[test]
fn every_page_carries_the_games_emblem_and_accent_in_its_header() {
    for game in &crate::face::GAMES {
        let laid = layout(
            &sheet_of(game.game, None),
            &options(Lang::En, Paper::A4, true),
        );
        assert!(laid.pages.len() >= 4, "{}: several pages", game.game);
        for (p, page) in laid.pages.iter().enumerate() {
            let (rule_y, rule_color) = header_rule(page);
            assert_eq!(rule_color, game.accent, "{} page {p}: the rule", game.game);
            let emblem = shapes(page);
            // One stroke per circle and per subpath of the window's emblem.
            let expected: usize = game
                .emblem
                .iter()
                .map(|s| match s {
                    Shape::Circle { .. } => 1,
                    Shape::Path { d, .. } => subpaths(d).unwrap().len(),
                })
                .sum();
            assert_eq!(emblem.len(), expected, "{} page {p}", game.game);
            for item in emblem {
                let Item::Shape { color, fill, .. } = item else {
                    unreachable!()
                };
                assert_eq!(*color, game.accent);
                if let Some(fill) = fill {
                    assert_eq!(*fill, tint(game.accent, EMBLEM_TINT));
                }
                let (l, t, r, b) = item.bounds();
                assert!(
                    l >= MARGIN && t >= MARGIN,
                    "{} page {p}: {item:?}",
                    game.game
                );
                assert!(r <= MARGIN + EMBLEM && b < rule_y, "{} page {p}", game.game);
            }
            // Nothing of the header's text runs over the emblem.
            for (text, (l, t, _, b)) in texts(page) {
                assert!(
                    l >= MARGIN + EMBLEM || t > MARGIN + EMBLEM || b < MARGIN,
                    "{} page {p}: {text}",
                    game.game
                );
            }
        }
        // The section headings take the accent: the group's title and the table page's.
        let headings: Vec<[u8; 3]> = laid
            .pages
            .iter()
            .flat_map(|p| &p.items)
            .filter_map(|i| match i {
                Item::Text { text, color, .. } if text == "Regiment" || text == "At the table" => {
                    Some(*color)
                }
                _ => None,
            })
            .collect();
        assert_eq!(headings, vec![game.accent; 2], "{}", game.game);
    }
}

#[test]
fn a_game_paper_knows_no_face_of_prints_plain() {
    let laid = layout(
        &sheet_of("chess", None),
        &options(Lang::En, Paper::A4, true),
    );
    let accents: Vec<[u8; 3]> = crate::face::GAMES.iter().map(|g| g.accent).collect();
    for page in &laid.pages {
        assert!(shapes(page).is_empty());
        assert_eq!(header_rule(page).1, INK);
        let (title, (l, ..)) = texts(page).next().unwrap();
        assert!(title.starts_with("A list whose name"), "{title}");
        assert_eq!(l, MARGIN, "no room is kept for an emblem");
        for item in &page.items {
            if let Item::Text { color, text, .. } = item {
                assert!(!accents.contains(color), "{text} in an accent");
            }
        }
    }
}

#[test]
fn a_factions_grand_alliance_colours_its_line_and_an_unknown_one_does_not() {
    let line = |group: Option<&str>| {
        let laid = layout(
            &sheet_of("sigmar", group),
            &options(Lang::En, Paper::A4, false),
        );
        laid.pages
            .iter()
            .map(|page| {
                page.items
                    .iter()
                    .find_map(|i| match i {
                        Item::Text { text, color, .. } if text.contains(" · Señores") => {
                            Some(*color)
                        }
                        _ => None,
                    })
                    .expect("every page names the faction")
            })
            .collect::<Vec<_>>()
    };
    for (keyword, color) in crate::face::ALLIANCES {
        assert!(line(Some(keyword)).iter().all(|c| *c == color), "{keyword}");
    }
    assert!(line(Some("NO SUCH ALLIANCE")).iter().all(|c| *c == INK));
    assert!(line(None).iter().all(|c| *c == INK));
}
