import { expect, userEvent, waitFor, within } from 'storybook/test';

/**
 * Stories only: the play steps every widget built on `SearchToAdd` shares (the badge's contents, the seglet's
 * contents, the content's prerequisites). Each takes the search box's label, as the widget names it.
 */

/** The search box, found by its label. */
export const searchField = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByLabelText(label, { selector: 'input' });

/**
 * Types 'gr' then 'eet' into the search box: nothing is searched for while the term has 2 characters, and
 * only the whole term once typing stops (001 section 5: above 2 characters, 300 ms after the last key).
 */
export async function searchForGreet(
  canvasElement: HTMLElement,
  { label, hint, onSearch }: { label: string; hint: string; onSearch: (term: string) => void },
) {
  const search = searchField(canvasElement, label);
  await expect(search).toHaveAccessibleDescription(hint);
  await userEvent.type(search, 'gr');
  await waitFor(() => expect(onSearch).toHaveBeenCalled());
  await expect(onSearch).not.toHaveBeenCalledWith('gr');
  await userEvent.type(search, 'eet');
  await waitFor(() => expect(onSearch).toHaveBeenLastCalledWith('greet'));
  await expect(onSearch).not.toHaveBeenCalledWith('gre');
}

/** Adds a find with the keyboard: its Add button, found by its accessible name, then Enter. */
export async function addWithKeyboard(canvasElement: HTMLElement, addButtonName: string) {
  const add = await within(canvasElement).findByRole('button', { name: addButtonName });
  add.focus();
  await userEvent.keyboard('{Enter}');
}

/** A search that finds nothing says so. */
export async function expectNothingFound(canvasElement: HTMLElement, label: string, emptyText: string) {
  await userEvent.type(searchField(canvasElement, label), 'zzz');
  await expect(await within(canvasElement).findByText(emptyText)).toBeVisible();
}

/** While a search is under way the search box is busy and the status says it is loading. */
export async function expectSearching(canvasElement: HTMLElement, label: string) {
  await expect(searchField(canvasElement, label)).toHaveAttribute('aria-busy', 'true');
  await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-state', 'loading');
}
