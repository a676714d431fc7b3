//! What more than one command uses: the arguments several commands share
//! (`shared_args`, `chess960`, `en_passant`), reading the INPUT argument
//! (`input`) and stdin's lines (`lines`, `inputs`), one streamed answer per
//! input (`stream`) and the JSON shape of a position (`position_json`),
//! output and exit status (`output`, `exit`, `words`), the config file and
//! error reports (`config`, `report`).

pub mod chess960;
pub(crate) mod config;
pub mod en_passant;
pub mod exit;
pub(crate) mod input;
pub(crate) mod inputs;
pub(crate) mod lines;
pub(crate) mod output;
pub(crate) mod position_json;
pub(crate) mod report;
pub mod shared_args;
pub(crate) mod stream;
pub(crate) mod words;

pub use exit::Exit;
pub(crate) use words::Words;
