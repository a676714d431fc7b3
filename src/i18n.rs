//! Translations (filled in by the i18n work).
