//! Diagrams from the share menu, through `App::update` and the runtime's
//! `perform`: the name prompt and its keys, the format from the extension,
//! files written (and decoded back) in a temporary directory, the question
//! before replacing one, and the picture copied to a memory clipboard or,
//! without a display, a file offered instead.

use super::*;
use crate::clipboard::CopyOutcome;
use crate::clipboard::{ClipboardError, LayeredClipboard, MemoryClipboard, Osc52Clipboard};
use crate::export::DiagramFormat;
use crate::tui::action::{Action, Direction};
use crate::tui::app::ShareTarget;
use crate::tui::app::tests::{START, app};
use std::fs;
use std::path::Path;

const XIANGQI_START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("fen-tui-export-{}-{name}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    dir
}

/// Open the share menu on `target`'s line and press Enter.
fn choose(editor: &mut App, target: ShareTarget, clipboard: &mut dyn crate::clipboard::Clipboard) {
    crate::tui::perform(editor, Action::SHARE_MENU, clipboard);
    let index = editor
        .share_targets()
        .iter()
        .position(|t| *t == target)
        .unwrap();
    for _ in 0..index {
        crate::tui::perform(editor, Action::Move(Direction::Down), clipboard);
    }
    crate::tui::perform(editor, Action::Activate, clipboard);
}

/// Replace the prompt's name with `name` (Ctrl-U, then typing).
fn type_name(editor: &mut App, name: &str, clipboard: &mut dyn crate::clipboard::Clipboard) {
    crate::tui::perform(editor, Action::End, clipboard);
    crate::tui::perform(
        editor,
        Action::Edit(crate::tui::action::TextEdit::DeleteToStart),
        clipboard,
    );
    for c in name.chars() {
        crate::tui::perform(editor, Action::Type(c), clipboard);
    }
}

/// Width and height from a PNG's header, after checking its signature.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n", "not a PNG");
    assert_eq!(&bytes[12..16], b"IHDR");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

#[test]
fn both_diagram_lines_are_offered_for_both_games() {
    for fen in [START, XIANGQI_START] {
        let targets = app(fen).share_targets();
        assert_eq!(
            targets[targets.len() - 2..],
            [ShareTarget::DiagramFile, ShareTarget::DiagramImage],
            "{fen}"
        );
    }
}

#[test]
fn the_prompt_offers_a_name_and_edits_it_with_the_field_keys() {
    let mut editor = app(START);
    let mut clipboard = MemoryClipboard::new();
    choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
    assert_eq!(
        editor.share_menu(),
        None,
        "the menu gives way to the prompt"
    );
    let prompt = editor.diagram_prompt_open().unwrap();
    assert_eq!((prompt.typed.as_str(), prompt.caret), ("diagram.png", 11));
    // Left four times, then a word before the extension.
    for _ in 0..4 {
        editor.update(Action::Move(Direction::Left));
    }
    for c in "-1".chars() {
        editor.update(Action::Type(c));
    }
    editor.update(Action::Home);
    editor.update(Action::EraseHere);
    assert_eq!(editor.diagram_prompt_open().unwrap().typed, "iagram-1.png");
    // Esc cancels: nothing to do, the board as it was.
    assert_eq!(editor.update(Action::Escape), Vec::new());
    assert!(editor.diagram_prompt_open().is_none());
    assert_eq!(editor.fen(), START);
}

#[test]
fn an_unknown_extension_is_said_and_the_name_kept() {
    let mut editor = app(START);
    let mut clipboard = MemoryClipboard::new();
    choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
    type_name(&mut editor, "board.jpg", &mut clipboard);
    assert_eq!(editor.update(Action::Submit), Vec::new());
    let prompt = editor.diagram_prompt_open().unwrap();
    assert_eq!(prompt.typed, "board.jpg");
    assert_eq!(
        prompt.problem,
        Some(NameProblem::UnknownExtension("jpg".into()))
    );
    // Typing again forgets the problem; an empty name is one too.
    editor.update(Action::EraseBack);
    assert_eq!(editor.diagram_prompt_open().unwrap().problem, None);
    type_name(&mut editor, "", &mut clipboard);
    editor.update(Action::Submit);
    assert_eq!(
        editor.diagram_prompt_open().unwrap().problem,
        Some(NameProblem::Empty)
    );
}

#[test]
fn enter_asks_to_write_the_board_as_shown_flipped_with_its_last_move() {
    let mut editor = app(START);
    editor.update(Action::Paste("position startpos moves e2e4 e7e5".into()));
    editor.update(Action::Flip);
    let mut clipboard = MemoryClipboard::new();
    choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
    type_name(&mut editor, "out/board.SVG", &mut clipboard);
    let effects = editor.update(Action::Submit);
    let [
        Effect::Export(ExportEffect::Write {
            path,
            format,
            diagram,
            replace,
        }),
    ] = &effects[..]
    else {
        panic!("{effects:?}");
    };
    assert_eq!(
        (path.as_path(), *format, *replace),
        (Path::new("out/board.SVG"), DiagramFormat::Svg, false)
    );
    assert!(diagram.flip);
    let last = diagram.last_move.unwrap();
    assert_eq!(last.coordinates(crate::core::Variant::Chess), "e7e5");
    assert_eq!(diagram.position, *editor.position());
    // In the board colours shown: the default look, here.
    assert_eq!(diagram.theme, editor.board_theme());
    assert_eq!(diagram.request().style.theme.name, "default");
    // The next prompt offers the same name again.
    assert_eq!(editor.offered_diagram_name(), "out/board.SVG");
}

#[test]
fn a_png_is_written_and_an_existing_file_asks_before_it_is_replaced() {
    let dir = temp_dir("write");
    let path = dir.join("trap.png");
    let mut editor = app(XIANGQI_START);
    let mut clipboard = MemoryClipboard::new();
    choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
    type_name(&mut editor, &path.display().to_string(), &mut clipboard);
    crate::tui::perform(&mut editor, Action::Submit, &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::Export(ExportNotice::Written(path.display().to_string()))
    );
    let (width, height) = png_size(&fs::read(&path).unwrap());
    // Xiangqi's 9 × 10 points: taller than wide.
    assert_eq!(width, DIAGRAM_SIZE);
    assert!(height > width, "{width}×{height}");

    // Again, now as text: the file is there, so a question, and nothing written.
    fs::write(&path, "keep me").unwrap();
    choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
    crate::tui::perform(&mut editor, Action::Submit, &mut clipboard);
    let prompt = editor.diagram_prompt_open().unwrap();
    assert!(prompt.asking_to_replace);
    assert_eq!(prompt.typed, path.display().to_string());
    assert_eq!(fs::read(&path).unwrap(), b"keep me");
    // n: back to the name (other keys are not an answer).
    crate::tui::perform(&mut editor, Action::Type('q'), &mut clipboard);
    assert!(editor.diagram_prompt_open().unwrap().asking_to_replace);
    crate::tui::perform(&mut editor, Action::Type('n'), &mut clipboard);
    assert!(!editor.diagram_prompt_open().unwrap().asking_to_replace);
    assert_eq!(fs::read(&path).unwrap(), b"keep me");
    // Enter asks again; y replaces.
    crate::tui::perform(&mut editor, Action::Submit, &mut clipboard);
    crate::tui::perform(&mut editor, Action::Type('y'), &mut clipboard);
    assert!(editor.diagram_prompt_open().is_none());
    assert_eq!(png_size(&fs::read(&path).unwrap()).0, DIAGRAM_SIZE);
    assert!(matches!(
        editor.notice(),
        Notice::Export(ExportNotice::Written(_))
    ));
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn text_and_svg_files_hold_the_board_and_a_missing_folder_is_said() {
    let dir = temp_dir("formats");
    let mut clipboard = MemoryClipboard::new();
    let mut editor = app(START);
    editor.update(Action::Paste("position startpos moves e2e4".into()));
    for name in ["board.asc", "board.svg"] {
        choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
        type_name(
            &mut editor,
            &dir.join(name).display().to_string(),
            &mut clipboard,
        );
        crate::tui::perform(&mut editor, Action::Submit, &mut clipboard);
    }
    let ascii = fs::read_to_string(dir.join("board.asc")).unwrap();
    assert!(ascii.contains(" 4 | . . . . P . . . |"), "{ascii}");
    let svg = fs::read_to_string(dir.join("board.svg")).unwrap();
    assert!(
        svg.starts_with("<?xml") && svg.trim_end().ends_with("</svg>"),
        "{svg:.80}"
    );
    // Drawn in the editor's board colours, whatever they are (Alt-T's cycle).
    for _ in crate::tui::theme::BoardTheme::ALL {
        editor.update(Action::NextBoardTheme);
        let name = editor.board_theme().name();
        let path = dir.join(format!("board-{name}.svg"));
        choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
        type_name(&mut editor, &path.display().to_string(), &mut clipboard);
        crate::tui::perform(&mut editor, Action::Submit, &mut clipboard);
        let svg = fs::read_to_string(&path).unwrap();
        let look = crate::export::Theme::named(name).unwrap();
        let fill = |colour: &str| format!("fill=\"{colour}\"");
        assert!(
            svg.contains(&fill(look.light)) && svg.contains(&fill(look.dark)),
            "{name}: {svg:.300}"
        );
    }

    let missing = dir.join("no/such/dir/board.png");
    choose(&mut editor, ShareTarget::DiagramFile, &mut clipboard);
    type_name(&mut editor, &missing.display().to_string(), &mut clipboard);
    crate::tui::perform(&mut editor, Action::Submit, &mut clipboard);
    let Notice::Export(ExportNotice::NotWritten { file, detail }) = editor.notice() else {
        panic!("{:?}", editor.notice());
    };
    assert_eq!(file, &missing.display().to_string());
    assert!(
        matches!(detail, crate::files::Reason::System(words) if !words.is_empty()),
        "{detail:?}"
    );
    let _ = fs::remove_dir_all(&dir);
}

#[test]
fn the_picture_goes_to_the_clipboard_as_rgba() {
    let mut editor = app(START);
    let mut clipboard = MemoryClipboard::new();
    choose(&mut editor, ShareTarget::DiagramImage, &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::Export(ExportNotice::ImageCopied(CopyOutcome::Memory))
    );
    let image = clipboard.image().unwrap();
    assert_eq!(image.width, DIAGRAM_SIZE);
    assert_eq!(image.rgba.len(), (image.width * image.height * 4) as usize);
    // Many colours (squares, pieces, letters), the board opaque: a picture, not a blank.
    let pixel = |x: u32, y: u32| {
        let at = ((y * image.width + x) * 4) as usize;
        image.rgba[at..at + 4].to_vec()
    };
    let colours: std::collections::HashSet<Vec<u8>> = (0..image.height)
        .step_by(7)
        .flat_map(|y| (0..image.width).step_by(7).map(move |x| (x, y)))
        .map(|(x, y)| pixel(x, y))
        .collect();
    assert!(colours.len() > 4, "{} colours", colours.len());
    assert_eq!(pixel(image.width / 2, image.height / 2)[3], 255);
    assert!(editor.diagram_prompt_open().is_none());
}

#[test]
fn without_a_display_the_picture_is_not_sent_to_the_terminal_and_a_file_is_offered() {
    let mut editor = app(START);
    let mut clipboard = LayeredClipboard::new(
        MemoryClipboard::failing(ClipboardError::NoDisplay),
        Osc52Clipboard::new(Vec::new(), false),
    );
    choose(&mut editor, ShareTarget::DiagramImage, &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::Export(ExportNotice::ImageNotCopied {
            code: "clipboard-no-display",
            detail: None,
        })
    );
    assert!(
        clipboard.terminal().output().is_empty(),
        "OSC 52 carries no pictures"
    );
    let prompt = editor.diagram_prompt_open().unwrap();
    assert_eq!(prompt.typed, "diagram.png");
    assert!(!prompt.asking_to_replace);
}
