import { adminMessages, messages, planAdminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminWorld } from '../../testing/demo-admin-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import {
  demoUnitFilters,
  demoUnitSearch,
  releaseHeldUnitSearches,
  withNoDemoUnits,
  withUnitSearchHeld,
} from '../../testing/demo-unit-list-responses';
import { unitListSortStorageKey } from './manage-units-loader';

const texts = planAdminMessages.unitList;

/** Each story starts without a remembered sort, and leaves none behind. */
const withoutRememberedSort = () => {
  localStorage.removeItem(unitListSortStorageKey);
  return () => localStorage.removeItem(unitListSortStorageKey);
};

const meta = {
  title: 'Screens/Admin manage units',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/manage-units' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld(), withoutRememberedSort],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the demo server answers GET /unit/search with for a query. */
function search(query: string) {
  const list = demoUnitSearch(demoAdminWorld(demo), new URL(`http://demo/api/unit/search?${query}`));
  if (Array.isArray(list)) throw new Error(`The demo refused ${query}`);
  return list;
}
const namesOf = (query: string) => search(query).data.map((unit) => unit.unit_name);
const byName = search('');
if (byName.data.length < 3) throw new Error('The demo units changed');

/** The names in the table, in order. */
const shownNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: texts.title }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

/** A filter option that keeps some units but not all (so checking it visibly changes the rows). */
function narrowingOption() {
  const filters = demoUnitFilters(demoAdminWorld(demo), new URL('http://demo/api/unit/search/filters'));
  if (Array.isArray(filters)) throw new Error('The demo refused the filters');
  for (const group of filters.data)
    for (const option of group.options) {
      const { total } = search(`filters[]=${group.name}:${option.value}`);
      if (total > 0 && total < byName.total) return { group, option };
    }
  throw new Error('No demo filter narrows the units');
}

/**
 * Every unit by name (A-Z), each linking to its editor with exit 1 (back here), its status, contents, points
 * and plans; the sort menu reorders the rows by created date (newest first) or Z-A, and is remembered.
 */
export const ManageUnits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: texts.title }, loaded)).toBeVisible();
    await expect(shownNames(canvasElement)).toEqual(namesOf(''));
    for (const unit of byName.data)
      await expect(canvas.getByRole('link', { name: unit.unit_name })).toHaveAttribute(
        'href',
        `#/segment-admin/units/${unit.unit_id}/edit?exit=1`,
      );
    await expect(canvas.getByRole('link', { name: texts.createLabel })).toHaveAttribute(
      'href',
      '#/segment-admin/units/new',
    );
    const draft = byName.data.find((unit) => unit.unit_status_id === 1);
    if (!draft) throw new Error('No draft demo unit');
    const row = within(canvas.getByRole('row', { name: new RegExp(draft.unit_name) }));
    await expect(row.getByText(adminMessages.status.draft)).toBeVisible();
    await expect(row.getByText(String(draft.total_points))).toBeVisible();

    const sort = canvas.getByRole('combobox', { name: texts.sortLabel });
    await expect(sort).toHaveDisplayValue(texts.sorts['a-z']);
    await userEvent.selectOptions(sort, texts.sorts.created);
    await waitFor(
      () => expect(shownNames(canvasElement)).toEqual(namesOf('order_by=created_date&sort_by=desc')),
      loaded,
    );
    await expect(localStorage.getItem(unitListSortStorageKey)).toBe('created');
    await userEvent.selectOptions(sort, texts.sorts['z-a']);
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOf('sort_by=desc')), loaded);
    await expect(shownNames(canvasElement)).toEqual([...namesOf('')].reverse());
  },
};

/**
 * Typing a name narrows the list (300 ms after typing stops); a checkbox of the filters narrows it to units
 * with such a content; the points slider, moved by keyboard to 0, leaves none, and back at its end, all.
 */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const searchbox = await canvas.findByRole('searchbox', { name: adminMessages.lists.searchLabel }, loaded);
    await userEvent.type(searchbox, 'safe');
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOf('term=safe')), loaded);
    await expect(shownNames(canvasElement).length).toBeLessThan(byName.total);
    await userEvent.clear(searchbox);
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOf('')), loaded);

    const { group, option } = narrowingOption();
    const filters = within(canvas.getByRole('region', { name: texts.filtersTitle }));
    await userEvent.click(
      within(filters.getByRole('group', { name: group.label })).getByLabelText(option.label),
    );
    await waitFor(
      () => expect(shownNames(canvasElement)).toEqual(namesOf(`filters[]=${group.name}:${option.value}`)),
      loaded,
    );
    await userEvent.click(filters.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOf('')), loaded);

    const slider = canvas.getByRole('slider', { name: texts.pointsLabel });
    slider.focus();
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await expect(await canvas.findByText(texts.noResults, {}, loaded)).toBeVisible();
    await userEvent.keyboard('{End}');
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOf('')), loaded);
  },
};

/** A search that finds nothing says so, and keeps the term in the box (it comes from the address). */
export const NoResults: Story = {
  args: { path: '/segment-admin/manage-units?term=zzz' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.noResults, {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: adminMessages.lists.searchLabel })).toHaveValue('zzz');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** No unit exists yet: the list says so and offers to create one. */
export const Empty: Story = {
  beforeEach: withNoDemoUnits(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty, {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.createLabel })).toHaveAttribute(
      'href',
      '#/segment-admin/units/new',
    );
  },
};

/** While a search loads, the table gives way to placeholders announced as busy; the answer replaces them. */
export const Loading: Story = {
  beforeEach: withUnitSearchHeld(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const searchbox = await canvas.findByRole('searchbox', { name: adminMessages.lists.searchLabel }, loaded);
    await expect(canvas.getByRole('table', { name: texts.title })).toBeVisible();
    await userEvent.type(searchbox, 'lift');
    const busy = await canvas.findByRole('status', { name: `Loading ${texts.title.toLowerCase()}` }, loaded);
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    releaseHeldUnitSearches();
    await waitFor(() => expect(shownNames(canvasElement)).toEqual(namesOf('term=lift')), loaded);
  },
};

/** A filter the server does not know (an edited address) is refused (400): the error screen (002 section 8). */
export const Failed: Story = {
  args: { path: '/segment-admin/manage-units?filter=colour:1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(messages.errors.generic, {}, loaded)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
