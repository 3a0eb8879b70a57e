package org.adaptrace.jgf.parse;

/** A node of the syntax tree. */
interface Node {
    <R> R accept(Visitor<R> v);
}
