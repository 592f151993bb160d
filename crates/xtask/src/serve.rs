//! `cargo xtask serve`: builds the site and serves `dist/` on loopback.
//!
//! A small static file server in plain `std`, so serving needs nothing
//! installed. The browser tests use the same server on a free port and
//! under a sub-folder prefix, which shows the site works from any folder.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::net::{SocketAddr, TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::thread;

use crate::cmd::workspace_root;
use crate::{site, Result};

/// Where `cargo xtask serve` listens.
const ADDRESS: &str = "127.0.0.1:8000";

/// Builds `dist/` and serves it until interrupted.
pub fn run() -> Result {
    site::run()?;
    let listener = TcpListener::bind(ADDRESS)
        .map_err(|err| format!("cannot listen on {ADDRESS}: {err} (is another server running?)"))?;
    println!("fencelab is at http://{ADDRESS}/ (Ctrl-C stops the server)");
    serve(listener, workspace_root().join("dist"), "/".to_owned());
    Ok(())
}

/// Serves `root` under `prefix` on a free loopback port in a background
/// thread, for the browser tests; returns the address.
pub fn start(root: PathBuf, prefix: &str) -> Result<SocketAddr> {
    let listener = TcpListener::bind("127.0.0.1:0")?;
    let addr = listener.local_addr()?;
    let prefix = prefix.to_owned();
    thread::spawn(move || serve(listener, root, prefix));
    Ok(addr)
}

fn serve(listener: TcpListener, root: PathBuf, prefix: String) {
    for stream in listener.incoming().flatten() {
        let (root, prefix) = (root.clone(), prefix.clone());
        thread::spawn(move || {
            // A client that hangs up mid-answer is its own business.
            let _ = answer(stream, &root, &prefix);
        });
    }
}

/// Answers one request: `GET` or `HEAD` of a file under `root`, else an error status.
fn answer(mut stream: TcpStream, root: &Path, prefix: &str) -> std::io::Result<()> {
    let mut line = String::new();
    let mut reader = BufReader::new(stream.try_clone()?);
    reader.read_line(&mut line)?;
    // Drain the headers; nothing in them changes the answer.
    let mut header = String::new();
    while reader.read_line(&mut header)? > 2 {
        header.clear();
    }
    let mut words = line.split_whitespace();
    let (method, target) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    if method != "GET" && method != "HEAD" {
        return respond(
            &mut stream,
            "405 Method Not Allowed",
            "text/plain",
            b"GET only\n",
            true,
        );
    }
    let path = target.split(['?', '#']).next().unwrap_or("");
    let file = match resolve(root, prefix, path) {
        Some(file) => file,
        None => {
            return respond(
                &mut stream,
                "404 Not Found",
                "text/plain",
                b"not found\n",
                true,
            )
        }
    };
    match fs::read(&file) {
        Ok(body) => respond(
            &mut stream,
            "200 OK",
            content_type(&file),
            &body,
            method == "GET",
        ),
        Err(_) => respond(
            &mut stream,
            "404 Not Found",
            "text/plain",
            b"not found\n",
            true,
        ),
    }
}

/// Maps a request path to a file under `root`, refusing anything outside
/// the prefix or the root (`..`, percent-encoded or not).
fn resolve(root: &Path, prefix: &str, path: &str) -> Option<PathBuf> {
    let rest = path.strip_prefix(prefix)?;
    let rest = percent_decode(rest)?;
    let relative = Path::new(&rest);
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return None;
    }
    let mut file = root.join(relative);
    if rest.is_empty() || rest.ends_with('/') || file.is_dir() {
        file = file.join("index.html");
    }
    file.is_file().then_some(file)
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// The types the site uses; `application/wasm` matters, because browsers
/// compile wasm while it streams in only when it is served as wasm.
fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|e| e.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("js" | "mjs") => "text/javascript; charset=utf-8",
        Some("json") => "application/json",
        Some("wasm") => "application/wasm",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        Some("ts") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

fn respond(
    stream: &mut TcpStream,
    status: &str,
    content_type: &str,
    body: &[u8],
    with_body: bool,
) -> std::io::Result<()> {
    let head = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n\
         Cache-Control: no-cache\r\nConnection: close\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes())?;
    if with_body {
        stream.write_all(body)?;
    }
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_outside_the_root_or_prefix_are_refused() {
        let root = workspace_root();
        assert!(resolve(&root, "/", "/Cargo.toml").is_some());
        assert!(resolve(&root, "/", "/../Cargo.toml").is_none());
        assert!(resolve(&root, "/", "/%2e%2e/Cargo.toml").is_none());
        assert!(resolve(&root, "/", "/crates/%2e%2e/Cargo.toml").is_none());
        assert!(resolve(&root, "/sub/", "/Cargo.toml").is_none());
        assert!(resolve(&root, "/sub/", "/sub/Cargo.toml").is_some());
        assert!(resolve(&root, "/", "/%zz").is_none());
    }
}
