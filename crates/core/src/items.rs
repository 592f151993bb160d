//! `Items`, the contents of a list value.
//!
//! A run copies a resource's list into a client's copy on every read and
//! back on every accepted write, and compares lists to judge a write, so a
//! list is copied and compared far more often than it grows. The first few
//! items live inline: a short list, which every scenario's lists are, is
//! copied and compared as a few plain numbers, with no heap and no call.

use std::hash::{Hash, Hasher};

use crate::ids::ItemId;

/// Items kept inline before the rest go to the heap.
const INLINE: usize = 8;

/// A list of interned strings, in order.
#[derive(Clone, Debug)]
pub struct Items {
    /// How many items there are in all.
    len: usize,
    /// The first items; the slots past `len` hold `ItemId(0)`, so that
    /// copying the whole array copies exactly the list.
    head: [ItemId; INLINE],
    /// The items after the first `INLINE`.
    tail: Vec<ItemId>,
}

impl Items {
    /// How many items the list has.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the list has no items.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The items in order.
    pub fn iter(&self) -> impl Iterator<Item = ItemId> + '_ {
        self.head[..self.len.min(INLINE)]
            .iter()
            .chain(&self.tail)
            .copied()
    }

    /// Adds an item at the end.
    #[inline]
    pub fn push(&mut self, item: ItemId) {
        if self.len < INLINE {
            self.head[self.len] = item;
        } else {
            self.tail.push(item);
        }
        self.len += 1;
    }

    /// Removes every item, keeping the heap buffer for the next run.
    #[inline]
    pub fn clear(&mut self) {
        self.head = [ItemId(0); INLINE];
        self.tail.clear();
        self.len = 0;
    }

    /// Makes `self` a copy of `source`, reusing `self`'s heap buffer. A
    /// short list, the common case, is a few moves with no call.
    #[inline(always)]
    pub fn assign(&mut self, source: &Items) {
        self.len = source.len;
        self.head = source.head;
        if !(self.tail.is_empty() && source.tail.is_empty()) {
            self.assign_tail(source);
        }
    }

    /// The heap part of [`Items::assign`], kept out of line.
    #[inline(never)]
    fn assign_tail(&mut self, source: &Items) {
        self.tail.clone_from(&source.tail);
    }
}

impl Default for Items {
    fn default() -> Items {
        Items {
            len: 0,
            head: [ItemId(0); INLINE],
            tail: Vec::new(),
        }
    }
}

impl PartialEq for Items {
    #[inline]
    fn eq(&self, other: &Items) -> bool {
        self.len == other.len && self.head == other.head && self.tail == other.tail
    }
}

impl Eq for Items {}

impl Hash for Items {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.len.hash(state);
        for item in self.iter() {
            item.hash(state);
        }
    }
}

impl FromIterator<ItemId> for Items {
    fn from_iter<I: IntoIterator<Item = ItemId>>(iter: I) -> Items {
        let mut items = Items::default();
        for item in iter {
            items.push(item);
        }
        items
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(n: u16) -> Items {
        (0..n).map(ItemId).collect()
    }

    #[test]
    fn a_long_list_keeps_its_order_across_the_inline_part_and_the_rest() {
        let items = list(11);
        assert_eq!(items.len(), 11);
        assert_eq!(
            items.iter().collect::<Vec<_>>(),
            (0..11).map(ItemId).collect::<Vec<_>>()
        );
    }

    #[test]
    fn copies_and_clears_compare_as_their_items_do() {
        for n in [0, 3, 8, 9, 20] {
            let source = list(n);
            let mut copy = list(13);
            copy.assign(&source);
            assert_eq!(copy, source, "{n} items");
            copy.push(ItemId(99));
            assert_ne!(copy, source, "{n} items and one more");
            copy.clear();
            assert_eq!(copy, Items::default());
            assert!(copy.is_empty());
        }
        let mut short = list(2);
        short.clear();
        short.push(ItemId(5));
        assert_eq!(short, [ItemId(5)].into_iter().collect());
    }
}
