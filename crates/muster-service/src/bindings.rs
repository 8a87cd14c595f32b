//! The UI's TypeScript bindings (`ui/src/lib/bindings.ts`), generated from the Rust types:
//! one function per command of [`app_commands!`](crate::app_commands) with its arguments and
//! answer typed, every type they name declared (ts-rs describes each from its serde shape),
//! and the numbers of the rules the screens show. `scripts/bindings` writes the file; a test
//! fails when the file in the tree is not what the Rust types give.

use crate::games::ListDocumentShape;
pub use crate::games::MatchEntry;
use std::any::TypeId;
use std::collections::{BTreeMap, HashSet};
use std::fmt::Write;
use ts_rs::{Config, TypeVisitor, TS};

pub mod commands;

/// Where the bindings live, from the repository's root.
pub const BINDINGS_FILE: &str = "ui/src/lib/bindings.ts";

/// The declarations of every type the commands name, by TypeScript name.
struct Declarations {
    cfg: Config,
    /// `name` → (the Rust type it was first made from, its declaration with its comment).
    found: BTreeMap<String, (&'static str, String)>,
    /// Every Rust type visited, declared or not (a container may name itself).
    seen: HashSet<TypeId>,
}

impl Declarations {
    /// Declares `T` (when it is a declared type rather than a primitive or a container) and
    /// everything it names.
    fn add<T: TS + 'static + ?Sized>(&mut self) {
        if !self.seen.insert(TypeId::of::<T>()) {
            return;
        }
        T::visit_generics(self);
        if T::output_path().is_none() {
            T::visit_dependencies(self);
            return;
        }
        let name = T::ident(&self.cfg);
        let mut declaration = T::docs().unwrap_or_default();
        declaration.push_str("export ");
        declaration.push_str(&T::decl(&self.cfg));
        if let Some((first, earlier)) = self.found.get(&name) {
            assert_eq!(
                earlier,
                &declaration,
                "two Rust types are both `{name}` in TypeScript ({first} and {}): give one a \
                 `ts(rename)`",
                std::any::type_name::<T>()
            );
            return;
        }
        self.found
            .insert(name, (std::any::type_name::<T>(), declaration));
        T::visit_dependencies(self);
    }
}

impl TypeVisitor for Declarations {
    fn visit<T: TS + 'static + ?Sized>(&mut self) {
        self.add::<T>();
    }
}

/// `snake_case` as `camelCase`: a command's or argument's name as the window writes it.
fn camel(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    let mut upper = false;
    for c in name.chars() {
        if c == '_' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// A comment block of doc lines, at `indent`.
fn comment(docs: &[&str]) -> String {
    let mut out = String::from("/**\n");
    for line in docs {
        let _ = writeln!(out, " *{}", line.trim_end());
    }
    out.push_str(" */\n");
    out
}

/// What the UI sends for an argument: its declared shape, or else its Rust type.
macro_rules! shape {
    ($ty:ty) => {
        $ty
    };
    ($ty:ty, $shape:ty) => {
        $shape
    };
}

/// Writes each command as a TypeScript function and declares the types it names.
macro_rules! typescript_commands {
    ($( $(#[doc = $doc:literal])* fn $name:ident($($arg:ident: $ty:ty $(as $shape:ty)?),* $(,)?) -> $answer:ty; )*) => {
        /// The command functions, and every type they name added to `types`.
        fn commands(types: &mut Declarations) -> String {
            let mut out = String::new();
            $(
                types.add::<$answer>();
                $( types.add::<shape!($ty $(, $shape)?)>(); )*
                let arguments: Vec<(String, String)> = vec![
                    $( (camel(stringify!($arg)), <shape!($ty $(, $shape)?) as TS>::name(&types.cfg)) ),*
                ];
                out.push('\n');
                out.push_str(&comment(&[$($doc),*]));
                let _ = write!(out, "export function {}(", camel(stringify!($name)));
                let typed: Vec<String> = arguments.iter().map(|(a, t)| format!("{a}: {t}")).collect();
                out.push_str(&typed.join(", "));
                let _ = writeln!(out, "): Promise<{}> {{", <$answer as TS>::name(&types.cfg));
                let names: Vec<&str> = arguments.iter().map(|(a, _)| a.as_str()).collect();
                if names.is_empty() {
                    let _ = writeln!(out, "\treturn call('{}');", stringify!($name));
                } else {
                    let _ = writeln!(out, "\treturn call('{}', {{ {} }});", stringify!($name), names.join(", "));
                }
                out.push_str("}\n");
            )*
            out
        }
    };
}

crate::app_commands!(typescript_commands);

/// Takes the timeline back, or brings undone events back, so that its first `to` events count.
#[derive(TS)]
#[ts(tag = "type", rename_all = "snake_case")]
#[allow(dead_code)]
pub enum TimelineMove {
    /// Back to the first `to` events.
    Undo {
        /// How many events of the timeline stay.
        to: usize,
    },
    /// Forward to the first `to` events.
    Redo {
        /// How many events of the timeline count afterwards.
        to: usize,
    },
}

/// What `underworlds_save_record` takes: a whole warband or deck, as the catalogue has it.
#[derive(TS)]
#[ts(untagged)]
#[allow(dead_code)]
pub enum UnderworldsRecord {
    /// A warband.
    Warband(muster_core::games::underworlds::Warband),
    /// A deck.
    Deck(muster_core::games::underworlds::Deck),
}

/// A string as TypeScript writes it.
fn quoted(text: &str) -> String {
    serde_json::to_string(text).expect("a string serializes")
}

/// What the UI's registry of games knows of game `G`, each from the game's own constants.
fn game<G: crate::games::Served>(full_title: &str) -> String {
    let words =
        |w: muster_core::Bilingual| format!("{{ en: {}, es: {} }}", quoted(w.en), quoted(w.es));
    let list = |items: &mut dyn Iterator<Item = &str>| {
        let quoted: Vec<String> = items.map(quoted).collect();
        format!("[{}]", quoted.join(", "))
    };
    format!(
        "{{ title: {}, fullTitle: {}, faction: {}, collectionKinds: {}, recordKinds: {}, players: [{}, {}] }}",
        words(G::TITLE),
        quoted(full_title),
        words(G::FACTION),
        list(&mut G::KINDS.iter().map(|kind| kind.id)),
        list(&mut G::RECORD_KINDS.iter().copied()),
        G::PLAYERS.start(),
        G::PLAYERS.end()
    )
}

/// The games, each with its id, titles, faction word, kinds and players.
fn games() -> String {
    use muster_core::{with_game, GameId};
    let mut out = comment(&[
        " Every game Muster knows, in the order the pages show them: its title on the pages and",
        " as players know it, the word for what a list is filed under, the kinds of item its",
        " collection counts and of record a player may enter, and how many players a match",
        " takes (`[fewest, most]`). From the games' own constants (never a copy).",
    ]);
    out.push_str("export const GAMES = {\n");
    for id in GameId::ALL {
        let entry = with_game!(id, |G| game::<G>(id.product()));
        let _ = writeln!(out, "\t{}: {entry},", id.id());
    }
    out.push_str("} as const;\n\n");
    out.push_str(
        "/** The id of a game Muster knows. */\nexport type GameId = keyof typeof GAMES;\n\n",
    );
    let ids: Vec<String> = GameId::ALL
        .into_iter()
        .map(|id| format!("'{}'", id.id()))
        .collect();
    out.push_str("/** Every game's id, in `GAMES`' order. */\n");
    let _ = writeln!(
        out,
        "export const GAME_IDS = [{}] as const satisfies readonly GameId[];\n",
        ids.join(", ")
    );
    out
}

/// Every error code as a value, so that the UI tells a code it knows from any other failure.
fn error_codes() -> String {
    let codes: Vec<String> = crate::ErrorCode::ALL
        .iter()
        .map(|code| format!("'{code}'"))
        .collect();
    format!(
        "/** Every `ErrorCode`, in the order Rust declares them. */\n\
         export const ERROR_CODES = [{}] as const satisfies readonly ErrorCode[];\n\n",
        codes.join(", ")
    )
}

/// The numbers of the rules that the screens show, from the rules core.
fn rules() -> String {
    use muster_core::games::{diskwars, runewars, sigmar, underworlds};
    let mut out = String::new();
    out.push_str(&comment(&[
        " The numbers of the rules the screens show, as the rules core has them (never a copy).",
    ]));
    out.push_str("export const RULES = {\n");
    let _ = writeln!(
        out,
        "\trunewars: {{ standardLimit: {}, skirmishLimit: {} }},",
        runewars::Mode::Standard.default_points_limit(),
        runewars::Mode::Skirmish.default_points_limit()
    );
    let _ = writeln!(
        out,
        "\tdiskwars: {{ shortGame: {}, longGame: {} }},",
        diskwars::SHORT_GAME,
        diskwars::LONG_GAME
    );
    let triumphs: Vec<String> = sigmar::TRIUMPHS
        .iter()
        .map(|(rolls, triumph)| {
            let name = serde_json::to_value(triumph).expect("triumphs serialize");
            format!(
                "{{ from: {}, to: {}, triumph: {name} }}",
                rolls.start(),
                rolls.end()
            )
        })
        .collect();
    let _ = writeln!(
        out,
        "\tsigmar: {{ defaultPointsLimit: {}, defaultSeason: '{}', triumphs: [{}] }},",
        sigmar::DEFAULT_POINTS_LIMIT,
        sigmar::DEFAULT_SEASON,
        triumphs.join(", ")
    );
    let _ = writeln!(
        out,
        "\tunderworlds: {{ rivalsObjectives: {}, rivalsPower: {}, nemesisObjectives: {}, nemesisPower: {}, nemesisSurge: {} }}",
        underworlds::RIVALS_OBJECTIVES,
        underworlds::RIVALS_POWER,
        underworlds::NEMESIS_OBJECTIVES,
        underworlds::NEMESIS_POWER,
        underworlds::MAX_SURGE
    );
    out.push_str("} as const;\n");
    out
}

/// The whole of `ui/src/lib/bindings.ts`.
pub fn typescript() -> String {
    let mut types = Declarations {
        cfg: Config::new().with_large_int("number"),
        found: BTreeMap::new(),
        seen: HashSet::new(),
    };
    let commands = commands(&mut types);
    // What the UI writes and sends as JSON text: the list documents.
    types.add::<ListDocumentShape>();
    // What every refusal carries.
    types.add::<crate::ErrorCode>();
    let mut out = String::new();
    out.push_str(
        "// Generated from the Rust types by `scripts/bindings` (muster-service's bindings.rs):\n\
         // do not edit. A test fails when this file is not what the Rust types give.\n\
         /* eslint-disable */\n\
         import { call } from './transport';\n",
    );
    for (_, declaration) in types.found.values() {
        out.push('\n');
        out.push_str(declaration);
        out.push('\n');
    }
    out.push('\n');
    out.push_str(&games());
    out.push_str(&error_codes());
    out.push_str(&rules());
    out.push_str(&commands);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The file in the tree is what the Rust types give; `scripts/bindings` writes it anew.
    #[test]
    fn the_ui_bindings_are_what_the_rust_types_give() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("../..")
            .join(BINDINGS_FILE);
        let written = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            written == typescript(),
            "{BINDINGS_FILE} is not what the Rust types give: run scripts/bindings and commit it"
        );
    }

    #[test]
    fn names_are_written_as_the_window_writes_them() {
        assert_eq!(camel("list_print_preview"), "listPrintPreview");
        assert_eq!(camel("unit_index"), "unitIndex");
        assert_eq!(camel("lang"), "lang");
    }
}
