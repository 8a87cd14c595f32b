//! The app's settings file (`settings.json`), read as the app reads it at start
//! (`muster_service::settings::read_settings`). The seeds: the settings the app writes
//! (`write_settings`), the defaults and every choice changed.

use crate::common::Target;
use crate::ensure;
use muster_fuzz::seeds::Scratch;
use muster_fuzz::Input;
use muster_service::settings::{read_settings, write_settings, CollectionChecks, Settings, Theme};
use muster_service::{Lang, Paper};

#[test]
fn settings() {
    let scratch = Scratch::new("settings");
    let mut seeds = Vec::new();
    let changed = Settings {
        lang: Lang::Es,
        theme: Theme::Dark,
        data_dir: "/home/ana/Muster".into(),
        collection_checks: CollectionChecks::On,
        player_name: "Ana \u{202e}López".to_owned(),
        paper: Paper::Letter,
        print_lang: Some(Lang::En),
    };
    for settings in [Settings::defaults(Lang::En), changed] {
        let path = scratch.join("seed.json");
        write_settings(&path, &settings).expect("settings are written");
        seeds.push(Input::new(
            "settings.json",
            std::fs::read(&path).expect("and read"),
        ));
    }
    let file = scratch.join("settings.json");
    let again = scratch.join("again.json");
    Target::new("settings", seeds).run(|input| {
        std::fs::write(&file, &input.bytes).map_err(|e| e.to_string())?;
        match read_settings(&file) {
            Err(refused) => ensure!(
                refused.code == "settings.invalid" || refused.code == "file.io",
                "settings refused as {refused:?}"
            ),
            Ok(None) => return Err("a settings file that exists read as none".to_owned()),
            Ok(Some(settings)) => {
                // Settings the app reads are settings it can write and read back the same.
                write_settings(&again, &settings).map_err(|e| e.to_string())?;
                let back = read_settings(&again).map_err(|e| e.to_string())?;
                ensure!(
                    back.as_ref() == Some(&settings),
                    "written and read back, they differ"
                );
            }
        }
        Ok(())
    });
}
