package org.adaptrace.jgf.shapes;

/** A shape as generated: a kind code and numbers whose meaning depends on it. */
final class Spec {
    static final int WORLD = 1000;
    static final int KINDS = 6;

    private final int kind;
    private final int[] args;

    Spec(int kind, int[] args) {
        this.kind = kind;
        this.args = args;
    }

    /** Mostly good specifications; some of an unknown kind, zero-sized or degenerate. */
    static Spec random(Rng rng) {
        int kind = rng.next(KINDS);
        int[] args = new int[2 + 2 * rng.next(4)];
        for (int i = 0; i < args.length; i++) {
            args[i] = rng.next(WORLD);
        }
        if (rng.chance(10)) {
            args[args.length - 1] = 0;
        }
        return new Spec(kind, args);
    }

    int kind() {
        return kind;
    }

    int count() {
        return args.length;
    }

    int arg(int i) {
        return args[i];
    }

    Point point(int i) {
        return new Point(args[2 * i], args[2 * i + 1]);
    }
}
