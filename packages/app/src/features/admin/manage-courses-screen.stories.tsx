import { adminMessages, planAdminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminWorld } from '../../testing/demo-admin-responses';
import { demoAdminCourses } from '../../testing/demo-course-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';

const meta = {
  title: 'Screens/Admin manage courses',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: '/segment-admin/ilt/manage-courses' },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const title = 'Manage courses';
const courses = demoAdminCourses(demoAdminWorld(demo), new URL('http://demo/api/course'));
if (Array.isArray(courses) || courses.data.length < 2) throw new Error('The demo courses changed');
const rowsOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: title }))
    .getAllByRole('row')
    .slice(1);

/**
 * The courses, newest first, each linking to its wizard (exit=1) with its days and sessions; a term reloads
 * the list for it, and the sessions filter keeps the courses without sessions.
 */
export const ManageCourses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
    await expect(rowsOf(canvasElement)).toHaveLength(courses.total);
    const [newest] = courses.data;
    if (!newest) throw new Error('No demo course');
    await expect(canvas.getByRole('link', { name: newest.name })).toHaveAttribute(
      'href',
      `#/segment-admin/ilt/courses/${newest.course_id}/edit?exit=1`,
    );
    await expect(canvas.getByRole('link', { name: 'New course' })).toHaveAttribute(
      'href',
      '#/segment-admin/ilt/courses/new',
    );
    const timed = within(canvas.getByRole('row', { name: /Difficult Conversations Workshop/ }));
    await expect(timed.getByText('1 day, 4 hrs 0 mins')).toBeVisible();

    await userEvent.type(
      canvas.getByRole('searchbox', { name: adminMessages.lists.searchLabel }),
      'diffconv',
    );
    await waitFor(() => expect(rowsOf(canvasElement)).toHaveLength(1), loaded);
    await expect(canvas.getByRole('link', { name: 'Difficult Conversations Workshop' })).toBeVisible();

    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: planAdminMessages.courseAuthoring.filterSessions }),
      planAdminMessages.courseAuthoring.withoutSessions,
    );
    await expect(await canvas.findByText(adminMessages.lists.noResults, {}, loaded)).toBeVisible();
  },
};
