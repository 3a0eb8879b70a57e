//! Progress reporting hook: the library never prints; a front end implements [`Progress`].

/// A step of decoding, assembling or repacking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stage {
    /// `baksmali d`, one item per dex.
    Disassemble,
    /// `apktool d` of the manifest and apktool.yml, one item.
    DecodeManifest,
    /// Parsing smali files, one item per file.
    Parse,
    /// Putting probes into classes, one item per class.
    Instrument,
    /// Printing rewritten classes back to smali, one item per class.
    Print,
    /// `smali a`, one item per dex.
    Assemble,
    /// Reading dex files into classes natively, one item per dex.
    ReadDex,
    /// Writing classes as dex files natively, one item per dex.
    WriteDex,
    /// Writing the new archive, one item per dex entry written.
    Repack,
    /// `zipalign`, one item.
    Align,
    /// `apksigner sign` (and creating the debug keystore if needed), one item.
    Sign,
}

impl Stage {
    /// A short human label, e.g. for a progress bar prefix.
    pub fn label(self) -> &'static str {
        match self {
            Stage::Disassemble => "disassemble",
            Stage::DecodeManifest => "manifest",
            Stage::Parse => "parse",
            Stage::Instrument => "instrument",
            Stage::Print => "print",
            Stage::Assemble => "assemble",
            Stage::ReadDex => "read dex",
            Stage::WriteDex => "write dex",
            Stage::Repack => "repack",
            Stage::Align => "zipalign",
            Stage::Sign => "sign",
        }
    }
}

/// Receives progress events. Methods may be called from several threads at once,
/// and stages may overlap (the manifest is decoded while dex files are disassembled).
///
/// Every method has an empty default, so implementors pick what they show.
pub trait Progress: Sync {
    /// `stage` begins with `items` units of work.
    fn stage_started(&self, _stage: Stage, _items: usize) {}
    /// Work on `item` (e.g. `classes2.dex`) began.
    fn item_started(&self, _stage: Stage, _item: &str) {}
    /// Work on `item` finished (successfully or not).
    fn item_finished(&self, _stage: Stage, _item: &str) {}
    /// `stage` is over.
    fn stage_finished(&self, _stage: Stage) {}
}

/// A [`Progress`] that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoProgress;

impl Progress for NoProgress {}
