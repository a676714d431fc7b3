//! The square jump's state: what has been typed (data only, so the
//! `Layer` enum and `App` can hold it without importing its behaviour).

/// What has been typed of the square's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareJump {
    pub typed: String,
    /// The name is whole but no square of this board has it.
    pub unknown: bool,
}
