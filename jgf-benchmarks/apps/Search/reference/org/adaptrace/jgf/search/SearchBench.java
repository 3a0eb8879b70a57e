package org.adaptrace.jgf.search;

/** Alpha-beta game-tree search of Connect-4 (6 x 5) openings with a transposition table. */
public final class SearchBench {
    /** Search depth in plies for the sizes small, benchmark and steady. */
    private static final int[] SIZES = {4, 8, 21};
    /** Opening positions, as the columns played in turn from the empty board. */
    private static final String[] OPENINGS = {"", "2", "23", "3223", "2341", "01", "5524", "3214"};
    /**
     * Position and depth of the alpha-beta versus plain minimax cross-check: with both edge
     * columns full, plain minimax stays cheap, and at depth 4 the table already cuts (the
     * first transpositions arise three plies down).
     */
    private static final String CHECK_POSITION = "0000055555";
    private static final int CHECK_DEPTH = 4;

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        if (size == null) {
            size = "small";
        }
        int index;
        if (size.equals("small")) {
            index = 0;
        } else if (size.equals("benchmark")) {
            index = 1;
        } else if (size.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException("unknown size '" + size + "': use small, benchmark or steady");
        }
        return "JGF Search size=" + size + " checksum=" + run(SIZES[index]);
    }

    /** Zobrist keys from a 64-bit LCG with a fixed seed (high bits folded into the low ones). */
    static long[] zobristKeys() {
        long[] keys = new long[Board.CELLS * 2];
        long seed = 0x5eed;
        for (int i = 0; i < keys.length; i++) {
            seed = seed * 6364136223846793005L + 1442695040888963407L;
            keys[i] = seed ^ (seed >>> 29);
        }
        return keys;
    }

    static Board setUp(long[] keys, String opening) {
        Board board = new Board(keys);
        for (int i = 0; i < opening.length(); i++) {
            board.play(opening.charAt(i) - '0');
        }
        return board;
    }

    /** Searches every opening to depth; the checksum folds scores, best moves and counts. */
    static String run(int depth) {
        long[] keys = zobristKeys();
        TransTable tt = new TransTable(12);
        long check = 0;
        for (String opening : OPENINGS) {
            Board board = setUp(keys, opening);
            long before = board.hash;
            tt.clear();
            Searcher searcher = new Searcher(board, tt);
            int score = searcher.negamax(depth, -Searcher.INF, Searcher.INF);
            int best = TransTable.move(tt.lookup(board.hash));
            if (board.hash != before || board.hash != board.computeHash()) {
                return "INVALID-hash";
            }
            if (best < 0 || !board.canPlay(best)) {
                return "INVALID-best-move";
            }
            check = check * 31 + score;
            check = check * 31 + best;
            check = check * 31 + searcher.nodes;
            check = check * 31 + tt.hits;
        }
        // Alpha-beta with the table must give exactly the minimax score.
        Board board = setUp(keys, CHECK_POSITION);
        tt.clear();
        int pruned = new Searcher(board, tt).negamax(CHECK_DEPTH, -Searcher.INF, Searcher.INF);
        Searcher plain = new Searcher(board, tt);
        if (plain.minimax(CHECK_DEPTH) != pruned) {
            return "INVALID-minimax";
        }
        return Long.toString(check * 31 + plain.nodes);
    }
}
