//! [`Muster`]: where the data and the library are, with what is loaded kept; and
//! [`Session`], one job's hold on them.
//!
//! Both front ends make one `Muster`: the command line per run, from `--data` and `--db`; the
//! app once, from its settings, kept for the window's life. A job runs inside
//! [`Muster::session`], which holds the library's lock for the job, so the app's commands
//! (each on its own thread) never interleave their writes, and the `muster` command line may
//! use the same file meanwhile (SQLite's locks keep the two consistent).
//!
//! **The library is opened at the first job that needs it**, and kept open: opening runs the
//! migrations check and SQLite's `quick_check`, which reads the whole file. A job that only
//! reads user data uses the library only if its file exists ([`Session::existing_library`]),
//! so checking a list never creates one.
//!
//! **Packs are loaded once** per `Muster` (they never change while it lives). The player's own
//! records are joined to them once per session, so records added by another program between
//! two of the app's commands are seen at once; the packs a player imported into a folder are
//! read again only when that folder changes.

use crate::error::AppError;
use crate::served::{CatalogOf, Hold, Served};
use muster_core::collection::Collection;
use muster_core::Game;
use muster_store::Library;
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::SystemTime;

/// Anything kept per game, by the game's type.
type ByGame = HashMap<TypeId, Arc<dyn Any + Send + Sync>>;

/// What a folder of the player's own packs holds: each pack file's name, size and time of
/// change. A different stamp means the packs must be read again.
type Stamp = Vec<(String, u64, Option<SystemTime>)>;

/// A game's catalogue joined to the packs of a folder, and the folder's state it was read in.
struct FromFolder {
    dir: PathBuf,
    stamp: Stamp,
    catalog: Arc<dyn Any + Send + Sync>,
}

/// The library's place and, once a job has opened it, the open library.
struct Shelf {
    path: PathBuf,
    library: Option<Library>,
    /// The user named the file: it is made only in a folder that exists.
    named: bool,
}

/// Where Muster's data and library are, and what is loaded of them.
pub struct Muster {
    data: Option<PathBuf>,
    shelf: Mutex<Shelf>,
    packs: Mutex<ByGame>,
    folders: Mutex<HashMap<TypeId, FromFolder>>,
}

impl std::fmt::Debug for Muster {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Muster")
            .field("data", &self.data)
            .field("library", &self.library_path())
            .finish_non_exhaustive()
    }
}

/// Takes a lock whatever happened to its last holder: a job that panicked cannot leave the
/// library half-written (each write is one transaction), so the lock is taken over rather
/// than kept broken.
fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Muster {
    /// Muster with the packs of `data` (a folder holding `runewars/`, `diskwars/`, `sigmar/`,
    /// `underworlds/`), or the shipped ones when `None`, and the library file `library`.
    pub fn new(data: Option<PathBuf>, library: PathBuf) -> Self {
        Muster {
            data,
            shelf: Mutex::new(Shelf {
                path: library,
                library: None,
                named: false,
            }),
            packs: Mutex::new(HashMap::new()),
            folders: Mutex::new(HashMap::new()),
        }
    }

    /// As [`Muster::new`], with a library file the user named (`--db`): where it does not
    /// exist yet it is made only in a folder that does, so a mistyped folder is an error
    /// rather than a new, empty library somewhere (the default place's folders are made).
    pub fn named(data: Option<PathBuf>, library: PathBuf) -> Self {
        let muster = Muster::new(data, library);
        lock(&muster.shelf).named = true;
        muster
    }

    /// The library file.
    pub fn library_path(&self) -> PathBuf {
        lock(&self.shelf).path.clone()
    }

    /// The folder of packs given instead of the shipped ones, if any.
    pub fn data_dir(&self) -> Option<&Path> {
        self.data.as_deref()
    }

    /// Uses `library`, open at `path`, from now on.
    pub fn use_library(&self, path: PathBuf, library: Library) {
        *lock(&self.shelf) = Shelf {
            path,
            library: Some(library),
            named: false,
        };
    }

    /// Runs one job with the library's lock held.
    pub fn session<T>(
        &self,
        job: impl FnOnce(&mut Session<'_>) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        let mut shelf = lock(&self.shelf);
        let mut session = Session {
            muster: self,
            shelf: &mut shelf,
            catalogs: HashMap::new(),
            collections: HashMap::new(),
        };
        job(&mut session)
    }

    /// Runs one job that only reads the library, opening (or creating) it first; a damaged
    /// library is refused and left as it is (see [`Session::reading`]).
    pub fn with_reading<T>(
        &self,
        job: impl FnOnce(&mut Library) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        self.session(|session| job(session.reading()?))
    }

    /// Runs one job on the library, opening (or creating) it first.
    pub fn with_library<T>(
        &self,
        job: impl FnOnce(&mut Library) -> Result<T, AppError>,
    ) -> Result<T, AppError> {
        self.session(|session| job(session.library()?))
    }

    /// Game `G`'s pack, loaded the first time it is asked for.
    pub(crate) fn pack<G: Served>(&self) -> Result<Arc<CatalogOf<G>>, AppError> {
        if let Some(pack) = lock(&self.packs).get(&TypeId::of::<G>()) {
            return Ok(Arc::clone(pack)
                .downcast::<CatalogOf<G>>()
                .expect("a game's pack is of its catalogue type"));
        }
        let pack = Arc::new(match &self.data {
            Some(dir) => G::load_dir(&dir.join(<G as Game>::ID))?,
            None => G::bundled()?,
        });
        lock(&self.packs).insert(TypeId::of::<G>(), pack.clone());
        Ok(pack)
    }

    /// `load`'s catalogue of game `G` from the folder `dir`, read again only when the folder
    /// changed since the last time.
    pub(crate) fn read_folder<G: Served>(
        &self,
        dir: &Path,
        load: impl FnOnce() -> Result<CatalogOf<G>, AppError>,
    ) -> Result<Arc<CatalogOf<G>>, AppError> {
        let now = stamp(dir);
        let mut folders = lock(&self.folders);
        if let Some(kept) = folders.get(&TypeId::of::<G>()) {
            if kept.dir == dir && kept.stamp == now {
                return Ok(Arc::clone(&kept.catalog)
                    .downcast::<CatalogOf<G>>()
                    .expect("a game's catalogue is of its type"));
            }
        }
        let catalog = Arc::new(load()?);
        folders.insert(
            TypeId::of::<G>(),
            FromFolder {
                dir: dir.to_path_buf(),
                stamp: now,
                catalog: catalog.clone(),
            },
        );
        Ok(catalog)
    }
}

/// The `*.json` files of `dir` with their size and time of change, by name.
fn stamp(dir: &Path) -> Stamp {
    let mut files: Stamp = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .filter(|e| e.path().extension().is_some_and(|x| x == "json"))
                .map(|e| {
                    let meta = e.metadata().ok();
                    (
                        e.file_name().to_string_lossy().into_owned(),
                        meta.as_ref().map_or(0, std::fs::Metadata::len),
                        meta.and_then(|m| m.modified().ok()),
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

/// One job's hold on the library, and what it has loaded so far.
pub struct Session<'m> {
    muster: &'m Muster,
    shelf: &'m mut Shelf,
    catalogs: ByGame,
    collections: HashMap<TypeId, Arc<Collection>>,
}

impl Session<'_> {
    /// The library for a job that writes to it, opened (or created) now if no job has yet. A
    /// damaged library file is set aside (moved to `<name>.corrupt-<ms>`) and a new one made.
    pub fn library(&mut self) -> Result<&mut Library, AppError> {
        self.open(true)
    }

    /// The library for a job that only reads it, opened (or created) now if no job has yet. A
    /// damaged library file is refused and left where it is: only a job that writes sets it
    /// aside.
    pub fn reading(&mut self) -> Result<&mut Library, AppError> {
        self.open(false)
    }

    fn open(&mut self, writes: bool) -> Result<&mut Library, AppError> {
        let shelf = &mut *self.shelf;
        // Opened only to read (its folder was read-only, its disk full): a job that writes
        // opens it again, to write now if it can, or to say why not.
        if writes && shelf.library.as_ref().is_some_and(Library::is_read_only) {
            shelf.library = None;
        }
        if shelf.library.is_none() {
            let folder = shelf.path.parent().filter(|p| !p.as_os_str().is_empty());
            if let Some(folder) = folder.filter(|f| shelf.named && !f.is_dir()) {
                return Err(AppError::args(format!(
                    "{}: the folder {} does not exist (make it first, or name a file in a folder that does)",
                    shelf.path.display(),
                    folder.display()
                )));
            }
            shelf.library = Some(if writes {
                Library::open(&shelf.path)?
            } else {
                Library::open_to_read(&shelf.path)?
            });
        }
        Ok(shelf.library.as_mut().expect("opened just above"))
    }

    /// The library if its file exists (reading never creates one).
    pub fn existing_library(&mut self) -> Result<Option<&mut Library>, AppError> {
        if self.shelf.library.is_none() && !self.shelf.path.exists() {
            return Ok(None);
        }
        self.reading().map(Some)
    }

    /// The library file.
    pub fn library_path(&self) -> &Path {
        &self.shelf.path
    }

    /// The folder of packs given instead of the shipped ones, if any.
    pub fn data_dir(&self) -> Option<&Path> {
        self.muster.data_dir()
    }

    /// The [`Muster`] this session belongs to.
    pub fn muster(&self) -> &Muster {
        self.muster
    }

    /// Game `G`'s pack without the player's own data.
    pub fn pack<G: Served>(&self) -> Result<Arc<CatalogOf<G>>, AppError> {
        self.muster.pack::<G>()
    }

    /// Game `G`'s catalogue: its pack and the player's own data (records in the library when
    /// its file exists, or packs beside it), joined once per session.
    pub fn catalog<G: Served>(&mut self) -> Result<Arc<CatalogOf<G>>, AppError> {
        if let Some(catalog) = self.catalogs.get(&TypeId::of::<G>()) {
            return Ok(Arc::clone(catalog)
                .downcast::<CatalogOf<G>>()
                .expect("a game's catalogue is of its type"));
        }
        let pack = self.pack::<G>()?;
        let catalog = G::with_user(self, pack)?;
        self.catalogs.insert(TypeId::of::<G>(), catalog.clone());
        Ok(catalog)
    }

    /// Forgets game `G`'s joined catalogue and collection, after the player's data of that
    /// game changed in this session.
    pub fn forget<G: Served>(&mut self) {
        self.catalogs.remove(&TypeId::of::<G>());
        self.collections.remove(&TypeId::of::<G>());
    }

    /// What the player owns of game `G`, boxes expanded with what the catalogue knows they
    /// hold. Only read: no library yet owns nothing, and a damaged one is refused, not set
    /// aside.
    pub fn collection<G: Served>(&mut self) -> Result<Arc<Collection>, AppError> {
        if let Some(collection) = self.collections.get(&TypeId::of::<G>()) {
            return Ok(Arc::clone(collection));
        }
        let catalog = self.catalog::<G>()?;
        let owned = match self.existing_library()? {
            Some(library) => library.collection(Some(<G as Game>::ID))?,
            None => Vec::new(),
        };
        let collection = Arc::new(Collection::new(
            <G as Game>::ID,
            &owned,
            &G::boxes(&catalog),
        ));
        self.collections
            .insert(TypeId::of::<G>(), Arc::clone(&collection));
        Ok(collection)
    }
}

impl Hold for Session<'_> {
    fn library(&mut self) -> Result<&mut Library, AppError> {
        Session::library(self)
    }

    fn existing_library(&mut self) -> Result<Option<&mut Library>, AppError> {
        Session::existing_library(self)
    }

    fn library_path(&self) -> &Path {
        Session::library_path(self)
    }

    fn data_dir(&self) -> Option<&Path> {
        Session::data_dir(self)
    }

    fn catalog<G: Served>(&mut self) -> Result<Arc<CatalogOf<G>>, AppError> {
        Session::catalog::<G>(self)
    }

    fn read_folder<G: Served>(
        &self,
        dir: &Path,
        load: impl FnOnce() -> Result<CatalogOf<G>, AppError>,
    ) -> Result<Arc<CatalogOf<G>>, AppError> {
        self.muster.read_folder::<G>(dir, load)
    }
}
