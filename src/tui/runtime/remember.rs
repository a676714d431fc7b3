//! Remembering the editor's look (board colours, letters or glyphs,
//! coordinates) in the user's own config file as soon as it changes, so the
//! next run starts with it and `--print-config` shows it: only the changed
//! keys' values are rewritten (toml_edit keeps every other byte), and the file
//! is replaced atomically with its permissions kept.

use crate::config::{Setting, with_settings};
use crate::files::write_file;
use crate::tui::app::{App, Look, LookNotice};
use std::path::Path;

/// The config settings that say what changed from `before` to `after`.
pub fn settings_changed(before: Look, after: Look) -> Vec<Setting> {
    let mut settings = Vec::new();
    if before.board != after.board {
        settings.push(Setting::Text("theme", after.board.name().to_string()));
    }
    if before.glyphs != after.glyphs {
        settings.push(Setting::Switch("glyphs", after.glyphs));
    }
    if before.coordinates != after.coordinates {
        settings.push(Setting::Switch("coordinates", after.coordinates));
    }
    settings
}

/// Write `settings` into the config file at `path` (made, with its
/// directory, when there is none).
pub fn remember(path: &Path, settings: &[Setting]) -> Result<(), LookNotice> {
    let io = |error: std::io::Error| LookNotice::NotRemembered(error.to_string());
    // Read again just before writing: another program's change since the
    // start is kept, only these keys change.
    let text = match crate::config::read_text(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(error) => return Err(io(error)),
    };
    let written = with_settings(&text, settings).map_err(LookNotice::NotRememberedAt)?;
    if written == text {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    write_file(path, written.as_bytes()).map_err(io)
}

/// Write the engine control's choices into the config file's `[engines]`
/// table at `path` (made, with its directory, when there is none), as the
/// look is written: toml_edit keeps every other byte, the file is replaced
/// whole.
pub fn remember_engines(
    path: &Path,
    variant: crate::core::Variant,
    engines: &crate::config::Engines,
) -> Result<(), LookNotice> {
    let io = |error: std::io::Error| LookNotice::NotRemembered(error.to_string());
    let text = match crate::config::read_text(path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => String::new(),
        Err(error) => return Err(io(error)),
    };
    let written = crate::config::with_engines(&text, variant, engines)
        .map_err(LookNotice::NotRememberedAt)?;
    if written == text {
        return Ok(());
    }
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(io)?;
    }
    write_file(path, written.as_bytes()).map_err(io)
}

/// After a batch of events: the look's changes written, a failure told on
/// the status line. `remembered` is what the file says now.
pub fn remember_changes(app: &mut App, remembered: &mut Look, path: Option<&Path>) {
    let now = app.look();
    let settings = settings_changed(*remembered, now);
    let Some(path) = path.filter(|_| !settings.is_empty()) else {
        return;
    };
    *remembered = now;
    if let Err(why) = remember(path, &settings) {
        app.look_not_remembered(why);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::Position;
    use crate::core::Variant;
    use crate::tui::action::Action;
    use crate::tui::theme::BoardTheme;

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let dir =
            std::env::temp_dir().join(format!("fen-tui-remember-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_choice_is_written_and_read_back_by_the_next_run() {
        let dir = temp_dir("next-run");
        let path = dir.join("fen-tui").join("config.toml");
        let mut app = App::new(Position::empty(Variant::Chess));
        let mut remembered = app.look();
        app.update(Action::NextBoardTheme);
        app.update(Action::NextBoardTheme);
        app.update(Action::ToggleCoordinates);
        remember_changes(&mut app, &mut remembered, Some(&path));
        let text = std::fs::read_to_string(&path).unwrap();
        let (config, problems) = crate::config::parse(&text, &[]);
        assert_eq!(problems, []);
        assert_eq!(config.theme, BoardTheme::Light.name());
        assert!(!config.coordinates);
        assert!(
            !config.glyphs,
            "glyphs did not change, so it is not written"
        );
        assert!(!text.contains("glyphs"), "{text}");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn the_users_comments_stay_and_a_file_that_does_not_read_is_not_touched() {
        let dir = temp_dir("comments");
        let path = dir.join("config.toml");
        std::fs::create_dir_all(&dir).unwrap();
        let mine = "# mine\nglyphs = false # letters teach FEN\n[keys]\nflip = \"f\"\n";
        std::fs::write(&path, mine).unwrap();
        let mut app = App::new(Position::empty(Variant::Chess));
        let mut remembered = app.look();
        app.update(Action::TogglePieceStyle);
        remember_changes(&mut app, &mut remembered, Some(&path));
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text, mine.replace("false #", "true #"));

        let broken = "glyphs = true\nvariant = xiangqi\n";
        std::fs::write(&path, broken).unwrap();
        app.update(Action::NextBoardTheme);
        remember_changes(&mut app, &mut remembered, Some(&path));
        assert_eq!(std::fs::read_to_string(&path).unwrap(), broken);
        assert_eq!(
            app.notice(),
            &crate::tui::app::Notice::Look(LookNotice::NotRememberedAt(2))
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    /// Issue #19 case 3b: a `config.toml` that is a link into a dotfiles
    /// directory (GNU stow) is written through: the target gets the new
    /// choice and the link stays a link.
    #[test]
    fn a_config_file_that_is_a_link_is_written_through_and_stays_a_link() {
        let dir = temp_dir("stow");
        let dotfiles = dir.join("dotfiles");
        std::fs::create_dir_all(&dotfiles).unwrap();
        let target = dotfiles.join("config.toml");
        std::fs::write(&target, "# mine\nglyphs = false\n").unwrap();
        let path = dir.join("config.toml");
        std::os::unix::fs::symlink(&target, &path).unwrap();
        let mut app = App::new(Position::empty(Variant::Chess));
        let mut remembered = app.look();
        app.update(Action::TogglePieceStyle);
        remember_changes(&mut app, &mut remembered, Some(&path));
        assert!(
            std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_symlink(),
            "the link was replaced by a file"
        );
        assert_eq!(
            std::fs::read_to_string(&target).unwrap(),
            "# mine\nglyphs = true\n"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
