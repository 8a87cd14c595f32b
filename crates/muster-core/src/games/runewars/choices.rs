//! What a player may pick next: the upgrades a unit of a list can take without breaking a
//! rule. Answered by the validator itself, so the builder can never offer a card the rules
//! then refuse.

use super::catalog::{Catalog, UpgradeCard};
use super::list::RuneWarsList;
use super::options::Options;
use super::validate::validate_list;
use crate::diagnostic::Severity;
use crate::lang::Lang;

/// The upgrades unit `index` of `list` can take as one more card: those whose addition
/// brings no error at the new card's place (slots, unit type, faction icon, card
/// restrictions, unique names). Points are not considered: going over the limit is the
/// player's choice and is reported on the list. Empty when `index` is not a unit of the
/// list.
pub fn eligible_upgrades<'c>(
    list: &RuneWarsList,
    index: usize,
    catalog: &'c Catalog,
    options: &Options,
) -> Vec<&'c UpgradeCard> {
    let Some(entry) = list.units.get(index) else {
        return Vec::new();
    };
    let path = format!("/units/{index}/upgrades/{}", entry.upgrades.len());
    let mut trial = list.clone();
    catalog
        .upgrades()
        .iter()
        .filter(|upgrade| {
            trial.units[index].upgrades.push(upgrade.id.clone());
            let report = validate_list(&trial, catalog, options, Lang::En);
            trial.units[index].upgrades.pop();
            !report
                .diagnostics
                .iter()
                .any(|d| d.severity == Severity::Error && d.path == path)
        })
        .collect()
}
