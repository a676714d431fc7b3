//! Writing a file so that nothing can be lost or hijacked: a temporary file
//! created exclusively beside the target (`O_CREAT|O_EXCL|O_NOFOLLOW`, an
//! unpredictable name, mode 0600, so a link planted in the directory is never
//! followed), flushed, renamed over the target, and the directory flushed. A
//! crash or a full disk at any moment leaves the old file or the new one.
//! The state directory is created private (0700), and one that belongs to
//! someone else is refused.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Temporaries are named `.<target name>.<pid>.<n>.tmp`.
pub(crate) const TEMP_SUFFIX: &str = ".tmp";

/// Replace `path` with `bytes`, atomically.
pub fn write_atomically(path: &Path, bytes: &[u8]) -> io::Result<()> {
    replace_with(path, bytes, create_exclusive)
}

/// `write_atomically` with the temporary opened by `create` (tests give it a
/// full disk).
pub(crate) fn replace_with(
    path: &Path,
    bytes: &[u8],
    create: impl Fn(&Path) -> io::Result<File>,
) -> io::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let (temp, mut file) = new_temporary(path, &create)?;
    let written = file
        .write_all(bytes)
        .and_then(|()| file.sync_all())
        .and_then(|()| fs::rename(&temp, path));
    if written.is_err() {
        // The old file is untouched; leave no half-written temporary behind.
        let _ = fs::remove_file(&temp);
        return written;
    }
    // Not every system can sync a directory; the rename has happened anyway.
    if let Ok(dir) = File::open(dir) {
        let _ = dir.sync_all();
    }
    Ok(())
}

/// A fresh temporary beside `path`: a name nobody can guess ahead (process,
/// counter and clock), and another one tried if it exists anyway.
fn new_temporary(
    path: &Path,
    create: &impl Fn(&Path) -> io::Result<File>,
) -> io::Result<(PathBuf, File)> {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let mut last = io::Error::from(io::ErrorKind::AlreadyExists);
    for _ in 0..16 {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let pid = std::process::id();
        let temp = dir.join(format!(".{name}.{pid}.{n}{nanos:09}{TEMP_SUFFIX}"));
        match create(&temp) {
            Ok(file) => return Ok((temp, file)),
            Err(error) if error.kind() == io::ErrorKind::AlreadyExists => last = error,
            Err(error) => return Err(error),
        }
    }
    Err(last)
}

/// Create `path` for writing, only if nothing is there: never an existing
/// file, never through a symbolic link (`O_EXCL`, `O_NOFOLLOW`), private (0600).
pub fn create_exclusive(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600).custom_flags(libc::O_NOFOLLOW);
    }
    options.open(path)
}

/// Create `dir` (and its parents) private to the user, or check the one
/// there: a state directory owned by someone else could be read or have
/// files planted in it, so it is refused.
pub fn create_private_dir(dir: &Path) -> io::Result<()> {
    let mut builder = fs::DirBuilder::new();
    builder.recursive(true);
    #[cfg(unix)]
    std::os::unix::fs::DirBuilderExt::mode(&mut builder, 0o700);
    builder.create(dir)?;
    check_owner(dir)
}

#[cfg(unix)]
fn check_owner(dir: &Path) -> io::Result<()> {
    use std::os::unix::fs::MetadataExt;
    // This process's user: the owner of its own /proc entry (Linux). Where
    // there is no /proc the check cannot be made and is skipped.
    let Ok(me) = fs::metadata("/proc/self").map(|meta| meta.uid()) else {
        return Ok(());
    };
    let owner = fs::metadata(dir)?.uid();
    if owner == me {
        Ok(())
    } else {
        Err(io::Error::new(
            io::ErrorKind::PermissionDenied,
            format!("{} belongs to another user (uid {owner})", dir.display()),
        ))
    }
}

#[cfg(not(unix))]
fn check_owner(_dir: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("fen-tui-atomic-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_planted_link_is_never_followed() {
        let dir = temp_dir("link");
        let victim = dir.join("victim");
        fs::write(&victim, "precious").unwrap();
        let planted = dir.join(".session.json.tmp");
        std::os::unix::fs::symlink(&victim, &planted).unwrap();
        let error = create_exclusive(&planted).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::AlreadyExists, "{error}");
        // A dangling link is refused too (it would create the target).
        let dangling = dir.join(".dangling.tmp");
        std::os::unix::fs::symlink(dir.join("nowhere"), &dangling).unwrap();
        assert!(create_exclusive(&dangling).is_err());
        assert!(!dir.join("nowhere").exists());
        // Links planted at every name an old build would have used change nothing.
        let path = dir.join("session.json");
        for name in [
            format!(".session.json.{}.tmp", std::process::id()),
            ".session.json.tmp".to_string(),
        ] {
            let _ = std::os::unix::fs::symlink(&victim, dir.join(name));
        }
        write_atomically(&path, b"new").unwrap();
        assert_eq!(fs::read_to_string(&victim).unwrap(), "precious");
        assert_eq!(fs::read_to_string(&path).unwrap(), "new");
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn a_full_disk_leaves_the_old_file_and_no_temporary() {
        let dir = temp_dir("full");
        let path = dir.join("session.json");
        fs::write(&path, "good").unwrap();
        let full = |_: &Path| OpenOptions::new().write(true).open("/dev/full");
        let error = replace_with(&path, b"new contents", full).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::StorageFull, "{error}");
        assert_eq!(fs::read_to_string(&path).unwrap(), "good");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1, "temporary left");
        let _ = fs::remove_dir_all(dir);
    }

    #[test]
    fn the_state_directory_is_private() {
        use std::os::unix::fs::PermissionsExt;
        let dir = temp_dir("private").join("fen-tui");
        create_private_dir(&dir).unwrap();
        let mode = fs::metadata(&dir).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o700);
        let _ = fs::remove_dir_all(dir.parent().unwrap());
    }

    #[test]
    fn a_directory_of_another_user_is_refused() {
        use std::os::unix::fs::MetadataExt;
        let me = fs::metadata("/proc/self").unwrap().uid();
        let dir = temp_dir("foreign").join("fen-tui");
        fs::create_dir_all(&dir).unwrap();
        // Root gives the directory away; anyone else finds one of root's.
        let foreign = if me == 0 {
            std::os::unix::fs::chown(&dir, Some(65534), None).unwrap();
            dir.clone()
        } else {
            PathBuf::from("/proc/1")
        };
        let error = create_private_dir(&foreign).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::PermissionDenied, "{error}");
        assert!(error.to_string().contains("another user"), "{error}");
        let _ = fs::remove_dir_all(dir.parent().unwrap());
    }
}
