//! The editor's default keys, one line per binding, and the chain of each
//! overlay's own (`CHAINED`).

use super::make::{CTRL, alt, alt_key, ctrl, each, fixed, help_key, hinted, key, typing};
use super::{Binding, Context, Group, Keys};
use crate::core::Color;
use crate::core::transform::Transform;
use crate::tui::action::{Action, Direction, TextEdit};
use crate::tui::app::BoardTool;
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

use crate::tui::layers;
use Context::{Board, FenField, Global, Panel};
use Direction::{Down, Left, Right, Up};
use Group::{Edit, Files, Learn, Share, View};

/// Each overlay's own keys, kept in its folder: one line an overlay.
pub static CHAINED: &[&[Binding]] = &[
    layers::help::keys::KEYS,
    layers::session_offer::keys::KEYS,
    layers::quit::keys::KEYS,
    layers::jump::keys::KEYS,
    layers::files::keys::KEYS,
    layers::library::keys::KEYS,
    layers::config_problems::keys::KEYS,
    layers::export::keys::KEYS,
    layers::teach::keys::KEYS,
    layers::analysis::keys::KEYS,
    layers::history::keys::KEYS,
    layers::engine_control::keys::KEYS,
];

/// Every key of the editor. Within a context the first match wins, so specific
/// keys come before `Printable`.
#[rustfmt::skip]
pub static BINDINGS: &[Binding] = &[
    // Global.
    hinted(Global, &[ctrl('q')], "Ctrl-Q", Action::Quit, "key-quit", "hint-quit").on(Files).named("quit"),
    hinted(Global, &[key(KeyCode::F(1))], "F1 ?", Action::ToggleHelp, "key-help", "hint-help").on(View).named("help"),
    hinted(Global, &[key(KeyCode::F(3))], "F3", Action::StartPosition, "key-start-position", "hint-start-position").on(Edit).named("start-position"),
    hinted(Global, &[key(KeyCode::F(4))], "F4", Action::EmptyBoard, "key-empty-board", "hint-empty-board").on(Edit).named("empty-board"),
    hinted(Global, &[ctrl('c')], "Ctrl-C", Action::CopyFen, "key-copy", "hint-copy").on(Share).named("copy-fen"),
    hinted(Global, &[ctrl('v')], "Ctrl-V", Action::PasteFromClipboard, "key-paste", "hint-paste").on(Share).named("paste"),
    fixed(Global, &[key(KeyCode::F(10)), ctrl('t')], "F10 Ctrl-T", Action::OpenShareMenu, "key-share").on(Share).named("share"),
    fixed(Global, &[ctrl('z')], "Ctrl-Z", Action::Undo, "key-undo").on(Edit).named("undo"),
    fixed(Global, &[ctrl('y')], "Ctrl-Y", Action::Redo, "key-redo").on(Edit).named("redo"),
    hinted(Global, &[key(KeyCode::Tab)], "Tab", Action::FocusNext, "key-focus-next", "hint-focus").on(View).named("focus-next"),
    fixed(Global, &[Keys::Chord(KeyCode::BackTab, KeyModifiers::SHIFT), key(KeyCode::BackTab)], "Shift-Tab", Action::FocusPrevious, "key-focus-previous").on(View).named("focus-previous"),
    fixed(Global, &[key(KeyCode::F(2))], "F2", Action::Flip, "key-flip").on(View).named("flip"),
    fixed(Global, &[key(KeyCode::F(5))], "F5", Action::SwitchVariant, "key-switch-variant").on(Edit).named("switch-variant"),
    fixed(Global, &[key(KeyCode::F(6))], "F6", Action::ToggleSideToMove, "key-toggle-side").on(Edit).named("toggle-side"),
    fixed(Global, &[key(KeyCode::F(7))], "F7", Action::TogglePieceStyle, "key-piece-style").on(View).named("piece-theme"),
    fixed(Global, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-escape").on(Edit),
    // The board.
    each(Board, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-board-arrows"),
    fixed(Board, &[key(KeyCode::Home)], "Home", Action::Home, "key-board-home"),
    fixed(Board, &[key(KeyCode::End)], "End", Action::End, "key-board-end"),
    fixed(Board, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-board-page-up"),
    fixed(Board, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-board-page-down"),
    fixed(Board, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-board-backspace"),
    fixed(Board, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-board-delete"),
    fixed(Board, &[key(KeyCode::Enter)], "Enter", Action::UseTool, "key-board-enter"),
    help_key(Board, &[key(KeyCode::Char('?'))], "?"),
    fixed(Board, &[key(KeyCode::Char(' '))], "Space", Action::CarryPiece, "key-board-carry"),
    typing(Board, "K…p 1-9 /", "key-board-letters"),
    // Panels.
    each(Panel, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-panel-arrows"),
    fixed(Panel, &[key(KeyCode::Char(' ')), key(KeyCode::Enter)], "Space Enter", Action::Activate, "key-panel-activate"),
    fixed(Panel, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-panel-backspace"),
    help_key(Panel, &[key(KeyCode::Char('?'))], "?"),
    typing(Panel, "0-9", "key-panel-digits"),
    // The FEN field.
    each(FenField, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "key-field-arrows"),
    fixed(FenField, &[key(KeyCode::Home)], "Home", Action::Home, "key-field-home"),
    fixed(FenField, &[key(KeyCode::End)], "End", Action::End, "key-field-end"),
    fixed(FenField, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(FenField, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    fixed(FenField, &[key(KeyCode::Enter)], "Enter", Action::Commit, "key-field-enter"),
    typing(FenField, "a-z 0-9 …", "key-field-typing"),
    // Line editing in text fields: a focused field's keys win over global ones.
    fixed(FenField, &[ctrl('a')], "Ctrl-A", Action::Edit(TextEdit::ToStart), "key-text-to-start"),
    fixed(FenField, &[ctrl('e')], "Ctrl-E", Action::Edit(TextEdit::ToEnd), "key-text-to-end"),
    each(FenField, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(FenField, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(FenField, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(FenField, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    fixed(Global, &[key(KeyCode::F(8))], "F8", Action::WalkThrough, "key-walk-through").on(Learn).named("walk-through"),
    fixed(Global, &[key(KeyCode::F(9))], "F9", Action::SwitchLanguage, "key-switch-language").on(View).named("switch-language"),
    fixed(Global, &[ctrl('e')], "Ctrl-E", Action::ExplainMoves, "key-explain-moves").on(Learn).named("explain-moves"),
    fixed(Global, &[key(KeyCode::F(12))], "F12", Action::Practice, "key-practice").on(Learn).named("practice"),
    fixed(Global, &[alt('9')], "Alt-9", Action::BoardTool(BoardTool::ToggleChess960), "key-chess960").on(Edit),
    fixed(Global, &[alt('x')], "Alt-X", Action::BoardTool(BoardTool::RandomStart), "key-chess960-random").on(Edit),
    fixed(Global, &[alt('n')], "Alt-N", Action::BoardTool(BoardTool::ToggleNotation), "key-castling-notation").on(Edit),
    fixed(Global, &[alt('c')], "Alt-C", Action::BoardTool(BoardTool::Transform(Transform::SwapColors)), "key-swap-colors").on(Edit),
    fixed(Global, &[alt('m')], "Alt-M", Action::BoardTool(BoardTool::Transform(Transform::Mirror)), "key-mirror").on(Edit),
    fixed(Global, &[alt('r')], "Alt-R", Action::BoardTool(BoardTool::Transform(Transform::Rotate)), "key-rotate").on(Edit),
    fixed(Global, &[alt('w')], "Alt-W", Action::BoardTool(BoardTool::Transform(Transform::Clear(Color::White))), "key-clear-white").on(Edit),
    fixed(Global, &[alt('b')], "Alt-B", Action::BoardTool(BoardTool::Transform(Transform::Clear(Color::Black))), "key-clear-black").on(Edit),
    fixed(Global, &[ctrl('p')], "Ctrl-P", Action::PickTool, "key-pick-tool").on(Edit),
    each(Global, &[alt_key(KeyCode::Up), alt_key(KeyCode::Down)], "Alt-↑ ↓", &[Action::ScrollProblems(false), Action::ScrollProblems(true)], "key-scroll-problems").on(View),
    // Quitting without printing.
    // Ctrl-\ arrives as Ctrl-4 from most terminals (the same byte, 0x1c).
    fixed(Global, &[ctrl('\\'), ctrl('4')], "Ctrl-\\", Action::QuitWithoutPrinting, "key-quit-without-printing").on(Files),
    fixed(Global, &[ctrl('g')], "Ctrl-G", Action::JumpToSquare, "key-jump").on(Edit),
    // Save, open, step through a file's positions.
    fixed(Global, &[ctrl('s')], "Ctrl-S", Action::Save, "key-save").on(Files).named("save"),
    fixed(Global, &[alt('s')], "Alt-S", Action::SaveAs, "key-save-as").on(Files).named("save-as"),
    fixed(Global, &[alt('i')], "Alt-I", Action::AddPosition, "key-add-position").on(Files).named("add-position"),
    fixed(Global, &[ctrl('o')], "Ctrl-O", Action::Open(layers::files::OPEN_DIALOG), "key-open").on(Files).named("open"),
    fixed(Global, &[alt_key(KeyCode::Right), alt_key(KeyCode::PageDown)], "Alt-→", Action::NextPosition, "key-next-position").on(Files).named("next-position"),
    fixed(Global, &[alt_key(KeyCode::Left), alt_key(KeyCode::PageUp)], "Alt-←", Action::PreviousPosition, "key-previous-position").on(Files).named("previous-position"),
    // Ctrl-L opens the browser (no terminal takes it; F11 is often full screen).
    fixed(Global, &[ctrl('l')], "Ctrl-L", Action::OpenLibrary, "key-library").on(Files).named("library"),
    // The board's colours and coordinates.
    fixed(Global, &[alt('t')], "Alt-T", Action::NextBoardTheme, "key-board-theme").on(View).named("board-theme"),
    fixed(Global, &[alt('d')], "Alt-D", Action::ToggleCoordinates, "key-coordinates").on(View).named("coordinates"),
];
