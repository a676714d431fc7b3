//! The character encodings xiangqi games are kept in: UTF-8, and the GBK
//! (mainland) and Big5 (Taiwan, Hong Kong) files of older programs and sites.
//! A file's encoding is given or told from its first bytes; a non-UTF-8
//! stream is decoded to UTF-8 as it is read, so the PGN reader only ever
//! sees UTF-8 (encoding_rs's WHATWG decoders, which never fail: a byte that
//! is no character becomes U+FFFD).

use encoding_rs::{BIG5, Decoder, Encoding, GBK};
use std::io::{self, BufRead, Read};

/// A text encoding a PGN may be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum TextEncoding {
    /// UTF-8 (and ASCII).
    #[default]
    Utf8,
    /// GBK, the simplified-Chinese code page most xiangqi files use.
    Gbk,
    /// Big5, the traditional-Chinese code page.
    Big5,
}

impl TextEncoding {
    /// The name a user types (`--encoding gbk`) and messages show.
    pub const fn key(self) -> &'static str {
        match self {
            TextEncoding::Utf8 => "utf-8",
            TextEncoding::Gbk => "gbk",
            TextEncoding::Big5 => "big5",
        }
    }

    fn decoder(self) -> Option<&'static Encoding> {
        match self {
            TextEncoding::Utf8 => None,
            TextEncoding::Gbk => Some(GBK),
            TextEncoding::Big5 => Some(BIG5),
        }
    }
}

/// Characters a xiangqi game's text is full of, in both character sets:
/// the pieces, 进/退/平, the numerals and the sides. GBK bytes read as Big5
/// (or the other way round) decode mostly to other characters, so the
/// reading with more of these is the right one.
const XIANGQI_WORDS: &str = "车車俥马馬傌炮砲包相象仕士帅帥将將兵卒进進退平前后後中\
                             一二三四五六七八九红紅黑方先胜勝负負和局对對";

/// The encoding of a text that starts with `sample`: UTF-8 when it is
/// valid UTF-8 (a character cut at the sample's end allowed), else GBK or
/// Big5, whichever decodes with fewer errors and more xiangqi words.
pub fn detect(sample: &[u8]) -> TextEncoding {
    match std::str::from_utf8(sample) {
        Ok(_) => return TextEncoding::Utf8,
        Err(error) if error.error_len().is_none() => return TextEncoding::Utf8,
        Err(_) => {}
    }
    let score = |encoding: TextEncoding| {
        let Some(decoder) = encoding.decoder() else {
            return (0, 0);
        };
        let (text, _) = decoder.decode_without_bom_handling(sample);
        let errors = text.chars().filter(|&c| c == '\u{FFFD}').count();
        let words = text.chars().filter(|&c| XIANGQI_WORDS.contains(c)).count();
        (errors, words)
    };
    let (gbk_errors, gbk_words) = score(TextEncoding::Gbk);
    let (big5_errors, big5_words) = score(TextEncoding::Big5);
    if (big5_errors, std::cmp::Reverse(big5_words)) < (gbk_errors, std::cmp::Reverse(gbk_words)) {
        TextEncoding::Big5
    } else {
        TextEncoding::Gbk
    }
}

/// The whole of `bytes` as UTF-8 text in `encoding` (a UTF-8 byte-order
/// mark is kept for the PGN reader to pass over).
pub fn decode(bytes: &[u8], encoding: TextEncoding) -> std::borrow::Cow<'_, [u8]> {
    match encoding.decoder() {
        None => std::borrow::Cow::Borrowed(bytes),
        Some(decoder) => {
            let (text, _) = decoder.decode_without_bom_handling(bytes);
            std::borrow::Cow::Owned(text.into_owned().into_bytes())
        }
    }
}

/// `text` in `encoding`; `Err` with the first character that encoding has
/// no code for (written as is, never as a `&#…;` stand-in).
pub fn encode(text: &str, encoding: TextEncoding) -> Result<std::borrow::Cow<'_, [u8]>, char> {
    let Some(codes) = encoding.decoder() else {
        return Ok(std::borrow::Cow::Borrowed(text.as_bytes()));
    };
    let mut encoder = codes.new_encoder();
    let room = encoder
        .max_buffer_length_from_utf8_without_replacement(text.len())
        .unwrap_or(text.len() * 4 + 16);
    let mut out = vec![0; room];
    let (result, _, written) = encoder.encode_from_utf8_without_replacement(text, &mut out, true);
    match result {
        encoding_rs::EncoderResult::InputEmpty => {
            out.truncate(written);
            Ok(std::borrow::Cow::Owned(out))
        }
        encoding_rs::EncoderResult::Unmappable(c) => Err(c),
        // The room asked for is the most it can take.
        encoding_rs::EncoderResult::OutputFull => Err('\u{fffd}'),
    }
}

/// A stream in GBK or Big5 read as UTF-8, a buffer at a time.
pub struct Decoded<R> {
    input: R,
    decoder: Decoder,
    out: Vec<u8>,
    at: usize,
    finished: bool,
}

/// `input` read as UTF-8: itself (boxed) for UTF-8, else decoded as it streams.
pub fn decoded<'a, R: BufRead + 'a>(input: R, encoding: TextEncoding) -> Box<dyn BufRead + 'a> {
    match encoding.decoder() {
        None => Box::new(input),
        Some(decoder) => Box::new(Decoded {
            input,
            decoder: decoder.new_decoder_without_bom_handling(),
            out: Vec::new(),
            at: 0,
            finished: false,
        }),
    }
}

impl<R: BufRead> Read for Decoded<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(buf.len());
        buf[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Decoded<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        while self.at >= self.out.len() && !self.finished {
            let chunk = self.input.fill_buf()?;
            let last = chunk.is_empty();
            let room = self
                .decoder
                .max_utf8_buffer_length(chunk.len())
                .unwrap_or(chunk.len() * 3 + 16);
            let mut text = String::with_capacity(room);
            let (_, read, _) = self.decoder.decode_to_string(chunk, &mut text, last);
            self.input.consume(read);
            self.out = text.into_bytes();
            self.at = 0;
            self.finished = last;
        }
        Ok(&self.out[self.at.min(self.out.len())..])
    }

    fn consume(&mut self, amount: usize) {
        self.at += amount;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAME: &str = "[Game \"Chinese Chess\"]\n[Red \"胡荣华\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n";

    fn encoded(encoding: &'static Encoding, text: &str) -> Vec<u8> {
        encoding.encode(text).0.into_owned()
    }

    #[test]
    fn each_encoding_is_told_from_its_bytes() {
        assert_eq!(detect(GAME.as_bytes()), TextEncoding::Utf8);
        assert_eq!(detect(&encoded(GBK, GAME)), TextEncoding::Gbk);
        // Big5 has the traditional characters.
        let traditional = "[Red \"胡榮華\"]\n1. 炮二平五 馬８進７ 2. 馬二進三 車９平８ *\n";
        assert_eq!(detect(&encoded(BIG5, traditional)), TextEncoding::Big5);
        // A character cut at the end of the sample is still UTF-8.
        let cut = &GAME.as_bytes()[..GAME.find('炮').unwrap_or(0) + 1];
        assert_eq!(detect(cut), TextEncoding::Utf8);
    }

    #[test]
    fn a_stream_decodes_as_the_whole_text_does_whatever_its_buffer() {
        let bytes = encoded(GBK, &GAME.repeat(50));
        for capacity in [1, 2, 7, 64, 1 << 16] {
            let mut out = String::new();
            let reader = io::BufReader::with_capacity(capacity, &bytes[..]);
            decoded(reader, TextEncoding::Gbk)
                .read_to_string(&mut out)
                .unwrap();
            assert_eq!(out, GAME.repeat(50), "buffer {capacity}");
        }
        assert_eq!(
            decode(&bytes, TextEncoding::Gbk).as_ref(),
            GAME.repeat(50).as_bytes()
        );
    }
}
