//! What the tracker needs of a warband's fighters (their number, and each face's Health and
//! Bounty) asked of the players once, instead of refusing the match: the form of one warband
//! (every fighter the data counts, names and values prefilled where known, "Fighter n" where
//! the data names none) and the answers kept as the player's own record of that warband, so
//! the next match asks nothing. The warband screen offers the same form.

use super::records::{catalog_view, UnderworldsCatalogView};
use super::Underworlds;
use crate::error::{AppError, ErrorCode};
use crate::games::record_texts;
use crate::muster::Muster;
use muster_core::games::underworlds::{Face, Fighter, Name, Warband, LEADER};
use muster_core::ids::kebab_id;
use muster_core::{Game, Lang};
use muster_data::Pack;
use muster_data::UserRecordText;
use serde::{Deserialize, Serialize};

/// One fighter's row of the form: what is known, and what the players fill in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "UnderworldsFighterValues"))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct FighterValues {
    /// The fighter's id when the data has the fighter, or null for one it only counts.
    pub id: Option<String>,
    /// Its name (the data's, or what the player typed; blank keeps "Fighter n").
    pub name: String,
    /// Carries the Leader runemark.
    pub leader: bool,
    /// Health on the uninspired face.
    pub health: Option<u8>,
    /// Bounty on the uninspired face.
    pub bounty: Option<u8>,
    /// Health on the inspired face.
    pub inspired_health: Option<u8>,
    /// Bounty on the inspired face.
    pub inspired_bounty: Option<u8>,
}

/// The form of one warband.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "bindings", derive(ts_rs::TS))]
#[cfg_attr(feature = "bindings", ts(rename = "UnderworldsFighterForm"))]
#[serde(rename_all = "camelCase")]
pub struct FighterForm {
    /// The warband's id.
    pub warband: String,
    /// Its name in the reader's language.
    pub name: String,
    /// True when the tracker has all it needs: nothing to ask.
    pub complete: bool,
    /// One row per fighter, in roster order.
    pub fighters: Vec<FighterValues>,
}

/// The name of a fighter the data counts but does not name, in `lang`.
fn placeholder(n: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Fighter {n}"),
        Lang::Es => format!("Guerrero {n}"),
    }
}

/// The form of `warband`: its named fighters first, then one row per fighter the data counts
/// beyond them.
fn form(warband: &Warband, lang: Lang) -> FighterForm {
    let face = |f: &Fighter, inspired: bool| f.face(inspired).cloned().unwrap_or_default();
    let mut fighters: Vec<FighterValues> = warband
        .fighters
        .iter()
        .map(|f| FighterValues {
            id: Some(f.id.clone()),
            name: f.name.get(lang).to_owned(),
            leader: f.is_leader(),
            health: face(f, false).health,
            bounty: face(f, false).bounty,
            inspired_health: face(f, true).health,
            inspired_bounty: face(f, true).bounty,
        })
        .collect();
    let count = if warband.roster_complete {
        fighters.len()
    } else {
        warband.fighter_count.map_or(fighters.len(), usize::from)
    };
    while fighters.len() < count {
        fighters.push(FighterValues {
            id: None,
            name: placeholder(fighters.len() + 1, lang),
            leader: false,
            health: None,
            bounty: None,
            inspired_health: None,
            inspired_bounty: None,
        });
    }
    let complete = warband.roster_complete
        && !fighters.is_empty()
        && fighters.iter().all(|f| {
            f.health.is_some()
                && f.bounty.is_some()
                && f.inspired_health.is_some()
                && f.inspired_bounty.is_some()
        });
    FighterForm {
        warband: warband.id.clone(),
        name: warband.name.get(lang).to_owned(),
        complete,
        fighters,
    }
}

/// `warband` with the form's answers: the roster the form lists, complete, each fighter's
/// known characteristics kept and the answered Health and Bounty set.
fn answered(warband: &Warband, answers: &[FighterValues], lang: Lang) -> Result<Warband, AppError> {
    let expected = form(warband, lang).fighters.len();
    let place = |i: usize, what: &str| {
        AppError::new(
            ErrorCode::RecordInvalid,
            format!("underworlds/warband/{}/fighters/{i}: {what}", warband.id),
        )
    };
    if answers.len() != expected {
        return Err(AppError::args(format!(
            "the form of {} has {expected} fighters, not {}",
            warband.id,
            answers.len()
        )));
    }
    // A roster saved without its one leader would make every list of the warband illegal
    // (V1): the form requires it, preselected where the data knows it.
    if answers.iter().filter(|a| a.leader).count() != 1 {
        return Err(AppError::new(
            ErrorCode::RecordInvalid,
            format!(
                "underworlds/warband/{}/fighters: {}",
                warband.id,
                lang.pick(
                    "choose the warband's leader: the one fighter whose card shows the Leader runemark",
                    "elige el líder de la banda: el único guerrero cuya tarjeta muestra la runa líder",
                )
            ),
        ));
    }
    let mut fighters: Vec<Fighter> = Vec::new();
    for (i, answer) in answers.iter().enumerate() {
        let known = answer
            .id
            .as_deref()
            .and_then(|id| warband.fighters.iter().find(|f| f.id == id));
        let typed = answer.name.trim();
        // A fighter left as "Fighter n" keeps that name in both languages, so a list printed
        // in the other language reads "Guerrero n" as the builder does, not the form's words.
        let (en, es) = (placeholder(i + 1, Lang::En), placeholder(i + 1, Lang::Es));
        let name = if typed.is_empty() || typed == en || typed == es {
            Name { en, es: Some(es) }
        } else {
            Name {
                en: typed.to_owned(),
                es: None,
            }
        };
        let mut id = known.map_or_else(|| kebab_id(&name.en), |f| f.id.clone());
        if id.is_empty() || fighters.iter().any(|f| f.id == id) {
            id = format!("fighter-{}", i + 1);
        }
        for (value, what) in [
            (answer.health, lang.pick("health", "la salud")),
            (
                answer.inspired_health,
                lang.pick("inspired health", "la salud inspirada"),
            ),
        ] {
            match value {
                Some(0) => {
                    let at_least = lang.pick("must be at least 1", "debe ser al menos 1");
                    return Err(place(i, &format!("{what} {at_least}")));
                }
                None => {
                    let needed = lang.pick("is needed", "falta");
                    return Err(place(
                        i,
                        &lang.pick(format!("{what} {needed}"), format!("{needed} {what}")),
                    ));
                }
                Some(_) => {}
            }
        }
        if answer.bounty.is_none() || answer.inspired_bounty.is_none() {
            return Err(place(
                i,
                lang.pick("bounty is needed", "falta la recompensa"),
            ));
        }
        let mut fighter = known.cloned().unwrap_or(Fighter {
            id: id.clone(),
            name: name.clone(),
            runemarks: Vec::new(),
            uninspired: None,
            inspired: None,
            doubts: Vec::new(),
        });
        if known.is_none_or(|f| f.name.get(lang) != name.get(lang)) {
            fighter.name = name;
        }
        fighter.id = id;
        let set = |face: Option<Face>, health, bounty| Face {
            health,
            bounty,
            ..face.unwrap_or_default()
        };
        fighter.uninspired = Some(set(fighter.uninspired.take(), answer.health, answer.bounty));
        fighter.inspired = Some(set(
            fighter.inspired.take(),
            answer.inspired_health,
            answer.inspired_bounty,
        ));
        fighter.runemarks.retain(|r| r != LEADER);
        if answer.leader {
            fighter.runemarks.insert(0, LEADER.to_owned());
        }
        fighters.push(fighter);
    }
    let mut record = warband.clone();
    record.fighters = fighters;
    record.roster_complete = true;
    if !muster_data::user::is_users(&record.source) {
        record.source = format!(
            "{} entered in Muster from the player's own fighter cards; {}",
            muster_core::USER_SOURCE,
            record.source
        );
    }
    Ok(record)
}

/// Refuses answers that would give a list of `warband` an error it has not now: the
/// warband's own checks (V1, V2, V7) on a list of it with no deck, before and after, so saving
/// the form can never turn a legal list illegal.
fn refuse_new_errors(
    before: &muster_core::games::underworlds::Catalog,
    after: &muster_core::games::underworlds::Catalog,
    warband: &str,
    lang: Lang,
) -> Result<(), AppError> {
    use muster_core::games::underworlds::{PlayFormat, UnderworldsList};
    use muster_core::Severity;
    let list = UnderworldsList::new("", PlayFormat::Rivals, warband);
    let errors = |catalog| {
        Underworlds::validate(&list, catalog, &(), lang)
            .diagnostics
            .into_iter()
            .filter(|d| d.severity == Severity::Error)
            .collect::<Vec<_>>()
    };
    // Counted by code, not by words: a fighter renamed in the form changes an error's words
    // but adds no error.
    let old = errors(before);
    let count =
        |all: &[muster_core::Diagnostic], code: &str| all.iter().filter(|d| d.code == code).count();
    let new = errors(after);
    match new
        .iter()
        .find(|d| count(&new, d.code) > count(&old, d.code))
        .map(|d| d.message.clone())
    {
        None => Ok(()),
        Some(new) => Err(AppError::new(
            ErrorCode::RecordInvalid,
            format!(
                "underworlds/warband/{warband}/fighters: {} {new}",
                lang.pick(
                    "these answers would make the warband's lists illegal:",
                    "estas respuestas harían ilegales las listas de la banda:",
                )
            ),
        )),
    }
}

impl Muster {
    /// `underworlds_fighter_form`: what the tracker needs of `warband`'s fighters, known or to
    /// ask.
    pub fn underworlds_fighter_form(
        &self,
        warband: &str,
        lang: Lang,
    ) -> Result<FighterForm, AppError> {
        self.session(|session| {
            let catalog = session.catalog::<Underworlds>()?;
            let warband = catalog
                .warband(warband)
                .ok_or_else(|| AppError::args(format!("no Underworlds warband '{warband}'")))?;
            Ok(form(warband, lang))
        })
    }

    /// `underworlds_save_fighters`: the form's answers kept as the player's own record of the
    /// warband (checked as every record is), so no match asks them again.
    pub fn underworlds_save_fighters(
        &self,
        warband: &str,
        answers: &[FighterValues],
        lang: Lang,
    ) -> Result<UnderworldsCatalogView, AppError> {
        self.session(|session| {
            let catalog = session.catalog::<Underworlds>()?;
            let current = catalog
                .warband(warband)
                .ok_or_else(|| AppError::args(format!("no Underworlds warband '{warband}'")))?;
            let record = answered(current, answers, lang)?;
            let json = serde_json::to_string(&record).expect("a warband serializes");
            let pack = session.pack::<Underworlds>()?;
            let library = session.library()?;
            let stored = library.user_records(Some(Underworlds::ID))?;
            let new = UserRecordText {
                kind: "warband",
                id: &record.id,
                json: &json,
            };
            let checked = Underworlds::check_new_user_record(&pack, &record_texts(&stored), new)
                .map_err(|e| {
                    AppError::new(
                        ErrorCode::RecordInvalid,
                        format!("{}: {}", e.place, e.message),
                    )
                })?;
            refuse_new_errors(&catalog, &checked, warband, lang)?;
            library.put_user_record(Underworlds::ID, "warband", &record.id, &json)?;
            session.forget::<Underworlds>();
            Ok(catalog_view(&checked))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use muster_core::games::underworlds::{Catalog, CatalogParts};
    use serde_json::json;

    /// A one-warband catalogue (made-up values, not real data): its fighters' runemarks and
    /// names as given, each with Health and Bounty and no weapon.
    fn catalog(fighters: &[(&str, &[&str])]) -> Catalog {
        let face = json!({"move": null, "save": null, "health": 3, "bounty": 1, "weapons": []});
        let fighters: Vec<Value> = fighters
            .iter()
            .map(|(name, marks)| {
                json!({"id": kebab_id(name), "name": {"en": name}, "runemarks": marks,
                       "uninspired": face, "inspired": face})
            })
            .collect();
        let warband: Warband = serde_json::from_value(json!({
            "id": "test-band", "name": {"en": "Test Band"}, "source": "test: made up",
            "fighters": fighters
        }))
        .unwrap();
        Catalog::new(CatalogParts {
            warbands: vec![warband],
            ..CatalogParts::default()
        })
        .unwrap()
    }

    use serde_json::Value;

    #[test]
    fn answers_that_add_an_error_are_refused_and_a_renamed_fighter_is_not_one() {
        let before = catalog(&[("One", &[LEADER]), ("Two", &[])]);
        let two_leaders = catalog(&[("One", &[LEADER]), ("Two", &[LEADER])]);
        let err = refuse_new_errors(&before, &two_leaders, "test-band", Lang::En).unwrap_err();
        assert_eq!(err.code, ErrorCode::RecordInvalid);
        assert!(
            err.message.starts_with(
                "underworlds/warband/test-band/fighters: these answers would make the \
                 warband's lists illegal: "
            ),
            "{}",
            err.message
        );
        assert!(err.message.contains("One, Two"), "{}", err.message);
        // An error already there, its fighter renamed, is no new error.
        let renamed = catalog(&[("Uno", &[LEADER]), ("Dos", &[LEADER])]);
        assert!(refuse_new_errors(&two_leaders, &renamed, "test-band", Lang::Es).is_ok());
        assert!(refuse_new_errors(&before, &before, "test-band", Lang::En).is_ok());
    }
}
