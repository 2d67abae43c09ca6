import { messages, prerequisiteRuleText } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LockedContentDialog, type LockedContentPrerequisite } from './locked-content-dialog';

const items: LockedContentPrerequisite[] = [
  { content_id: 11, name: 'Forklift basics', is_complete: true },
  { content_id: 12, name: 'Loading dock safety', is_complete: false },
  { content_id: 13, name: 'Pallet jack checklist', is_complete: false },
];

const meta = {
  title: 'Widgets/LockedContentDialog',
  component: LockedContentDialog,
  args: {
    ruleText: prerequisiteRuleText(null, items.length),
    items,
    getItemHref: (item) => `#/content/${item.content_id}`,
    onBack: fn(),
  },
} satisfies Meta<typeof LockedContentDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All of them: each prerequisite links to itself and says done or not done in words, not colour. */
export const AllOf: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: messages.completion.lockedTitle,
      }),
    );
    await expect(dialog.getByText(messages.completion.lockedAllOf)).toBeVisible();
    const rows = dialog.getAllByRole('listitem');
    await expect(rows.map((row) => row.textContent)).toEqual([
      'Forklift basics(done)',
      'Loading dock safety(not done)',
      'Pallet jack checklist(not done)',
    ]);
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'complete',
      'incomplete',
      'incomplete',
    ]);
    // The marks differ in shape: a filled tick for done, an empty ring for not done.
    await expect(rows[0]?.querySelector('[data-slot="prerequisite-mark"] path')).not.toBeNull();
    await expect(rows[1]?.querySelector('[data-slot="prerequisite-mark"] path')).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Loading dock safety' })).toHaveAttribute(
      'href',
      '#/content/12',
    );
  },
};

/** N of them, without links. Go back has focus and returns to the previous view. */
export const NOfWithoutLinks: Story = {
  args: { ruleText: prerequisiteRuleText(2, items.length), getItemHref: undefined },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: messages.completion.lockedTitle });
    await expect(dialog).toHaveAccessibleDescription('Complete 2 of these first:');
    await expect(within(dialog).queryByRole('link')).toBeNull();
    const back = within(dialog).getByRole('button', { name: 'Go back' });
    await waitFor(() => expect(back).toHaveFocus());
    await userEvent.click(back);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** Keyboard: focus starts on Go back, Tab cycles through the links and back, Escape goes back too. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: messages.completion.lockedTitle }));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Go back' })).toHaveFocus());
    await userEvent.tab();
    await expect(dialog.getByRole('link', { name: 'Forklift basics' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('link', { name: 'Loading dock safety' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Go back' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const EnterOnGoBack: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Go back' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};
