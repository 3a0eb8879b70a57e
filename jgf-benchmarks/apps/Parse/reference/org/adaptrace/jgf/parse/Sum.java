package org.adaptrace.jgf.parse;

import java.util.List;

final class Sum implements Function {
    @Override
    public Value apply(List<Value> args) {
        Value total = new NumValue(0);
        for (Value v : args) {
            total = total.plus(v);
        }
        return total;
    }
}
