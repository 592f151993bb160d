//! One client of a story replayed on real services; started by
//! `fencelab-real`, never by hand.

use fencelab_real::replay::client::play;
use fencelab_real::replay::line::{ClientArgs, ClientLine};

fn main() {
    let result = std::env::args()
        .nth(1)
        .ok_or_else(|| {
            "usage: fencelab-real-client ARGS-AS-JSON (started by fencelab-real)".to_owned()
        })
        .and_then(|text| {
            serde_json::from_str::<ClientArgs>(&text).map_err(|e| format!("bad arguments: {e}"))
        })
        .and_then(|args| play(&args));
    if let Err(message) = result {
        println!(
            "{}",
            serde_json::to_string(&ClientLine::Failed { message }).expect("plain data")
        );
        std::process::exit(1);
    }
}
