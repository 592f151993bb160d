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
        pg.simple_query(&format!("drop table if exists {table}_keys"))?;
        pg.simple_query(&format!("drop table if exists {table}_log"))?;
        pg.simple_query(&format!(
            "create table {table}_log (at_us bigint not null, client text not null, token bigint not null, attempt int not null, value text not null, applied bool not null, known_key bool not null)"
        ))?;
        if config.idempotency_keys {
            pg.simple_query(&format!("create table {table}_keys (key text primary key)"))?;
        }
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
    let answer = pg.simple_query(&read_sql(r, token, ""))?;
    let row = answer.rows.first();
    Ok((value_at(row, 0)?, number_at(row, 1, "version")?))
}

/// Reads a resource over a slow link: its value and version, and when
/// PostgreSQL ran the read by its clock, in microseconds since the epoch.
pub fn read_stamped(
    pg: &mut PgClient,
    r: ResourceId,
    token: Option<i64>,
) -> Result<(InitialValue, i64, u64)> {
    let answer = pg.simple_query(&read_sql(r, token, &format!(", {NOW_US}")))?;
    let row = answer.rows.first();
    let ran = number_at(row, 2, "clock")?;
    Ok((value_at(row, 0)?, number_at(row, 1, "version")?, ran as u64))
}

/// The read's statement, with `more` columns after the value and version.
fn read_sql(r: ResourceId, token: Option<i64>, more: &str) -> String {
    let table = table(r);
    match token {
        Some(token) => format!(
            "update {table} set fence = greatest(fence, {token}) where id = 1 returning value, version{more}"
        ),
        None => format!("select value, version{more} from {table} where id = 1"),
    }
}

/// The moment PostgreSQL runs a statement, in microseconds since the Unix
/// epoch: the store's own clock, which every process here shares, so a
/// request's arrival over a slow link is told by the side it arrived at.
const NOW_US: &str = "floor(extract(epoch from clock_timestamp()) * 1000000)::bigint";

/// Column `i` of a row, as a resource's JSON value.
fn value_at(row: Option<&Vec<Option<String>>>, i: usize) -> Result<InitialValue> {
    let text = row
        .and_then(|row| row.get(i).cloned().flatten())
        .ok_or_else(|| ServiceError::protocol("postgres", "the resource's value is missing"))?;
    serde_json::from_str(&text)
        .map_err(|e| ServiceError::protocol("postgres", format!("a value that is not JSON: {e}")))
}

/// Column `i` of a row, as a number; `what` names it for the error.
fn number_at(row: Option<&Vec<Option<String>>>, i: usize, what: &str) -> Result<i64> {
    row.and_then(|row| row.get(i).cloned().flatten())
        .and_then(|v| v.parse().ok())
        .ok_or_else(|| {
            ServiceError::protocol("postgres", format!("the resource's {what} is missing"))
        })
}

/// What a write over a slow link was answered.
pub struct Landed {
    /// Whether it changed the row.
    pub applied: bool,
    /// Whether its idempotency key was one the resource already knew.
    pub known_key: bool,
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
    let new = added_expression(world, op)?;
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

/// Writes over a slow link. The client that sent it may never hear the
/// answer, so the statement itself enters the write in the resource's log
/// as it runs: when by PostgreSQL's clock, whose and which attempt, the
/// value it left or would have left, whether it was applied, and whether
/// its idempotency key was one already known. With idempotency keys the
/// statement records `key` first and changes the row only if it was new:
/// a resend of a write already applied is answered as done.
#[allow(clippy::too_many_arguments)]
pub fn write_landed(
    pg: &mut PgClient,
    world: &World,
    r: ResourceId,
    op: WriteOp,
    sent: Option<&InitialValue>,
    (token, read_version): (i64, i64),
    (client, attempt): (&str, u32),
    key: Option<&str>,
) -> Result<Landed> {
    let new = match sent {
        Some(value) => quote_literal(&text(value))?,
        None => added_expression(world, op)?,
    };
    let mut update = checked_update(world, r, &new, token, read_version);
    let table = table(r);
    let keys = match key {
        Some(key) => {
            update.push_str(" and exists (select from k)");
            format!(
                "k as (insert into {table}_keys (key) values ({}) on conflict do nothing returning key)",
                quote_literal(key)?
            )
        }
        None => "k as (select 1)".to_owned(),
    };
    let client = quote_literal(client)?;
    let known = "(select count(*) from k) = 0";
    let answer = pg.simple_query(&format!(
        "with {keys}, u as ({update} returning value), \
         l as (insert into {table}_log select {NOW_US}, {client}, {token}, {attempt}, \
           case when {known} then (select value from {table} where id = 1) \
                when exists (select from u) then (select value from u) \
                else (select {new} from {table} where id = 1) end, \
           exists (select from u), {known}) \
         select exists (select from u), {known}"
    ))?;
    let row = answer.rows.first();
    let flag = |i: usize| {
        row.and_then(|row| row.get(i).cloned().flatten())
            .map(|v| v == "t")
            .ok_or_else(|| ServiceError::protocol("postgres", "a write's answer is missing"))
    };
    Ok(Landed {
        applied: flag(0)?,
        known_key: flag(1)?,
    })
}

/// Every write that reached resource `r` over a slow link, from its log,
/// in the order PostgreSQL ran them.
pub fn log(pg: &mut PgClient, r: ResourceId) -> Result<Vec<Logged>> {
    let answer = pg.simple_query(&format!(
        "select at_us, client, token, attempt, value, applied, known_key from {}_log order by at_us",
        table(r)
    ))?;
    let mut logged = Vec::new();
    for row in &answer.rows {
        let row = Some(row);
        let text = |i: usize| {
            row.and_then(|row| row.get(i).cloned().flatten())
                .ok_or_else(|| {
                    ServiceError::protocol("postgres", "a column of the write log is missing")
                })
        };
        logged.push(Logged {
            ran_unix_us: number_at(row, 0, "log's clock")? as u64,
            client: text(1)?,
            token: number_at(row, 2, "log's token")? as u64,
            attempt: number_at(row, 3, "log's attempt")? as u32,
            value: value_at(row, 4)?,
            applied: text(5)? == "t",
            known_key: text(6)? == "t",
        });
    }
    Ok(logged)
}

/// One write in a resource's log.
pub struct Logged {
    /// When PostgreSQL ran it, in microseconds since the Unix epoch.
    pub ran_unix_us: u64,
    /// Whose.
    pub client: String,
    /// The token it carried.
    pub token: u64,
    /// 0 for the first send, 1 for the first resend, and so on.
    pub attempt: u32,
    /// The value it left, or would have left had it been applied.
    pub value: InitialValue,
    /// Whether it changed the row.
    pub applied: bool,
    /// Whether its idempotency key was one the resource already knew.
    pub known_key: bool,
}

/// The SQL for what an increment or a push leaves in the row, worked out
/// by the table from what it holds.
fn added_expression(world: &World, op: WriteOp) -> Result<String> {
    Ok(match op {
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
    })
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
