package org.adaptrace.jgf.create;

/** A class without fields: the cheapest object to create. */
final class Empty {
}
