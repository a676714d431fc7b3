//! What `pgn` reads before the PGN reader sees it: the file's encoding (UTF-8,
//! or the GBK and Big5 of older xiangqi files, given by `--encoding` or told
//! from the first bytes) decoded to UTF-8 as it streams, and a DhtmlXQ text
//! (a web page's xiangqi game) turned into the PGN it stands for.

use crate::core::pgn::{
    DhtmlxqMove, TextEncoding, decoded, detect, dhtmlxq_moves, is_dhtmlxq, read_dhtmlxq, read_xqf,
};
use clap::ValueEnum;
use std::io::{self, BufRead, Read};

/// `--encoding`: how the PGN's bytes are characters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum, Default)]
pub enum EncodingArg {
    /// Told from the first bytes: UTF-8 when they are, else GBK or Big5.
    #[default]
    Auto,
    #[value(name = "utf-8", alias = "utf8")]
    Utf8,
    /// Simplified Chinese (GB2312 and GB18030's two-byte part read too).
    Gbk,
    /// Traditional Chinese.
    Big5,
}

/// A DhtmlXQ page or an XQF file is read whole; one bigger than this is neither.
const MAX_DHTMLXQ_BYTES: u64 = 16 * 1024 * 1024;

/// A PGN reader's input, and for a DhtmlXQ text where its moves stand (so
/// messages name the text's line, column and digits, not the PGN's).
pub(super) type Prepared<'a> = (Box<dyn BufRead + 'a>, Vec<DhtmlxqMove>);

/// `input` as UTF-8 PGN text: decoded from its encoding, a DhtmlXQ text or
/// an XQF file turned into PGN.
pub(super) fn prepare<'a>(
    mut input: Box<dyn BufRead + 'a>,
    asked: EncodingArg,
) -> io::Result<Prepared<'a>> {
    if input.fill_buf()?.starts_with(b"XQ") {
        // Perhaps an XQF file (binary): read whole, bounded, and turned into PGN.
        let mut bytes = Vec::new();
        (&mut input)
            .take(MAX_DHTMLXQ_BYTES)
            .read_to_end(&mut bytes)?;
        if let Some(pgn) = read_xqf(&bytes) {
            return Ok((Box::new(io::Cursor::new(pgn.into_bytes())), Vec::new()));
        }
        // Not XQF: the bytes read come first again, then the rest.
        input = Box::new(io::Cursor::new(bytes).chain(input));
    }
    let encoding = match asked {
        EncodingArg::Auto => detect(input.fill_buf()?),
        EncodingArg::Utf8 => TextEncoding::Utf8,
        EncodingArg::Gbk => TextEncoding::Gbk,
        EncodingArg::Big5 => TextEncoding::Big5,
    };
    let mut text = decoded(input, encoding);
    let head = String::from_utf8_lossy(text.fill_buf()?).into_owned();
    if !is_dhtmlxq(&head) {
        return Ok((text, Vec::new()));
    }
    let mut page = String::new();
    text.take(MAX_DHTMLXQ_BYTES).read_to_string(&mut page)?;
    let moves = dhtmlxq_moves(&page);
    let pgn = read_dhtmlxq(&page).unwrap_or(page);
    Ok((Box::new(io::Cursor::new(pgn.into_bytes())), moves))
}
