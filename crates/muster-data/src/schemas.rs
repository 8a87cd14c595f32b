//! The JSON Schemas of `data/schemas/`, compiled into the crate (deflated, `crate::bundled`)
//! and built once, when first used.
//!
//! They check what a player or a folder brings: a pack read from a folder or imported, a
//! user record. The packs compiled in are checked against them by the tests
//! (`shipped_texts_match_their_schemas` below), not at every start.

use crate::bundled::{self, Bundled};
use std::sync::OnceLock;

/// Resolves a schema's `$ref` to another schema of `data/schemas/` by its `$id`
/// (`muster:list`), from the copies compiled in: building a schema never reads a file or
/// the network.
struct Retriever;

impl jsonschema::Retrieve for Retriever {
    fn retrieve(
        &self,
        uri: &jsonschema::Uri<String>,
    ) -> Result<serde_json::Value, Box<dyn std::error::Error + Send + Sync>> {
        match uri.as_str() {
            "muster:list" => Ok(serde_json::from_str(&bundled::MUSTER_LIST_SCHEMA.text()?)?),
            "muster:diskwars-catalog" => Ok(serde_json::from_str(
                &bundled::DISKWARS_CATALOG_SCHEMA.text()?,
            )?),
            other => Err(format!("no schema of data/schemas has the id {other}").into()),
        }
    }
}

fn build(bundled: &Bundled) -> jsonschema::Validator {
    let text = bundled
        .text()
        .expect("the schemas compiled in inflate (tested)");
    let schema: serde_json::Value =
        serde_json::from_str(&text).expect("the schemas in data/schemas are valid JSON (tested)");
    jsonschema::options()
        .with_retriever(Retriever)
        .build(&schema)
        .expect("the schemas in data/schemas are valid (tested)")
}

macro_rules! validator {
    ($(#[$doc:meta])* $name:ident, $text:expr) => {
        $(#[$doc])*
        pub fn $name() -> &'static jsonschema::Validator {
            static CELL: OnceLock<jsonschema::Validator> = OnceLock::new();
            CELL.get_or_init(|| build(&$text))
        }
    };
}

validator!(
    /// The compiled list document schema.
    list,
    bundled::MUSTER_LIST_SCHEMA
);
validator!(
    /// The compiled RuneWars catalogue schema.
    runewars_catalog,
    bundled::RUNEWARS_CATALOG_SCHEMA
);
validator!(
    /// The compiled RuneWars card-effects schema.
    runewars_rules,
    bundled::RUNEWARS_RULES_SCHEMA
);
validator!(
    /// The compiled schema of the RuneWars dials (`runewars/dials.json`).
    runewars_dials,
    bundled::RUNEWARS_DIALS_SCHEMA
);
validator!(
    /// The compiled Diskwars catalogue schema.
    diskwars_catalog,
    bundled::DISKWARS_CATALOG_SCHEMA
);
validator!(
    /// The compiled schema of a Diskwars record a player enters.
    diskwars_user_record,
    bundled::DISKWARS_USER_RECORD_SCHEMA
);
validator!(
    /// The compiled schema of the Diskwars community values (`diskwars/community.json`).
    diskwars_community,
    bundled::DISKWARS_COMMUNITY_SCHEMA
);
validator!(
    /// The compiled Age of Sigmar faction pack schema.
    sigmar_pack,
    bundled::SIGMAR_PACK_SCHEMA
);
validator!(
    /// The compiled Warhammer Underworlds pack schema.
    underworlds_pack,
    bundled::UNDERWORLDS_PACK_SCHEMA
);
validator!(
    /// The compiled translated-names schema.
    names,
    bundled::NAMES_SCHEMA
);
validator!(
    /// The compiled match file schema.
    match_file,
    bundled::MUSTER_MATCH_SCHEMA
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
            super::runewars_dials(),
            super::diskwars_catalog(),
            super::diskwars_user_record(),
            super::diskwars_community(),
            super::sigmar_pack(),
            super::underworlds_pack(),
            super::names(),
            super::match_file(),
        ] {
            assert!(!validator.is_valid(&serde_json::json!([])));
        }
    }

    #[test]
    fn shipped_texts_match_their_schemas() {
        // The packs compiled in are read without their schema (`pack::Origin::Shipped`):
        // this is where they are held to it.
        use crate::bundled::*;
        let packs = [
            (&RUNEWARS_CATALOG, super::runewars_catalog()),
            (&RUNEWARS_RULES, super::runewars_rules()),
            (&RUNEWARS_NAMES_ES, super::names()),
            (&RUNEWARS_DIALS, super::runewars_dials()),
            (&DISKWARS_CATALOG, super::diskwars_catalog()),
            (&DISKWARS_COMMUNITY, super::diskwars_community()),
            (&UNDERWORLDS_EMBERGARD, super::underworlds_pack()),
        ];
        let sigmar = crate::sigmar::bundled_texts().unwrap();
        assert!(sigmar.len() > 90, "every faction is shipped");
        let texts = packs
            .iter()
            .map(|(bundled, schema)| (bundled.file, bundled.text().unwrap(), *schema))
            .chain(
                sigmar
                    .into_iter()
                    .map(|(file, text)| (file, text, super::sigmar_pack())),
            );
        for (file, text, schema) in texts {
            let value: serde_json::Value = serde_json::from_str(&text).unwrap();
            let faults: Vec<String> = schema
                .iter_errors(&value)
                .map(|e| format!("{}: {e}", e.instance_path()))
                .collect();
            assert!(faults.is_empty(), "{file}: {faults:?}");
        }
    }
}
