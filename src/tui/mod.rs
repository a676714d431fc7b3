//! The interactive editor (filled in by the editor work).
