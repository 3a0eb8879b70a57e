package org.adaptrace.jgf.parse;

final class Token {
    private final Kind kind;
    private final String text;
    private final int position;

    Token(Kind kind, String text, int position) {
        this.kind = kind;
        this.text = text;
        this.position = position;
    }

    Kind kind() {
        return kind;
    }

    String text() {
        return text;
    }

    int position() {
        return position;
    }

    boolean is(Kind k) {
        return kind == k;
    }

    long number() {
        return Long.parseLong(text);
    }
}
