//! The texts of `data/` compiled into the crate deflated by `build.rs` (the RuneWars,
//! Diskwars and Underworlds packs and the schemas of `data/schemas/`; the Age of Sigmar packs
//! have their own index in [`crate::sigmar`]): about a tenth of their size in the binary,
//! each inflated when it is read.

use crate::pack::PackError;

/// A text of `data/` compiled in deflated.
pub(crate) struct Bundled {
    /// Its shown name (`data/runewars/catalog.json`).
    pub(crate) file: &'static str,
    /// Its length in bytes.
    size: usize,
    /// Its bytes, deflated.
    deflated: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/bundled_texts.rs"));

impl Bundled {
    /// Its text, inflated.
    pub(crate) fn text(&self) -> Result<String, PackError> {
        inflate(self.file, self.deflated, self.size)
    }
}

/// The text of `file` from its `deflated` bytes, never past its stated `size`.
pub(crate) fn inflate(file: &str, deflated: &[u8], size: usize) -> Result<String, PackError> {
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(deflated, size)
        .map_err(|e| PackError::new(file, "", format!("cannot inflate: {e}")))?;
    String::from_utf8(bytes).map_err(|e| PackError::new(file, "", format!("not UTF-8: {e}")))
}

/// Every text compiled in, for the tests.
#[cfg(test)]
pub(crate) const ALL: [&Bundled; 14] = [
    &RUNEWARS_CATALOG,
    &RUNEWARS_RULES,
    &RUNEWARS_NAMES_ES,
    &DISKWARS_CATALOG,
    &UNDERWORLDS_EMBERGARD,
    &MUSTER_LIST_SCHEMA,
    &RUNEWARS_CATALOG_SCHEMA,
    &RUNEWARS_RULES_SCHEMA,
    &DISKWARS_CATALOG_SCHEMA,
    &DISKWARS_USER_RECORD_SCHEMA,
    &SIGMAR_PACK_SCHEMA,
    &UNDERWORLDS_PACK_SCHEMA,
    &NAMES_SCHEMA,
    &MUSTER_MATCH_SCHEMA,
];

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    #[test]
    fn every_text_compiled_in_is_its_file_deflated() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        for bundled in ALL {
            let file = std::fs::read_to_string(root.join(bundled.file)).unwrap();
            assert!(bundled.text().unwrap() == file, "{}", bundled.file);
            assert!(bundled.deflated.len() < file.len(), "{}", bundled.file);
        }
    }

    #[test]
    fn a_text_is_never_inflated_past_its_stated_size() {
        let short = Bundled {
            size: RUNEWARS_CATALOG.size - 1,
            ..RUNEWARS_CATALOG
        };
        let err = short.text().unwrap_err();
        assert_eq!(err.file, "data/runewars/catalog.json");
        assert!(err.message.starts_with("cannot inflate"), "{err}");
    }
}
