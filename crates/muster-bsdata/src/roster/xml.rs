//! A `.ros`: the BattleScribe roster schema's XML into a [`Roster`].
//!
//! Parsed by roxmltree with its defaults: a DTD is refused (so no entity is ever declared or
//! expanded) and an undeclared entity reference is an error; both are reported as a DTD or
//! entity at their line and column.

use super::error::{RosterError, RosterFault};
use super::{Cost, Force, Roster, Selection, MAX_DEPTH};
use crate::xml::{attr, elems, nested, Node, Places};

/// Reads the roster XML `text` of the file named `file`.
pub(crate) fn read(file: &str, text: &str) -> Result<Roster, RosterError> {
    let doc = roxmltree::Document::parse(text).map_err(|e| parse_error(file, text, &e))?;
    let root = doc.root_element();
    let places = RosterPlaces::of(&doc);
    if root.tag_name().name() != "roster" {
        return Err(RosterError::at(
            file,
            places.at(root),
            RosterFault::NotARoster(format!("<{}>", root.tag_name().name())),
        ));
    }
    let cost_limits = nested(root, "costLimits", "costLimit")
        .map(|c| Cost {
            type_id: attr(c, "typeId").to_owned(),
            name: attr(c, "name").to_owned(),
            value: attr(c, "value").trim().parse().unwrap_or(f64::NAN),
        })
        .collect();
    let reader = Reader {
        file,
        places: &places,
    };
    let forces = nested(root, "forces", "force")
        .map(|f| reader.force(f, 1))
        .collect::<Result<_, _>>()?;
    Ok(Roster {
        file: file.to_owned(),
        name: attr(root, "name").trim().to_owned(),
        game_system_id: attr(root, "gameSystemId").trim().to_owned(),
        game_system_name: attr(root, "gameSystemName").trim().to_owned(),
        cost_limits,
        forces,
    })
}

/// Where the elements of the roster's document are (see [`Places`]).
struct RosterPlaces<'d, 't> {
    doc: &'d roxmltree::Document<'t>,
    places: Places,
}

impl<'d, 't> RosterPlaces<'d, 't> {
    fn of(doc: &'d roxmltree::Document<'t>) -> Self {
        RosterPlaces {
            doc,
            places: Places::of(doc),
        }
    }

    /// `line:column` of `node`'s start.
    fn at(&self, node: Node<'_, '_>) -> String {
        let (line, column) = self.places.at(self.doc, node);
        format!("{line}:{column}")
    }
}

struct Reader<'a, 'p, 'd, 't> {
    file: &'a str,
    places: &'p RosterPlaces<'d, 't>,
}

impl Reader<'_, '_, '_, '_> {
    fn place(&self, node: Node<'_, '_>) -> String {
        self.places.at(node)
    }

    fn deep(&self, node: Node<'_, '_>, depth: usize) -> Result<(), RosterError> {
        if depth > MAX_DEPTH {
            return Err(RosterError::at(
                self.file,
                self.place(node),
                RosterFault::TooDeep { limit: MAX_DEPTH },
            ));
        }
        Ok(())
    }

    fn force(&self, node: Node<'_, '_>, depth: usize) -> Result<Force, RosterError> {
        self.deep(node, depth)?;
        Ok(Force {
            place: self.place(node),
            name: attr(node, "name").trim().to_owned(),
            entry_id: attr(node, "entryId").to_owned(),
            catalogue_name: attr(node, "catalogueName").trim().to_owned(),
            selections: nested(node, "selections", "selection")
                .map(|s| self.selection(s, depth + 1))
                .collect::<Result<_, _>>()?,
            forces: nested(node, "forces", "force")
                .map(|f| self.force(f, depth + 1))
                .collect::<Result<_, _>>()?,
        })
    }

    fn selection(&self, node: Node<'_, '_>, depth: usize) -> Result<Selection, RosterError> {
        self.deep(node, depth)?;
        Ok(Selection {
            place: self.place(node),
            name: attr(node, "name").trim().to_owned(),
            entry_id: attr(node, "entryId").to_owned(),
            kind: attr(node, "type").trim().to_owned(),
            number: attr(node, "number").trim().parse().unwrap_or(1),
            from: node.attribute("from").map(str::to_owned),
            categories: elems(node, "categories")
                .flat_map(|c| elems(c, "category"))
                .map(|c| attr(c, "name").trim().to_owned())
                .collect(),
            selections: nested(node, "selections", "selection")
                .map(|s| self.selection(s, depth + 1))
                .collect::<Result<_, _>>()?,
        })
    }
}

/// The parser's error at its line and column; a DTD at the place of its `<!DOCTYPE`.
fn parse_error(file: &str, text: &str, error: &roxmltree::Error) -> RosterError {
    use roxmltree::Error as E;
    let pos = error.pos();
    match error {
        E::DtdDetected => {
            let place = text.find("<!DOCTYPE").map_or_else(
                || format!("{}:{}", pos.row, pos.col),
                |at| line_col(text, at),
            );
            RosterError::at(file, place, RosterFault::Dtd)
        }
        E::UnknownEntityReference(..)
        | E::MalformedEntityReference(_)
        | E::EntityReferenceLoop(_)
        | E::EntityResolver(..) => {
            RosterError::at(file, format!("{}:{}", pos.row, pos.col), RosterFault::Dtd)
        }
        _ => {
            let words = error.to_string();
            let words = words
                .strip_suffix(&format!(" at {pos}"))
                .map_or(words.clone(), str::to_owned);
            RosterError::at(
                file,
                format!("{}:{}", pos.row, pos.col),
                RosterFault::BadXml(words),
            )
        }
    }
}

/// `line:column` (1-based, columns in characters) of byte `at` of `text`.
pub(crate) fn line_col(text: &str, at: usize) -> String {
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before
        .rfind('\n')
        .map_or(before, |n| &before[n + 1..])
        .chars()
        .count()
        + 1;
    format!("{line}:{col}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_elements_place_is_the_one_roxmltree_gives() {
        // Several characters per column (✦, é), a CRLF line, a line of several elements.
        let text = "<?xml version=\"1.0\"?>\r\n<roster name=\"é\">\n  <forces><force name=\"✦ GHB\">\n\
                    \t<selections><selection name=\"Liberators\"/><selection name=\"é✦\"/></selections>\n\
                    </force></forces>\n</roster>\n";
        let doc = roxmltree::Document::parse(text).unwrap();
        let places = RosterPlaces::of(&doc);
        let mut checked = 0;
        for node in doc.descendants().filter(Node::is_element) {
            let pos = doc.text_pos_at(node.range().start);
            assert_eq!(places.at(node), format!("{}:{}", pos.row, pos.col));
            checked += 1;
        }
        assert_eq!(checked, 6);
    }
}
