import { type AdminContentParent, adminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { addWithKeyboard, searchForGreet } from '../search-to-add/search-to-add-story-play';
import { ContentRelationships, type PrerequisiteCandidate } from './content-relationships';

const texts = adminMessages.relationships;

const prerequisites: PrerequisiteCandidate[] = [
  { content_id: 11, name: 'Greeting guests', status: 2 },
  { content_id: 12, name: 'Handling returns', status: 1 },
];
const found: PrerequisiteCandidate[] = [
  { content_id: 7, name: 'Greeting at the door', status: 2 },
  { content_id: 11, name: 'Greeting guests', status: 2 },
  { content_id: 5, name: 'Greeting the store manager', status: 2 },
];
const parents: AdminContentParent[] = [
  { kind: 'segment', id: 1, name: 'Service basics', seglet_id: 3, seglet_name: 'First day', status: 2 },
  { kind: 'plan', id: 4, name: 'New hire plan', seglet_id: null, seglet_name: null, status: 1 },
];

const meta = {
  title: 'Admin/ContentRelationships',
  component: ContentRelationships,
  args: {
    contentId: 5,
    prerequisites,
    parents,
    external: [{ external_content_id: 1, url: 'https://example.com/greeting-guide' }],
    onSearch: fn(),
    onAddPrerequisite: fn(async () => {}),
    onRemovePrerequisite: fn(async () => {}),
    onAddExternal: fn(async () => {}),
    onRemoveExternal: fn(async () => {}),
  },
} satisfies Meta<typeof ContentRelationships>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The prerequisites, a draft marked as such; Remove names the prerequisite it takes out. */
export const WithPrerequisites: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: texts.prerequisitesTitle });
    await expect(within(list).getByText('Handling returns')).toBeVisible();
    await expect(within(list).getByText(adminMessages.status.draft)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove prerequisite Handling returns' }));
    await expect(args.onRemovePrerequisite).toHaveBeenCalledWith(12);
  },
};

/** Nothing linked yet: each part says so. */
export const Empty: Story = {
  args: { prerequisites: [], parents: [], external: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(texts.prerequisitesEmpty)).toBeVisible();
    await expect(canvas.getByText(texts.parentsEmpty)).toBeVisible();
    await expect(canvas.getByText(texts.externalEmpty)).toBeVisible();
  },
};

/**
 * The search waits for 3 characters and for typing to stop; the content itself and its prerequisites are
 * not offered; adding with the keyboard.
 */
export const SearchAndAdd: Story = {
  render: (args) => {
    const [results, setResults] = useState<PrerequisiteCandidate[] | undefined>();
    return (
      <ContentRelationships
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
    await addWithKeyboard(canvasElement, 'Add Greeting at the door as a prerequisite');
    await expect(canvas.queryByRole('button', { name: 'Add Greeting guests as a prerequisite' })).toBeNull();
    await expect(
      canvas.queryByRole('button', { name: 'Add Greeting the store manager as a prerequisite' }),
    ).toBeNull();
    await expect(args.onAddPrerequisite).toHaveBeenCalledWith(7);
  },
};

/** A refused prerequisite (a loop) is announced. */
export const Refused: Story = {
  args: { prerequisiteError: texts.prerequisiteCycle },
  play: async ({ canvasElement }) => {
    const alerts = within(canvasElement).getAllByRole('alert');
    await expect(alerts.some((alert) => alert.textContent === texts.prerequisiteCycle)).toBe(true);
  },
};

/** Where the content appears: its segment with the seglet, and its plans, read-only. */
export const Parents: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: texts.parentsTitle });
    await expect(within(list).getByText('Segment Service basics, seglet First day')).toBeVisible();
    await expect(within(list).getByText(/Plan New hire plan/)).toHaveTextContent('(Draft)');
  },
};

/** A prerequisite's own parents open in the learner's preview popover, from the keyboard too. */
export const WhereItAppears: Story = {
  args: {
    loadParentsOf: fn(async () => [{ name: 'Service basics', segment_id: 1, seglet_id: 3 }]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: `${texts.parentsTitle}: Greeting guests` });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('Service basics', {}, { timeout: 2000 })).toBeVisible();
    await expect(args.loadParentsOf).toHaveBeenCalledWith(11);
    await userEvent.keyboard('{Escape}');
  },
};

/** An external link must be https; a good one is added with Enter and the field empties. */
export const AddExternal: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText(texts.externalUrlLabel);
    await userEvent.type(field, 'http://example.com/old{Enter}');
    await expect(
      await canvas.findByText(`${texts.externalUrlLabel} ${adminMessages.validation.invalidUrl}`),
    ).toBeVisible();
    await expect(args.onAddExternal).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'https://example.com/new{Enter}');
    await expect(args.onAddExternal).toHaveBeenCalledWith('https://example.com/new');
    await waitFor(() => expect(field).toHaveValue(''));
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove link https://example.com/greeting-guide' }),
    );
    await expect(args.onRemoveExternal).toHaveBeenCalledWith(1);
  },
};
