use super::*;
use std::path::PathBuf;

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-files-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
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
    let me = my_uid().unwrap();
    let dir = temp_dir("foreign").join("fen-tui");
    fs::create_dir_all(&dir).unwrap();
    // Root gives the directory away; anyone else finds one of root's.
    let foreign = if me == 0 {
        std::os::unix::fs::chown(&dir, Some(65534), None).unwrap();
        dir.clone()
    } else {
        PathBuf::from("/")
    };
    assert_ne!(fs::metadata(&foreign).unwrap().uid(), me);
    let error = create_private_dir(&foreign).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::PermissionDenied, "{error}");
    assert!(error.to_string().contains("another user"), "{error}");
    let _ = fs::remove_dir_all(dir.parent().unwrap());
}

#[test]
fn the_owner_is_known_without_proc_and_unknown_is_refused() {
    use std::os::unix::fs::MetadataExt;
    let dir = temp_dir("probe");
    let from_proc = fs::metadata("/proc/self").map(|m| m.uid()).ok();
    let probed = probe_uid(&dir);
    assert!(probed.is_some());
    if from_proc.is_some() {
        assert_eq!(probed, from_proc);
    }
    assert_eq!(fs::read_dir(&dir).unwrap().count(), 0, "probe left");
    assert!(check_owner(&dir, probed).is_ok());
    // The check cannot be made: refused, not passed.
    let error = check_owner(&dir, None).unwrap_err();
    assert_eq!(error.kind(), io::ErrorKind::PermissionDenied);
    let _ = fs::remove_dir_all(dir);
}

#[test]
fn refusals_are_said_in_each_language_and_system_errors_as_they_come() {
    use crate::i18n::{Lang, Localizer};
    let english = Localizer::new(Lang::En);
    for refusal in [
        Refusal::NotRegular,
        Refusal::ReadOnly,
        Refusal::TooLarge(1024),
    ] {
        let error = refused(refusal);
        assert_eq!(Reason::of(&error), Reason::Refused(refusal));
        let said_in_english = english.reason(&Reason::of(&error));
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let (id, _) = refusal.words();
            assert!(loc.has(id), "{id} missing in {lang:?}");
            let said = loc.reason(&Reason::of(&error));
            assert!(!said.contains("file-refused"), "{said}");
            if lang != Lang::En {
                assert_ne!(said, said_in_english, "{lang:?}");
            }
            if let Refusal::TooLarge(limit) = refusal {
                assert!(said.contains(&limit.to_string()), "{said}");
            }
        }
    }
    let system = io::Error::from(io::ErrorKind::PermissionDenied);
    assert_eq!(english.reason(&Reason::of(&system)), system.to_string());
}
