//! Where a value is stated, as a player reads it. The pack and the joins write each source in
//! English, with a prefix saying whose the value is (`community:`, `user:`); a player reads
//! it without the prefix, in their own language.

use super::{Catalog, CommunityReference, COMMUNITY_SOURCE};
use crate::lang::Lang;
use crate::USER_SOURCE;

/// The phrases Muster writes in a source, with their Spanish, longest first where one holds
/// another.
const SPANISH: &[(&str, &str)] = &[
    (
        "entered in Muster from the player's own disc",
        "introducido en Muster desde tu propio disco",
    ),
    (
        "entered in Muster from the player's own card",
        "introducido en Muster desde tu propia carta",
    ),
    (
        ", not checked against the printed disc",
        ", sin comprobar con el disco impreso",
    ),
    (
        ", not checked against the box",
        ", sin comprobar con la caja",
    ),
    (
        "copies of each unit disc: ",
        "copias de cada disco de unidad: ",
    ),
    (
        "; the community list says ",
        "; la lista de la comunidad dice ",
    ),
    ("its date is not recorded", "su fecha no consta"),
    (" at commit ", " en el commit "),
    (" line ", ", línea "),
    (", pictured terrain card", ", carta de terreno ilustrada"),
    (", pictured card", ", carta ilustrada"),
    (", pictured disc", ", disco ilustrado"),
    (" and worked example", " y ejemplo resuelto"),
    (" (letters scrambled)", " (letras revueltas)"),
    (" (contents)", " (contenido)"),
    (
        " names its special scenario card",
        " nombra su carta de escenario especial",
    ),
    ("rulebook p.", "reglamento p."),
];

impl Catalog {
    /// A value's or a box's `source` as the player reads it in `lang`: without the prefixes
    /// saying whose it is (the view's flags say that), the community source named in `lang`
    /// as its reference names it, and Muster's own phrases in Spanish for a Spanish reader.
    /// In Spanish, the rulebook's English note on a page (`rulebook p.17: in the basic Orc
    /// army`) gives way to the pages it cites. A player's own words are left as written.
    /// A community source reads as what it is and its date; its repository, commit and line
    /// are [`Catalog::source_details`].
    pub fn source_words(&self, source: &str, lang: Lang) -> String {
        let mut plain = source
            .replace(&format!("{COMMUNITY_SOURCE} "), "")
            .replace(&format!("{USER_SOURCE} "), "");
        if let Some((r, at, len)) = self.technical(&plain) {
            plain.replace_range(at..at + len, &format!(", {}", date_en(r)));
        }
        match lang {
            Lang::En => plain,
            Lang::Es => spanish(&plain, self.parts.community.as_ref()),
        }
    }

    /// What of a community source only someone checking it needs (the repository, the
    /// commit and the file's line: `mathey96/diskbuilder, commit df47244, main.cpp line
    /// 60`), shown behind "Details"; `None` for any other source.
    pub fn source_details(&self, source: &str) -> Option<String> {
        let (r, at, len) = self.technical(source)?;
        let line = source[at..at + len]
            .rsplit_once(" line ")
            .map(|(_, n)| n.trim_end_matches(')'));
        Some(match line {
            Some(n) => format!("{} line {n}", r.details()),
            None => r.details(),
        })
    }

    /// Where in `source` the community reference's parenthesis (` (repository, date, file
    /// line n)`) stands, with the reference.
    fn technical(&self, source: &str) -> Option<(&CommunityReference, usize, usize)> {
        let r = self.parts.community.as_ref()?;
        let open = format!("{} ({}", r.what.en, r.repository);
        let start = source.find(&open)? + r.what.en.len();
        let len = source[start..].find(')')? + 1;
        Some((r, start, len))
    }
}

/// The reference's date as the English source writes it (Spanish follows by [`SPANISH`]).
fn date_en(r: &CommunityReference) -> String {
    r.date
        .clone()
        .unwrap_or_else(|| "its date is not recorded".to_owned())
}

fn spanish(source: &str, community: Option<&CommunityReference>) -> String {
    let mut text = pages_only(source);
    if let Some(r) = community {
        text = text.replace(&r.what.en, &r.what.es);
    }
    for (en, es) in SPANISH {
        text = text.replace(en, es);
    }
    spaced_pages(&text)
}

/// `rulebook p.17: <an English note citing p.18 and p.19>` as `rulebook p.17 (p.18, p.19)`:
/// the note is the pack's English, the pages are anyone's.
fn pages_only(source: &str) -> String {
    let Some(rest) = source.strip_prefix("rulebook p.") else {
        return source.to_owned();
    };
    let page_len = rest
        .find(|c: char| !(c.is_ascii_digit() || c == '–'))
        .unwrap_or(rest.len());
    let (page, after) = rest.split_at(page_len);
    let Some(note) = after.strip_prefix(": ") else {
        return source.to_owned();
    };
    let cited: Vec<String> = note
        .match_indices("p.")
        .filter_map(|(at, _)| {
            let digits: String = note[at + 2..]
                .chars()
                .take_while(|c| c.is_ascii_digit() || *c == '–')
                .collect();
            (!digits.is_empty() && digits != page).then(|| format!("p.{digits}"))
        })
        .fold(Vec::new(), |mut seen, p| {
            if !seen.contains(&p) {
                seen.push(p);
            }
            seen
        });
    if cited.is_empty() {
        format!("rulebook p.{page}")
    } else {
        format!("rulebook p.{page} ({})", cited.join(", "))
    }
}

/// `p.17` as Spanish writes it, `p. 17`.
fn spaced_pages(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        out.push(c);
        if out.ends_with("p.") && chars.peek().is_some_and(char::is_ascii_digit) {
            out.push(' ');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::community::Words;
    use crate::games::diskwars::CatalogParts;

    fn catalog(community: bool) -> Catalog {
        let mut parts = CatalogParts::default();
        if community {
            parts.community = Some(CommunityReference {
                what: Words {
                    en: "a builder's disc list".into(),
                    es: "la lista de discos de un generador".into(),
                },
                repository: "someone/builder".into(),
                commit: "0123456789".into(),
                date: None,
                file: Some("list.txt".into()),
            });
        }
        Catalog::new(parts).unwrap()
    }

    #[test]
    fn english_drops_only_the_prefixes() {
        let c = catalog(true);
        assert_eq!(c.source_words("rulebook p.17", Lang::En), "rulebook p.17");
        assert_eq!(
            c.source_words("user: my Orc Boyz disc", Lang::En),
            "my Orc Boyz disc"
        );
        assert_eq!(
            c.source_words(
                "community: a builder's disc list (someone/builder at commit 0123456, list.txt line 54), not checked against the printed disc",
                Lang::En
            ),
            "a builder's disc list, its date is not recorded, not checked against the printed disc"
        );
        assert_eq!(
            c.source_details(
                "community: a builder's disc list (someone/builder at commit 0123456, list.txt line 54), not checked against the printed disc"
            )
            .as_deref(),
            Some("someone/builder, commit 0123456, list.txt line 54")
        );
        assert_eq!(c.source_details("rulebook p.17"), None);
    }

    #[test]
    fn spanish_names_the_community_source_in_spanish() {
        let c = catalog(true);
        assert_eq!(
            c.source_words(
                "community: a builder's disc list (someone/builder at commit 0123456, list.txt line 54), not checked against the printed disc",
                Lang::Es
            ),
            "la lista de discos de un generador, su fecha no consta, sin comprobar con el disco impreso"
        );
        assert_eq!(
            c.source_words("rulebook p.17; the community list says large", Lang::Es),
            "reglamento p. 17; la lista de la comunidad dice large"
        );
    }

    #[test]
    fn spanish_keeps_the_pages_of_an_english_note() {
        let c = catalog(false);
        assert_eq!(
            c.source_words("rulebook p.18, pictured disc", Lang::Es),
            "reglamento p. 18, disco ilustrado"
        );
        assert_eq!(
            c.source_words(
                "rulebook p.18: in a hero's pre-built regiment (Empire, p.17); a hero recruits only discs of its own race (p.19)",
                Lang::Es
            ),
            "reglamento p. 18 (p. 17, p. 19)"
        );
        assert_eq!(
            c.source_words("rulebook p.4: in the basic Orc army", Lang::Es),
            "reglamento p. 4"
        );
        assert_eq!(
            c.source_words(
                "user: entered in Muster from the player's own card",
                Lang::Es
            ),
            "introducido en Muster desde tu propia carta"
        );
        assert_eq!(c.source_words("user: mi disco", Lang::Es), "mi disco");
    }
}
