//! Ctrl-C in a program holding real services stops them and removes their folder.

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use nix::sys::signal::{kill, Signal};
use nix::unistd::Pid;
use serde_json::Value;

use crate::support::{assert_nothing_left, within};

#[test]
fn ctrl_c_stops_every_service_and_removes_the_folder() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_fencelab-real-services"))
        .args(["etcd", "postgres", "redis"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the services program is built with the tests");
    let stdout = child.stdout.take().unwrap();
    let (lines, ready) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            let _ = lines.send(line);
        }
    });
    let mut started = Vec::new();
    for _ in 0..3 {
        let Ok(line) = ready.recv_timeout(Duration::from_secs(30)) else {
            let _ = child.kill();
            let output = child.wait_with_output().unwrap();
            panic!(
                "the services program did not report three services within 30 s: {}",
                String::from_utf8_lossy(&output.stderr)
            )
        };
        started.push(serde_json::from_str::<Value>(&line).unwrap());
    }
    let folder = PathBuf::from(started[0]["folder"].as_str().unwrap());
    let pids: Vec<u32> = started
        .iter()
        .map(|s| u32::try_from(s["pid"].as_u64().unwrap()).unwrap())
        .collect();
    assert!(folder.is_dir());

    kill(
        Pid::from_raw(i32::try_from(child.id()).unwrap()),
        Signal::SIGINT,
    )
    .unwrap();
    let mut code = None;
    within(
        "the services program to exit after Ctrl-C",
        Duration::from_secs(10),
        || {
            code = child.try_wait().unwrap().map(|status| status.code());
            code.is_some()
        },
    );
    assert_eq!(code, Some(Some(130)));
    let mut said = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut said)
        .unwrap();
    assert!(
        said.contains("interrupted: stopped 3 service(s) and removed 1 folder(s)"),
        "{said}"
    );
    assert!(!folder.exists(), "the folder is removed");
    assert_nothing_left(&folder, &pids);
}
