//! The default keys, one line per binding.

use super::{Binding, Context, Does, Keys};
use crate::core::Color;
use crate::core::transform::Transform;
use crate::tui::action::{Action, AnalysisKey, Direction, SessionAction, StepTo, TextEdit};
use crate::tui::app::BoardTool;
use ratatui::crossterm::event::{KeyCode, KeyModifiers};

const NONE: KeyModifiers = KeyModifiers::NONE;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;

const fn key(code: KeyCode) -> Keys {
    Keys::Chord(code, NONE)
}

const fn ctrl(c: char) -> Keys {
    Keys::Chord(KeyCode::Char(c), CTRL)
}

const fn alt(c: char) -> Keys {
    Keys::Chord(KeyCode::Char(c), KeyModifiers::ALT)
}

const fn alt_key(code: KeyCode) -> Keys {
    Keys::Chord(code, KeyModifiers::ALT)
}

const fn fixed(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    action: Action,
    description_id: &'static str,
) -> Binding {
    Binding {
        context,
        keys,
        label,
        does: Does::Fixed(action),
        description_id,
        hint_id: None,
    }
}

const fn hinted(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    action: Action,
    description_id: &'static str,
    hint_id: &'static str,
) -> Binding {
    Binding {
        context,
        keys,
        label,
        does: Does::Fixed(action),
        description_id,
        hint_id: Some(hint_id),
    }
}

/// One line of the help for keys that each do their own action (the four
/// arrows, each its way): `actions[i]` is what `keys[i]` does.
const fn each(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    actions: &'static [Action],
    description_id: &'static str,
) -> Binding {
    assert!(keys.len() == actions.len());
    Binding {
        context,
        keys,
        label,
        does: Does::Each(actions),
        description_id,
        hint_id: None,
    }
}

const fn hinted_each(
    context: Context,
    keys: &'static [Keys],
    label: &'static str,
    actions: &'static [Action],
    description_id: &'static str,
    hint_id: &'static str,
) -> Binding {
    assert!(keys.len() == actions.len());
    Binding {
        context,
        keys,
        label,
        does: Does::Each(actions),
        description_id,
        hint_id: Some(hint_id),
    }
}

const fn typing(context: Context, label: &'static str, description_id: &'static str) -> Binding {
    Binding {
        context,
        keys: &[Keys::Printable],
        label,
        does: Does::TypeCharacter,
        description_id,
        hint_id: None,
    }
}

use Context::DiagramPrompt;
use Context::{
    Board, BuildPosition, ConfigProblems, FenField, GameList, Global, Help, Moves, NamePrompt,
    OpenDialog, Panel, PracticeMenu, QuitConfirm, SessionPrompt, SquareJump, Walk, WriteFen,
};
use Direction::{Down, Left, Right, Up};

/// Every key of the editor. Within a context the first match wins, so specific
/// keys come before `Printable`.
#[rustfmt::skip]
pub static BINDINGS: &[Binding] = &[
    // Help overlay: it swallows everything but these and the global quit.
    fixed(Help, &[key(KeyCode::Esc), key(KeyCode::F(1)), key(KeyCode::Char('?')), key(KeyCode::Char('q'))], "Esc F1 ? q", Action::ToggleHelp, "key-close-help"),
    // The prompt offering back the last session takes only these.
    fixed(SessionPrompt, &[key(KeyCode::Enter), key(KeyCode::Char('y'))], "Enter y", Action::Session(SessionAction::Restore), "key-session-restore"),
    fixed(SessionPrompt, &[key(KeyCode::Esc), key(KeyCode::Char('n'))], "Esc n", Action::Session(SessionAction::Discard), "key-session-discard"),
    // Global.
    hinted(Global, &[ctrl('q')], "Ctrl-Q", Action::Quit, "key-quit", "hint-quit"),
    hinted(Global, &[key(KeyCode::F(1))], "F1 ?", Action::ToggleHelp, "key-help", "hint-help"),
    hinted(Global, &[key(KeyCode::F(3))], "F3", Action::StartPosition, "key-start-position", "hint-start-position"),
    hinted(Global, &[key(KeyCode::F(4))], "F4", Action::EmptyBoard, "key-empty-board", "hint-empty-board"),
    hinted(Global, &[ctrl('c')], "Ctrl-C", Action::CopyFen, "key-copy", "hint-copy"),
    hinted(Global, &[ctrl('v')], "Ctrl-V", Action::PasteFromClipboard, "key-paste", "hint-paste"),
    fixed(Global, &[key(KeyCode::F(10)), ctrl('t')], "F10 Ctrl-T", Action::OpenShareMenu, "key-share"),
    fixed(Global, &[ctrl('z')], "Ctrl-Z", Action::Undo, "key-undo"),
    fixed(Global, &[ctrl('y')], "Ctrl-Y", Action::Redo, "key-redo"),
    hinted(Global, &[key(KeyCode::Tab)], "Tab", Action::FocusNext, "key-focus-next", "hint-focus"),
    fixed(Global, &[Keys::Chord(KeyCode::BackTab, KeyModifiers::SHIFT), key(KeyCode::BackTab)], "Shift-Tab", Action::FocusPrevious, "key-focus-previous"),
    fixed(Global, &[key(KeyCode::F(2))], "F2", Action::Flip, "key-flip"),
    fixed(Global, &[key(KeyCode::F(5))], "F5", Action::SwitchVariant, "key-switch-variant"),
    fixed(Global, &[key(KeyCode::F(6))], "F6", Action::ToggleSideToMove, "key-toggle-side"),
    fixed(Global, &[key(KeyCode::F(7))], "F7", Action::TogglePieceTheme, "key-piece-theme"),
    fixed(Global, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-escape"),
    // The board.
    each(Board, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-board-arrows"),
    fixed(Board, &[key(KeyCode::Home)], "Home", Action::Home, "key-board-home"),
    fixed(Board, &[key(KeyCode::End)], "End", Action::End, "key-board-end"),
    fixed(Board, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-board-page-up"),
    fixed(Board, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-board-page-down"),
    fixed(Board, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-board-backspace"),
    fixed(Board, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-board-delete"),
    fixed(Board, &[key(KeyCode::Enter)], "Enter", Action::UseTool, "key-board-enter"),
    fixed(Board, &[key(KeyCode::Char('?'))], "?", Action::ToggleHelp, "key-help"),
    typing(Board, "K…p 1-9 /", "key-board-letters"),
    // Panels.
    each(Panel, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-panel-arrows"),
    fixed(Panel, &[key(KeyCode::Char(' ')), key(KeyCode::Enter)], "Space Enter", Action::Activate, "key-panel-activate"),
    fixed(Panel, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-panel-backspace"),
    fixed(Panel, &[key(KeyCode::Char('?'))], "?", Action::ToggleHelp, "key-help"),
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
    fixed(Global, &[key(KeyCode::F(8))], "F8", Action::WalkThrough, "key-walk-through"),
    fixed(Global, &[key(KeyCode::F(9))], "F9", Action::SwitchLanguage, "key-switch-language"),
    fixed(Global, &[ctrl('e')], "Ctrl-E", Action::ExplainMoves, "key-explain-moves"),
    fixed(Global, &[key(KeyCode::F(12))], "F12", Action::Practice, "key-practice"),
    fixed(Global, &[alt('9')], "Alt-9", Action::BoardTool(BoardTool::ToggleChess960), "key-chess960"),
    fixed(Global, &[alt('x')], "Alt-X", Action::BoardTool(BoardTool::RandomStart), "key-chess960-random"),
    fixed(Global, &[alt('n')], "Alt-N", Action::BoardTool(BoardTool::ToggleNotation), "key-castling-notation"),
    fixed(Global, &[alt('c')], "Alt-C", Action::BoardTool(BoardTool::Transform(Transform::SwapColors)), "key-swap-colors"),
    fixed(Global, &[alt('m')], "Alt-M", Action::BoardTool(BoardTool::Transform(Transform::Mirror)), "key-mirror"),
    fixed(Global, &[alt('r')], "Alt-R", Action::BoardTool(BoardTool::Transform(Transform::Rotate)), "key-rotate"),
    fixed(Global, &[alt('w')], "Alt-W", Action::BoardTool(BoardTool::Transform(Transform::Clear(Color::White))), "key-clear-white"),
    fixed(Global, &[alt('b')], "Alt-B", Action::BoardTool(BoardTool::Transform(Transform::Clear(Color::Black))), "key-clear-black"),
    fixed(Global, &[ctrl('p')], "Ctrl-P", Action::PickTool, "key-pick-tool"),
    hinted(Walk, &[key(KeyCode::Right), key(KeyCode::Enter), key(KeyCode::Char(' '))], "→ Enter", Action::Step(StepTo::Next), "key-step-next", "hint-next"),
    hinted(Walk, &[key(KeyCode::Left), key(KeyCode::Backspace)], "←", Action::Step(StepTo::Back), "key-step-back", "hint-back"),
    fixed(Walk, &[key(KeyCode::Home)], "Home", Action::Step(StepTo::First), "key-step-first"),
    fixed(Walk, &[key(KeyCode::End)], "End", Action::Step(StepTo::Last), "key-step-last"),
    hinted(Walk, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
    fixed(Walk, &[key(KeyCode::Char('?'))], "?", Action::ToggleHelp, "key-help"),
    hinted(Moves, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-moves-enter", "hint-play"),
    hinted_each(Moves, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Step(StepTo::Back), Action::Step(StepTo::Next)], "key-moves-arrows", "hint-moves"),
    fixed(Moves, &[key(KeyCode::Home)], "Home", Action::Step(StepTo::First), "key-moves-home"),
    fixed(Moves, &[ctrl('n')], "Ctrl-N", Action::CycleNotation, "key-moves-notation"),
    fixed(Moves, &[key(KeyCode::End)], "End", Action::Step(StepTo::Last), "key-moves-end"),
    fixed(Moves, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(Moves, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-moves-leave", "hint-leave"),
    typing(Moves, "e4 Nf3 e2e4 …", "key-moves-typing"),
    fixed(Moves, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    fixed(Moves, &[ctrl('a')], "Ctrl-A", Action::Edit(TextEdit::ToStart), "key-text-to-start"),
    fixed(Moves, &[ctrl('e')], "Ctrl-E", Action::Edit(TextEdit::ToEnd), "key-text-to-end"),
    each(Moves, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(Moves, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(Moves, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(Moves, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    each(PracticeMenu, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-menu-arrows"),
    hinted(PracticeMenu, &[key(KeyCode::Enter), key(KeyCode::Char(' '))], "Enter", Action::Submit, "key-menu-start", "hint-start"),
    hinted(PracticeMenu, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
    hinted(WriteFen, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-write-enter", "hint-check"),
    fixed(WriteFen, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(WriteFen, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
    typing(WriteFen, "a-z 0-9 …", "key-write-typing"),
    hinted(BuildPosition, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-build-enter", "hint-check"),
    hinted(BuildPosition, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-teach-leave", "hint-leave"),
    // Layers: help scrolls; quitting without printing or after a question; the square jump.
    each(Help, &[key(KeyCode::Up), key(KeyCode::Down)], "↑ ↓", &[Action::Move(Up), Action::Move(Down)], "key-help-scroll"),
    fixed(Help, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-help-page-up"),
    fixed(Help, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-help-page-down"),
    fixed(Help, &[key(KeyCode::Home)], "Home", Action::Home, "key-help-home"),
    fixed(Help, &[key(KeyCode::End)], "End", Action::End, "key-help-end"),
    // Ctrl-\ arrives as Ctrl-4 from most terminals (the same byte, 0x1c).
    fixed(Global, &[ctrl('\\'), ctrl('4')], "Ctrl-\\", Action::QuitWithoutPrinting, "key-quit-without-printing"),
    fixed(Global, &[ctrl('g')], "Ctrl-G", Action::JumpToSquare, "key-jump"),
    hinted(QuitConfirm, &[key(KeyCode::Esc), key(KeyCode::Enter)], "Esc Enter", Action::Escape, "key-quit-back", "hint-quit-back"),
    hinted(QuitConfirm, &[key(KeyCode::Char('q')), ctrl('q')], "q Ctrl-Q", Action::QuitAnyway, "key-quit-anyway", "hint-quit-anyway"),
    hinted(QuitConfirm, &[key(KeyCode::Char('x')), ctrl('\\'), ctrl('4')], "x Ctrl-\\", Action::QuitWithoutPrinting, "key-quit-without-printing", "hint-quit-without-printing"),
    hinted(SquareJump, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-jump-enter", "hint-jump"),
    fixed(SquareJump, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(SquareJump, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    typing(SquareJump, "a-i 0-9", "key-jump-typing"),
    // Save, open, step through a file's positions; the open dialog, the name prompt, a PGN's games.
    fixed(Global, &[ctrl('s')], "Ctrl-S", Action::Save, "key-save"),
    hinted(QuitConfirm, &[ctrl('s')], "Ctrl-S", Action::Save, "key-quit-save", "hint-save"),
    fixed(Global, &[alt('s')], "Alt-S", Action::SaveAs, "key-save-as"),
    fixed(Global, &[ctrl('o')], "Ctrl-O", Action::OpenDialog, "key-open"),
    fixed(Global, &[alt_key(KeyCode::Right), alt_key(KeyCode::PageDown)], "Alt-→", Action::NextPosition, "key-next-position"),
    fixed(Global, &[alt_key(KeyCode::Left), alt_key(KeyCode::PageUp)], "Alt-←", Action::PreviousPosition, "key-previous-position"),
    each(OpenDialog, &[key(KeyCode::Up), key(KeyCode::Down)], "↑ ↓", &[Action::Move(Up), Action::Move(Down)], "key-list-arrows"),
    fixed(OpenDialog, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-list-page-up"),
    fixed(OpenDialog, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-list-page-down"),
    fixed(OpenDialog, &[key(KeyCode::Home)], "Home", Action::Home, "key-list-home"),
    fixed(OpenDialog, &[key(KeyCode::End)], "End", Action::End, "key-list-end"),
    hinted(OpenDialog, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-open-enter", "hint-open"),
    hinted(OpenDialog, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-open-up", "hint-up"),
    hinted(OpenDialog, &[key(KeyCode::Esc), ctrl('o')], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    hinted(NamePrompt, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-name-enter", "hint-save"),
    fixed(NamePrompt, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    hinted(NamePrompt, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    typing(NamePrompt, "a-z 0-9 / …", "key-name-typing"),
    each(GameList, &[key(KeyCode::Up), key(KeyCode::Down)], "↑ ↓", &[Action::Move(Up), Action::Move(Down)], "key-list-arrows"),
    fixed(GameList, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-list-page-up"),
    fixed(GameList, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-list-page-down"),
    fixed(GameList, &[key(KeyCode::Home)], "Home", Action::Home, "key-list-home"),
    fixed(GameList, &[key(KeyCode::End)], "End", Action::End, "key-list-end"),
    hinted(GameList, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-game-enter", "hint-open"),
    hinted(GameList, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    // Ctrl-L opens the browser (no terminal takes it; F11 is often full screen).
    fixed(Global, &[ctrl('l')], "Ctrl-L", Action::OpenLibrary, "key-library"),
    each(Context::Library, &[key(KeyCode::Up), key(KeyCode::Down)], "↑ ↓", &[Action::Move(Up), Action::Move(Down)], "key-list-arrows"),
    fixed(Context::Library, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-list-page-up"),
    fixed(Context::Library, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-list-page-down"),
    fixed(Context::Library, &[key(KeyCode::Home)], "Home", Action::Home, "key-list-home"),
    fixed(Context::Library, &[key(KeyCode::End)], "End", Action::End, "key-list-end"),
    hinted(Context::Library, &[key(KeyCode::Enter)], "Enter", Action::Submit, "key-library-enter", "hint-library-load"),
    hinted(Context::Library, &[key(KeyCode::Esc), ctrl('l')], "Esc", Action::Escape, "key-library-close", "hint-cancel"),
    fixed(Context::Library, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(Context::Library, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-library-clear"),
    fixed(Context::Library, &[key(KeyCode::F(1))], "F1", Action::ToggleHelp, "key-help"),
    typing(Context::Library, "a-z а-я 汉字 …", "key-library-typing"),
    // The board's colours and coordinates; the config file's problems.
    fixed(Global, &[alt('t')], "Alt-T", Action::NextBoardTheme, "key-board-theme"),
    fixed(Global, &[alt('a')], "Alt-A", Action::Analysis(AnalysisKey::Toggle), "key-analysis"),
    fixed(Global, &[alt('p')], "Alt-P", Action::Analysis(AnalysisKey::PauseOrRestart), "key-analysis-pause"),
    fixed(Global, &[alt('h')], "Alt-H", Action::Analysis(AnalysisKey::Threat), "key-analysis-threat"),
    fixed(Global, &[alt('l')], "Alt-L", Action::Analysis(AnalysisKey::MoreLines), "key-analysis-lines"),
    fixed(Global, &[alt('d')], "Alt-D", Action::ToggleCoordinates, "key-coordinates"),
    hinted(ConfigProblems, &[key(KeyCode::Esc), key(KeyCode::Enter)], "Esc Enter", Action::Escape, "key-config-problems-close", "hint-close"),
    // The file name prompt, edited like the FEN field.
    hinted(DiagramPrompt, &[key(KeyCode::Enter)], "Enter", Action::Submit, "export-key-enter", "hint-save"),
    hinted(DiagramPrompt, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-jump-cancel", "hint-cancel"),
    each(DiagramPrompt, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "key-field-arrows"),
    fixed(DiagramPrompt, &[key(KeyCode::Home), ctrl('a')], "Home", Action::Home, "key-field-home"),
    fixed(DiagramPrompt, &[key(KeyCode::End), ctrl('e')], "End", Action::End, "key-field-end"),
    fixed(DiagramPrompt, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(DiagramPrompt, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    each(DiagramPrompt, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(DiagramPrompt, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(DiagramPrompt, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(DiagramPrompt, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    typing(DiagramPrompt, "a-z 0-9 / . …", "export-key-typing"),
];
