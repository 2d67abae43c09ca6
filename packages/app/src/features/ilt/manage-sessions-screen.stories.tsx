import { formatSessionDate } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { demo } from '../../testing/demo-fetch';
import { demoCourse, demoSessionPage } from '../../testing/demo-ilt-responses';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Manage sessions',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/dashboard/ilt/manage-sessions' },
  beforeEach: signedInAs('instructor'),
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const courseName = demoCourse(demo, 1)?.name ?? '';
const { data: sessions } = demoSessionPage(demo, { limit: 25, offset: 0, courseIds: [] });

/** The instructor's session list: each session links to its view and its edit form. */
export const SessionList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manage sessions' }, loaded),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Sessions' });
    await expect(within(table).getAllByRole('row')).toHaveLength(sessions.length + 1);
    const [first] = sessions;
    if (!first) throw new Error('No demo session');
    await expect(within(table).getAllByRole('link', { name: courseName })[0]).toHaveAttribute(
      'href',
      `#/dashboard/ilt/sessions/${first.session_id}/view`,
    );
    await expect(
      canvas.getByRole('link', { name: `Edit ${courseName}, ${formatSessionDate(first.start_date)}` }),
    ).toHaveAttribute('href', `#/dashboard/ilt/sessions/${first.session_id}/edit`);
    await expect(canvas.getByRole('link', { name: 'New session' })).toHaveAttribute(
      'href',
      '#/dashboard/ilt/sessions/new',
    );
  },
};

/** Opened under segment admin, the list links to the segment-admin variants of the session screens. */
export const SegmentAdminVariant: Story = {
  args: { path: '/segment-admin/ilt/manage-sessions' },
  beforeEach: signedInAs('admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Manage sessions' }, loaded),
    ).toBeVisible();
    const [first] = sessions;
    if (!first) throw new Error('No demo session');
    const table = canvas.getByRole('table', { name: 'Sessions' });
    await expect(within(table).getAllByRole('link', { name: courseName })[0]).toHaveAttribute(
      'href',
      `#/segment-admin/ilt/sessions/${first.session_id}/view`,
    );
    await expect(canvas.getByRole('link', { name: 'New session' })).toHaveAttribute(
      'href',
      '#/segment-admin/ilt/sessions/new',
    );
  },
};

/** The course filter takes a course from the suggestions only, chosen by keyboard. */
export const FilterByCourse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const course = await canvas.findByRole('combobox', { name: 'Course' }, loaded);
    await userEvent.type(course, courseName.slice(0, 4));
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: courseName })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Course' })).toHaveValue(courseName));
    await expect(within(canvas.getByRole('table', { name: 'Sessions' })).getAllByRole('row')).toHaveLength(
      sessions.filter((session) => session.course_id === 1).length + 1,
    );
  },
};

/** A learner who is not an instructor nor a segment admin is sent to the dashboard home. */
export const LearnerRedirected: Story = {
  beforeEach: signedInAs('learner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /^Welcome back/ }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Manage sessions' })).toBeNull();
  },
};
