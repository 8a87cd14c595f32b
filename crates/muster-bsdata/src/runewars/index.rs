//! The parsed files and what links can reach in them: the shared entries and groups of each
//! file by id (a link resolves in its own file, then in the game system).

use crate::error::ImportError;
use crate::names::clean;
use crate::xml::{attr, nested, Node, Parsed};
use std::collections::HashMap;

/// The files and an index of what links can point to.
pub(crate) struct Data<'d, 't> {
    /// All files, game system included, in file-name order.
    pub files: &'d [Parsed<'t>],
    /// The game system's index in `files`.
    pub system: usize,
    /// Shared entries and groups per (file, id).
    shared: HashMap<(usize, &'d str), Node<'d, 't>>,
    /// The name of every element with an id, for messages.
    names: HashMap<&'d str, &'d str>,
}

impl<'d, 't> Data<'d, 't> {
    /// Indexes the files; exactly one must be a game system.
    pub fn new(files: &'d [Parsed<'t>], folder: &str) -> Result<Self, ImportError> {
        let systems: Vec<usize> = (0..files.len()).filter(|&i| files[i].is_system).collect();
        let system = match systems.as_slice() {
            [one] => *one,
            [] => return Err(ImportError::file(folder, "no game system (.gst) file")),
            _ => {
                return Err(ImportError::file(
                    folder,
                    "more than one game system (.gst) file",
                ))
            }
        };
        let mut shared = HashMap::new();
        let mut names = HashMap::new();
        for (i, file) in files.iter().enumerate() {
            let root = file.doc.root_element();
            for (container, tag) in [
                ("sharedSelectionEntries", "selectionEntry"),
                ("sharedSelectionEntryGroups", "selectionEntryGroup"),
            ] {
                for node in nested(root, container, tag) {
                    if let Some(id) = node.attribute("id") {
                        shared.entry((i, id)).or_insert(node);
                    }
                }
            }
            for node in root.descendants().filter(|n| n.is_element()) {
                if let (Some(id), Some(name)) = (node.attribute("id"), node.attribute("name")) {
                    names.entry(id).or_insert(name);
                }
            }
        }
        Ok(Data {
            files,
            system,
            shared,
            names,
        })
    }

    /// The index of the file holding `node`.
    pub fn file_of(&self, node: Node<'d, 't>) -> usize {
        self.files
            .iter()
            .position(|f| std::ptr::eq(node.document(), &f.doc))
            .unwrap_or(self.system)
    }

    /// Line and column of an element.
    pub fn position(&self, node: Node<'d, 't>) -> (u32, u32) {
        self.files[self.file_of(node)].position(node)
    }

    /// `file:line:col` of an element, for notes.
    pub fn place(&self, node: Node<'d, 't>) -> String {
        let (line, col) = self.position(node);
        format!("{}:{line}:{col}", self.files[self.file_of(node)].name)
    }

    /// An error at an element.
    pub fn error(&self, node: Node<'d, 't>, message: impl Into<String>) -> ImportError {
        ImportError {
            file: self.files[self.file_of(node)].name.to_owned(),
            position: Some(self.position(node)),
            message: message.into(),
        }
    }

    /// The shared entry or group a link points to: first in the link's own file, then in
    /// the game system.
    pub fn resolve(&self, link: Node<'d, 't>) -> Option<Node<'d, 't>> {
        let id = attr(link, "targetId");
        let file = self.file_of(link);
        self.shared
            .get(&(file, id))
            .or_else(|| self.shared.get(&(self.system, id)))
            .copied()
    }

    /// The link's target, or an error naming the link.
    pub fn target(&self, link: Node<'d, 't>) -> Result<Node<'d, 't>, ImportError> {
        self.resolve(link).ok_or_else(|| {
            self.error(
                link,
                format!(
                    "link '{}' points to unknown entry '{}'",
                    attr(link, "name"),
                    attr(link, "targetId")
                ),
            )
        })
    }

    /// The BSData name of an id, for messages (`?` when unknown).
    pub fn name_of(&self, id: &str) -> String {
        self.names
            .get(id)
            .map_or_else(|| format!("?{id}"), |n| clean(n))
    }
}
