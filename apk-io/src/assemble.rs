//! Assembling smali directories back into dex files.

use std::fs;
use std::path::{Path, PathBuf};

use super::batch::{balance, ToolRun};
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
        let weights: Vec<u64> = jobs.iter().map(|j| tree_size(&j.smali_dir)).collect();
        let groups = balance(&weights, self.jobs());
        let results = self.for_each_parallel(&groups, |group| {
            let names: Vec<&str> = group.iter().map(|&i| jobs[i].name.as_str()).collect();
            names
                .iter()
                .for_each(|n| progress.item_started(Stage::Assemble, n));
            let r = self.assemble_group(group.iter().map(|&i| &jobs[i]), out_dir);
            names
                .iter()
                .for_each(|n| progress.item_finished(Stage::Assemble, n));
            r
        });
        progress.stage_finished(Stage::Assemble);
        let mut dexes: Vec<(usize, DexFile)> = Vec::with_capacity(jobs.len());
        for (group, result) in groups.iter().zip(results) {
            dexes.extend(group.iter().copied().zip(result?));
        }
        dexes.sort_by_key(|(i, _)| *i);
        Ok(dexes.into_iter().map(|(_, d)| d).collect())
    }

    /// Assembles a group of jobs one after the other (in one JVM when possible).
    fn assemble_group<'j>(
        &self,
        jobs: impl Iterator<Item = &'j AssembleJob>,
        out_dir: &Path,
    ) -> Result<Vec<DexFile>> {
        let jobs: Vec<&AssembleJob> = jobs.collect();
        let mut runs = Vec::with_capacity(jobs.len());
        for job in &jobs {
            let out = out_dir.join(&job.name);
            // A stale dex from an earlier run must not pass for this run's output.
            match fs::remove_file(&out) {
                Ok(()) => {}
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => return Err(io_err(&out, "remove")(e)),
            }
            runs.push(ToolRun {
                args: vec![
                    "a".into(),
                    "--api".into(),
                    job.api.to_string().into(),
                    "-o".into(),
                    out.into(),
                    job.smali_dir.clone().into(),
                ],
                context: format!("{} (from {})", job.name, job.smali_dir.display()),
            });
        }
        let stderr = self.run_group(Tool::Smali, &runs)?;
        jobs.iter()
            .zip(runs)
            .map(|(job, run)| {
                let out = out_dir.join(&job.name);
                if out.is_file() {
                    Ok(DexFile {
                        name: job.name.clone(),
                        path: out,
                    })
                } else {
                    Err(no_dex_written(job, run, &stderr))
                }
            })
            .collect()
    }
}

/// smali 2.5 reports some errors (e.g. an opcode the --api level lacks) on stderr, writes no dex
/// and still exits 0.
fn no_dex_written(job: &AssembleJob, run: ToolRun, stderr: &str) -> ApkError {
    let mut output = shorten(stderr);
    if output.contains("\"opcode\" is null") {
        output.push_str(&format!(
            "\nhint: an instruction does not exist at API level {}; raise the API level \
             (26 for invoke-custom/invoke-polymorphic, 28 for const-method-handle/type)",
            job.api
        ));
    }
    ApkError::ToolFailed {
        context: run.context,
        command: render_command(Tool::Smali.command_name(), &run.args),
        status: "exit status 0 but no dex written".to_string(),
        output: if output.is_empty() {
            "no smali files found? check the directory".to_string()
        } else {
            output
        },
    }
}

/// Total size of the files below `dir`: how much work assembling it is (0 when unreadable; the
/// tool then reports the problem).
fn tree_size(dir: &Path) -> u64 {
    let mut total = 0;
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = fs::read_dir(&d) else {
            continue;
        };
        for entry in entries.flatten() {
            match entry.metadata() {
                Ok(m) if m.is_dir() => stack.push(entry.path()),
                Ok(m) => total += m.len(),
                Err(_) => {}
            }
        }
    }
    total
}
