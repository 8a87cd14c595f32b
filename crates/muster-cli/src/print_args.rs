//! The print options `muster print` and `muster check --print` share, and the one way they
//! become the service's [`PrintRequest`].

use clap::ValueEnum;
use muster_service::printing::PrintRequest;
use muster_service::terminal::timestamp;
use muster_service::{Lang, Paper};

/// Paper, date and the table page. `check` words their help for its one PDF of many lists
/// (`mut_arg` on its arguments); the options themselves are these.
#[derive(clap::Args, Clone, Debug, Default)]
pub(crate) struct PrintArgs {
    /// Paper size.
    #[arg(long, value_enum, default_value_t)]
    paper: PaperArg,
    /// The date printed in the header (default: today, UTC, as YYYY-MM-DD).
    #[arg(long, value_name = "DATE")]
    date: Option<String>,
    /// Leave out the table page (key numbers and tracking boxes for play on paper).
    #[arg(long)]
    no_table_page: bool,
}

impl PrintArgs {
    /// The service's print options in `lang`, with the player's name for the header.
    pub(crate) fn request(&self, lang: Lang, player: Option<String>) -> PrintRequest {
        PrintRequest {
            lang,
            paper: self.paper.into(),
            player,
            date: self
                .date
                .clone()
                .unwrap_or_else(|| timestamp(now_ms())[..10].to_owned()),
            play_sheet: !self.no_table_page,
        }
    }
}

/// Paper argument (a clap wrapper around [`Paper`]).
#[derive(Clone, Copy, Debug, Default, ValueEnum)]
enum PaperArg {
    /// ISO A4.
    #[default]
    A4,
    /// US Letter.
    Letter,
}

impl From<PaperArg> for Paper {
    fn from(paper: PaperArg) -> Self {
        match paper {
            PaperArg::A4 => Paper::A4,
            PaperArg::Letter => Paper::Letter,
        }
    }
}

/// Now, in milliseconds since 1970 (0 on a clock set before it).
fn now_ms() -> i64 {
    match std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH) {
        Ok(d) => d.as_millis() as i64,
        Err(_) => 0,
    }
}
