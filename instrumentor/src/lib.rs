//! APK/JAR/DEX in and out, method rewriting and probe plans.
