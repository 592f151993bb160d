//! Updates in words: each one by whom and when it was made, listed as the
//! language lists things, with how many there are for the sentence that
//! holds them to agree with.

use crate::event::{Event, EventKind};
use crate::text::{list, Tables};
use crate::words::{say, Arg};

/// The arguments `$count` and `$lost` (or the name given) of a sentence
/// that names updates: "C's update at 11.7 s", "B's update at 6.2 s and
/// C's update at 11.7 s". `updates` are event indices of writes.
pub(super) fn updates_args(
    words: Tables<'_>,
    events: &[Event],
    name: &'static str,
    updates: &[usize],
) -> [(&'static str, Arg); 2] {
    let items: Vec<String> = updates
        .iter()
        .filter_map(|&i| match &events[i].kind {
            EventKind::Wrote(w) => Some(say!(
                "explain-update",
                client = words.client(w.client),
                at = events[i].at
            )),
            _ => None,
        })
        .collect();
    [
        ("count", Arg::from(items.len())),
        (name, Arg::from(list(&items))),
    ]
}
