#!/usr/bin/env python3
"""Make the PGN test files in tests/data/pgn/ and the positions python-chess reads from them.

Run once (`pip install chess`, then `python3 scripts/gen-pgn-vectors.py`); the output is
committed, so `cargo test` needs only Rust (tests/it/pgn_vectors.rs compares).

features.pgn      hand-written games with every feature PGN files show in the wild, then
                  random games exported by python-chess with comments, NAGs and variations
features-crlf.pgn the same text with CRLF line ends
*.expected.jsonl  one line per game: {"game", "fens": [start, after ply 1, ...], "errors"}
                  where fens end at the last move python-chess could play
"""

import io
import json
import pathlib
import random

import chess
import chess.pgn

OUT = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data" / "pgn"

HAND_WRITTEN = r'''[Event "Café \"Tal\" Memorial 天"]
[Site "Москва"]
[Date "2024.05.01"]
[Round "1"]
[White "Müller, Jürgen"]
[Black "Nakamura, \\Hikaru\\"]
[Result "1-0"]

1. e4 {The king's pawn.} e5 $1 2. Nf3!? Nc6?! 3. Bb5!! a6?? 4. Ba4 (4. Bxc6 dxc6
(4... bxc6 5. O-O) 5. O-O f6) 4... Nf6 ; the main line goes on
5. O-O Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 $14 1-0

[Event "Scholar's mate"]
[Result "1-0"]

1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6?? 4. Qxf7# 1-0

[Event "Set up with SetUp"]
[SetUp "1"]
[FEN "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7"]
[Result "1/2-1/2"]

7... Kd7 8. e4 Ke6 9. Ke2 Ke5 10. Kf3 Kf6 11. Kf4 Ke6 12. e5 Ke7 13. Kf5 Kf7
14. e6+ Ke7 15. Ke5 Ke8 16. Kd6 Kd8 17. e7+ Ke8 18. Ke6 1/2-1/2

[Event "FEN without SetUp, as chessops writes it"]
[FEN "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 4 8"]

8. O-O-O O-O 9. h3 Bxf3 10. gxf3 Nd4 11. Bxf6 gxf6 12. Nd5 Kh8 *

[Event "En passant and promotions"]

1. e4 d5 2. e5 f5 3. exf6 Nc6 4. fxg7 Nf6 5. gxh8=Q Bg4 6. f3 Qd6 7. fxg4 O-O-O
8. Qxf8 Rxf8 9. g5 Ne4 10. g6 Rf2 11. g7 Rxd2 12. g8=N Rxc2 13. Nf6 exf6 0-1

[Event "Castling with zeros, comments over lines"]

1. Nf3 Nf6 2. g3 g6 3. Bg2 Bg7 4. 0-0 {a comment

with a blank line inside} 0-0 5. d3 d6 6. Nbd2 { (not a variation) } Nbd7 *

[Event "Illegal move in the middle"]

1. d4 d5 2. c4 e6 3. Ke3 Nf6 4. Nc3 *

[Event "Ambiguous move"]
[FEN "4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"]

1. Nd2 Kd7 *

% an escaped line, ignored
[Event "No tags, black numbering in the middle"]

1. c4 e5 2. Nc3 Nf6 3. g3 d5 4. cxd5 Nxd5 5. Bg2 Nb6 6. Nf3 Nc6 7. O-O Be7 8. d3
O-O 9. a3 Be6 10. b4 f6 11. Bb2 Qe8 12. Nd2 Qf7 13. Nb3 1/2-1/2
'''


def random_games(count, seed):
    """Random legal games with comments, NAGs and (nested) variations, exported by python-chess."""
    rng = random.Random(seed)
    text = io.StringIO()
    for number in range(count):
        game = chess.pgn.Game()
        game.headers["Event"] = f"Random {number + 1} «ε»"
        game.headers["White"] = rng.choice(["Ann (the Rook)", "Бор", "王"])
        node = game
        for _ in range(rng.randrange(10, 120)):
            board = node.board()
            moves = list(board.legal_moves)
            if not moves:
                break
            if rng.random() < 0.15 and len(moves) > 1:
                side = node.add_variation(rng.choice(moves))
                side.comment = "a side line"
                sub = side.board()
                if list(sub.legal_moves) and rng.random() < 0.5:
                    deeper = side.add_variation(rng.choice(list(sub.legal_moves)))
                    deeper.nags.add(rng.choice([1, 2, 3, 4, 5, 6, 14]))
            node = node.add_main_variation(rng.choice(moves))
            if rng.random() < 0.1:
                node.comment = rng.choice(["good", "Ход { }", "天 ; not a comment start"]).replace("}", "")
            if rng.random() < 0.1:
                node.nags.add(rng.choice([1, 2, 3, 4, 5, 6, 14, 18]))
        game.headers["Result"] = node.board().result(claim_draw=False)
        exporter = chess.pgn.StringExporter(headers=True, variations=True, comments=True)
        text.write(game.accept(exporter))
        text.write("\n\n")
    return text.getvalue()


def chess960_games(count, rng):
    """Random Chess960 games that castle, exported with their Variant and FEN tags."""
    text = io.StringIO()
    while count:
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        game = chess.pgn.Game.from_board(board)
        node = game
        castled = False
        for _ in range(60):
            moves = list(node.board().legal_moves)
            if not moves:
                break
            castles = [m for m in moves if node.board().is_castling(m)]
            move = castles[0] if castles and not castled else rng.choice(moves)
            castled = castled or node.board().is_castling(move)
            node = node.add_main_variation(move)
        if castled:
            game.headers["Event"] = "Chess960"
            text.write(str(game) + "\n\n")
            count -= 1
    return text.getvalue()


def expected(pgn_text):
    """python-chess's reading: every position of each game's main line, as FEN (en passant
    after every double push, as the FEN standard and fen-tui write it)."""
    rows = []
    handle = io.StringIO(pgn_text)
    number = 0
    while True:
        game = chess.pgn.read_game(handle)
        if game is None:
            break
        number += 1
        board = game.board()
        fens = [board.fen(en_passant="fen")]
        for move in game.mainline_moves():
            board.push(move)
            fens.append(board.fen(en_passant="fen"))
        rows.append({"game": number, "fens": fens, "errors": len(game.errors)})
    return rows


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    # `%` lines are PGN's escape: every reader skips them.
    header = (
        f"% hand-written games, then random games exported by python-chess {chess.__version__}\n"
        "% made by scripts/gen-pgn-vectors.py\n"
    )
    text = header + HAND_WRITTEN + "\n" + chess960_games(3, random.Random(960)) + random_games(40, seed=14)
    for name, body in [("features", text), ("features-crlf", text.replace("\n", "\r\n"))]:
        (OUT / f"{name}.pgn").write_bytes(body.encode("utf-8"))
        rows = expected(body)
        with open(OUT / f"{name}.expected.jsonl", "w", encoding="utf-8") as out:
            out.write(f"# python-chess {chess.__version__}: chess.pgn.read_game on {name}.pgn, the mainline's FENs\n")
            out.write("# made by scripts/gen-pgn-vectors.py\n")
            for row in rows:
                out.write(json.dumps(row, ensure_ascii=False) + "\n")
        print(f"{name}: {len(rows)} games, {sum(len(r['fens']) for r in rows)} positions")


if __name__ == "__main__":
    main()
