import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Alert } from './alert';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { children: messages.banners.feedbackSent },
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(messages.banners.feedbackSent);
  },
};

export const Danger: Story = {
  args: { tone: 'danger', children: messages.login.accessDenied },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveAttribute('data-tone', 'danger');
    await expect(alert).toHaveTextContent(messages.login.accessDenied);
  },
};

export const Tones: Story = {
  render: () => (
    <div className="grid gap-2">
      <Alert tone="info">Info</Alert>
      <Alert tone="success">Success</Alert>
      <Alert tone="warning">Warning</Alert>
      <Alert tone="danger">Danger</Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tones = [...canvasElement.querySelectorAll('[data-slot="alert"]')].map((node) =>
      node.getAttribute('data-tone'),
    );
    await expect(tones).toEqual(['info', 'success', 'warning', 'danger']);
  },
};
