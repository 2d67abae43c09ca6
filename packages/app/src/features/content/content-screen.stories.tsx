import { completionPointsMessage, iltMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoCompletionError, withDemoCompletions } from '../../testing/demo-content-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, signedInAs } from '../../testing/demo-screen';

/** Segment 1's demo contents (packages/server/src/demo/demo-learning.ts). */
const documentPath = '/dashboard/segments/1/seglets/1/content/23/home';
const documentName = 'Store Safety Basics';

const meta = {
  title: 'Screens/Content',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: documentPath },
} satisfies Meta<typeof DemoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Scrolls the document to its end (the document is read). */
async function readDocument(canvasElement: HTMLElement) {
  const region = await within(canvasElement).findByRole('region', { name: documentName });
  region.scrollTop = region.scrollHeight;
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'finished'));
}

/** A document in a seglet: title, facts, description, the text, and Submit. */
export const DocumentReady: Story = {
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: documentName })).toBeVisible();
    await expect(canvas.getByText('25 points')).toBeVisible();
    await expect(canvas.getByText('Keep the shop floor safe for customers and colleagues.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: documentName })).toHaveTextContent('A safe store');
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

/** Read to the end: Submit is enabled; the preview popover lists where the content appears. */
export const Finished: Story = {
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readDocument(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await expect(canvasElement.querySelector('[data-slot="content-screen"]')).toHaveAttribute(
      'data-state',
      'taking.finished',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Appears in' }));
    const preview = await bodyOf(canvasElement).findByRole('dialog', { name: 'Appears in' });
    await expect(
      await within(preview).findByRole('link', { name: /Customer Service Essentials/ }),
    ).toHaveAttribute('href', '#/dashboard/segments/1/home');
  },
};

/** Submitted: the reward popup with the points; closing it (keyboard) returns to the segment's home. */
export const CompletedPopup: Story = {
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await readDocument(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const reward = await bodyOf(canvasElement).findByRole('dialog', { name: completionPointsMessage(25) });
    await expect(within(reward).getByRole('radiogroup', { name: 'Rate this content' })).toBeVisible();
    await waitFor(() => expect(within(reward).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Customer Service Essentials' }),
    ).toBeVisible();
  },
};

/** A video the learner completed before: Submit waits for the end, then the retake message. */
export const Retake: Story = {
  args: { path: '/dashboard/segments/1/seglets/1/content/1/home' },
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome Every Customer' }),
    ).toBeVisible();
    const submit = canvas.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    canvasElement.querySelector('video')?.dispatchEvent(new Event('ended'));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await expect(
      await bodyOf(canvasElement).findByRole('dialog', { name: messages.completion.retake }),
    ).toBeVisible();
  },
};

/** Prerequisites not done ('all of'): the locked modal lists them; Go back leaves for the parent view. */
export const Locked: Story = {
  args: { path: '/dashboard/segments/1/content/26' },
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const locked = await body.findByRole('dialog', { name: messages.completion.lockedTitle });
    await expect(locked).toHaveTextContent(messages.completion.lockedAllOf);
    await expect(within(locked).getByRole('link', { name: 'The First Ten Seconds' })).toHaveAttribute(
      'href',
      '#/dashboard/segments/1/content/2',
    );
    await expect(within(locked).getByText('Handling Complaints').closest('li')).toHaveAttribute(
      'data-state',
      'complete',
    );
    await expect(within(canvasElement).queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(within(locked).getByRole('button', { name: 'Go back' }));
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Customer Service Essentials' }),
    ).toBeVisible();
  },
};

/** The generic user id: the restricted modal, then the message where Submit would be. */
export const RestrictedGeneric: Story = {
  beforeEach: [signedInAs('generic'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const restricted = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Content restricted' });
    await expect(restricted).toHaveTextContent(messages.restrictions.genericUser);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(restricted).not.toBeInTheDocument());
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.restrictions.genericUser);
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

/** Off the clock on assigned (required) content: the off-the-clock message instead of Submit. */
export const RestrictedOffTheClock: Story = {
  beforeEach: [signedInAs('offclock'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const restricted = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Content restricted' });
    await expect(restricted).toHaveTextContent(messages.restrictions.offTheClockContent);
    await userEvent.click(within(restricted).getByRole('button', { name: 'Cancel' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      messages.restrictions.offTheClockContent,
    );
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};

/** A wrong code: the error popup with the server's message; the code is cleared. */
export const WrongCode: Story = {
  args: { path: '/dashboard/segments/1/seglets/2/content/25/home' },
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'SegnoCode' });
    await userEvent.type(field, 'wrong1{Enter}');
    const error = await bodyOf(canvasElement).findByRole('dialog', { name: messages.errors.completionTitle });
    await expect(error).toHaveTextContent(messages.segnocode.wrongForContent);
    await userEvent.click(within(error).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(error).not.toBeInTheDocument());
    await expect(field).toHaveValue('');
  },
};

/** Any server refusal with error 1 shows its message under the error title; Try again submits again. */
export const ServerError: Story = {
  beforeEach: [signedInAs('learner'), withDemoCompletions(), withDemoCompletionError('The content changed.')],
  play: async ({ canvasElement }) => {
    await readDocument(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
    const error = await bodyOf(canvasElement).findByRole('dialog', { name: messages.errors.completionTitle });
    await expect(error).toHaveTextContent('The content changed.');
    await userEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    await expect(
      await bodyOf(canvasElement).findByRole('dialog', { name: messages.errors.completionTitle }),
    ).toHaveTextContent('The content changed.');
  },
};

/** A checklist: the learner's copy opens from the content; every item checked (each saved) enables Submit. */
export const Checklist: Story = {
  args: { path: '/dashboard/segments/1/content/7' },
  beforeEach: [signedInAs('learner'), withDemoCompletions()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const points = demo.contents.find((content) => content.id === 7)?.points ?? 0;
    await userEvent.click(await canvas.findByRole('link', { name: 'Fill in the checklist' }));
    const submit = await canvas.findByRole('button', { name: 'Submit' });
    const items = demo.checklistItems.filter((item) => item.checklistId === 1);
    for (const item of items) {
      await expect(submit).toBeDisabled();
      await userEvent.click(canvas.getByRole('checkbox', { name: item.label }));
    }
    await expect(canvas.getByText(`${items.length} of ${items.length} checked`)).toBeVisible();
    await userEvent.click(submit);
    await expect(
      await bodyOf(canvasElement).findByRole('dialog', { name: completionPointsMessage(points) }),
    ).toBeVisible();
  },
};

/** A content that may not be consumed (a draft): back to the dashboard home with the server's reason. */
export const Forbidden: Story = {
  args: { path: '/dashboard/content/9' },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.errors.contentForbidden);
    await expect(await canvas.findByRole('heading', { name: 'Welcome back, Maya' })).toBeVisible();
  },
};

/** An instructor-led content is taken in a session: no Submit, a way to the course's sessions instead. */
export const CourseContent: Story = {
  args: { path: '/dashboard/content/8' },
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Difficult Conversations' }),
    ).toBeVisible();
    await expect(canvas.getByText(iltMessages.courseContent.takenInSession)).toBeVisible();
    const link = canvas.getByRole('link', { name: iltMessages.courseContent.seeSessions });
    await expect(link).toHaveAttribute('href', '#/dashboard/course/1');
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
  },
};
