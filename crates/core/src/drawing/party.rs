//! The parties of a story as the chart lays them out, one lane each, and
//! a lane's place down the chart: shared by the lanes and the arrows.

use crate::ids::{ClientId, ResourceId};

/// One party of the story, as a lane.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Party {
    /// A client.
    Client(ClientId),
    /// The lock service, with all its nodes.
    Lock,
    /// A resource.
    Resource(ResourceId),
}

/// A lane's place down the chart.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Band {
    pub top: i64,
    /// Room for the lane's name above its rows; 0 with a column of names.
    pub head: i64,
    pub height: i64,
    /// Where arrows to and from the party begin and end.
    pub lifeline: i64,
}
