package org.adaptrace.jgf.search;

/** Negamax alpha-beta with a transposition table, and plain minimax to check it. */
final class Searcher {
    /** A win now scores WIN minus the discs played, so quicker wins score higher. */
    static final int WIN = 1000;
    static final int INF = 1 << 20;
    /** Centre columns first: they take part in the most lines, so cut-offs come sooner. */
    static final int[] ORDER = {2, 3, 1, 4, 0, 5};

    final Board board;
    final TransTable tt;
    long nodes;

    Searcher(Board board, TransTable tt) {
        this.board = board;
        this.tt = tt;
    }

    /** Score of the wins, draws and horizon shared by both searches, or INF if none applies. */
    int terminal(int depth) {
        if (board.moves == Board.CELLS) {
            return 0;
        }
        for (int col = 0; col < Board.COLS; col++) {
            if (board.canPlay(col) && board.isWinningMove(col)) {
                return WIN - board.moves;
            }
        }
        if (depth == 0) {
            return board.evaluate();
        }
        return INF;
    }

    int negamax(int depth, int alpha, int beta) {
        nodes++;
        int t = terminal(depth);
        if (t != INF) {
            return t;
        }
        int alpha0 = alpha;
        int ttMove = -1;
        int entry = tt.lookup(board.hash);
        if (entry >= 0) {
            ttMove = TransTable.move(entry);
            if (TransTable.depth(entry) >= depth) {
                int score = TransTable.score(entry);
                switch (TransTable.flag(entry)) {
                    case TransTable.EXACT:
                        return score;
                    case TransTable.LOWER:
                        if (score > alpha) {
                            alpha = score;
                        }
                        break;
                    default:
                        if (score < beta) {
                            beta = score;
                        }
                        break;
                }
                if (alpha >= beta) {
                    return score;
                }
            }
        }
        int best = -INF;
        int bestMove = -1;
        // i == -1 tries the table's move first; the fixed order then skips it.
        for (int i = -1; i < ORDER.length; i++) {
            int col;
            if (i < 0) {
                if (ttMove < 0) {
                    continue;
                }
                col = ttMove;
            } else {
                col = ORDER[i];
                if (col == ttMove) {
                    continue;
                }
            }
            if (!board.canPlay(col)) {
                continue;
            }
            board.play(col);
            int score = -negamax(depth - 1, -beta, -alpha);
            board.undo(col);
            if (score > best) {
                best = score;
                bestMove = col;
            }
            if (best > alpha) {
                alpha = best;
            }
            if (alpha >= beta) {
                break;
            }
        }
        int flag;
        if (best <= alpha0) {
            flag = TransTable.UPPER;
        } else if (best >= beta) {
            flag = TransTable.LOWER;
        } else {
            flag = TransTable.EXACT;
        }
        tt.store(board.hash, TransTable.pack(best, flag, depth, bestMove));
        return best;
    }

    int minimax(int depth) {
        nodes++;
        int t = terminal(depth);
        if (t != INF) {
            return t;
        }
        int best = -INF;
        for (int col = 0; col < Board.COLS; col++) {
            if (!board.canPlay(col)) {
                continue;
            }
            board.play(col);
            int score = -minimax(depth - 1);
            board.undo(col);
            if (score > best) {
                best = score;
            }
        }
        return best;
    }
}
