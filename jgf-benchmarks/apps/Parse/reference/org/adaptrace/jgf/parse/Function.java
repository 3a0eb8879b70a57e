package org.adaptrace.jgf.parse;

import java.util.List;

interface Function {
    Value apply(List<Value> args);
}
