//! What the window may do is pinned here: the capability grants exactly the app's own
//! commands (no plugin command: the file dialogs are opened by the commands, from Rust, so
//! script in the window can name no file), and the CSP lets the page reach nothing but its
//! own files and Tauri's IPC.

use muster_app::commands::COMMANDS;
use serde_json::Value;
use std::collections::BTreeSet;
use std::path::Path;

fn read_json(relative: &str) -> Value {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(relative);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{relative}: {e}"));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{relative}: {e}"))
}

#[test]
fn the_one_capability_grants_only_the_apps_commands() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("capabilities");
    let files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        files,
        ["default.json"],
        "another capability file would add grants"
    );

    let capability = read_json("capabilities/default.json");
    assert_eq!(capability["windows"], serde_json::json!(["main"]));
    assert!(capability.get("webviews").is_none());
    assert!(
        capability.get("remote").is_none(),
        "no remote URL may use the IPC"
    );
    assert!(capability.get("platforms").is_none());

    let granted: BTreeSet<&str> = capability["permissions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().expect("plain permission ids, no scopes"))
        .collect();
    let expected: BTreeSet<String> = COMMANDS
        .iter()
        .map(|c| format!("allow-{}", c.replace('_', "-")))
        .collect();
    let expected: BTreeSet<&str> = expected.iter().map(String::as_str).collect();
    assert_eq!(granted, expected);
    assert_eq!(
        capability["permissions"].as_array().unwrap().len(),
        granted.len(),
        "a permission is listed twice"
    );
}

#[test]
fn the_config_keeps_the_window_local() {
    let config = read_json("tauri.conf.json");
    assert_eq!(config["productName"], "Muster");
    assert_eq!(config["build"]["frontendDist"], "../ui/build");
    assert_eq!(config["build"]["devUrl"], "http://localhost:5173");
    let app = &config["app"];
    assert_eq!(app["withGlobalTauri"], false);
    let windows = app["windows"].as_array().unwrap();
    assert_eq!(windows.len(), 1);
    assert_eq!(windows[0]["label"], "main");
    assert_eq!(windows[0]["title"], "Muster");
    assert_eq!(
        windows[0]["create"], false,
        "the window is made in lib.rs, with its navigation handler"
    );
    assert!(
        windows[0].get("url").is_none(),
        "the window shows the bundled UI only"
    );
    let security = &app["security"];
    assert!(
        security.get("capabilities").is_none(),
        "capabilities live in capabilities/"
    );
    // Tauri adds hashes of the page's inline `<style>` elements to `style-src`, which would
    // silently switch off its 'unsafe-inline' (Svelte's style attributes); scripts keep
    // their hashes and nonces.
    assert_eq!(
        security["dangerousDisableAssetCspModification"],
        serde_json::json!(["style-src"])
    );
    assert!(security.get("assetProtocol").is_none());
    assert!(config
        .get("plugins")
        .is_none_or(|p| p.as_object().unwrap().is_empty()));
}

/// The CSP's directives, each with its sources.
fn directives(csp: &str) -> Vec<(String, Vec<String>)> {
    csp.split(';')
        .map(str::trim)
        .filter(|d| !d.is_empty())
        .map(|d| {
            let mut words = d.split_whitespace().map(str::to_owned);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}

fn check_csp(csp: &str, allowed_urls: &[&str]) {
    let directives = directives(csp);
    let get = |name: &str| {
        directives
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, s)| s.clone())
            .unwrap_or_else(|| panic!("{name} missing"))
    };
    assert_eq!(get("default-src"), ["'self'"]);
    assert_eq!(get("script-src"), ["'self'"]);
    assert_eq!(get("object-src"), ["'none'"]);
    assert_eq!(get("base-uri"), ["'none'"]);
    assert_eq!(get("frame-ancestors"), ["'none'"]);
    for (name, sources) in &directives {
        for source in sources {
            assert!(source != "*" && !source.contains("*."), "{name} {source}");
            assert_ne!(source, "'unsafe-eval'", "{name}");
            let scheme_or_url = source.contains(':') && !source.starts_with('\'');
            if scheme_or_url && source != "ipc:" && source != "data:" {
                assert!(
                    allowed_urls.contains(&source.as_str()),
                    "{name} allows {source}"
                );
            }
            if source == "data:" {
                assert_eq!(name, "img-src", "data: only for images");
            }
        }
    }
}

#[test]
fn the_csp_reaches_nothing_but_the_app_and_its_ipc() {
    let config = read_json("tauri.conf.json");
    let security = &config["app"]["security"];
    check_csp(security["csp"].as_str().unwrap(), &["http://ipc.localhost"]);
    // While developing, the page also comes from Vite, whose live reload needs its socket.
    check_csp(
        security["devCsp"].as_str().unwrap(),
        &["http://ipc.localhost", "ws://localhost:5173"],
    );
}
