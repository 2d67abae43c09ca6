import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagPicker, type TagPickerProps, type TagPickerTag } from './tag-picker';

const catalogue: TagPickerTag[] = [
  'Safety',
  'Food safety',
  'Fire safety',
  'Leadership',
  'Customer service',
  'Compliance',
].map((name, index) => ({ tag_id: index + 1, name }));

/** A pretend GET /tag: names holding the term, ignoring case, after a short delay. */
function searchIn(all: readonly TagPickerTag[]) {
  return (term: string, signal: AbortSignal) =>
    new Promise<TagPickerTag[]>((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(all.filter((tag) => tag.name.toLowerCase().includes(term.toLowerCase()))),
        20,
      );
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      });
    });
}

/** The picker over an in-memory item, as the app's reload after each change would show it. */
function Stateful(props: TagPickerProps & { catalogue?: TagPickerTag[] }) {
  const [tags, setTags] = useState(props.tags);
  const [all, setAll] = useState(props.catalogue ?? catalogue);
  return (
    <TagPicker
      {...props}
      tags={tags}
      searchTags={searchIn(all)}
      onAdd={async (tag) => {
        await props.onAdd(tag);
        setTags((current) => [...current, tag]);
      }}
      onCreate={async (name) => {
        await props.onCreate(name);
        const created = { tag_id: all.length + 100, name };
        setAll((current) => [...current, created]);
        setTags((current) => [...current, created]);
      }}
      onRemove={async (tag) => {
        await props.onRemove(tag);
        setTags((current) => current.filter((item) => item.tag_id !== tag.tag_id));
      }}
    />
  );
}

const meta = {
  title: 'Admin/TagPicker',
  component: TagPicker,
  args: {
    tags: [catalogue[0] as TagPickerTag, catalogue[3] as TagPickerTag],
    searchTags: searchIn(catalogue),
    onAdd: fn(async () => {}),
    onCreate: fn(async () => {}),
    onRemove: fn(async () => {}),
    title: 'Tags',
    debounceMs: 30,
  },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div className="min-h-[28rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TagPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

const searchBox = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('combobox', { name: 'Add a tag' });

export const WithTags: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Tags' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Tags' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Safety', 'Leadership']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Leadership' }));
    await expect(args.onRemove).toHaveBeenCalledWith({ tag_id: 4, name: 'Leadership' });
    await waitFor(() => expect(canvas.queryByText('Leadership')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('Tag Leadership removed.');
  },
};

/** In a wizard step, whose heading already names it: no heading of its own. */
export const WithoutTitle: Story = {
  args: { title: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByRole('list', { name: 'Tags' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No tags yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Two characters ask for nothing; the third searches, and tags already on the item are not offered. */
export const AddWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = searchBox(canvasElement);
    await userEvent.type(input, 'sa');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.type(input, 'f');
    const listbox = await canvas.findByRole('listbox', { name: 'Add a tag' });
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Food safety', 'Fire safety', 'Create tag “saf”']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith({ tag_id: 3, name: 'Fire safety' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove Fire safety' })).toBeVisible());
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Tag Fire safety added.');
  },
};

export const CreateATag: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = searchBox(canvasElement);
    await userEvent.type(input, '  allergens');
    const create = await canvas.findByRole('option', { name: 'Create tag “allergens”' });
    await expect(canvas.getAllByRole('option')).toHaveLength(1);
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith('allergens');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove allergens' })).toBeVisible());
  },
};

/** A name some tag has already, in any case, is offered as that tag, never created twice. */
export const NoCreateForAKnownName: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'FOOD SAFETY');
    const listbox = await canvas.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Food safety']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith({ tag_id: 2, name: 'Food safety' });
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** The term of a tag already on the item: nothing else matches, and it is not offered again. */
export const AlreadyOnTheItem: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'leadership');
    await expect(await canvas.findByText('No other tag matches.')).toBeVisible();
    await expect(canvas.queryByRole('option')).toBeNull();
  },
};

const stores = Array.from({ length: 14 }, (_, index) => ({ tag_id: index + 1, name: `Store ${index + 1}` }));

/** At most 10 suggestions, then the offer to create the typed name. */
export const TenSuggestions: Story = {
  args: { tags: [] },
  render: (args) => <Stateful {...args} catalogue={stores} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'store');
    const listbox = await canvas.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(11);
    await expect(options[9]).toHaveTextContent('Store 10');
    await expect(options[10]).toHaveTextContent('Create tag “store”');
  },
};

export const RemoveWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Safety' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith({ tag_id: 1, name: 'Safety' });
    await waitFor(() => expect(canvas.queryByText('Safety')).toBeNull());
    await expect(searchBox(canvasElement)).toHaveFocus();
  },
};

export const SaveFails: Story = {
  args: { onAdd: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(searchBox(canvasElement), 'compl');
    await userEvent.click(await canvas.findByRole('option', { name: 'Compliance' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The tag could not be saved. Try again.',
    );
    await expect(canvas.queryByRole('button', { name: 'Remove Compliance' })).toBeNull();
  },
};

export const SearchFails: Story = {
  args: { searchTags: fn(async () => Promise.reject(new Error('500'))) },
  render: (args) => <TagPicker {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.type(searchBox(canvasElement), 'safety');
    await expect(await within(canvasElement).findByText('Tags could not be loaded.')).toBeVisible();
  },
};
