//! The JSON Schemas of `data/schemas/`, compiled into the crate and built once.

use std::sync::OnceLock;

/// The list document schema (`muster-list/1`).
pub const LIST: &str = include_str!("../../../data/schemas/muster-list.schema.json");
/// The RuneWars catalogue schema.
pub const RUNEWARS_CATALOG: &str =
    include_str!("../../../data/schemas/runewars-catalog.schema.json");
/// The RuneWars card-effects schema.
pub const RUNEWARS_RULES: &str = include_str!("../../../data/schemas/runewars-rules.schema.json");
/// The Diskwars catalogue schema.
pub const DISKWARS_CATALOG: &str =
    include_str!("../../../data/schemas/diskwars-catalog.schema.json");
/// The schema of a Diskwars record a player enters; its descriptive fields refer to
/// [`DISKWARS_CATALOG`].
pub const DISKWARS_USER_RECORD: &str =
    include_str!("../../../data/schemas/diskwars-user-record.schema.json");
/// The Age of Sigmar faction pack schema.
pub const SIGMAR_PACK: &str = include_str!("../../../data/schemas/sigmar-pack.schema.json");
/// The Warhammer Underworlds pack schema.
pub const UNDERWORLDS_PACK: &str =
    include_str!("../../../data/schemas/underworlds-pack.schema.json");
/// The translated-names schema.
pub const NAMES: &str = include_str!("../../../data/schemas/names.schema.json");
/// The match file schema (`muster-match/1`); its set-up's lists refer to [`LIST`].
pub const MATCH_FILE: &str = include_str!("../../../data/schemas/muster-match.schema.json");

/// Resolves a schema's `$ref` to another schema of `data/schemas/` by its `$id`
/// (`muster:list`), from the copies compiled in: building a schema never reads a file or
/// the network.
struct Bundled;

impl jsonschema::Retrieve for Bundled {
    fn retrieve(
        &self,
        uri: &jsonschema::Uri<String>,
    ) -> Result<serde_json::Value, Box<dyn std::error::Error + Send + Sync>> {
        match uri.as_str() {
            "muster:list" => Ok(serde_json::from_str(LIST)?),
            "muster:diskwars-catalog" => Ok(serde_json::from_str(DISKWARS_CATALOG)?),
            other => Err(format!("no schema of data/schemas has the id {other}").into()),
        }
    }
}

fn build(text: &str) -> jsonschema::Validator {
    let schema: serde_json::Value =
        serde_json::from_str(text).expect("the schemas in data/schemas are valid JSON (tested)");
    jsonschema::options()
        .with_retriever(Bundled)
        .build(&schema)
        .expect("the schemas in data/schemas are valid (tested)")
}

macro_rules! validator {
    ($(#[$doc:meta])* $name:ident, $text:expr) => {
        $(#[$doc])*
        pub fn $name() -> &'static jsonschema::Validator {
            static CELL: OnceLock<jsonschema::Validator> = OnceLock::new();
            CELL.get_or_init(|| build($text))
        }
    };
}

validator!(
    /// The compiled list document schema.
    list,
    LIST
);
validator!(
    /// The compiled RuneWars catalogue schema.
    runewars_catalog,
    RUNEWARS_CATALOG
);
validator!(
    /// The compiled RuneWars card-effects schema.
    runewars_rules,
    RUNEWARS_RULES
);
validator!(
    /// The compiled Diskwars catalogue schema.
    diskwars_catalog,
    DISKWARS_CATALOG
);
validator!(
    /// The compiled schema of a Diskwars record a player enters.
    diskwars_user_record,
    DISKWARS_USER_RECORD
);
validator!(
    /// The compiled Age of Sigmar faction pack schema.
    sigmar_pack,
    SIGMAR_PACK
);
validator!(
    /// The compiled Warhammer Underworlds pack schema.
    underworlds_pack,
    UNDERWORLDS_PACK
);
validator!(
    /// The compiled translated-names schema.
    names,
    NAMES
);
validator!(
    /// The compiled match file schema.
    match_file,
    MATCH_FILE
);

#[cfg(test)]
mod tests {
    #[test]
    fn every_schema_compiles() {
        // Building panics on a broken schema; each must also reject an empty array.
        for validator in [
            super::list(),
            super::runewars_catalog(),
            super::runewars_rules(),
            super::diskwars_catalog(),
            super::diskwars_user_record(),
            super::sigmar_pack(),
            super::underworlds_pack(),
            super::names(),
            super::match_file(),
        ] {
            assert!(!validator.is_valid(&serde_json::json!([])));
        }
    }
}
