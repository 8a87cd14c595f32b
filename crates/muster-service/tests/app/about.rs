//! `about`: the version, the shipped packs' sources and the library, each read from where it
//! is declared (the packs' files as the loaders read them, the version files), never typed a
//! second time in a test or in the code.

use crate::support::*;
use muster_data::Pack;
use muster_service::info::{About, DataSource, GameData, OwnPack};

/// The repository's root.
fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `source` sentence of a pack file of the repository.
fn stated_source(file: &str) -> String {
    let text = std::fs::read_to_string(repo().join(file)).unwrap();
    let pack: Value = serde_json::from_str(&text).unwrap();
    pack["source"].as_str().unwrap().to_owned()
}

/// The `reference` of a pack file of the repository: the source of its community values.
fn stated_reference(file: &str) -> Value {
    let text = std::fs::read_to_string(repo().join(file)).unwrap();
    let pack: Value = serde_json::from_str(&text).unwrap();
    pack["reference"].clone()
}

fn game<'a>(about: &'a About, id: &str) -> &'a GameData {
    about.games.iter().find(|g| g.id == id).unwrap()
}

/// A community source's repository and commit.
fn community(source: &DataSource) -> (&str, &str, bool) {
    match source {
        DataSource::Community {
            by,
            repository,
            commit,
            battlescribe,
        } => {
            // Who made it, as the main view names it: the repository's owner.
            assert_eq!(
                format!("{by}/"),
                repository[..=repository.find('/').unwrap()]
            );
            (repository, commit, *battlescribe)
        }
        other => panic!("not a community source: {other:?}"),
    }
}

#[test]
fn the_sources_are_the_packs_own_and_no_pack_is_given_a_season_it_does_not_state() {
    let dir = TempDir::new("about");
    let state = state_in(&dir);
    let about = state.about().unwrap();
    let ids: Vec<&str> = about.games.iter().map(|g| g.id).collect();
    assert_eq!(ids, ["runewars", "diskwars", "sigmar", "underworlds"]);

    // RuneWars and Underworlds: the repository and commit their `source` names.
    for (id, file, battlescribe) in [
        ("runewars", "data/runewars/catalog.json", true),
        ("underworlds", "data/underworlds/embergard.json", false),
    ] {
        let data = game(&about, id);
        // RuneWars' dials and Underworlds' fighter cards come from a second community
        // repository or commit (checked below).
        assert_eq!((data.packs, data.sources.len()), (1, 2), "{id}");
        let (repository, commit, bs) = community(&data.sources[0]);
        let stated = stated_source(file);
        assert!(
            stated.contains(repository) && stated.contains(&format!("at commit {commit}")),
            "{id}: {repository}@{commit} is not what {file} states: {stated}"
        );
        assert_eq!(commit.len(), 7);
        assert_eq!(bs, battlescribe, "{id}");
        assert!(data.seasons.is_empty(), "{id}: {:?}", data.seasons);
        assert_eq!(data.own, None);
    }

    // The three sources of community values, each in words as its file's `reference`
    // states it: what it is in both languages, who made it, the commit and its date.
    for (id, file) in [
        ("underworlds", "data/underworlds/embergard.json"),
        ("runewars", "data/runewars/dials.json"),
        ("diskwars", "data/diskwars/community.json"),
    ] {
        let data = game(&about, id);
        let reference = stated_reference(file);
        match &data.sources[..] {
            [_, DataSource::CommunityValues {
                what,
                by,
                repository,
                commit,
                date,
            }] => {
                assert_eq!(what.en, reference["what"]["en"], "{id}");
                assert_eq!(what.es, reference["what"]["es"], "{id}");
                assert!(!what.en.is_empty() && what.es != what.en, "{id}: {what:?}");
                assert_eq!(repository, &reference["repository"], "{id}");
                assert_eq!(
                    format!("{by}/"),
                    repository[..=repository.find('/').unwrap()],
                    "{id}"
                );
                let full = reference["commit"].as_str().unwrap();
                assert!(
                    full.starts_with(commit.as_str()) && commit.len() == 7,
                    "{id}"
                );
                assert_eq!(date.as_deref(), reference["date"].as_str(), "{id}");
            }
            other => panic!("{id}: {other:?}"),
        }
    }
    // Underworlds' fighter cards come from a later commit than its decks; the data records
    // no date for it, and the dials' and discs' sources do.
    let underworlds = game(&about, "underworlds");
    let (_, decks_commit, _) = community(&underworlds.sources[0]);
    let stated = stated_source("data/underworlds/embergard.json");
    assert!(stated.contains(&format!("at commit {decks_commit}")));
    assert!(
        !stated_reference("data/underworlds/embergard.json")["commit"]
            .as_str()
            .unwrap()
            .starts_with(decks_commit)
    );
    assert_eq!(
        as_json(&underworlds.sources[1])["date"],
        Value::Null,
        "{:?}",
        underworlds.sources[1]
    );

    // Diskwars: written by hand from the book its `source` names.
    let diskwars = game(&about, "diskwars");
    let stated = stated_source("data/diskwars/catalog.json");
    assert_eq!(diskwars.packs, 1);
    match &diskwars.sources[0] {
        DataSource::Rulebook { book } => {
            assert!(stated.contains(&format!("({book};")), "{book} / {stated}")
        }
        other => panic!("{other:?}"),
    }
    assert!(diskwars.seasons.is_empty());

    // Age of Sigmar: every shipped pack, as the loader reads each (schema checked), gives the
    // one source and season said once.
    let sigmar = game(&about, "sigmar");
    let catalog = Sigmar::load_dir(&repo().join("data/sigmar")).unwrap();
    let factions = catalog.factions();
    assert_eq!(sigmar.packs, factions.len());
    assert!(sigmar.packs > 90, "{}", sigmar.packs);
    let (repository, commit, battlescribe) = community(&sigmar.sources[0]);
    assert_eq!(sigmar.sources.len(), 1, "{:?}", sigmar.sources);
    assert!(battlescribe);
    let mut seasons: Vec<String> = Vec::new();
    for faction in factions {
        let pack = catalog.pack(&faction.id).unwrap();
        assert_eq!(pack.source.origin, repository, "{}", faction.id);
        assert!(
            pack.source.note.contains(&format!("at commit {commit}")),
            "{}: {}",
            faction.id,
            pack.source.note
        );
        if !seasons.contains(&pack.season) {
            seasons.push(pack.season.clone());
        }
    }
    assert_eq!(sigmar.seasons, seasons);
    let own = sigmar.own.as_ref().unwrap();
    assert_eq!(own.folder, user_packs_dir(&state));
    assert!(own.packs.is_empty() && !own.unreadable);

    // The library in use, not made by asking.
    assert_eq!(about.library, state.muster().library_path());
    assert!(!about.library.exists());

    let json = as_json(&about);
    assert_eq!(json["games"][0]["sources"][0]["kind"], "community");
    assert_eq!(json["games"][1]["sources"][0]["kind"], "rulebook");
    assert_eq!(json["games"][1]["sources"][1]["kind"], "communityValues");
    assert_eq!(json["games"][2]["own"]["packs"], json!([]));
    assert_eq!(json["games"][3]["own"], Value::Null);
}

#[test]
fn the_version_is_the_one_every_manifest_declares() {
    let about = state_in(&TempDir::new("about-version")).about().unwrap();
    assert_eq!(about.version, env!("CARGO_PKG_VERSION"));
    let dir = TempDir::new("about-info");
    assert_eq!(about.version, state_in(&dir).app_info().unwrap().version);
    let read = |file: &str| std::fs::read_to_string(repo().join(file)).unwrap();
    // The crates take the workspace's; the shell and its bundle declare it again.
    let workspace = read("Cargo.toml");
    let shell = read("src-tauri/Cargo.toml");
    for (file, text) in [("Cargo.toml", &workspace), ("src-tauri/Cargo.toml", &shell)] {
        assert!(
            text.lines()
                .any(|l| l.trim() == format!("version = \"{}\"", about.version)),
            "{file} does not declare version {}",
            about.version
        );
    }
    for file in [
        "src-tauri/tauri.conf.json",
        "ui/package.json",
        "package.json",
    ] {
        let json: Value = serde_json::from_str(&read(file)).unwrap();
        if let Some(version) = json.get("version") {
            assert_eq!(version, about.version, "{file}");
        }
    }
}

#[test]
fn the_packs_a_player_imported_are_listed_as_theirs() {
    let dir = TempDir::new("about-own");
    let state = state_in(&dir);
    let folder = user_packs_dir(&state);
    std::fs::create_dir_all(&folder).unwrap();
    // The shipped Fyreslayers pack, imported again, and a faction no pack ships.
    std::fs::copy(
        repo().join("data/sigmar/fyreslayers.json"),
        folder.join("fyreslayers.json"),
    )
    .unwrap();
    std::fs::write(
        folder.join("test-host.json"),
        r#"{"format": "muster-sigmar-pack/1",
            "source": {"origin": "/home/ana/bsdata", "files": [{"file": "Test Host.cat"}], "note": "made up for a test"},
            "season": "ghb-2026-27",
            "faction": {"id": "test-host", "name": "Test Host"},
            "units": [{"id": "warriors", "name": "Warriors", "points": 100, "models": 10,
                       "keywords": ["INFANTRY"], "src": "Test Host.cat#1"}]}"#,
    )
    .unwrap();
    let about = state.about().unwrap();
    let sigmar = game(&about, "sigmar");
    let own = sigmar.own.as_ref().unwrap();
    assert_eq!(own.folder, folder);
    assert_eq!(
        own.packs,
        [
            OwnPack {
                name: "Fyreslayers".into(),
                replaces_shipped: true
            },
            OwnPack {
                name: "Test Host".into(),
                replaces_shipped: false
            }
        ]
    );
    assert!(!own.unreadable);
    // The shipped packs are still said as shipped: the player's are not counted among them.
    assert_eq!(
        sigmar.packs,
        muster_data::sigmar::bundled_factions().count()
    );
    assert_eq!(
        as_json(&about)["games"][2]["own"]["packs"][0]["replacesShipped"],
        true
    );

    // A pack that does not load: the rest of the section is still there.
    std::fs::write(folder.join("broken.json"), "{").unwrap();
    let about = state.about().unwrap();
    let own = game(&about, "sigmar").own.as_ref().unwrap();
    assert!(own.unreadable && own.packs.is_empty());
    assert_eq!(own.folder, folder);
    assert_eq!(about.library, state.muster().library_path());
}

/// Home's word for each game says what ships, counted from the packs: the Underworlds
/// warbands with their fighters and its decks, the Diskwars discs with a value, and no
/// longer that the player must type what the data holds (issue 36 item 5).
#[test]
fn home_says_what_each_game_ships_counted_from_its_pack() {
    use muster_core::games::{diskwars::Diskwars, runewars::RuneWars, underworlds::Underworlds};
    use muster_data::Pack;
    let dir = TempDir::new("about-home");
    let info = state_in(&dir).app_info().unwrap();
    let note = |id: &str| info.games.iter().find(|g| g.id == id).unwrap().note.clone();

    let underworlds = Underworlds::bundled().unwrap();
    let warbands = underworlds
        .warbands()
        .iter()
        .filter(|w| !w.fighters.is_empty())
        .count();
    let decks = underworlds.decks().len();
    assert!(warbands > 0 && decks > 0);
    let words = note("underworlds");
    assert!(
        words
            .en
            .contains(&format!("{warbands} warbands with their fighter cards")),
        "{}",
        words.en
    );
    assert!(
        words.en.contains(&format!("{decks} Rivals decks")),
        "{}",
        words.en
    );
    assert!(
        words.es.contains(&format!("{warbands} bandas"))
            && words.es.contains(&format!("{decks} mazos"))
    );
    assert!(!words.en.contains("prints no fighter card"), "{}", words.en);

    let diskwars = Diskwars::bundled().unwrap();
    let valued = diskwars
        .discs()
        .iter()
        .filter(|d| d.cost.is_some() || d.recruitment_points.is_some())
        .count();
    let words = note("diskwars");
    assert!(
        words.en.contains(&format!(
            "{} discs, {valued} of them",
            diskwars.discs().len()
        )),
        "{}",
        words.en
    );
    assert!(
        words
            .es
            .contains(&format!("{} discos, {valued} con", diskwars.discs().len())),
        "{}",
        words.es
    );

    let runewars = RuneWars::bundled().unwrap();
    let words = note("runewars");
    assert!(words.en.contains(&format!(
        "{} units and {} upgrade cards",
        runewars.units().len(),
        runewars.upgrades().len()
    )));

    let sigmar = muster_core::games::sigmar::Sigmar::bundled().unwrap();
    let factions = sigmar.factions().iter().filter(|f| !f.legends).count();
    assert!(
        note("sigmar").en.contains(&format!("{factions} factions")),
        "{}",
        note("sigmar").en
    );
}
