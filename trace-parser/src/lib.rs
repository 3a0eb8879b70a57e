//! Device access, trace pulling and the decoders of every scheme. Filled by later issues; empty for now.
