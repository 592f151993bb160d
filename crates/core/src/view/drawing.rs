//! The core's display list as plain objects: one per SVG element, with
//! its attributes already in the order and form the figure writes them,
//! so the page creates exactly the figure's elements and lays out nothing.

use crate::{Drawing, ElementTag, Item};
use schemars::JsonSchema;
use serde::Serialize;

/// The chart laid out by the core at one width: the page draws `items` as they are.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
pub struct DrawingView<'a> {
    width: i64,
    height: i64,
    plot: PlotView,
    items: Vec<ItemView<'a>>,
}

/// Where time runs: x = left + (right - left) * ms / endMs, rounded down.
#[derive(Serialize, JsonSchema)]
#[serde(rename_all = "camelCase")]
#[schemars(inline)]
struct PlotView {
    left: i64,
    right: i64,
    top: i64,
    bottom: i64,
    end_ms: u64,
}

/// One SVG element: its name, attributes in order, and what it holds.
#[derive(Serialize, JsonSchema)]
#[schemars(rename = "DrawItem")]
pub(crate) struct ItemView<'a> {
    tag: ElementTag,
    /// Its attributes in order, flat: name, value, name, value. One array
    /// instead of one per attribute keeps `JSON.parse` quick on a chart of
    /// hundreds of elements.
    #[schemars(with = "Vec<String>")]
    attrs: Flat,
    /// The events it stands for, as indices into `View.events`; a click goes to the first.
    #[serde(skip_serializing_if = "<[usize]>::is_empty")]
    events: &'a [usize],
    /// Words on hover, as an SVG `<title>`.
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    children: Vec<ItemView<'a>>,
}

/// An element's attributes, written as one flat array of strings.
struct Flat(Vec<(&'static str, String)>);

impl Serialize for Flat {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut seq = serializer.serialize_seq(Some(self.0.len() * 2))?;
        for (name, value) in &self.0 {
            seq.serialize_element(name)?;
            seq.serialize_element(value)?;
        }
        seq.end()
    }
}

impl<'a> DrawingView<'a> {
    /// The display list of a chart or figure, element for element.
    pub fn new(drawing: &'a Drawing) -> DrawingView<'a> {
        let plot = drawing.plot;
        DrawingView {
            width: drawing.width,
            height: drawing.height,
            plot: PlotView {
                left: plot.left,
                right: plot.right,
                top: plot.top,
                bottom: plot.bottom,
                end_ms: plot.end_ms,
            },
            items: drawing.items.iter().map(item).collect(),
        }
    }
}

pub(crate) fn item(item: &Item) -> ItemView<'_> {
    ItemView {
        tag: item.tag(),
        attrs: Flat(item.attributes()),
        events: &item.events,
        title: item.title.as_deref(),
        text: item.words(),
        children: item.children().iter().map(self::item).collect(),
    }
}
