//! Weapons and ability names of the shipped Age of Sigmar packs against the reference
//! BattleScribe files they were made from (`shared/reference/bsdata-aos4`, read here at test
//! time; `aos_shipped.rs` proves the packs are what the importer makes of them): every
//! weapon has its profile's numbers, a real warscroll has the weapons and abilities its
//! Library entry states, and no ability's declaration or effect is in any pack.

use muster_core::games::sigmar::{Pack, Unit, Weapon, LABEL_MAX_CHARS};
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::OnceLock;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn bsdata() -> PathBuf {
    root().join("../shared/reference/bsdata-aos4")
}

/// Every shipped pack, read once.
fn packs() -> &'static [Pack] {
    static PACKS: OnceLock<Vec<Pack>> = OnceLock::new();
    PACKS.get_or_init(|| {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root().join("data/sigmar"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "json"))
            .collect();
        files.sort();
        let read = |p: &PathBuf| serde_json::from_str(&std::fs::read_to_string(p).unwrap());
        files.iter().map(|p| read(p).unwrap()).collect()
    })
}

/// Every unit of every pack, Regiments of Renown's included.
fn units() -> impl Iterator<Item = &'static Unit> {
    packs()
        .iter()
        .flat_map(|p| (p.units.iter()).chain(p.regiments_of_renown.iter().flat_map(|r| &r.units)))
}

/// The text of every reference file, read once.
fn texts() -> &'static HashMap<String, String> {
    static TEXTS: OnceLock<HashMap<String, String>> = OnceLock::new();
    TEXTS.get_or_init(|| {
        let mut out = HashMap::new();
        for entry in std::fs::read_dir(bsdata()).unwrap() {
            let path = entry.unwrap().path();
            let name = path.file_name().unwrap().to_string_lossy().into_owned();
            if name.ends_with(".cat") || name.ends_with(".gst") {
                out.insert(name, std::fs::read_to_string(&path).unwrap());
            }
        }
        out
    })
}

/// A characteristic's text as the data writes it, whitespace made single.
fn text_of(node: roxmltree::Node<'_, '_>) -> String {
    let own: String = node.children().filter_map(|c| c.text()).collect();
    own.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The data's weapon abilities without its marks, in lower case, for comparing with a
/// pack's (which writes marked keywords in capitals).
fn plain_abilities(text: &str) -> Vec<String> {
    let plain = text.replace(['*', '^'], "").replace('\u{2011}', "-");
    (plain.split(','))
        .map(|p| {
            p.split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
                .to_lowercase()
        })
        .filter(|p| !p.is_empty() && p != "-")
        .collect()
}

/// A weapon as the data's profile states it: its kind, name, the six numbers (a value
/// pointing at an ability is unknown) and its weapon abilities without marks, lower case.
type Stated = (bool, String, [Option<String>; 6], Vec<String>);

fn stated(profile: roxmltree::Node<'_, '_>) -> Stated {
    let mut by_name: HashMap<&str, String> = HashMap::new();
    for c in profile
        .descendants()
        .filter(|n| n.has_tag_name("characteristic"))
    {
        by_name.insert(c.attribute("name").unwrap(), text_of(c));
    }
    let number = |name: &str| {
        let text = by_name.get(name).cloned().unwrap_or_default();
        (!text.is_empty() && !text.starts_with('\u{27dd}')).then_some(text)
    };
    (
        profile.attribute("typeName") == Some("Ranged Weapon"),
        text_of_name(profile),
        ["Rng", "Atk", "Hit", "Wnd", "Rnd", "Dmg"].map(number),
        plain_abilities(by_name.get("Ability").map_or("", String::as_str)),
    )
}

fn text_of_name(node: roxmltree::Node<'_, '_>) -> String {
    let name = node.attribute("name").unwrap_or("");
    name.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn every_weapon_has_the_numbers_of_the_profile_it_names() {
    let mut by_file: HashMap<&str, Vec<&Weapon>> = HashMap::new();
    for unit in units() {
        for weapon in &unit.weapons {
            let (file, _) = weapon.src.split_once('#').unwrap();
            by_file.entry(file).or_default().push(weapon);
        }
    }
    let mut checked = 0;
    for (file, weapons) in by_file {
        let doc = roxmltree::Document::parse(&texts()[file]).unwrap();
        // A profile id the data gives twice in a file (four in Hedonites of Slaanesh's
        // Library) names either.
        let mut profiles: HashMap<&str, Vec<Stated>> = HashMap::new();
        for profile in doc.descendants().filter(|n| n.has_tag_name("profile")) {
            if let Some(id) = profile.attribute("id") {
                profiles.entry(id).or_default().push(stated(profile));
            }
        }
        for weapon in weapons {
            let id = weapon.src.split_once('#').unwrap().1;
            let ours: Stated = (
                weapon.ranged,
                weapon.name.clone(),
                [
                    &weapon.range,
                    &weapon.attacks,
                    &weapon.hit,
                    &weapon.wound,
                    &weapon.rend,
                    &weapon.damage,
                ]
                .map(Clone::clone),
                weapon.abilities.iter().map(|a| a.to_lowercase()).collect(),
            );
            assert!(
                profiles[id].contains(&ours),
                "{}: {ours:?} against {:?}",
                weapon.src,
                profiles[id]
            );
            checked += 1;
        }
    }
    assert!(checked > 2000, "{checked} weapons");
}

/// Liberators (Stormcast Eternals - Library.cat L4): its models' two hammers with their
/// numbers as the file states them, the Warhammer kept although it hides once the
/// Grandhammer is chosen (a choice no pack makes), and its abilities by name.
#[test]
fn liberators_carry_what_their_library_entry_states() {
    let pack = packs()
        .iter()
        .find(|p| p.faction.id == "stormcast-eternals")
        .unwrap();
    let liberators = pack.units.iter().find(|u| u.id == "liberators").unwrap();
    let text = &texts()["Stormcast Eternals - Library.cat"];
    let doc = roxmltree::Document::parse(text).unwrap();
    let entry = doc
        .descendants()
        .find(|n| {
            n.has_tag_name("selectionEntry")
                && n.attribute("type") == Some("unit")
                && n.attribute("name") == Some("Liberators")
        })
        .unwrap();
    let profiles = |kind: &str| -> Vec<roxmltree::Node<'_, '_>> {
        let kind = kind.to_owned();
        (entry.descendants())
            .filter(move |n| {
                n.has_tag_name("profile")
                    && n.attribute("typeName")
                        .is_some_and(|t| t.starts_with(&kind))
            })
            .collect()
    };
    let weapons = profiles("Melee Weapon");
    let names: Vec<&str> = weapons
        .iter()
        .map(|p| p.attribute("name").unwrap())
        .collect();
    assert_eq!(names, ["Grandhammer", "Warhammer"]);
    let ours: Vec<&str> = liberators.weapons.iter().map(|w| w.name.as_str()).collect();
    assert_eq!(ours, names);
    for (weapon, profile) in liberators.weapons.iter().zip(&weapons) {
        let stated = |name: &str| {
            (profile.descendants())
                .find(|c| c.has_tag_name("characteristic") && c.attribute("name") == Some(name))
                .map(text_of)
        };
        assert_eq!(weapon.attacks, stated("Atk"));
        assert_eq!(weapon.damage, stated("Dmg"));
        assert_eq!(
            weapon.src,
            format!(
                "Stormcast Eternals - Library.cat#{}",
                profile.attribute("id").unwrap()
            )
        );
    }
    assert_ne!(
        liberators.weapons[0].damage, liberators.weapons[1].damage,
        "the two hammers differ in damage in the data"
    );
    let ours: HashSet<&str> = liberators
        .abilities
        .iter()
        .map(|a| a.name.as_str())
        .collect();
    for profile in profiles("Ability (") {
        let name = profile.attribute("name").unwrap();
        assert!(ours.contains(name), "{name}: {:?}", liberators.abilities);
    }
    let own = (liberators.abilities.iter())
        .find(|a| a.name == "Stalwart Defenders")
        .unwrap();
    assert_eq!(
        (own.kind.as_str(), own.timing.as_deref()),
        ("Passive", None)
    );
}

/// No pack holds an ability's text: every name and label of a weapon or ability is at most
/// a name's length, none begins any Declare or Effect text of the data, and the abilities
/// whose Timing is a reaction keep `Reaction` alone.
#[test]
fn no_pack_holds_an_abilitys_text() {
    const PROBE: usize = 24;
    let mut probes: HashSet<String> = HashSet::new();
    for text in texts().values() {
        let doc = roxmltree::Document::parse(text).unwrap();
        for c in doc
            .descendants()
            .filter(|n| n.has_tag_name("characteristic"))
        {
            if !matches!(c.attribute("name"), Some("Effect" | "Declare" | "Timing")) {
                continue;
            }
            let words = text_of(c).replace(['*', '^'], "");
            if c.attribute("name") == Some("Timing") && !words.contains("Reaction:") {
                continue;
            }
            let start = words.find("Reaction:").map_or(0, |i| i + "Reaction:".len());
            let words = words[start..].trim();
            // A text no longer than a moment is none of the rules' (one Declare in Cities
            // of Sigmar's Library, L4135, holds a Timing).
            if words.chars().count() > LABEL_MAX_CHARS / 2 {
                probes.insert(words.chars().take(PROBE).collect::<String>().to_lowercase());
            }
        }
    }
    assert!(probes.len() > 2000, "{} texts", probes.len());
    let mut labels = 0;
    let mut reactions = 0;
    for unit in units() {
        let weapons = unit.weapons.iter().flat_map(|w| {
            std::iter::once(w.name.as_str()).chain(w.abilities.iter().map(String::as_str))
        });
        let abilities = unit.abilities.iter().flat_map(|a| {
            [a.name.as_str(), a.kind.as_str()]
                .into_iter()
                .chain(a.timing.as_deref())
        });
        for label in weapons.chain(abilities) {
            labels += 1;
            let chars: Vec<char> = label.to_lowercase().chars().collect();
            assert!(chars.len() <= LABEL_MAX_CHARS, "{label}");
            for window in chars.windows(PROBE) {
                let window: String = window.iter().collect();
                assert!(!probes.contains(&window), "{label} in {}", unit.src);
            }
        }
        reactions += (unit.abilities.iter())
            .filter(|a| a.timing.as_deref().is_some_and(|t| t.ends_with("Reaction")))
            .count();
    }
    assert!(labels > 10_000, "{labels} labels");
    assert!(reactions > 100, "{reactions} reactions");
}
