package org.adaptrace.jgf.parse;

import java.util.ArrayList;
import java.util.List;

/** The tokens read so far, so that the parser can go back to a mark. */
final class TokenBuffer {
    private final Lexer lexer;
    private final List<Token> tokens = new ArrayList<Token>();
    private int pos;

    TokenBuffer(Lexer lexer) {
        this.lexer = lexer;
    }

    Token peek() throws SyntaxError {
        if (pos == tokens.size()) {
            tokens.add(lexer.next());
        }
        return tokens.get(pos);
    }

    Token next() throws SyntaxError {
        Token t = peek();
        pos++;
        return t;
    }

    int mark() {
        return pos;
    }

    void reset(int mark) {
        pos = mark;
    }
}
