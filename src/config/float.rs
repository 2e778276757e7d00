//! Floats as the messages write them: as serde_json's `Number` writes one (`1.0`, `1e+16`,
//! `0.00001`, `1e-6`), for a quoted value, and as Rust's `{}` shows one (`0.0000001`), for the
//! two range messages ([`super::plain_f64`]). Both are laid out here from the shortest digits
//! that read back as the float (the closest such, an exact tie to the even digit), which the
//! wasm takes from JS's own `String(x)` and the native build from serde_json's writer: the wasm
//! then carries neither serde_json's float writer (1.4 KB) nor `core::fmt`'s
//! (`docs/performance-browser.md`). `tests/integration/json_value.rs` compares the layout with serde_json's
//! writer natively and in the wasm, over every magnitude and random bit patterns.

/// A finite float as its shortest decimal digits: the value is `±0.d₁d₂… × 10^point`.
struct Decimal {
    negative: bool,
    /// The significant digits (ASCII), without leading or trailing zeros; empty for zero.
    digits: Vec<u8>,
    point: i32,
}

/// The shortest digits that read back as `f`, in some notation: JS's `String(f)` in the wasm
/// (`1e+21`, `1.5e-7`, `0.000001`), serde_json's natively (`1e+21`, `1.0`). Rust's `{:e}`
/// would differ from both at exact ties (`1658206780088562.25`: `…562.3`, theirs `…562.2`).
fn shortest_text(f: f64) -> String {
    #[cfg(target_arch = "wasm32")]
    return String::from(
        js_sys::Number::from(f)
            .to_string_with_radix(10)
            .unwrap_or_default(),
    );
    #[cfg(not(target_arch = "wasm32"))]
    serde_json::Number::from_f64(f).map_or_else(String::new, |n| n.to_string())
}

/// `f` (finite) as its shortest digits. The sign comes from `f` itself: JS writes `-0` as `0`.
fn decimal(f: f64) -> Decimal {
    let text = shortest_text(f);
    let mut d = Decimal {
        negative: f.is_sign_negative(),
        digits: Vec::new(),
        point: 0,
    };
    let mut after_point = false;
    let mut bytes = text.bytes();
    while let Some(b) = bytes.next() {
        match b {
            b'.' => after_point = true,
            b'0' if d.digits.is_empty() => d.point -= after_point as i32,
            b'0'..=b'9' => {
                d.digits.push(b);
                d.point += !after_point as i32;
            }
            // The exponent, the rest of the text: an optional sign and its digits.
            b'e' | b'E' => {
                let mut exp = 0i32;
                let mut sign = 1;
                for b in bytes.by_ref() {
                    match b {
                        b'-' => sign = -1,
                        b'0'..=b'9' => exp = exp * 10 + (b - b'0') as i32,
                        _ => {}
                    }
                }
                d.point += sign * exp;
            }
            _ => {}
        }
    }
    while d.digits.last() == Some(&b'0') {
        d.digits.pop();
    }
    if d.digits.is_empty() {
        d.point = 0; // zero: `0.0` counted its zeros after the point as leading ones
    }
    d
}

fn zeros(out: &mut String, n: i32) {
    for _ in 0..n {
        out.push('0');
    }
}

/// The digits with the point after `point` of them, padded with zeros on either side (never an
/// exponent); `.0` after a whole number when `dot_zero`.
fn fixed(out: &mut String, d: &Decimal, dot_zero: bool) {
    let n = d.digits.len() as i32;
    if n == 0 {
        out.push('0');
    } else if d.point <= 0 {
        out.push_str("0.");
        zeros(out, -d.point);
    }
    for (i, &c) in d.digits.iter().enumerate() {
        if i as i32 == d.point && d.point > 0 {
            out.push('.');
        }
        out.push(c as char);
    }
    zeros(out, d.point - n);
    if dot_zero && d.point >= n {
        out.push_str(".0");
    }
}

/// `f` (finite) as serde_json's `Number` writes it: without an exponent when the first digit's
/// power of ten is from -5 to 15 (a whole number ending in `.0`), else `d.ddde±x`.
pub fn json(f: f64) -> String {
    let d = decimal(f);
    let mut out = String::new();
    if d.negative {
        out.push('-');
    }
    let exp = d.point - 1;
    if d.digits.is_empty() || (-5..=15).contains(&exp) {
        fixed(&mut out, &d, true);
        return out;
    }
    for (i, &c) in d.digits.iter().enumerate() {
        if i == 1 {
            out.push('.');
        }
        out.push(c as char);
    }
    out.push_str(if exp < 0 { "e-" } else { "e+" });
    out.push_str(&exp.unsigned_abs().to_string());
    out
}

/// `f` as Rust's `{}` shows it (shortest digits that read back, never an exponent: `0.0000001`,
/// `1000000000000000000000`, `NaN`, `inf`).
pub fn plain(f: f64) -> String {
    if f.is_nan() {
        return "NaN".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf" } else { "-inf" }.into();
    }
    let d = decimal(f);
    let mut out = String::new();
    if d.negative {
        out.push('-');
    }
    fixed(&mut out, &d, false);
    out
}
