// @ts-check
/**
 * Paints the safety map on a canvas: one cell per run, its verdict's
 * colour with its verdict's pattern on top (plain for safe, stripes one
 * way or the other for the other safe endings, a chequer for a run stuck
 * with its rightful holder refused, cross-hatching for a half done update, dots for an escaped side effect, rings for a write applied twice, diagonal hatching for a
 * lost update), so the map reads without colour vision and in print.
 *
 * 40,000 cells are too many for SVG: the cells are painted pixel by pixel
 * into one image at the canvas's size (`CellPainter`). That picture is kept, and so are the axes, drawn
 * once into a layer of their own: text is slow to set on a canvas, and
 * moving the ring that marks the current run or the cell cursor, many
 * times a second while a slider moves, then only repaints the marks.
 * Colours come from CSS variables, so the dark scheme and print restyle it.
 */

import { language, say } from "./words.js";

/**
 * @typedef {import("../pkg/fencelab_wasm.js").MapView} MapView
 * @typedef {import("../pkg/fencelab_wasm.js").RunVerdict} RunVerdict
 * @typedef {{ knob: string, label: string, unit: "ms" | "count", from: number, to: number }} AxisInfo
 * @typedef {{ col: number, row: number }} Cell
 * @typedef {{
 *   map: MapView, verdicts: RunVerdict[], x: AxisInfo, y: AxisInfo,
 *   current: { x: number, y: number }, mark: Cell | null, strong: boolean,
 * }} MapModel
 * @typedef {{ fills: Record<RunVerdict, string>, inks: Record<RunVerdict, string>, fg: string, muted: string,
 *   surface: string, accent: string, border: string }} Palette
 */

/** Room around the cells for the tick labels and the axes' names, in CSS pixels. */
const MARGIN = { left: 46, right: 12, top: 24, bottom: 44 };
/** The cells never get taller than this, so the map fits beside the chart. */
const MAX_PLOT_H = 420;
const FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Which pattern lies over each verdict's cells. */
/** @type {Record<RunVerdict, "plain" | "vertical" | "horizontal" | "checks" | "cross" | "dots" | "rings" | "diagonal">} */
export const PATTERNS = {
  safe: "plain",
  refused: "vertical",
  duplicate: "horizontal",
  stuck: "checks",
  half_done: "cross",
  escaped: "dots",
  applied_twice: "rings",
  lost: "diagonal",
};

/** Draws a map, keeps its picture, and finds the cell under a point. */
export class MapCanvas {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    /** The width the canvas is given, in CSS pixels; from a ResizeObserver. */
    this.width = 0;
    /** @type {MapModel | null} */
    this.model = null;
    /** @type {Palette | null} */
    this.palette = null;
    /** The painted cells, with what they were painted from. @type {{ canvas: HTMLCanvasElement, key: unknown[] } | null} */
    this.cells = null;
    /** The border, ticks and axis names, with what they were drawn from. @type {{ canvas: HTMLCanvasElement, key: unknown[] } | null} */
    this.frame = null;
    this.painter = new CellPainter();
    /** Pixels per CSS pixel; raised while printing for a sharper page. */
    this.scale = 0;
  }

  /**
   * Takes a new width and redraws at it.
   * @param {number} width
   */
  resize(width) {
    if (Math.floor(width) === this.width) return;
    this.width = Math.floor(width);
    this.redraw();
  }

  /** Forgets the colours, for a change of scheme or printing. */
  restyle() {
    this.palette = null;
    this.cells = null;
    this.frame = null;
    this.redraw();
  }

  /** Leaves the canvas empty, for a map that could not be made. */
  clear() {
    this.model = null;
    this.canvas.getContext("2d")?.clearRect(0, 0, this.canvas.width, this.canvas.height);
  }

  /** @param {MapModel} model */
  draw(model) {
    this.model = model;
    this.redraw();
  }

  /**
   * The map's colours, read once from CSS until the scheme changes.
   * @param {readonly RunVerdict[]} verdicts the core's, in code order (`verdictNames()`)
   */
  colours(verdicts) {
    return (this.palette ??= readPalette(this.canvas, verdicts));
  }

  /** Where the cells lie, in CSS pixels from the canvas's top left. */
  plot() {
    const width = Math.max(220, this.width || 360);
    const w = width - MARGIN.left - MARGIN.right;
    const h = Math.min(w, MAX_PLOT_H);
    return { left: MARGIN.left, top: MARGIN.top, w, h, width, height: h + MARGIN.top + MARGIN.bottom };
  }

  /**
   * The cell under a point of the page, or null outside the cells.
   * @param {number} clientX
   * @param {number} clientY
   * @returns {Cell | null}
   */
  cellAt(clientX, clientY) {
    const model = this.model;
    if (!model) return null;
    const box = this.canvas.getBoundingClientRect();
    const p = this.plot();
    // The canvas may be drawn smaller than its pixels (print, zoom).
    const fx = ((clientX - box.left) * p.width) / Math.max(1, box.width) - p.left;
    const fy = ((clientY - box.top) * p.height) / Math.max(1, box.height) - p.top;
    if (fx < 0 || fy < 0 || fx >= p.w || fy >= p.h) return null;
    const cols = model.map.xValues.length;
    const rows = model.map.yValues.length;
    return { col: Math.min(cols - 1, Math.floor((fx / p.w) * cols)), row: Math.min(rows - 1, Math.floor((fy / p.h) * rows)) };
  }

  /** Paints everything from the model at the current width. */
  redraw() {
    const model = this.model;
    if (!model) return;
    if (!this.width) this.width = Math.floor(this.canvas.parentElement?.clientWidth ?? 0);
    const palette = this.colours(model.verdicts);
    const scale = this.scale || window.devicePixelRatio || 1;
    const p = this.plot();
    const canvas = this.canvas;
    const pxW = Math.round(p.width * scale);
    const pxH = Math.round(p.height * scale);
    if (canvas.width !== pxW) canvas.width = pxW;
    if (canvas.height !== pxH) canvas.height = pxH;
    canvas.style.aspectRatio = `${p.width} / ${p.height}`;
    const ctx = canvas.getContext("2d");
    if (!ctx) return;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, pxW, pxH);

    const key = [model.map, p.w, p.h, scale, palette];
    if (!this.cells || this.cells.key.some((k, i) => k !== key[i])) {
      this.cells = { canvas: this.painter.paint(model, palette, Math.round(p.w * scale), Math.round(p.h * scale), scale), key };
    }
    ctx.imageSmoothingEnabled = false;
    ctx.drawImage(this.cells.canvas, Math.round(p.left * scale), Math.round(p.top * scale));
    const { x, y } = model;
    const frameKey = [model.map.xValues.length, model.map.yValues.length, pxW, pxH, scale, palette,
      x.label, x.unit, x.from, x.to, y.label, y.unit, y.from, y.to, language()];
    if (!this.frame || this.frame.key.some((k, i) => k !== frameKey[i])) {
      this.frame = { canvas: paintFrame(model, p, palette, pxW, pxH, scale), key: frameKey };
    }
    ctx.drawImage(this.frame.canvas, 0, 0);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    drawCurrent(ctx, model, p, palette);
    if (model.mark) drawMark(ctx, model, model.mark, p, palette);
  }
}

/**
 * A small sample of a verdict's colour and pattern, for the legend.
 * @param {HTMLCanvasElement} canvas
 * @param {RunVerdict} verdict
 * @param {Palette} palette the map's, so a sample matches its cells
 */
export function paintSwatch(canvas, verdict, palette) {
  const scale = window.devicePixelRatio || 1;
  const w = 28;
  const h = 18;
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(h * scale);
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  ctx.fillStyle = palette.fills[verdict];
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const tile = tileFor(verdict, palette, scale);
  const pattern = tile && ctx.createPattern(tile, "repeat");
  if (pattern) {
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, canvas.width, canvas.height);
  }
  ctx.strokeStyle = palette.border;
  ctx.lineWidth = scale;
  ctx.strokeRect(scale / 2, scale / 2, canvas.width - scale, canvas.height - scale);
}

/**
 * The position of a value along an axis, in CSS pixels from the start of
 * the cells: a cell's value sits at the cell's middle.
 * @param {number} value
 * @param {AxisInfo} axis
 * @param {number} count cells along the axis
 * @param {number} length pixels along the axis
 */
export function position(value, axis, count, length) {
  const span = axis.to - axis.from;
  const t = span === 0 ? 0 : ((value - axis.from) / span) * (count - 1);
  return ((t + 0.5) * length) / count;
}

/**
 * A value as a tick label: milliseconds in seconds ("15 s", with at most
 * three decimals, as Fluent writes a number), counts as they are.
 * @param {number} value
 * @param {"ms" | "count"} unit
 */
export function tickLabel(value, unit) {
  return unit === "ms" ? say("seconds", { n: value / 1000 }) : say("map-tick-count", { n: value });
}

/**
 * Paints the picture of the cells, keeping its canvas, pixel buffer and
 * tiles from one map to the next: a map made while a slider moves is
 * painted many times a second, and a fresh canvas each time costs more than
 * the painting.
 *
 * Every device pixel is written once, straight into one image at the
 * picture's size: the pixel's cell gives its verdict, and the verdict's
 * tile (its fill with its pattern laid over, made once per palette and
 * scale) gives the colour at the pixel's place in the repeat. Scaling a
 * picture of one pixel per cell and laying each pattern over it through a
 * mask took a canvas copy per pattern, several milliseconds a map.
 */
class CellPainter {
  constructor() {
    /** The picture, at the plot's size in device pixels. */
    this.out = document.createElement("canvas");
    /** @type {ImageData | null} */
    this.pixels = null;
    /** @type {{ palette: Palette | null, scale: number, tiles: Tiles | null }} */
    this.tiles = { palette: null, scale: 0, tiles: null };
  }

  /**
   * The picture of the cells at `w` × `h` device pixels.
   * @param {MapModel} model
   * @param {Palette} palette
   * @param {number} w
   * @param {number} h
   * @param {number} scale
   * @returns {HTMLCanvasElement}
   */
  paint(model, palette, w, h, scale) {
    const { map, verdicts } = model;
    const cols = map.xValues.length;
    const rows = map.yValues.length;
    const cells = map.cells;
    const out = this.out;
    if (out.width !== w || out.height !== h) {
      out.width = w;
      out.height = h;
      this.pixels = null;
    }
    const ctx = /** @type {CanvasRenderingContext2D} */ (out.getContext("2d"));
    const pixels = (this.pixels ??= ctx.createImageData(Math.max(1, w), Math.max(1, h)));
    const { size, colours } = this.tilesFor(verdicts, palette, scale);
    const words = new Uint32Array(pixels.data.buffer);
    // Each column's cell and place in the tile, worked out once per row's worth.
    const column = new Int32Array(w);
    const across = new Int32Array(w);
    for (let x = 0; x < w; x++) {
      column[x] = Math.min(cols - 1, Math.floor(((x + 0.5) * cols) / w));
      across[x] = x % size;
    }
    const grey = colours.length;
    for (let y = 0; y < h; y++) {
      const row = Math.min(rows - 1, Math.floor(((y + 0.5) * rows) / h)) * cols;
      const down = (y % size) * size;
      const start = y * w;
      for (let x = 0; x < w; x++) {
        const code = cells[row + column[x]];
        const tile = colours[code < grey ? code : grey - 1];
        words[start + x] = tile[down + across[x]];
      }
    }
    ctx.putImageData(pixels, 0, 0);
    return out;
  }

  /**
   * Each verdict's tile, made once per palette and scale.
   * @param {readonly RunVerdict[]} verdicts
   * @param {Palette} palette
   * @param {number} scale
   * @returns {Tiles}
   */
  tilesFor(verdicts, palette, scale) {
    const cache = this.tiles;
    if (cache.palette !== palette || cache.scale !== scale || !cache.tiles) {
      this.tiles = { palette, scale, tiles: makeTiles(verdicts, palette, scale) };
    }
    return /** @type {Tiles} */ (this.tiles.tiles);
  }
}

/**
 * Every verdict's look as one square of pixels that repeats: `size` on a
 * side, `colours[code]` its pixels row by row as the canvas's 32-bit words,
 * and last of all a grey for a code no verdict has.
 * @typedef {{ size: number, colours: Uint32Array[] }} Tiles
 */

/**
 * @param {readonly RunVerdict[]} verdicts
 * @param {Palette} palette
 * @param {number} scale
 * @returns {Tiles}
 */
function makeTiles(verdicts, palette, scale) {
  const size = tileSize(scale);
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  const ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d", { willReadFrequently: true }));
  /** @param {string} fill @param {HTMLCanvasElement | null} pattern */
  const square = (fill, pattern) => {
    ctx.clearRect(0, 0, size, size);
    ctx.fillStyle = fill;
    ctx.fillRect(0, 0, size, size);
    if (pattern) ctx.drawImage(pattern, 0, 0);
    return new Uint32Array(ctx.getImageData(0, 0, size, size).data.buffer.slice(0));
  };
  const colours = verdicts.map((v) => square(palette.fills[v], tileFor(v, palette, scale)));
  colours.push(square("#808080", null));
  return { size, colours };
}

/** A pattern's tile, in device pixels, at a scale. @param {number} scale */
function tileSize(scale) {
  return Math.max(4, Math.round(6 * scale));
}

/**
 * The repeating tile of a verdict's pattern, in its ink, on nothing; null
 * for a verdict shown by its fill alone.
 * @param {RunVerdict} verdict
 * @param {Palette} palette
 * @param {number} scale
 * @returns {HTMLCanvasElement | null}
 */
function tileFor(verdict, palette, scale) {
  const kind = PATTERNS[verdict];
  if (kind === "plain") return null;
  const size = tileSize(scale);
  const tile = document.createElement("canvas");
  tile.width = size;
  tile.height = size;
  const t = /** @type {CanvasRenderingContext2D} */ (tile.getContext("2d"));
  t.strokeStyle = palette.inks[verdict];
  t.fillStyle = palette.inks[verdict];
  t.lineWidth = Math.max(1, 1.3 * scale);
  t.lineCap = "square";
  const line = (/** @type {number} */ x1, /** @type {number} */ y1, /** @type {number} */ x2, /** @type {number} */ y2) => {
    t.beginPath();
    t.moveTo(x1, y1);
    t.lineTo(x2, y2);
    t.stroke();
  };
  const mid = size / 2;
  switch (kind) {
    case "vertical":
      line(mid, 0, mid, size);
      break;
    case "horizontal":
      line(0, mid, size, mid);
      break;
    case "checks":
      // Two of the tile's four squares, so the chequer runs on across tiles.
      t.fillRect(0, 0, mid, mid);
      t.fillRect(mid, mid, mid, mid);
      break;
    case "cross":
      line(mid, 0, mid, size);
      line(0, mid, size, mid);
      break;
    case "dots":
      t.beginPath();
      t.arc(mid, mid, Math.max(1, 1.5 * scale), 0, 2 * Math.PI);
      t.fill();
      break;
    case "rings":
      t.beginPath();
      t.arc(mid, mid, Math.max(2, size / 4), 0, 2 * Math.PI);
      t.stroke();
      break;
    case "diagonal":
      // Corner to corner, with the corners' pieces, so the lines run on across tiles.
      line(0, size, size, 0);
      line(-mid, mid, mid, -mid);
      line(mid, size + mid, size + mid, mid);
      break;
  }
  return tile;
}

/**
 * The border around the cells and both axes, on a transparent canvas the
 * size of the map's.
 * @param {MapModel} model
 * @param {ReturnType<MapCanvas["plot"]>} p
 * @param {Palette} palette
 * @param {number} pxW @param {number} pxH @param {number} scale
 */
function paintFrame(model, p, palette, pxW, pxH, scale) {
  const out = document.createElement("canvas");
  out.width = pxW;
  out.height = pxH;
  const ctx = /** @type {CanvasRenderingContext2D} */ (out.getContext("2d"));
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.strokeStyle = palette.border;
  ctx.lineWidth = 1;
  ctx.strokeRect(p.left - 0.5, p.top - 0.5, p.w + 1, p.h + 1);
  drawAxes(ctx, model, p, palette);
  return out;
}

/**
 * Tick marks and labels on both axes, and the axes' names.
 * @param {CanvasRenderingContext2D} ctx
 * @param {MapModel} model
 * @param {ReturnType<MapCanvas["plot"]>} p
 * @param {Palette} palette
 */
function drawAxes(ctx, model, p, palette) {
  const { map, x, y } = model;
  ctx.font = FONT;
  ctx.fillStyle = palette.muted;
  ctx.strokeStyle = palette.muted;
  ctx.lineWidth = 1;
  ctx.textBaseline = "top";
  ctx.textAlign = "center";
  for (const value of ticks(x, p.w)) {
    const at = p.left + position(value, x, map.xValues.length, p.w);
    line(ctx, at, p.top + p.h, at, p.top + p.h + 5);
    const words = tickLabel(value, x.unit);
    const half = ctx.measureText(words).width / 2;
    ctx.fillText(words, Math.min(p.width - half - 1, Math.max(half + 1, at)), p.top + p.h + 7);
  }
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (const value of ticks(y, p.h)) {
    const at = p.top + position(value, y, map.yValues.length, p.h);
    line(ctx, p.left - 5, at, p.left, at);
    ctx.fillText(tickLabel(value, y.unit), p.left - 7, Math.max(p.top + 6, Math.min(p.top + p.h - 6, at)));
  }
  ctx.fillStyle = palette.fg;
  ctx.font = `600 ${FONT}`;
  ctx.textBaseline = "alphabetic";
  ctx.textAlign = "center";
  ctx.fillText(say("map-axis-across", { label: x.label }), p.left + p.w / 2, p.height - 4, p.w);
  ctx.textAlign = "left";
  ctx.fillText(say("map-axis-down", { label: y.label }), 2, p.top - 9, p.width - 4);
}

/**
 * Round values along an axis, about one per 60 pixels, and its two ends.
 * @param {AxisInfo} axis
 * @param {number} length
 */
function ticks(axis, length) {
  const span = axis.to - axis.from;
  if (span <= 0) return [axis.from];
  const want = Math.max(2, Math.floor(length / 60));
  const raw = span / want;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power;
  const values = [];
  for (let v = Math.ceil(axis.from / step) * step; v <= axis.to + 1e-9; v += step) values.push(Math.round(v));
  // Both ends are always labelled; a round value too near an end gives way.
  const near = (/** @type {number} */ a, /** @type {number} */ b) => (Math.abs(a - b) / span) * length < 34;
  const inner = values.filter((v) => v !== axis.from && v !== axis.to && !near(v, axis.from) && !near(v, axis.to));
  return [axis.from, ...inner, axis.to];
}

/**
 * Where the run the page shows lies: dashed lines across and down, and a
 * ring where they cross, each with a halo so it shows on any verdict.
 * @param {CanvasRenderingContext2D} ctx
 * @param {MapModel} model
 * @param {ReturnType<MapCanvas["plot"]>} p
 * @param {Palette} palette
 */
function drawCurrent(ctx, model, p, palette) {
  const cx = p.left + position(model.current.x, model.x, model.map.xValues.length, p.w);
  const cy = p.top + position(model.current.y, model.y, model.map.yValues.length, p.h);
  ctx.save();
  ctx.beginPath();
  ctx.rect(p.left, p.top, p.w, p.h);
  ctx.clip();
  for (const [colour, width, dash] of /** @type {const} */ ([[palette.surface, 3.5, []], [palette.fg, 1.5, [5, 4]]])) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    line(ctx, cx, p.top, cx, cy - 9);
    line(ctx, cx, cy + 9, cx, p.top + p.h);
    line(ctx, p.left, cy, cx - 9, cy);
    line(ctx, cx + 9, cy, p.left + p.w, cy);
  }
  ctx.setLineDash([]);
  ctx.restore();
  ctx.strokeStyle = palette.surface;
  ctx.lineWidth = 5;
  circle(ctx, cx, cy, 7);
  ctx.strokeStyle = palette.fg;
  ctx.lineWidth = 2.5;
  circle(ctx, cx, cy, 7);
}

/**
 * The cell under the pointer or the keyboard's cursor: a square around it,
 * never smaller than a fingertip's worth of pixels.
 * @param {CanvasRenderingContext2D} ctx
 * @param {MapModel} model
 * @param {Cell} cell
 * @param {ReturnType<MapCanvas["plot"]>} p
 * @param {Palette} palette
 */
function drawMark(ctx, model, cell, p, palette) {
  const cols = model.map.xValues.length;
  const rows = model.map.yValues.length;
  const cw = p.w / cols;
  const ch = p.h / rows;
  const size = Math.max(11, cw, ch);
  const cx = p.left + (cell.col + 0.5) * cw;
  const cy = p.top + (cell.row + 0.5) * ch;
  ctx.strokeStyle = palette.surface;
  ctx.lineWidth = model.strong ? 5 : 4;
  ctx.strokeRect(cx - size / 2, cy - size / 2, size, size);
  ctx.strokeStyle = palette.accent;
  ctx.lineWidth = model.strong ? 2.5 : 1.5;
  ctx.strokeRect(cx - size / 2, cy - size / 2, size, size);
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x1 @param {number} y1 @param {number} x2 @param {number} y2
 */
function line(ctx, x1, y1, x2, y2) {
  ctx.beginPath();
  ctx.moveTo(x1, y1);
  ctx.lineTo(x2, y2);
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x @param {number} y @param {number} r
 */
function circle(ctx, x, y, r) {
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.stroke();
}

/**
 * The map's colours, from the CSS variables on (or above) `element`: for
 * each of the core's verdicts `--map-<verdict>` and its `-ink`.
 * @param {Element} element
 * @param {readonly RunVerdict[]} verdicts
 * @returns {Palette}
 */
function readPalette(element, verdicts) {
  const style = getComputedStyle(element);
  const get = (/** @type {string} */ name) => style.getPropertyValue(name).trim() || "#808080";
  /** @type {Record<RunVerdict, string>} */
  const fills = /** @type {any} */ ({});
  /** @type {Record<RunVerdict, string>} */
  const inks = /** @type {any} */ ({});
  for (const v of verdicts) {
    const css = v.replace("_", "-");
    fills[v] = get(`--map-${css}`);
    inks[v] = get(`--map-${css}-ink`);
  }
  return { fills, inks, fg: get("--fg"), muted: get("--muted"), surface: get("--surface"), accent: get("--accent"), border: get("--border") };
}
