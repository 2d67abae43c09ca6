import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ThemeMatrix } from './theme-matrix';

/**
 * The widgets' real colour combinations (text on tones, muted text on surfaces, invalid fields, disabled
 * buttons) in each theme: the accessibility check of each story fails on any contrast violation. The
 * "matrix" story is also the one to snapshot for visual review.
 */
const meta = {
  title: 'Foundations/Theme matrix',
  component: ThemeMatrix,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ThemeMatrix>;
export default meta;
type Story = StoryObj<typeof meta>;

const rendersTheWidgets: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(canvas.getByRole('tablist', { name: 'Learning' })).toBeVisible();
  await expect(canvas.getByLabelText('Short name')).toHaveAttribute('aria-invalid', 'true');
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: rendersTheWidgets,
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await rendersTheWidgets(context);
  },
};
