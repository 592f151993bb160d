/**
 * SplitMix32: a small seeded random stream, the same on every machine,
 * shared by the link fuzzer and the browser tests' random session so a
 * seed means one thing in both.
 * @param {number} seed
 * @returns {() => number} a number in [0, 1) at each call
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
}
