//! Command line (filled in by the CLI work).
