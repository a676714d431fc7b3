//! The session file: JSON, versioned, one object. Version 1:
//!
//! ```json
//! { "format": "fen-tui-session", "version": 1,
//!   "ended_cleanly": false, "saved_at": 1764474000, "pid": 4242,
//!   "current": { "variant": "chess", "fen": "8/8/8/8/8/8/8/8 w - - 0 1", "draft": null },
//!   "undo": [ …steps like "current", oldest first… ],
//!   "redo": [ … ],
//!   "moves": { "variant": "chess", "start": "<FEN>", "played": [ "e2e4", … ] } }
//! ```
//!
//! `moves` is `null` (or absent) unless the position came from a text with
//! moves (`FEN moves e2e4 …`) and was not edited since.
//!
//! Reading never trusts the file: anything missing, mistyped or unreadable is
//! a `FormatError`, and a newer version is refused rather than half-read.

use super::{SavedMoves, SavedSession};
use crate::core::Variant;
use crate::core::fen::{MAX_INPUT_BYTES, ReadOptions, read_fen, write_fen};
use crate::tui::app::Snapshot;
use serde_json::{Map, Value, json};

/// The version this build writes and the newest it reads.
pub const FORMAT_VERSION: u64 = 1;
const FORMAT_NAME: &str = "fen-tui-session";

/// Why a session file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormatError {
    /// Not JSON, or not a fen-tui session.
    NotASession,
    /// Written by a newer fen-tui.
    NewerVersion(u64),
    /// A session of a known version with a bad field (its name).
    BadField(&'static str),
}

pub fn encode(session: &SavedSession) -> String {
    let steps = |steps: &[Snapshot]| steps.iter().map(encode_step).collect::<Vec<_>>();
    let value = json!({
        "format": FORMAT_NAME,
        "version": FORMAT_VERSION,
        "ended_cleanly": session.ended_cleanly,
        "saved_at": session.saved_at,
        "pid": session.pid,
        "current": encode_step(&session.current),
        "undo": steps(&session.undo),
        "redo": steps(&session.redo),
        "moves": session.moves.as_ref().map(encode_moves),
    });
    let mut text = value.to_string();
    text.push('\n');
    text
}

fn encode_step(step: &Snapshot) -> Value {
    json!({
        "variant": step.position.variant.name(),
        "fen": write_fen(&step.position),
        "draft": step.draft,
    })
}

fn encode_moves(moves: &SavedMoves) -> Value {
    json!({
        "variant": moves.start.variant.name(),
        "start": write_fen(&moves.start),
        "played": moves.played,
    })
}

pub fn decode(text: &str) -> Result<SavedSession, FormatError> {
    let value: Value = serde_json::from_str(text).map_err(|_| FormatError::NotASession)?;
    let object = value.as_object().ok_or(FormatError::NotASession)?;
    if object.get("format").and_then(Value::as_str) != Some(FORMAT_NAME) {
        return Err(FormatError::NotASession);
    }
    let version = object
        .get("version")
        .and_then(Value::as_u64)
        .ok_or(FormatError::BadField("version"))?;
    if version > FORMAT_VERSION {
        return Err(FormatError::NewerVersion(version));
    }
    Ok(SavedSession {
        current: object
            .get("current")
            .and_then(decode_step)
            .ok_or(FormatError::BadField("current"))?,
        undo: decode_steps(object, "undo")?,
        redo: decode_steps(object, "redo")?,
        moves: decode_moves(object)?,
        ended_cleanly: object
            .get("ended_cleanly")
            .and_then(Value::as_bool)
            .ok_or(FormatError::BadField("ended_cleanly"))?,
        saved_at: object
            .get("saved_at")
            .and_then(Value::as_u64)
            .ok_or(FormatError::BadField("saved_at"))?,
        pid: decode_pid(object)?,
    })
}

fn decode_steps(
    object: &Map<String, Value>,
    name: &'static str,
) -> Result<Vec<Snapshot>, FormatError> {
    object
        .get(name)
        .and_then(Value::as_array)
        .ok_or(FormatError::BadField(name))?
        .iter()
        .map(|step| decode_step(step).ok_or(FormatError::BadField(name)))
        .collect()
}

/// One step: the FEN must read strictly as the variant it names, since this
/// build wrote it canonically.
fn decode_step(value: &Value) -> Option<Snapshot> {
    let step = value.as_object()?;
    let variant = Variant::from_name(step.get("variant")?.as_str()?)?;
    let fen = step.get("fen")?.as_str()?;
    let position = read_fen(fen, ReadOptions::strict().with_variant(Some(variant)))
        .ok()?
        .position;
    let draft = match step.get("draft")? {
        Value::Null => None,
        // The editor never holds a longer draft; a longer one is not ours.
        Value::String(text) if text.len() <= MAX_INPUT_BYTES => Some(text.clone()),
        _ => return None,
    };
    Some(Snapshot { position, draft })
}

fn decode_pid(object: &Map<String, Value>) -> Result<Option<u32>, FormatError> {
    match object.get("pid") {
        None | Some(Value::Null) => Ok(None),
        Some(pid) => pid
            .as_u64()
            .and_then(|pid| u32::try_from(pid).ok())
            .map(Some)
            .ok_or(FormatError::BadField("pid")),
    }
}

fn decode_moves(object: &Map<String, Value>) -> Result<Option<SavedMoves>, FormatError> {
    match object.get("moves") {
        None | Some(Value::Null) => Ok(None),
        Some(moves) => decode_played(moves)
            .map(Some)
            .ok_or(FormatError::BadField("moves")),
    }
}

fn decode_played(value: &Value) -> Option<SavedMoves> {
    let moves = value.as_object()?;
    let variant = Variant::from_name(moves.get("variant")?.as_str()?)?;
    let start = moves.get("start")?.as_str()?;
    let start = read_fen(start, ReadOptions::strict().with_variant(Some(variant)))
        .ok()?
        .position;
    let played = moves
        .get("played")?
        .as_array()?
        .iter()
        // A move in coordinates is a handful of characters.
        .map(|m| m.as_str().filter(|m| m.len() <= 8).map(str::to_string))
        .collect::<Option<Vec<_>>>()?;
    Some(SavedMoves { start, played })
}

#[cfg(test)]
mod tests;
