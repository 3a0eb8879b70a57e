//! On-device runtime and the trace/model formats shared by device and host. Filled by the engine issue; empty for now.
