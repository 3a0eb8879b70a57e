package org.adaptrace.jgf.parse;

/** Token kinds; punctuation knows its own character. */
enum Kind {
    LBRACE('{'), RBRACE('}'), LBRACKET('['), RBRACKET(']'), LPAREN('('), RPAREN(')'),
    COMMA(','), COLON(':'), SEMI(';'), EQUALS('='), PLUS('+'), MINUS('-'), STAR('*'),
    NUMBER(' '), STRING(' '), NAME(' '), TRUE(' '), FALSE(' '), NULL(' '), EOF(' ');

    private static final Kind[] PUNCTUATION = {
        LBRACE, RBRACE, LBRACKET, RBRACKET, LPAREN, RPAREN, COMMA, COLON, SEMI, EQUALS, PLUS,
        MINUS, STAR
    };

    private final char symbol;

    Kind(char symbol) {
        this.symbol = symbol;
    }

    /** The punctuation token spelled `c`, or null. */
    static Kind punctuation(char c) {
        for (Kind k : PUNCTUATION) {
            if (k.symbol == c) {
                return k;
            }
        }
        return null;
    }

    /** The keyword spelled `word`, or NAME. */
    static Kind keyword(String word) {
        if (word.equals("true")) {
            return TRUE;
        }
        if (word.equals("false")) {
            return FALSE;
        }
        if (word.equals("null")) {
            return NULL;
        }
        return NAME;
    }
}
