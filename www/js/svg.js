// @ts-check
/**
 * SVG helpers and the shapes the lease chart and its legend share, so a
 * mark in the legend is drawn by the same code as the mark it explains.
 */

const SVG = "http://www.w3.org/2000/svg";

/**
 * An SVG element with attributes and children.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Record<string, string | number>} attrs
 * @param {SVGElement[]} [children]
 * @returns {SVGElementTagNameMap[K]}
 */
export function node(tag, attrs, children = []) {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attrs)) element.setAttribute(key, String(value));
  element.append(...children);
  return element;
}

/**
 * A text element; its words go in as text, never as markup.
 * @param {string} words
 * @param {Record<string, string | number>} attrs
 */
export function text(words, attrs) {
  const t = node("text", attrs);
  t.textContent = words;
  return t;
}

/**
 * The width a chart label takes, near enough for laying labels out
 * without measuring (which would force a layout mid-update).
 * @param {string} words
 * @param {number} [size] font size in pixels
 */
export function textWidth(words, size = 11) {
  return words.length * size * 0.56 + 2;
}

/**
 * A cross centred on (x, y): a refused request, a lost message.
 * @param {number} x
 * @param {number} y
 * @param {number} [r] half its size
 */
export function cross(x, y, r = 4) {
  return node("path", { class: "cross", d: `M${x - r} ${y - r}L${x + r} ${y + r}M${x + r} ${y - r}L${x - r} ${y + r}` });
}

/**
 * A five-pointed star centred on (x, y): a side effect, something done
 * outside the storage that no token goes with.
 * @param {number} x
 * @param {number} y
 * @param {number} [r] outer radius
 */
export function star(x, y, r = 7) {
  const points = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`);
  }
  return node("polygon", { class: "star", points: points.join(" ") });
}

/**
 * A clock face with its hands centred on (x, y): a clock that jumps.
 * @param {number} x
 * @param {number} y
 * @param {number} [r]
 */
export function clock(x, y, r = 6) {
  const g = node("g", { class: "clock" });
  g.append(
    node("circle", { cx: x, cy: y, r }),
    node("path", { class: "hands", d: `M${x} ${y - r + 2}L${x} ${y}L${x + r - 2} ${y}` }),
  );
  return g;
}

/**
 * An arrow from (x1, y1) to (x2, y2) with its head at the end, or a cross
 * there if the message was lost.
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 * @param {boolean} lost
 */
export function arrow(x1, y1, x2, y2, lost) {
  const g = node("g", {});
  // A wide, unseen line under the thin one, so the arrow is easy to click.
  g.append(node("line", { class: "message-hit", x1, y1, x2, y2 }));
  g.append(node("line", { class: "message-line", x1, y1, x2, y2 }));
  if (lost) {
    g.append(cross(x2, y2, 4));
    return g;
  }
  const angle = Math.atan2(y2 - y1, x2 - x1);
  const head = 7;
  const spread = 0.45;
  const a = { x: x2 - head * Math.cos(angle - spread), y: y2 - head * Math.sin(angle - spread) };
  const b = { x: x2 - head * Math.cos(angle + spread), y: y2 - head * Math.sin(angle + spread) };
  g.append(node("path", { class: "message-head", d: `M${x2} ${y2}L${a.x.toFixed(1)} ${a.y.toFixed(1)}L${b.x.toFixed(1)} ${b.y.toFixed(1)}Z` }));
  return g;
}

/**
 * A tooltip: the event in the core's words.
 * @param {string} words
 */
export function titled(words) {
  const title = node("title", {});
  title.textContent = words;
  return title;
}
