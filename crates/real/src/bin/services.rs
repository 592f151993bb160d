//! `fencelab-real-services etcd postgres redis`: starts real services and holds them until Ctrl-C.
//!
//! Each service prints one JSON line (name, port, pid, version, folder) once it is ready, so a
//! person or a script can point a client at it. Ctrl-C stops them all and removes the folder.

use std::time::Duration;

use fencelab_real::{on_interrupt, Etcd, Folder, Postgres, Redis, RedisOptions, ServiceError};
use serde_json::json;

/// The services held open, kept only so that dropping them stops them.
enum Held {
    /// An etcd node.
    Etcd(Etcd),
    /// A PostgreSQL server.
    Postgres(Postgres),
    /// A Redis server.
    Redis(Redis),
}

fn main() {
    if let Err(message) = try_main() {
        eprintln!("fencelab-real-services: {message}");
        std::process::exit(1);
    }
}

fn try_main() -> Result<(), String> {
    let names: Vec<String> = std::env::args().skip(1).collect();
    if names.is_empty() || names.iter().any(|n| n == "-h" || n == "--help") {
        return Err("usage: fencelab-real-services (etcd | postgres | redis)...".into());
    }
    on_interrupt().map_err(|e| e.to_string())?;
    let folder = Folder::new().map_err(|e| format!("could not create a folder: {e}"))?;
    let mut held = Vec::new();
    for name in &names {
        let service = start(name, &folder).map_err(|e| e.to_string())?;
        let (port, pid, version) = match &service {
            Held::Etcd(s) => (s.client_port(), s.service().pid(), s.version()),
            Held::Postgres(s) => (s.port(), s.service().pid(), s.version()),
            Held::Redis(s) => (s.port(), s.service().pid(), s.version()),
        };
        let line = json!({
            "service": name,
            "port": port,
            "pid": pid,
            "version": version.map_err(|e| e.to_string())?,
            "folder": folder.path(),
        });
        println!("{line}");
        held.push(service);
    }
    eprintln!(
        "holding {} service(s); press Ctrl-C to stop them",
        held.len()
    );
    // The user ends this wait with Ctrl-C; the handler stops the services and exits.
    loop {
        std::thread::sleep(Duration::from_secs(1));
    }
}

fn start(name: &str, folder: &Folder) -> Result<Held, ServiceError> {
    match name {
        "etcd" => Etcd::start(folder).map(Held::Etcd),
        "postgres" => Postgres::start(folder).map(Held::Postgres),
        "redis" => Redis::start(folder, &RedisOptions::default()).map(Held::Redis),
        other => Err(ServiceError::protocol(
            "fencelab-real-services",
            format!("{other:?} is not a service; name etcd, postgres or redis"),
        )),
    }
}
