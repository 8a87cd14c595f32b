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
        })
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
