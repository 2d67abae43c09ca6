import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clearSession } from '../../api/session-cookies';
import { DemoScreen } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Login',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/login' },
  beforeEach: () => clearSession(),
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Sign in to Segno' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of use' })).toBeVisible();
  },
};

export const PrefilledUsername: Story = {
  args: { path: '/login?username=learner' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByLabelText('Enterprise ID')).toHaveValue('learner');
  },
};

export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Enterprise ID'), 'learner');
    await userEvent.type(canvas.getByLabelText('Password'), 'not-it');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.login.invalidCredentials);
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-it');
    // The password has the focus back, to be typed again.
    await waitFor(() => expect(canvas.getByLabelText('Password')).toHaveFocus());
  },
};

/** A new attempt after a refusal clears its message, and the right password signs in. */
export const TriesAgainAfterARefusal: Story = {
  args: { path: '/login?username=learner&redirecturl=%2Fdashboard%2Fhome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = await canvas.findByLabelText('Password');
    await userEvent.type(password, 'not-it');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.login.invalidCredentials);
    await userEvent.clear(password);
    await userEvent.type(password, 'demo{Enter}');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
  },
};

export const SignsInToTheDashboard: Story = {
  args: { path: '/login?redirecturl=%2Fdashboard%2Fhome' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Enterprise ID'), 'learner');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
  },
};
