//! Which sentence tells each kind of event: one line per kind, to the
//! sentence its group's file writes, so a new kind of event cannot go
//! without one.

use super::tables::Tables;
use crate::event::{Event, EventKind};

impl Tables<'_> {
    /// One sentence, or two, telling what the event was.
    pub(crate) fn sentence(&self, event: &Event) -> String {
        let at = event.at;
        match &event.kind {
            &EventKind::Granted {
                client,
                token,
                session_ended: Some(ended),
                ..
            } => self.granted_unchecked(client, token, ended),
            &EventKind::Granted {
                client,
                token,
                attempts,
                believed_until,
                nodes,
                ..
            } => self.granted(at, client, token, attempts, believed_until, nodes),
            &EventKind::Refused {
                client,
                holder,
                until,
                retry,
                free,
                cause,
            } => self.refused(client, holder, until, retry, free, cause),
            &EventKind::GaveUp { client, attempts } => self.gave_up(client, attempts),
            &EventKind::Renewed { client, until, .. } => self.renewed(client, until),
            &EventKind::RenewRefused { client, ended } => self.renew_refused(client, ended),
            &EventKind::Released {
                client,
                was_live,
                believed,
                removed,
                ..
            } => self.released(client, was_live, believed, removed),
            &EventKind::Expired {
                client,
                token,
                unaware,
            } => self.expired(client, token, unaware),
            EventKind::Read {
                client,
                resource,
                value,
                token: None,
                ..
            } => self.read(*client, *resource, value),
            EventKind::Read {
                client,
                resource,
                value,
                token: Some(token),
                ..
            } => self.read_fenced(*client, *resource, value, *token),
            &EventKind::Checked {
                client,
                left,
                margin,
                ok,
            } => self.checked(client, left, margin, ok),
            &EventKind::FenceChecked {
                client,
                resource,
                token,
                highest,
                ok,
            } => self.fence_checked(client, resource, token, highest, ok),
            &EventKind::Paused { client, length } => self.paused(client, length),
            &EventKind::Woke {
                client,
                length,
                lease_ended,
                lease_live,
                believes,
            } => self.woke(at, client, length, lease_ended, lease_live, believes),
            EventKind::SideEffect {
                client,
                effect,
                uses,
                live,
                ended,
            } => self.side_effect(*client, *effect, uses, *live, *ended),
            EventKind::Wrote(w) => self.write_sentence(event, w),
            &EventKind::Sent {
                client,
                to,
                request,
                arrives,
            } => self.sent(client, to, request, arrives),
            &EventKind::Answered {
                client,
                from,
                request,
            } => self.answered(client, from, request),
            &EventKind::Dropped {
                leg,
                client,
                to,
                request,
                cut_until,
                resend_at,
            } => self.dropped(leg, client, to, request, cut_until, resend_at),
            &EventKind::Fault {
                kind,
                forgot,
                next_token,
            } => self.fault(kind, forgot, next_token),
            &EventKind::ClockJumped { owner, by_ms } => self.clock_jumped(owner, by_ms),
        }
    }
}
