//! Evaluates BattleScribe modifiers and their conditions for one unit in one configuration,
//! in a roster that holds that unit only (no hero, no other unit).
//!
//! - `instanceOf` / `notInstanceOf` ask whether the unit is the entry `childId` or has the
//!   category `childId` (whatever the scope: BSData uses `ancestor` and `parent` alike).
//! - Count conditions (`equalTo`, `atLeast`, …) count selections of `childId`: 1 for the
//!   selected configuration; 1 for the unit itself or its categories at `roster`/`force`
//!   scope; 0 for everything else. So "a hero is in the army" (`atLeast 1`) is false and "no
//!   hero is in the army" (`equalTo 0`) is true.
//! - Direct `<conditions>` of a modifier must all hold, as must every `<conditionGroup>`
//!   (`and`: all of its members, `or`: any).
//! - Conditions at `roster` or `force` scope about other entries are hero interactions; the
//!   evaluator records them so the importer can report them.

use super::index::Data;
use crate::error::ImportError;
use crate::xml::{attr, elems, nested, Node};

/// What the conditions are asked about.
pub(crate) struct Subject<'s> {
    /// The unit's BSData entry id.
    pub unit: &'s str,
    /// The unit's category ids.
    pub categories: &'s [&'s str],
    /// The selected configuration's entry id, if any.
    pub config: Option<&'s str>,
}

/// The evaluator for one subject.
pub(crate) struct Eval<'a, 'd, 't> {
    data: &'a Data<'d, 't>,
    subject: Subject<'a>,
    /// Roster/force-scope conditions seen.
    pub hero_refs: Vec<(Node<'d, 't>, &'d str)>,
}

fn number(data: &Data<'_, '_>, node: Node<'_, '_>, name: &str) -> Result<f64, ImportError> {
    let text = attr(node, name);
    text.trim()
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
        .ok_or_else(|| data.error(node, format!("attribute {name}='{text}' is not a number")))
}

impl<'a, 'd, 't> Eval<'a, 'd, 't> {
    /// An evaluator for `subject`.
    pub fn new(data: &'a Data<'d, 't>, subject: Subject<'a>) -> Self {
        Eval {
            data,
            subject,
            hero_refs: Vec::new(),
        }
    }

    fn is_self(&self, id: &str) -> bool {
        id == self.subject.unit || self.subject.categories.contains(&id)
    }

    fn count(&mut self, c: Node<'d, 't>) -> f64 {
        let field = c.attribute("field").unwrap_or("selections");
        let child = attr(c, "childId");
        let roster = matches!(attr(c, "scope"), "roster" | "force");
        if roster && !self.is_self(child) && Some(child) != self.subject.config {
            self.hero_refs.push((c, child));
        }
        if field != "selections" {
            return 0.0;
        }
        if Some(child) == self.subject.config || (roster && self.is_self(child)) {
            1.0
        } else {
            0.0
        }
    }

    fn condition(&mut self, c: Node<'d, 't>) -> Result<bool, ImportError> {
        let kind = attr(c, "type");
        match kind {
            "instanceOf" | "notInstanceOf" => {
                let is = self.is_self(attr(c, "childId"));
                Ok(is == (kind == "instanceOf"))
            }
            "equalTo" | "notEqualTo" | "atLeast" | "atMost" | "greaterThan" | "lessThan" => {
                let value = number(self.data, c, "value")?;
                let n = self.count(c);
                Ok(match kind {
                    "equalTo" => n == value,
                    "notEqualTo" => n != value,
                    "atLeast" => n >= value,
                    "atMost" => n <= value,
                    "greaterThan" => n > value,
                    _ => n < value,
                })
            }
            other => Err(self
                .data
                .error(c, format!("unsupported condition type '{other}'"))),
        }
    }

    fn group(&mut self, g: Node<'d, 't>) -> Result<bool, ImportError> {
        let mut results = Vec::new();
        for c in nested(g, "conditions", "condition") {
            results.push(self.condition(c)?);
        }
        for sub in nested(g, "conditionGroups", "conditionGroup") {
            results.push(self.group(sub)?);
        }
        match attr(g, "type") {
            "or" => Ok(results.iter().any(|r| *r)),
            "and" | "" => Ok(results.iter().all(|r| *r)),
            other => Err(self
                .data
                .error(g, format!("unsupported condition group type '{other}'"))),
        }
    }

    /// True when the modifier's conditions hold. Every condition is evaluated, so the
    /// hero interactions seen do not depend on evaluation order.
    pub fn fires(&mut self, m: Node<'d, 't>) -> Result<bool, ImportError> {
        let mut all = true;
        for c in nested(m, "conditions", "condition") {
            all &= self.condition(c)?;
        }
        for g in nested(m, "conditionGroups", "conditionGroup") {
            all &= self.group(g)?;
        }
        Ok(all)
    }

    /// How many times a modifier applies: 1, or the repeat count when it has `<repeats>`.
    fn times(&mut self, m: Node<'d, 't>) -> Result<f64, ImportError> {
        let mut repeats = nested(m, "repeats", "repeat").peekable();
        if repeats.peek().is_none() {
            return Ok(1.0);
        }
        let mut times = 0.0;
        for r in repeats {
            let per = number(self.data, r, "value")?;
            let n = self.count(r);
            let each = r
                .attribute("repeats")
                .map_or(Ok(1.0), |_| number(self.data, r, "repeats"))?;
            if per > 0.0 {
                times += (n / per).floor() * each;
            }
        }
        Ok(times)
    }

    /// The `hidden` state after the modifiers of `nodes` (in order): it starts true when
    /// any node has `hidden="true"`. Also returns the modifiers that fired but changed
    /// nothing (a `set hidden=false` on something already shown).
    pub fn hidden(
        &mut self,
        nodes: &[Node<'d, 't>],
    ) -> Result<(bool, Vec<Node<'d, 't>>), ImportError> {
        let mut hidden = nodes.iter().any(|n| attr(*n, "hidden") == "true");
        let mut no_ops = Vec::new();
        for node in nodes {
            for m in nested(*node, "modifiers", "modifier") {
                if attr(m, "field") != "hidden" {
                    continue;
                }
                if attr(m, "type") != "set" {
                    return Err(self.data.error(
                        m,
                        format!("unsupported modifier type '{}' on hidden", attr(m, "type")),
                    ));
                }
                let value = match attr(m, "value") {
                    "true" => true,
                    "false" => false,
                    other => {
                        return Err(self
                            .data
                            .error(m, format!("hidden set to '{other}', not true/false")))
                    }
                };
                if self.fires(m)? && self.times(m)? > 0.0 {
                    if hidden == value {
                        no_ops.push(m);
                    }
                    hidden = value;
                }
            }
        }
        Ok((hidden, no_ops))
    }

    /// A number (a constraint value) after the modifiers of `nodes` whose field is
    /// `field` (the constraint id).
    pub fn number(
        &mut self,
        nodes: &[Node<'d, 't>],
        field: &str,
        start: f64,
    ) -> Result<f64, ImportError> {
        let mut value = start;
        for node in nodes {
            for m in nested(*node, "modifiers", "modifier") {
                if attr(m, "field") != field || !self.fires(m)? {
                    continue;
                }
                let times = self.times(m)?;
                if times <= 0.0 {
                    continue;
                }
                let by = number(self.data, m, "value")?;
                match attr(m, "type") {
                    "set" => value = by,
                    "increment" => value += by * times,
                    "decrement" => value -= by * times,
                    other => {
                        return Err(self
                            .data
                            .error(m, format!("unsupported modifier type '{other}'")))
                    }
                }
            }
        }
        Ok(value)
    }
}

/// The `max` constraint at `parent` scope of the first node that has one: its id and value.
pub(crate) fn parent_max<'d>(
    data: &Data<'d, '_>,
    nodes: &[Node<'d, '_>],
) -> Result<Option<(&'d str, f64)>, ImportError> {
    for node in nodes {
        for c in nested(*node, "constraints", "constraint") {
            if attr(c, "type") == "max"
                && attr(c, "scope") == "parent"
                && c.attribute("field").unwrap_or("selections") == "selections"
            {
                return Ok(Some((attr(c, "id"), number(data, c, "value")?)));
            }
        }
    }
    Ok(None)
}

/// True when the entry carries a `max 1` constraint at roster scope (at most one per army).
pub(crate) fn one_per_army(data: &Data<'_, '_>, node: Node<'_, '_>) -> Result<bool, ImportError> {
    for c in nested(node, "constraints", "constraint") {
        if attr(c, "type") == "max"
            && attr(c, "scope") == "roster"
            && c.attribute("field").unwrap_or("selections") == "selections"
            && number(data, c, "value")? == 1.0
        {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The direct `<conditions>` of modifiers under `node` that name two or more different
/// configurations of `configs` at once: all must hold, so they never can.
pub(crate) fn impossible_and<'d, 't>(node: Node<'d, 't>, configs: &[&str]) -> Vec<Node<'d, 't>> {
    let mut found = Vec::new();
    for m in nested(node, "modifiers", "modifier") {
        for block in elems(m, "conditions") {
            let mut named: Vec<&str> = elems(block, "condition")
                .filter(|c| matches!(attr(*c, "type"), "equalTo" | "atLeast"))
                .filter(|c| {
                    attr(*c, "value")
                        .trim()
                        .parse::<f64>()
                        .is_ok_and(|v| v >= 1.0)
                })
                .map(|c| attr(c, "childId"))
                .filter(|id| configs.contains(id))
                .collect();
            named.sort_unstable();
            named.dedup();
            if named.len() > 1 {
                found.push(m);
            }
        }
    }
    found
}
