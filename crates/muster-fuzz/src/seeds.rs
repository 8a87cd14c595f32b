//! Where the seeds are: the repository's own files (examples, scenario files, match files,
//! data packs, rosters), the community data read in place from `../shared/reference/`
//! beside the repository (never copied into it), the regression inputs of each target, and
//! a scratch folder for the files a target reads from disk.

use crate::budget::{saved_name, Input};
use crate::json::Json;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The repository's root.
pub fn repo_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    root.canonicalize().unwrap_or(root)
}

/// The community data beside the repository (`../shared/reference/`), if it is there.
pub fn reference_dir() -> Option<PathBuf> {
    let dir = repo_root().join("../shared/reference");
    dir.is_dir().then_some(dir)
}

/// The workspace's build folder: `CARGO_TARGET_DIR`, or `target/` at the root.
pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo_root().join("target"))
}

/// The files under `dir` (and its folders, in name order) whose name ends with one of
/// `endings` and with none of `except`; none when `dir` does not exist.
pub fn files(dir: &Path, endings: &[&str], except: &[&str]) -> Vec<PathBuf> {
    let mut found = Vec::new();
    walk(dir, &mut found);
    found.retain(|p| {
        let name = p.file_name().map(|n| n.to_string_lossy().into_owned());
        name.is_some_and(|n| {
            endings.iter().any(|e| n.ends_with(e)) && !except.iter().any(|e| n.ends_with(e))
        })
    });
    found
}

fn walk(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            walk(&path, found);
        } else {
            found.push(path);
        }
    }
}

/// A file as an input named by its file name.
pub fn input_of(path: &Path) -> Input {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    Input::new(&name, bytes)
}

/// The files under the repository's `dir` (relative to its root) ending with one of
/// `endings`, as inputs.
pub fn repo_inputs(dir: &str, endings: &[&str], except: &[&str]) -> Vec<Input> {
    files(&repo_root().join(dir), endings, except)
        .iter()
        .map(|p| input_of(p))
        .collect()
}

/// The regression inputs of `target`: `crates/muster-fuzz/regressions/<target>/`, each
/// named as it was saved (`<hash>-<name>`, read as `<name>`). A file whose name starts with
/// `open-` is a reported problem not yet fixed: it is left out here and run by its own
/// ignored test.
pub fn regressions(target: &str) -> Vec<Input> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("regressions")
        .join(target);
    files(&dir, &[""], &[])
        .iter()
        .filter(|p| {
            !p.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with("open-"))
        })
        .map(|p| {
            let mut input = input_of(p);
            input.name = saved_name(&input.name).to_owned();
            input
        })
        .collect()
}

/// The reported problems of `target` not yet fixed: the files of
/// `crates/muster-fuzz/regressions/<target>/` whose name starts with `open-`
/// (`open-<hash>-<name>`, read as `<name>`). Each is run by an ignored test until its
/// problem is fixed; then the `open-` is dropped and it joins [`regressions`].
///
/// An input made from the community data is kept as the edit that makes it
/// (`open-….edit.json`, see [`edited`]), never as a copy of the data.
pub fn open_regressions(target: &str) -> Vec<Input> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("regressions")
        .join(target);
    files(&dir, &[""], &[])
        .iter()
        .filter_map(|p| {
            let mut input = input_of(p);
            let name = input.name.strip_prefix("open-")?.to_owned();
            if name.ends_with(".edit.json") {
                return Some(
                    edited(&input.text()).unwrap_or_else(|e| panic!("{}: {e}", p.display())),
                );
            }
            input.name = saved_name(&name).to_owned();
            Some(input)
        })
        .collect()
}

/// The input an edit of a file makes: `{"reference": "<path under ../shared/reference>"`
/// (or `"repository": "<path in the repository>"`, for an input too large to keep) `, "name":
/// "<the input's name>", "replace": ["from", "to"]}` (the
/// first `from` replaced), `{…, "repeat_text": ["text", n]}` (the first `text` given `n` more
/// times) or `{…, "repeat": [i, j…]}` (the JSON value at that path of child indexes given
/// twice in a row).
pub fn edited(edit: &str) -> Result<Input, String> {
    let edit = Json::parse(edit).ok_or("an edit is JSON")?;
    let field = |key: &str| match &edit {
        Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    };
    let text = |value: Option<&Json>| match value {
        Some(Json::String(s)) => Ok(s.clone()),
        _ => Err("an edit names its reference file and input by strings".to_owned()),
    };
    let path = match field("repository") {
        Some(_) => repo_root().join(text(field("repository"))?),
        None => reference_dir()
            .ok_or("no ../shared/reference beside the repository")?
            .join(text(field("reference"))?),
    };
    let original =
        std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let bytes = match (field("replace"), field("repeat")) {
        _ if field("repeat_text").is_some() => {
            let Some(Json::Array(pair)) = field("repeat_text") else {
                return Err("repeat_text is [text, times]".to_owned());
            };
            let text_of = text(pair.first())?;
            let times: usize = match pair.get(1) {
                Some(Json::Number(n)) => n.parse().map_err(|_| "a count")?,
                _ => return Err("repeat_text is [text, times]".to_owned()),
            };
            let at = original
                .find(&text_of)
                .ok_or_else(|| format!("{} holds no {text_of:?}", path.display()))?;
            let mut made = original.clone();
            made.insert_str(at, &text_of.repeat(times));
            made.into_bytes()
        }
        (Some(Json::Array(pair)), _) => {
            let (from, to) = (text(pair.first())?, text(pair.get(1))?);
            if !original.contains(&from) {
                return Err(format!("{} holds no {from:?}", path.display()));
            }
            original.replacen(&from, &to, 1).into_bytes()
        }
        (_, Some(Json::Array(at))) => {
            let mut tree = Json::parse(&original).ok_or("the reference file is JSON")?;
            let at: Vec<usize> = at
                .iter()
                .map(|i| match i {
                    Json::Number(n) => n.parse().map_err(|_| "an index".to_owned()),
                    _ => Err("an index".to_owned()),
                })
                .collect::<Result<_, _>>()?;
            let (last, parent) = at.split_last().ok_or("a path to repeat")?;
            match tree.at_mut(parent) {
                Some(Json::Array(items)) if *last < items.len() => {
                    let copy = items[*last].clone();
                    items.insert(*last, copy);
                }
                _ => return Err("the path to repeat is no item of an array".to_owned()),
            }
            tree.text().into_bytes()
        }
        _ => return Err("an edit replaces or repeats".to_owned()),
    };
    Ok(Input::new(&text(field("name"))?, bytes))
}

/// A folder of its own under `target/muster-fuzz/`, removed when dropped.
#[derive(Debug)]
pub struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    /// A new, empty folder for `what`.
    pub fn new(what: &str) -> Scratch {
        static NEXT: AtomicUsize = AtomicUsize::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let dir = target_dir()
            .join("muster-fuzz")
            .join(format!("{what}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir)
            .unwrap_or_else(|e| panic!("cannot make {}: {e}", dir.display()));
        Scratch { dir }
    }

    /// The folder.
    pub fn path(&self) -> &Path {
        &self.dir
    }

    /// `name` inside the folder.
    pub fn join(&self, name: &str) -> PathBuf {
        self.dir.join(name)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
