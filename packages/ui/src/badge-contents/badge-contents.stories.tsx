import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  addWithKeyboard,
  expectNothingFound,
  expectSearching,
  searchForGreet,
} from '../search-to-add/search-to-add-story-play';
import { type BadgeContentRow, BadgeContents } from './badge-contents';

const contents: BadgeContentRow[] = [
  { content_id: 1, name: 'Greeting guests', points: 10 },
  { content_id: 2, name: 'Handling returns', points: 20 },
];
const found: BadgeContentRow[] = [{ content_id: 7, name: 'Greeting at the door', points: 5 }];

const meta = {
  title: 'Admin/BadgeContents',
  component: BadgeContents,
  args: {
    contents,
    onSearch: fn(),
    onAdd: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
} satisfies Meta<typeof BadgeContents>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badge's contents; Remove names the content it takes out. */
export const WithContents: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: adminMessages.badges.contentsTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Handling returns from this badge' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { contents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(adminMessages.badges.contentsEmpty)).toBeVisible();
  },
};

/** The search waits for more than 2 characters and for typing to stop; adding with the keyboard. */
export const SearchAndAdd: Story = {
  render: (args) => {
    const [results, setResults] = useState<BadgeContentRow[] | undefined>();
    return (
      <BadgeContents
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
    await searchForGreet(canvasElement, {
      label: adminMessages.badges.searchLabel,
      hint: adminMessages.badges.searchHint,
      onSearch: args.onSearch,
    });
    await addWithKeyboard(canvasElement, 'Add Greeting at the door');
    await expect(args.onAdd).toHaveBeenCalledWith(7);
  },
};

/** A search that finds nothing says so. */
export const NothingFound: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expectNothingFound(
      canvasElement,
      adminMessages.badges.searchLabel,
      adminMessages.badges.searchEmpty,
    );
  },
};

/** While a search is under way the field says it is busy. */
export const Searching: Story = {
  args: { isSearching: true },
  play: async ({ canvasElement }) => {
    await expectSearching(canvasElement, adminMessages.badges.searchLabel);
  },
};
