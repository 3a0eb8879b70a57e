//! Assembling smali directories back into dex files.

use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};

use super::decode::{Decoded, DecodedDex};
use super::error::{io_err, ApkError, Result};
use super::input::multidex_index;
use super::progress::{Progress, Stage};
use super::tools::{render_command, shorten, Tool, Toolchain};

/// One dex to build with `smali a`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AssembleJob {
    /// Entry name of the dex to produce, e.g. `classes2.dex`.
    pub name: String,
    /// The smali tree to assemble.
    pub smali_dir: PathBuf,
    /// `--api` level; decides the dex version written (15: 035, 24: 037, 26: 038, 28: 039).
    pub api: u32,
}

/// A dex file on disk and the entry name it takes in an archive.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DexFile {
    /// Entry name, e.g. `classes2.dex`.
    pub name: String,
    /// Where the dex is.
    pub path: PathBuf,
}

impl DecodedDex {
    /// Rebuilds this dex from its smali directory at the API level of its original version.
    pub fn assemble_job(&self) -> AssembleJob {
        AssembleJob {
            name: self.name.clone(),
            smali_dir: self.smali_dir.clone(),
            api: self.version.api_level(),
        }
    }
}

impl Decoded {
    /// One [`AssembleJob`] per decoded dex, in multidex order.
    pub fn assemble_jobs(&self) -> Vec<AssembleJob> {
        self.dexes.iter().map(DecodedDex::assemble_job).collect()
    }
}

/// Assembles `jobs` into `out_dir` with the tools on `PATH`; see [`Toolchain::assemble`].
pub fn assemble(
    jobs: &[AssembleJob],
    out_dir: &Path,
    progress: &dyn Progress,
) -> Result<Vec<DexFile>> {
    Toolchain::from_env().assemble(jobs, out_dir, progress)
}

impl Toolchain {
    /// Runs `smali a --api N -o out_dir/NAME smali_dir` for every job, [`Toolchain::jobs`] at
    /// once, and returns the dex files in job order. A failure names the dex and carries
    /// smali's messages (file, line and column of each error).
    pub fn assemble(
        &self,
        jobs: &[AssembleJob],
        out_dir: &Path,
        progress: &dyn Progress,
    ) -> Result<Vec<DexFile>> {
        for job in jobs {
            if multidex_index(&job.name).is_none() {
                return Err(ApkError::InvalidDexName {
                    name: job.name.clone(),
                });
            }
        }
        self.locate(Tool::Smali)?;
        fs::create_dir_all(out_dir).map_err(io_err(out_dir, "create directory"))?;
        progress.stage_started(Stage::Assemble, jobs.len());
        let results = self.for_each_parallel(jobs, |job| {
            progress.item_started(Stage::Assemble, &job.name);
            let r = self.assemble_one(job, out_dir);
            progress.item_finished(Stage::Assemble, &job.name);
            r
        });
        progress.stage_finished(Stage::Assemble);
        results.into_iter().collect()
    }

    fn assemble_one(&self, job: &AssembleJob, out_dir: &Path) -> Result<DexFile> {
        let out = out_dir.join(&job.name);
        // A stale dex from an earlier run must not pass for this run's output.
        match fs::remove_file(&out) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(io_err(&out, "remove")(e)),
        }
        let args: Vec<OsString> = vec![
            "a".into(),
            "--api".into(),
            job.api.to_string().into(),
            "-o".into(),
            out.clone().into(),
            job.smali_dir.clone().into(),
        ];
        let context = format!("{} (from {})", job.name, job.smali_dir.display());
        let output = self.run(Tool::Smali, &args, &[], &context)?;
        // smali 2.5 reports some errors (e.g. an opcode the --api level lacks) on stderr,
        // writes no dex and still exits 0.
        if !out.is_file() {
            let mut stderr = shorten(&String::from_utf8_lossy(&output.stderr));
            if stderr.contains("\"opcode\" is null") {
                stderr.push_str(&format!(
                    "\nhint: an instruction does not exist at API level {}; raise the API level \
                     (26 for invoke-custom/invoke-polymorphic, 28 for const-method-handle/type)",
                    job.api
                ));
            }
            return Err(ApkError::ToolFailed {
                context,
                command: render_command(Tool::Smali.command_name(), &args),
                status: "exit status 0 but no dex written".to_string(),
                output: if stderr.is_empty() {
                    "no smali files found? check the directory".to_string()
                } else {
                    stderr
                },
            });
        }
        Ok(DexFile {
            name: job.name.clone(),
            path: out,
        })
    }
}
