import { messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LoginForm, type LoginFormProps } from './login-form';

const meta = {
  title: 'Widgets/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(),
    footer: (
      <>
        <a href="#/terms-of-use">Terms of use</a>
        <a href="#/privacy-policy">Privacy policy</a>
      </>
    ),
  },
} satisfies Meta<typeof LoginForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enterprise ID'), 'learner');
    await userEvent.type(canvas.getByLabelText('Password'), 'demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'learner', password: 'demo' });
  },
};

/** A submit flags every empty field, sends nothing and focuses the first field flagged. */
export const EmptyFieldsFlagged: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(await canvas.findByText('Enterprise ID is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText('Enterprise ID')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Enterprise ID')).toHaveAccessibleDescription(
      'Enterprise ID is required',
    );
    await expect(canvas.getByLabelText('Enterprise ID')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(canvas.getByLabelText('Enterprise ID'), 'learner');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.queryByText('Enterprise ID is required')).toBeNull();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Nothing is flagged while the learner first types; after a failed submit each field's message follows its
 * value as it changes, field by field.
 */
export const ErrorsFollowTypingAfterSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const username = canvas.getByLabelText('Enterprise ID');
    const password = canvas.getByLabelText('Password');
    await userEvent.type(username, 'x');
    await userEvent.clear(username);
    await expect(canvas.queryByText('Enterprise ID is required')).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(canvas.getByText('Enterprise ID is required')).toBeVisible();
    await userEvent.type(username, 'l');
    await expect(canvas.queryByText('Enterprise ID is required')).toBeNull();
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('Password is required')).toBeVisible();
    await userEvent.clear(username);
    await expect(canvas.getByText('Enterprise ID is required')).toBeVisible();
    await userEvent.type(username, '   ');
    await expect(canvas.getByText('Enterprise ID is required')).toBeVisible();
    await userEvent.type(password, 'd');
    await expect(canvas.queryByText('Password is required')).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The enterprise ID is sent without the spaces around it; the password as typed. */
export const SendsTrimmedEnterpriseId: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Enterprise ID'), '  learner ');
    await userEvent.type(canvas.getByLabelText('Password'), ' demo ');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'learner', password: ' demo ' });
    await expect(canvas.queryByText(/is required$/)).toBeNull();
  },
};

export const KeyboardOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('Enterprise ID')).toHaveFocus();
    await userEvent.keyboard('learner');
    await userEvent.tab();
    await expect(canvas.getByLabelText('Password')).toHaveFocus();
    await userEvent.keyboard('demo{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ username: 'learner', password: 'demo' });
  },
};

export const ServerRefused: Story = {
  args: { errorMessage: messages.login.accessDenied, defaultUsername: 'learner' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(messages.login.accessDenied);
    await expect(canvas.getByLabelText('Enterprise ID')).toHaveValue('learner');
  },
};

/** A form whose every attempt is refused a moment after it is sent, as a server would. */
function RefusingForm(props: LoginFormProps) {
  const [attempt, setAttempt] = useState<{ isSubmitting: boolean; errorMessage?: string }>({
    isSubmitting: false,
  });
  return (
    <LoginForm
      {...props}
      {...attempt}
      onSubmit={(values) => {
        props.onSubmit(values);
        setAttempt({ isSubmitting: true });
        setTimeout(
          () => setAttempt({ isSubmitting: false, errorMessage: messages.login.invalidCredentials }),
          50,
        );
      }}
    />
  );
}

/**
 * Each refused attempt gives the focus back to the password, its text selected, so it can be typed again at
 * once; the second refusal, with the same message, does too.
 */
export const RefusedAttemptFocusesThePassword: Story = {
  args: { defaultUsername: 'learner' },
  render: (args) => <RefusingForm {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('Password') as HTMLInputElement;
    await userEvent.type(password, 'not-it{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.login.invalidCredentials);
    await waitFor(() => expect(password).toHaveFocus());
    await expect([password.selectionStart, password.selectionEnd]).toEqual([0, 'not-it'.length]);

    await userEvent.keyboard('still-not{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith({ username: 'learner', password: 'still-not' });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    await waitFor(() => expect(password).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

export const Submitting: Story = {
  args: { isSubmitting: true, defaultUsername: 'learner' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('form', { name: 'Sign in to Segno' })).toBeVisible();
  },
};
