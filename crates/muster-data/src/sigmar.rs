//! The Age of Sigmar packs: one file per faction (`data/sigmar/<faction>.json`), made by
//! `muster import bsdata` from the community BattleScribe data (facts only), each checked
//! against `data/schemas/sigmar-pack.schema.json` and then indexed.
//!
//! The shipped packs (every faction of the reference data, about a hundred) are compiled in
//! compressed (`build.rs`), with an index of their factions: a catalogue of them reads no
//! pack until a faction is first opened (`muster_core::games::sigmar::Catalog`), so the
//! start-up and the faction chooser cost the same with four factions or a hundred. A
//! shipped pack is held to the schema by the tests (it cannot change after the build), so
//! opening its faction reads and indexes it without checking it again.
//!
//! A player may import more factions from their own BattleScribe folder into a folder of
//! their own ([`USER_FOLDER`] beside their library): [`with_user_packs`] loads the
//! shipped packs and theirs, theirs (read and checked at once) replacing a shipped pack of
//! the same faction. Their packs are marked as the user's (`source.origin` starting
//! `user:`), so the printed data label can say which factions are theirs and which of those
//! replaced a shipped one.

use crate::bundled::Bundled;
use crate::pack::{folder_texts, read_checked, Origin, PackError};
use crate::provenance::{sigmar_provenance, stated, Shipped};
use crate::schemas;
use crate::user::UserRecordText;
use muster_core::games::sigmar::{Catalog, CatalogError, Faction, Pack, Shelved, Sigmar, Source};
use muster_core::{Lang, USER_SOURCE};
use std::path::Path;
use std::sync::{Arc, OnceLock};

/// The folder, beside the library file, holding the packs a player imported.
pub const USER_FOLDER: &str = "sigmar-packs";

/// A shipped pack as compiled in (see `build.rs`).
pub(crate) struct ShippedPack {
    /// What its `faction` states.
    id: &'static str,
    name: &'static str,
    grand_alliance: Option<&'static str>,
    legends: bool,
    /// [`stamp`] of its text.
    stamp: u64,
    /// Its text as compiled in, with its shown name (`data/sigmar/seraphon.json`).
    text: Bundled,
}

include!(concat!(env!("OUT_DIR"), "/sigmar_packs.rs"));

impl ShippedPack {
    fn faction(&self) -> Faction {
        Faction {
            id: self.id.to_owned(),
            name: self.name.to_owned(),
            grand_alliance: self.grand_alliance.map(str::to_owned),
            legends: self.legends,
        }
    }

    /// Its shown name.
    fn file(&self) -> &'static str {
        self.text.file
    }

    /// Its text, inflated (never past its stated size).
    fn text(&self) -> Result<String, PackError> {
        self.text.text()
    }

    /// Its pack, read (a shipped pack is held to the schema by the tests, not here).
    fn read(&self) -> Result<Pack, PackError> {
        read_checked::<Pack>(
            Origin::Shipped,
            self.file(),
            &self.text()?,
            schemas::sigmar_pack,
        )
    }
}

/// The stamp of a pack's file text (FNV-1a, 64 bits): what the printed fingerprint is made
/// of. The shipped packs' stamps are taken by `build.rs` with the same function.
pub fn stamp(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The shipped packs, unread: each read and indexed when its faction is first opened.
fn shipped() -> Vec<Shelved> {
    SHIPPED
        .iter()
        .map(|p| {
            let load = Arc::new(move || p.read().map_err(|e| catalog_fault(p.id, e)));
            Shelved::unread(p.faction(), p.stamp, false, load)
        })
        .collect()
}

/// A pack that does not read, as the catalogue reports it.
fn catalog_fault(faction: &str, e: PackError) -> CatalogError {
    CatalogError {
        pack: faction.to_owned(),
        path: e.place,
        message: format!("{}: {}", e.file, e.message),
    }
}

/// The shipped packs' file names (`seraphon.json`), in name order.
pub fn bundled_files() -> impl Iterator<Item = &'static str> {
    SHIPPED
        .iter()
        .map(|p| p.file().trim_start_matches("data/sigmar/"))
}

/// The shipped packs' texts, each with its shown name, inflated (for tests and tools: the
/// catalogue reads them one at a time).
pub fn bundled_texts() -> Result<Vec<(&'static str, String)>, PackError> {
    SHIPPED.iter().map(|p| Ok((p.file(), p.text()?))).collect()
}

/// Reads each pack text, checked against its schema.
fn read_packs(texts: &[(&str, &str)]) -> Result<Vec<Pack>, PackError> {
    texts
        .iter()
        .map(|&(file, text)| read_checked::<Pack>(Origin::Given, file, text, schemas::sigmar_pack))
        .collect()
}

/// Indexes shelved packs into a catalogue; a fault names the file of the pack at fault.
fn catalog(shelved: Vec<Shelved>, files: &[String]) -> Result<Catalog, PackError> {
    let ids: Vec<String> = shelved.iter().map(|s| s.faction().id.clone()).collect();
    Catalog::shelve(shelved).map_err(|e| {
        // A second pack of a faction is the later file; any other fault is the pack's own.
        let at = if e.path == "/faction/id" {
            ids.iter().rposition(|f| *f == e.pack)
        } else {
            ids.iter().position(|f| *f == e.pack)
        };
        let file = at
            .and_then(|i| files.get(i))
            .map_or("sigmar packs", String::as_str);
        PackError::new(file, e.path, e.message)
    })
}

/// What a pack states of itself: its season and source, the only fields read.
#[derive(serde::Deserialize)]
struct Statement {
    season: String,
    source: Source,
}

impl crate::Pack for Sigmar {
    /// A player adds whole packs ([`with_user_packs`]), not records.
    const RECORD_KINDS: &'static [&'static str] = &[];

    /// `(shown name, text)` of each pack.
    type Texts<'a> = &'a [(&'a str, &'a str)];

    /// Every faction known at once, each pack read when first opened.
    fn bundled() -> Result<Catalog, PackError> {
        let files: Vec<String> = SHIPPED.iter().map(|p| p.file().to_owned()).collect();
        catalog(shipped(), &files)
    }

    /// Every `*.json` pack of a folder (`data/sigmar`), in name order, all read now.
    fn load_dir(dir: &Path) -> Result<Catalog, PackError> {
        let texts = folder_texts(dir)?;
        let borrowed: Vec<(&str, &str)> = texts
            .iter()
            .map(|(f, t)| (f.as_str(), t.as_str()))
            .collect();
        Self::load_texts(&borrowed)
    }

    /// Every pack against the schema, then the catalogue (one pack per faction, references
    /// inside each pack), all read now.
    fn load_texts(texts: &[(&str, &str)]) -> Result<Catalog, PackError> {
        let files: Vec<String> = texts.iter().map(|(file, _)| (*file).to_owned()).collect();
        let shelved = read_packs(texts)?
            .into_iter()
            .zip(texts)
            .map(|(pack, (_, text))| Shelved::read(pack, stamp(text)))
            .collect();
        catalog(shelved, &files)
    }

    /// Where the shipped packs come from and the seasons they were made for, as each states
    /// it: every pack inflated and only those two fields read, once (the shipped packs never
    /// change while the program runs; reading them all takes about a fifth of a second in a
    /// debug build).
    fn shipped_packs() -> Result<Shipped, PackError> {
        static READ: OnceLock<Result<Shipped, PackError>> = OnceLock::new();
        READ.get_or_init(|| {
            let statements = SHIPPED
                .iter()
                .map(|p| {
                    let said: Statement = stated(p.file(), &p.text()?)?;
                    Ok((Some(said.season), sigmar_provenance(&said.source)))
                })
                .collect::<Result<Vec<_>, PackError>>()?;
            Ok(Shipped::of(statements))
        })
        .clone()
    }

    /// Age of Sigmar takes no record: the player's own data is packs ([`with_user_packs`]).
    fn with_user_data(
        base: &Catalog,
        records: &[UserRecordText<'_>],
    ) -> Result<Catalog, PackError> {
        match records.first() {
            None => Ok(base.clone()),
            Some(record) => Err(PackError::new(
                "user data",
                "",
                format!(
                    "Age of Sigmar takes no '{}' record: import a BattleScribe catalogue as a pack",
                    record.kind
                ),
            )),
        }
    }

    /// Made of each faction's id and the stamp of its pack's text, so no pack is read to
    /// print it; the player's own packs included.
    fn fingerprint(catalog: &Catalog) -> String {
        let stamps: Vec<(&str, u64)> = catalog
            .stamps()
            .map(|(faction, stamp)| (faction.id.as_str(), stamp))
            .collect();
        crate::identity::fingerprint(&stamps)
    }

    /// `Age of Sigmar data 1a2b3c4d` and, when packs the player imported are loaded, their
    /// factions, each saying when it replaced the shipped pack of its faction.
    fn pack_label(catalog: &Catalog, lang: Lang) -> String {
        let fingerprint = Self::fingerprint(catalog);
        let base = match lang {
            Lang::En => format!("Age of Sigmar data {fingerprint}"),
            Lang::Es => format!("datos de Age of Sigmar {fingerprint}"),
        };
        let own: Vec<String> = own_packs(catalog)
            .into_iter()
            .map(|own| {
                if own.replaces_shipped {
                    let replacing = lang.pick("replacing the shipped one", "en lugar del incluido");
                    format!("{}, {replacing}", own.faction.name)
                } else {
                    own.faction.name.clone()
                }
            })
            .collect();
        if own.is_empty() {
            base
        } else {
            let yours = lang.pick("your packs", "tus packs");
            format!("{base} ({yours}: {})", own.join("; "))
        }
    }
}

/// The faction ids of the shipped packs (their file names).
pub fn bundled_factions() -> impl Iterator<Item = &'static str> {
    SHIPPED.iter().map(|p| p.id)
}

/// The shipped packs and those a player imported into `dir`: a player's pack of a faction
/// the bundle has replaces the shipped one. The player's packs are read and checked now
/// and marked as theirs (`source.origin` starts with `user:`); the shipped ones are read
/// when first opened. A folder that does not exist holds no packs; any pack of it that
/// does not load is an error naming it, and nothing is loaded.
pub fn with_user_packs(dir: &Path) -> Result<Catalog, PackError> {
    let mut shelved = shipped();
    let mut files: Vec<String> = SHIPPED.iter().map(|p| p.file().to_owned()).collect();
    let mut replaced = vec![false; SHIPPED.len()];
    if dir.is_dir() {
        let texts = folder_texts(dir)?;
        let borrowed: Vec<(&str, &str)> = texts
            .iter()
            .map(|(f, t)| (f.as_str(), t.as_str()))
            .collect();
        for (mut pack, (file, text)) in read_packs(&borrowed)?.into_iter().zip(&texts) {
            if !pack.source.origin.starts_with(USER_SOURCE) {
                pack.source.origin = format!("{USER_SOURCE} {}", pack.source.origin);
            }
            let id = pack.faction.id.clone();
            let mine = Shelved::read(pack, stamp(text));
            match SHIPPED.iter().position(|p| p.id == id) {
                Some(shipped) if !replaced[shipped] => {
                    shelved[shipped] = mine;
                    files[shipped] = file.clone();
                    replaced[shipped] = true;
                }
                _ => {
                    shelved.push(mine);
                    files.push(file.clone());
                }
            }
        }
    }
    catalog(shelved, &files)
}

/// A pack's file text, as `muster import bsdata` writes it and `data/sigmar/` holds it:
/// pretty JSON with a final newline.
pub fn pack_json(pack: &Pack) -> String {
    let mut text = serde_json::to_string_pretty(pack).expect("a pack serialises");
    text.push('\n');
    text
}

/// A pack the player imported, among a catalogue's.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct OwnPack<'a> {
    /// Its faction.
    pub faction: &'a Faction,
    /// True when it replaced the shipped pack of its faction.
    pub replaces_shipped: bool,
}

/// The packs the player imported among `catalog`'s (marked by [`with_user_packs`]),
/// in the catalogue's order.
pub fn own_packs(catalog: &Catalog) -> Vec<OwnPack<'_>> {
    catalog
        .factions()
        .iter()
        .filter(|f| catalog.is_users(&f.id))
        .map(|faction| OwnPack {
            faction,
            replaces_shipped: SHIPPED.iter().any(|p| p.id == faction.id),
        })
        .collect()
}

/// True for a pack a player imported (marked by [`with_user_packs`]).
pub fn is_users(pack: &Pack) -> bool {
    pack.source.origin.starts_with(USER_SOURCE)
}
