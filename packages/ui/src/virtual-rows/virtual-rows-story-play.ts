import { expect, waitFor } from 'storybook/test';

/**
 * Stories only: scrolls a long list's area to its end (again while rows are measured and the height settles)
 * until the row `lastRowSelector` finds is in the page and fully in view, and returns it.
 */
export async function scrollToLastRow(scroller: HTMLElement, lastRowSelector: string): Promise<HTMLElement> {
  return waitFor(
    () => {
      scroller.scrollTop = scroller.scrollHeight;
      const row = scroller.querySelector<HTMLElement>(lastRowSelector);
      if (!row) throw new Error(`${lastRowSelector} is not in the page yet`);
      const rowBox = row.getBoundingClientRect();
      const scrollerBox = scroller.getBoundingClientRect();
      expect(rowBox.top >= scrollerBox.top && rowBox.bottom <= scrollerBox.bottom + 1).toBe(true);
      return row;
    },
    { timeout: 5000 },
  );
}
