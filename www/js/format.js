// @ts-check
/** Numbers from the simulation in the page's words. */

/**
 * Whole milliseconds as seconds, with as many decimals as are exact but at
 * least one, as the core writes them: 10300 is "10.3 s", 250 is "0.25 s".
 * @param {number} ms
 */
export function seconds(ms) {
  const whole = Math.round(ms);
  const frac = whole % 1000;
  const digits = frac % 100 === 0 ? 1 : frac % 10 === 0 ? 2 : 3;
  return `${(whole / 1000).toFixed(digits)} s`;
}

/**
 * An axis label: "0 s", "2.5 s".
 * @param {number} ms
 */
export function tick(ms) {
  return `${Number((ms / 1000).toFixed(3))} s`;
}
