//! The parsed files and small element helpers, for both importers.

use crate::error::ImportError;

/// An element of one of the parsed documents.
pub(crate) type Node<'d, 't> = roxmltree::Node<'d, 't>;

/// One parsed BattleScribe file.
pub(crate) struct Parsed<'t> {
    /// The file name.
    pub name: &'t str,
    /// The document.
    pub doc: roxmltree::Document<'t>,
    /// True for the game system (`.gst`), false for a catalogue (`.cat`).
    pub is_system: bool,
    /// Where each element is, found the first time one is asked for.
    places: std::sync::OnceLock<Places>,
}

/// The line and column of every element of a document, found in one pass over its text.
///
/// roxmltree's `text_pos_at` counts from the start of the text at every call, so asking it
/// for each note or error of a large file made an import (and a roster's reading) grow with
/// the square of the file's size; this makes it linear.
pub(crate) struct Places {
    /// Each element's first byte, in document order (so in increasing order).
    starts: Vec<usize>,
    /// The 1-based line and column (in characters) of each of `starts`.
    places: Vec<(u32, u32)>,
}

impl Places {
    /// The places of every element of `doc`.
    pub fn of(doc: &roxmltree::Document<'_>) -> Self {
        let text = doc.input_text();
        let starts: Vec<usize> = doc
            .descendants()
            .filter(Node::is_element)
            .map(|n| n.range().start)
            .collect();
        let mut places = Vec::with_capacity(starts.len());
        let (mut line, mut column, mut from) = (1, 1, 0);
        for &start in &starts {
            // Counted as roxmltree counts: a line per `\n`, a column per other character.
            for c in text.get(from..start).unwrap_or_default().chars() {
                if c == '\n' {
                    line += 1;
                    column = 1;
                } else {
                    column += 1;
                }
            }
            from = from.max(start);
            places.push((line, column));
        }
        Places { starts, places }
    }

    /// Line and column of `node`, an element of `doc` (anything else is counted by
    /// roxmltree).
    pub fn at(&self, doc: &roxmltree::Document<'_>, node: Node<'_, '_>) -> (u32, u32) {
        let start = node.range().start;
        match self.starts.binary_search(&start) {
            Ok(i) => self.places[i],
            Err(_) => {
                let pos = doc.text_pos_at(start);
                (pos.row, pos.col)
            }
        }
    }
}

impl<'t> Parsed<'t> {
    /// Parses one file; malformed XML gives an error at its line and column.
    pub fn parse(name: &'t str, text: &'t str) -> Result<Self, ImportError> {
        Self::from_document(name, roxmltree::Document::parse(text))
    }

    /// [`Parsed::parse`] from a parse already made (so a caller that looks at the parse
    /// error first does not parse twice); the name is checked before the parse's outcome.
    pub fn from_document(
        name: &'t str,
        parse: Result<roxmltree::Document<'t>, roxmltree::Error>,
    ) -> Result<Self, ImportError> {
        let is_system = if name.ends_with(".gst") {
            true
        } else if name.ends_with(".cat") {
            false
        } else {
            return Err(ImportError::file(
                name,
                "not a BattleScribe file (expected a .gst or .cat name)",
            ));
        };
        let doc = parse.map_err(|e| {
            let pos = e.pos();
            let text = e.to_string();
            let message = text
                .strip_suffix(&format!(" at {pos}"))
                .map_or(text.clone(), str::to_owned);
            ImportError {
                file: name.to_owned(),
                position: Some((pos.row, pos.col)),
                message: format!("malformed XML: {message}"),
            }
        })?;
        let root = doc.root_element().tag_name().name();
        let expected = if is_system { "gameSystem" } else { "catalogue" };
        if root != expected {
            let pos = doc.text_pos_at(doc.root_element().range().start);
            return Err(ImportError {
                file: name.to_owned(),
                position: Some((pos.row, pos.col)),
                message: format!("root element is <{root}>, expected <{expected}>"),
            });
        }
        Ok(Parsed {
            name,
            doc,
            is_system,
            places: std::sync::OnceLock::new(),
        })
    }

    /// Line and column of `node`, an element of this file (one of another document is
    /// counted in its own).
    pub fn position(&self, node: Node<'_, '_>) -> (u32, u32) {
        if !std::ptr::eq(node.document(), &self.doc) {
            let pos = node.document().text_pos_at(node.range().start);
            return (pos.row, pos.col);
        }
        self.places
            .get_or_init(|| Places::of(&self.doc))
            .at(&self.doc, node)
    }
}

/// The element children of `node` with tag `tag` (namespace ignored).
pub(crate) fn elems<'d, 't>(
    node: Node<'d, 't>,
    tag: &'static str,
) -> impl Iterator<Item = Node<'d, 't>> {
    node.children()
        .filter(move |c| c.is_element() && c.tag_name().name() == tag)
}

/// The `tag` children of every `container` child of `node`
/// (`nested(entry, "costs", "cost")`).
pub(crate) fn nested<'d, 't>(
    node: Node<'d, 't>,
    container: &'static str,
    tag: &'static str,
) -> impl Iterator<Item = Node<'d, 't>> {
    elems(node, container).flat_map(move |c| elems(c, tag))
}

/// An attribute, or the empty string.
pub(crate) fn attr<'d>(node: Node<'d, '_>, name: &str) -> &'d str {
    node.attribute(name).unwrap_or("")
}

/// The `value` attribute as a number (BattleScribe writes `value="2.0"`), when it is one.
pub(crate) fn numeric_value(node: Node<'_, '_>) -> Option<f64> {
    attr(node, "value").trim().parse().ok()
}
