//! `docs/rules-coverage.md` stays true: every army-building rule id of the RuneWars digest
//! (section 1, plus the edge cases of section 5, building and play) and of the Diskwars digest
//! (section 1, its collection check and the building edge cases of section 5) has a row; every
//! row names codes the core has (list findings and match refusals) and tests that exist; every
//! code of the core is named by some row. For Age of Sigmar, every S1 rule of the digest's open
//! play and match tracker sections (§1–2) and every S4 rule of matched play (§3) has a row, and
//! so does every rule the tracker's refusals cite. For Underworlds, every rule of the
//! building checklist (V1–V8) has a row, and every code of the validator's findings is named.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| {
        panic!(
            "{}: {e} (the tests read the rule digests from ../shared beside the repository)",
            path.display()
        )
    })
}

/// The edge cases of digest §5 that concern army building.
const BUILDING_EDGE_CASES: [&str; 7] = ["E1", "E2", "E3", "E4", "E5", "E21", "E22"];

/// The edge cases of section 5 about set-up and play: each has a row in the matches section.
const MATCH_EDGE_CASES: [&str; 18] = [
    "E6", "E7", "E8", "E9", "E10", "E11", "E12", "E13", "E14", "E15", "E16", "E17", "E18", "E19",
    "E20", "E23", "E24", "E25",
];

/// The edge cases of the Diskwars digest §5 that concern army building (27: the rulebook's
/// own misprints, which the data model absorbs).
const DISKWARS_BUILDING_EDGE_CASES: [&str; 6] = ["E1", "E2", "E3", "E4", "E5", "E27"];

/// The digest's §5 Diskwars edge cases the match tracker must get right.
const DISKWARS_MATCH_EDGE_CASES: [&str; 11] = [
    "E6", "E7", "E8", "E9", "E10", "E11", "E12", "E13", "E14", "E15", "E25",
];

/// The §2–3 steps a Diskwars match row must cover: set-up, rounds, damage and the end.
const DISKWARS_MATCH_STEPS: [&str; 7] = ["§2.1", "§2.2", "§3.2", "§3.3", "§3.4", "§3.5", "§3.11"];

/// The digest's section `n` (from its `## n.` heading to the next one).
fn section(digest: &str, n: u32) -> &str {
    let start = digest
        .find(&format!("## {n}."))
        .unwrap_or_else(|| panic!("section {n}"));
    let end = digest[start..]
        .find(&format!("\n## {}.", n + 1))
        .map_or(digest.len(), |i| start + i);
    &digest[start..end]
}

/// The `R-XXX-N` rule ids of a section.
fn r_ids(section: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for word in section.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let parts: Vec<&str> = word.split('-').collect();
        let rule = parts.len() == 3
            && parts[0] == "R"
            && parts[1].chars().all(|c| c.is_ascii_uppercase())
            && parts[2].chars().all(|c| c.is_ascii_digit())
            && !parts[2].is_empty();
        if rule {
            ids.insert(word.to_owned());
        }
    }
    ids
}

/// Rule ids of the digest's army-building section: `R-XXX-N` and the checklist's `VN`.
fn digest_ids(digest: &str) -> BTreeSet<String> {
    let section = section(digest, 1);
    let mut ids = r_ids(section);
    ids.extend(v_ids(section));
    // Section headings 1.5, 1.7, 1.8, 1.9 and 1.10 carry rules without R- ids.
    for heading in ["1.5", "1.7", "1.8", "1.9", "1.10"] {
        assert!(
            section.contains(&format!("### {heading} ")),
            "digest lost §{heading}"
        );
        ids.insert(heading.to_owned());
    }
    ids
}

/// The checklist's `VN` rule ids of a section (its table rows `| VN | … |`).
fn v_ids(section: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for line in section.lines() {
        if let Some(rest) = line.strip_prefix("| V") {
            let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
            if !n.is_empty() {
                ids.insert(format!("V{n}"));
            }
        }
    }
    ids
}

struct Row {
    rule: String,
    codes: Vec<String>,
    tests: Vec<String>,
    status: String,
}

fn ticked(cell: &str) -> Vec<String> {
    cell.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect()
}

/// The rows of one game's tables (`| `game:ID` | … |`).
fn rows(doc: &str, game: &str) -> Vec<Row> {
    let start = format!("| `{game}:");
    let prefix = format!("{game}:");
    doc.lines()
        .filter(|l| l.starts_with(&start))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split(" | ").map(str::trim).collect();
            assert_eq!(cells.len(), 5, "a coverage row has 5 cells: {line}");
            Row {
                rule: ticked(cells[0])[0].trim_start_matches(&prefix).to_owned(),
                codes: ticked(cells[2]),
                tests: ticked(cells[3]),
                status: cells[4].to_owned(),
            }
        })
        .collect()
}

fn rust_sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() && !path.ends_with("target") {
            rust_sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push_str(&read(&path));
        }
    }
}

/// The `game.area.what` codes a findings source spells out.
fn core_codes(findings: &str, game: &str) -> BTreeSet<String> {
    let prefix = format!("{game}.");
    findings
        .split('"')
        .filter(|s| s.starts_with(&prefix) && !s.contains(' '))
        .map(str::to_owned)
        .collect()
}

/// The scenario names under `tests/<game>/` (none when the folder does not exist yet).
fn scenarios(game: &str) -> BTreeSet<String> {
    let folder = repo().join("tests").join(game);
    [folder.clone(), folder.join("matches")]
        .iter()
        .filter_map(|dir| std::fs::read_dir(dir).ok())
        .flatten()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter_map(|n| n.strip_suffix(".expect.json").map(str::to_owned))
        .collect()
}

/// Every row is enforced with codes the core has and tests that exist, or says why not;
/// every code of the core is named by some row.
fn check_rows(rows: &[Row], codes: &BTreeSet<String>, sources: &str, scenarios: &BTreeSet<String>) {
    for row in rows {
        let status = row.status.as_str();
        let structural =
            status.starts_with("by the list format:") || status.starts_with("by the data model:");
        let explained = status.starts_with("not enforced:") || structural;
        if status.starts_with("not enforced") {
            assert!(
                explained && status.len() > 40,
                "{}: say why it is not enforced",
                row.rule
            );
            continue;
        }
        if !structural {
            assert!(
                !row.codes.is_empty(),
                "{}: an enforced rule names its codes",
                row.rule
            );
        }
        assert!(!row.tests.is_empty(), "{}: no test named", row.rule);
        for code in &row.codes {
            assert!(
                codes.contains(code),
                "{}: the core has no code {code}",
                row.rule
            );
        }
        for test in &row.tests {
            let exists = sources.contains(&format!("fn {test}()")) || scenarios.contains(test);
            assert!(exists, "{}: no test or scenario named {test}", row.rule);
        }
    }

    let named: BTreeSet<String> = rows.iter().flat_map(|r| r.codes.iter().cloned()).collect();
    let unnamed: Vec<_> = codes.difference(&named).collect();
    assert!(
        unnamed.is_empty(),
        "codes no coverage row names: {unnamed:?}"
    );
}

#[test]
fn every_runewars_building_rule_is_covered_or_explained() {
    let digest = read(&repo().join("../shared/rules/runewars.md"));
    let doc = read(&repo().join("docs/rules-coverage.md"));
    let findings = read(&repo().join("crates/muster-core/src/games/runewars/findings.rs"));
    let mut sources = String::new();
    rust_sources(&repo().join("crates"), &mut sources);
    let scenarios = scenarios("runewars");
    let refusals = read(&repo().join("crates/muster-core/src/games/runewars/play/refusals.rs"));
    let mut codes = core_codes(&findings, "runewars");
    codes.extend(core_codes(&refusals, "runewars"));
    codes.insert(muster_core::collection::SHORT.to_owned());
    let rows = rows(&doc, "runewars");

    let mut wanted = digest_ids(&digest);
    for edge in BUILDING_EDGE_CASES.iter().chain(&MATCH_EDGE_CASES) {
        assert!(
            digest.contains(&format!("| {edge} |")),
            "digest lost {edge}"
        );
        wanted.insert((*edge).to_owned());
    }
    let covered: BTreeSet<String> = rows.iter().map(|r| r.rule.clone()).collect();
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "rule ids with no coverage row: {missing:?}"
    );
    assert!(wanted.len() >= 12 + 12 + 5 + 7, "digest ids: {wanted:?}");

    check_rows(&rows, &codes, &sources, &scenarios);
}

#[test]
fn every_diskwars_building_rule_is_covered_or_explained() {
    let digest = read(&repo().join("../shared/rules/diskwars.md"));
    let doc = read(&repo().join("docs/rules-coverage.md"));
    let findings = read(&repo().join("crates/muster-core/src/games/diskwars/findings.rs"));
    let mut sources = String::new();
    rust_sources(&repo().join("crates"), &mut sources);
    let mut codes = core_codes(&findings, "diskwars");
    let mut refusals = String::new();
    rust_sources(
        &repo().join("crates/muster-core/src/games/diskwars/play"),
        &mut refusals,
    );
    codes.extend(core_codes(&refusals, "diskwars"));
    codes.insert(muster_core::collection::SHORT.to_owned());
    let rows = rows(&doc, "diskwars");

    let mut wanted = r_ids(section(&digest, 1));
    // The checklist's item 12, the collection check, is the rule `Game::can_field` cites.
    assert!(
        section(&digest, 1).contains("\n12. Optional collection check"),
        "digest lost checklist item 12"
    );
    wanted.insert("§1.6.12".to_owned());
    let edge_cases = section(&digest, 5);
    for edge in DISKWARS_BUILDING_EDGE_CASES
        .iter()
        .chain(&DISKWARS_MATCH_EDGE_CASES)
    {
        let n = edge.trim_start_matches('E');
        assert!(
            edge_cases.contains(&format!("\n{n}. **")),
            "digest lost edge case {n}"
        );
        wanted.insert((*edge).to_owned());
    }
    for step in DISKWARS_MATCH_STEPS {
        wanted.insert(step.to_owned());
    }
    let covered: BTreeSet<String> = rows.iter().map(|r| r.rule.clone()).collect();
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "rule ids with no coverage row: {missing:?}"
    );
    assert!(
        wanted.len() >= 17 + 1 + 6 + 11 + 7,
        "digest ids: {wanted:?}"
    );
    assert_eq!(
        <muster_core::games::diskwars::Diskwars as muster_core::Game>::COLLECTION_RULE,
        "diskwars:§1.6.12"
    );

    check_rows(&rows, &codes, &sources, &scenarios("diskwars"));
}

/// The `S<n>-XXX-N` rule ids of a section (`S1-ARMY-3`, `S4-SEASON-1`).
fn s_ids(section: &str, edition: &str) -> BTreeSet<String> {
    let mut ids = BTreeSet::new();
    for word in section.split(|c: char| !(c.is_ascii_alphanumeric() || c == '-')) {
        let parts: Vec<&str> = word.split('-').collect();
        let rule = parts.len() == 3
            && parts[0] == edition
            && !parts[1].is_empty()
            && parts[1].chars().all(|c| c.is_ascii_uppercase())
            && !parts[2].is_empty()
            && parts[2].chars().all(|c| c.is_ascii_digit());
        if rule {
            ids.insert(word.to_owned());
        }
    }
    ids
}

/// Every Age of Sigmar rule of open play and its tracker (§1–2: building, sudden death,
/// triumphs, set-up, rounds, damage, battleshock, victory) and of matched play (§3) has a
/// row, as has every rule a tracker refusal cites; the rows name codes of the findings and
/// refusals and tests that exist; every finding's and refusal's code has a row.
#[test]
fn every_sigmar_building_rule_is_covered_or_explained() {
    let digest = read(&repo().join("../shared/rules/sigmar.md"));
    let doc = read(&repo().join("docs/rules-coverage.md"));
    let core = repo().join("crates/muster-core/src/games/sigmar");
    let mut findings = read(&core.join("findings.rs"));
    rust_sources(&core.join("findings"), &mut findings);
    let mut sources = String::new();
    rust_sources(&repo().join("crates"), &mut sources);
    let mut codes = core_codes(&findings, "sigmar");
    // The tracker's refusals (`play/`), as Diskwars': every code and every rule they cite.
    let mut refusals = String::new();
    rust_sources(&core.join("play"), &mut refusals);
    codes.extend(core_codes(&refusals, "sigmar"));
    let cited = refusal_rules(&read(&core.join("play/refusals.rs")));
    let rows = rows(&doc, "sigmar");

    // Open play and its tracker: every S1 id of §1 (army, general, sudden death, triumphs)
    // and §2 (set-up, rounds, phases, damage, battleshock, magic, victory); matched play:
    // every id of §3; and every rule a refusal cites (`§2.3`, `two-games`, …).
    let open = section(&digest, 1);
    let mut wanted: BTreeSet<String> = s_ids(open, "S1");
    for id in ["S1-GEN-1", "S1-SD-1", "S1-TRI-1"] {
        assert!(open.contains(&format!("**{id} ")), "digest lost {id}");
    }
    wanted.extend(s_ids(section(&digest, 2), "S1"));
    for id in ["S1-SET-9", "S1-WND-1", "S1-BS-2", "S1-IP-1", "S1-VIC-2"] {
        assert!(wanted.contains(id), "digest lost {id}");
    }
    wanted.extend(s_ids(section(&digest, 3), "S4"));
    assert!(cited.len() >= 20, "refusal rules: {cited:?}");
    wanted.extend(cited);
    let covered: BTreeSet<String> = rows.iter().map(|r| r.rule.clone()).collect();
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "rule ids with no coverage row: {missing:?}"
    );
    assert!(wanted.len() >= 46 + 38, "digest ids: {wanted:?}");

    check_rows(&rows, &codes, &sources, &scenarios("sigmar"));
}

/// Every Underworlds building rule (digest §1.3, V1–V8) has a row naming codes of the
/// validator's findings (V8, a play-time rule, those of the tracker's refusals) and tests
/// that exist; every finding's code has a row. A refusal code a row names must exist; rows
/// for the tracker's other refusals are not required here.
#[test]
fn every_underworlds_building_rule_is_covered_or_explained() {
    let digest = read(&repo().join("../shared/rules/underworlds.md"));
    let doc = read(&repo().join("docs/rules-coverage.md"));
    let core = repo().join("crates/muster-core/src/games/underworlds");
    let mut sources = String::new();
    rust_sources(&repo().join("crates"), &mut sources);
    let mut codes = core_codes(&read(&core.join("findings.rs")), "underworlds");
    assert!(codes.len() >= 30, "finding codes: {codes:?}");
    let rows = rows(&doc, "underworlds");
    let mut refusals = String::new();
    rust_sources(&core.join("play"), &mut refusals);
    let named: BTreeSet<String> = rows.iter().flat_map(|r| r.codes.iter().cloned()).collect();
    codes.extend(
        core_codes(&refusals, "underworlds")
            .intersection(&named)
            .cloned(),
    );

    let wanted = v_ids(section(&digest, 1));
    let v1_to_v8: BTreeSet<String> = (1..=8).map(|n| format!("V{n}")).collect();
    assert_eq!(wanted, v1_to_v8, "the digest's checklist changed");
    let covered: BTreeSet<String> = rows.iter().map(|r| r.rule.clone()).collect();
    let missing: Vec<_> = wanted.difference(&covered).collect();
    assert!(
        missing.is_empty(),
        "rule ids with no coverage row: {missing:?}"
    );

    check_rows(&rows, &codes, &sources, &scenarios("underworlds"));
}

/// The `sigmar:` rules the tracker's refusals cite (`"sigmar:S1-BS-1"`, `"sigmar:§2.3"`),
/// without the prefix; `muster:match-event` (an event's own shape) is no rule of the game.
fn refusal_rules(refusals: &str) -> BTreeSet<String> {
    refusals
        .split('"')
        .filter_map(|s| s.strip_prefix("sigmar:"))
        .filter(|s| !s.is_empty() && !s.contains(' '))
        .map(str::to_owned)
        .collect()
}
