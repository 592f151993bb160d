//! Checking challenges: each names knobs and resources that exist, asks
//! only for values a run can have, and sets a goal with at least one part.
//! A goal that no run could meet for such reasons is refused here, at the
//! field it is in, rather than left for the reader to find unsolvable.

use super::checks::{blank, quoted};
use crate::authored::Authored;
use crate::challenge::goal::{
    Bounds, Challenge, Count, Extreme, Goal, ValueGoal, MAX_EXTREME_STEPS,
};
use crate::engine::RunVerdict;
use crate::error::Error;
use crate::ids::{ItemId, ResourceId};
use crate::items::Items;
use crate::knob::{Knob, KnobKind, KnobValue};
use crate::problems::takes::all;
use crate::spec::{
    BoundsSpec, ChallengeSpec, GoalKnobSpec, GoalSpec, InitialValue, ScenarioFile, VerdictSpec,
};
use crate::words::say;
use crate::world::{Value, World};

/// Checks the file's challenges against its compiled world and knobs, each
/// on its own, keeping every problem.
pub(crate) fn challenges(
    file: &ScenarioFile,
    world: &World,
    knobs: &[Knob],
) -> Result<Vec<Challenge>, Vec<Error>> {
    let mut done: Vec<Challenge> = Vec::with_capacity(file.challenges.len());
    let mut errors = Vec::new();
    for (c, spec) in file.challenges.iter().enumerate() {
        match challenge(spec, &format!("challenges[{c}]"), world, knobs, &done) {
            Ok(challenge) => done.push(challenge),
            Err(e) => errors.push(e),
        }
    }
    if errors.is_empty() {
        Ok(done)
    } else {
        Err(errors)
    }
}

fn challenge(
    spec: &ChallengeSpec,
    path: &str,
    world: &World,
    knobs: &[Knob],
    before: &[Challenge],
) -> Result<Challenge, Error> {
    check_id(&spec.id, &format!("{path}.id"))?;
    if before.iter().any(|other| other.id == spec.id) {
        return Err(Error::invalid(
            format!("{path}.id"),
            say!(
                "problem-name-taken",
                what = "challenge",
                name = quoted(&spec.id)
            ),
        ));
    }
    if spec.task.trim().is_empty() {
        return Err(blank(&format!("{path}.task")));
    }
    let moves = moves(spec, knobs, path)?;
    let goal = goal(&spec.goal, world, knobs, &moves, &format!("{path}.goal"))?;
    Ok(Challenge {
        id: spec.id.clone(),
        task: Authored::new(&spec.task),
        moves,
        goal,
    })
}

fn check_id(id: &str, path: &str) -> Result<(), Error> {
    let fits = |b: u8| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-';
    if id.is_empty() || !id.bytes().all(fits) {
        return Err(Error::invalid(
            path,
            say!("problem-challenge-id", id = quoted(id)),
        ));
    }
    Ok(())
}

fn find_knob(knobs: &[Knob], id: &str, path: &str) -> Result<usize, Error> {
    knobs.iter().position(|k| k.id == id).ok_or_else(|| {
        let known: Vec<&str> = knobs.iter().map(|k| k.id.as_str()).collect();
        if known.is_empty() {
            Error::invalid(path, say!("problem-no-knobs", id = quoted(id)))
        } else {
            Error::invalid(
                path,
                say!(
                    "problem-no-knob",
                    id = quoted(id),
                    known = all(&known, quoted)
                ),
            )
        }
    })
}

fn moves(spec: &ChallengeSpec, knobs: &[Knob], path: &str) -> Result<Vec<usize>, Error> {
    if spec.moves.is_empty() {
        return Err(Error::invalid(
            format!("{path}.moves"),
            say!("problem-moves-empty"),
        ));
    }
    let mut moves = Vec::with_capacity(spec.moves.len());
    for (m, id) in spec.moves.iter().enumerate() {
        let at = format!("{path}.moves[{m}]");
        let k = find_knob(knobs, id, &at)?;
        if moves.contains(&k) {
            return Err(Error::invalid(
                at,
                say!("problem-move-twice", id = quoted(id)),
            ));
        }
        moves.push(k);
    }
    Ok(moves)
}

fn goal(
    spec: &GoalSpec,
    world: &World,
    knobs: &[Knob],
    moves: &[usize],
    path: &str,
) -> Result<Goal, Error> {
    let mut goal = Goal::default();
    if let Some(verdicts) = &spec.verdict {
        if verdicts.is_empty() {
            return Err(Error::invalid(
                format!("{path}.verdict"),
                say!("problem-verdicts-empty"),
            ));
        }
        goal.verdicts = verdicts.iter().map(|&v| verdict(v)).collect();
        if let Some(safe) = spec.safe {
            if goal.verdicts.iter().all(|v| v.is_safe() != safe) {
                return Err(Error::invalid(
                    format!("{path}.safe"),
                    say!("problem-safe-contradicts"),
                ));
            }
        }
    }
    goal.safe = spec.safe;
    for (id, want) in &spec.knobs {
        let at = crate::spec::join_key(&format!("{path}.knobs"), id);
        let k = find_knob(knobs, id, &at)?;
        let want = knob_value(&knobs[k], *want, &at)?;
        if !moves.contains(&k) && want != knobs[k].default_value() {
            return Err(Error::invalid(
                at,
                say!(
                    "problem-goal-knob-fixed",
                    id = quoted(id),
                    default = knobs[k].show(knobs[k].default_value())
                ),
            ));
        }
        goal.knobs.push((k, want));
    }
    for (name, want) in &spec.values {
        let at = crate::spec::join_key(&format!("{path}.values"), name);
        let Some(r) = world.resources.iter().position(|r| r.name == *name) else {
            let known: Vec<&str> = world.resources.iter().map(|r| r.name.as_str()).collect();
            return Err(Error::invalid(
                at,
                say!(
                    "problem-no-resource",
                    name = quoted(name),
                    known = all(&known, quoted)
                ),
            ));
        };
        if want.final_value.is_none() && want.as_expected.is_none() {
            return Err(Error::invalid(at, say!("problem-value-goal-empty")));
        }
        let resource = ResourceId(r as u16);
        let final_value = match &want.final_value {
            None => None,
            Some(value) => Some(goal_value(world, resource, value, &format!("{at}.final"))?),
        };
        goal.values.push(ValueGoal {
            resource,
            final_value,
            as_expected: want.as_expected,
        });
    }
    for (count, name, bounds) in counts(spec) {
        let Some(bounds) = bounds else { continue };
        goal.counts
            .push((count, check_bounds(bounds, &format!("{path}.{name}"))?));
    }
    let extreme = match (&spec.longest, &spec.shortest) {
        (Some(_), Some(_)) => {
            return Err(Error::invalid(
                format!("{path}.shortest"),
                say!("problem-longest-and-shortest"),
            ))
        }
        (Some(id), None) => Some((id, Extreme::Longest, "longest")),
        (None, Some(id)) => Some((id, Extreme::Shortest, "shortest")),
        (None, None) => None,
    };
    if let Some((id, extreme, field)) = extreme {
        let at = format!("{path}.{field}");
        let k = find_knob(knobs, id, &at)?;
        if let KnobKind::Toggle { .. } = knobs[k].kind {
            return Err(Error::invalid(
                at,
                say!("problem-extreme-switch", id = quoted(id), field = field),
            ));
        }
        if !moves.contains(&k) {
            return Err(Error::invalid(
                at,
                say!("problem-extreme-fixed", id = quoted(id)),
            ));
        }
        let steps = crate::challenge::goal::step_count(knobs[k].kind);
        if steps > MAX_EXTREME_STEPS {
            return Err(Error::invalid(
                at,
                say!(
                    "problem-extreme-steps",
                    id = quoted(id),
                    steps = steps,
                    field = field,
                    most = MAX_EXTREME_STEPS
                ),
            ));
        }
        goal.extreme = Some((k, extreme));
    }
    let empty = goal.verdicts.is_empty()
        && goal.safe.is_none()
        && goal.knobs.is_empty()
        && goal.values.is_empty()
        && goal.counts.is_empty()
        && goal.extreme.is_none();
    if empty {
        return Err(Error::invalid(path, say!("problem-goal-empty")));
    }
    Ok(goal)
}

fn verdict(spec: VerdictSpec) -> RunVerdict {
    match spec {
        VerdictSpec::Safe => RunVerdict::Safe,
        VerdictSpec::Refused => RunVerdict::Refused,
        VerdictSpec::Duplicate => RunVerdict::Duplicate,
        VerdictSpec::Stuck => RunVerdict::Stuck,
        VerdictSpec::HalfDone => RunVerdict::HalfDone,
        VerdictSpec::Escaped => RunVerdict::Escaped,
        VerdictSpec::Lost => RunVerdict::Lost,
    }
}

/// The goal's counts, with their field names, in the order they are checked.
fn counts(spec: &GoalSpec) -> [(Count, &'static str, Option<BoundsSpec>); 10] {
    [
        (Count::StaleAccepted, "stale_accepted", spec.stale_accepted),
        (Count::StaleRefused, "stale_refused", spec.stale_refused),
        (Count::LateAccepted, "late_accepted", spec.late_accepted),
        (Count::Accepted, "accepted", spec.accepted),
        (Count::Refused, "refused", spec.refused),
        (Count::HolderRefused, "holder_refused", spec.holder_refused),
        (Count::Partial, "partial", spec.partial),
        (Count::Effects, "effects", spec.effects),
        (Count::LateEffects, "late_effects", spec.late_effects),
        (Count::Overlaps, "overlaps", spec.overlaps),
    ]
}

fn check_bounds(spec: BoundsSpec, path: &str) -> Result<Bounds, Error> {
    match (spec.at_least, spec.at_most) {
        (None, None) => Err(Error::invalid(path, say!("problem-bounds-empty"))),
        (Some(low), Some(high)) if low > high => Err(Error::invalid(
            path,
            say!(
                "problem-bounds-crossed",
                low = low.to_string(),
                high = high.to_string()
            ),
        )),
        (at_least, at_most) => Ok(Bounds { at_least, at_most }),
    }
}

/// A knob value the goal asks for, checked against the knob's kind, range and steps.
fn knob_value(knob: &Knob, want: GoalKnobSpec, path: &str) -> Result<KnobValue, Error> {
    let id = &knob.id;
    match (knob.kind, want) {
        (KnobKind::Toggle { .. }, GoalKnobSpec::Toggle(on)) => Ok(KnobValue::Toggle(on)),
        (KnobKind::Toggle { .. }, GoalKnobSpec::Range(_)) => Err(Error::invalid(
            path,
            say!("problem-goal-knob-switch", id = quoted(id)),
        )),
        (KnobKind::Range { .. }, GoalKnobSpec::Toggle(_)) => Err(Error::invalid(
            path,
            say!("problem-goal-knob-slider", id = quoted(id)),
        )),
        (KnobKind::Range { min, max, step, .. }, GoalKnobSpec::Range(n)) => {
            if !(min..=max).contains(&n) {
                return Err(Error::invalid(
                    path,
                    say!(
                        "problem-goal-knob-outside",
                        value = n.to_string(),
                        id = quoted(id),
                        min = min.to_string(),
                        max = max.to_string()
                    ),
                ));
            }
            if !crate::challenge::goal::on_step(knob.kind, n) {
                return Err(Error::invalid(
                    path,
                    say!(
                        "problem-goal-knob-off-step",
                        value = n.to_string(),
                        id = quoted(id),
                        min = min.to_string(),
                        step = step.to_string()
                    ),
                ));
            }
            Ok(KnobValue::Range(n))
        }
    }
}

/// A final value the goal asks for, of the resource's kind, with list
/// items some run could write.
fn goal_value(
    world: &World,
    resource: ResourceId,
    value: &InitialValue,
    path: &str,
) -> Result<Value, Error> {
    let name = world.resource_name(resource);
    match (&world.resources[resource.index()].initial, value) {
        (Value::Number(_), InitialValue::Number(n)) => Ok(Value::Number(*n)),
        (Value::List(_), InitialValue::List(texts)) => {
            let mut items = Items::default();
            for (i, text) in texts.iter().enumerate() {
                let Some(id) = world.items.iter().position(|item| item.english() == text) else {
                    return Err(Error::invalid(
                        format!("{path}[{i}]"),
                        say!(
                            "problem-goal-item-unwritten",
                            item = quoted(text),
                            resource = quoted(name)
                        ),
                    ));
                };
                items.push(ItemId(id as u16));
            }
            Ok(Value::List(items))
        }
        (Value::Number(_), InitialValue::List(_)) => Err(Error::invalid(
            path,
            say!("problem-goal-wants-list", resource = quoted(name)),
        )),
        (Value::List(_), InitialValue::Number(_)) => Err(Error::invalid(
            path,
            say!("problem-goal-wants-number", resource = quoted(name)),
        )),
    }
}
