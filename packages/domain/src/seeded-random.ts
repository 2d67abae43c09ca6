/** A seeded pseudo-random generator (mulberry32), so demo data, test data and benchmarks repeat on every run. */
export type Random = {
  /** A number in [0, 1). */
  next: () => number;
  /** A whole number in [min, max]. */
  between: (min: number, max: number) => number;
  pick: <Item>(items: readonly Item[]) => Item;
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    pick: (items) => {
      const item = items[between(0, items.length - 1)];
      if (item === undefined) throw new Error('Cannot pick from an empty list');
      return item;
    },
  };
}
