/** mulberry32: small and seedable, so a seed always draws the same numbers in [0, 1). Plain JavaScript: TypeScript scripts and the fuzz corpus (tests/fuzz, plain Node) share it. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
