//! What else comes from [`app_commands!`](crate::app_commands) besides the UI's functions:
//! the shell's permission names (`src-tauri/src/names.rs`, which its `build.rs` makes an
//! `allow-…` permission of each), its one capability (`src-tauri/capabilities/default.json`)
//! and the command table of `docs/app-commands.md`. `scripts/bindings` writes them; a test
//! fails when one is not what the list gives.

use std::fmt::Write;
use std::path::Path;

/// Where the shell's permission names live, from the repository's root.
pub const NAMES_FILE: &str = "src-tauri/src/names.rs";
/// Where the shell's one capability lives, from the repository's root.
pub const CAPABILITY_FILE: &str = "src-tauri/capabilities/default.json";
/// The page whose command table is generated, from the repository's root.
pub const DOCS_FILE: &str = "docs/app-commands.md";

/// The line before the generated table in [`DOCS_FILE`].
const TABLE_START: &str =
    "<!-- The table is generated from app_commands! by scripts/bindings: edit the doc comments there. -->";
/// The line after it.
const TABLE_END: &str = "<!-- End of the generated table. -->";

/// A command's name and the lines of its doc comment.
struct Command {
    name: &'static str,
    docs: &'static [&'static str],
}

/// Every command's name and doc comment, in the list's order.
macro_rules! commands {
    ($( $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty $(as $shape:ty)?),* $(,)?) -> $answer:ty; )*) => {
        const COMMANDS: &[Command] = &[$(Command { name: stringify!($name), docs: &[$($doc),*] }),*];
    };
}

crate::app_commands!(commands);

/// A command's permission, as Tauri names it.
fn permission(name: &str) -> String {
    format!("allow-{}", name.replace('_', "-"))
}

/// The whole of [`NAMES_FILE`].
pub fn names() -> String {
    let mut out = String::from(
        "// Generated from `muster_service::app_commands!` by `scripts/bindings`: do not edit.\n\
         // A test in muster-service fails when this file is not what the list gives.\n\
         \n\
         /// Every command the UI may call, by its Tauri name. `build.rs` turns each into an\n\
         /// `allow-<name in kebab case>` permission, and `capabilities/default.json` grants\n\
         /// exactly these, so a command missing here cannot be called at all.\n\
         pub const COMMANDS: &[&str] = &[\n",
    );
    for command in COMMANDS {
        let _ = writeln!(out, "    \"{}\",", command.name);
    }
    out.push_str("];\n");
    out
}

/// The whole of [`CAPABILITY_FILE`]: the window may call its own commands and nothing else.
pub fn capability() -> String {
    let mut out = String::from(
        "{\n  \"$schema\": \"../gen/schemas/desktop-schema.json\",\n  \"identifier\": \"default\",\n  \
         \"description\": \"What Muster's one window may call: its own commands \
         (docs/app-commands.md), nothing else: no plugin command (the open and save dialogs \
         are opened by the commands, from Rust), nothing of Tauri's core (window, events, \
         menus, paths…), no file-system or network plugin. Why each entry is here: \
         src-tauri/README.md. Generated from app_commands! by scripts/bindings.\",\n  \
         \"windows\": [\"main\"],\n  \"permissions\": [\n",
    );
    let lines: Vec<String> = COMMANDS
        .iter()
        .map(|c| format!("    \"{}\"", permission(c.name)))
        .collect();
    out.push_str(&lines.join(",\n"));
    out.push_str("\n  ]\n}\n");
    out
}

/// The command table: a row per command, its doc comment as one line.
fn table() -> String {
    let mut out = String::from("| command | what it does |\n|---|---|\n");
    for command in COMMANDS {
        let words: Vec<&str> = command.docs.iter().map(|line| line.trim()).collect();
        let _ = writeln!(
            out,
            "| `{}` | {} |",
            command.name,
            words.join(" ").replace('|', "\\|")
        );
    }
    out
}

/// `page` (the text of [`DOCS_FILE`]) with the table between its markers made anew; the
/// prose around it is kept. A page without both markers, in order, is an error.
pub fn docs_page(page: &str) -> Result<String, String> {
    let missing =
        || format!("{DOCS_FILE}: the lines `{TABLE_START}` and `{TABLE_END}` must mark the table");
    let start = page.find(TABLE_START).ok_or_else(missing)? + TABLE_START.len();
    let end = start + page[start..].find(TABLE_END).ok_or_else(missing)?;
    Ok(format!("{}\n{}{}", &page[..start], table(), &page[end..]))
}

/// Each generated file under the repository's `root` with what it should hold, the docs page
/// made from its text there.
pub fn files(root: &Path) -> Result<Vec<(std::path::PathBuf, String)>, String> {
    let docs = root.join(DOCS_FILE);
    let page = std::fs::read_to_string(&docs).map_err(|e| format!("{}: {e}", docs.display()))?;
    Ok(vec![
        (root.join(NAMES_FILE), names()),
        (root.join(CAPABILITY_FILE), capability()),
        (docs, docs_page(&page)?),
    ])
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The files in the tree are what the list gives; `scripts/bindings` writes them anew.
    #[test]
    fn the_files_made_from_the_command_list_are_fresh() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        for (path, expected) in files(&root).unwrap() {
            let written = std::fs::read_to_string(&path).unwrap_or_default();
            assert!(
                written == expected,
                "{} is not what app_commands! gives: run scripts/bindings and commit it",
                path.display()
            );
        }
    }

    #[test]
    fn the_table_keeps_the_prose_around_it() {
        let page =
            format!("# Title\n\nBefore.\n\n{TABLE_START}\nold rows\n{TABLE_END}\n\nAfter.\n");
        let made = docs_page(&page).unwrap();
        assert!(made.starts_with(&format!("# Title\n\nBefore.\n\n{TABLE_START}\n| command |")));
        assert!(made.ends_with(&format!("|\n{TABLE_END}\n\nAfter.\n")));
        assert!(!made.contains("old rows"));
        assert!(made.contains("\n| `check_list` | Every rule finding of a list"));
        assert_eq!(
            docs_page(&made).unwrap(),
            made,
            "making it again changes nothing"
        );
    }

    #[test]
    fn a_page_without_its_markers_is_refused() {
        let error = docs_page("# Title\n| command | what it does |\n").unwrap_err();
        assert!(
            error.contains(DOCS_FILE) && error.contains(TABLE_START),
            "{error}"
        );
        let reversed = format!("{TABLE_END}\n{TABLE_START}\n");
        assert!(docs_page(&reversed).is_err());
    }

    #[test]
    fn every_command_is_granted_once_by_its_permission() {
        let capability: serde_json::Value = serde_json::from_str(&capability()).unwrap();
        let granted: Vec<&str> = capability["permissions"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        let expected: Vec<String> = COMMANDS.iter().map(|c| permission(c.name)).collect();
        assert_eq!(granted, expected);
        assert!(granted.contains(&"allow-settings-choose-data-folder"));
        let names = names();
        assert!(COMMANDS
            .iter()
            .all(|c| names.contains(&format!("    \"{}\",\n", c.name))));
    }
}
