package org.adaptrace.jgf.parse;

/** A name read before anything was assigned to it. */
final class UnboundName extends Exception {
    UnboundName(String name) {
        super(name);
    }
}
