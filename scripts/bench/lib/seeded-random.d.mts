/** mulberry32: a seed always draws the same numbers in [0, 1). */
export function seededRandom(seed: number): () => number;
