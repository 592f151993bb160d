//! The name a typed one is probably a slip for, for "did you mean".

/// The one name among `names` that `typed` is probably a slip for: at
/// most two letters away, and nearer than any other.
pub fn nearest<'n>(typed: &str, names: &'n [String]) -> Option<&'n str> {
    let mut best: Option<(usize, &str)> = None;
    let mut tied = false;
    let typed = typed.to_lowercase();
    for name in names {
        let d = distance(&typed, name);
        let most = (name.chars().count() / 3).clamp(1, 2);
        let longer = name.chars().count().max(typed.chars().count());
        // Two short names a letter apart, such as `en` and `es`, are two
        // names, not a slip; a part of a name is a slip for it.
        if d > most || (d * 2 >= longer && !name.contains(typed.as_str())) {
            continue;
        }
        match best {
            Some((b, _)) if d > b => {}
            Some((b, _)) if d == b => tied = true,
            _ => {
                best = Some((d, name));
                tied = false;
            }
        }
    }
    best.filter(|_| !tied).map(|(_, name)| name)
}

/// How many letters must be added, dropped, changed or swapped with the
/// next to turn `a` into `b`: `lable` is one swap from `label`.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    let mut before: Vec<usize> = Vec::new();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut next = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let change = row[j - 1] + usize::from(a[i - 1] != b[j - 1]);
            next[j] = change.min(row[j] + 1).min(next[j - 1] + 1);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                next[j] = next[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut row, next);
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::{distance, nearest};

    #[test]
    fn a_slip_is_told_from_another_name() {
        assert_eq!(distance("for_msec", "for_ms"), 2);
        assert_eq!(distance("lable", "label"), 1);
        assert_eq!(distance("", "ab"), 2);
        let names = |n: &[&str]| n.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
        assert_eq!(nearest("for_msec", &names(&["for_ms"])), Some("for_ms"));
        assert_eq!(nearest("s", &names(&["ms", "count"])), Some("ms"));
        assert_eq!(nearest("sleep", &names(&["pause", "read"])), None);
        assert_eq!(nearest("at_m", &names(&["at_ms", "at_mz"])), None);
        assert_eq!(nearest("en", &names(&["de", "es"])), None);
    }
}
