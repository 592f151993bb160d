//! One PostgreSQL server on a free loopback port, run as the `postgres` user when we are root.
//!
//! The server is started directly rather than through `pg_ctl`, so the pid held is the
//! postmaster's and stopping it needs no second program.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use nix::sys::signal::Signal;
use nix::unistd::{Uid, User};

use crate::error::{Result, ServiceError};
use crate::folder::{free_port, Folder};
use crate::process::{wait_for, Service};
use crate::socket::PROBE_TIMEOUT;

pub use crate::pg_client::{quote_literal, PgClient, QueryResult};

/// How long initdb may take; it needs about 1 s.
pub const INITDB_BOUND: Duration = Duration::from_secs(60);

/// How long the server may take to accept a login after it starts; it needs about 0.2 s.
pub const START_BOUND: Duration = Duration::from_secs(15);

/// Where Debian puts each major version's server programs.
const DEBIAN_ROOT: &str = "/usr/lib/postgresql";

/// A running PostgreSQL server with a fresh cluster, stopped on drop.
#[derive(Debug)]
pub struct Postgres {
    service: Service,
    port: u16,
    data: PathBuf,
}

impl Postgres {
    /// Creates a cluster in `folder` with trust login and starts a server on a free port.
    pub fn start(folder: &Folder) -> Result<Postgres> {
        let bin = bin_dir()?;
        let data = folder.join("pg-data");
        std::fs::create_dir_all(&data)
            .map_err(|e| ServiceError::io("create PostgreSQL's data folder", e))?;
        let owner = owner()?;
        if let Some(user) = &owner {
            std::os::unix::fs::chown(&data, Some(user.uid.as_raw()), Some(user.gid.as_raw()))
                .map_err(|e| {
                    ServiceError::io("give PostgreSQL's data folder to the postgres user", e)
                })?;
        }
        let log = folder.join("postgres.log");
        let mut initdb = as_owner(&owner, &bin.join("initdb"));
        initdb.arg("-D").arg(&data).args([
            "-A",
            "trust",
            "-U",
            "postgres",
            "--no-sync",
            "-E",
            "UTF8",
        ]);
        let mut init = Service::start("initdb", initdb, &log)?;
        let code = init.wait_exit("initdb did not finish creating a cluster", INITDB_BOUND)?;
        if code != 0 {
            return Err(ServiceError::WillNotStart {
                service: "initdb",
                log_tail: init.log_tail(),
            });
        }
        let mut last = None;
        for _ in 0..3 {
            let port = free_port().map_err(|e| ServiceError::io("find a free port", e))?;
            match Postgres::launch(&bin, &owner, &data, &log, port) {
                Err(e @ ServiceError::PortInUse { .. }) => last = Some(e),
                other => return other,
            }
        }
        Err(last.expect("at least one try"))
    }

    /// The port the server listens on at 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.port
    }

    /// The data folder, which also holds the server's Unix socket.
    pub fn data(&self) -> &Path {
        &self.data
    }

    /// The running postmaster, for its pid and log.
    pub fn service(&self) -> &Service {
        &self.service
    }

    /// Opens a new session.
    pub fn client(&self) -> Result<PgClient> {
        PgClient::connect(self.port)
    }

    /// The server's version number, the first word of `SHOW server_version`, such as "15.14".
    pub fn version(&self) -> Result<String> {
        let mut client = self.client()?;
        let result = client.simple_query("SHOW server_version")?;
        let text = result
            .rows
            .first()
            .and_then(|row| row.first().cloned().flatten())
            .ok_or_else(|| ServiceError::protocol("postgres", "SHOW server_version gave no row"))?;
        client.close()?;
        Ok(text.split_whitespace().next().unwrap_or("").to_string())
    }

    /// Stops the server now rather than on drop.
    pub fn stop(&mut self) -> Result<()> {
        self.service.stop()
    }

    fn launch(
        bin: &Path,
        owner: &Option<User>,
        data: &Path,
        log: &Path,
        port: u16,
    ) -> Result<Postgres> {
        let mut command = as_owner(owner, &bin.join("postgres"));
        command
            .arg("-D")
            .arg(data)
            .arg("-p")
            .arg(port.to_string())
            .arg("-k")
            .arg(data)
            .args(["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"]);
        // SIGINT is the fast shutdown: it ends open sessions instead of waiting for them.
        let mut service =
            Service::start("postgres", command, log)?.with_stop_signal(Signal::SIGINT);
        let ready = wait_for(
            &format!("PostgreSQL did not accept a login on 127.0.0.1:{port}"),
            START_BOUND,
            Duration::from_millis(50),
            Some(&mut service),
            || {
                PgClient::connect_with_timeout(port, PROBE_TIMEOUT)
                    .ok()
                    .and_then(|c| c.close().ok())
            },
        );
        if let Err(e) = ready {
            if service.log_tail().contains("could not bind") {
                return Err(ServiceError::PortInUse {
                    service: "postgres",
                    port,
                });
            }
            return Err(e);
        }
        Ok(Postgres {
            service,
            port,
            data: data.to_path_buf(),
        })
    }
}

/// Finds the server programs: `FENCELAB_PG_BIN`, else Debian's newest version, else the PATH.
fn bin_dir() -> Result<PathBuf> {
    if let Some(dir) = std::env::var_os("FENCELAB_PG_BIN") {
        return Ok(PathBuf::from(dir));
    }
    let mut versions: Vec<(u32, PathBuf)> = std::fs::read_dir(DEBIAN_ROOT)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let major = entry.file_name().to_str()?.parse().ok()?;
            let bin = entry.path().join("bin");
            bin.join("initdb").exists().then_some((major, bin))
        })
        .collect();
    versions.sort();
    if let Some((_, bin)) = versions.pop() {
        return Ok(bin);
    }
    let on_path = std::env::var_os("PATH")
        .map(|p| std::env::split_paths(&p).collect::<Vec<_>>())
        .unwrap_or_default()
        .into_iter()
        .find(|dir| dir.join("initdb").exists());
    on_path.ok_or(ServiceError::MissingBinary {
        service: "postgres",
        binary: "initdb".into(),
    })
}

/// The user the server must run as: `postgres` when we are root, since PostgreSQL refuses root.
fn owner() -> Result<Option<User>> {
    if !Uid::effective().is_root() {
        return Ok(None);
    }
    let user = User::from_name("postgres")
        .map_err(|e| ServiceError::io("look up the postgres user", e.into()))?
        .ok_or(ServiceError::WillNotStart {
            service: "postgres",
            log_tail: "PostgreSQL will not run as root, and there is no postgres user to run it as"
                .into(),
        })?;
    Ok(Some(user))
}

/// A command for `program` that runs as `owner`; setpriv replaces itself, so the pid stays the program's.
fn as_owner(owner: &Option<User>, program: &Path) -> Command {
    match owner {
        None => Command::new(program),
        Some(user) => {
            let mut command = Command::new("setpriv");
            command
                .arg(format!("--reuid={}", user.uid))
                .arg(format!("--regid={}", user.gid))
                .arg("--init-groups")
                .arg("--")
                .arg(program);
            command.env("HOME", &user.dir);
            command
        }
    }
}
