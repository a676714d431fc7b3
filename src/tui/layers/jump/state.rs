//! The square jump's state: what has been typed (data only, so the
//! `Layer` enum and `App` can hold it without importing its behaviour).

/// Its name, which `Action::SQUARE_JUMP` opens (`layers::OPENED_BY_NAME`).
pub const NAME: &str = "jump";

/// What has been typed of the square's name.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SquareJump {
    pub typed: String,
    /// The name is whole but no square of this board has it.
    pub unknown: bool,
}
