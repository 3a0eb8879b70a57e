package org.adaptrace.jgf.parse;

/** Writes random documents of the language: statements of assignments and values. */
final class Generator {
    private static final String[] NAMES = {"a", "b", "count", "total", "x1", "y2", "len", "max"};
    private static final String[] FUNCTIONS = {"len", "max", "sum"};
    private static final String LETTERS = "abcdefghij klmnop\"\\\n";
    private static final String DAMAGE = "{}[],:;=+-*()\"";

    private final Rng rng;
    private final StringBuilder out = new StringBuilder();

    Generator(Rng rng) {
        this.rng = rng;
    }

    String document(int statements, int depth) {
        out.setLength(0);
        for (int i = 0; i < statements; i++) {
            if (i > 0) {
                out.append(";\n");
            }
            statement(depth);
        }
        return out.toString();
    }

    /** `text` with one character replaced by punctuation, or deleted. */
    String damage(String text) {
        int at = rng.next(text.length());
        StringBuilder b = new StringBuilder(text.length());
        b.append(text, 0, at);
        if (rng.chance(50)) {
            b.append(DAMAGE.charAt(rng.next(DAMAGE.length())));
        }
        b.append(text, at + 1, text.length());
        return b.toString();
    }

    private void statement(int depth) {
        if (rng.chance(40)) {
            name();
            out.append(" = ");
        }
        value(depth);
    }

    private void value(int depth) {
        int kind = depth > 0 ? rng.next(10) : 4 + rng.next(6);
        if (kind < 2) {
            object(depth - 1);
        } else if (kind < 4) {
            array(depth - 1);
        } else if (kind < 5) {
            string();
        } else if (kind < 6) {
            keyword();
        } else {
            expression(depth);
        }
    }

    private void object(int depth) {
        out.append('{');
        int members = rng.next(4);
        for (int i = 0; i < members; i++) {
            separate(i);
            string();
            out.append(": ");
            value(depth);
        }
        out.append('}');
    }

    private void array(int depth) {
        out.append('[');
        int items = rng.next(5);
        for (int i = 0; i < items; i++) {
            separate(i);
            value(depth);
        }
        out.append(']');
    }

    private void separate(int i) {
        if (i > 0) {
            out.append(", ");
        }
    }

    private void string() {
        out.append('"');
        int length = rng.next(8);
        for (int i = 0; i < length; i++) {
            char c = LETTERS.charAt(rng.next(LETTERS.length()));
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c == '\n') {
                out.append("\\n");
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    private void keyword() {
        int k = rng.next(3);
        out.append(k == 0 ? "true" : k == 1 ? "false" : "null");
    }

    private void expression(int depth) {
        term(depth);
        while (rng.chance(35)) {
            out.append(rng.chance(50) ? " + " : " - ");
            term(depth);
        }
    }

    private void term(int depth) {
        factor(depth);
        while (rng.chance(25)) {
            out.append(" * ");
            factor(depth);
        }
    }

    private void factor(int depth) {
        int kind = rng.next(depth > 0 ? 10 : 6);
        if (kind < 3) {
            out.append(rng.next(1000));
        } else if (kind < 5) {
            name();
        } else if (kind < 6) {
            out.append('-');
            factor(0);
        } else if (kind < 8) {
            out.append('(');
            expression(depth - 1);
            out.append(')');
        } else {
            call(depth - 1);
        }
    }

    private void call(int depth) {
        out.append(FUNCTIONS[rng.next(FUNCTIONS.length)]).append('(');
        int args = 1 + rng.next(3);
        for (int i = 0; i < args; i++) {
            separate(i);
            value(depth);
        }
        out.append(')');
    }

    private void name() {
        out.append(NAMES[rng.next(NAMES.length)]);
    }
}
