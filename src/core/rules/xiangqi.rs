//! Xiangqi rules (filled in by the rules work).
