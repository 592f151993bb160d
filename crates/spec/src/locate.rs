//! Where in a file's text each value is: the places of every key and value
//! of a JSON text, for pointing at a mistake itself rather than where the
//! reader happened to stop, and for reading each part of a file on its own.

/// One step of a path into a JSON document.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    /// A field of an object.
    Key(&'a str),
    /// An item of an array, from 0.
    Index(usize),
}

/// A JSON value's place in its text, with the places of what it holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The byte offset of the value's first character.
    pub start: usize,
    /// The byte offset just past its last character.
    pub end: usize,
    /// What it holds.
    pub kind: NodeKind,
}

/// What a [`Node`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NodeKind {
    /// An object, `{ … }`: its members in the order of the text.
    Object(Vec<Member>),
    /// An array, `[ … ]`: its items.
    Array(Vec<Node>),
    /// A string, a number, `true`, `false` or `null`, as the text writes it
    /// from `start` to `end`.
    Leaf,
}

/// One key of an object and its value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    /// The key, with its escapes read.
    pub key: String,
    /// The byte offset of the key's opening quote.
    pub key_start: usize,
    /// The value.
    pub value: Node,
}

/// The line and column (both from 1) where the object or array at `path`
/// opens in `text`, or `None` if the text is not JSON or has no value there.
pub fn locate(text: &str, path: &[Step<'_>]) -> Option<(usize, usize)> {
    let root = Node::read(text)?;
    let node = path.iter().try_fold(&root, |node, step| node.get(*step))?;
    Some(line_column(text, node.start))
}

/// The line and column, both from 1, of the character at byte `offset` of
/// `text`, counting characters as a reader sees them, not bytes.
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    let line = before.matches('\n').count() + 1;
    (line, before[line_start..].chars().count() + 1)
}

/// How deep objects and arrays may nest, as deep as the JSON reader allows.
const DEPTH: usize = 128;

impl Node {
    /// The places of every value in `text`; `None` unless the text is
    /// one JSON value, with nothing but white space around it.
    pub fn read(text: &str) -> Option<Node> {
        let mut reader = Reader {
            bytes: text.as_bytes(),
            at: 0,
        };
        let node = reader.value(0)?;
        reader.space();
        (reader.at == text.len()).then_some(node)
    }

    /// The value one step down: an object's field, an array's item.
    pub fn get(&self, step: Step<'_>) -> Option<&Node> {
        match (step, &self.kind) {
            (Step::Key(key), NodeKind::Object(_)) => self.member(key).map(|m| &m.value),
            (Step::Index(i), NodeKind::Array(items)) => items.get(i),
            _ => None,
        }
    }

    /// The last member called `key`, as the JSON reader keeps the last of
    /// a key given twice.
    pub fn member(&self, key: &str) -> Option<&Member> {
        self.members().iter().rev().find(|m| m.key == key)
    }

    /// An object's members; none for anything else.
    pub fn members(&self) -> &[Member] {
        match &self.kind {
            NodeKind::Object(members) => members,
            _ => &[],
        }
    }

    /// An array's items; none for anything else.
    pub fn items(&self) -> &[Node] {
        match &self.kind {
            NodeKind::Array(items) => items,
            _ => &[],
        }
    }

    /// The deepest value along a field path as messages write it
    /// (`clients[0].plan[2].for_ms`, `items["A sets 11"]`), with the
    /// member it is the value of, and whether the whole path was found.
    pub fn along(&self, path: &str) -> Along<'_> {
        let mut along = Along {
            node: self,
            member: None,
            whole: true,
        };
        for step in path_steps(path) {
            let next = match &step {
                PathStep::Key(key) => along.node.member(key).map(|m| (&m.value, Some(m))),
                PathStep::Index(i) => along.node.items().get(*i).map(|n| (n, None)),
                PathStep::Unknown => None,
            };
            match next {
                Some((node, member)) => {
                    along.node = node;
                    along.member = member;
                }
                None => {
                    along.whole = false;
                    break;
                }
            }
        }
        along
    }
}

/// How far a path reaches into a text: see [`Node::along`].
#[derive(Clone, Copy, Debug)]
pub struct Along<'a> {
    /// The deepest value found.
    pub node: &'a Node,
    /// The member whose value it is, if it is an object's.
    pub member: Option<&'a Member>,
    /// Whether the path was found to its end.
    pub whole: bool,
}

/// A field path with `key` added, written as messages write paths: `.key`
/// for a plain name, `["…"]` for one with other characters.
pub fn join_key(path: &str, key: &str) -> String {
    let plain = !key.is_empty()
        && key
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'$'));
    match (plain, path.is_empty()) {
        (true, true) => key.to_owned(),
        (true, false) => format!("{path}.{key}"),
        (false, _) => format!("{path}[{}]", quote(key)),
    }
}

/// A field path with the item `index` added: `plan[2]`.
pub fn join_index(path: &str, index: usize) -> String {
    format!("{path}[{index}]")
}

/// `text` as a JSON string, in quotes, with its escapes.
fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if c < ' ' => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// One step of a written field path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PathStep {
    /// A field of an object.
    Key(String),
    /// An item of an array, from 0.
    Index(usize),
    /// A `?`, where the reader could not tell.
    Unknown,
}

/// A written field path back as its steps; a step it cannot read ends it.
pub fn path_steps(path: &str) -> Vec<PathStep> {
    let mut out = Vec::new();
    let mut rest = path;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix('.') {
            rest = after;
        } else if let Some(after) = rest.strip_prefix("[\"") {
            let Some((key, tail)) = quoted_key(after) else {
                break;
            };
            out.push(PathStep::Key(key));
            rest = tail.strip_prefix(']').unwrap_or(tail);
        } else if let Some(after) = rest.strip_prefix('[') {
            let end = after.find(']').unwrap_or(after.len());
            match after[..end].parse() {
                Ok(i) => out.push(PathStep::Index(i)),
                Err(_) => break,
            }
            rest = after.get(end + 1..).unwrap_or("");
        } else {
            let end = rest.find(['.', '[']).unwrap_or(rest.len());
            out.push(match &rest[..end] {
                "?" => PathStep::Unknown,
                key => PathStep::Key(key.to_owned()),
            });
            rest = &rest[end..];
        }
    }
    out
}

/// A quoted key's text, read from just after its opening quote, and what
/// follows its closing quote.
fn quoted_key(text: &str) -> Option<(String, &str)> {
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => i += 2,
            b'"' => {
                let key = serde_json::from_str(&format!("\"{}\"", &text[..i])).ok()?;
                return Some((key, &text[i + 1..]));
            }
            _ => i += 1,
        }
    }
    None
}

/// Reads the places of a JSON text, byte by byte.
struct Reader<'t> {
    bytes: &'t [u8],
    at: usize,
}

impl Reader<'_> {
    fn space(&mut self) {
        while self
            .bytes
            .get(self.at)
            .is_some_and(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
        {
            self.at += 1;
        }
    }

    fn value(&mut self, depth: usize) -> Option<Node> {
        self.space();
        let start = self.at;
        let kind =
            match *self.bytes.get(self.at)? {
                b'{' if depth < DEPTH => self.object(depth)?,
                b'[' if depth < DEPTH => self.array(depth)?,
                b'"' => {
                    self.string()?;
                    NodeKind::Leaf
                }
                b'-' | b'0'..=b'9' | b't' | b'f' | b'n' => {
                    while self.bytes.get(self.at).is_some_and(|b| {
                        b.is_ascii_alphanumeric() || matches!(b, b'-' | b'+' | b'.')
                    }) {
                        self.at += 1;
                    }
                    NodeKind::Leaf
                }
                _ => return None,
            };
        Some(Node {
            start,
            end: self.at,
            kind,
        })
    }

    fn object(&mut self, depth: usize) -> Option<NodeKind> {
        self.at += 1;
        let mut members = Vec::new();
        self.space();
        if self.eat(b'}') {
            return Some(NodeKind::Object(members));
        }
        loop {
            self.space();
            let key_start = self.at;
            self.string()?;
            let raw = std::str::from_utf8(&self.bytes[key_start..self.at]).ok()?;
            let key = serde_json::from_str(raw).ok()?;
            self.space();
            if !self.eat(b':') {
                return None;
            }
            let value = self.value(depth + 1)?;
            members.push(Member {
                key,
                key_start,
                value,
            });
            self.space();
            if self.eat(b'}') {
                return Some(NodeKind::Object(members));
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    fn array(&mut self, depth: usize) -> Option<NodeKind> {
        self.at += 1;
        let mut items = Vec::new();
        self.space();
        if self.eat(b']') {
            return Some(NodeKind::Array(items));
        }
        loop {
            items.push(self.value(depth + 1)?);
            self.space();
            if self.eat(b']') {
                return Some(NodeKind::Array(items));
            }
            if !self.eat(b',') {
                return None;
            }
        }
    }

    /// Steps over a string, its quotes included.
    fn string(&mut self) -> Option<()> {
        if !self.eat(b'"') {
            return None;
        }
        loop {
            match *self.bytes.get(self.at)? {
                b'"' => {
                    self.at += 1;
                    return Some(());
                }
                b'\\' => self.at += 2,
                _ => self.at += 1,
            }
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        let found = self.bytes.get(self.at) == Some(&byte);
        if found {
            self.at += 1;
        }
        found
    }
}

/// The byte offset of the character the reader had just read at its
/// `line` and `column` (its column counts bytes up to and including it).
pub(crate) fn offset_of(text: &str, line: usize, column: usize) -> usize {
    let line_start: usize = text
        .split_inclusive('\n')
        .take(line.saturating_sub(1))
        .map(str::len)
        .sum();
    let mut at = (line_start + column.saturating_sub(1)).min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::{join_key, line_column, locate, Node, Step};

    #[test]
    fn finds_a_field_inside_an_array() {
        let text = "{\n  \"a\": 1,\n  \"list\": [\n    {\"x\": 1},\n    {\"id\": \"two\"}\n  ]\n}";
        let at = locate(text, &[Step::Key("list"), Step::Index(1)]);
        assert_eq!(at, Some((5, 5)));
        let spaced = "{\n  \"list\": [\n    {\n      \"id\": 1\n    }\n  ]\n}";
        assert_eq!(
            locate(spaced, &[Step::Key("list"), Step::Index(0)]),
            Some((3, 5))
        );
        assert_eq!(locate(spaced, &[Step::Key("list")]), Some((2, 11)));
        assert_eq!(locate(text, &[Step::Key("list"), Step::Index(2)]), None);
        assert_eq!(locate(text, &[Step::Key("nothing")]), None);
        assert_eq!(locate("not json", &[Step::Key("a")]), None);
    }

    #[test]
    fn a_path_reaches_a_key_and_its_value() {
        let text = "{\"items\": {\"A sets 11\": \"x\"}, \"l\": [0, {\"for_ms\": \"6s\"}]}";
        let root = Node::read(text).unwrap();
        let along = root.along("l[1].for_ms");
        assert!(along.whole);
        assert_eq!(&text[along.node.start..along.node.end], "\"6s\"");
        assert_eq!(&text[along.member.unwrap().key_start..][..8], "\"for_ms\"");
        let item = root.along("items[\"A sets 11\"]");
        assert!(item.whole);
        assert_eq!(&text[item.node.start..item.node.end], "\"x\"");
        let short = root.along("l[1].nothing.deeper");
        assert!(!short.whole);
        assert_eq!(short.node.start, text.find("{\"for_ms").unwrap());
    }

    #[test]
    fn keys_are_written_as_they_are_read() {
        assert_eq!(join_key("", "title"), "title");
        assert_eq!(
            join_key("translations.de.items", "A sets 11"),
            "translations.de.items[\"A sets 11\"]"
        );
        let root = Node::read("{\"a\\\"b\": 1}").unwrap();
        assert!(root.along(&join_key("", "a\"b")).whole);
    }

    #[test]
    fn columns_count_characters() {
        let text = "{\"ü\": \n  x}";
        assert_eq!(line_column(text, text.find('x').unwrap()), (2, 3));
        assert_eq!(line_column("\"äb\"", 3), (1, 3));
        assert_eq!(line_column("ab", 99), (1, 3));
    }

    #[test]
    fn only_json_is_read() {
        for text in ["", "{", "{\"a\" 1}", "[1,]", "{} x", "\"open"] {
            assert_eq!(Node::read(text), None, "{text}");
        }
        assert!(Node::read(" {\"a\": [1, true, null, \"s\"]} ").is_some());
    }
}
