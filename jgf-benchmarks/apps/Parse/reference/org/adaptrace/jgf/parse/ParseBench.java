package org.adaptrace.jgf.parse;

/**
 * A tokenizer and a recursive-descent parser over generated documents of a small JSON-like
 * language with expressions, written like library code: many small methods, a token buffer
 * the parser backtracks in by throwing, a tree of node classes and visitors over it (an
 * evaluator over a hierarchy of values, a printer, a counter, a hasher). Every document is
 * parsed, evaluated, printed, parsed again and compared; a damaged copy of it is parsed too,
 * most of them failing with a syntax error. A round trip that changes the tree gives
 * INVALID-roundtrip, a generated document that does not parse INVALID-syntax.
 */
public final class ParseBench {
    /** Documents generated and parsed per size: small, benchmark, steady. */
    private static final int[] DOCUMENTS = {15, 1000, 9600};

    /** Statements per document. */
    private static final int STATEMENTS = 12;

    /** Nesting depth of the generated values. */
    private static final int DEPTH = 4;

    private ParseBench() {}

    public static void main(String[] args) {
        String size = args.length > 0 ? args[0] : null;
        System.out.println(report(size));
    }

    public static String report(String size) {
        String name = size == null ? "small" : size;
        int index;
        if (name.equals("small")) {
            index = 0;
        } else if (name.equals("benchmark")) {
            index = 1;
        } else if (name.equals("steady")) {
            index = 2;
        } else {
            throw new IllegalArgumentException(
                    "unknown size '" + name + "': use small, benchmark or steady");
        }
        return "JGF Parse size=" + name + " checksum=" + run(DOCUMENTS[index]);
    }

    static String run(int documents) {
        Generator generator = new Generator(new Rng(0x5eedL));
        Checksum sum = new Checksum();
        for (int i = 0; i < documents; i++) {
            String text = generator.document(STATEMENTS, DEPTH);
            Node tree;
            Node again;
            try {
                tree = parse(text);
                again = parse(Printer.print(tree));
            } catch (SyntaxError e) {
                return "INVALID-syntax-" + i;
            }
            long hash = Hasher.hash(tree);
            if (Hasher.hash(again) != hash) {
                return "INVALID-roundtrip-" + i;
            }
            sum.add(hash);
            Evaluator evaluator = new Evaluator(new Environment());
            sum.add(tree.accept(evaluator).hash());
            sum.add(evaluator.unbound());
            NodeCounter counter = new NodeCounter();
            tree.accept(counter);
            sum.add(counter.nodes());
            sum.add(counter.maxDepth());
            try {
                sum.add(Hasher.hash(parse(generator.damage(text))));
            } catch (SyntaxError e) {
                sum.add(e.position());
            }
        }
        return Long.toString(sum.value());
    }

    static Node parse(String text) throws SyntaxError {
        return new Parser(new TokenBuffer(new Lexer(text))).document();
    }
}
