//! Ids: the one way Muster makes a kebab-case id from a name (the BattleScribe importer, a
//! deck typed as plain text, the app's editors), and the check that a string is one.

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

#[cfg(test)]
mod tests {
    use super::*;

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
