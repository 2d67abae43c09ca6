/** A clock tests can move, passed to the server as its `now`. */
export type TestClock = {
  now: () => Date;
  advance: (ms: number) => void;
  set: (date: Date) => void;
};

export function createTestClock(start: Date): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (date) => {
      current = date.getTime();
    },
  };
}
