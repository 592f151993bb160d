//! The core's display list as plain objects: one per SVG element, with
//! its attributes already in the order and form the figure writes them,
//! so the page creates exactly the figure's elements and lays out nothing.

use fencelab_core::{Drawing, Item};
use serde::Serialize;

/// A laid-out chart, for `DrawingView` in the TypeScript declarations.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct DrawingView<'a> {
    width: i64,
    height: i64,
    plot: PlotView,
    items: Vec<ItemView<'a>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PlotView {
    left: i64,
    right: i64,
    top: i64,
    bottom: i64,
    end_ms: u64,
}

/// One element, for `DrawItem`.
#[derive(Serialize)]
struct ItemView<'a> {
    tag: &'static str,
    attrs: Vec<(&'static str, String)>,
    #[serde(skip_serializing_if = "<[usize]>::is_empty")]
    events: &'a [usize],
    #[serde(skip_serializing_if = "Option::is_none")]
    title: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    text: Option<&'a str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    children: Vec<ItemView<'a>>,
}

impl<'a> DrawingView<'a> {
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

fn item(item: &Item) -> ItemView<'_> {
    ItemView {
        tag: item.tag(),
        attrs: item.attributes(),
        events: &item.events,
        title: item.title.as_deref(),
        text: item.words(),
        children: item.children().iter().map(self::item).collect(),
    }
}
