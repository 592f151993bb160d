//! A slow link's connections: a client opens them all through the relay
//! at the start, as a pool would hold them, so a resend after a lost
//! message has a fresh connection ready without waiting to connect over
//! the slow link.

use std::time::Duration;

use fencelab_core::{ClientId, Endpoint, ResourceId, World};

use crate::PgClient;

/// The most connections a client opens for one link.
const MOST: usize = 40;

/// One slow link's connections, the one in use first.
pub struct SlowLink {
    pub(super) pool: Vec<PgClient>,
    /// The link's delay each way, in real time.
    pub(super) delay: Duration,
    /// Whether the scenario ever cuts the link, so a missing answer is a
    /// lost one, not a fault.
    pub(super) cut: bool,
}

impl SlowLink {
    /// Opens enough connections through the relay on `port` for every
    /// resend the link's cuts can cause.
    pub fn open(
        world: &World,
        c: ClientId,
        r: ResourceId,
        port: u16,
        scale: u32,
    ) -> Result<SlowLink, String> {
        let network = &world.network;
        let to = Endpoint::Resource(r);
        let resend = network.resend.ms().max(1);
        let resends: u64 = (network.partitions.iter())
            .filter(|p| p.client == c && p.to == to)
            .map(|p| p.until.ms().saturating_sub(p.from.ms()) / resend + 2)
            .sum();
        let count = (1 + resends as usize).min(MOST);
        let mut pool = Vec::with_capacity(count);
        for _ in 0..count {
            pool.push(PgClient::connect(port).map_err(|e| e.to_string())?);
        }
        let delay = network.link(c, to).delay.ms() * u64::from(scale) / 1000;
        Ok(SlowLink {
            pool,
            delay: Duration::from_millis(delay),
            cut: resends > 0,
        })
    }
}
