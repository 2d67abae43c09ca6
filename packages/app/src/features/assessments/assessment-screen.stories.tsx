import { assessmentMessages, messages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../api/api-client';
import { readSession } from '../../api/session-cookies';
import { App } from '../../app';
import { paths } from '../../paths';
import { createRoutes } from '../../routes/create-routes';
import {
  demoAssessmentFetch,
  withAssessmentSavesFailing,
  withDemoAssessments,
} from '../../testing/demo-assessment-responses';
import { demo, demoFetch } from '../../testing/demo-fetch';
import { screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import { assessmentSortStorageKey } from './assessment-sort-memory';

const texts = assessmentMessages.screens;

/** The demo API with the assessment calls answered from the demo assessments (demo-assessment-responses). */
const assessmentFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), window.location.origin), init);
  const answer = await demoAssessmentFetch(demo, request, readSession()?.userId ?? 0);
  return answer ?? demoFetch(input, init);
};

/** The whole app at one route, as `DemoScreen`, on the demo API with the assessments. */
function AssessmentScreen({ path }: { path: string }) {
  const api = createApiClient({ fetch: assessmentFetch });
  return <App api={api} router={createMemoryRouter(createRoutes(api), { initialEntries: [path] })} />;
}

/** No sort remembered from another story. */
const withNoStoredSort = () => () => {
  window.localStorage.removeItem(assessmentSortStorageKey);
  return () => window.localStorage.removeItem(assessmentSortStorageKey);
};

const meta = {
  title: 'Screens/Assessments',
  component: AssessmentScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: paths.assessmentTool() },
  beforeEach: [signedInAs('learner'), withDemoAssessments(), withNoStoredSort()],
} satisfies Meta<typeof AssessmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row's job role (its first cell; the person assessed heads the row). */
const rowTexts = (canvas: ReturnType<typeof within>) =>
  canvas
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) => within(row).getAllByRole('cell')[0]?.textContent);

/** The learner's assessments, Alphabetical first; Last Updated re-sorts and is remembered. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: messages.assessmentTool.title }, loaded);
    const table = canvas.getByRole('table', { name: texts.listCaption });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(rowTexts(within(table))).toEqual([
      'Customer Service Lead',
      'Sales Associate',
      'Sales Associate',
    ]);
    // Only the learner's own self-assessment can be edited.
    await expect(canvas.getAllByRole('link', { name: /^Edit the assessment of/ })).toHaveLength(1);
    const sort = canvas.getByRole('combobox', { name: texts.sortLabel });
    await expect(sort).toHaveValue('alphabetical');
    await userEvent.selectOptions(sort, 'Last Updated');
    await waitFor(() =>
      expect(rowTexts(within(canvas.getByRole('table')))).toEqual([
        'Sales Associate',
        'Sales Associate',
        'Customer Service Lead',
      ]),
    );
    await expect(window.localStorage.getItem(assessmentSortStorageKey)).toBe('last-updated');
    await expect(canvas.getByRole('combobox', { name: texts.sortLabel })).toHaveValue('last-updated');
  },
};

/** Someone with no assessments yet sees the empty state and the way to start one. */
export const Empty: Story = {
  beforeEach: [signedInAs('admin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty, {}, loaded)).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    // The story's memory router writes hrefs without the hash.
    await expect(canvas.getByRole('link', { name: texts.newAction })).toHaveAttribute(
      'href',
      paths.newAssessment(),
    );
  },
};

/** A new assessment by keyboard: suggestions, the dropdown, ratings (N/A included) and notes; then saved. */
export const Create: Story = {
  args: { path: paths.newAssessment() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: texts.newTitle }, loaded);
    const jobRole = canvas.getByRole('combobox', { name: texts.jobRole });
    await userEvent.click(jobRole);
    await userEvent.keyboard('safety');
    await canvas.findByRole('option', { name: 'Store Safety Lead' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(await canvas.findAllByRole('slider')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.keyboard('sofia');
    await canvas.findByRole('option', { name: 'Sofia Alvarez' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: texts.assessorRole }), 'Peer');
    const date = canvas.getByRole('textbox', { name: texts.date });
    await expect((date as HTMLInputElement).value).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const hazard = canvas.getByRole('slider', { name: 'Hazard spotting' });
    hazard.focus();
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(hazard).toHaveAttribute('aria-valuetext', '9, Expert');
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Safe lifting' })).getByRole('checkbox', { name: 'N/A' }),
    );
    for (const skill of ['Hazard spotting', 'Safe lifting', 'First aid'])
      await userEvent.type(
        canvas.getByRole('textbox', { name: `Notes on ${skill}` }),
        `Seen on shift: ${skill}.`,
      );
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    // A new assessment continues as its edit screen once saved (a route loaded on demand), still saying so.
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.editTitle }, loaded),
    ).toBeVisible();
    await expect(await canvas.findByText(assessmentMessages.saved, {}, loaded)).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Safe lifting' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: texts.assessee })).toHaveValue('Sofia Alvarez');
  },
};

/** The learner's self-assessment, with its stored ratings; a change is saved. */
export const Edit: Story = {
  args: { path: paths.editAssessment(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: texts.editTitle }, loaded);
    await expect(canvas.getByRole('combobox', { name: texts.jobRole })).toHaveValue('Sales Associate');
    await expect(canvas.getByRole('combobox', { name: texts.assessee })).toHaveValue('Maya Chen');
    await expect(canvas.getByRole('combobox', { name: texts.assessorRole })).toHaveValue('1');
    await expect(canvas.getAllByRole('slider')).toHaveLength(4);
    const notes = canvas.getByRole('textbox', { name: 'Notes on Customer greeting' });
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Greets every customer now.');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(assessmentMessages.saved)).toBeVisible();
    await expect(notes).toHaveValue('Greets every customer now.');
  },
};

/** A failed save says so (002 section 8) and keeps what was typed. */
export const SaveFailed: Story = {
  args: { path: paths.editAssessment(2) },
  beforeEach: [withAssessmentSavesFailing()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: texts.editTitle }, loaded);
    const notes = canvas.getByRole('textbox', { name: 'Notes on Customer greeting' });
    await userEvent.type(notes, ' Kept.');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(assessmentMessages.saveFailed);
    await expect((notes as HTMLTextAreaElement).value).toMatch(/ Kept\.$/);
    await expect(canvas.getByRole('heading', { level: 1, name: texts.editTitle })).toBeVisible();
  },
};

/** The dashboard home links to the tool while the definitions enable it. */
export const FromTheDashboard: Story = {
  args: { path: paths.dashboardHome() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: messages.assessmentTool.link }, loaded));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: messages.assessmentTool.title }, loaded),
    ).toBeVisible();
  },
};

/** The admin home shows the assessment tool group while the definitions enable the tool. */
export const AdminHomeLink: Story = {
  args: { path: paths.segmentAdmin() },
  beforeEach: [signedInAs('admin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('region', { name: texts.adminGroup }, loaded);
    await expect(within(group).getByRole('link', { name: texts.adminLink })).toHaveAttribute(
      'href',
      `#${paths.assessmentEditor()}`,
    );
  },
};

/** The admin finds a job role, removes a skill, adds a new one by keyboard, and saves. */
export const EditorEditJobRole: Story = {
  args: { path: paths.assessmentEditor() },
  beforeEach: [signedInAs('admin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: texts.editorTitle }, loaded);
    await userEvent.type(canvas.getByRole('combobox', { name: texts.findJobRole }), 'safety');
    await userEvent.click(await canvas.findByRole('option', { name: 'Store Safety Lead' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Edit Store Safety Lead' }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: texts.jobRoleName })).toHaveValue('Store Safety Lead');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove First aid' }));
    const skill = canvas.getByRole('combobox', { name: texts.addSkill });
    await userEvent.type(skill, 'Ladder safety');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: texts.add })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = canvas.getByRole('list', { name: texts.jobRoleSkills });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['Hazard spotting', 'Safe lifting', 'Ladder safety']);
    await userEvent.click(canvas.getByRole('button', { name: texts.saveJobRole }));
    await expect(await canvas.findByText(texts.jobRoleSaved)).toBeVisible();
  },
};

/** A new job role with a name another has (any case) is refused on the name (409); nothing typed is lost. */
export const EditorNameTaken: Story = {
  args: { path: paths.assessmentEditor() },
  beforeEach: [signedInAs('admin')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: texts.newJobRoleTitle }, loaded);
    const name = canvas.getByRole('textbox', { name: texts.jobRoleName });
    await userEvent.type(name, 'sales associate');
    await userEvent.type(canvas.getByRole('combobox', { name: texts.addSkill }), 'first');
    await userEvent.click(await canvas.findByRole('option', { name: 'First aid' }));
    await userEvent.click(canvas.getByRole('button', { name: texts.add }));
    await userEvent.click(canvas.getByRole('button', { name: texts.saveJobRole }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.jobRoleSaveFailed);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(assessmentMessages.jobRoleNameTaken, { exact: false })).toBeVisible();
    await expect(name).toHaveValue('sales associate');
  },
};
