import { adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type ContentBadgeRow, ContentBadges } from './content-badges';

const texts = adminMessages.relationships;

const badges: ContentBadgeRow[] = [
  { badge_id: 1, name: 'Friendly face', medal_type_id: null, status: 2 },
  { badge_id: 2, name: 'Returns pro', medal_type_id: 2, status: 1 },
];
const found: ContentBadgeRow[] = [
  { badge_id: 9, name: 'Front door hero', medal_type_id: 1, status: 2 },
  { badge_id: 1, name: 'Friendly face', medal_type_id: null, status: 2 },
];

const meta = {
  title: 'Admin/ContentBadges',
  component: ContentBadges,
  args: {
    badges,
    hasSegment: true,
    onSearch: fn(),
    onAdd: fn(async () => {}),
    onRemove: fn(async () => {}),
  },
} satisfies Meta<typeof ContentBadges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The badges the content earns, with their medal and a draft marked; Remove names the badge. */
export const WithBadges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: texts.badgesTitle })).toBeVisible();
    await expect(canvas.getByText('Silver, Draft')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove badge Returns pro' }));
    await expect(args.onRemove).toHaveBeenCalledWith(2);
  },
};

export const Empty: Story = {
  args: { badges: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(texts.badgesEmpty)).toBeVisible();
  },
};

/** The badge search starts above 2 characters and leaves out the badges already earned; keyboard adding. */
export const SearchAndAdd: Story = {
  render: (args) => {
    const [results, setResults] = useState<ContentBadgeRow[] | undefined>();
    return (
      <ContentBadges
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
    const search = canvas.getByLabelText(texts.badgeSearchLabel, { selector: 'input' });
    await userEvent.type(search, 'fr');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith(''));
    await expect(args.onSearch).not.toHaveBeenCalledWith('fr');
    await userEvent.type(search, 'o');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith('fro'));
    const add = await canvas.findByRole('button', { name: 'Add badge Front door hero' });
    await expect(canvas.queryByRole('button', { name: 'Add badge Friendly face' })).toBeNull();
    add.focus();
    await userEvent.keyboard(' ');
    await expect(args.onAdd).toHaveBeenCalledWith(9);
  },
};

/** A search that finds nothing new says so. */
export const NothingFound: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(texts.badgeSearchLabel, { selector: 'input' }), 'zzz');
    await expect(await canvas.findByText(texts.badgeSearchEmpty)).toBeVisible();
  },
};

/** A content in no segment can earn none: the search is replaced by why. */
export const NoSegment: Story = {
  args: { badges: [], hasSegment: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.badgesNoSegment)).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** The server's refusal is announced. */
export const Refused: Story = {
  args: { errorMessage: texts.badgeNotInSegment },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(texts.badgeNotInSegment);
  },
};
