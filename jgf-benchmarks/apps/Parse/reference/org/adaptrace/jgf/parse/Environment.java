package org.adaptrace.jgf.parse;

import java.util.HashMap;
import java.util.Map;

/** The variables of one document, and the functions it may call. */
final class Environment {
    private final Map<String, Value> variables = new HashMap<String, Value>();
    private final Map<String, Function> functions = new HashMap<String, Function>();

    Environment() {
        functions.put("len", new Len());
        functions.put("max", new Max());
        functions.put("sum", new Sum());
    }

    void define(String name, Value value) {
        variables.put(name, value);
    }

    Value lookup(String name) throws UnboundName {
        Value v = variables.get(name);
        if (v == null) {
            throw new UnboundName(name);
        }
        return v;
    }

    Function function(String name) throws UnboundName {
        Function f = functions.get(name);
        if (f == null) {
            throw new UnboundName(name);
        }
        return f;
    }
}
