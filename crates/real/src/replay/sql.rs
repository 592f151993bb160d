//! Each resource as a PostgreSQL table of one row.
//!
//! A resource that checks tokens has the article's `fence` column and is
//! written with `UPDATE … WHERE fence <= token`; one whose fence the
//! application checks in a `SELECT` of its own has the column too, and its
//! `UPDATE` only raises it; one that compares versions
//! has its `version` checked; one that checks nothing (an audit log beside
//! a fenced store) is a table without the fence, and so is one behind the
//! fencing proxy, which keeps the highest token itself. Values are kept as JSON
//! text (a number, or a list of strings), so one shape fits every resource.

use fencelab_core::spec::InitialValue;
use fencelab_core::{Action, ResourceId, Value, World, WriteOp};

use super::proxy::ProxyClient;
use crate::{quote_literal, PgClient, QueryResult, Result, ServiceError};

/// Where a checked `UPDATE` goes.
pub enum Store<'a> {
    /// Straight to PostgreSQL, whose statement checks what the table checks.
    Direct(&'a mut PgClient),
    /// Through the fencing proxy, which checks the writer's token first.
    Proxied(&'a mut ProxyClient),
}

impl Store<'_> {
    /// Runs an `UPDATE` for a writer with `token`: what it returned, or
    /// `None` when the proxy refused the token.
    fn update(&mut self, sql: &str, token: i64) -> Result<Option<QueryResult>> {
        match self {
            Store::Direct(pg) => pg.simple_query(sql).map(Some),
            Store::Proxied(proxy) => proxy.update(sql, token),
        }
    }
}

/// The table that plays resource `r`.
pub fn table(r: ResourceId) -> String {
    format!("resource_{}", r.index())
}

/// Drops and creates every resource's table with its initial value.
pub fn prepare(pg: &mut PgClient, world: &World) -> Result<()> {
    for (i, config) in world.resources.iter().enumerate() {
        let r = ResourceId(i as u16);
        let table = table(r);
        let fence = if has_fence(world, r) {
            ", fence bigint not null default 0"
        } else {
            ""
        };
        let initial = quote_literal(&text(&initial(world, &config.initial)))?;
        pg.simple_query(&format!("drop table if exists {table}"))?;
        pg.simple_query(&format!(
            "create table {table} (id int primary key, value text not null, version bigint not null default 0{fence})"
        ))?;
        pg.simple_query(&format!(
            "comment on table {table} is {}",
            quote_literal(&config.name)?
        ))?;
        pg.simple_query(&format!(
            "insert into {table} (id, value) values (1, {initial})"
        ))?;
    }
    Ok(())
}

/// Whether resource `r`'s table keeps the highest token written: it checks
/// tokens itself, its reads raise the fence, or a client asks for the
/// fence before its write. A proxy keeps its own.
pub fn has_fence(world: &World, r: ResourceId) -> bool {
    world.resources[r.index()].fencing
        || world.resources[r.index()].fenced_reads
        || (world.clients.iter())
            .flat_map(|c| &c.plan)
            .any(|step| !step.skip && step.action == Action::CheckFence(r))
}

/// The highest token resource `r` has accepted, if any: the statement an
/// application runs before an `UPDATE` that does not check it.
pub fn fence(pg: &mut PgClient, r: ResourceId) -> Result<Option<u64>> {
    let answer = pg.simple_query(&format!("select fence from {} where id = 1", table(r)))?;
    let fence: u64 = (answer.rows.first())
        .and_then(|row| row.first().cloned().flatten())
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| ServiceError::protocol("postgres", "the resource's fence is missing"))?;
    Ok((fence > 0).then_some(fence))
}

/// Reads a resource: its value and version. A fenced read carries its
/// reader's token and raises the fence in the same statement, so a write
/// with an older token that lands after it is refused: in PostgreSQL that
/// read is an `UPDATE … RETURNING`, since only a write can raise a column.
pub fn read(pg: &mut PgClient, r: ResourceId, token: Option<i64>) -> Result<(InitialValue, i64)> {
    let table = table(r);
    let answer = pg.simple_query(&match token {
        Some(token) => format!(
            "update {table} set fence = greatest(fence, {token}) where id = 1 returning value, version"
        ),
        None => format!("select value, version from {table} where id = 1"),
    })?;
    let row = answer
        .rows
        .first()
        .ok_or_else(|| ServiceError::protocol("postgres", "the resource's row is missing"))?;
    let value = row
        .first()
        .cloned()
        .flatten()
        .ok_or_else(|| ServiceError::protocol("postgres", "the resource's value is missing"))?;
    let version = row
        .get(1)
        .cloned()
        .flatten()
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| ServiceError::protocol("postgres", "the resource's version is missing"))?;
    let value = serde_json::from_str(&value).map_err(|e| {
        ServiceError::protocol("postgres", format!("a value that is not JSON: {e}"))
    })?;
    Ok((value, version))
}

/// Writes `value` with the resource's checks; whether a row was changed.
pub fn write(
    store: &mut Store<'_>,
    world: &World,
    r: ResourceId,
    value: &InitialValue,
    token: i64,
    read_version: i64,
) -> Result<bool> {
    let sql = checked_update(world, r, &quote_literal(&text(value))?, token, read_version);
    Ok(store.update(&sql, token)?.is_some_and(|a| a.affected == 1))
}

/// The `UPDATE` that sets resource `r` to the SQL expression `new` with the
/// resource's checks: the fence raised where the table keeps one, the
/// token compared where the table fences, the version where it compares
/// versions.
fn checked_update(
    world: &World,
    r: ResourceId,
    new: &str,
    token: i64,
    read_version: i64,
) -> String {
    let config = &world.resources[r.index()];
    let mut sql = format!(
        "update {} set value = {new}, version = version + 1",
        table(r)
    );
    if has_fence(world, r) {
        sql.push_str(&format!(", fence = greatest(fence, {token})"));
    }
    sql.push_str(" where id = 1");
    if config.fencing {
        sql.push_str(&format!(" and fence <= {token}"));
    }
    if config.compare_and_set {
        sql.push_str(&format!(" and version = {read_version}"));
    }
    sql
}

/// Applies an op the resource works out from what it holds, an increment
/// or a push, in one `UPDATE` with the resource's checks: what it holds
/// after, or none if a check refused it.
pub fn write_added(
    store: &mut Store<'_>,
    world: &World,
    r: ResourceId,
    op: WriteOp,
    token: i64,
    read_version: i64,
) -> Result<Option<InitialValue>> {
    let new = match op {
        WriteOp::Increment(n) => format!("((value::bigint) + ({n}))::text"),
        WriteOp::Push(item) => format!(
            "(value::jsonb || jsonb_build_array({}::text))::text",
            quote_literal(world.items[item.index()].english())?
        ),
        WriteOp::Set(_) | WriteOp::Add(_) | WriteOp::Append(_) => {
            return Err(ServiceError::protocol(
                "postgres",
                "a write that sends its value is not worked out by the table",
            ))
        }
    };
    let mut sql = checked_update(world, r, &new, token, read_version);
    sql.push_str(" returning value");
    let Some(answer) = store.update(&sql, token)? else {
        return Ok(None);
    };
    let Some(text) = answer
        .rows
        .first()
        .and_then(|row| row.first().cloned().flatten())
    else {
        return Ok(None);
    };
    serde_json::from_str(&text)
        .map(Some)
        .map_err(|e| ServiceError::protocol("postgres", format!("a value that is not JSON: {e}")))
}

/// What a resource holding `value` holds after an increment or a push.
fn added_to(world: &World, value: &InitialValue, op: WriteOp) -> InitialValue {
    match (op, value) {
        (WriteOp::Increment(n), InitialValue::Number(base)) => {
            InitialValue::Number(base.saturating_add(n))
        }
        (WriteOp::Push(item), InitialValue::List(list)) => {
            let mut list = list.clone();
            list.push(world.items[item.index()].english().to_owned());
            InitialValue::List(list)
        }
        _ => value.clone(),
    }
}

/// What a write sends, computed from the client's copy as the model's
/// client computes it.
pub fn computed(
    world: &World,
    copy: Option<&InitialValue>,
    op: WriteOp,
) -> std::result::Result<InitialValue, String> {
    match (op, copy) {
        (WriteOp::Set(n), _) => Ok(InitialValue::Number(n)),
        (WriteOp::Add(n), Some(InitialValue::Number(base))) => {
            Ok(InitialValue::Number(base.saturating_add(n)))
        }
        (WriteOp::Append(item), Some(InitialValue::List(list))) => {
            let mut list = list.clone();
            list.push(world.items[item.index()].english().to_owned());
            Ok(InitialValue::List(list))
        }
        // Worked out by the resource: what it would hold after, from what
        // the client last saw, for a write it refused.
        (WriteOp::Increment(_) | WriteOp::Push(_), Some(value)) => Ok(added_to(world, value, op)),
        _ => Err("a write needs a copy of the right kind, read first".to_owned()),
    }
}

/// A value as the JSON text its table holds.
pub fn text(value: &InitialValue) -> String {
    serde_json::to_string(value).expect("a value is plain data")
}

/// A world's value as a recording's.
pub fn initial(world: &World, value: &Value) -> InitialValue {
    match value {
        Value::Number(n) => InitialValue::Number(*n),
        Value::List(items) => InitialValue::List(
            items
                .iter()
                .map(|i| world.items[i.index()].english().to_owned())
                .collect(),
        ),
    }
}
