//! `smali_parser`: the smali language as baksmali/apktool print it.
//!
//! - [`parse_class`] reads one `.smali` file into a typed [`ast::Class`];
//! - [`print_class`] writes it back in baksmali's layout;
//! - [`cfg`] builds per-method control-flow graphs (basic blocks, normal and exceptional edges,
//!   dominators, loops) and Casper's call-site CFG;
//! - [`hierarchy`] and [`callgraph`] give the app's class hierarchy and a CHA call graph.

pub mod ast;
pub mod callgraph;
pub mod cfg;
mod error;
pub mod files;
pub mod hierarchy;
pub mod opcode;
mod parse;
mod print;

pub use error::ParseError;
pub use parse::parse_class;
pub use print::{print_class, write_class};
