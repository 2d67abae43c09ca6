import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { colorPairTokens } from './token-names';
import { TokenSwatches } from './token-swatches';

/**
 * Every colour pair rendered as text on its colour: the accessibility check of each story fails if any
 * pair falls below WCAG AA contrast, in the light and in the dark theme.
 */
const meta = {
  title: 'Foundations/Tokens',
  component: TokenSwatches,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TokenSwatches>;
export default meta;
type Story = StoryObj<typeof meta>;

const showsEveryPair: Story['play'] = async ({ canvasElement }) => {
  const shown = [...canvasElement.querySelectorAll('[data-token]')].map((node) =>
    node.getAttribute('data-token'),
  );
  await expect(shown).toEqual(expect.arrayContaining([...colorPairTokens]));
  await expect(within(canvasElement).getByRole('heading', { name: 'Colour pairs' })).toBeVisible();
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement.dataset.theme).toBe('light');
    await showsEveryPair(context);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await expect(context.canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await showsEveryPair(context);
  },
};
