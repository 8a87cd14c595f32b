//! The printed face of each game: its accent (the window's light variant, since paper is
//! light) and its emblem, the same shapes the window draws (`ui/src/lib/games/<game>/`), and
//! the colour of each Age of Sigmar grand alliance. The one place the paper's colours and
//! emblems live; `tests/face.rs` reads the UI's files and fails when the two disagree.

/// A shape of an emblem, on its 24 × 24 grid.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Shape {
    /// A circle: centre x, centre y, radius; tinted inside when `filled`.
    Circle {
        /// Centre.
        cx: f32,
        /// Centre.
        cy: f32,
        /// Radius.
        r: f32,
        /// Tinted inside.
        filled: bool,
    },
    /// An SVG path of M/L/H/V/Z and their relative forms; tinted inside when `filled`.
    Path {
        /// The path data, as the window's emblem writes it.
        d: &'static str,
        /// Tinted inside.
        filled: bool,
    },
}

/// A game's face on paper.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct GameFace {
    /// The game's id (`Game::ID`).
    pub game: &'static str,
    /// The accent, RGB: the window's `accent.light`.
    pub accent: [u8; 3],
    /// The emblem's shapes, drawn as strokes.
    pub emblem: &'static [Shape],
}

/// The side of the emblem's grid.
pub const EMBLEM_GRID: f32 = 24.0;
/// The emblem's stroke width on its grid.
pub const EMBLEM_STROKE: f32 = 1.8;
/// How strongly a filled shape is tinted with the accent (the window's `fill-opacity`).
pub const EMBLEM_TINT: f32 = 0.25;

/// Every game's face.
pub const GAMES: [GameFace; 4] = [
    GameFace {
        game: "runewars",
        accent: [0xa3, 0x26, 0x2a],
        emblem: &[
            Shape::Circle {
                cx: 12.0,
                cy: 12.0,
                r: 9.5,
                filled: false,
            },
            Shape::Path {
                d: "M12 6.5v11M12 11 8.5 7.5M12 11l3.5-3.5M9.5 17.5h5",
                filled: false,
            },
        ],
    },
    GameFace {
        game: "diskwars",
        accent: [0x1d, 0x6b, 0x58],
        emblem: &[
            Shape::Circle {
                cx: 12.0,
                cy: 12.0,
                r: 9.5,
                filled: false,
            },
            Shape::Circle {
                cx: 12.0,
                cy: 12.0,
                r: 5.0,
                filled: true,
            },
            Shape::Path {
                d: "M12 2.5v4",
                filled: false,
            },
        ],
    },
    GameFace {
        game: "sigmar",
        accent: [0x85, 0x56, 0x00],
        emblem: &[
            Shape::Circle {
                cx: 15.5,
                cy: 8.5,
                r: 4.0,
                filled: true,
            },
            Shape::Path {
                d: "M12.7 11.3 3.5 20.5M11.6 8.2 4 13M15.8 12.4 11 20",
                filled: false,
            },
        ],
    },
    GameFace {
        game: "underworlds",
        accent: [0x6a, 0x3d, 0x9e],
        emblem: &[
            Shape::Path {
                d: "M12 2.5 20.2 7.25v9.5L12 21.5 3.8 16.75v-9.5Z",
                filled: false,
            },
            Shape::Path {
                d: "M12 8.5l3 1.75v3.5L12 15.5l-3-1.75v-3.5Z",
                filled: true,
            },
        ],
    },
];

/// Each Age of Sigmar grand alliance's colour, by the keyword the data writes: the window's
/// `ALLIANCE_ACCENTS` light variants.
pub const ALLIANCES: [(&str, [u8; 3]); 4] = [
    ("ORDER", [0x1f, 0x5f, 0xa8]),
    ("CHAOS", [0xa0, 0x23, 0x42]),
    ("DEATH", [0x3f, 0x64, 0x70]),
    ("DESTRUCTION", [0x3d, 0x6b, 0x1a]),
];

/// The face of the game `id`; `None` for a game paper knows no face of (it prints plain).
pub fn game_face(id: &str) -> Option<&'static GameFace> {
    GAMES.iter().find(|g| g.game == id)
}

/// The colour of a faction group (a grand alliance keyword); `None` for any other.
pub fn group_accent(keyword: &str) -> Option<[u8; 3]> {
    ALLIANCES
        .iter()
        .find(|(k, _)| *k == keyword)
        .map(|(_, c)| *c)
}

/// `color` mixed with white: `amount` of the colour, the rest paper.
pub fn tint(color: [u8; 3], amount: f32) -> [u8; 3] {
    color.map(|c| (255.0 - (255.0 - f32::from(c)) * amount).round() as u8)
}

/// A path's subpaths as points on the grid, each with whether it is closed: what the
/// emblems use of SVG's path syntax (M, L, H, V, Z and m, l, h, v; coordinates after a
/// move are lines). `None` for anything else, so that a new command is never drawn wrong.
pub fn subpaths(d: &str) -> Option<Vec<(Vec<[f32; 2]>, bool)>> {
    let mut out: Vec<(Vec<[f32; 2]>, bool)> = Vec::new();
    let mut tokens = Tokens { rest: d };
    let mut pen = [0.0f32, 0.0];
    let mut start = pen;
    let mut command = None;
    while let Some(next) = tokens.peek() {
        let c = if next.is_ascii_alphabetic() {
            tokens.rest = &tokens.rest[1..];
            if next == 'Z' || next == 'z' {
                let (_, closed) = out.last_mut()?;
                *closed = true;
                pen = start;
                command = None;
                continue;
            }
            command = Some(next);
            next
        } else {
            // A number with no command before it repeats the last one.
            command?
        };
        let relative = c.is_ascii_lowercase();
        let base = if relative { pen } else { [0.0, 0.0] };
        match c.to_ascii_uppercase() {
            'M' => {
                let (x, y) = (tokens.number()?, tokens.number()?);
                pen = [base[0] + x, base[1] + y];
                start = pen;
                out.push((vec![pen], false));
                // Coordinates after a move draw lines (SVG's implicit lineto).
                command = Some(if relative { 'l' } else { 'L' });
            }
            'L' => {
                let (x, y) = (tokens.number()?, tokens.number()?);
                pen = [base[0] + x, base[1] + y];
                out.last_mut()?.0.push(pen);
            }
            'H' => {
                pen[0] = base[0] + tokens.number()?;
                out.last_mut()?.0.push(pen);
            }
            'V' => {
                pen[1] = base[1] + tokens.number()?;
                out.last_mut()?.0.push(pen);
            }
            _ => return None,
        }
    }
    Some(out)
}

struct Tokens<'a> {
    rest: &'a str,
}

impl Tokens<'_> {
    /// The next token's first character, separators skipped.
    fn peek(&mut self) -> Option<char> {
        self.rest = self
            .rest
            .trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        self.rest.chars().next()
    }

    /// A number: an optional sign, digits and at most one point (`-3.5`, `.5`).
    fn number(&mut self) -> Option<f32> {
        self.peek()?;
        let mut end = 0;
        let mut point = false;
        for (i, c) in self.rest.char_indices() {
            let ok = c.is_ascii_digit() || (c == '-' && i == 0) || (c == '.' && !point);
            if !ok {
                break;
            }
            point |= c == '.';
            end = i + 1;
        }
        let number = self.rest[..end].parse().ok()?;
        self.rest = &self.rest[end..];
        Some(number)
    }
}
