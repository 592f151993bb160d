//! A real PostgreSQL row behind the article's fenced write.

use std::time::Instant;

use fencelab_real::{quote_literal, Folder, Postgres, ServiceError};

use crate::support::{assert_nothing_left, started};

#[test]
fn the_fenced_write_takes_the_newer_token_and_refuses_the_older() {
    let folder = Folder::new().unwrap();
    let path = folder.path().to_path_buf();
    let begun = Instant::now();
    let postgres = started("PostgreSQL", Postgres::start(&folder));
    eprintln!(
        "PostgreSQL created and accepting logins after {:?}",
        begun.elapsed()
    );
    let pid = postgres.service().pid();
    let version = postgres.version().unwrap();
    assert!(
        version.starts_with("15"),
        "PostgreSQL says its version is {version}"
    );

    let mut db = postgres.client().unwrap();
    db.simple_query("CREATE TABLE storage(id int primary key, value text, fence bigint)")
        .unwrap();
    let insert = db
        .simple_query("INSERT INTO storage VALUES (1, '0', 0)")
        .unwrap();
    assert_eq!((insert.tag.as_str(), insert.affected), ("INSERT 0 1", 1));
    let newer = db
        .simple_query("UPDATE storage SET value = '15', fence = 2 WHERE id = 1 AND fence <= 2")
        .unwrap();
    assert_eq!(newer.affected, 1);
    let older = format!(
        "UPDATE storage SET value = {}, fence = 1 WHERE id = 1 AND fence <= 1",
        quote_literal("it's late").unwrap()
    );
    assert_eq!(
        db.simple_query(&older).unwrap().affected,
        0,
        "the old token is refused"
    );
    let row = db
        .simple_query("SELECT value, fence, NULL::text FROM storage")
        .unwrap();
    assert_eq!(
        row.rows,
        vec![vec![Some("15".to_string()), Some("2".to_string()), None]]
    );

    let error = db.simple_query("SELECT * FROM nowhere").unwrap_err();
    assert!(
        matches!(&error, ServiceError::Server { message, .. } if message.contains("does not exist")),
        "{error}"
    );
    let after = db.simple_query("SELECT 1").unwrap();
    assert_eq!(
        after.rows,
        vec![vec![Some("1".to_string())]],
        "the session goes on after an error"
    );

    drop(db);
    drop(postgres);
    drop(folder);
    assert_nothing_left(&path, &[pid]);
}
