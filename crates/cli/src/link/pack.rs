//! Raw DEFLATE (RFC 1951), as the browser's `CompressionStream("deflate-raw")`
//! writes it: no zlib or gzip header, no checksum.

use miniz_oxide::inflate::{decompress_to_vec_with_limit, TINFLStatus};

/// The most a link's scenario may unpack to, the core's limit, which the
/// page keeps too: a lesson's file is a few KB, and a link is untrusted,
/// so a few hundred bytes must not become gigabytes in memory.
pub const MAX_UNPACKED: usize = fencelab_core::LINKED_FILE_LIMIT;

/// miniz's best and slowest level: a link is made once and read often, and
/// every byte saved is a character fewer to paste.
const LEVEL: u8 = 10;

/// Why packed data cannot be unpacked.
#[derive(Debug, PartialEq, Eq)]
pub enum UnpackError {
    /// The data ends inside the stream: the link was cut short.
    CutShort,
    /// The data is not DEFLATE.
    NotDeflate,
    /// It unpacks to more than [`MAX_UNPACKED`] bytes; unpacking stopped there.
    TooLarge,
}

/// Packs `bytes` as small as DEFLATE can.
pub fn pack(bytes: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec(bytes, LEVEL)
}

/// Unpacks raw DEFLATE, stopping at [`MAX_UNPACKED`] bytes of output.
pub fn unpack(packed: &[u8]) -> Result<Vec<u8>, UnpackError> {
    decompress_to_vec_with_limit(packed, MAX_UNPACKED).map_err(|err| match err.status {
        TINFLStatus::HasMoreOutput => UnpackError::TooLarge,
        TINFLStatus::FailedCannotMakeProgress | TINFLStatus::NeedsMoreInput => {
            UnpackError::CutShort
        }
        _ => UnpackError::NotDeflate,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_and_shrinks() {
        let text = "{\"title\": \"a lock\", \"clients\": []}\n".repeat(40);
        let packed = pack(text.as_bytes());
        assert!(packed.len() < text.len() / 10, "{} bytes", packed.len());
        assert_eq!(unpack(&packed).unwrap(), text.as_bytes());
        assert_eq!(unpack(&pack(b"")).unwrap(), b"");
    }

    #[test]
    fn the_limit_itself_unpacks_and_a_byte_more_does_not() {
        let at = vec![b' '; MAX_UNPACKED];
        assert_eq!(unpack(&pack(&at)).unwrap().len(), MAX_UNPACKED);
        let over = vec![b' '; MAX_UNPACKED + 1];
        assert_eq!(unpack(&pack(&over)), Err(UnpackError::TooLarge));
    }

    #[test]
    fn a_bomb_stops_at_the_limit() {
        // 64 MB of zeros pack to about 64 KB.
        let bomb = pack(&vec![0; 64 << 20]);
        assert!(bomb.len() < 100 << 10, "{} bytes", bomb.len());
        assert_eq!(unpack(&bomb), Err(UnpackError::TooLarge));
    }

    #[test]
    fn a_cut_stream_and_a_foreign_one_are_told_apart() {
        let packed = pack("a scenario file of some length, ".repeat(20).as_bytes());
        assert_eq!(
            unpack(&packed[..packed.len() / 2]),
            Err(UnpackError::CutShort)
        );
        assert_eq!(unpack(&[]), Err(UnpackError::CutShort));
        // Block type 3 does not exist.
        assert_eq!(unpack(&[0xff, 0xff, 0xff]), Err(UnpackError::NotDeflate));
        // A zlib header is not raw DEFLATE.
        let zlib = miniz_oxide::deflate::compress_to_vec_zlib(b"{}", LEVEL);
        assert_ne!(unpack(&zlib), Ok(b"{}".to_vec()));
    }
}
