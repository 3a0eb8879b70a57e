//! Signing flags shared by the commands that write APKs.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use apk_io::{Keystore, Signing};
use clap::Args;

#[derive(Args, Clone, Debug)]
pub struct SigningArgs {
    /// Sign with this keystore instead of the adaptrace debug key
    /// ($XDG_CONFIG_HOME/adaptrace/debug.keystore, created on first use).
    #[arg(long, value_name = "FILE")]
    keystore: Option<PathBuf>,

    /// Alias of the key in --keystore.
    #[arg(long, value_name = "NAME", requires = "keystore")]
    key_alias: Option<String>,

    /// Password of --keystore: `env:NAME` reads the environment variable NAME, `file:PATH` the
    /// first line of PATH (both keep it out of the process list); anything else is the password.
    #[arg(long, value_name = "PASS", requires = "keystore")]
    keystore_pass: Option<String>,

    /// Password of the key, when it differs from the keystore's (same forms as --keystore-pass).
    #[arg(long, value_name = "PASS", requires = "keystore")]
    key_pass: Option<String>,

    /// Leave the APK unsigned (it is still aligned).
    #[arg(long, conflicts_with = "keystore")]
    no_sign: bool,
}

impl SigningArgs {
    pub fn config(&self) -> Result<Signing> {
        if self.no_sign {
            return Ok(Signing::Unsigned);
        }
        let Some(path) = &self.keystore else {
            return Ok(Signing::Debug);
        };
        let (Some(alias), Some(store_password)) = (&self.key_alias, &self.keystore_pass) else {
            bail!("--keystore needs --key-alias and --keystore-pass");
        };
        Ok(Signing::Keystore(Keystore {
            path: path.clone(),
            alias: alias.clone(),
            store_password: password("--keystore-pass", store_password)?,
            key_password: self
                .key_pass
                .as_deref()
                .map(|p| password("--key-pass", p))
                .transpose()?,
        }))
    }
}

/// Resolves a password flag: `env:NAME`, `file:PATH` or the password itself.
fn password(flag: &str, value: &str) -> Result<String> {
    if let Some(name) = value.strip_prefix("env:") {
        std::env::var(name).with_context(|| format!("{flag} env:{name}: the variable is not set"))
    } else if let Some(path) = value.strip_prefix("file:") {
        let text = std::fs::read_to_string(path)
            .with_context(|| format!("{flag} file:{path}: cannot read the password file"))?;
        Ok(text.lines().next().unwrap_or_default().to_string())
    } else {
        Ok(value.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::password;

    #[test]
    fn passwords_come_from_the_value_a_variable_or_a_file() {
        assert_eq!(password("--keystore-pass", "secret").unwrap(), "secret");
        std::env::set_var("ADAPTRACE_TEST_KEYSTORE_PASS", "from-env");
        assert_eq!(
            password("--keystore-pass", "env:ADAPTRACE_TEST_KEYSTORE_PASS").unwrap(),
            "from-env"
        );
        let file = tempfile::NamedTempFile::new().unwrap();
        std::fs::write(file.path(), "from-file\nignored\n").unwrap();
        let arg = format!("file:{}", file.path().display());
        assert_eq!(password("--key-pass", &arg).unwrap(), "from-file");
        let err = password("--key-pass", "env:ADAPTRACE_TEST_UNSET_VARIABLE").unwrap_err();
        assert!(err
            .to_string()
            .contains("--key-pass env:ADAPTRACE_TEST_UNSET_VARIABLE"));
    }
}
