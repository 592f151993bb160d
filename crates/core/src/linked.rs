//! What a link that carries a whole scenario file may hold.

/// The most bytes a scenario file carried inside a link (`?file=`) may
/// unpack to. A link is untrusted input, and a few kilobytes of DEFLATE
/// can unpack to gigabytes, so both the page and the CLI stop unpacking
/// here. Far beyond any lesson: the largest shipped file, with three
/// languages, is about 10 KB.
pub const LINKED_FILE_LIMIT: usize = 256 * 1024;
