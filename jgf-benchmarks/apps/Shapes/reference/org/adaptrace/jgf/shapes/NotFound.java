package org.adaptrace.jgf.shapes;

final class NotFound extends Exception {
    NotFound(String name) {
        super(name);
    }
}
