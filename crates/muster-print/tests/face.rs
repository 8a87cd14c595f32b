//! The paper's face and the window's never drift apart: this reads the UI's own files (each
//! game's `index.ts` accent and `Emblem.svelte`, the grand alliances' `factions.ts`) and
//! compares them with `muster_print::face`.

use muster_print::face::{
    game_face, group_accent, subpaths, Shape, ALLIANCES, EMBLEM_STROKE, EMBLEM_TINT, GAMES,
};
use std::path::{Path, PathBuf};

fn games_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/lib/games")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// `#a3262a` as RGB.
fn hex(text: &str) -> [u8; 3] {
    let t = text.trim_start_matches('#');
    assert_eq!(t.len(), 6, "{text}");
    [0, 2, 4].map(|i| u8::from_str_radix(&t[i..i + 2], 16).unwrap())
}

/// The value of `name="…"` in an SVG element's text.
fn attribute<'a>(element: &'a str, name: &str) -> Option<&'a str> {
    let start = element.find(&format!(" {name}=\""))? + name.len() + 3;
    let end = element[start..].find('"')?;
    Some(&element[start..start + end])
}

/// The `light` colour of the `accent: { light: '#…', dark: '#…' }` after `key` in `text`.
fn light_after(text: &str, key: &str) -> [u8; 3] {
    let at = text.find(key).unwrap_or_else(|| panic!("{key} missing"));
    let rest = &text[at..];
    let light = rest.find("light: '").expect("a light variant") + "light: '".len();
    hex(&rest[light..light + 7])
}

/// The shapes of an `Emblem.svelte`, in order, as the window draws them.
fn window_emblem(svelte: &str) -> Vec<Shape> {
    let svg = &svelte[svelte.find("<svg").expect("an svg")..];
    assert_eq!(
        attribute(svg, "stroke-width"),
        Some("1.8"),
        "the stroke width"
    );
    let mut shapes = Vec::new();
    for element in svg.split('<').skip(1) {
        let filled = attribute(element, "fill") == Some("currentColor");
        if filled {
            let opacity: f32 = attribute(element, "fill-opacity").unwrap().parse().unwrap();
            assert_eq!(opacity, EMBLEM_TINT, "the tint of {element}");
        }
        let number = |name| attribute(element, name).unwrap().parse::<f32>().unwrap();
        if element.starts_with("circle ") {
            shapes.push(Shape::Circle {
                cx: number("cx"),
                cy: number("cy"),
                r: number("r"),
                filled,
            });
        } else if element.starts_with("path ") {
            let d = attribute(element, "d").unwrap();
            // The shape is kept as a `&'static str`: leaking a few bytes of test data is fine.
            shapes.push(Shape::Path {
                d: Box::leak(d.to_owned().into_boxed_str()),
                filled,
            });
        } else {
            assert!(
                element.starts_with("svg ") || element.starts_with('/'),
                "an emblem shape paper cannot draw: <{element}"
            );
        }
    }
    shapes
}

#[test]
fn every_games_accent_and_emblem_on_paper_are_the_windows() {
    let mut seen = Vec::new();
    for dir in std::fs::read_dir(games_dir()).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.join("Emblem.svelte").exists() {
            continue;
        }
        let id = dir.file_name().unwrap().to_str().unwrap().to_owned();
        let face = game_face(&id).unwrap_or_else(|| panic!("paper knows no face of {id}"));
        let index = read(&dir.join("index.ts"));
        assert_eq!(face.accent, light_after(&index, "accent:"), "{id}'s accent");
        let emblem = window_emblem(&read(&dir.join("Emblem.svelte")));
        assert_eq!(face.emblem, emblem.as_slice(), "{id}'s emblem");
        seen.push(id);
    }
    seen.sort();
    let mut ids: Vec<String> = GAMES.iter().map(|g| g.game.to_owned()).collect();
    ids.sort();
    assert_eq!(seen, ids, "every game of paper has its window's emblem");
    assert_eq!(EMBLEM_STROKE, 1.8);
}

#[test]
fn every_grand_alliance_colour_on_paper_is_the_windows() {
    let factions = read(&games_dir().join("sigmar/factions.ts"));
    let table = &factions[factions.find("ALLIANCE_ACCENTS").unwrap()..];
    let table = &table[..table.find("};").unwrap()];
    let keys: Vec<&str> = table
        .lines()
        .filter_map(|l| l.trim().split_once(": { light"))
        .map(|(k, _)| k)
        .collect();
    assert_eq!(keys.len(), ALLIANCES.len(), "{keys:?}");
    for key in keys {
        let color = group_accent(key).unwrap_or_else(|| panic!("paper lacks {key}"));
        assert_eq!(color, light_after(table, &format!("{key}: ")), "{key}");
    }
}

#[test]
fn every_emblem_path_reads_and_a_known_one_reads_right() {
    for game in &GAMES {
        for shape in game.emblem {
            if let Shape::Path { d, .. } = shape {
                assert!(subpaths(d).is_some_and(|s| !s.is_empty()), "{d}");
            }
        }
    }
    // An implicit line after a move, relative lines, then a close.
    assert_eq!(
        subpaths("M12 2.5 20.2 7.25v9.5L12 21.5h-1Z").unwrap(),
        vec![(
            vec![
                [12.0, 2.5],
                [20.2, 7.25],
                [20.2, 16.75],
                [12.0, 21.5],
                [11.0, 21.5]
            ],
            true
        )]
    );
    assert_eq!(
        subpaths("M12 11l3.5-3.5m1 1V3").unwrap(),
        vec![
            (vec![[12.0, 11.0], [15.5, 7.5]], false),
            (vec![[16.5, 8.5], [16.5, 3.0]], false)
        ]
    );
    assert_eq!(subpaths("M1 1C2 2 3 3 4 4"), None, "a curve is refused");
}
