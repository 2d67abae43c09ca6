import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ExternalLinkViewer } from './external-link-viewer';

const meta = {
  title: 'Widgets/ContentViewer/ExternalLinkViewer',
  component: ExternalLinkViewer,
  args: {
    name: 'OSHA forklift guidance',
    url: 'https://www.osha.gov/powered-industrial-trucks',
    onOpen: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExternalLinkViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open calls the app (iframe popup or new tab) and then says 'Opened'. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('www.osha.gov')).toBeVisible();
    await expect(canvas.queryByText('Opened')).toBeNull();
    const open = canvas.getByRole('button', { name: 'Open' });
    await expect(open).toHaveAccessibleDescription('OSHA forklift guidance');
    await userEvent.click(open);
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Opened');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Opened');
  },
};

/** Already opened (the learner came back); Open stays available. */
export const AlreadyOpened: Story = {
  args: { defaultOpened: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Opened');
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
  },
};
