//! Access flags and hidden-API flags: the AST's names and dex's bits.

use smali_parser::ast::AccessFlag;

/// What a set of access flags belongs to: the same bit means different flags on each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Owner {
    Class,
    Field,
    Method,
}

/// The dex bit of an access flag on `owner`; `None` for a flag that has no bit there (hidden-API
/// flags, and e.g. `volatile` on a method).
pub(crate) fn access_bit(flag: AccessFlag, owner: Owner) -> Option<u32> {
    use AccessFlag::*;
    let bit = match (flag, owner) {
        (Public, _) => 0x1,
        (Private, _) => 0x2,
        (Protected, _) => 0x4,
        (Static, _) => 0x8,
        (Final, _) => 0x10,
        (Synchronized, Owner::Method) => 0x20,
        (Volatile, Owner::Field) => 0x40,
        (Bridge, Owner::Method) => 0x40,
        (Transient, Owner::Field) => 0x80,
        (Varargs, Owner::Method) => 0x80,
        (Native, Owner::Method) => 0x100,
        (Interface, Owner::Class) => 0x200,
        (Abstract, Owner::Class | Owner::Method) => 0x400,
        (Strict, Owner::Method) => 0x800,
        (Synthetic, _) => 0x1000,
        (Annotation, Owner::Class) => 0x2000,
        (Enum, Owner::Class | Owner::Field) => 0x4000,
        (Constructor, Owner::Method) => 0x10000,
        (DeclaredSynchronized, Owner::Method) => 0x20000,
        _ => return None,
    };
    Some(bit)
}

/// The access flags of `bits` on `owner`, in the order baksmali prints them (the order of
/// [`AccessFlag::ALL`]); bits that mean nothing on `owner` are dropped, as baksmali drops them.
pub(crate) fn access_flags(bits: u32, owner: Owner) -> Vec<AccessFlag> {
    AccessFlag::ALL
        .iter()
        .copied()
        .filter(|&f| access_bit(f, owner).is_some_and(|b| bits & b != 0))
        .collect()
}

/// The dex bits of `flags` on `owner` (hidden-API flags and flags without a bit there ignored).
pub(crate) fn access_bits(flags: &[AccessFlag], owner: Owner) -> u32 {
    flags
        .iter()
        .filter_map(|&f| access_bit(f, owner))
        .fold(0, |bits, b| bits | b)
}

/// The hidden-API restriction lists, by their value in a `hiddenapi_class_data_item`.
const RESTRICTIONS: [AccessFlag; 7] = [
    AccessFlag::Whitelist,
    AccessFlag::Greylist,
    AccessFlag::Blacklist,
    AccessFlag::GreylistMaxO,
    AccessFlag::GreylistMaxP,
    AccessFlag::GreylistMaxQ,
    AccessFlag::GreylistMaxR,
];
/// Domain flags above the restriction value.
const DOMAINS: [(AccessFlag, u32); 2] = [
    (AccessFlag::CorePlatformApi, 0x8),
    (AccessFlag::TestApi, 0x10),
];
const RESTRICTION_MASK: u32 = 0x7;

/// The hidden-API flags of a `hiddenapi_class_data_item` value, restriction first; `None` when
/// the value names no known restriction.
pub(crate) fn hidden_api_flags(value: u32) -> Option<Vec<AccessFlag>> {
    let known = RESTRICTION_MASK | DOMAINS.iter().fold(0, |m, (_, b)| m | b);
    if value & !known != 0 {
        return None;
    }
    let mut flags = vec![*RESTRICTIONS.get((value & RESTRICTION_MASK) as usize)?];
    flags.extend(
        DOMAINS
            .iter()
            .filter(|(_, bit)| value & bit != 0)
            .map(|(f, _)| *f),
    );
    Some(flags)
}

/// The `hiddenapi_class_data_item` value of a member's flags; `None` when it has no hidden-API
/// flag at all.
pub(crate) fn hidden_api_value(flags: &[AccessFlag]) -> Option<u32> {
    let restriction = flags
        .iter()
        .find_map(|f| RESTRICTIONS.iter().position(|r| r == f));
    let domains: u32 = DOMAINS
        .iter()
        .filter(|(f, _)| flags.contains(f))
        .fold(0, |m, (_, b)| m | b);
    match (restriction, domains) {
        (None, 0) => None,
        (r, d) => Some(r.unwrap_or(0) as u32 | d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_read_back_as_the_flags_they_came_from() {
        let method = [
            AccessFlag::Public,
            AccessFlag::Static,
            AccessFlag::Bridge,
            AccessFlag::Varargs,
            AccessFlag::Constructor,
            AccessFlag::DeclaredSynchronized,
        ];
        let bits = access_bits(&method, Owner::Method);
        assert_eq!(bits, 0x1 | 0x8 | 0x40 | 0x80 | 0x10000 | 0x20000);
        assert_eq!(access_flags(bits, Owner::Method), method);
        assert_eq!(
            access_flags(0x40 | 0x80, Owner::Field),
            [AccessFlag::Volatile, AccessFlag::Transient]
        );
        assert_eq!(access_flags(0x20, Owner::Class), []);
    }

    #[test]
    fn hidden_api_values_read_back() {
        for value in [0, 1, 2, 6, 8, 0x10 | 3, 0x18 | 4] {
            let flags = hidden_api_flags(value).unwrap();
            assert_eq!(hidden_api_value(&flags), Some(value));
        }
        assert_eq!(hidden_api_flags(7), None);
        assert_eq!(hidden_api_flags(0x20), None);
        assert_eq!(hidden_api_value(&[AccessFlag::Public]), None);
    }
}
