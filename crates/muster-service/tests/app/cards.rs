//! `unit_card`: a real unit of each game read as the window reads it, its numbers checked
//! against the data they come from (the shipped packs, and the community files of
//! `shared/reference` they were made from, read at test time), each value with its source
//! in words and the ids behind "Details".

use crate::support::*;
use muster_data::Pack;
use muster_service::served::UnitCard;

fn card(state: &App, game: &str, faction: Option<&str>, unit: &str, lang: Lang) -> UnitCard {
    state
        .unit_card(game.into(), faction.map(str::to_owned), unit.into(), lang)
        .unwrap_or_else(|e| panic!("{game} {unit}: {e}"))
}

/// A community file of `shared/reference`, read now.
fn reference(path: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/reference")
        .join(path);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

/// The value of the characteristic `label` under `group` (`None`: the unit's own).
fn value<'c>(card: &'c UnitCard, group: Option<&str>, label: &str) -> Option<&'c str> {
    let stat = card
        .characteristics
        .iter()
        .find(|s| s.label == label && s.group.as_deref() == group)
        .unwrap_or_else(|| panic!("{}: no {label} under {group:?}", card.name));
    stat.value.as_deref()
}

/// What every card keeps: each value names a source the card lists, each known value has
/// one, and no source's words give a repository, a commit or an id.
fn sourced(card: &UnitCard, ids: &[&str]) {
    let all = card
        .characteristics
        .iter()
        .chain(card.weapons.iter().flat_map(|w| &w.stats));
    for stat in all {
        assert_eq!(stat.value.is_some(), stat.source.is_some(), "{stat:?}");
        if let Some(at) = stat.source {
            assert!(at < card.sources.len(), "{stat:?}");
        }
    }
    for tag in card.keywords.iter().chain(&card.abilities) {
        assert!(tag.source < card.sources.len(), "{tag:?}");
    }
    for source in &card.sources {
        for id in ids {
            assert!(!source.said.contains(id), "{id} in {:?}", source.said);
        }
        assert!(!source.said.contains("commit"), "{:?}", source.said);
    }
}

#[test]
fn a_warscroll_card_carries_its_packs_profile_points_and_keywords() {
    let dir = TempDir::new("card-sigmar");
    let state = state_in(&dir);
    let catalog = Sigmar::bundled().unwrap();
    let pack = catalog.open("stormcast-eternals").unwrap().unwrap();
    let unit = pack.units.iter().find(|u| u.id == "aetherwings").unwrap();
    let reinforced = unit.reinforced.as_ref().unwrap();
    let card = card(
        &state,
        "sigmar",
        Some("stormcast-eternals"),
        "aetherwings",
        Lang::En,
    );
    assert_eq!(card.name, unit.name);
    assert_eq!(card.subtitle[0], pack.faction.name);
    let profile = &unit.profile;
    assert_eq!(value(&card, None, "Move"), profile.r#move.as_deref());
    let health = profile.health.map(|h| h.to_string());
    assert_eq!(value(&card, None, "Health"), health.as_deref());
    assert_eq!(value(&card, None, "Save"), profile.save.as_deref());
    let control = profile.control.map(|c| c.to_string());
    assert_eq!(value(&card, None, "Control"), control.as_deref());
    let points = unit.points.unwrap().to_string();
    assert_eq!(value(&card, None, "Points"), Some(points.as_str()));
    let models = unit.models.to_string();
    assert_eq!(value(&card, None, "Models"), Some(models.as_str()));
    let reinforced_words = format!(
        "{} models, {} points",
        reinforced.models,
        reinforced.points.unwrap()
    );
    assert_eq!(
        value(&card, None, "Reinforced"),
        Some(reinforced_words.as_str())
    );
    assert_eq!(value(&card, None, "Base"), unit.base.as_deref());
    let keywords: Vec<&str> = card.keywords.iter().map(|k| k.name.as_str()).collect();
    assert_eq!(keywords, unit.keywords);
    assert!(card.unknown.is_empty(), "{:?}", card.unknown);
    sourced(&card, &["aetherwings", "stormcast-eternals", "7eb2"]);
    // One source, the pack: who made the data and its season in words, the commit and the
    // BattleScribe entry behind "Details".
    assert_eq!(card.sources.len(), 1);
    let source = &card.sources[0];
    assert!(source.said.contains("BattleScribe") && source.said.contains("BSData"));
    assert!(
        source.said.contains("General's Handbook"),
        "{}",
        source.said
    );
    let details = source.details.as_deref().unwrap();
    let (file, entry) = unit.src.split_once('#').unwrap();
    assert!(
        details.contains("BSData/age-of-sigmar-4th, commit "),
        "{details}"
    );
    assert!(
        details.contains(file) && details.contains(entry),
        "{details}"
    );
}

#[test]
fn a_warscroll_card_carries_its_packs_weapons_and_ability_names() {
    let dir = TempDir::new("card-sigmar-weapons");
    let state = state_in(&dir);
    let catalog = Sigmar::bundled().unwrap();
    let pack = catalog.open("stormcast-eternals").unwrap().unwrap();
    let unit = pack.units.iter().find(|u| u.id == "liberators").unwrap();
    assert!(!unit.weapons.is_empty() && !unit.abilities.is_empty());
    let card = card(
        &state,
        "sigmar",
        Some("stormcast-eternals"),
        "liberators",
        Lang::Es,
    );
    assert_eq!(card.weapons.len(), unit.weapons.len());
    for (row, weapon) in card.weapons.iter().zip(&unit.weapons) {
        assert_eq!(row.name.as_deref(), Some(weapon.name.as_str()));
        assert_eq!(row.ranged, weapon.ranged);
        assert_eq!(row.abilities, weapon.abilities);
        let number = |label: &str| {
            let stat = row.stats.iter().find(|s| s.label == label);
            stat.unwrap_or_else(|| panic!("{}: no {label}", weapon.name))
                .value
                .as_deref()
        };
        assert_eq!(number("Ataques"), weapon.attacks.as_deref());
        assert_eq!(number("Impactar"), weapon.hit.as_deref());
        assert_eq!(number("Herir"), weapon.wound.as_deref());
        assert_eq!(number("Perforación"), weapon.rend.as_deref());
        assert_eq!(number("Daño"), weapon.damage.as_deref());
    }
    let abilities: Vec<&str> = card.abilities.iter().map(|a| a.name.as_str()).collect();
    let names: Vec<&str> = unit.abilities.iter().map(|a| a.name.as_str()).collect();
    assert_eq!(abilities, names);
    sourced(&card, &["liberators", "stormcast-eternals"]);
}

#[test]
fn a_manifestations_card_has_banishment_and_no_points() {
    let dir = TempDir::new("card-manifestation");
    let state = state_in(&dir);
    let catalog = Sigmar::bundled().unwrap();
    let pack = catalog.open("stormcast-eternals").unwrap().unwrap();
    let unit = pack
        .units
        .iter()
        .find(|u| u.is_manifestation() && u.profile.banishment.is_some())
        .unwrap();
    let es = card(
        &state,
        "sigmar",
        Some("stormcast-eternals"),
        &unit.id,
        Lang::Es,
    );
    assert_eq!(
        value(&es, None, "Destierro"),
        unit.profile.banishment.as_deref()
    );
    let labels: Vec<&str> = es
        .characteristics
        .iter()
        .map(|s| s.label.as_str())
        .collect();
    assert!(
        !labels.contains(&"Puntos") && !labels.contains(&"Control"),
        "{labels:?}"
    );
    assert!(
        es.subtitle.iter().any(|p| p == "Manifestación"),
        "{:?}",
        es.subtitle
    );
    assert!(es.sources[0]
        .said
        .starts_with("Datos de BattleScribe de la comunidad"));
}

#[test]
fn a_runewars_card_carries_its_cost_table_and_the_communitys_dial() {
    let dir = TempDir::new("card-runewars");
    let state = state_in(&dir);
    let catalog = RuneWars::bundled().unwrap();
    let unit = catalog.unit("heavy-crossbowmen").unwrap();
    let card = card(&state, "runewars", None, "heavy-crossbowmen", Lang::En);
    assert_eq!(card.name, unit.name.en);
    for c in &unit.configurations {
        let group = format!("{}×{}", c.columns, c.ranks);
        let cost = c.cost.to_string();
        assert_eq!(value(&card, Some(&group), "Points"), Some(cost.as_str()));
        let trays = c.trays().to_string();
        assert_eq!(value(&card, Some(&group), "Trays"), Some(trays.as_str()));
    }
    // The dial's faces are the simulator's action faces, initiative by initiative.
    let simulator = reference("runewars-community/dials.json");
    let faces = simulator["units"]
        .as_array()
        .unwrap()
        .iter()
        .find(|u| u["bsdata_name"] == "Heavy Crossbowmen")
        .unwrap()["action_faces"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|f| f["initiative"].as_u64())
        .map(|n| n.to_string())
        .collect::<Vec<_>>();
    let dial: Vec<&str> = (card.characteristics.iter())
        .filter(|s| s.group.as_deref() == Some("Action dial"))
        .map(|s| s.value.as_deref().unwrap())
        .collect();
    assert_eq!(dial, faces);
    let melee = value(&card, Some("Action dial"), "Melee attack").unwrap();
    assert_eq!(melee, "4");
    // Defense and the wound threshold are printed on the card and in no data Muster has.
    assert_eq!(value(&card, None, "Defense"), None);
    assert!(card.unknown.contains(&"Wound threshold".to_owned()));
    sourced(&card, &["heavy-crossbowmen", "0445", "HeavyCrossbowmen"]);
    let said: Vec<&str> = card.sources.iter().map(|s| s.said.as_str()).collect();
    assert_eq!(said.len(), 2, "{said:?}");
    assert!(said[0].starts_with("Community BattleScribe data, by BSData"));
    assert!(said[1].contains("2017-10-29") && card.sources[1].community);
    let details = card.sources[1].details.as_deref().unwrap();
    assert!(
        details.contains("brianries/RuneWarsCombatSimulator")
            && details.contains("HeavyCrossbowmen.java")
    );
}

#[test]
fn a_diskwars_card_carries_the_rulebooks_and_the_communitys_values() {
    let dir = TempDir::new("card-diskwars");
    let state = state_in(&dir);
    let community = reference("diskwars-community/discs.json");
    let listed = community["discs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["name"] == "Steam Tank")
        .unwrap();
    let card = card(&state, "diskwars", None, "steam-tank", Lang::En);
    let cost = listed["command_value"].as_u64().unwrap().to_string();
    assert_eq!(value(&card, None, "Cost"), Some(cost.as_str()));
    assert_eq!(value(&card, None, "Size"), Some("large"));
    assert_eq!(listed["size"], "L");
    let elite = if listed["elite"] == "elite" {
        "yes"
    } else {
        "no"
    };
    assert_eq!(value(&card, None, "Elite"), Some(elite));
    // Its values come from the community list, said with its date; the line behind Details.
    let cost_source = card
        .characteristics
        .iter()
        .find(|s| s.label == "Cost")
        .and_then(|s| s.source)
        .unwrap();
    let source = &card.sources[cost_source];
    assert!(
        source.community && source.said.contains("2025-07-06"),
        "{source:?}"
    );
    let line = listed["source_line"].as_u64().unwrap();
    let details = source.details.as_deref().unwrap();
    assert!(details.ends_with(&format!("line {line}")), "{details}");
    sourced(&card, &["steam-tank", "mathey96"]);

    // Karl Franz: the rulebook's stats, the rest unknown, never guessed.
    let catalog = muster_core::games::diskwars::Diskwars::bundled().unwrap();
    let karl = catalog.disc("karl-franz").unwrap();
    let card = crate::cards::card(&state, "diskwars", None, "karl-franz", Lang::Es);
    let attack = karl.stats.attack.as_ref().map(|k| k.value.to_string());
    assert_eq!(value(&card, None, "Ataque"), attack.as_deref());
    assert_eq!(
        value(&card, None, "Movimiento").is_none(),
        karl.stats.movement.is_none()
    );
    assert_eq!(
        card.unknown.contains(&"Movimiento".to_owned()),
        karl.stats.movement.is_none()
    );
    assert!(card
        .sources
        .iter()
        .any(|s| s.said.starts_with("reglamento p. ")));
    sourced(&card, &["karl-franz"]);
}

#[test]
fn a_value_the_player_enters_fills_the_cards_unknown() {
    let dir = TempDir::new("card-diskwars-user");
    let state = state_in(&dir);
    let before = card(&state, "diskwars", None, "karl-franz", Lang::En);
    assert_eq!(value(&before, None, "Movement"), None);
    diskwars_value(&state, "disc", "karl-franz", "movement", "2");
    let after = card(&state, "diskwars", None, "karl-franz", Lang::En);
    let stat = after
        .characteristics
        .iter()
        .find(|s| s.label == "Movement")
        .unwrap();
    assert_eq!(stat.value.as_deref(), Some("2"));
    assert!(after.sources[stat.source.unwrap()].user);
    assert!(!after.unknown.contains(&"Movement".to_owned()));
}

#[test]
fn an_underworlds_fighters_card_carries_both_sides_of_the_community_card() {
    let dir = TempDir::new("card-underworlds");
    let state = state_in(&dir);
    let community = reference("underworlds-community/fighters/the-emberwatch.json");
    let ardorn = community["fighters"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["name"] == "Ardorn")
        .unwrap();
    let card = card(
        &state,
        "underworlds",
        Some("the-emberwatch"),
        "ardorn",
        Lang::En,
    );
    assert_eq!(card.name, "Ardorn");
    assert!(
        card.subtitle.contains(&"Leader".to_owned()),
        "{:?}",
        card.subtitle
    );
    for (side, face) in [
        ("Uninspired", &ardorn["uninspired"]),
        ("Inspired", &ardorn["inspired"]),
    ] {
        let n = |field: &str| face[field].as_u64().unwrap().to_string();
        assert_eq!(value(&card, Some(side), "Move"), Some(n("move").as_str()));
        assert_eq!(
            value(&card, Some(side), "Health"),
            Some(n("health").as_str())
        );
        assert_eq!(
            value(&card, Some(side), "Bounty"),
            Some(n("bounty").as_str())
        );
        let save = format!(
            "{} {}",
            face["save"]["dice"],
            face["save"]["symbol"].as_str().unwrap()
        );
        assert_eq!(value(&card, Some(side), "Save"), Some(save.as_str()));
        let weapons: Vec<_> = card
            .weapons
            .iter()
            .filter(|w| w.group.as_deref() == Some(side))
            .collect();
        let given = face["weapons"].as_array().unwrap();
        assert_eq!(weapons.len(), given.len());
        for (row, weapon) in weapons.iter().zip(given) {
            assert_eq!(row.ranged, weapon["reach"] == "ranged");
            let numbers: Vec<&str> = row
                .stats
                .iter()
                .map(|s| s.value.as_deref().unwrap())
                .collect();
            let dice = format!("{} {}", weapon["dice"], weapon["symbol"].as_str().unwrap());
            assert_eq!(
                numbers,
                [
                    weapon["range"].to_string().as_str(),
                    dice.as_str(),
                    weapon["damage"].to_string().as_str()
                ]
            );
        }
    }
    let runemarks: Vec<&str> = card.keywords.iter().map(|k| k.name.as_str()).collect();
    assert!(
        runemarks.contains(&"Leader") && runemarks.contains(&"Fly"),
        "{runemarks:?}"
    );
    sourced(&card, &["ardorn", "the-emberwatch", "michaltalaga"]);
    assert_eq!(card.sources.len(), 1);
    assert!(card.sources[0].community);
    let details = card.sources[0].details.as_deref().unwrap();
    assert!(
        details.contains("michaltalaga/UnderworldsData, commit 3942a9d"),
        "{details}"
    );
    // In Spanish, the sides and the symbols in the rulebook's words.
    let es = crate::cards::card(
        &state,
        "underworlds",
        Some("the-emberwatch"),
        "ardorn",
        Lang::Es,
    );
    assert_eq!(value(&es, Some("Inspirado"), "Salvación"), Some("2 escudo"));
}

#[test]
fn an_unknown_unit_is_refused_naming_it_and_the_nearest() {
    let dir = TempDir::new("card-unknown");
    let state = state_in(&dir);
    let ask = |game: &str, faction: Option<&str>, unit: &str| {
        state
            .unit_card(
                game.into(),
                faction.map(str::to_owned),
                unit.into(),
                Lang::En,
            )
            .unwrap_err()
    };
    let err = ask("runewars", None, "heavy-crosbowmen");
    assert_eq!(err.code, "args.invalid");
    assert!(
        err.message.contains("'heavy-crosbowmen'"),
        "{}",
        err.message
    );
    assert!(
        err.message.contains("did you mean 'heavy-crossbowmen'"),
        "{}",
        err.message
    );
    let err = ask("diskwars", None, "karl-frantz");
    assert!(err.message.contains("'karl-frantz'") && err.message.contains("'karl-franz'"));
    let err = ask("sigmar", Some("stormcast-eternals"), "aetherwing");
    assert!(err.message.contains("'aetherwing'") && err.message.contains("'aetherwings'"));
    let err = ask("sigmar", Some("stormcast-eternal"), "aetherwings");
    assert!(
        err.message.contains("'stormcast-eternal'"),
        "{}",
        err.message
    );
    let err = ask("sigmar", None, "aetherwings");
    assert!(err.message.contains("faction"), "{}", err.message);
    let err = ask("underworlds", Some("the-emberwatch"), "ardon");
    assert!(err.message.contains("'ardon'") && err.message.contains("'ardorn'"));
    let err = ask("underworlds", Some("the-emberwach"), "ardorn");
    assert!(err.message.contains("'the-emberwach'"), "{}", err.message);
    let err = ask("chess", None, "pawn");
    assert_eq!(err.code, "args.invalid");
    assert!(err.message.contains("chess"), "{}", err.message);
}
