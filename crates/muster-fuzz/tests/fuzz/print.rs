//! Printing: every list that reads is laid out and printed within budget, as the app's
//! preview and PDF are made (`Muster::list_print_preview`, `Muster::list_pdf`).

use crate::common::{lang_of, list_seeds, muster, Target};
use crate::ensure;
use muster_core::parse_list;
use muster_fuzz::seeds::Scratch;
use muster_service::printing::PrintRequest;
use muster_service::{Lang, Paper};

#[test]
fn print() {
    let scratch = Scratch::new("print");
    let muster = muster(&scratch);
    let seeds = list_seeds();
    let request = |lang: Lang, sheet: bool| PrintRequest {
        lang,
        paper: if sheet { Paper::Letter } else { Paper::A4 },
        player: Some("Fuzz \u{202e}player".to_owned()),
        date: "2026-11-27".to_owned(),
        play_sheet: sheet,
    };
    for seed in &seeds {
        let _ = muster.list_print_preview(&seed.text(), &request(Lang::En, false));
    }
    Target::new("print", seeds).run(|input| {
        let text = input.text();
        let request = request(lang_of(input), input.bytes.len().is_multiple_of(3));
        let Ok(_) = parse_list(&text) else {
            ensure!(
                muster.list_pdf(&text, &request).is_err(),
                "a document parse_list refuses was printed"
            );
            return Ok(());
        };
        let layout = muster
            .list_print_preview(&text, &request)
            .map_err(|e| format!("a list that reads is not laid out: {e}"))?;
        let pdf = muster
            .list_pdf(&text, &request)
            .map_err(|e| format!("a list that reads is not printed: {e}"))?;
        ensure!(pdf.starts_with(b"%PDF-"), "the PDF does not start as one");
        ensure!(!layout.pages.is_empty(), "a layout without pages");
        Ok(())
    });
}
