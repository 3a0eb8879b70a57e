//! The store of builds: where `pull-and-decode` finds the metadata of the build that wrote a
//! trace without being told. Every trace's header names its build's metadata hash, and
//! `instrument` registers each build it writes under its package and that hash.
//!
//! The metadata directory `instrument` writes (`app.adaptrace/`, next to the app) stays the
//! primary copy: traces, reports and models go there. The store only links to it:
//! `$XDG_DATA_HOME/adaptrace/builds/<package>/<hash as 16 hex digits>` is a symbolic link to
//! that directory (`~/.local/share` when `XDG_DATA_HOME` is unset, as the XDG spec says). A link
//! whose directory was moved or deleted is an unknown build until it is registered again
//! (`pull-and-decode --meta DIR` registers DIR).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// What a store operation could not do.
#[derive(Debug, thiserror::Error)]
pub enum BuildsError {
    #[error("neither XDG_DATA_HOME nor HOME is set: cannot find the store of builds (set XDG_DATA_HOME to a directory)")]
    NoHome,
    #[error("{path}: {source} (the store of builds, $XDG_DATA_HOME/adaptrace/builds)")]
    Io { path: PathBuf, source: io::Error },
}

/// The per-user store of builds.
#[derive(Clone, Debug)]
pub struct Builds {
    root: PathBuf,
}

/// Name of the metadata file a build's directory holds.
const METADATA: &str = "metadata.json";

impl Builds {
    /// The store under `$XDG_DATA_HOME/adaptrace/builds` (else `$HOME/.local/share/...`).
    pub fn from_env() -> Result<Builds, BuildsError> {
        Builds::from_lookup(|name| std::env::var_os(name).filter(|v| !v.is_empty()))
    }

    /// [`Builds::from_env`] with the environment read through `var`.
    pub fn from_lookup(
        var: impl Fn(&str) -> Option<std::ffi::OsString>,
    ) -> Result<Builds, BuildsError> {
        // The spec says a relative XDG_DATA_HOME is invalid and to be ignored.
        let data = var("XDG_DATA_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .or_else(|| var("HOME").map(|home| PathBuf::from(home).join(".local/share")))
            .ok_or(BuildsError::NoHome)?;
        Ok(Builds::at(data.join("adaptrace").join("builds")))
    }

    /// A store rooted at `root`.
    pub fn at(root: PathBuf) -> Builds {
        Builds { root }
    }

    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Links build `hash` of `package` to `meta_dir` (made absolute), replacing an older link
    /// atomically; returns the link's path.
    pub fn register(
        &self,
        package: &str,
        hash: u64,
        meta_dir: &Path,
    ) -> Result<PathBuf, BuildsError> {
        let io_err = |path: &Path| {
            let path = path.to_path_buf();
            move |source| BuildsError::Io { path, source }
        };
        let target = std::path::absolute(meta_dir).map_err(io_err(meta_dir))?;
        let dir = self.root.join(package);
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        let link = dir.join(hash_name(hash));
        // A fresh link beside it, renamed over the old: readers see one or the other.
        let fresh = dir.join(format!(".{}.{}", hash_name(hash), std::process::id()));
        let _ = fs::remove_file(&fresh);
        std::os::unix::fs::symlink(&target, &fresh).map_err(io_err(&fresh))?;
        fs::rename(&fresh, &link).map_err(io_err(&link))?;
        Ok(link)
    }

    /// The metadata directory of build `hash` of `package`, when it is registered and its
    /// directory still holds metadata.
    pub fn find(&self, package: &str, hash: u64) -> Option<PathBuf> {
        let link = self.root.join(package).join(hash_name(hash));
        let dir = fs::read_link(&link).ok()?;
        dir.join(METADATA).is_file().then_some(dir)
    }

    /// Where traces of `package` wait between the pull and the store of their build.
    pub fn incoming(&self, package: &str) -> PathBuf {
        self.root.join(".incoming").join(package)
    }

    /// The packages with at least one registered build, sorted.
    pub fn packages(&self) -> Result<Vec<String>, BuildsError> {
        let entries = match fs::read_dir(&self.root) {
            Ok(entries) => entries,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(source) => {
                return Err(BuildsError::Io {
                    path: self.root.clone(),
                    source,
                })
            }
        };
        let mut packages: Vec<String> = entries
            .filter_map(Result::ok)
            .filter(|e| e.path().is_dir())
            .filter_map(|e| e.file_name().into_string().ok())
            .filter(|name| !name.starts_with('.'))
            .collect();
        packages.sort();
        Ok(packages)
    }
}

/// Registers build `hash` of `package` at `meta_dir` in the user's store ([`Builds::register`]);
/// a store that cannot be written is a warning for the caller to show, not a failure: the build
/// itself is written, and `--meta` still finds it.
pub fn register_or_warn(package: &str, hash: u64, meta_dir: &Path) -> Result<PathBuf, String> {
    Builds::from_env()
        .and_then(|builds| builds.register(package, hash, meta_dir))
        .map_err(|e| {
            format!(
                "the build was not registered ({e}): give `--meta {}` to pull-and-decode",
                meta_dir.display()
            )
        })
}

/// A metadata hash as the store names it (and as `instrument` prints it).
pub fn hash_name(hash: u64) -> String {
    format!("{hash:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::ffi::OsString;

    #[test]
    fn the_store_follows_xdg() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| OsString::from(v))
            }
        };
        let root = |b: Builds| b.root().to_path_buf();
        assert_eq!(
            root(Builds::from_lookup(env(&[("XDG_DATA_HOME", "/x"), ("HOME", "/h")])).unwrap()),
            Path::new("/x/adaptrace/builds")
        );
        assert_eq!(
            root(Builds::from_lookup(env(&[("XDG_DATA_HOME", "rel"), ("HOME", "/h")])).unwrap()),
            Path::new("/h/.local/share/adaptrace/builds")
        );
        assert_eq!(
            root(Builds::from_lookup(env(&[("HOME", "/h")])).unwrap()),
            Path::new("/h/.local/share/adaptrace/builds")
        );
        assert!(matches!(
            Builds::from_lookup(env(&[])),
            Err(BuildsError::NoHome)
        ));
    }

    #[test]
    fn a_registered_build_is_found_until_its_directory_goes() {
        let tmp = tempfile::tempdir().unwrap();
        let builds = Builds::at(tmp.path().join("store"));
        assert!(builds.packages().unwrap().is_empty());
        let meta = tmp.path().join("app.adaptrace");
        fs::create_dir_all(&meta).unwrap();
        fs::write(meta.join(METADATA), "{}").unwrap();
        let link = builds.register("com.example", 0xabc, &meta).unwrap();
        assert!(link.ends_with("com.example/0000000000000abc"));
        assert_eq!(builds.find("com.example", 0xabc), Some(meta.clone()));
        assert_eq!(builds.find("com.example", 0xabd), None);
        assert_eq!(builds.find("com.other", 0xabc), None);
        assert_eq!(builds.packages().unwrap(), ["com.example"]);

        // Registering again (a moved directory) replaces the link.
        let moved = tmp.path().join("moved.adaptrace");
        fs::rename(&meta, &moved).unwrap();
        assert_eq!(builds.find("com.example", 0xabc), None);
        builds.register("com.example", 0xabc, &moved).unwrap();
        assert_eq!(builds.find("com.example", 0xabc), Some(moved));
    }
}
