import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  addWithKeyboard,
  expectNothingFound,
  expectSearching,
  searchForGreet,
} from '../search-to-add/search-to-add-story-play';
import { type SegletContentRow, SegletContents } from './seglet-contents';

const texts = adminMessages.segletContents;
const contents: SegletContentRow[] = [
  { content_id: 1, name: 'Greeting guests', points: 10, seglet_id: 5, seglet_name: 'Welcome' },
  { content_id: 2, name: 'Handling returns', points: 20, seglet_id: 5, seglet_name: 'Welcome' },
];
const found: SegletContentRow[] = [
  { content_id: 1, name: 'Greeting guests', points: 10, seglet_id: 5, seglet_name: 'Welcome' },
  { content_id: 7, name: 'Greeting at the door', points: 5, seglet_id: 9, seglet_name: 'Front desk' },
  { content_id: 8, name: 'Greeting by phone', points: 5, seglet_id: null, seglet_name: null },
];

const meta = {
  title: 'Admin/SegletContents',
  component: SegletContents,
  args: {
    contents,
    segletId: 5,
    canAdd: true,
    onSearch: fn(),
    onAdd: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
} satisfies Meta<typeof SegletContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seglet's contents by name; Remove names the content it takes out, by mouse or keyboard. */
export const WithContents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: texts.title });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Greeting guests', 'Handling returns']);
    await expect(canvas.getByText(texts.order)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Handling returns from this seglet' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Remove Greeting guests from this seglet' })).toBeEnabled(),
    );
    canvas.getByRole('button', { name: 'Remove Greeting guests from this seglet' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onRemove).toHaveBeenLastCalledWith(1);
  },
};

export const Empty: Story = {
  args: { contents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** While the contents load, the step says so and is busy. */
export const Loading: Story = {
  args: { contents: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.loading)).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="seglet-contents"]')).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A change that was not saved is announced. */
export const ChangeFailed: Story = {
  args: { error: texts.changeFailed },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.changeFailed);
  },
};

/** A seglet in no segment takes no contents: the step says so and offers no search. */
export const NotInASegment: Story = {
  args: { canAdd: false, contents: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.notInSegment)).toBeVisible();
    await expect(canvas.queryByRole('search')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).not.toHaveBeenCalledWith(expect.stringMatching(/./));
  },
};

/**
 * The search waits for more than 2 characters and for typing to stop; finds already in the seglet are not offered,
 * a find in another seglet says where it is now; adding with the keyboard.
 */
export const SearchAndAdd: Story = {
  render: (args) => {
    const [results, setResults] = useState<SegletContentRow[] | undefined>();
    return (
      <SegletContents
        {...args}
        results={results}
        onSearch={(term) => {
          args.onSearch(term);
          setResults(term === '' ? undefined : found);
        }}
      />
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await searchForGreet(canvasElement, {
      label: texts.searchLabel,
      hint: texts.searchHint,
      onSearch: args.onSearch,
    });
    const list = await canvas.findByRole('list', { name: texts.searchLabel });
    await expect(within(list).queryByText('Greeting guests')).toBeNull();
    await expect(within(list).getByText('(now in Front desk)')).toBeVisible();
    await addWithKeyboard(canvasElement, 'Add Greeting by phone');
    await expect(args.onAdd).toHaveBeenCalledWith(8);
  },
};

/** A search that finds nothing new says so. */
export const NothingFound: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expectNothingFound(canvasElement, texts.searchLabel, texts.searchEmpty);
  },
};

/** While a search is under way the field says it is busy. */
export const Searching: Story = {
  args: { isSearching: true },
  play: async ({ canvasElement }) => {
    await expectSearching(canvasElement, texts.searchLabel);
  },
};
