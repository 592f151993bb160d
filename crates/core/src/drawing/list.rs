//! The display list: what a chart draws, as shapes with places, classes,
//! words and the events they stand for.
//!
//! The page turns it into SVG elements one to one and the figure writes it
//! as SVG text, so both draw exactly this; neither lays anything out.

/// A laid-out chart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drawing {
    /// Its width in pixels, as asked for (within limits).
    pub width: i64,
    /// Its height, which follows from the lanes and the legend.
    pub height: i64,
    /// Where time runs across the lanes, for the page's playback cursor.
    pub plot: Plot,
    /// The shapes, back to front.
    pub items: Vec<Item>,
}

/// The stretch of the chart that time runs across: `x` for a moment is
/// `left + (right - left) * ms / end_ms`, rounded down; the cursor spans
/// `top` to `bottom`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plot {
    /// The x of 0 ms.
    pub left: i64,
    /// The x of `end_ms`.
    pub right: i64,
    /// The top of the first lane.
    pub top: i64,
    /// The bottom of the last lane.
    pub bottom: i64,
    /// The moment at the right edge.
    pub end_ms: u64,
}

/// One shape, or a group of them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Item {
    /// What is drawn.
    pub shape: Shape,
    /// Its CSS classes, space-separated; the colours hang on them.
    pub class: &'static str,
    /// The events it stands for, as indices into the run's events: a
    /// click moves playback to the first, and choosing any of them in the
    /// event list lights it up.
    pub events: Vec<usize>,
    /// Words shown on hover (an SVG `<title>`), for a mark or an arrow.
    pub title: Option<String>,
    /// A name a test or a style can find it by, written as `data-party`.
    pub party: Option<String>,
}

/// The shapes a chart is made of, in whole pixels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A group of items, drawn in order.
    Group(Vec<Item>),
    /// A rectangle with corners rounded by `r`.
    Rect {
        /// Left.
        x: i64,
        /// Top.
        y: i64,
        /// Width.
        w: i64,
        /// Height.
        h: i64,
        /// Corner radius.
        r: i64,
    },
    /// A straight line.
    Line {
        /// Start x.
        x1: i64,
        /// Start y.
        y1: i64,
        /// End x.
        x2: i64,
        /// End y.
        y2: i64,
    },
    /// An SVG path, in whole pixels or tenths.
    Path(String),
    /// A circle.
    Circle {
        /// Centre x.
        x: i64,
        /// Centre y.
        y: i64,
        /// Radius.
        r: i64,
    },
    /// Tables, starting at (x, y) on their baseline, or ending there.
    Text {
        /// Where the words start, or end if `end`.
        x: i64,
        /// The baseline.
        y: i64,
        /// The words.
        words: String,
        /// Whether (x, y) is where they end rather than where they start.
        end: bool,
    },
}

impl Item {
    /// A shape with a class and nothing else.
    pub(crate) fn new(class: &'static str, shape: Shape) -> Item {
        Item {
            shape,
            class,
            events: Vec::new(),
            title: None,
            party: None,
        }
    }

    /// The same, standing for an event.
    pub(crate) fn of(mut self, event: usize) -> Item {
        self.events.push(event);
        self
    }

    /// The same, with words on hover.
    pub(crate) fn titled(mut self, title: String) -> Item {
        self.title = Some(title);
        self
    }
}

impl Item {
    /// The SVG element the item is drawn as.
    pub fn tag(&self) -> ElementTag {
        match self.shape {
            Shape::Group(_) => ElementTag::G,
            Shape::Rect { .. } => ElementTag::Rect,
            Shape::Line { .. } => ElementTag::Line,
            Shape::Path(_) => ElementTag::Path,
            Shape::Circle { .. } => ElementTag::Circle,
            Shape::Text { .. } => ElementTag::Text,
        }
    }

    /// The element's attributes in the order both front ends write them:
    /// the class, the party, then the geometry. The page sets exactly
    /// these, and the figure writes exactly these.
    pub fn attributes(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::with_capacity(6);
        if !self.class.is_empty() {
            out.push(("class", self.class.to_owned()));
        }
        if let Some(party) = &self.party {
            out.push(("data-party", party.clone()));
        }
        let mut put = |name: &'static str, v: i64| out.push((name, v.to_string()));
        match &self.shape {
            Shape::Group(_) => {}
            &Shape::Rect { x, y, w, h, r } => {
                put("x", x);
                put("y", y);
                put("width", w);
                put("height", h);
                if r > 0 {
                    put("rx", r);
                }
            }
            &Shape::Line { x1, y1, x2, y2 } => {
                put("x1", x1);
                put("y1", y1);
                put("x2", x2);
                put("y2", y2);
            }
            Shape::Path(d) => out.push(("d", d.clone())),
            &Shape::Circle { x, y, r } => {
                put("cx", x);
                put("cy", y);
                put("r", r);
            }
            &Shape::Text { x, y, end, .. } => {
                put("x", x);
                put("y", y);
                if end {
                    out.push(("text-anchor", "end".to_owned()));
                }
            }
        }
        out
    }

    /// The words inside a text element.
    pub fn words(&self) -> Option<&str> {
        match &self.shape {
            Shape::Text { words, .. } => Some(words),
            _ => None,
        }
    }

    /// The items inside a group.
    pub fn children(&self) -> &[Item] {
        match &self.shape {
            Shape::Group(items) => items,
            _ => &[],
        }
    }
}

/// Shorthands for the shapes, so layout code reads as what it draws.
pub(crate) fn rect(class: &'static str, x: i64, y: i64, w: i64, h: i64) -> Item {
    Item::new(class, Shape::Rect { x, y, w, h, r: 0 })
}

pub(crate) fn line(class: &'static str, x1: i64, y1: i64, x2: i64, y2: i64) -> Item {
    Item::new(class, Shape::Line { x1, y1, x2, y2 })
}

pub(crate) fn text(class: &'static str, x: i64, y: i64, words: impl Into<String>) -> Item {
    let words = words.into();
    Item::new(
        class,
        Shape::Text {
            x,
            y,
            words,
            end: false,
        },
    )
}

pub(crate) fn group(class: &'static str, items: Vec<Item>) -> Item {
    Item::new(class, Shape::Group(items))
}

/// A number in tenths as SVG writes it: `12.3`, `-0.7`, `4`.
pub(crate) fn tenths(out: &mut String, v: i64) {
    use std::fmt::Write;
    let sign = if v < 0 { "-" } else { "" };
    let (whole, tenth) = (v.unsigned_abs() / 10, v.unsigned_abs() % 10);
    let _ = if tenth == 0 {
        write!(out, "{sign}{whole}")
    } else {
        write!(out, "{sign}{whole}.{tenth}")
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tenths_read_as_svg_numbers() {
        let mut out = String::new();
        for v in [-3, 0, 5, 10, 123, -7, -40] {
            tenths(&mut out, v);
            out.push(',');
        }
        assert_eq!(out, "-0.3,0,0.5,1,12.3,-0.7,-4,");
    }
}

/// The name of the SVG element an item is drawn as, serialized as the
/// page's `createElementNS` takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
#[schemars(inline)]
pub enum ElementTag {
    /// A group of other items.
    G,
    /// A rectangle.
    Rect,
    /// A straight line.
    Line,
    /// A path.
    Path,
    /// A circle.
    Circle,
    /// A line of text.
    Text,
}

impl ElementTag {
    /// Every element, in the order of [`ElementTag`].
    pub const ALL: [ElementTag; 6] = [
        ElementTag::G,
        ElementTag::Rect,
        ElementTag::Line,
        ElementTag::Path,
        ElementTag::Circle,
        ElementTag::Text,
    ];

    /// The element's name, as it is serialized.
    pub fn name(self) -> &'static str {
        match self {
            ElementTag::G => "g",
            ElementTag::Rect => "rect",
            ElementTag::Line => "line",
            ElementTag::Path => "path",
            ElementTag::Circle => "circle",
            ElementTag::Text => "text",
        }
    }
}
