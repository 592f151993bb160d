//! A synchronous etcd v3 client over the gRPC gateway's JSON, for leases and a lock key.
//!
//! The lock is the article's: a key created in a transaction only when absent, attached to a
//! lease, whose `create_revision` is the fencing token. etcd's gateway writes 64-bit numbers as
//! strings and keys and values as base64, which the helpers below undo.

use std::fmt;
use std::net::SocketAddr;
use std::time::Duration;

use serde_json::{json, Value};

use crate::error::{Result, ServiceError};
use crate::http;
use crate::socket::IO_TIMEOUT;
use fencelab_core::spec::base64::{self, Alphabet};

/// The gateway prefix etcd 3.4 serves (it also still accepts the older `/v3beta`).
pub const GATEWAY_PREFIX: &str = "/v3";

/// A lease's id, as etcd hands it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct LeaseId(pub i64);

/// Who leads an election, as etcd's election API names it: the
/// election's name, the leader's key, its `create_revision` (the term's
/// token) and the lease it lives by.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LeaderKey {
    /// The election's name, the prefix of every candidate's key.
    pub name: String,
    /// The leader's own key under it.
    pub key: String,
    /// The key's `create_revision`: the term's token.
    pub revision: i64,
    /// The lease the key lives by.
    pub lease: LeaseId,
}

impl LeaderKey {
    /// The leader as the election API's requests carry it.
    fn json(&self) -> Value {
        json!({
            "name": base64::encode(self.name.as_bytes(), Alphabet::Standard),
            "key": base64::encode(self.key.as_bytes(), Alphabet::Standard),
            "rev": self.revision,
            "lease": self.lease.0,
        })
    }
}

/// A client of one etcd node; each call opens its own connection.
#[derive(Debug, Clone)]
pub struct EtcdClient {
    addr: SocketAddr,
    timeout: Duration,
}

impl fmt::Display for LeaseId {
    /// Writes the id in hexadecimal, as etcdctl and etcd's log show it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:016x}", self.0)
    }
}

impl EtcdClient {
    /// A client for the node whose client URL listens on `addr`.
    pub fn new(addr: SocketAddr) -> EtcdClient {
        EtcdClient {
            addr,
            timeout: IO_TIMEOUT,
        }
    }

    /// The same client with another bound on each connect, read and write.
    pub fn with_timeout(self, timeout: Duration) -> EtcdClient {
        EtcdClient { timeout, ..self }
    }

    /// The node's client address.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Grants a lease of `ttl_s` seconds; etcd may raise a TTL below its minimum.
    pub fn grant(&self, ttl_s: i64) -> Result<LeaseId> {
        let answer = self.call("lease/grant", json!({ "TTL": ttl_s }))?;
        Ok(LeaseId(self.int(&answer, &["ID"])?))
    }

    /// Renews a lease once; returns the TTL it now has, or `None` when the lease is gone.
    pub fn keep_alive(&self, lease: LeaseId) -> Result<Option<i64>> {
        // The endpoint streams; one request in the body gives one line out, then the close.
        let answer = self.call("lease/keepalive", json!({ "ID": lease.0 }))?;
        let result = answer.get("result").unwrap_or(&answer);
        match optional_int(result.get("TTL")) {
            Some(ttl) if ttl > 0 => Ok(Some(ttl)),
            _ => Ok(None),
        }
    }

    /// Revokes a lease, which deletes the keys attached to it.
    pub fn revoke(&self, lease: LeaseId) -> Result<()> {
        self.call("lease/revoke", json!({ "ID": lease.0 }))?;
        Ok(())
    }

    /// The seconds a lease has left, or `None` when it has expired or was never granted.
    pub fn time_to_live(&self, lease: LeaseId) -> Result<Option<i64>> {
        let answer = self.call("lease/timetolive", json!({ "ID": lease.0 }))?;
        // The gateway leaves out a zero TTL (a live lease in its last second) and writes -1
        // for a lease that has expired or was never granted.
        match optional_int(answer.get("TTL")).unwrap_or(0) {
            ttl if ttl >= 0 => Ok(Some(ttl)),
            _ => Ok(None),
        }
    }

    /// Takes the lock `name` for `lease` if nobody holds it, in one transaction.
    ///
    /// Returns the key's `create_revision`, the fencing token, when it was taken, and `None`
    /// when the key exists. A lease that is gone is [`ServiceError::LeaseGone`].
    pub fn try_lock(&self, name: &str, lease: LeaseId) -> Result<Option<i64>> {
        let key = base64::encode(name.as_bytes(), Alphabet::Standard);
        let answer = self.call(
            "kv/txn",
            json!({
                "compare": [{
                    "key": key, "target": "CREATE", "result": "EQUAL", "createRevision": 0
                }],
                "success": [{ "requestPut": { "key": key, "value": "", "lease": lease.0 } }],
                "failure": [],
            }),
        )?;
        if !succeeded(&answer) {
            return Ok(None);
        }
        // The put is the transaction's only write, so the header's revision is the key's creation.
        Ok(Some(self.int(&answer, &["header", "revision"])?))
    }

    /// Deletes the lock key only if it is still the one created at revision `token`.
    ///
    /// Returns whether it was deleted; a later holder's key is left alone.
    pub fn unlock(&self, name: &str, token: i64) -> Result<bool> {
        let key = base64::encode(name.as_bytes(), Alphabet::Standard);
        let answer = self.call(
            "kv/txn",
            json!({
                "compare": [{
                    "key": key, "target": "CREATE", "result": "EQUAL", "createRevision": token
                }],
                "success": [{ "requestDeleteRange": { "key": key } }],
                "failure": [],
            }),
        )?;
        Ok(succeeded(&answer))
    }

    /// Waits for the lock `name` with etcd's own lock API (the v3lock service) and `lease`, as
    /// long as this client's timeout allows, and returns the key the service answered with.
    ///
    /// The service creates the key `name/<lease in hex>` and answers once every key under
    /// `name` with a lower `create_revision` is gone; it does not look again at the lease.
    pub fn lock(&self, name: &str, lease: LeaseId) -> Result<String> {
        let answer = self.call(
            "lock/lock",
            json!({ "name": base64::encode(name.as_bytes(), Alphabet::Standard), "lease": lease.0 }),
        )?;
        let coded = answer.get("key").and_then(Value::as_str).unwrap_or("");
        let bytes = base64::decode(coded, Alphabet::Standard).map_err(|_| {
            ServiceError::protocol("etcd", format!("lock answered key {coded:?}, not base64"))
        })?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }

    /// Gives a lock taken with [`EtcdClient::lock`] back: the lock API deletes the key.
    pub fn unlock_key(&self, key: &str) -> Result<()> {
        self.call(
            "lock/unlock",
            json!({ "key": base64::encode(key.as_bytes(), Alphabet::Standard) }),
        )?;
        Ok(())
    }

    /// A key's `create_revision`, or `None` when the key does not exist.
    pub fn create_revision(&self, key: &str) -> Result<Option<i64>> {
        let answer = self.call(
            "kv/range",
            json!({ "key": base64::encode(key.as_bytes(), Alphabet::Standard) }),
        )?;
        match answer
            .get("kvs")
            .and_then(Value::as_array)
            .and_then(|kvs| kvs.first())
        {
            Some(kv) => self.int(kv, &["create_revision"]).map(Some),
            None => Ok(None),
        }
    }

    /// The oldest key under `prefix`, by `create_revision`: who holds a lock taken with the
    /// lock API. Its revision and lease, or `None` when no key is there.
    pub fn first_under(&self, prefix: &str) -> Result<Option<(i64, LeaseId)>> {
        let mut end = prefix.as_bytes().to_vec();
        if let Some(last) = end.last_mut() {
            *last += 1;
        }
        let answer = self.call(
            "kv/range",
            json!({
                "key": base64::encode(prefix.as_bytes(), Alphabet::Standard),
                "range_end": base64::encode(&end, Alphabet::Standard),
                "sort_order": "ASCEND",
                "sort_target": "CREATE",
                "limit": 1,
            }),
        )?;
        let Some(kv) = answer
            .get("kvs")
            .and_then(Value::as_array)
            .and_then(|kvs| kvs.first())
        else {
            return Ok(None);
        };
        let revision = self.int(kv, &["create_revision"])?;
        let lease = optional_int(kv.get("lease")).unwrap_or(0);
        Ok(Some((revision, LeaseId(lease))))
    }

    /// Who holds the lock `name`: its key's `create_revision` and lease, or `None` when free.
    pub fn holder(&self, name: &str) -> Result<Option<(i64, LeaseId)>> {
        let key = base64::encode(name.as_bytes(), Alphabet::Standard);
        let answer = self.call("kv/range", json!({ "key": key }))?;
        let Some(kv) = answer
            .get("kvs")
            .and_then(Value::as_array)
            .and_then(|kvs| kvs.first())
        else {
            return Ok(None);
        };
        let revision = self.int(kv, &["create_revision"])?;
        let lease = optional_int(kv.get("lease")).unwrap_or(0);
        Ok(Some((revision, LeaseId(lease))))
    }

    /// Writes a plain key and returns the store's revision after the write.
    ///
    /// Puts on a padding key move the revision counter, so a story can start at a chosen token.
    pub fn put(&self, key: &str, value: &str) -> Result<i64> {
        let answer = self.call(
            "kv/put",
            json!({ "key": base64::encode(key.as_bytes(), Alphabet::Standard), "value": base64::encode(value.as_bytes(), Alphabet::Standard) }),
        )?;
        self.int(&answer, &["header", "revision"])
    }

    /// Reads a key's value, or `None` when it does not exist.
    pub fn get(&self, key: &str) -> Result<Option<String>> {
        let answer = self.call(
            "kv/range",
            json!({ "key": base64::encode(key.as_bytes(), Alphabet::Standard) }),
        )?;
        let Some(kv) = answer
            .get("kvs")
            .and_then(Value::as_array)
            .and_then(|k| k.first())
        else {
            return Ok(None);
        };
        let coded = kv.get("value").and_then(Value::as_str).unwrap_or("");
        let bytes = base64::decode(coded, Alphabet::Standard).map_err(|_| {
            ServiceError::protocol("etcd", format!("value {coded:?} is not base64"))
        })?;
        Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
    }

    /// The store's current revision, the token the next created key would get minus one.
    pub fn revision(&self) -> Result<i64> {
        let answer = self.call(
            "kv/range",
            json!({ "key": base64::encode(b"fencelab-revision", Alphabet::Standard), "count_only": true }),
        )?;
        self.int(&answer, &["header", "revision"])
    }

    /// Stands in the election `name` with `lease` and waits, as long as
    /// this client's timeout allows, until it leads: etcd's election API
    /// creates the key `name/<lease in hex>` and answers once every key
    /// under `name` with a lower `create_revision` is gone.
    pub fn campaign(&self, name: &str, lease: LeaseId) -> Result<LeaderKey> {
        let answer = self.call(
            "election/campaign",
            json!({
                "name": base64::encode(name.as_bytes(), Alphabet::Standard),
                "lease": lease.0,
                "value": "",
            }),
        )?;
        let leader = answer.get("leader").cloned().unwrap_or(Value::Null);
        let coded = leader.get("key").and_then(Value::as_str).unwrap_or("");
        let key = base64::decode(coded, Alphabet::Standard).map_err(|_| {
            ServiceError::protocol(
                "etcd",
                format!("campaign answered key {coded:?}, not base64"),
            )
        })?;
        Ok(LeaderKey {
            name: name.to_owned(),
            key: String::from_utf8_lossy(&key).into_owned(),
            revision: self.int(&leader, &["rev"])?,
            lease,
        })
    }

    /// Says `value` as the leader `leader` of its election; refused with
    /// an error once its key is gone, when it leads no more.
    pub fn proclaim(&self, leader: &LeaderKey, value: &str) -> Result<()> {
        self.call(
            "election/proclaim",
            json!({ "leader": leader.json(), "value": base64::encode(value.as_bytes(), Alphabet::Standard) }),
        )?;
        Ok(())
    }

    /// Gives up leading: the election API deletes the leader's key.
    pub fn resign(&self, leader: &LeaderKey) -> Result<()> {
        self.call("election/resign", json!({ "leader": leader.json() }))?;
        Ok(())
    }

    /// Whether the member this client talks to leads its cluster's Raft.
    pub fn leads_cluster(&self) -> Result<bool> {
        let status = self.call("maintenance/status", json!({}))?;
        let member = status.pointer("/header/member_id");
        Ok(member.is_some() && member == status.get("leader"))
    }

    /// Posts a JSON body to a gateway endpoint and parses the answer, turning errors into kinds.
    fn call(&self, endpoint: &str, body: Value) -> Result<Value> {
        let path = format!("{GATEWAY_PREFIX}/{endpoint}");
        let response = http::request(
            "etcd",
            self.addr,
            "POST",
            &path,
            Some(&body.to_string()),
            self.timeout,
        )?;
        // A streamed answer may carry several lines; the first holds the one reply asked for.
        let text = response
            .body
            .lines()
            .find(|l| !l.trim().is_empty())
            .unwrap_or("");
        let value: Value = serde_json::from_str(text).map_err(|e| {
            ServiceError::protocol("etcd", format!("{path} answered {text:?}, not JSON: {e}"))
        })?;
        if let Some(message) = error_message(&value) {
            if message.contains("lease not found") {
                return Err(ServiceError::LeaseGone);
            }
            return Err(ServiceError::Server {
                service: "etcd",
                message,
            });
        }
        if response.status != 200 {
            return Err(ServiceError::protocol(
                "etcd",
                format!("{path} answered status {} with {text:?}", response.status),
            ));
        }
        Ok(value)
    }

    /// Reads a 64-bit number at a path of fields, written as a string or a number.
    fn int(&self, value: &Value, path: &[&str]) -> Result<i64> {
        let mut at = value;
        for field in path {
            at = at.get(field).unwrap_or(&Value::Null);
        }
        optional_int(Some(at)).ok_or_else(|| {
            ServiceError::protocol(
                "etcd",
                format!("no number at {} in {value}", path.join(".")),
            )
        })
    }
}

/// The gateway's error text: a string in `error`, or an object with a `message` in a stream.
fn error_message(answer: &Value) -> Option<String> {
    let error = answer.get("error")?;
    error
        .as_str()
        .or_else(|| error.get("message").and_then(Value::as_str))
        .map(str::to_string)
}

/// Whether a transaction's comparisons held; the gateway leaves out a false `succeeded`.
fn succeeded(answer: &Value) -> bool {
    answer
        .get("succeeded")
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

/// A number written as a JSON string (the gateway's 64-bit style) or as a JSON number.
fn optional_int(value: Option<&Value>) -> Option<i64> {
    match value? {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_i64(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_come_as_strings_or_numbers() {
        assert_eq!(
            optional_int(Some(&json!("4111120371463856902"))),
            Some(4111120371463856902)
        );
        assert_eq!(optional_int(Some(&json!(-1))), Some(-1));
        assert_eq!(optional_int(Some(&json!(null))), None);
        assert_eq!(optional_int(None), None);
    }

    #[test]
    fn lease_ids_read_as_etcdctl_writes_them() {
        assert_eq!(
            LeaseId(0x3913_5b9a_1f4c_2a06).to_string(),
            "39135b9a1f4c2a06"
        );
    }

    #[test]
    fn a_missing_succeeded_is_false() {
        assert!(!succeeded(&json!({ "header": {} })));
        assert!(succeeded(&json!({ "succeeded": true })));
    }
}
