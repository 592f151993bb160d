//! A zip archive of stored (uncompressed) entries: all a SCORM package
//! needs, since platforms unpack any zip, and the single file it carries is
//! mostly base64 that would shrink little. Written by hand because xtask has
//! no dependencies (see its `Cargo.toml`). `www/js/scorm-package.js` reads
//! and writes the same layout in the browser.

/// The zip's entries as `(name, bytes)`, in order, as one archive.
pub fn stored(entries: &[(&str, &[u8])]) -> Vec<u8> {
    let mut out = Vec::new();
    let mut directory = Vec::new();
    for (name, bytes) in entries {
        let offset = u32::try_from(out.len()).expect("a package under 4 GB");
        let header = Header {
            name,
            crc: crc32(bytes),
            size: u32::try_from(bytes.len()).expect("a file under 4 GB"),
        };
        out.extend(u32::to_le_bytes(0x0403_4b50));
        header.common(&mut out);
        out.extend(name.as_bytes());
        out.extend(*bytes);
        directory.extend(u32::to_le_bytes(0x0201_4b50));
        directory.extend(u16::to_le_bytes(20)); // made by: version 2.0
        header.common(&mut directory);
        directory.extend([0; 8]); // comment length, disk, internal and external attributes
        directory.extend([0; 2]);
        directory.extend(u32::to_le_bytes(offset));
        directory.extend(name.as_bytes());
    }
    let start = u32::try_from(out.len()).expect("a package under 4 GB");
    let count = u16::try_from(entries.len()).expect("fewer than 65,536 files");
    let length = u32::try_from(directory.len()).expect("a directory under 4 GB");
    out.extend(directory);
    out.extend(u32::to_le_bytes(0x0605_4b50));
    out.extend([0; 4]); // this disk, the directory's disk
    out.extend(u16::to_le_bytes(count));
    out.extend(u16::to_le_bytes(count));
    out.extend(u32::to_le_bytes(length));
    out.extend(u32::to_le_bytes(start));
    out.extend([0; 2]); // comment length
    out
}

/// The fields a local header and a directory entry share.
struct Header<'a> {
    name: &'a str,
    crc: u32,
    size: u32,
}

impl Header<'_> {
    fn common(&self, out: &mut Vec<u8>) {
        out.extend(u16::to_le_bytes(20)); // needed to extract: version 2.0
        out.extend(u16::to_le_bytes(0x0800)); // names are UTF-8
        out.extend(u16::to_le_bytes(0)); // stored
                                         // 1980-01-01 00:00: a fixed time keeps the package the same bytes for the same files.
        out.extend(u16::to_le_bytes(0));
        out.extend(u16::to_le_bytes(0x21));
        out.extend(u32::to_le_bytes(self.crc));
        out.extend(u32::to_le_bytes(self.size));
        out.extend(u32::to_le_bytes(self.size));
        out.extend(u16::to_le_bytes(
            u16::try_from(self.name.len()).expect("a short name"),
        ));
        out.extend(u16::to_le_bytes(0)); // extra field length
    }
}

/// CRC-32 as zip uses it (IEEE, reflected), bit by bit: a package is
/// written once per build, so no table is worth keeping.
pub fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = !0u32;
    for &byte in bytes {
        crc ^= u32::from(byte);
        for _ in 0..8 {
            crc = if crc & 1 == 1 {
                (crc >> 1) ^ 0xEDB8_8320
            } else {
                crc >> 1
            };
        }
    }
    !crc
}

#[cfg(test)]
mod tests {
    use super::{crc32, stored};

    #[test]
    fn crc32_matches_the_check_value() {
        assert_eq!(crc32(b"123456789"), 0xCBF4_3926);
        assert_eq!(crc32(b""), 0);
    }

    #[test]
    fn an_archive_ends_with_a_directory_of_its_entries() {
        let zip = stored(&[("a.txt", b"hello"), ("b/c.txt", b"")]);
        assert_eq!(&zip[..4], b"PK\x03\x04");
        let end = &zip[zip.len() - 22..];
        assert_eq!(&end[..4], b"PK\x05\x06");
        assert_eq!(u16::from_le_bytes([end[10], end[11]]), 2);
        let start = u32::from_le_bytes([end[16], end[17], end[18], end[19]]) as usize;
        assert_eq!(&zip[start..start + 4], b"PK\x01\x02");
        // The first entry's data follows its 30-byte header and its name.
        assert_eq!(&zip[35..40], b"hello");
    }
}
