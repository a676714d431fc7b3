//! A picture for the clipboard (a diagram pasted straight into a document):
//! straight-alpha RGBA rows, as arboard takes them, and the few bytes that
//! carry one to the clipboard helper process.

use super::ClipboardError;

/// Wider or taller than any diagram; a bound so a stray pipe cannot ask for
/// gigabytes.
pub const MAX_SIDE: u32 = 8192;

/// Pixels, 4 bytes each (red, green, blue, alpha; not premultiplied), row by row.
#[derive(Clone, PartialEq, Eq)]
pub struct Image {
    pub width: u32,
    pub height: u32,
    pub rgba: Vec<u8>,
}

impl std::fmt::Debug for Image {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Image({}×{})", self.width, self.height)
    }
}

impl Image {
    /// The image, when `rgba` holds exactly `width × height` pixels of a sane size.
    pub fn new(width: u32, height: u32, rgba: Vec<u8>) -> Option<Image> {
        let sane = (1..=MAX_SIDE).contains(&width) && (1..=MAX_SIDE).contains(&height);
        let pixels = usize::try_from(u64::from(width) * u64::from(height) * 4).ok()?;
        (sane && rgba.len() == pixels).then_some(Image {
            width,
            height,
            rgba,
        })
    }

    /// For the helper's stdin: width and height (4 bytes each, little-endian), then the pixels.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(8 + self.rgba.len());
        bytes.extend_from_slice(&self.width.to_le_bytes());
        bytes.extend_from_slice(&self.height.to_le_bytes());
        bytes.extend_from_slice(&self.rgba);
        bytes
    }

    /// What `to_bytes` wrote, checked.
    pub fn from_bytes(bytes: &[u8]) -> Result<Image, ClipboardError> {
        let side = |at: usize| {
            bytes
                .get(at..at + 4)
                .and_then(|b| b.try_into().ok())
                .map(u32::from_le_bytes)
        };
        let (Some(width), Some(height)) = (side(0), side(4)) else {
            return Err(ClipboardError::HelperFailed("no image size".into()));
        };
        Image::new(width, height, bytes[8..].to_vec()).ok_or_else(|| {
            ClipboardError::HelperFailed(format!("not a {width}×{height} RGBA image"))
        })
    }

    /// The largest input `from_bytes` takes.
    pub fn max_bytes() -> u64 {
        8 + u64::from(MAX_SIDE) * u64::from(MAX_SIDE) * 4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_image_goes_to_bytes_and_back_and_bad_sizes_are_refused() {
        let image = Image::new(2, 1, vec![255, 0, 0, 255, 0, 0, 255, 128]).unwrap();
        assert_eq!(Image::from_bytes(&image.to_bytes()), Ok(image.clone()));
        assert_eq!(image.to_bytes().len(), 16);
        assert!(Image::new(2, 2, vec![0; 8]).is_none());
        assert!(Image::new(0, 0, Vec::new()).is_none());
        assert!(Image::new(MAX_SIDE + 1, 1, vec![0; 4 * (MAX_SIDE as usize + 1)]).is_none());
        assert!(Image::from_bytes(&[1, 0]).is_err());
        let mut short = image.to_bytes();
        short.pop();
        assert!(Image::from_bytes(&short).is_err());
    }
}
