//! How frames are named in every output: Java-style names (`com.example.Shape.area(int,
//! java.lang.String)`), which, unlike smali signatures, hold no `;` (the frame separator of
//! folded stacks) and read as a Java programmer expects.

use android_runtime::meta::{Metadata, MethodMeta};
use trace_parser::profile::Label;

/// `Lcom/example/C;` as `com.example.C`; arrays as `int[]`; primitives by their Java names.
pub fn java_type(descriptor: &str) -> String {
    let dims = descriptor.bytes().take_while(|&b| b == b'[').count();
    let base = &descriptor[dims..];
    let name = match base {
        "Z" => "boolean".to_string(),
        "B" => "byte".to_string(),
        "S" => "short".to_string(),
        "C" => "char".to_string(),
        "I" => "int".to_string(),
        "J" => "long".to_string(),
        "F" => "float".to_string(),
        "D" => "double".to_string(),
        "V" => "void".to_string(),
        _ => base
            .strip_prefix('L')
            .and_then(|b| b.strip_suffix(';'))
            .unwrap_or(base)
            .replace('/', "."),
    };
    format!("{name}{}", "[]".repeat(dims))
}

/// The parameter descriptors of a proto `(ILjava/lang/String;[J)V`.
fn params(proto: &str) -> Vec<&str> {
    let inner = proto
        .strip_prefix('(')
        .and_then(|p| p.split(')').next())
        .unwrap_or("");
    let bytes = inner.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        while i < bytes.len() && bytes[i] == b'[' {
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'L' {
            while i < bytes.len() && bytes[i] != b';' {
                i += 1;
            }
        }
        i = (i + 1).min(bytes.len());
        out.push(&inner[start..i]);
    }
    out
}

/// `com.example.C.name(int,java.lang.String)`.
pub fn method_name(method: &MethodMeta) -> String {
    let params: Vec<String> = params(&method.proto).into_iter().map(java_type).collect();
    format!(
        "{}.{}({})",
        java_type(&method.class),
        method.name,
        params.join(",")
    )
}

/// The class of a method, `com.example.C`.
pub fn class_name(method: &MethodMeta) -> String {
    java_type(&method.class)
}

/// The package of a class descriptor, `com.example` (empty for the default package).
pub fn package_of(class: &str) -> String {
    let name = java_type(class);
    name.rfind('.')
        .map_or(String::new(), |i| name[..i].to_string())
}

/// A method id's name, or `method#ID` when the metadata has no such method.
pub fn method_id_name(meta: &Metadata, method: u32) -> String {
    meta.methods
        .get(method as usize)
        .map_or_else(|| format!("method#{method}"), method_name)
}

/// A profile label's frame name: `[thread main]` for a thread's root; a method's name; with
/// call sites, the method followed by `@` and its call site (`caller#K`, the K-th invoke of
/// the caller, or `@-` when no app frame called it).
pub fn label_name(meta: &Metadata, label: &Label) -> String {
    match label {
        Label::Thread(name) => format!("[thread {}]", name.replace(';', ",")),
        Label::Method(m) => method_id_name(meta, *m),
        Label::MethodAt { method, site } => match site {
            Some(s) => format!(
                "{}@{}#{}",
                method_id_name(meta, *method),
                method_id_name(meta, s.method),
                s.site
            ),
            None => format!("{}@-", method_id_name(meta, *method)),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smali_types_read_as_java() {
        assert_eq!(java_type("Lcom/example/C;"), "com.example.C");
        assert_eq!(java_type("[[I"), "int[][]");
        assert_eq!(java_type("[Ljava/lang/String;"), "java.lang.String[]");
        assert_eq!(
            params("(IJ[Ljava/lang/String;Z)V"),
            ["I", "J", "[Ljava/lang/String;", "Z"]
        );
        assert!(params("()V").is_empty());
        let mut m = MethodMeta::new("Lcom/example/C;", "area", Vec::new());
        m.proto = "(I[Ljava/util/List;)D".into();
        assert_eq!(method_name(&m), "com.example.C.area(int,java.util.List[])");
        assert_eq!(package_of("Lcom/example/C;"), "com.example");
        assert_eq!(package_of("LTop;"), "");
    }
}
