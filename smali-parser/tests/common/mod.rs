//! AST builders shared by the parser and printer tests.
#![allow(dead_code)] // each test binary uses a different subset

use smali_parser::ast::{FieldRef, JString, MethodRef, Proto};

pub fn js(s: &str) -> JString {
    JString::from(s)
}

pub fn proto(params: &[&str], ret: &str) -> Proto {
    Proto {
        params: params.iter().map(|&p| p.into()).collect(),
        ret: ret.into(),
    }
}

pub fn mref(class: &str, name: &str, p: Proto) -> MethodRef {
    MethodRef {
        class: class.into(),
        name: name.into(),
        proto: p,
    }
}

pub fn fref(class: &str, name: &str, ty: &str) -> FieldRef {
    FieldRef {
        class: class.into(),
        name: name.into(),
        ty: ty.into(),
    }
}
