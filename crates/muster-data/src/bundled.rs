//! The texts of `data/` compiled into the crate deflated by `build.rs` (the RuneWars,
//! Diskwars and Underworlds packs and the schemas of `data/schemas/`; each Age of Sigmar
//! pack is one too, in the index of [`crate::sigmar`]): about a tenth of their size in the
//! binary, each inflated when it is read.

use crate::pack::PackError;

/// A text of `data/` compiled in deflated.
pub(crate) struct Bundled {
    /// Its shown name (`data/runewars/catalog.json`).
    pub(crate) file: &'static str,
    /// Its length in bytes.
    pub(crate) size: usize,
    /// Its bytes, deflated.
    pub(crate) deflated: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/bundled_texts.rs"));

impl Bundled {
    /// Its text, inflated, never past its stated size.
    pub(crate) fn text(&self) -> Result<String, PackError> {
        let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(self.deflated, self.size)
            .map_err(|e| PackError::new(self.file, "", format!("cannot inflate: {e}")))?;
        String::from_utf8(bytes)
            .map_err(|e| PackError::new(self.file, "", format!("not UTF-8: {e}")))
    }
}

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
