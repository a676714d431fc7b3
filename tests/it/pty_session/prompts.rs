//! Keys typed fast at prompts that follow one another: with three unfinished
//! sessions, `n n n` in one burst answers the three offers, and no `n` falls
//! through to the board as a knight while the next offer is on its way.

use super::*;

#[test]
fn n_n_n_typed_at_once_discards_three_offered_sessions_and_puts_no_knight() {
    let state = StateHome::new("three-offers");
    // Three editors at once (a running editor's session is not offered to
    // another), each edited and saved, then all killed.
    let mut editors: Vec<Editor> = (0..3).map(|_| Editor::start(&state.0, &[])).collect();
    for editor in &mut editors {
        editor.edit();
    }
    let deadline = Instant::now() + Duration::from_secs(10);
    while state.saved().iter().filter(|s| s.contains(EDITED)).count() < 3 {
        assert!(Instant::now() < deadline, "{:?}", state.saved());
        std::thread::sleep(Duration::from_millis(50));
    }
    for editor in &mut editors {
        editor.signal("KILL");
        editor.wait_exit();
    }
    let mut next = Editor::start(&state.0, &[]);
    // The prompt says which of the three it offers.
    next.wait_for("Restore a session? (1 of 3)");
    next.send("nnn");
    next.wait_for("The last session is discarded");
    // Give a late offer the time to show, then look: no prompt, no knight.
    std::thread::sleep(Duration::from_millis(500));
    let screen = next.0.screen().contents();
    assert!(!screen.contains("Restore a session?"), "{screen}");
    assert!(
        screen.contains("FEN rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        "{screen}"
    );
    next.quit();
}
