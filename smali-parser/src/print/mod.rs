//! The smali printer: writes a [`Class`] in baksmali 2.5's layout, so that `smali a` assembles
//! it and `parse(print(c)) == c`.
//!
//! Output goes straight into one `String`; literals and names are formatted in place (see
//! `lit`), so printing allocates nothing per item.

mod lit;

use crate::ast::{
    AccessFlag, Annotation, AnnotationBody, CallSite, Catch, Class, Field, FieldRef, HandleTarget,
    Item, LocalVar, Method, MethodHandle, MethodRef, Operands, Param, Proto, Reg, RegRange,
    RegisterDecl, TypeDesc, Value,
};

use lit::{dec, indent, quoted, simple_name, type_desc};

/// Appends the smali text of `class` to `out`.
pub fn write_class(class: &Class, out: &mut String) {
    out.push_str(".class ");
    access(out, &class.access);
    type_desc(out, &class.name);
    out.push('\n');
    if let Some(sup) = &class.super_class {
        out.push_str(".super ");
        type_desc(out, sup);
        out.push('\n');
    }
    if let Some(src) = &class.source {
        out.push_str(".source ");
        quoted(out, src);
        out.push('\n');
    }
    if !class.interfaces.is_empty() {
        out.push_str("\n# interfaces\n");
        for i in &class.interfaces {
            out.push_str(".implements ");
            type_desc(out, i);
            out.push('\n');
        }
    }
    if !class.annotations.is_empty() {
        out.push_str("\n\n# annotations\n");
        annotations(out, &class.annotations, 0);
    }
    // Sections follow the AST order; a header is repeated if a hand-written file interleaves
    // kinds, so that re-parsing gives the same order back.
    let mut section = None;
    for f in &class.fields {
        let header = if f.is_static() {
            "\n\n# static fields"
        } else {
            "\n\n# instance fields"
        };
        if section != Some(header) {
            out.push_str(header);
            section = Some(header);
        }
        out.push('\n');
        field(out, f);
    }
    let mut section = None;
    for m in &class.methods {
        let header = if is_direct(m) {
            "\n\n# direct methods"
        } else {
            "\n\n# virtual methods"
        };
        if section != Some(header) {
            out.push_str(header);
            section = Some(header);
        }
        out.push('\n');
        method(out, m);
    }
}

/// The smali text of `class`.
pub fn print_class(class: &Class) -> String {
    // A rough size guess (baksmali output averages ~45 bytes per body item) saves most of the
    // reallocations of a growing string.
    let items: usize = class.methods.iter().map(|m| m.items.len() + 4).sum();
    let mut s = String::with_capacity(256 + 64 * class.fields.len() + 56 * items);
    write_class(class, &mut s);
    s
}

/// Dex keeps static, private and constructor methods in the class's direct-method list.
fn is_direct(m: &Method) -> bool {
    m.access.iter().any(|f| {
        matches!(
            f,
            AccessFlag::Static | AccessFlag::Private | AccessFlag::Constructor
        )
    })
}

fn access(out: &mut String, flags: &[AccessFlag]) {
    for f in flags {
        out.push_str(f.name());
        out.push(' ');
    }
}

fn field(out: &mut String, f: &Field) {
    out.push_str(".field ");
    access(out, &f.access);
    simple_name(out, &f.name);
    out.push(':');
    type_desc(out, &f.ty);
    if let Some(v) = &f.initial_value {
        out.push_str(" = ");
        value(out, v, 0);
    }
    out.push('\n');
    if !f.annotations.is_empty() {
        annotations(out, &f.annotations, 4);
        out.push_str(".end field\n");
    }
}

fn method(out: &mut String, m: &Method) {
    out.push_str(".method ");
    access(out, &m.access);
    simple_name(out, &m.name);
    proto(out, &m.proto);
    out.push('\n');
    match m.registers {
        Some(RegisterDecl::Registers(n)) => {
            out.push_str("    .registers ");
            dec(out, u64::from(n));
            out.push('\n');
        }
        Some(RegisterDecl::Locals(n)) => {
            out.push_str("    .locals ");
            dec(out, u64::from(n));
            out.push('\n');
        }
        None => {}
    }
    for p in &m.params {
        param(out, m, p);
    }
    annotations(out, &m.annotations, 4);
    if m.registers.is_some() || !m.items.is_empty() {
        out.push('\n');
        body(out, &m.items);
    }
    out.push_str(".end method\n");
}

/// `.param p1, "name"    # Type`, with its annotations and `.end param` when it has some.
fn param(out: &mut String, m: &Method, p: &Param) {
    out.push_str("    .param ");
    reg(out, p.reg);
    if let Some(name) = &p.name {
        out.push_str(", ");
        quoted(out, name);
    }
    if let Some(ty) = param_type(m, p.reg) {
        out.push_str("    # ");
        type_desc(out, ty);
    }
    out.push('\n');
    if !p.annotations.is_empty() {
        annotations(out, &p.annotations, 8);
        out.push_str("    .end param\n");
    }
}

/// The declared type of the parameter that starts at register `pN` (for the comment).
fn param_type(m: &Method, r: Reg) -> Option<&TypeDesc> {
    let Reg::P(n) = r else { return None };
    let mut at = u32::from(!m.is_static());
    for ty in &m.proto.params {
        if at == u32::from(n) {
            return Some(ty);
        }
        at += if matches!(ty.as_str(), "J" | "D") {
            2
        } else {
            1
        };
    }
    None
}

/// Whether an item is an instruction in the dex (payloads included).
fn is_code(item: &Item) -> bool {
    matches!(
        item,
        Item::Instruction(_)
            | Item::PackedSwitch { .. }
            | Item::SparseSwitch { .. }
            | Item::ArrayData { .. }
    )
}

/// The body, four spaces in. Like baksmali, a blank line separates each instruction from what
/// follows it, except that the end label of a try block and its `.catch` lines stay glued to the
/// instruction they close; nothing is blank after the last instruction.
fn body(out: &mut String, items: &[Item]) {
    let last_code = items.iter().rposition(is_code);
    let mut glue = false;
    for (i, item) in items.iter().enumerate() {
        if glue {
            let stays = match item {
                Item::Catch(_) => true,
                Item::Label(l) => closes_try(&items[i + 1..], l),
                _ => false,
            };
            if !stays {
                glue = false;
                if last_code.is_some_and(|last| i <= last) {
                    out.push('\n');
                }
            }
        }
        body_item(out, item);
        if is_code(item) {
            glue = true;
        }
    }
}

/// Whether `label` is the end label of one of the `.catch` lines that follow it (after any
/// other labels), which is where baksmali puts a try block's end.
fn closes_try(rest: &[Item], label: &str) -> bool {
    rest.iter()
        .skip_while(|it| matches!(it, Item::Label(_)))
        .map_while(|it| match it {
            Item::Catch(catch) => Some(&catch.end),
            _ => None,
        })
        .any(|end| end == label)
}

fn label(out: &mut String, l: &str) {
    out.push(':');
    simple_name(out, l);
}

fn body_item(out: &mut String, item: &Item) {
    out.push_str("    ");
    match item {
        Item::Label(l) => label(out, l),
        Item::Instruction(ins) => {
            out.push_str(ins.opcode.name());
            operands(out, &ins.operands);
        }
        Item::Catch(catch) => {
            let Catch {
                exception,
                start,
                end,
                handler,
            } = catch.as_ref();
            match exception {
                Some(ty) => {
                    out.push_str(".catch ");
                    type_desc(out, ty);
                    out.push_str(" {");
                }
                None => out.push_str(".catchall {"),
            }
            label(out, start);
            out.push_str(" .. ");
            label(out, end);
            out.push_str("} ");
            label(out, handler);
        }
        Item::Line(n) => {
            out.push_str(".line ");
            dec(out, u64::from(*n));
        }
        Item::Local(l) => local(out, l),
        Item::EndLocal(r) => {
            out.push_str(".end local ");
            reg(out, *r);
        }
        Item::RestartLocal(r) => {
            out.push_str(".restart local ");
            reg(out, *r);
        }
        Item::Prologue => out.push_str(".prologue"),
        Item::Epilogue => out.push_str(".epilogue"),
        Item::Source(name) => {
            out.push_str(".source");
            if let Some(name) = name {
                out.push(' ');
                quoted(out, name);
            }
        }
        Item::PackedSwitch { first_key, targets } => {
            out.push_str(".packed-switch ");
            lit::signed_hex(out, i64::from(*first_key));
            out.push('\n');
            for t in targets {
                out.push_str("        ");
                label(out, t);
                out.push('\n');
            }
            out.push_str("    .end packed-switch");
        }
        Item::SparseSwitch { entries } => {
            out.push_str(".sparse-switch\n");
            for (key, t) in entries {
                out.push_str("        ");
                lit::signed_hex(out, i64::from(*key));
                out.push_str(" -> ");
                label(out, t);
                out.push('\n');
            }
            out.push_str("    .end sparse-switch");
        }
        Item::ArrayData { width, elements } => {
            out.push_str(".array-data ");
            dec(out, u64::from(*width));
            out.push('\n');
            for &e in elements {
                out.push_str("        ");
                array_element(out, *width, e);
                out.push('\n');
            }
            out.push_str("    .end array-data");
        }
    }
    out.push('\n');
}

/// An `.array-data` element from its bit pattern: signed, `t` for bytes, `s` for shorts, and
/// for 8-byte elements `L` only when the value is outside the `int` range (as baksmali does).
fn array_element(out: &mut String, width: u8, bits: u64) {
    match width {
        1 => lit::suffixed_hex(out, i64::from(bits as u8 as i8), "t"),
        2 => lit::suffixed_hex(out, i64::from(bits as u16 as i16), "s"),
        4 => lit::signed_hex(out, i64::from(bits as u32 as i32)),
        _ => lit::int_or_long(out, bits as i64),
    }
}

/// `.local v0, "name":Type, "signature"`; a missing name is `null`, a missing type `V`.
fn local(out: &mut String, l: &LocalVar) {
    out.push_str(".local ");
    reg(out, l.reg);
    if l.name.is_none() && l.ty.is_none() && l.signature.is_none() {
        return;
    }
    out.push_str(", ");
    match &l.name {
        Some(n) => quoted(out, n),
        None => out.push_str("null"),
    }
    out.push(':');
    match &l.ty {
        Some(t) => type_desc(out, t),
        None => out.push('V'),
    }
    if let Some(sig) = &l.signature {
        out.push_str(", ");
        quoted(out, sig);
    }
}

fn reg(out: &mut String, r: Reg) {
    let n = match r {
        Reg::V(n) => {
            out.push('v');
            n
        }
        Reg::P(n) => {
            out.push('p');
            n
        }
    };
    dec(out, u64::from(n));
}

fn reg_list(out: &mut String, regs: &[Reg]) {
    out.push('{');
    for (i, r) in regs.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        reg(out, *r);
    }
    out.push('}');
}

fn reg_range(out: &mut String, range: &RegRange) {
    match range {
        RegRange::Empty => out.push_str("{}"),
        RegRange::Span(a, b) => {
            out.push('{');
            reg(out, *a);
            out.push_str(" .. ");
            reg(out, *b);
            out.push('}');
        }
    }
}

/// Register operands that more operands follow: each written with its separating `, `.
fn leading_regs(out: &mut String, regs: &[Reg]) {
    for &r in regs {
        reg(out, r);
        out.push_str(", ");
    }
}

/// The operands after the mnemonic, with their leading space.
fn operands(out: &mut String, ops: &Operands) {
    if matches!(ops, Operands::None) {
        return;
    }
    out.push(' ');
    match ops {
        Operands::None => {}
        Operands::R(a) => reg(out, *a),
        Operands::RR(a, b) => {
            leading_regs(out, &[*a]);
            reg(out, *b);
        }
        Operands::RRR(a, b, c) => {
            leading_regs(out, &[*a, *b]);
            reg(out, *c);
        }
        Operands::RLit(a, v) => {
            leading_regs(out, &[*a]);
            lit::int_or_long(out, *v);
        }
        Operands::RRLit(a, b, v) => {
            leading_regs(out, &[*a, *b]);
            lit::signed_hex(out, i64::from(*v));
        }
        Operands::Label(l) => label(out, l),
        Operands::RLabel(a, l) => {
            leading_regs(out, &[*a]);
            label(out, l);
        }
        Operands::RRLabel(a, b, l) => {
            leading_regs(out, &[*a, *b]);
            label(out, l);
        }
        Operands::RString(a, s) => {
            leading_regs(out, &[*a]);
            quoted(out, s);
        }
        Operands::RType(a, t) => {
            leading_regs(out, &[*a]);
            type_desc(out, t);
        }
        Operands::RRType(a, b, t) => {
            leading_regs(out, &[*a, *b]);
            type_desc(out, t);
        }
        Operands::RField(a, f) => {
            leading_regs(out, &[*a]);
            field_ref(out, f);
        }
        Operands::RRField(a, b, f) => {
            leading_regs(out, &[*a, *b]);
            field_ref(out, f);
        }
        Operands::RMethodHandle(a, h) => {
            leading_regs(out, &[*a]);
            method_handle(out, h);
        }
        Operands::RProto(a, p) => {
            leading_regs(out, &[*a]);
            proto(out, p);
        }
        Operands::ListMethod(regs, m) => {
            reg_list(out, regs);
            out.push_str(", ");
            method_ref(out, m);
        }
        Operands::RangeMethod(range, m) => {
            reg_range(out, range);
            out.push_str(", ");
            method_ref(out, m);
        }
        Operands::ListType(regs, t) => {
            reg_list(out, regs);
            out.push_str(", ");
            type_desc(out, t);
        }
        Operands::RangeType(range, t) => {
            reg_range(out, range);
            out.push_str(", ");
            type_desc(out, t);
        }
        Operands::ListCallSite(regs, cs) => {
            reg_list(out, regs);
            out.push_str(", ");
            call_site(out, cs);
        }
        Operands::RangeCallSite(range, cs) => {
            reg_range(out, range);
            out.push_str(", ");
            call_site(out, cs);
        }
        Operands::ListMethodProto(regs, m, p) => {
            reg_list(out, regs);
            out.push_str(", ");
            method_ref(out, m);
            out.push_str(", ");
            proto(out, p);
        }
        Operands::RangeMethodProto(range, m, p) => {
            reg_range(out, range);
            out.push_str(", ");
            method_ref(out, m);
            out.push_str(", ");
            proto(out, p);
        }
    }
}

fn proto(out: &mut String, p: &Proto) {
    out.push('(');
    for t in &p.params {
        type_desc(out, t);
    }
    out.push(')');
    type_desc(out, &p.ret);
}

fn field_ref(out: &mut String, f: &FieldRef) {
    type_desc(out, &f.class);
    out.push_str("->");
    simple_name(out, &f.name);
    out.push(':');
    type_desc(out, &f.ty);
}

fn method_ref(out: &mut String, m: &MethodRef) {
    type_desc(out, &m.class);
    out.push_str("->");
    simple_name(out, &m.name);
    proto(out, &m.proto);
}

fn method_handle(out: &mut String, h: &MethodHandle) {
    out.push_str(h.kind.name());
    out.push('@');
    match &h.target {
        HandleTarget::Field(f) => field_ref(out, f),
        HandleTarget::Method(m) => method_ref(out, m),
    }
}

/// `name("method", (proto)Ret, args...)@Lboot;->m(...)Ljava/lang/invoke/CallSite;`
fn call_site(out: &mut String, cs: &CallSite) {
    simple_name(out, &cs.name);
    out.push('(');
    quoted(out, &cs.method_name);
    out.push_str(", ");
    proto(out, &cs.method_proto);
    for v in &cs.extra_args {
        out.push_str(", ");
        value(out, v, 0);
    }
    out.push_str(")@");
    method_ref(out, &cs.bootstrap);
}

/// Annotations at indentation `ind`, separated by blank lines.
fn annotations(out: &mut String, list: &[Annotation], ind: usize) {
    for (i, a) in list.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        indent(out, ind);
        out.push_str(".annotation ");
        out.push_str(a.visibility.name());
        out.push(' ');
        type_desc(out, &a.body.ty);
        out.push('\n');
        elements(out, &a.body, ind + 4);
        indent(out, ind);
        out.push_str(".end annotation\n");
    }
}

/// `name = value` lines at indentation `ind`.
fn elements(out: &mut String, body: &AnnotationBody, ind: usize) {
    for (name, v) in &body.elements {
        indent(out, ind);
        simple_name(out, name);
        out.push_str(" = ");
        value(out, v, ind);
        out.push('\n');
    }
}

/// A constant; `ind` is the indentation of the line it starts on (for multi-line values).
fn value(out: &mut String, v: &Value, ind: usize) {
    match v {
        Value::Byte(b) => lit::suffixed_hex(out, i64::from(*b), "t"),
        Value::Short(s) => lit::suffixed_hex(out, i64::from(*s), "s"),
        Value::Char(c) => lit::char_lit(out, *c),
        Value::Int(i) => lit::signed_hex(out, i64::from(*i)),
        Value::Long(l) => lit::suffixed_hex(out, *l, "L"),
        Value::Float(bits) => lit::float(out, *bits),
        Value::Double(bits) => lit::double(out, *bits),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Null => out.push_str("null"),
        Value::String(s) => quoted(out, s),
        Value::Type(t) => type_desc(out, t),
        Value::Field(f) => field_ref(out, f),
        Value::Method(m) => method_ref(out, m),
        Value::Enum(f) => {
            out.push_str(".enum ");
            field_ref(out, f);
        }
        Value::MethodType(p) => proto(out, p),
        Value::MethodHandle(h) => method_handle(out, h),
        Value::Array(items) => {
            if items.is_empty() {
                out.push_str("{}");
                return;
            }
            out.push_str("{\n");
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push_str(",\n");
                }
                indent(out, ind + 4);
                value(out, item, ind + 4);
            }
            out.push('\n');
            indent(out, ind);
            out.push('}');
        }
        Value::SubAnnotation(body) => {
            out.push_str(".subannotation ");
            type_desc(out, &body.ty);
            out.push('\n');
            elements(out, body, ind + 4);
            indent(out, ind);
            out.push_str(".end subannotation");
        }
    }
}
