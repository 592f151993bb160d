//! Taking a client, a step or a knob out of a file without leaving
//! anything pointing at what is gone: knobs name values by their place in
//! the lists, challenges name knobs, and translations name both.

use serde_json::Value;

use super::pointer::list;
use crate::words::say;

/// Takes client `c` out, with the network's links and cuts of it, and
/// moves every knob's pointer into a later client one place up.
pub(crate) fn remove_client(root: &mut Value, c: usize) -> Result<(), String> {
    let clients = list(root, "/clients").ok_or_else(|| say!("edit-no-part"))?;
    if c >= clients.len() {
        return Err(say!("edit-no-part"));
    }
    let name = clients.remove(c)["name"].clone();
    for kind in ["links", "partitions"] {
        if let Some(links) = list(root, &format!("/network/{kind}")) {
            links.retain(|link| link["client"] != name);
        }
    }
    renumber(root, |pointer| shifted(pointer, "/clients/", c))
}

/// Takes step `s` out of client `c`'s plan, and moves every knob's
/// pointer into a later step one place up.
pub(crate) fn remove_step(root: &mut Value, c: usize, s: usize) -> Result<(), String> {
    let plan = list(root, &format!("/clients/{c}/plan")).ok_or_else(|| say!("edit-no-part"))?;
    if s >= plan.len() {
        return Err(say!("edit-no-part"));
    }
    plan.remove(s);
    renumber(root, |pointer| {
        shifted(pointer, &format!("/clients/{c}/plan/"), s)
    })
}

/// Takes `pointer` out of every knob that sets it.
pub(crate) fn forget_pointer(root: &mut Value, pointer: &str) {
    // Renumbering can only fail on a file with no knobs to renumber.
    let _ = renumber(root, |p| (p != pointer).then(|| p.to_owned()));
}

/// `pointer` after element `gone` of the list at `list` is taken out:
/// the same if it is not in that list, `None` if it was in the element,
/// one index lower if after it.
fn shifted(pointer: &str, list: &str, gone: usize) -> Option<String> {
    let Some(rest) = pointer.strip_prefix(list) else {
        return Some(pointer.to_owned());
    };
    let (index, tail) = rest.split_once('/').unwrap_or((rest, ""));
    let Ok(index) = index.parse::<usize>() else {
        return Some(pointer.to_owned());
    };
    let slash = if tail.is_empty() { "" } else { "/" };
    match index.cmp(&gone) {
        std::cmp::Ordering::Less => Some(pointer.to_owned()),
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Greater => Some(format!("{list}{}{slash}{tail}", index - 1)),
    }
}

/// Rewrites every knob's pointers with `map`, which drops a pointer by
/// giving `None`; a knob left with none is withdrawn.
fn renumber(root: &mut Value, map: impl Fn(&str) -> Option<String>) -> Result<(), String> {
    let mut emptied = Vec::new();
    for knob in list(root, "/knobs").into_iter().flatten() {
        for key in ["/sets", "/sets_opposite"] {
            if let Some(pointers) = list(knob, key) {
                *pointers = pointers
                    .iter()
                    .filter_map(|p| map(p.as_str()?))
                    .map(Value::from)
                    .collect();
            }
        }
        let empty = |key: &str| knob[key].as_array().is_none_or(Vec::is_empty);
        if empty("sets") && empty("sets_opposite") {
            emptied.extend(knob["id"].as_str().map(str::to_owned));
        }
    }
    for id in emptied {
        withdraw(root, &id)?;
    }
    Ok(())
}

/// Takes knob `id` away from the reader, out of every challenge's moves
/// and goal, and out of the translations. A challenge left with no move,
/// or whose goal was about this knob, goes too: it asked for something
/// the reader can no longer do.
pub(crate) fn withdraw(root: &mut Value, id: &str) -> Result<(), String> {
    let knobs = list(root, "/knobs").ok_or_else(|| say!("edit-no-knob", id = id))?;
    let before = knobs.len();
    knobs.retain(|k| k["id"] != id);
    if knobs.len() == before {
        return Err(say!("edit-no-knob", id = id));
    }
    let mut gone = Vec::new();
    if let Some(challenges) = list(root, "/challenges") {
        challenges.retain_mut(|challenge| {
            let keeps = keeps_challenge(challenge, id);
            if !keeps {
                gone.extend(challenge["id"].as_str().map(str::to_owned));
            }
            keeps
        });
    }
    let translations = root.get_mut("translations").and_then(Value::as_object_mut);
    for texts in translations.into_iter().flat_map(|t| t.values_mut()) {
        if let Some(knobs) = texts.get_mut("knobs").and_then(Value::as_object_mut) {
            knobs.shift_remove(id);
        }
        if let Some(challenges) = texts.get_mut("challenges").and_then(Value::as_object_mut) {
            challenges.retain(|cid, _| !gone.contains(cid));
        }
    }
    Ok(())
}

/// Takes knob `id` out of `challenge`, and says whether what is left
/// still asks something of the reader.
fn keeps_challenge(challenge: &mut Value, id: &str) -> bool {
    if let Some(moves) = list(challenge, "/moves") {
        moves.retain(|m| m != id);
        if moves.is_empty() {
            return false;
        }
    }
    let Some(goal) = challenge.get_mut("goal") else {
        return true;
    };
    if ["longest", "shortest"].iter().any(|k| goal[*k] == id) {
        return false;
    }
    if let Some(knobs) = goal.get_mut("knobs").and_then(Value::as_object_mut) {
        knobs.shift_remove(id);
        if knobs.is_empty() {
            if let Some(goal) = goal.as_object_mut() {
                goal.remove("knobs");
            }
        }
    }
    goal.as_object().is_some_and(|g| !g.is_empty())
}

#[cfg(test)]
mod tests {
    use super::shifted;

    #[test]
    fn a_pointer_past_the_removed_element_moves_up_and_one_into_it_goes() {
        let list = "/clients/0/plan/";
        assert_eq!(
            shifted("/clients/0/plan/3/for_ms", list, 2).as_deref(),
            Some("/clients/0/plan/2/for_ms")
        );
        assert_eq!(shifted("/clients/0/plan/2/for_ms", list, 2), None);
        assert_eq!(
            shifted("/clients/0/plan/1/at_ms", list, 2).as_deref(),
            Some("/clients/0/plan/1/at_ms")
        );
        assert_eq!(
            shifted("/clients/1/plan/3/at_ms", list, 2).as_deref(),
            Some("/clients/1/plan/3/at_ms")
        );
        assert_eq!(
            shifted("/clients/12/name", "/clients/", 1).as_deref(),
            Some("/clients/11/name")
        );
        assert_eq!(
            shifted("/resources/0/fencing", "/clients/", 0).as_deref(),
            Some("/resources/0/fencing")
        );
    }
}
