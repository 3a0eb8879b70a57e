package org.adaptrace.jgf.montecarlo;

/** One independent unit of simulation work. */
abstract class Task {
    final int id;

    Task(int id) {
        this.id = id;
    }

    abstract PathResult run();
}
