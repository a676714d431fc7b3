"""python-chess's status flags and the fen-tui problem codes they stand for (the shared
testdata README's table), for the scripts that judge positions with python-chess."""
import chess

FLAGS = [
    (chess.STATUS_EMPTY, "empty-board"),
    (chess.STATUS_NO_WHITE_KING | chess.STATUS_NO_BLACK_KING, "missing-king"),
    (chess.STATUS_TOO_MANY_KINGS, "too-many-kings"),
    (chess.STATUS_TOO_MANY_WHITE_PAWNS | chess.STATUS_TOO_MANY_BLACK_PAWNS, "too-many-pawns"),
    (chess.STATUS_TOO_MANY_WHITE_PIECES | chess.STATUS_TOO_MANY_BLACK_PIECES, "too-many-pieces"),
    (chess.STATUS_PAWNS_ON_BACKRANK, "pawns-on-back-rank"),
    (chess.STATUS_BAD_CASTLING_RIGHTS, "invalid-castling-rights"),
    (chess.STATUS_INVALID_EP_SQUARE, "invalid-en-passant"),
    (chess.STATUS_OPPOSITE_CHECK, "opposite-check"),
    (chess.STATUS_TOO_MANY_CHECKERS, "too-many-checkers"),
    (chess.STATUS_IMPOSSIBLE_CHECK, "impossible-check"),
]

