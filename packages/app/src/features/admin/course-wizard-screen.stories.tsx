import { adminMessages, iltMessages, planAdminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminWorld } from '../../testing/demo-admin-responses';
import {
  assignmentRuleOf,
  assignmentTallyOf,
  demoTallyText,
  fillAssignmentRule,
  findAssignmentEditor,
  inStoreS101,
  savedAssignmentOf,
} from '../../testing/demo-assignment-steps';
import { demoAdminCourse } from '../../testing/demo-course-responses';
import { demo } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { stepHeading } from '../../testing/wizard-screen-steps';

/** Difficult Conversations Workshop: published, with one day of 240 minutes (the seed's session data). */
const timedCourseId = 1;
/** Store Opening Workshop: published, seeded without session data. */
const untimedCourseId = 2;

const meta = {
  title: 'Screens/Admin course wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/ilt/courses/${timedCourseId}/session-info` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const timedCourse = demoAdminCourse(world, timedCourseId);
const untimedCourse = demoAdminCourse(world, untimedCourseId);
if (!timedCourse || !untimedCourse || timedCourse.course_session_data.days[0]?.minutes !== 240)
  throw new Error('The demo courses changed');
const { wizard } = adminMessages;
const savedCourse = (id: number) => demoAdminCourse(currentDemoAdminWorld(demo), id);
const stepLinks = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Steps' })).getAllByRole('link');

/**
 * A new course: its basic info only, no back and no close. Create without a description is refused on the
 * field; with one (Enter in a field submits), it creates a draft and the created dialog opens its edit wizard.
 */
export const New: Story = {
  args: { path: '/segment-admin/ilt/courses/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'New course' }, loaded)).toBeVisible();
    await expect(stepLinks(canvasElement)).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: wizard.back })).toBeNull();
    await expect(canvas.queryByRole('button', { name: wizard.close })).toBeNull();
    await userEvent.type(canvas.getByLabelText('Name', { exact: true }), 'Ladder Safety');
    await userEvent.click(canvas.getByRole('button', { name: wizard.create }));
    await waitFor(() => expect(canvas.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(canvas.getByLabelText('Description'), 'Climbing safely.');
    await userEvent.type(canvas.getByLabelText('Short name'), 'Ladders{Enter}');
    await body.findByRole('dialog', { name: 'Course created' }, loaded);
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Ladder Safety' }, loaded),
    ).toBeVisible();
    await waitFor(() => expect(stepLinks(canvasElement)).toHaveLength(6));
    const newestId = Math.max(...demo.courses.map((course) => course.id)) + 1;
    await expect(savedCourse(newestId)).toMatchObject({
      name: 'Ladder Safety',
      short_name: 'Ladders',
      status_id: 1,
    });
  },
};

/**
 * The seeded course's session info: its day of 240 minutes shows as 4 hours 0 minutes. A change discarded by
 * Back comes back as saved when the step opens again; nothing is saved. Its steps are Basic info, Session info,
 * Expertise, Course Visibility, Status and Change log.
 */
export const SessionInfoDiscards: Story = {
  args: { path: `/segment-admin/ilt/courses/${timedCourseId}/session-info?exit=0` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, 'Session info')).toBeVisible();
    await expect(stepLinks(canvasElement).map((link) => link.textContent)).toEqual([
      expect.stringMatching(/Basic info$/),
      expect.stringMatching(/Session info$/),
      expect.stringMatching(/Expertise$/),
      expect.stringMatching(/Course Visibility$/),
      expect.stringMatching(/Status$/),
      expect.stringMatching(/Change log$/),
    ]);
    await expect(canvas.getByLabelText('Day 1 hours')).toHaveValue('4');
    await expect(canvas.getByLabelText('Day 1 minutes')).toHaveValue('0');
    await expect(canvas.getByLabelText('Minimum class size')).toHaveValue('4');
    const hours = canvas.getByLabelText('Day 1 hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, '5');
    await userEvent.click(canvas.getByRole('button', { name: wizard.back }));
    await expect(await stepHeading(canvasElement, 'Basic info')).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(timedCourse.name);
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await expect(await stepHeading(canvasElement, 'Session info')).toBeVisible();
    await expect(canvas.getByLabelText('Day 1 hours')).toHaveValue('4');
    await expect(savedCourse(timedCourseId)).toEqual(timedCourse);
  },
};

/** A course without session data: its status offers Draft only, with the reason; close shows on status. */
export const StatusDraftOnly: Story = {
  args: { path: `/segment-admin/ilt/courses/${untimedCourseId}/status?exit=1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, 'Status')).toBeVisible();
    await expect(canvas.getByText(planAdminMessages.courseAuthoring.draftOnly)).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(1);
    await expect(canvas.getByRole('radio', { name: adminMessages.status.draft })).toBeVisible();
    await expect(canvas.getByRole('button', { name: wizard.close })).toBeVisible();
  },
};

/**
 * The same course from its basic info: it was seeded without a short name, which an existing course needs
 * (refused on the field). With one, its session info takes a day: 0 hours is refused; 1 hour and 60 minutes
 * (Enter saves) is saved as 120 minutes, the expertise step follows, and Back shows it as 2 hours.
 */
export const SessionInfo: Story = {
  args: { path: `/segment-admin/ilt/courses/${untimedCourseId}/edit?exit=1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, 'Basic info')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await waitFor(() => expect(canvas.getByLabelText('Short name')).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(canvas.getByLabelText('Short name'), 'OPENING');
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await expect(await stepHeading(canvasElement, 'Session info')).toBeVisible();
    await expect(savedCourse(untimedCourseId)?.short_name).toBe('OPENING');
    await expect(canvas.queryByRole('button', { name: wizard.close })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: iltMessages.session.addDay }));
    await userEvent.type(canvas.getByLabelText('Day 1 hours'), '0');
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await expect(
      await canvas.findByText(planAdminMessages.courseAuthoring.dayWithoutTime, {}, loaded),
    ).toBeVisible();
    await expect(savedCourse(untimedCourseId)?.course_session_data.days).toEqual([]);

    await userEvent.clear(canvas.getByLabelText('Day 1 hours'));
    await userEvent.type(canvas.getByLabelText('Day 1 hours'), '1');
    await userEvent.type(canvas.getByLabelText('Day 1 minutes'), '60{Enter}');
    await expect(await stepHeading(canvasElement, 'Expertise')).toBeVisible();
    await expect(savedCourse(untimedCourseId)?.course_session_data.days).toEqual([
      { minutes: 120, sort_order: 1 },
    ]);
    // The expertise step's own form shows once its address has loaded; Back returns to the session info.
    await canvas.findByRole('radio', { name: adminMessages.schedule.expertiseNone }, loaded);
    await userEvent.click(canvas.getByRole('button', { name: wizard.back }));
    await expect(await stepHeading(canvasElement, 'Session info')).toBeVisible();
    await expect(canvas.getByLabelText('Day 1 hours')).toHaveValue('2');
    await expect(canvas.getByLabelText('Day 1 minutes')).toHaveValue('0');
  },
};

const assignmentTexts = adminMessages.assignment;
const visibilityStep = adminMessages.wizard.courseVisibilityStep;

/**
 * The course's users step, titled Course Visibility (002 section 2): a rule of store S101 counts its demo users;
 * Continue without the required-or-optional choice is refused on the field and saves nothing (002 section 5:
 * course criteria need default_required). Chosen from the keyboard, Continue saves it and opens the status step.
 */
export const CourseVisibility: Story = {
  args: { path: `/segment-admin/ilt/courses/${untimedCourseId}/users?exit=0` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, visibilityStep)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(stepLinks(canvasElement).some((link) => link.textContent?.endsWith(visibilityStep))).toBe(
      true,
    );
    await fillAssignmentRule(canvasElement, 1, inStoreS101);
    await waitFor(
      () => expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101])),
      loaded,
    );
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await expect(
      await canvas.findByText(
        `${assignmentTexts.defaultRequiredLabel} ${assignmentTexts.defaultRequiredMissing}`,
      ),
    ).toBeVisible();
    await expect(savedAssignmentOf('course', untimedCourseId).assignment_id).toBeNull();
    const choice = within(canvas.getByRole('group', { name: assignmentTexts.defaultRequiredLabel }));
    choice.getByRole('radio', { name: assignmentTexts.required }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(choice.getByRole('radio', { name: assignmentTexts.optional })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await expect(await stepHeading(canvasElement, 'Status')).toBeVisible();
    await expect(savedAssignmentOf('course', untimedCourseId)).toMatchObject({
      default_required: false,
      rows: [inStoreS101],
    });
    await expect(savedCourse(untimedCourseId)).toEqual(untimedCourse);
  },
};

/** A course's saved visibility (made before the story) shows its rule, its choice and its tally. */
export const CourseVisibilitySaved: Story = {
  args: { path: `/segment-admin/ilt/courses/${timedCourseId}/users?exit=1` },
  beforeEach: [
    signedInAs('admin'),
    withDemoAdminWorld(),
    () =>
      callDemoApiAsAdmin('POST', `/course/${timedCourseId}/assignment`, {
        data: [inStoreS101],
        default_required: true,
      }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, visibilityStep)).toBeVisible();
    await findAssignmentEditor(canvasElement);
    await expect(assignmentRuleOf(canvasElement, 1).getByLabelText(assignmentTexts.valueLabel)).toHaveValue(
      inStoreS101.value,
    );
    const choice = within(canvas.getByRole('group', { name: assignmentTexts.defaultRequiredLabel }));
    await expect(choice.getByRole('radio', { name: assignmentTexts.required })).toBeChecked();
    await expect(assignmentTallyOf(canvasElement)).toHaveTextContent(demoTallyText([inStoreS101]));
    await expect(canvas.getByRole('button', { name: assignmentTexts.delete })).toBeVisible();
  },
};

const courseSteps = planAdminMessages.courseSteps;

/**
 * The course's expertise step (002 section 2): a course seeded without one shows 'Not set'. Chosen from the
 * keyboard (arrows move the choice), Continue saves the level with the course and opens Course Visibility;
 * Back shows it as saved.
 */
export const Expertise: Story = {
  args: { path: `/segment-admin/ilt/courses/${timedCourseId}/expertise?exit=0` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, 'Expertise')).toBeVisible();
    const none = canvas.getByRole('radio', { name: adminMessages.schedule.expertiseNone });
    await expect(none).toBeChecked();
    none.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    await expect(savedCourse(timedCourseId)?.expertise).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await expect(await stepHeading(canvasElement, adminMessages.wizard.courseVisibilityStep)).toBeVisible();
    await expect(savedCourse(timedCourseId)).toEqual({ ...timedCourse, expertise: 2 });
    await userEvent.click(canvas.getByRole('button', { name: wizard.back }));
    await expect(await stepHeading(canvasElement, 'Expertise')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
  },
};

/**
 * The course's external course ids (002 section 5: "2 to 300 characters"), from the keyboard: Add opens an
 * empty id and moves focus into it; one character is refused on the field and nothing is saved; a second id
 * added then removed (the last one goes) hands focus back to the first; Enter saves the id with the course.
 */
export const ExternalIds: Story = {
  args: { path: `/segment-admin/ilt/courses/${timedCourseId}/edit?exit=1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, 'Basic info')).toBeVisible();
    await expect(canvas.getByText(courseSteps.externalEmpty)).toBeVisible();
    canvas.getByRole('button', { name: courseSteps.addExternal }).focus();
    await userEvent.keyboard('{Enter}');
    const first = await canvas.findByLabelText('External course id 1');
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('F');
    await userEvent.click(canvas.getByRole('button', { name: wizard.continue }));
    await waitFor(() => expect(first).toHaveAttribute('aria-invalid', 'true'));
    await expect(savedCourse(timedCourseId)?.external_courses).toEqual([]);
    await userEvent.type(first, 'ORK-101');

    canvas.getByRole('button', { name: courseSteps.addExternal }).focus();
    await userEvent.keyboard(' ');
    const second = await canvas.findByLabelText('External course id 2');
    await waitFor(() => expect(second).toHaveFocus());
    canvas.getByRole('button', { name: courseSteps.removeExternal }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByLabelText('External course id 2')).toBeNull());
    await waitFor(() => expect(canvas.getByLabelText('External course id 1')).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await expect(await stepHeading(canvasElement, 'Session info')).toBeVisible();
    await expect(savedCourse(timedCourseId)?.external_courses).toEqual([
      { id: expect.any(Number), url: 'FORK-101' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: wizard.back }));
    await expect(await stepHeading(canvasElement, 'Basic info')).toBeVisible();
    await expect(canvas.getByLabelText('External course id 1')).toHaveValue('FORK-101');
  },
};
