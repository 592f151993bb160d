//! The expected value worked out in plain numbers, next to the results:
//! where a resource started and what each write that counts does to it,
//! in the order they count, so a reader sees "10 + 1 (A) + 5 (B) = 16"
//! rather than a bare 16 they must take on trust.

use crate::event::{EventKind, Standing, Verdict, Wrote};
use crate::ids::{ClientId, ResourceId};
use crate::recorded::nth_write;
use crate::report::Report;
use crate::words::say;
use crate::world::WriteOp;

impl Report {
    /// How `resource`'s expected value comes about, as one sentence:
    /// "Worked out: Storage started at 10, and the writes that count, in
    /// order: 10 + 5 (B) = 15." The writes are the ones the expected value
    /// replays (README, "expected value"): every accepted write but a stale
    /// one, each applied as its operation.
    pub fn working(&self, resource: ResourceId) -> String {
        let world = self.world();
        let start = &world.resources[resource.index()].initial;
        let initial = world.format_value(start);
        // An empty list starts empty, not "at nothing".
        let empty = matches!(start, crate::world::Value::List(items) if items.is_empty());
        let expected = self
            .outcome
            .resources
            .iter()
            .find(|r| r.id == resource)
            .map(|r| world.format_value(&r.expected))
            .unwrap_or_default();
        let counted = self.counted_writes(resource);
        if counted.is_empty() {
            return say!(
                "results-working-none",
                resource = world.resource_name(resource),
                initial = initial
            );
        }
        let steps: String = counted
            .iter()
            .map(|&(client, op)| self.step_words(client, op))
            .collect();
        say!(
            "results-working",
            resource = world.resource_name(resource),
            empty = crate::text::yes(empty),
            initial = initial,
            steps = steps,
            expected = expected
        )
    }

    /// The writes to `resource` that count towards its expected value, in
    /// the order they arrived, each with its writer. A client writes in its
    /// plan's order, so its `n`th write event is its plan's `n`th write.
    fn counted_writes(&self, resource: ResourceId) -> Vec<(ClientId, WriteOp)> {
        let world = self.world();
        let mut writes = vec![0usize; world.clients.len()];
        let mut counted = Vec::new();
        for event in &self.events {
            let EventKind::Wrote(Wrote {
                client,
                resource: to,
                verdict,
                standing,
                again: None,
                ..
            }) = &event.kind
            else {
                // A write sent again is the same write of the plan, and
                // counts once, where it was first applied.
                continue;
            };
            let op = nth_write(world, *client, writes[client.index()]);
            writes[client.index()] += 1;
            let counts =
                matches!(verdict, Verdict::Accepted) && !matches!(standing, Standing::Stale { .. });
            if let (true, Some((planned, op))) = (counts && *to == resource, op) {
                if planned == resource {
                    counted.push((*client, op));
                }
            }
        }
        counted
    }

    /// One write of the working, as the catalogue writes it: " + 5 (B)".
    fn step_words(&self, client: ClientId, op: WriteOp) -> String {
        let world = self.world();
        let client = world.client_name(client);
        match op {
            WriteOp::Add(n) | WriteOp::Increment(n) => say!(
                "results-working-add",
                sign = if n < 0 { "negative" } else { "positive" },
                amount = n.unsigned_abs().to_string(),
                client = client
            ),
            WriteOp::Append(item) | WriteOp::Push(item) => say!(
                "results-working-append",
                item = world.items[item.index()].shown(),
                client = client
            ),
            WriteOp::Set(n) => say!(
                "results-working-set",
                value = n.to_string(),
                client = client
            ),
        }
    }
}
