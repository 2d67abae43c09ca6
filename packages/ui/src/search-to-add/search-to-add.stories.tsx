import { adminMessages, formatMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type SearchFind, SearchToAdd, type SearchToAddProps } from './search-to-add';
import {
  addWithKeyboard,
  expectNothingFound,
  expectSearching,
  searchField,
  searchForGreet,
} from './search-to-add-story-play';

const texts = adminMessages.badges;
const points = (count: number) => formatMessage(adminMessages.lists.points, { points: count });
const finds: SearchFind[] = [
  { id: 7, name: 'Greeting at the door', detail: points(5) },
  { id: 9, name: 'Greeting on the phone', detail: points(10) },
];

const meta = {
  title: 'Admin/SearchToAdd',
  component: SearchToAdd,
  args: {
    label: texts.searchLabel,
    hint: texts.searchHint,
    emptyText: texts.searchEmpty,
    onSearch: fn(),
    addLabel: (name: string) => formatMessage(texts.add, { name }),
    addText: adminMessages.lists.add,
    isBusy: false,
    onAdd: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchToAdd>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The search as a widget holds it: each search finds `finds`, an added find leaves them, and the buttons wait
 * while the add is saving.
 */
function Searchable(props: SearchToAddProps) {
  const [term, setTerm] = useState('');
  const [added, setAdded] = useState<number[]>([]);
  const [isBusy, setBusy] = useState(false);
  const results = term === '' ? undefined : finds.filter((find) => !added.includes(find.id));
  return (
    <SearchToAdd
      {...props}
      results={results}
      isBusy={isBusy}
      onSearch={(next) => {
        props.onSearch(next);
        setTerm(next);
      }}
      onAdd={(id) => {
        props.onAdd(id);
        setBusy(true);
        setTimeout(() => {
          setAdded((current) => [...current, id]);
          setBusy(false);
        }, 50);
      }}
    />
  );
}

/** Before a search: the box with its hint, and neither finds nor a message. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The landmark: a <search> element, named by the box's label.
    await expect(canvasElement.querySelector('search')).toHaveAttribute('aria-label', texts.searchLabel);
    await expect(searchField(canvasElement, texts.searchLabel)).toHaveAccessibleDescription(texts.searchHint);
    await expect(canvas.queryByRole('list')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** While a search is under way the box is busy and the status says it is loading. */
export const Searching: Story = {
  args: { isSearching: true },
  play: async ({ canvasElement }) => {
    await expectSearching(canvasElement, texts.searchLabel);
  },
};

/**
 * Only a term of more than 2 characters is searched, once typing stops; the finds list each name with what is
 * said of it and its own Add button.
 */
export const Results: Story = {
  render: (args) => <Searchable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await searchForGreet(canvasElement, {
      label: texts.searchLabel,
      hint: texts.searchHint,
      onSearch: args.onSearch,
    });
    const list = await canvas.findByRole('list', { name: texts.searchLabel });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(finds.map((find) => `${find.name} (${find.detail})${adminMessages.lists.add}`));
    for (const find of finds)
      await expect(
        canvas.getByRole('button', { name: formatMessage(texts.add, { name: find.name }) }),
      ).toBeEnabled();
    // Back to 2 characters: the finds go, and the search is asked to stop.
    await userEvent.type(searchField(canvasElement, texts.searchLabel), '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith(''));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A search that finds nothing says so. */
export const NoResults: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expectNothingFound(canvasElement, texts.searchLabel, texts.searchEmpty);
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/**
 * Adding with the keyboard: the buttons wait while the add saves; the added find leaves the list and the focus
 * goes back to the search box.
 */
export const Adding: Story = {
  render: (args) => <Searchable {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first, second] = finds;
    if (!first || !second) throw new Error('No finds');
    await userEvent.type(searchField(canvasElement, texts.searchLabel), 'greet');
    await addWithKeyboard(canvasElement, formatMessage(texts.add, { name: first.name }));
    await expect(args.onAdd).toHaveBeenCalledWith(first.id);
    await expect(
      canvas.getByRole('button', { name: formatMessage(texts.add, { name: second.name }) }),
    ).toBeDisabled();
    await waitFor(() =>
      expect(
        canvas.queryByRole('button', { name: formatMessage(texts.add, { name: first.name }) }),
      ).toBeNull(),
    );
    await waitFor(() => expect(searchField(canvasElement, texts.searchLabel)).toHaveFocus());
    await expect(
      canvas.getByRole('button', { name: formatMessage(texts.add, { name: second.name }) }),
    ).toBeEnabled();
  },
};
