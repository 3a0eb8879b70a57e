package org.adaptrace.jgf.parse;

import java.util.ArrayList;
import java.util.List;

/**
 * Recursive descent over the grammar
 * <pre>
 * document   = statement (';' statement)* EOF
 * statement  = NAME '=' value | value        (an assignment is tried first)
 * value      = object | array | STRING | 'true' | 'false' | 'null' | expression
 * object     = '{' [STRING ':' value (',' STRING ':' value)*] '}'
 * array      = '[' [value (',' value)*] ']'
 * expression = term (('+' | '-') term)*
 * term       = factor ('*' factor)*
 * factor     = NUMBER | NAME | NAME '(' value (',' value)* ')' | '-' factor | '(' expression ')'
 * </pre>
 */
final class Parser {
    private final TokenBuffer tokens;

    Parser(TokenBuffer tokens) {
        this.tokens = tokens;
    }

    Node document() throws SyntaxError {
        List<Node> statements = new ArrayList<Node>();
        statements.add(statement());
        while (accept(Kind.SEMI)) {
            statements.add(statement());
        }
        expect(Kind.EOF);
        return new BlockNode(statements);
    }

    /** An assignment, or else (back at the same token) a value. */
    private Node statement() throws SyntaxError {
        int mark = tokens.mark();
        try {
            return assignment();
        } catch (SyntaxError notAssignment) {
            tokens.reset(mark);
            return value();
        }
    }

    private Node assignment() throws SyntaxError {
        String name = expect(Kind.NAME).text();
        expect(Kind.EQUALS);
        return new AssignNode(name, value());
    }

    private Node value() throws SyntaxError {
        Token t = tokens.peek();
        if (t.is(Kind.LBRACE)) {
            return object();
        }
        if (t.is(Kind.LBRACKET)) {
            return array();
        }
        if (t.is(Kind.STRING)) {
            return new StringNode(tokens.next().text());
        }
        if (t.is(Kind.TRUE) || t.is(Kind.FALSE)) {
            return new BoolNode(tokens.next().is(Kind.TRUE));
        }
        if (t.is(Kind.NULL)) {
            tokens.next();
            return NullNode.INSTANCE;
        }
        return expression();
    }

    private Node object() throws SyntaxError {
        expect(Kind.LBRACE);
        List<String> keys = new ArrayList<String>();
        List<Node> values = new ArrayList<Node>();
        if (!accept(Kind.RBRACE)) {
            do {
                keys.add(expect(Kind.STRING).text());
                expect(Kind.COLON);
                values.add(value());
            } while (accept(Kind.COMMA));
            expect(Kind.RBRACE);
        }
        return new ObjectNode(keys, values);
    }

    private Node array() throws SyntaxError {
        expect(Kind.LBRACKET);
        List<Node> items = new ArrayList<Node>();
        if (!accept(Kind.RBRACKET)) {
            items = list(Kind.RBRACKET);
        }
        return new ArrayNode(items);
    }

    /** Values separated by commas, up to and including `close`. */
    private List<Node> list(Kind close) throws SyntaxError {
        List<Node> items = new ArrayList<Node>();
        do {
            items.add(value());
        } while (accept(Kind.COMMA));
        expect(close);
        return items;
    }

    private Node expression() throws SyntaxError {
        Node left = term();
        while (true) {
            if (accept(Kind.PLUS)) {
                left = new BinaryNode('+', left, term());
            } else if (accept(Kind.MINUS)) {
                left = new BinaryNode('-', left, term());
            } else {
                return left;
            }
        }
    }

    private Node term() throws SyntaxError {
        Node left = factor();
        while (accept(Kind.STAR)) {
            left = new BinaryNode('*', left, factor());
        }
        return left;
    }

    private Node factor() throws SyntaxError {
        Token t = tokens.next();
        if (t.is(Kind.NUMBER)) {
            return new NumberNode(t.number());
        }
        if (t.is(Kind.NAME)) {
            if (accept(Kind.LPAREN)) {
                return new CallNode(t.text(), list(Kind.RPAREN));
            }
            return new NameNode(t.text());
        }
        if (t.is(Kind.MINUS)) {
            return new NegateNode(factor());
        }
        if (t.is(Kind.LPAREN)) {
            Node inner = expression();
            expect(Kind.RPAREN);
            return inner;
        }
        throw new SyntaxError("expected a value", t.position());
    }

    private boolean accept(Kind k) throws SyntaxError {
        if (tokens.peek().is(k)) {
            tokens.next();
            return true;
        }
        return false;
    }

    private Token expect(Kind k) throws SyntaxError {
        Token t = tokens.next();
        if (!t.is(k)) {
            throw new SyntaxError("expected " + k, t.position());
        }
        return t;
    }
}
