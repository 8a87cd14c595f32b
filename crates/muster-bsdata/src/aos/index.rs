//! The parsed files and what links can reach in them, keyed by (file, id) (digest P5: ids
//! repeat inside a file, and one target is linked from several catalogues, P1).

use crate::error::ImportError;
use crate::names::clean;
use crate::xml::{attr, nested, Node, Parsed};
use std::cell::Cell;
use std::collections::{HashMap, VecDeque};

/// Takes the sort glyphs BSData puts before some names (`✦`, `۞`, `❖`, `þ`) and extra
/// spaces off a name: `"۞ Regiments of Renown"` gives `Regiments of Renown` (digest P8).
pub(crate) fn display_name(name: &str) -> String {
    let words: Vec<&str> = name
        .split_whitespace()
        .skip_while(|w| !w.chars().any(char::is_alphanumeric) || is_glyph(w))
        .collect();
    words.join(" ")
}

/// A lone sort glyph: one character that is not an ASCII letter or digit and not a
/// letter of a Latin alphabet (`þ` counts as a glyph: BSData uses it as a sort prefix).
fn is_glyph(word: &str) -> bool {
    let mut chars = word.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => c == 'þ' || !c.is_ascii_alphanumeric(),
        _ => false,
    }
}

/// The parsed files with their link targets indexed.
pub(crate) struct Index<'d, 't> {
    /// Every parsed file.
    pub files: &'d [Parsed<'t>],
    /// The game system's index in `files`.
    pub system: usize,
    /// Entries, groups, categories and forces a link or condition can name, per (file, id).
    targets: HashMap<(usize, &'d str), Node<'d, 't>>,
    /// The first file (in `files` order) defining each target id.
    first: HashMap<&'d str, usize>,
    /// Catalogue id → file.
    catalogues: HashMap<&'d str, usize>,
    /// Per file: the files its `catalogueLink`s reach, nearest first.
    reach: Vec<Vec<usize>>,
    /// Document address → file, for `file_of`.
    by_doc: HashMap<usize, usize>,
    /// Every `entryLink` by id (first met), for naming what a condition points at.
    links: HashMap<&'d str, Node<'d, 't>>,
    /// Profiles an `infoLink` can name, per (file, id), and the first file of each id.
    profiles: HashMap<(usize, &'d str), Node<'d, 't>>,
    first_profile: HashMap<&'d str, usize>,
    /// How many more elements reading warscrolls may visit through links, for the whole
    /// import: a fixed multiple of the elements parsed, so no input makes that reading
    /// grow faster than its size (one shared group linked from every unit is walked for
    /// each, and a hostile file could repeat both).
    link_budget: Cell<usize>,
}

/// Elements a warscroll's reading may visit through links, per element parsed (real data
/// spends far less than one: its links reach a few small shared entries).
const LINK_BUDGET_PER_ELEMENT: usize = 8;

impl<'d, 't> Index<'d, 't> {
    /// Indexes `files` (the game system is `system`); duplicate ids inside one file are
    /// reported through `note` (the first definition is used).
    pub fn new(
        files: &'d [Parsed<'t>],
        system: usize,
        note: &mut dyn FnMut(String),
    ) -> Result<Self, ImportError> {
        let mut targets = HashMap::new();
        let mut first = HashMap::new();
        let mut catalogues = HashMap::new();
        let mut by_doc = HashMap::new();
        let mut links = HashMap::new();
        let mut profiles = HashMap::new();
        let mut first_profile = HashMap::new();
        let mut elements: usize = 0;
        for (i, file) in files.iter().enumerate() {
            by_doc.insert(doc_key(&file.doc), i);
            let root = file.doc.root_element();
            if let Some(id) = root.attribute("id") {
                catalogues.entry(id).or_insert(i);
            }
            for node in root.descendants().filter(Node::is_element) {
                elements += 1;
                let Some(id) = node.attribute("id") else {
                    continue;
                };
                if node.has_tag_name("entryLink") {
                    links.entry(id).or_insert(node);
                } else if node.has_tag_name("profile") {
                    profiles.entry((i, id)).or_insert(node);
                    first_profile.entry(id).or_insert(i);
                }
            }
            for node in root.descendants().filter(|n| is_target(*n)) {
                let Some(id) = node.attribute("id") else {
                    continue;
                };
                if let Some(earlier) = targets.get(&(i, id)) {
                    if !same_kind(*earlier, node) {
                        continue;
                    }
                    let line = file.position(node).0;
                    note(format!(
                        "{}:{line}: a second <{}> with id {id}; the first one is used",
                        file.name,
                        node.tag_name().name()
                    ));
                    continue;
                }
                targets.insert((i, id), node);
                first.entry(id).or_insert(i);
            }
        }
        let mut reach = Vec::with_capacity(files.len());
        for i in 0..files.len() {
            reach.push(reach_from(files, &catalogues, i));
        }
        Ok(Index {
            files,
            system,
            targets,
            first,
            catalogues,
            reach,
            by_doc,
            links,
            profiles,
            first_profile,
            link_budget: Cell::new(elements.saturating_mul(LINK_BUDGET_PER_ELEMENT)),
        })
    }

    /// Takes `n` elements from the import's link budget; false (and nothing taken) when
    /// fewer are left.
    pub fn spend(&self, n: usize) -> bool {
        let left = self.link_budget.get();
        if left < n {
            return false;
        }
        self.link_budget.set(left - n);
        true
    }

    /// The file holding `node`.
    pub fn file_of(&self, node: Node<'d, 't>) -> usize {
        self.by_doc
            .get(&doc_key(node.document()))
            .copied()
            .unwrap_or(self.system)
    }

    /// The file name holding `node`.
    pub fn file_name(&self, node: Node<'d, 't>) -> &'t str {
        self.files[self.file_of(node)].name
    }

    /// The file of a catalogue id.
    pub fn catalogue(&self, id: &str) -> Option<usize> {
        self.catalogues.get(id).copied()
    }

    /// Line and column of an element.
    pub fn position(&self, node: Node<'d, 't>) -> (u32, u32) {
        self.files[self.file_of(node)].position(node)
    }

    /// Where a record of the pack comes from: `file#id` of its element, or `file#line-N`
    /// for an element without an id (the one way every record's `src` is written).
    pub fn source_of(&self, node: Node<'d, 't>) -> String {
        match attr(node, "id").trim() {
            "" => format!("{}#line-{}", self.file_name(node), self.position(node).0),
            id => format!("{}#{id}", self.file_name(node)),
        }
    }

    /// `name`, or None with a note at `node`'s place ("{what} has no name; left out") when
    /// it is empty: every name and keyword of a pack has at least one character, so a thing
    /// the data leaves unnamed is left out rather than making a pack that does not load.
    pub fn named(
        &self,
        name: String,
        node: Node<'d, 't>,
        what: impl std::fmt::Display,
        notes: &mut Vec<String>,
    ) -> Option<String> {
        if name.is_empty() {
            notes.push(format!(
                "{}: {what} has no name; left out",
                self.place(node)
            ));
            return None;
        }
        Some(name)
    }

    /// `file:line` of an element, for notes.
    pub fn place(&self, node: Node<'d, 't>) -> String {
        format!("{}:{}", self.file_name(node), self.position(node).0)
    }

    /// The definition of `id` as seen from file `from`: in that file, then in the
    /// catalogues it links to (nearest first), then in the game system, then anywhere.
    pub fn lookup(&self, from: usize, id: &str) -> Option<Node<'d, 't>> {
        self.find(&self.targets, &self.first, from, id)
    }

    /// `id` in `defined` as [`Index::lookup`] finds it, `first` giving the first file of each.
    fn find(
        &self,
        defined: &HashMap<(usize, &'d str), Node<'d, 't>>,
        first: &HashMap<&'d str, usize>,
        from: usize,
        id: &str,
    ) -> Option<Node<'d, 't>> {
        if let Some(node) = defined.get(&(from, id)) {
            return Some(*node);
        }
        let linked = self.reach.get(from).into_iter().flatten();
        for &file in linked.chain(std::iter::once(&self.system)) {
            if let Some(node) = defined.get(&(file, id)) {
                return Some(*node);
            }
        }
        let file = *first.get(id)?;
        defined.get(&(file, id)).copied()
    }

    /// What a link (`entryLink`, `categoryLink`, `infoLink`) points to.
    pub fn target(&self, link: Node<'d, 't>) -> Option<Node<'d, 't>> {
        self.lookup(self.file_of(link), attr(link, "targetId"))
    }

    /// The profile an `infoLink` of type `profile` points to, found as [`Index::lookup`]
    /// finds an entry.
    pub fn profile(&self, link: Node<'d, 't>) -> Option<Node<'d, 't>> {
        let (from, id) = (self.file_of(link), attr(link, "targetId"));
        self.find(&self.profiles, &self.first_profile, from, id)
    }

    /// The name of whatever `id` is as seen from `from` (an entry, a link, a category),
    /// for notes: `'name' (id)`, or the bare id when nothing of that id is indexed.
    pub fn name_of(&self, from: usize, id: &str) -> String {
        let named = self
            .lookup(from, id)
            .or_else(|| self.links.get(id).copied());
        match named {
            Some(n) => format!("'{}' ({id})", clean(attr(n, "name"))),
            None => id.to_owned(),
        }
    }

    /// The catalogues whose root entries a catalogue offers: itself, then those it links
    /// with `importRootEntries="true"` (at any depth, each once). An Army of Renown
    /// catalogue may hold nothing but such a link (`Cities of Sigmar - The Duardin
    /// Ascendant [LEGENDS].cat`).
    pub fn root_catalogues(&self, file: usize) -> Vec<usize> {
        let mut out = vec![file];
        let mut i = 0;
        while i < out.len() {
            let root = self.files[out[i]].doc.root_element();
            for link in nested(root, "catalogueLinks", "catalogueLink") {
                if attr(link, "importRootEntries") != "true" {
                    continue;
                }
                if let Some(&j) = self.catalogues.get(attr(link, "targetId")) {
                    if !out.contains(&j) {
                        out.push(j);
                    }
                }
            }
            i += 1;
        }
        out
    }

    /// Every `forceEntry` of the game system, at any depth.
    pub fn system_forces(&self) -> impl Iterator<Item = Node<'d, 't>> + 'd {
        let root = self.files[self.system].doc.root_element();
        root.descendants().filter(|n| n.has_tag_name("forceEntry"))
    }
}

/// A document's address, the key of `Index::by_doc`.
fn doc_key(doc: &roxmltree::Document<'_>) -> usize {
    std::ptr::from_ref(doc) as usize
}

/// Elements a link or a condition can name by id.
fn is_target(node: Node<'_, '_>) -> bool {
    node.is_element()
        && matches!(
            node.tag_name().name(),
            "selectionEntry" | "selectionEntryGroup" | "categoryEntry" | "forceEntry"
        )
}

/// Two definitions of one id are a real duplicate only when they are the same kind of
/// element (an entry and a category may share an id without trouble).
fn same_kind(a: Node<'_, '_>, b: Node<'_, '_>) -> bool {
    a.tag_name().name() == b.tag_name().name()
}

/// The files reachable from file `i` through `catalogueLink`s, breadth first.
fn reach_from(files: &[Parsed<'_>], catalogues: &HashMap<&str, usize>, i: usize) -> Vec<usize> {
    let mut out = Vec::new();
    let mut queue = VecDeque::from([i]);
    let mut seen = vec![false; files.len()];
    seen[i] = true;
    while let Some(f) = queue.pop_front() {
        let root = files[f].doc.root_element();
        for link in nested(root, "catalogueLinks", "catalogueLink") {
            if let Some(&j) = catalogues.get(attr(link, "targetId")) {
                if !std::mem::replace(&mut seen[j], true) {
                    out.push(j);
                    queue.push_back(j);
                }
            }
        }
    }
    out
}

/// The direct text of an element (its text children only, digest P7), trimmed.
pub(crate) fn own_text(node: Node<'_, '_>) -> String {
    let text: String = node
        .children()
        .filter(|c| c.is_text())
        .filter_map(|c| c.text())
        .collect();
    text.trim().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sort_glyphs_come_off_names() {
        assert_eq!(display_name("۞ Regiments of Renown"), "Regiments of Renown");
        assert_eq!(display_name("❖ Lores"), "Lores");
        assert_eq!(display_name("þ Big Waaagh!"), "Big Waaagh!");
        assert_eq!(
            display_name("✦ Path to Glory - Ascension"),
            "Path to Glory - Ascension"
        );
        assert_eq!(
            display_name("  Stormcast   Eternals "),
            "Stormcast Eternals"
        );
        assert_eq!(display_name("A - B"), "A - B");
    }
}
