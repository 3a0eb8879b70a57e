//! Scheme bits of the trace header's `schemes` mask and of [`crate::RuntimeConfig::schemes`].

pub const BLOCKS: u32 = 1;
pub const PATHS: u32 = 2;
pub const CALLS: u32 = 4;
pub const CONTEXTS: u32 = 8;
pub const PAP: u32 = 16;
pub const BL: u32 = 32;
pub const FI: u32 = 64;
pub const BRI: u32 = 128;
pub const PCC: u32 = 256;

/// Every scheme: its bit and its command-line name.
pub const ALL: [(u32, &str); 9] = [
    (BLOCKS, "blocks"),
    (PATHS, "paths"),
    (CALLS, "calls"),
    (CONTEXTS, "contexts"),
    (PAP, "pap"),
    (BL, "bl"),
    (FI, "fi"),
    (BRI, "bri"),
    (PCC, "pcc"),
];

/// The bit of a scheme named on the command line.
pub fn bit(name: &str) -> Option<u32> {
    ALL.iter().find(|(_, n)| *n == name).map(|(b, _)| *b)
}

/// Names of the schemes in `mask`, in [`ALL`] order; bits no scheme has are left out.
pub fn names(mask: u32) -> Vec<&'static str> {
    ALL.iter()
        .filter(|(b, _)| mask & b != 0)
        .map(|(_, n)| *n)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_bits_agree() {
        for (b, n) in ALL {
            assert_eq!(bit(n), Some(b));
            assert_eq!(names(b), vec![n]);
        }
        assert_eq!(bit("nope"), None);
        assert_eq!(names(BLOCKS | PCC | 1 << 20), vec!["blocks", "pcc"]);
        let all = ALL.iter().fold(0, |m, (b, _)| m | b);
        assert_eq!(all, 0x1ff);
    }
}
