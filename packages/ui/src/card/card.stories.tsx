import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './card';

const onStart = fn();

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { as: 'article', 'aria-labelledby': 'card-title', className: 'max-w-sm' },
  render: (args) => (
    <Card {...args}>
      <CardHeader>
        <CardTitle id="card-title">Forklift basics</CardTitle>
        <p className="text-sm text-muted-foreground">Video · 12 minutes · 50 points</p>
      </CardHeader>
      <CardContent>Right-of-way, load limits and the daily equipment check.</CardContent>
      <CardFooter>
        <Button size="sm" onClick={onStart}>
          Start
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Forklift basics' });
    await expect(within(card).getByRole('heading', { level: 3, name: 'Forklift basics' })).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    await expect(onStart).toHaveBeenCalled();
  },
};

export const Section: Story = {
  args: { as: 'section' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Forklift basics' })).toHaveAttribute(
      'data-slot',
      'card',
    );
  },
};

export const PlainDiv: Story = {
  args: { as: 'div', 'aria-labelledby': undefined },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-slot="card"]');
    await expect(card?.tagName).toBe('DIV');
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};
