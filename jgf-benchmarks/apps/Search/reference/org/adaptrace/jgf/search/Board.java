package org.adaptrace.jgf.search;

/** Connect-4 on a reduced 6 x 5 board, with an incrementally kept Zobrist hash. */
final class Board {
    static final int COLS = 6;
    static final int ROWS = 5;
    static final int CELLS = COLS * ROWS;
    /** Line directions: horizontal, vertical, and the two diagonals. */
    static final int[] DC = {1, 0, 1, 1};
    static final int[] DR = {0, 1, 1, -1};
    /** Per cell, the number of four-cell lines through it: the static evaluation weight. */
    static final int[] WEIGHTS = lineCounts();

    /** Cell index col * ROWS + row; 0 empty, else the player (1 or 2) whose disc is there. */
    final int[] cells = new int[CELLS];
    final int[] heights = new int[COLS];
    /** Random key per cell and player: index cell * 2 + player - 1. */
    final long[] zobrist;
    int moves;
    long hash;

    Board(long[] zobrist) {
        this.zobrist = zobrist;
    }

    static int[] lineCounts() {
        int[] w = new int[CELLS];
        for (int d = 0; d < 4; d++) {
            for (int c = 0; c < COLS; c++) {
                for (int r = 0; r < ROWS; r++) {
                    int ec = c + 3 * DC[d];
                    int er = r + 3 * DR[d];
                    if (ec < 0 || ec >= COLS || er < 0 || er >= ROWS) {
                        continue;
                    }
                    for (int k = 0; k < 4; k++) {
                        w[(c + k * DC[d]) * ROWS + r + k * DR[d]]++;
                    }
                }
            }
        }
        return w;
    }

    /** The player to move: 1 moves first. */
    int current() {
        return 1 + (moves & 1);
    }

    boolean canPlay(int col) {
        return heights[col] < ROWS;
    }

    void play(int col) {
        int cell = col * ROWS + heights[col];
        int p = current();
        cells[cell] = p;
        hash ^= zobrist[cell * 2 + p - 1];
        heights[col]++;
        moves++;
    }

    void undo(int col) {
        moves--;
        heights[col]--;
        int cell = col * ROWS + heights[col];
        hash ^= zobrist[cell * 2 + cells[cell] - 1];
        cells[cell] = 0;
    }

    /** Whether the player to move wins at once by dropping a disc into col. */
    boolean isWinningMove(int col) {
        int row = heights[col];
        int p = current();
        for (int d = 0; d < 4; d++) {
            int dc = DC[d];
            int dr = DR[d];
            if (1 + count(col, row, dc, dr, p) + count(col, row, -dc, -dr, p) >= 4) {
                return true;
            }
        }
        return false;
    }

    /** Discs of player p in a row from (col, row), that cell excluded, going (dc, dr). */
    int count(int col, int row, int dc, int dr, int p) {
        int n = 0;
        int c = col + dc;
        int r = row + dr;
        while (c >= 0 && c < COLS && r >= 0 && r < ROWS && cells[c * ROWS + r] == p) {
            n++;
            c += dc;
            r += dr;
        }
        return n;
    }

    /** Static score for the player to move: the line weights of own minus opposing discs. */
    int evaluate() {
        int p = current();
        int s = 0;
        for (int i = 0; i < CELLS; i++) {
            int v = cells[i];
            if (v == p) {
                s += WEIGHTS[i];
            } else if (v != 0) {
                s -= WEIGHTS[i];
            }
        }
        return s;
    }

    /** The hash recomputed from scratch (validation of the incremental one). */
    long computeHash() {
        long h = 0;
        for (int i = 0; i < CELLS; i++) {
            if (cells[i] != 0) {
                h ^= zobrist[i * 2 + cells[i] - 1];
            }
        }
        return h;
    }
}
