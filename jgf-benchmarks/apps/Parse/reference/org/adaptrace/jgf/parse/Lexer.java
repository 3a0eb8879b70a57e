package org.adaptrace.jgf.parse;

/** Splits a document into tokens, one at a time. */
final class Lexer {
    private final String text;
    private final int length;
    private int pos;

    Lexer(String text) {
        this.text = text;
        this.length = text.length();
    }

    Token next() throws SyntaxError {
        skipWhitespace();
        if (pos >= length) {
            return new Token(Kind.EOF, "", pos);
        }
        char c = text.charAt(pos);
        int start = pos;
        if (isDigit(c)) {
            return new Token(Kind.NUMBER, readWhile(true), start);
        }
        if (isLetter(c)) {
            String word = readWhile(false);
            return new Token(Kind.keyword(word), word, start);
        }
        if (c == '"') {
            return new Token(Kind.STRING, readString(), start);
        }
        Kind k = Kind.punctuation(c);
        if (k == null) {
            throw new SyntaxError("unexpected character", pos);
        }
        pos++;
        return new Token(k, "", start);
    }

    private void skipWhitespace() {
        while (pos < length) {
            char c = text.charAt(pos);
            if (c != ' ' && c != '\n') {
                return;
            }
            pos++;
        }
    }

    /** Digits (`digits`) or letters and digits from here on. */
    private String readWhile(boolean digits) {
        int start = pos;
        while (pos < length) {
            char c = text.charAt(pos);
            if (!isDigit(c) && (digits || !isLetter(c))) {
                break;
            }
            pos++;
        }
        return text.substring(start, pos);
    }

    private String readString() throws SyntaxError {
        pos++;
        StringBuilder b = new StringBuilder();
        while (pos < length) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return b.toString();
            }
            b.append(c == '\\' ? escaped() : c);
        }
        throw new SyntaxError("unterminated string", pos);
    }

    private char escaped() throws SyntaxError {
        if (pos >= length) {
            throw new SyntaxError("unterminated escape", pos);
        }
        char c = text.charAt(pos++);
        if (c == 'n') {
            return '\n';
        }
        if (c == '"' || c == '\\') {
            return c;
        }
        throw new SyntaxError("unknown escape", pos);
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static boolean isLetter(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
    }
}
