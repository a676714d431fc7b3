//! latex
