//! Enums that configurations write by name (`"rule": "weak"`). Each is declared once, by
//! [`named!`](crate::named!): its variants with their names. Its list of values and of names,
//! `name()`, the CLI's values and serde's reading and writing all derive from that declaration.
//! Every such enum is read by the one [`read`], so the wasm holds one reader of names rather
//! than a serde derive per enum.

use serde::de::{self, Deserializer, Visitor};
use std::fmt;

/// An enum written by its names.
pub trait Named: Copy + 'static {
    /// Every value, in the order the page and the CLI list them.
    const VALUES: &'static [Self];
    /// Their names, in the same order.
    const NAMES: &'static [&'static str];
}

/// Reads one of `T`'s names; another string, or another type, is refused with the names.
pub fn read<'de, D: Deserializer<'de>, T: Named>(d: D) -> Result<T, D::Error> {
    let i = d.deserialize_str(NameIn(T::NAMES))?;
    // `named!` writes both lists from the same rows: `i` is in range.
    Ok(T::VALUES[i])
}

/// Finds a name's place in a list of names.
struct NameIn(&'static [&'static str]);

impl Visitor<'_> for NameIn {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        write!(f, "one of `{}`", self.0.join("`, `"))
    }

    fn visit_str<E: de::Error>(self, s: &str) -> Result<usize, E> {
        self.0
            .iter()
            .position(|n| *n == s)
            .ok_or_else(|| E::unknown_variant(s, self.0))
    }
}

/// Declares an enum written by name: `pub enum E { Variant = "name", … }`, each variant with
/// its doc. Derives Clone, Copy, Debug, PartialEq and Eq (more may be asked by `#[derive]`),
/// and writes `E::ALL`, `E::NAMES`, `name()`, [`Named`], serde's `Serialize` and `Deserialize`
/// and, outside the wasm (for the command line), clap's `ValueEnum`.
#[macro_export]
macro_rules! named {
    ($(#[$meta:meta])* pub enum $enum:ident {
        $($(#[$vmeta:meta])* $variant:ident = $name:literal,)*
    }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        #[cfg_attr(not(target_arch = "wasm32"), derive(clap::ValueEnum))]
        pub enum $enum {
            $(
                $(#[$vmeta])*
                #[cfg_attr(not(target_arch = "wasm32"), value(name = $name))]
                $variant,
            )*
        }

        impl $enum {
            /// Every value, in the order the page and the CLI list them.
            pub const ALL: [$enum; [$($name),*].len()] = [$($enum::$variant),*];

            /// The names in configurations, in the order of `ALL`.
            pub const NAMES: [&'static str; [$($name),*].len()] = [$($name),*];

            /// The name in configurations.
            pub fn name(self) -> &'static str {
                match self {
                    $($enum::$variant => $name,)*
                }
            }
        }

        impl $crate::named::Named for $enum {
            const VALUES: &'static [$enum] = &$enum::ALL;
            const NAMES: &'static [&'static str] = &$enum::NAMES;
        }

        impl serde::Serialize for $enum {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.name())
            }
        }

        impl<'de> serde::Deserialize<'de> for $enum {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<$enum, D::Error> {
                $crate::named::read(d)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use crate::search::Rule;

    #[test]
    fn a_name_reads_as_its_value_and_is_written_back() {
        for r in Rule::ALL {
            let v = serde_json::to_value(r).unwrap();
            assert_eq!(v, serde_json::Value::from(r.name()));
            assert_eq!(serde_json::from_value::<Rule>(v).unwrap(), r);
        }
    }

    #[test]
    fn another_name_or_type_is_refused_with_the_names() {
        let e = serde_json::from_str::<Rule>("\"strong\"").unwrap_err();
        assert_eq!(
            e.to_string(),
            "unknown variant `strong`, expected one of `standard`, `weak`, `snda` at line 1 column 8"
        );
        let e = serde_json::from_str::<Rule>("3").unwrap_err();
        assert_eq!(
            e.to_string(),
            "invalid type: integer `3`, expected one of `standard`, `weak`, `snda` at line 1 column 1"
        );
    }
}
