#!/usr/bin/env python3
"""fen-tui's pipeline commands against their peers, on generated inputs, one
streamed call per command (issue 26), and the agreement counts:

- `perft --format stockfish` with Stockfish's `go perft` (sorted lines equal);
- `transform --swap-colors|--mirror|--rotate` with python-chess's `mirror()`
  and `transform(flip_horizontal)`, `transform(flip_vertical)` after a colour
  swap... (see `TRANSFORMS`);
- `url --site S` read back by `show --format json` (the same FEN);
- `pgn` text and JSON, every ply and final, with python-chess (FEN, SAN) and
  pgn-extract `-Wepd` (positions and the blank line after each game).

    pip install chess==1.11.2; apt-get install stockfish pgn-extract
    python3 scripts/pipeline-peers.py [--fen-tui target/release/fen-tui] [--games 200]
"""
import argparse
import json
import random
import subprocess
import tempfile

import chess
import chess.pgn

STOCKFISH = "/usr/games/stockfish"
PGN_EXTRACT = "/usr/games/pgn-extract"


def random_games(count, seed):
    """Games of random legal moves (10-120 plies), each with its result."""
    rng = random.Random(seed)
    games = []
    for number in range(count):
        board = chess.Board()
        for _ in range(rng.randint(10, 120)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        game = chess.pgn.Game.from_board(board)
        game.headers["Event"] = f"generated {number + 1}"
        game.headers["Result"] = board.result(claim_draw=False)
        games.append(game)
    return games


def positions_of(games, count, seed):
    """Positions at random plies of the games (FENs, en passant as the FEN standard)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        game = rng.choice(games)
        board = game.board()
        moves = list(game.mainline_moves())
        for move in moves[: rng.randint(0, len(moves))]:
            board.push(move)
        found.append(board.fen(en_passant="fen"))
    return found


def run(fen_tui, args, stdin):
    done = subprocess.run([fen_tui, *args], input=stdin, capture_output=True, text=True)
    if done.returncode == 2:
        raise SystemExit(f"fen-tui {' '.join(args)}: {done.stderr}")
    return done.stdout


def perft_blocks(text):
    """Stockfish-format answers: each ends with `Nodes searched` and a blank line."""
    blocks, block = [], []
    for line in text.split("\n"):
        block.append(line)
        if line == "" and any(l.startswith("Nodes searched") for l in block):
            blocks.append(sorted(block))
            block = []
    return blocks


def stockfish_perft(fen, depth):
    out = subprocess.run(
        [STOCKFISH],
        input=f"position fen {fen}\ngo perft {depth}\nquit\n",
        capture_output=True,
        text=True,
    ).stdout.split("\n")
    start = next(i for i, l in enumerate(out) if ": " in l and "Stockfish" not in l)
    end = next(i for i, l in enumerate(out) if l.startswith("Nodes searched"))
    return sorted(out[start : end + 2])


def compare_perft(fen_tui, fens, depth):
    ours = perft_blocks(run(fen_tui, ["perft", "--format", "stockfish", str(depth)], "".join(f + "\n" for f in fens)))
    agree = sum(1 for fen, block in zip(fens, ours) if block == stockfish_perft(fen, depth))
    lines = sum(len(b) for b in ours)
    print(f"perft --format stockfish {depth} vs Stockfish go perft: {agree}/{len(fens)} positions ({lines} lines)")


def swapped(board):
    return board.mirror()


def mirrored(board):
    return board.transform(chess.flip_horizontal)


def rotated(board):
    return board.transform(chess.flip_vertical).transform(chess.flip_horizontal)


TRANSFORMS = [("--swap-colors", "mirror()", swapped), ("--mirror", "transform(flip_horizontal)", mirrored),
              ("--rotate", "transform(flip_vertical ∘ flip_horizontal)", rotated)]


def compare_transforms(fen_tui, fens):
    stdin = "".join(f + "\n" for f in fens)
    for flag, name, theirs in TRANSFORMS:
        ours = run(fen_tui, ["transform", flag, "--ep", "legal", "--format", "json"], stdin).splitlines()
        placement = full = 0
        for fen, line in zip(fens, ours):
            mine = json.loads(line)["fen"]
            other = theirs(chess.Board(fen)).fen()
            placement += mine.split()[:2] == other.split()[:2]
            full += mine.split()[:4] == other.split()[:4]
        print(f"transform {flag} vs python-chess {name}: {placement}/{len(fens)} placement and side, "
              f"{full}/{len(fens)} with castling and en passant")


def compare_urls(fen_tui, fens):
    stdin = "".join(f + "\n" for f in fens)
    for site in ["lichess", "lichess-editor", "chesscom", "pychess"]:
        links = run(fen_tui, ["url", "--site", site], stdin)
        back = [json.loads(l)["fen"] for l in run(fen_tui, ["show", "--format", "json"], links).splitlines()]
        same = sum(1 for a, b in zip(fens, back) if a == b)
        print(f"url --site {site} read back by show: {same}/{len(fens)}")


def epd_games(text):
    """pgn-extract -Wepd: each game's positions (four FEN fields), a blank line after each."""
    games, game = [], []
    for line in text.split("\n"):
        if line.strip():
            game.append(" ".join(line.split()[:4]))
        elif game:
            games.append(game)
            game = []
    return games


def compare_pgn(fen_tui, games):
    with tempfile.NamedTemporaryFile("w", suffix=".pgn", delete=False) as file:
        for game in games:
            print(game, file=file, end="\n\n")
        path = file.name
    every_text = run(fen_tui, ["pgn", "--every-ply", path], "")
    ours_games = epd_games(every_text)
    extract = subprocess.run([PGN_EXTRACT, "-s", "-Wepd", path], capture_output=True, text=True).stdout
    theirs_games = epd_games(extract)
    plies = sum(len(g) for g in theirs_games)
    same_plies = sum(a == b for og, tg in zip(ours_games, theirs_games) for a, b in zip(og, tg))
    print(f"pgn --every-ply (text) vs pgn-extract -Wepd: {sum(a == b for a, b in zip(ours_games, theirs_games))}/"
          f"{len(theirs_games)} games with the same blank-line split, {same_plies}/{plies} positions")

    every_json = [json.loads(l) for l in run(fen_tui, ["pgn", "--every-ply", "--format", "json", path], "").splitlines()]
    final_text = run(fen_tui, ["pgn", path], "").splitlines()
    final_json = [json.loads(l) for l in run(fen_tui, ["pgn", "--format", "json", path], "").splitlines()]
    rows = iter(every_json)
    fen_ok = san_ok = tag_ok = total = final_ok = final_san_ok = final_extract = 0
    for number, (game, final, final_row) in enumerate(zip(games, final_text, final_json), 1):
        board = game.board()
        row = next(rows)
        fen_ok += row["fen"] == board.fen(en_passant="fen")
        total += 1
        san = None
        for move in game.mainline_moves():
            san = board.san(move)
            board.push(move)
            row = next(rows)
            total += 1
            fen_ok += row["fen"] == board.fen(en_passant="fen")
            san_ok += row["san"] == san
            tag_ok += row["game"] == number and row["result"] == game.headers["Result"]
        final_ok += final == board.fen(en_passant="fen") == final_row["fen"]
        final_san_ok += final_row["san"] == san and final_row["tags"]["Event"] == game.headers["Event"]
        final_extract += " ".join(final.split()[:4]) == theirs_games[number - 1][-1]
    moves = total - len(games)
    print(f"pgn --every-ply --format json vs python-chess: {fen_ok}/{total} FENs, {san_ok}/{moves} SANs, "
          f"{tag_ok}/{moves} rows naming their game and result")
    print(f"pgn (final, text and JSON) vs python-chess: {final_ok}/{len(games)} FENs, "
          f"{final_san_ok}/{len(games)} last-move SANs with tags; vs pgn-extract's last position: "
          f"{final_extract}/{len(games)}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--fen-tui", default="target/release/fen-tui")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--positions", type=int, default=500)
    parser.add_argument("--seed", type=int, default=26)
    args = parser.parse_args()
    games = random_games(args.games, args.seed)
    fens = positions_of(games, args.positions, args.seed)
    compare_perft(args.fen_tui, fens[:40], 3)
    compare_transforms(args.fen_tui, fens)
    compare_urls(args.fen_tui, fens)
    compare_pgn(args.fen_tui, games)


if __name__ == "__main__":
    main()
