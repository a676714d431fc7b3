//! Where a key goes and where an action goes, down the same stack.
//! `App::key_context`: the top layer's key context, else the focused part's
//! (with the config's keys, what `events::action_for_event` looks a key up
//! in). `App::update`: the action to the top layer first, then down the
//! stack to the editor (`update_editor`: the file keys, the palette, the
//! overlays' doors, then the part the focus is on). `App::hear`: the
//! runtime's news, past every layer, to the part that asked for it.

use super::controls::sensible_en_passant;
use super::{App, Effect, Focus, Notice, PieceStyle, Quit, first_square};
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Position, Square, Variant};
use crate::tui::action::{Action, Control};
use crate::tui::keymap::{Context, UserKeys};
use crate::tui::news::News;

impl App {
    /// Where keys go now: the top layer's context, else the focused part's.
    pub fn key_context(&self) -> Context {
        self.context_below(self.layers.len())
    }

    /// Where keys would go if only the layers under `index` were open (the
    /// help lists the keys of what it covers).
    pub fn context_below(&self, index: usize) -> Context {
        self.layers[..index.min(self.layers.len())]
            .iter()
            .rev()
            .find_map(|layer| layer.context(self))
            .unwrap_or_else(|| self.focus_context())
    }

    /// Where keys go when no layer takes them: the focused part.
    pub fn focus_context(&self) -> Context {
        match self.focus {
            Focus::Board => Context::Board,
            Focus::FenField => Context::FenField,
            _ => Context::Panel,
        }
    }

    /// The keys the config file binds, looked up before the table's.
    pub fn user_keys(&self) -> &UserKeys {
        &self.looks.user_keys
    }

    pub fn set_user_keys(&mut self, keys: UserKeys) {
        self.looks.user_keys = keys;
    }

    /// Apply one action (what the user asks): the top layer first, then down
    /// the stack to the editor. Return what the runtime must do.
    pub fn update(&mut self, action: Action) -> Vec<Effect> {
        self.keeping_notice_fresh(|app| app.route(action))
    }

    /// Take one report of the runtime's: past every layer, to the part that
    /// asked for it. Return what the runtime must do next.
    pub fn hear(&mut self, news: News) -> Vec<Effect> {
        self.keeping_notice_fresh(|app| app.hear_news(news))
    }

    fn hear_news(&mut self, news: News) -> Vec<Effect> {
        match news {
            // An engine line copied is said as the line's, not the FEN's.
            News::Copied(outcome) => {
                self.notice = match self.line_copy.take() {
                    Some(format) => Notice::Line(
                        crate::tui::layers::analysis::lines::LineNotice::Copied(format, outcome),
                    ),
                    None => Notice::Copied(outcome),
                }
            }
            News::ClipboardFailed { code, detail } => {
                self.notice = Notice::ClipboardFailed { code, detail }
            }
            News::ClipboardEmpty => self.notice = Notice::ClipboardEmpty,
            // The text asked for goes where a typed paste would.
            News::Pasted(text) => return self.route(Action::Paste(text)),
            News::PicturePasted(read) => self.take_picture(read),
            news @ (News::Shared { .. } | News::ShareFailed { .. }) => self.share_news(news),
            News::Session(session) => self.session_news(session),
            News::File(news) => return self.file_news(news),
            News::Export(news) => self.export_news(news),
            News::Analysis(report) => self.analysis_news(report),
            News::Practice(news) => self.practice_news(news),
        }
        Vec::new()
    }

    /// A message is about the view it was given in: a new view starts clean.
    fn keeping_notice_fresh(
        &mut self,
        change: impl FnOnce(&mut App) -> Vec<Effect>,
    ) -> Vec<Effect> {
        let shape_before = self.layer_shape();
        let focus_before = self.focus;
        let notice_before = self.notice.clone();
        let effects = change(self);
        // Tabbing to another part is a new view too ("h1 is the board's end"
        // is about the board, not the panel the user went to).
        let moved = self.layer_shape() != shape_before || self.focus != focus_before;
        if moved && self.notice == notice_before {
            self.notice = Notice::Welcome;
        }
        effects
    }

    /// The top layer first; what it passes goes to the one below, and so on
    /// down to the editor. A layer that stays goes back where it was, under
    /// any layer opened meanwhile.
    fn route(&mut self, action: Action) -> Vec<Effect> {
        let Some(mut layer) = self.layers.pop() else {
            return self.update_editor(action);
        };
        let depth = self.layers.len();
        let step = layer.handle(self, action);
        let mut effects = step.effects;
        if let Some(passed) = step.pass {
            effects.extend(self.route(passed));
        }
        if !step.close {
            self.layers.insert(depth.min(self.layers.len()), layer);
        }
        if let Some(opened) = step.open {
            self.open(opened);
        }
        self.analysis_above_teaching();
        effects
    }

    /// An action that no layer took: the editor's own keys, by where the focus is.
    pub(crate) fn update_editor(&mut self, action: Action) -> Vec<Effect> {
        // The file keys (open a path, save, step through the file) before the
        // palette's, even while a spare piece is being picked.
        let action = match action {
            Action::OpenPath(_)
            | Action::Save
            | Action::SaveAs
            | Action::AddPosition
            | Action::NextPosition
            | Action::PreviousPosition => return self.file_action(action),
            other => other,
        };
        let action = match self.update_palette(action) {
            Ok(()) => return Vec::new(),
            Err(action) => action,
        };
        match action {
            // Every overlay opens by its name, one way (`layers::OPENED_BY_NAME`).
            Action::Open(name) => return self.open_by_name(name),
            Action::Quit => return self.ask_to_quit(Quit::Print),
            Action::QuitWithoutPrinting => return self.ask_to_quit(Quit::WithoutPrinting),
            // The runtime answers with how the copy went.
            Action::CopyFen => return vec![Effect::Copy(self.fen.clone())],
            Action::PasteFromClipboard => return vec![Effect::PasteRequest],
            Action::Paste(text) => self.paste(&text),
            Action::Undo => self.undo(),
            Action::Redo => self.redo(),
            Action::Escape => self.escape(),
            Action::FocusNext => self.move_focus(true),
            Action::FocusPrevious => self.move_focus(false),
            Action::Flip => {
                self.flipped = !self.flipped;
                self.notice = Notice::Flipped;
            }
            Action::StartPosition => {
                self.start_over(start_position(self.variant()));
                self.notice = Notice::StartPosition;
                self.position_replaced();
            }
            Action::EmptyBoard => {
                // The panel keeps its castling rights for the pieces to come.
                let mut empty = Position::empty(self.variant());
                empty.castling = self.position.castling;
                empty.chess960 = self.position.chess960;
                self.start_over(empty);
                self.notice = Notice::EmptyBoard;
                self.position_replaced();
            }
            Action::SwitchVariant => {
                let other = match self.variant() {
                    Variant::Chess => Variant::Xiangqi,
                    Variant::Xiangqi => Variant::Chess,
                };
                self.replace_position(start_position(other));
                self.set_cursor(first_square(other));
                self.notice = Notice::VariantSwitched;
                self.position_replaced();
            }
            Action::ToggleSideToMove => self.toggle_side(),
            Action::TogglePieceStyle => {
                self.piece_style = match self.piece_style {
                    PieceStyle::Letters => PieceStyle::Glyphs,
                    PieceStyle::Glyphs => PieceStyle::Letters,
                };
                self.notice = Notice::PieceStyleChanged;
            }
            Action::NextBoardTheme => self.next_board_theme(),
            Action::ToggleCoordinates => self.toggle_coordinates(),
            Action::ClickSquare(square) => self.click_square(square),
            Action::ClickControl(control) => self.click_control(control),
            Action::BoardTool(tool) => self.board_tool(tool),
            Action::Commit => self.leave_field(Focus::Board),
            // Not placed by the screen: the panel is not drawn, nothing scrolls.
            Action::ScrollProblems(_) => {}
            Action::ShowProblemsFrom(first) => self.show_problems_from(first),
            // The prompt's answers, with no prompt open: nothing to answer.
            Action::Session(_) => {}
            Action::SwitchLanguage => self.switch_language(),
            other => match self.focus {
                Focus::Board => self.on_board(other),
                Focus::FenField => self.in_field(other),
                _ => self.in_panel(other),
            },
        }
        Vec::new()
    }

    /// The language key, wherever the focus is.
    fn switch_language(&mut self) {
        self.lang = self.lang.next();
        self.notice = Notice::LanguageSwitched(self.lang);
    }

    /// F3 and F4: the board is `position`, the FEN field shows it (a draft
    /// left there is dropped, as one undo step, even when the board was that
    /// already), and the cursor is where typing a placement in FEN order starts.
    fn start_over(&mut self, position: Position) {
        if position == self.position && self.field.draft.is_some() {
            self.history.record(self.snapshot());
            self.field.draft = None;
            self.field.errors.clear();
            self.field.warnings.clear();
        }
        self.replace_position(position);
        self.cursor = first_square(position.variant);
        self.cursor_past_end = false;
        self.rank_ended_by_typing = false;
    }

    pub(crate) fn escape(&mut self) {
        match self.focus {
            Focus::FenField => self.leave_field(Focus::Board),
            _ => self.focus = Focus::Board,
        }
    }

    pub(crate) fn move_focus(&mut self, forward: bool) {
        let next = self.focus.step(self.variant(), forward);
        self.focus_on(next);
    }

    pub(crate) fn focus_on(&mut self, next: Focus) {
        if self.focus == Focus::FenField && next != Focus::FenField {
            self.leave_field(next);
            return;
        }
        if next == Focus::FenField && self.focus != Focus::FenField {
            self.field.caret = self.field_text().chars().count();
        }
        self.focus = next;
        self.number_fresh = true;
    }

    /// Leaving the field: a text that reads gives way to the canonical FEN; one
    /// that does not stays exactly as typed, with its errors.
    pub(crate) fn leave_field(&mut self, next: Focus) {
        self.focus = next;
        self.number_fresh = true;
        if self.field.draft.is_none() {
            return;
        }
        if self.field.errors.is_empty() {
            self.notice = Notice::FieldReads {
                warnings: self.field.warnings.len(),
            };
            // The field now shows the canonical FEN: the repairs were of the
            // text typed, which is gone (the notice counted them).
            self.field.draft = None;
            self.field.warnings.clear();
        } else {
            self.notice = Notice::FieldUnreadable {
                errors: self.field.errors.len(),
            };
        }
    }

    pub(crate) fn toggle_side(&mut self) {
        self.change(|p| {
            p.side_to_move = p.side_to_move.other();
            // A target that made sense for the other side makes none now.
            if p.en_passant
                .is_some_and(|ep| !sensible_en_passant(p).any(|s| s == ep))
            {
                p.en_passant = None;
            }
        });
        self.notice = Notice::SideToggled;
    }

    pub(crate) fn click_square(&mut self, square: Square) {
        if square.is_on(self.variant()) {
            self.focus_on(Focus::Board);
            self.cursor = square;
            self.cursor_past_end = false;
            self.rank_ended_by_typing = false;
        }
    }

    pub(crate) fn click_control(&mut self, control: Control) {
        match control {
            Control::SideToMove => {
                self.focus_on(Focus::SideToMove);
                self.toggle_side();
            }
            Control::Castling(index) => {
                self.focus_on(Focus::Castling);
                self.castling_choice = index;
                self.in_panel(Action::Activate);
            }
            Control::EnPassant(index) => {
                self.focus_on(Focus::EnPassant);
                self.choose_en_passant(index);
            }
            Control::HalfmoveClock => self.focus_on(Focus::HalfmoveClock),
            Control::FullmoveNumber => self.focus_on(Focus::FullmoveNumber),
            Control::FenField => self.focus_on(Focus::FenField),
        }
    }
}

fn start_position(variant: Variant) -> Position {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map(|read| read.position)
        .unwrap_or_else(|_| Position::empty(variant))
}
