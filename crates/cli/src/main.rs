//! placeholder until the CLI lands
fn main() {}
