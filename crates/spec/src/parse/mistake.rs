//! What is wrong with a text that does not read as a scenario file: the
//! kinds of mistake and where each is, below the reading and the placing.

/// Why a text is not a scenario file, as the JSON reader saw it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The field the mistake is in, such as `clients[0].plan[2].for_ms`;
    /// empty at the top level.
    pub path: String,
    /// The line of the mistake, from 1.
    pub line: usize,
    /// The column of the mistake, from 1, counting characters.
    pub column: usize,
    /// What is wrong, in the JSON reader's own English, without the position.
    pub message: String,
    /// What kind of mistake it is, for words of the reader's own.
    pub mistake: Mistake,
}

/// What kind of mistake a [`ParseError`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mistake {
    /// The text is not JSON.
    Syntax(Syntax),
    /// The text is JSON, but not one object: this instead.
    NotAnObject(Found),
    /// More text follows the file's closing brace.
    TrailingText,
    /// A value of the wrong kind or out of range for its field, such as
    /// a text where a time goes: this value.
    WrongValue(Found),
    /// A field the format does not have in this place, and the ones it has.
    UnknownField {
        /// The field as written.
        field: String,
        /// The fields this place takes.
        expected: Vec<String>,
    },
    /// A name that is none of the choices, such as an unknown `do`.
    UnknownVariant {
        /// The name as written.
        variant: String,
        /// The names this place takes.
        expected: Vec<String>,
    },
    /// A field that must be given and is not; the path names it.
    MissingField,
    /// A field given twice in one object.
    DuplicateField,
    /// Anything else the reader says, in `message`.
    Other,
}

/// How a text fails to be JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Syntax {
    /// There is nothing but white space.
    Empty,
    /// The text ends while something is still open.
    Unclosed(Opened),
    /// A `:` should follow a key.
    ExpectedColon,
    /// A `,` or the closing bracket should come here.
    MissingComma(Opened),
    /// A value should come here: a word without quotes, or nothing.
    ExpectedValue,
    /// A key without double quotes.
    KeyNotQuoted,
    /// A comma after the last item or field.
    TrailingComma,
    /// A backslash in a string that starts no escape JSON knows.
    BadEscape,
    /// A number that cannot be read, or is too large for any field.
    BadNumber,
    /// A line break or tab inside a string: often a string left open.
    BreakInText,
    /// Lists and objects nested too deep.
    TooDeep,
    /// Something else.
    Other,
}

/// What is open where a text ends or a comma is missing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opened {
    /// An object, `{`.
    Object,
    /// An array, `[`.
    List,
    /// A string, `"`.
    Text,
}

/// A value as the text writes it, for saying what was found instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A string, number, `true`, `false` or `null`, as written; a long
    /// string cut short with `…`.
    Literal(String),
    /// An array.
    List,
    /// An object.
    Object,
}
