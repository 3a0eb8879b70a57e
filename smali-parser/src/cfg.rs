//! Per-method control-flow graphs (to be written).
