//! Feeds arbitrary text to the smali parser; anything it accepts must print and parse back to the
//! same tree.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(class) = smali_parser::parse_class(text, "fuzz.smali") {
        let printed = smali_parser::print_class(&class);
        let reparsed = smali_parser::parse_class(&printed, "printed.smali")
            .unwrap_or_else(|e| panic!("printed class does not parse: {e}\n{printed}"));
        assert_eq!(class, reparsed, "print/parse changed the class");
    }
});
