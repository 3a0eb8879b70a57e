//! Signing flags shared by the commands that write APKs.

use std::path::PathBuf;

use anyhow::{bail, Result};
use clap::Args;
use instrumentor::apk::{Keystore, Signing};

#[derive(Args, Clone, Debug)]
pub struct SigningArgs {
    /// Sign with this keystore instead of the adaptrace debug key
    /// ($XDG_CONFIG_HOME/adaptrace/debug.keystore, created on first use).
    #[arg(long, value_name = "FILE")]
    keystore: Option<PathBuf>,

    /// Alias of the key in --keystore.
    #[arg(long, value_name = "NAME", requires = "keystore")]
    key_alias: Option<String>,

    /// Password of --keystore.
    #[arg(long, value_name = "PASS", requires = "keystore")]
    keystore_pass: Option<String>,

    /// Password of the key, when it differs from the keystore's.
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
            store_password: store_password.clone(),
            key_password: self.key_pass.clone(),
        }))
    }
}
