//! Which files an import reads, and parsing them.
//!
//! An import names a game system and some faction catalogues; what they link to lives in
//! other catalogues of the same folder (the faction's Library, `Lores.cat`, the Regiments
//! of Renown catalogue and the Libraries that one links to). Every candidate file's root
//! element is read cheaply (its id, whether it is a library, its name), then only the
//! files reachable through `catalogueLink`s from the requested ones, plus the Regiments of
//! Renown catalogue the game system names, are parsed. Path to Glory catalogues are never
//! parsed: nothing of them goes into a matched-play pack (digest §5.3).

use crate::error::ImportError;
use crate::xml::{attr, elems, nested, Parsed};
use std::collections::{HashMap, VecDeque};

/// One input file: its name (no directory) and its text.
pub(crate) struct Text {
    /// File name, as notes and `src` fields show it.
    pub name: String,
    /// The whole file.
    pub text: String,
}

/// Decodes one file's bytes; a byte sequence that is not UTF-8 is an error at its line.
pub(crate) fn decode(name: &str, bytes: &[u8]) -> Result<Text, ImportError> {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => Ok(Text {
            name: name.to_owned(),
            text: text.to_owned(),
        }),
        Err(e) => {
            let before = &bytes[..e.valid_up_to()];
            let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
            let col = before.iter().rev().take_while(|&&b| b != b'\n').count() + 1;
            Err(ImportError {
                file: name.to_owned(),
                position: Some((to_u32(line), to_u32(col))),
                message: "not UTF-8 text".into(),
            })
        }
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// What the first element of a file says about it, read without parsing the file.
#[derive(Clone, Debug, Default)]
pub(crate) struct Header {
    /// `catalogue` or `gameSystem` (empty when no element was found).
    pub tag: String,
    /// The root's `id`.
    pub id: String,
    /// The root's `name`.
    pub name: String,
    /// The root says `library="true"`.
    pub library: bool,
}

/// Reads the root element's start tag (after the XML declaration and comments). Only a
/// hint for choosing files: the parse that follows is what decides.
pub(crate) fn header(text: &str) -> Header {
    let mut rest = text;
    loop {
        let Some(open) = rest.find('<') else {
            return Header::default();
        };
        rest = &rest[open..];
        if rest.starts_with("<?") || rest.starts_with("<!") {
            let close = if rest.starts_with("<!--") {
                rest.find("-->").map(|i| i + 3)
            } else {
                rest.find('>').map(|i| i + 1)
            };
            match close {
                Some(i) => rest = &rest[i..],
                None => return Header::default(),
            }
            continue;
        }
        let end = rest.find('>').unwrap_or(rest.len());
        let tag = &rest[1..end];
        let name_end = tag
            .find(|c: char| c.is_whitespace() || c == '/')
            .unwrap_or(tag.len());
        let value = |key: &str| attribute_in(tag, key).unwrap_or_default();
        return Header {
            tag: tag[..name_end].to_owned(),
            id: value("id"),
            name: value("name"),
            library: value("library") == "true",
        };
    }
}

/// The value of `key="…"` in a start tag's text (entities left as written).
fn attribute_in(tag: &str, key: &str) -> Option<String> {
    let mut from = 0;
    while let Some(at) = tag[from..].find(key) {
        let start = from + at;
        from = start + key.len();
        let before_ok = start == 0 || tag[..start].ends_with(char::is_whitespace);
        let after = tag[from..].trim_start();
        if before_ok && after.starts_with('=') {
            let after = after[1..].trim_start();
            let quote = after.chars().next()?;
            if quote == '"' || quote == '\'' {
                let body = &after[1..];
                return body.find(quote).map(|end| body[..end].to_owned());
            }
        }
    }
    None
}

/// True for a Path to Glory catalogue (its name, after the sort glyph, starts so).
pub(crate) fn is_path_to_glory(name: &str) -> bool {
    super::index::display_name(name).starts_with("Path to Glory")
}

/// The files to parse, in the order given: the requested ones first, then what they reach.
/// `requested` are indexes into `texts`. Returns the indexes to parse, each once.
pub(crate) fn reachable(texts: &[&Text], headers: &[Header], requested: &[usize]) -> Vec<usize> {
    let mut by_id: HashMap<&str, usize> = HashMap::new();
    for (i, h) in headers.iter().enumerate() {
        if h.tag == "catalogue" && !h.id.is_empty() {
            by_id.entry(h.id.as_str()).or_insert(i);
        }
    }
    let mut order = Vec::new();
    let mut seen = vec![false; texts.len()];
    let mut queue: VecDeque<usize> = requested.iter().copied().collect();
    while let Some(i) = queue.pop_front() {
        if std::mem::replace(&mut seen[i], true) {
            continue;
        }
        order.push(i);
        for target in linked_catalogues(&texts[i].text) {
            if let Some(&j) = by_id.get(target.as_str()) {
                if !seen[j] && !is_path_to_glory(&headers[j].name) {
                    queue.push_back(j);
                }
            }
        }
    }
    order
}

/// The `targetId`s of a file's `<catalogueLink …>` start tags, by a plain text scan (the
/// real links are read from the parsed file; this only chooses what to parse).
fn linked_catalogues(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("<catalogueLink ") {
        rest = &rest[at + 1..];
        let end = rest.find('>').unwrap_or(rest.len());
        if let Some(id) = attribute_in(&rest[..end], "targetId") {
            out.push(id);
        }
    }
    out
}

/// Parses one file with the RuneWars reader's checks (a `.gst` or `.cat` name, well-formed
/// XML, the right root element), errors naming the file and the line and column. A file
/// that ends too early names the element left open, at the end of the file.
pub(crate) fn parse<'t>(text: &'t Text) -> Result<Parsed<'t>, ImportError> {
    let parse = roxmltree::Document::parse(&text.text);
    if let Err(roxmltree::Error::UnexpectedEndOfStream) = parse {
        let (line, col) = end_position(&text.text);
        let message = match open_element(&text.text) {
            Some((tag, l, c)) => format!(
                "malformed XML: the file ends before the <{tag}> opened at {l}:{c} is closed (cut short?)"
            ),
            None => "malformed XML: the file ends before its root element".into(),
        };
        return Err(ImportError {
            file: text.name.clone(),
            position: Some((line, col)),
            message,
        });
    }
    Parsed::from_document(&text.name, parse)
}

/// Line and column just past the last character.
fn end_position(text: &str) -> (u32, u32) {
    let line = text.matches('\n').count() + 1;
    let col = text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (to_u32(line), to_u32(col))
}

/// The innermost element still open at the end of a text (name, line, column), by a plain
/// scan of its tags; for the message about a file cut short.
fn open_element(text: &str) -> Option<(String, u32, u32)> {
    let mut stack: Vec<(String, usize)> = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while let Some(at) = text[i..].find('<') {
        let start = i + at;
        let rest = &text[start..];
        let skip_to = |end: &str| rest.find(end).map(|e| start + e + end.len());
        let next = if rest.starts_with("<!--") {
            skip_to("-->")
        } else if rest.starts_with("<![CDATA[") {
            skip_to("]]>")
        } else if rest.starts_with("<?") || rest.starts_with("<!") {
            skip_to(">")
        } else {
            // A tag: find its end outside quotes.
            let mut quote = None;
            let mut end = None;
            for (k, &b) in bytes[start..].iter().enumerate() {
                match (quote, b) {
                    (Some(q), b) if b == q => quote = None,
                    (Some(_), _) => {}
                    (None, b'"' | b'\'') => quote = Some(b),
                    (None, b'>') => {
                        end = Some(start + k);
                        break;
                    }
                    _ => {}
                }
            }
            if let Some(end) = end {
                let tag = &text[start + 1..end];
                let name: String = tag
                    .trim_start_matches('/')
                    .chars()
                    .take_while(|c| !c.is_whitespace() && *c != '/')
                    .collect();
                if tag.starts_with('/') {
                    if let Some(p) = stack.iter().rposition(|(n, _)| *n == name) {
                        stack.truncate(p);
                    }
                } else if !tag.ends_with('/') {
                    stack.push((name, start));
                }
                Some(end + 1)
            } else {
                let name: String = rest[1..]
                    .chars()
                    .take_while(|c| !c.is_whitespace() && *c != '/' && *c != '>')
                    .collect();
                stack.push((name, start));
                None
            }
        };
        match next {
            Some(n) => i = n,
            None => break,
        }
    }
    let (name, at) = stack.pop()?;
    let before = &text[..at];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Some((name, to_u32(line), to_u32(col)))
}

/// Refuses a file where a number is expected and something else is written: the `value` of
/// every `cost`, `constraint`, `condition` and `repeat`, and the `repeats` of a `repeat`.
pub(crate) fn check_numbers(parsed: &Parsed<'_>) -> Result<(), ImportError> {
    for node in parsed.doc.descendants().filter(|n| n.is_element()) {
        let attrs: &[&str] = match node.tag_name().name() {
            "cost" | "constraint" | "condition" => &["value"],
            "repeat" => &["value", "repeats"],
            _ => continue,
        };
        for &name in attrs {
            let Some(value) = node.attribute(name) else {
                continue;
            };
            if !value.trim().parse::<f64>().is_ok_and(f64::is_finite) {
                let pos = parsed.doc.text_pos_at(node.range().start);
                return Err(ImportError {
                    file: parsed.name.to_owned(),
                    position: Some((pos.row, pos.col)),
                    message: format!(
                        "<{} {name}=\"{value}\">: not a number",
                        node.tag_name().name()
                    ),
                });
            }
        }
    }
    Ok(())
}

/// The Regiments of Renown catalogues a game system names: the `primary-catalogue`
/// conditions of its forces that carry a points cost (digest S4-ROR-2).
pub(crate) fn renown_catalogues(system: &Parsed<'_>) -> Vec<String> {
    let root = system.doc.root_element();
    let mut ids = Vec::new();
    for force in nested(root, "forceEntries", "forceEntry") {
        let costed = nested(force, "costs", "cost")
            .any(|c| attr(c, "typeId") == "points" && attr(c, "value") != "0");
        if !costed {
            continue;
        }
        for modifier in elems(force, "modifiers").flat_map(|m| elems(m, "modifier")) {
            for c in modifier
                .descendants()
                .filter(|n| n.has_tag_name("condition"))
            {
                if attr(c, "scope") == "primary-catalogue" {
                    let id = attr(c, "childId").to_owned();
                    if !ids.contains(&id) {
                        ids.push(id);
                    }
                }
            }
        }
    }
    ids
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_header_is_read_past_the_declaration_and_comments() {
        let h = header(
            "\u{feff}<?xml version=\"1.0\"?><!-- x > y --><catalogue library=\"true\" id='a-b' name=\"L &amp; M\">",
        );
        assert_eq!(h.tag, "catalogue");
        assert_eq!(h.id, "a-b");
        assert_eq!(h.name, "L &amp; M");
        assert!(h.library);
        assert!(!header("<catalogue library=\"false\" id=\"x\">").library);
        assert_eq!(header("no xml at all").tag, "");
        assert_eq!(header("<?xml unfinished").tag, "");
        assert_eq!(header("<catalogue").tag, "catalogue");
    }

    #[test]
    fn attributes_match_whole_names_only() {
        assert_eq!(
            attribute_in("x targetId=\"t\" id=\"i\"", "id").as_deref(),
            Some("i")
        );
        assert_eq!(attribute_in("x id=", "id"), None);
        assert_eq!(attribute_in("x id=\"open", "id"), None);
    }

    #[test]
    fn the_element_left_open_is_found() {
        let text = "<?xml?>\n<a x='>'>\n  <b/><c>\n    <!-- <d> -->\n    <e y=\"1\"";
        assert_eq!(open_element(text), Some(("e".into(), 5, 5)));
        assert_eq!(open_element("<a><b></b>"), Some(("a".into(), 1, 1)));
        assert_eq!(open_element("<a></a>"), None);
        assert_eq!(end_position("a\nbc"), (2, 3));
    }

    #[test]
    fn bytes_that_are_not_utf8_are_an_error_at_their_line() {
        let e = decode("F.cat", b"<a>\n  \xff</a>").err().unwrap();
        assert_eq!(e.position, Some((2, 3)));
        assert!(e.to_string().starts_with("F.cat:2:3:"));
    }
}
