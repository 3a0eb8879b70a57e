//! Model files: round trips, atomic writes, and clean errors with offsets for every truncation
//! and flipped byte.

use std::path::Path;

use android_runtime::model::{Model, ModelError, HEADER_LEN, MAX_SYMBOLS};

const PATH: &str = "/meta/model-3.admd";

fn model() -> Model {
    Model {
        metadata_hash: 0x8877_6655_4433_2211,
        generation: 3,
        tables: vec![vec![1, 2, 3], vec![], vec![u32::MAX, 0, 7, 9]],
    }
}

#[test]
fn bytes_round_trip_and_match_the_documented_layout() {
    let m = model();
    let b = m.to_bytes(Path::new(PATH)).unwrap();
    assert_eq!(&b[..8], b"ADMD\x00\x01\x00\x18");
    assert_eq!(&b[8..16], &0x8877_6655_4433_2211u64.to_be_bytes());
    assert_eq!(&b[16..20], &3u32.to_be_bytes());
    assert_eq!(&b[20..24], &3u32.to_be_bytes());
    assert_eq!(&b[24..26], &3u16.to_be_bytes());
    assert_eq!(&b[26..30], &1u32.to_be_bytes());
    // header, 3 tables (2 + 12, 2, 2 + 16 bytes), CRC
    assert_eq!(b.len(), 24 + 14 + 2 + 18 + 4);
    let crc = crc32fast::hash(&b[..b.len() - 4]);
    assert_eq!(&b[b.len() - 4..], &crc.to_be_bytes());
    assert_eq!(Model::from_bytes(&b, Path::new(PATH)).unwrap(), m);

    let empty = Model::default();
    let b = empty.to_bytes(Path::new(PATH)).unwrap();
    assert_eq!(b.len(), 28);
    assert_eq!(Model::from_bytes(&b, Path::new(PATH)).unwrap(), empty);
}

#[test]
fn atomic_write_replaces_and_leaves_no_temp_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model-3.admd");
    let mut m = model();
    m.write_atomic(&path).unwrap();
    assert_eq!(Model::read(&path).unwrap(), m);
    m.generation = 4;
    m.tables.push(vec![5; MAX_SYMBOLS]);
    m.write_atomic(&path).unwrap();
    assert_eq!(Model::read(&path).unwrap(), m);
    let names: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .collect();
    assert_eq!(names, ["model-3.admd"]);
}

#[test]
fn failed_writes_name_the_file_and_keep_the_old_one() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("model.admd");
    model().write_atomic(&path).unwrap();

    let mut big = model();
    big.tables.push(vec![0; MAX_SYMBOLS + 1]);
    let err = big.write_atomic(&path).unwrap_err();
    assert!(matches!(err, ModelError::TableTooLarge { table: 3, .. }));
    assert!(err.to_string().contains("model.admd"), "{err}");
    assert_eq!(Model::read(&path).unwrap(), model());

    let err = model()
        .write_atomic(dir.path().join("no-such-dir").join("m.admd"))
        .unwrap_err();
    assert!(matches!(err, ModelError::Io { .. }));
    assert!(err.to_string().contains("m.admd"), "{err}");

    let err = Model::read(dir.path().join("absent.admd")).unwrap_err();
    assert!(err.to_string().contains("absent.admd"), "{err}");
}

#[test]
fn every_truncation_is_an_error_with_an_offset() {
    let b = model().to_bytes(Path::new(PATH)).unwrap();
    for cut in 0..b.len() {
        let err = Model::from_bytes(&b[..cut], Path::new(PATH)).unwrap_err();
        let ok = match cut {
            0..=27 => matches!(err, ModelError::Truncated { len, .. } if len == cut as u64),
            _ => matches!(err, ModelError::Crc { offset, .. } if offset == cut as u64 - 4),
        };
        assert!(ok, "cut {cut}: {err:?}");
        assert!(err.offset().is_some());
        let msg = err.to_string();
        assert!(msg.starts_with(PATH), "{msg}");
    }
}

#[test]
fn every_flipped_byte_is_an_error_with_an_offset() {
    let b = model().to_bytes(Path::new(PATH)).unwrap();
    for at in 0..b.len() {
        for mask in [0x01u8, 0x80, 0xff] {
            let mut d = b.clone();
            d[at] ^= mask;
            let err = Model::from_bytes(&d, Path::new(PATH)).unwrap_err();
            let ok = match at {
                0..=3 => matches!(err, ModelError::BadMagic { .. }),
                4 | 5 => matches!(err, ModelError::Version { .. }),
                6 | 7 => matches!(
                    err,
                    ModelError::HeaderLength { .. }
                        | ModelError::Crc { .. }
                        | ModelError::Truncated { .. }
                ),
                _ => matches!(err, ModelError::Crc { .. }),
            };
            assert!(ok, "byte {at} ^ {mask:#x}: {err:?}");
            assert!(err.offset().is_some());
            assert!(err.to_string().starts_with(PATH));
        }
    }
}

/// Re-seals bytes with a correct CRC, as a buggy writer would produce them.
fn sealed(mut b: Vec<u8>) -> Vec<u8> {
    let n = b.len() - 4;
    let crc = crc32fast::hash(&b[..n]);
    b[n..].copy_from_slice(&crc.to_be_bytes());
    b
}

#[test]
fn inconsistent_layouts_with_good_crcs_are_errors() {
    let good = model().to_bytes(Path::new(PATH)).unwrap();

    let mut b = good.clone();
    b[23] = 4; // one table more than there is
    let err = Model::from_bytes(&sealed(b), Path::new(PATH)).unwrap_err();
    assert!(
        matches!(err, ModelError::Layout { offset: 58, .. }),
        "{err:?}"
    );

    let mut b = good.clone();
    b[23] = 2; // the third table is left over
    let err = Model::from_bytes(&sealed(b), Path::new(PATH)).unwrap_err();
    assert!(
        matches!(err, ModelError::Layout { offset: 40, .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("18 bytes follow"), "{err}");

    let mut b = good.clone();
    b[25] = 200; // the first table claims more symbols than the file holds
    let err = Model::from_bytes(&sealed(b), Path::new(PATH)).unwrap_err();
    assert!(
        matches!(err, ModelError::Layout { offset: 24, .. }),
        "{err:?}"
    );

    let mut b = good;
    b[20..24].copy_from_slice(&u32::MAX.to_be_bytes());
    let err = Model::from_bytes(&sealed(b), Path::new(PATH)).unwrap_err();
    assert!(matches!(err, ModelError::Layout { .. }), "{err:?}");
}

#[test]
fn longer_headers_are_skipped() {
    let good = model().to_bytes(Path::new(PATH)).unwrap();
    let mut b = good[..24].to_vec();
    b[6..8].copy_from_slice(&(HEADER_LEN + 4).to_be_bytes());
    b.extend_from_slice(&[9, 9, 9, 9]);
    b.extend_from_slice(&good[24..]);
    assert_eq!(
        Model::from_bytes(&sealed(b), Path::new(PATH)).unwrap(),
        model()
    );
}
