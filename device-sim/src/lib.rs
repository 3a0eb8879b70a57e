//! Host stand-in for a phone (ADB endpoint). Filled by the device-loop issue; empty for now.
