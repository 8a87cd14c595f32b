//! Ids: the one way Muster makes a kebab-case id from a name (the BattleScribe importer, a
//! deck typed as plain text, the app's editors), the check that a string is one, the key
//! that makes two spellings of one name equal ([`name_key`]: how every game's list text
//! finds a record by its name, and RuneWars' unique names are compared), and the
//! index of a catalogue's records by id that refuses an id given twice ([`index_by`], with
//! [`CatalogError`], the fault a game's catalogue names by its JSON pointer).

use std::collections::HashMap;
use std::fmt;

/// The kebab-case id of a name.
///
/// Lowercase ASCII letters and digits are kept, and a letter with an accent, tilde or
/// diaeresis is folded to its plain letter (`Zikkít` → `zikkit`, `Súbito` → `subito`); an
/// apostrophe (`'` or `’`) or a combining mark is dropped, so it joins the letters around it
/// (`Ix'Erebus` → `ixerebus`, `Ardus' Fury` → `ardus-fury`); every other run of characters
/// becomes one hyphen, and there is no leading or trailing hyphen.
pub fn kebab_id(name: &str) -> String {
    let mut id = String::with_capacity(name.len());
    let mut gap = false;
    for c in name.chars().flat_map(char::to_lowercase) {
        if c == '\'' || c == '’' || ('\u{300}'..='\u{36f}').contains(&c) {
            continue;
        }
        let plain = if c.is_ascii_alphanumeric() {
            Some(c)
        } else {
            folded(c)
        };
        match plain {
            Some(letter) => {
                if gap && !id.is_empty() {
                    id.push('-');
                }
                gap = false;
                id.push(letter);
            }
            None => gap = true,
        }
    }
    id
}

/// The plain ASCII letter of a lowercase Latin letter with a diacritic, if it is one.
fn folded(c: char) -> Option<char> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => 'a',
        'ç' => 'c',
        'è' | 'é' | 'ê' | 'ë' => 'e',
        'ì' | 'í' | 'î' | 'ï' => 'i',
        'ñ' => 'n',
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' => 'o',
        'ù' | 'ú' | 'û' | 'ü' => 'u',
        'ý' | 'ÿ' => 'y',
        _ => return None,
    })
}

/// True when `id` is a non-empty kebab-case id (lowercase ASCII letters and digits in
/// hyphen-separated words).
pub fn is_kebab_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('-').all(|w| {
            !w.is_empty()
                && w.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit())
        })
}

/// A key that makes two printings of one name equal (R-UNQ-1 matches names, not cards):
/// case, spaces and punctuation are ignored.
pub fn name_key(name: &str) -> String {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .collect()
}

/// True when `name`'s [`name_key`] is `key`, found without building the key: a search
/// compares one text against every name of a catalogue, line after line of a list.
pub fn has_name_key(name: &str, key: &str) -> bool {
    name.chars()
        .filter(|c| c.is_alphanumeric())
        .flat_map(char::to_lowercase)
        .eq(key.chars())
}

/// Why a game's catalogue parts do not make a catalogue: a record that refers to something
/// the parts do not contain, an id given twice, a field its kind does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// JSON pointer into the catalogue parts.
    pub path: String,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.path, self.message)
    }
}

impl std::error::Error for CatalogError {}

/// Each record's place in `items` by its id, or the fault at the first record whose id an
/// earlier one has (`/{what}/{i}/id`, `what` being the parts' field: `units`).
pub fn index_by<T>(
    items: &[T],
    id: impl Fn(&T) -> &str,
    what: &str,
) -> Result<HashMap<String, usize>, CatalogError> {
    let mut map = HashMap::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        if map.insert(id(item).to_owned(), i).is_some() {
            return Err(CatalogError {
                path: format!("/{what}/{i}/id"),
                message: format!("duplicate id '{}'", id(item)),
            });
        }
    }
    Ok(map)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_has_a_key_exactly_when_its_built_key_is_that_key() {
        let names = [
            "Sudden Blow",
            "sudden-blow",
            "Golpe Súbito",
            "ÉCLAIR",
            "",
            "Blow",
            "A.B c",
        ];
        for name in names {
            for other in names {
                let key = name_key(other);
                assert_eq!(
                    has_name_key(name, &key),
                    name_key(name) == key,
                    "{name} / {other}"
                );
            }
        }
        assert!(has_name_key("Sudden  Blow!", "suddenblow"));
        assert!(!has_name_key("Sudden Blows", "suddenblow"));
    }

    #[test]
    fn records_are_indexed_by_id_and_the_second_of_one_id_is_the_fault() {
        let ids = ["a", "b", "c"];
        let index = index_by(&ids, |id| id, "units").unwrap();
        assert_eq!((index["a"], index["c"], index.len()), (0, 2, 3));
        let twice = ["a", "b", "a", "b"];
        let err = index_by(&twice, |id| id, "units").unwrap_err();
        assert_eq!(
            (err.path.as_str(), err.message.as_str()),
            ("/units/2/id", "duplicate id 'a'")
        );
        assert_eq!(err.to_string(), "/units/2/id: duplicate id 'a'");
    }

    #[test]
    fn spanish_letters_fold_to_their_plain_letters() {
        assert_eq!(
            kebab_id("Los Tuneladores de Zikkít"),
            "los-tuneladores-de-zikkit"
        );
        assert_eq!(
            kebab_id("Cuenta atrás al Cataclismo"),
            "cuenta-atras-al-cataclismo"
        );
        assert_eq!(kebab_id("¡Boom!"), "boom");
        assert_eq!(kebab_id("Añagaza PINGÜINA"), "anagaza-pinguina");
        // A combining accent (a name typed in decomposed form) is dropped, not a gap.
        assert_eq!(kebab_id("Su\u{301}bito"), "subito");
        assert_eq!(kebab_id("Zikkit's Tunnelpack"), "zikkits-tunnelpack");
        assert_eq!(kebab_id("!!"), "");
        assert!(is_kebab_id(&kebab_id("Ardorn · Ascua 2")));
    }
}
