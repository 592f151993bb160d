//! The recording format: what a real run against real services did, in
//! the simulator's own terms, so the core can draw it beside the model's
//! run and compare the two.

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

use crate::{InitialValue, ParseError};

/// One replay of a scenario on real services, as the replay recorded it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
#[schemars(title = "fencelab recording")]
pub struct RecordingFile {
    /// The scenario file's name without `.json`, such as `"paused-holder"`.
    pub scenario: String,
    /// Every knob as it was set, as `fencelab run --set` takes them:
    /// `"fencing=on pause_ms=15000"`.
    pub settings: String,
    /// The real systems that played the parts, with their versions.
    pub systems: Vec<SystemSpec>,
    /// How many real milliseconds one simulated second took. Every time in
    /// `facts` has been scaled back to simulated milliseconds.
    pub real_ms_per_second: u32,
    /// What happened, in the order it happened.
    pub facts: Vec<FactSpec>,
    /// What each resource held at the end, read from the real store, by
    /// resource name in scenario order.
    pub finals: Vec<FinalSpec>,
}

/// A real system and its version.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct SystemSpec {
    /// Its name, such as `"etcd"` or `"PostgreSQL"`.
    pub name: String,
    /// The version it reported, such as `"3.4.23"`.
    pub version: String,
    /// The part it played, such as `"lock service"` or `"Storage"`.
    pub plays: String,
}

/// One thing a real party did, and when.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
pub struct FactSpec {
    /// When, in simulated milliseconds from the start of the run.
    pub at_ms: u64,
    /// The client it is about, by name; absent for the lock service's own
    /// doings, such as a restart.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub client: Option<String>,
    /// What happened.
    #[serde(flatten)]
    pub did: DidSpec,
}

/// The kinds of thing a replay records.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(tag = "did", rename_all = "snake_case")]
pub enum DidSpec {
    /// The lock service granted the lock, with this token, after this many asks.
    Granted {
        /// The token: what the lock service handed out with the grant.
        token: u64,
        /// How many times the client asked, this one included.
        attempts: u32,
        /// When the client's own session lease had already run out, if it
        /// had, in simulated milliseconds: a grant no live lease stands behind.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        session_ended_ms: Option<u64>,
        /// With several lock nodes, each node that granted it and when its
        /// lease there ends; empty for a single lock service.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        nodes: Vec<NodeSpec>,
    },
    /// The lock service refused the client's ask: the lock was held, or,
    /// with `session_ended_ms`, the client's own session lease had run out.
    Refused {
        /// When the asker's session lease had run out, in simulated
        /// milliseconds, when that is why it was refused.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        session_ended_ms: Option<u64>,
        /// With several lock nodes, how many of them were free for it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        free: Option<u16>,
    },
    /// The client stopped asking at its deadline.
    GaveUp {
        /// How many times it asked.
        attempts: u32,
    },
    /// The client read a resource.
    Read {
        /// Which resource, by name.
        resource: String,
        /// What it read.
        value: InitialValue,
    },
    /// The client compared what was left of its lease with its margin.
    Checked {
        /// How much was left by its own clock, in simulated milliseconds.
        left_ms: u64,
        /// Whether it went on.
        ok: bool,
    },
    /// The client asked a resource for the highest token it had accepted,
    /// in a statement of its own before its write.
    FenceChecked {
        /// Which resource, by name.
        resource: String,
        /// The client's own token.
        token: u64,
        /// The highest token the resource had accepted, if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        highest: Option<u64>,
        /// Whether it went on: no higher token had been accepted.
        ok: bool,
    },
    /// The client's process was stopped.
    Paused,
    /// The client's process was let run again.
    Woke,
    /// A write reached a resource.
    Wrote {
        /// Which resource, by name.
        resource: String,
        /// The token it carried.
        token: u64,
        /// The value it asked to write.
        value: InitialValue,
        /// Whether the resource applied it.
        accepted: bool,
        /// For a write sent again after its answer was lost: what the
        /// resource did with it this time.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        again: Option<AgainSpec>,
    },
    /// A request left the client on a link that takes time to cross.
    Sent {
        /// To which resource, by name.
        resource: String,
        /// What it asks.
        request: RequestSpec,
    },
    /// The answer to a request came back to the client over such a link.
    Answered {
        /// From which resource, by name.
        resource: String,
        /// What had been asked.
        request: RequestSpec,
    },
    /// The link between the client and a resource lost a message.
    Lost {
        /// Which resource's link, by name.
        resource: String,
        /// Which way: the request on its way out, or its answer back.
        leg: LegSpec,
    },
    /// The client acted outside every resource.
    SideEffect,
    /// The lock service extended the client's lease.
    Renewed,
    /// The lock service refused to extend it: the lease was gone.
    RenewRefused,
    /// The client gave the lock back.
    Released,
    /// The lock service let the client's lease go.
    Expired,
    /// The lock service restarted.
    Restarted,
    /// The lock service failed over to a replica.
    FailedOver,
    /// A clock stepped: a lock node's, or with no node the fact's client's.
    ClockJumped {
        /// Which lock node, from 1; absent for a client's own clock.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        node: Option<u16>,
        /// By how much, in simulated milliseconds, forward if positive.
        by_ms: i64,
    },
}

/// What a request over a slow link asked of a resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum RequestSpec {
    /// Send the value.
    Read,
    /// Apply a write.
    Write,
}

/// One way of a message's trip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum LegSpec {
    /// From the client to the resource.
    Request,
    /// Back to the client, after the resource handled the request.
    Answer,
}

/// What a resource did with a write it had applied before, sent again by
/// a writer that never heard the answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "snake_case")]
pub enum AgainSpec {
    /// It applied it a second time.
    Applied,
    /// It knew the write's idempotency key and answered it as done.
    Recognised,
}

/// A lock node's part in a grant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct NodeSpec {
    /// The node, from 1.
    pub node: u16,
    /// When its lease there ends, in simulated milliseconds: when the node
    /// let it go by its own clock, or the lease's length after the grant
    /// where the run did not see it go before a release.
    pub until_ms: u64,
}

/// What one resource held at the end.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct FinalSpec {
    /// The resource, by name.
    pub resource: String,
    /// Its value.
    pub value: InitialValue,
}

/// Reads a recording from JSON text.
pub fn parse_recording(text: &str) -> Result<RecordingFile, ParseError> {
    crate::parse::read_file(text)
}
