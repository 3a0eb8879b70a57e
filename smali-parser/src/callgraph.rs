//! Call graph of an app (to be written).
