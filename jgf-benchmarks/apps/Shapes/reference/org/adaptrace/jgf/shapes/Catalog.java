package org.adaptrace.jgf.shapes;

import java.util.HashMap;
import java.util.Map;

/** Shapes by name. */
final class Catalog {
    private final Map<String, Shape> shapes = new HashMap<String, Shape>();

    void register(String name, Shape s) {
        shapes.put(name, s);
    }

    Shape find(String name) throws NotFound {
        Shape s = shapes.get(name);
        if (s == null) {
            throw new NotFound(name);
        }
        return s;
    }

    Shape findOr(String name, Shape fallback) {
        try {
            return find(name);
        } catch (NotFound e) {
            return fallback;
        }
    }
}
