import { type AdminMedal, adminMessages, medalErrorMessage } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryWizardFrame } from '../authoring-forms/authoring-forms-story-frame';
import { type MedalEdit, MedalEditor } from './medal-editor';

const medal = (level: 1 | 2 | 3, overrides: Partial<AdminMedal> = {}): AdminMedal => ({
  medal_id: level,
  level,
  points: 0,
  status: 1,
  badge_count: 0,
  error: null,
  ...overrides,
});

const draftMedals = [medal(1), medal(2), medal(3)];

const meta = {
  title: 'Authoring/MedalEditor',
  component: MedalEditor,
  args: {
    id: 'medal-editor',
    medals: draftMedals,
    maxPoints: 150,
    onSubmit: fn(async (_medals: MedalEdit[]) => {}),
    onDirtyChange: fn(),
  },
  decorators: [
    (Story, { args }) => (
      <StoryWizardFrame formId={args.id}>
        <Story />
      </StoryWizardFrame>
    ),
  ],
} satisfies Meta<typeof MedalEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

const row = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('group', { name }));

/** A new segment's drafts: publish bronze 5, silver 10 and gold 20 (the journey), by keyboard too. */
export const DraftMedals: Story = {
  play: async ({ args, canvasElement }) => {
    const bronze = row(canvasElement, 'Bronze');
    const silver = row(canvasElement, 'Silver');
    const gold = row(canvasElement, 'Gold');
    await expect(bronze.getByLabelText('Points')).toHaveValue('0');
    await expect(bronze.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    await expect(bronze.getByText('0 badges')).toBeVisible();
    for (const [medalRow, points] of [
      [bronze, '5'],
      [silver, '10'],
      [gold, '20'],
    ] as const) {
      await userEvent.clear(medalRow.getByLabelText('Points'));
      await userEvent.type(medalRow.getByLabelText('Points'), points);
      await userEvent.tab();
      await expect(medalRow.getByRole('switch', { name: 'Published' })).toHaveFocus();
      await userEvent.keyboard(' ');
      await expect(medalRow.getByRole('switch', { name: 'Published' })).toBeChecked();
    }
    await waitFor(() => expect(args.onDirtyChange).toHaveBeenLastCalledWith(true));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        { level: 1, points: '5', status: 2 },
        { level: 2, points: '10', status: 2 },
        { level: 3, points: '20', status: 2 },
      ]),
    );
  },
};

/** 'ten' is error 4: shown at once under the field, focused, nothing sent. */
export const TypedTenBlocked: Story = {
  play: async ({ args, canvasElement }) => {
    const silver = row(canvasElement, 'Silver');
    const points = silver.getByLabelText('Points');
    await userEvent.clear(points);
    await userEvent.type(points, 'ten{Enter}');
    const message = medalErrorMessage(4, 150);
    await expect(await silver.findByText(message)).toBeVisible();
    await expect(points).toHaveAccessibleDescription(message);
    await expect(points).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(points);
    await userEvent.type(points, '10{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith([
        { level: 1, points: '0', status: 1 },
        { level: 2, points: '10', status: 1 },
        { level: 3, points: '0', status: 1 },
      ]),
    );
  },
};

/** The server refused gold (error 3, out of order): its message and the reverted note, linked to the field. */
export const Error3Shown: Story = {
  args: {
    medals: [
      medal(1, { points: 5, status: 2 }),
      medal(2, { points: 20, status: 2 }),
      medal(3, { points: 10, status: 1, error: 3 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const gold = row(canvasElement, 'Gold');
    const points = gold.getByLabelText('Points');
    await expect(gold.getByText(adminMessages.medalErrors[3])).toBeVisible();
    await expect(gold.getByText(adminMessages.medals.reverted)).toBeVisible();
    await expect(points).toHaveAccessibleDescription(
      `${adminMessages.medalErrors[3]} ${adminMessages.medals.reverted}`,
    );
    await expect(gold.getByRole('switch', { name: 'Published' })).not.toBeChecked();
    await expect(row(canvasElement, 'Silver').queryByText(adminMessages.medals.reverted)).toBeNull();
    // Editing the row retires the server's verdict.
    await userEvent.clear(points);
    await userEvent.type(points, '30');
    await waitFor(() => expect(gold.queryByText(adminMessages.medalErrors[3])).toBeNull());
  },
};

/** Error 1 names the segment's possible points. */
export const Error1Shown: Story = {
  args: {
    maxPoints: 100,
    medals: [
      medal(1, { points: 5, status: 2, badge_count: 3 }),
      medal(2),
      medal(3, { points: 500, error: 1 }),
    ],
  },
  play: async ({ canvasElement }) => {
    const gold = row(canvasElement, 'Gold');
    await expect(gold.getByText(medalErrorMessage(1, 100))).toBeVisible();
    await expect(gold.getByText(/100 possible points/)).toBeVisible();
    await expect(row(canvasElement, 'Bronze').getByText('3 badges')).toBeVisible();
    await expect(row(canvasElement, 'Bronze').getByRole('switch', { name: 'Published' })).toBeChecked();
  },
};
