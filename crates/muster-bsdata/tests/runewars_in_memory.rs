//! The importer on small hand-written BattleScribe files.

use muster_bsdata::{import_runewars_from_texts, import_runewars_from_texts_with_notes};
use muster_core::games::runewars::{SlotIcon, UnitType};

const GST: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<gameSystem id="gs" name="Test" xmlns="http://www.battlescribe.net/schema/gameSystemSchema">
  <costTypes><costType id="pts" name=" Points"/></costTypes>
  <categoryEntries>
    <categoryEntry id="cat-inf" name="Infantry"/>
    <categoryEntry id="cat-cav" name="Cavalry"/>
    <categoryEntry id="cat-sie" name="Siege"/>
  </categoryEntries>
  <sharedSelectionEntries>
    <selectionEntry id="uu" name="Unique Unit" type="upgrade"/>
  </sharedSelectionEntries>
  <sharedSelectionEntryGroups>
    <selectionEntryGroup id="eq-common" name="Equipment - Common" hidden="false">
      <selectionEntries>
        <selectionEntry id="sw" name="Shield Wall" hidden="false" type="upgrade">
          <costs><cost name=" Points" typeId="pts" value="5.0"/></costs>
        </selectionEntry>
      </selectionEntries>
    </selectionEntryGroup>
  </sharedSelectionEntryGroups>
</gameSystem>
"#;

/// A catalogue around `units` (shared unit entries) and `groups` (shared groups).
fn cat(units: &str, groups: &str) -> String {
    format!(
        r#"<?xml version="1.0" encoding="UTF-8"?>
<catalogue id="c1" name="Test Lords (2020)" xmlns="http://www.battlescribe.net/schema/catalogueSchema">
  <sharedSelectionEntries>
{units}
  </sharedSelectionEntries>
  <sharedSelectionEntryGroups>
{groups}
  </sharedSelectionEntryGroups>
</catalogue>
"#
    )
}

const EQUIPMENT: &str = r#"
    <selectionEntryGroup id="eq" name="Equipment" hidden="false">
      <constraints><constraint field="selections" scope="parent" value="1.0" id="eq-max" type="max"/></constraints>
      <selectionEntryGroups>
        <selectionEntryGroup id="eq-t" name="Equipment - Test" hidden="false">
          <selectionEntries>
            <selectionEntry id="helm" name="Helms" hidden="true" type="upgrade">
              <modifiers>
                <modifier type="set" field="hidden" value="false">
                  <conditions>
                    <condition field="selections" scope="ancestor" value="0.0" childId="cat-cav" type="instanceOf"/>
                  </conditions>
                </modifier>
              </modifiers>
              <constraints><constraint field="selections" scope="roster" value="1.0" id="h1" type="max"/></constraints>
              <profiles>
                <profile id="p" name="Helms" typeName="Figure Upgrade">
                  <characteristics>
                    <characteristic name="Defence">3</characteristic>
                    <characteristic name="Wound Threshold">2</characteristic>
                  </characteristics>
                </profile>
              </profiles>
              <costs><cost name=" Points" typeId="pts" value="4.0"/></costs>
            </selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <entryLinks>
        <entryLink id="l-common" name="x" hidden="false" targetId="eq-common" type="selectionEntryGroup"/>
      </entryLinks>
    </selectionEntryGroup>
    <selectionEntryGroup id="champ" name="Champions" hidden="false">
      <constraints><constraint field="selections" scope="parent" value="1.0" id="ch-max" type="max"/></constraints>
    </selectionEntryGroup>"#;

const RIDERS: &str = r#"
    <selectionEntry id="riders" name="Test  Riders " hidden="false" type="unit">
      <categoryLinks><categoryLink id="cl" targetId="cat-cav"/></categoryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup id="size" name=" Unit Size" hidden="false">
          <selectionEntries>
            <selectionEntry id="s21" name="2x1 Trays" type="upgrade"><costs><cost name=" Points" typeId="pts" value="20.0"/></costs></selectionEntry>
            <selectionEntry id="s22" name="2x2 Trays" type="upgrade"><costs><cost name=" Points" typeId="pts" value="34.0"/></costs></selectionEntry>
            <selectionEntry id="s23" name="2x3  Trays" type="upgrade"><costs><cost name=" Points" typeId="pts" value="46.0"/></costs></selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
      <entryLinks>
        <entryLink id="to-eq" name="Equipment" hidden="false" targetId="eq" type="selectionEntryGroup">
          <modifiers>
            <modifier type="set" field="ch-max" value="2"/>
          </modifiers>
        </entryLink>
        <entryLink id="to-ch" name="Champion" hidden="true" targetId="champ" type="selectionEntryGroup">
          <modifiers>
            <modifier type="set" field="hidden" value="false">
              <conditionGroups>
                <conditionGroup type="or">
                  <conditions>
                    <condition field="selections" scope="parent" value="1.0" childId="s23" type="equalTo"/>
                  </conditions>
                  <conditionGroups>
                    <conditionGroup type="and">
                      <conditions>
                        <condition field="selections" scope="parent" value="1.0" childId="s22" type="equalTo"/>
                        <condition field="selections" scope="force" value="1.0" childId="hero" type="atLeast"/>
                      </conditions>
                    </conditionGroup>
                  </conditionGroups>
                </conditionGroup>
              </conditionGroups>
            </modifier>
            <modifier type="increment" field="ch-max" value="1">
              <conditions>
                <condition field="selections" scope="parent" value="1.0" childId="s23" type="equalTo"/>
                <condition field="selections" scope="roster" value="0.0" childId="hero" type="equalTo"/>
              </conditions>
            </modifier>
          </modifiers>
        </entryLink>
      </entryLinks>
    </selectionEntry>"#;

const HERO: &str = r#"
    <selectionEntry id="hero" name="Sir Test" hidden="false" type="unit">
      <categoryLinks><categoryLink id="cl2" targetId="cat-inf"/></categoryLinks>
      <selectionEntries>
        <selectionEntry id="h1t" name="1 Tray" type="upgrade"><costs><cost name=" Points" typeId="pts" value="30.0"/></costs></selectionEntry>
      </selectionEntries>
      <entryLinks>
        <entryLink id="hu" name="Unique Unit" hidden="false" targetId="uu" type="selectionEntry"/>
        <entryLink id="he" name="Equipment" hidden="false" targetId="eq" type="selectionEntryGroup"/>
      </entryLinks>
    </selectionEntry>"#;

const FOOT: &str = r#"
    <selectionEntry id="foot" name="Foot" hidden="false" type="unit">
      <categoryLinks><categoryLink id="cl3" targetId="cat-inf"/></categoryLinks>
      <selectionEntryGroups>
        <selectionEntryGroup id="fsize" name="Unit Size" hidden="false">
          <selectionEntries>
            <selectionEntry id="f21" name="2x1 Trays" type="upgrade"><costs><cost name=" Points" typeId="pts" value="10.0"/></costs></selectionEntry>
          </selectionEntries>
        </selectionEntryGroup>
      </selectionEntryGroups>
    </selectionEntry>"#;

fn files(cat_text: String) -> Vec<(String, String)> {
    vec![
        ("Runewars.gst".to_owned(), GST.to_owned()),
        ("Test_Lords_(2020).cat".to_owned(), cat_text),
    ]
}

#[test]
fn slots_are_evaluated_per_configuration_without_heroes() {
    let parts = import_runewars_from_texts(
        &files(cat(&format!("{RIDERS}{HERO}"), EQUIPMENT)),
        Some("98b69cf7d8a7909ae4925f485417a43e3977f673"),
    )
    .unwrap();
    assert_eq!(parts.factions.len(), 1);
    assert_eq!(parts.factions[0].id, "test-lords");
    assert_eq!(parts.factions[0].name.en, "Test Lords");

    let riders = parts.units.iter().find(|u| u.id == "test-riders").unwrap();
    assert_eq!(riders.name.en, "Test Riders");
    assert_eq!(riders.unit_type, UnitType::Cavalry);
    assert!(!riders.unique);
    assert_eq!(
        riders.source,
        "BSData/runewars@98b69cf:Test_Lords_(2020).cat#riders"
    );
    let slots: Vec<(&str, u32, Vec<SlotIcon>)> = riders
        .configurations
        .iter()
        .map(|c| (c.id.as_str(), c.cost, c.slots.clone()))
        .collect();
    // 2x2 would need the hero in the army; at 2x3 the max goes 1 → 2 because no hero is
    // there (equalTo 0). The link's modifier of another constraint id changes nothing.
    assert_eq!(
        slots,
        [
            ("2x1", 20, vec![SlotIcon::Equipment]),
            ("2x2", 34, vec![SlotIcon::Equipment]),
            (
                "2x3",
                46,
                vec![SlotIcon::Champion, SlotIcon::Champion, SlotIcon::Equipment]
            ),
        ]
    );

    let hero = parts.units.iter().find(|u| u.id == "sir-test").unwrap();
    assert!(hero.unique);
    assert_eq!(hero.configurations[0].id, "1x1");
    assert_eq!(hero.configurations[0].cost, 30);

    let helms = parts.upgrades.iter().find(|u| u.id == "helms").unwrap();
    assert_eq!(helms.slot, SlotIcon::Equipment);
    assert_eq!(helms.faction.as_deref(), Some("test-lords"));
    assert!(helms.unique);
    assert_eq!(helms.figure.map(|f| (f.defense, f.wounds)), Some((3, 2)));
    assert_eq!(helms.restrictions.unit_types, [UnitType::Cavalry]);
    let wall = parts
        .upgrades
        .iter()
        .find(|u| u.id == "shield-wall")
        .unwrap();
    assert_eq!((wall.faction.as_deref(), wall.cost), (None, 5));
    // Neutral upgrades sort first.
    assert_eq!(parts.upgrades[0].id, "shield-wall");
}

#[test]
fn malformed_xml_names_file_line_and_column() {
    let broken =
        "<?xml version=\"1.0\"?>\n<catalogue id=\"x\" name=\"X\">\n  <entryLinks>\n</catalogue>\n";
    let err = import_runewars_from_texts(&files(broken.to_owned()), None).unwrap_err();
    assert_eq!(err.file, "Test_Lords_(2020).cat");
    let (line, _) = err.position.expect("a position");
    assert_eq!(line, 4);
    let shown = err.to_string();
    assert!(shown.starts_with("Test_Lords_(2020).cat:4:"), "{shown}");
    assert!(shown.contains("malformed XML"), "{shown}");
}

#[test]
fn a_unit_without_a_size_group_is_an_error_naming_it() {
    let unit = r#"
    <selectionEntry id="sp" name="Spearmen" hidden="false" type="unit">
      <categoryLinks><categoryLink id="cl" targetId="cat-inf"/></categoryLinks>
    </selectionEntry>"#;
    let err = import_runewars_from_texts(&files(cat(unit, "")), None).unwrap_err();
    assert_eq!(err.file, "Test_Lords_(2020).cat");
    assert_eq!(err.position, Some((5, 5)));
    assert_eq!(
        err.to_string(),
        "Test_Lords_(2020).cat:5:5: unit 'Spearmen' has no ' Unit Size' group"
    );
}

#[test]
fn bad_numbers_are_errors_at_their_element() {
    let bad_cost = RIDERS.replace("value=\"34.0\"", "value=\"lots\"");
    let err = import_runewars_from_texts(&files(cat(&bad_cost, EQUIPMENT)), None).unwrap_err();
    assert!(err.to_string().contains("has cost 'lots'"), "{err}");
    assert!(err.position.is_some());

    let bad_figure = EQUIPMENT.replace(">3</characteristic>", ">three</characteristic>");
    let err = import_runewars_from_texts(&files(cat(RIDERS, &bad_figure)), None).unwrap_err();
    assert!(
        err.to_string()
            .contains("figure upgrade 'Helms' has Defence 'three'"),
        "{err}"
    );

    let dash = EQUIPMENT.replace(">3</characteristic>", ">-</characteristic>");
    let parts = import_runewars_from_texts(&files(cat(RIDERS, &dash)), None).unwrap();
    assert!(parts.upgrades.iter().all(|u| u.figure.is_none()));
}

#[test]
fn folders_need_exactly_one_game_system() {
    let only_cat = vec![("A.cat".to_owned(), cat(RIDERS, EQUIPMENT))];
    let err = import_runewars_from_texts(&only_cat, None).unwrap_err();
    assert!(err.to_string().contains("no game system"), "{err}");
    let wrong = vec![("notes.txt".to_owned(), String::new())];
    assert!(import_runewars_from_texts(&wrong, None).is_err());
}

#[test]
fn same_named_cards_merge_or_get_suffixes() {
    let groups = format!(
        "{EQUIPMENT}{}",
        r#"
    <selectionEntryGroup id="tr" name="Training" hidden="false">
      <selectionEntries>
        <selectionEntry id="h-cav" name="Sir Test (Cavalry Upgrade)" hidden="true" type="upgrade">
          <modifiers><modifier type="set" field="hidden" value="false"><conditions>
            <condition field="selections" scope="ancestor" value="0.0" childId="cat-cav" type="instanceOf"/>
          </conditions></modifier></modifiers>
          <costs><cost name=" Points" typeId="pts" value="9.0"/></costs>
        </selectionEntry>
        <selectionEntry id="h-inf" name="Sir Test (Infantry Upgrade)" hidden="true" type="upgrade">
          <modifiers><modifier type="set" field="hidden" value="false"><conditions>
            <condition field="selections" scope="ancestor" value="0.0" childId="cat-inf" type="instanceOf"/>
          </conditions></modifier></modifiers>
          <costs><cost name=" Points" typeId="pts" value="9.0"/></costs>
        </selectionEntry>
        <selectionEntry id="only-hero" name="Hero Trick" hidden="true" type="upgrade">
          <modifiers><modifier type="set" field="hidden" value="false"><conditions>
            <condition field="selections" scope="ancestor" value="0.0" childId="hero" type="instanceOf"/>
          </conditions></modifier></modifiers>
          <costs><cost name=" Points" typeId="pts" value="1.0"/></costs>
        </selectionEntry>
        <selectionEntry id="not-hero" name="Not For Heroes" hidden="false" type="upgrade">
          <modifiers><modifier type="set" field="hidden" value="true"><conditions>
            <condition field="selections" scope="ancestor" value="0.0" childId="hero" type="instanceOf"/>
          </conditions></modifier></modifiers>
          <costs><cost name=" Points" typeId="pts" value="1.0"/></costs>
        </selectionEntry>
      </selectionEntries>
      <entryLinks>
        <entryLink id="again" name="x" hidden="false" targetId="eq-common" type="selectionEntryGroup"/>
      </entryLinks>
    </selectionEntryGroup>"#
    );
    let units = format!("{RIDERS}{HERO}{FOOT}");
    let parts = import_runewars_from_texts(&files(cat(&units, &groups)), None).unwrap();
    let ids: Vec<&str> = parts.upgrades.iter().map(|u| u.id.as_str()).collect();
    // Shield Wall reached from two slot families differs in slot: two cards, slot suffix.
    assert_eq!(
        ids,
        [
            "shield-wall-equipment",
            "shield-wall-training",
            "helms",
            "hero-trick",
            "not-for-heroes",
            "sir-test-cavalry",
            "sir-test-infantry"
        ]
    );
    let get = |id: &str| parts.upgrades.iter().find(|u| u.id == id).unwrap();
    assert_eq!(get("sir-test-cavalry").name.en, "Sir Test");
    assert_eq!(get("hero-trick").restrictions.units, ["sir-test"]);
    assert_eq!(get("not-for-heroes").restrictions.not_units, ["sir-test"]);
    assert_eq!(
        get("not-for-heroes").restrictions.unit_types,
        [UnitType::Infantry, UnitType::Cavalry]
    );
    assert!(get("shield-wall-training")
        .source
        .starts_with("BSData/runewars:Runewars.gst#"));
}

#[test]
fn a_common_upgrade_reached_twice_is_one_card() {
    let groups = EQUIPMENT.replace(
        "</entryLinks>",
        r#"<entryLink id="l2" name="y" hidden="false" targetId="eq-common" type="selectionEntryGroup"/></entryLinks>"#,
    );
    let import = import_runewars_from_texts_with_notes(&files(cat(RIDERS, &groups)), None).unwrap();
    let walls = import
        .parts
        .upgrades
        .iter()
        .filter(|u| u.name.en == "Shield Wall")
        .count();
    assert_eq!(walls, 1);
    assert_eq!(
        import
            .parts
            .upgrades
            .iter()
            .find(|u| u.name.en == "Shield Wall")
            .unwrap()
            .id,
        "shield-wall"
    );
    assert!(
        import
            .notes
            .iter()
            .any(|n| n.contains("hero interaction evaluated")),
        "{:?}",
        import.notes
    );
}
