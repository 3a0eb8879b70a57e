//! Class hierarchy of an app (to be written).
