import { adminMessages, messages, planAdminMessages } from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createApiClient } from '../../api/api-client';
import { App } from '../../app';
import { createRoutes } from '../../routes/create-routes';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demo, demoFetch } from '../../testing/demo-fetch';
import { screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import {
  type DemoUnitEditorWorld,
  demoAdminUnit,
  demoUnitEditorCall,
  demoUnitEditorWorld,
} from '../../testing/demo-unit-editor-responses';
import { unitScreensTexts as texts } from './unit-editor-page';

/** Getting Started: unit 1 of Customer Service Foundations, an 'any 2 of 3' root and three groups after it. */
const gettingStartedId = 1;
/** Handling Returns: the draft unit in no plan, one group (Listening Quiz) and one content in its sandbox. */
const draftUnitId = 4;
/** Customer Service Foundations, the plan a unit is created in. */
const foundationsId = 2;

let storyWorld: DemoUnitEditorWorld | undefined;
/** The units the story changed; a new one with each story's admin world (`withDemoAdminWorld`). */
function unitWorld(): DemoUnitEditorWorld {
  const admin = currentDemoAdminWorld(demo);
  if (storyWorld?.admin !== admin) storyWorld = demoUnitEditorWorld(admin);
  return storyWorld;
}

/** The signed-in demo user, from the Authorization header the API client sends. */
function userIdOf(request: Request): number {
  const encoded = request.headers.get('Authorization')?.replace(/^Basic /, '') ?? '';
  return Number(atob(encoded).match(/demo-session-(\d+)$/)?.[1] ?? 0);
}

/** The demo API with the unit editor's calls answered by demo-unit-editor-responses. */
const unitEditorFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), window.location.origin), init);
  return (await demoUnitEditorCall(unitWorld(), request, userIdOf(request))) ?? demoFetch(input, init);
};

/** The whole app at one route, on the demo API with the unit editor's calls. */
function UnitEditorScreen({ path }: { path: string }) {
  const api = createApiClient({ fetch: unitEditorFetch });
  return <App api={api} router={createMemoryRouter(createRoutes(api), { initialEntries: [path] })} />;
}

const meta = {
  title: 'Screens/Admin unit editor',
  component: UnitEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/units/${draftUnitId}/edit?exit=1` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof UnitEditorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const editorTexts = planAdminMessages.unitEditor;
const savedUnit = (unitId: number) => demoAdminUnit(unitWorld(), unitId);
const sandboxOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: editorTexts.sandboxTitle }));

/**
 * A new unit inside a plan: Create with no name names the missing field and creates nothing; with a name it is
 * created in the plan and opens in the editor, which says how to add contents.
 */
export const New: Story = {
  args: { path: `/segment-admin/units/new/plan/${foundationsId}?exit=2` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.newTitle }, loaded),
    ).toBeVisible();
    const unitsBefore = unitWorld().units.length;
    await userEvent.click(canvas.getByRole('button', { name: texts.create }));
    const name = canvas.getByLabelText(texts.nameLabel, { exact: false });
    await expect(name).toHaveAccessibleDescription(new RegExp(messages.validation.required));
    await expect(name).toHaveFocus();
    await expect(unitWorld().units).toHaveLength(unitsBefore);
    await userEvent.type(name, 'Closing the Store{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Closing the Store' }, loaded),
    ).toBeVisible();
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    const created = unitWorld().units.at(-1);
    await expect(created).toMatchObject({ name: 'Closing the Store', status: 1, planIds: [foundationsId] });
  },
};

/**
 * A name another unit has: 400 ms after typing stops the similar-name lookup says so on the field, and Save
 * stores nothing until the name is free again.
 */
export const NameTaken: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Handling Returns' }, loaded);
    const name = canvas.getByLabelText(texts.nameLabel, { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'getting started');
    await waitFor(() => expect(name).toHaveAccessibleDescription(new RegExp(messages.validation.unique)));
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(name).toHaveFocus();
    await expect(savedUnit(draftUnitId)?.name).toBe('Handling Returns');
    await userEvent.type(name, ' again{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'getting started again' }, loaded),
    ).toBeVisible();
    await expect(name).not.toHaveAccessibleDescription(new RegExp(messages.validation.unique));
  },
};

/** A unit with a tree: its name, its groups with their rules and contents, nothing in the sandbox. */
export const EditWithTree: Story = {
  args: { path: `/segment-admin/units/${gettingStartedId}/edit?exit=1` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Getting Started' }, loaded),
    ).toBeVisible();
    await expect(canvas.getByLabelText(texts.nameLabel, { exact: false })).toHaveValue('Getting Started');
    await userEvent.click(canvas.getByRole('button', { name: editorTexts.listView }));
    const list = within(canvas.getByRole('list', { name: editorTexts.listView }));
    await expect(list.getAllByRole('heading').map((heading) => heading.textContent)).toEqual([
      'Group 1',
      'Group 2',
      'Group 3',
      'Group 4',
    ]);
    await expect(list.getByRole('combobox', { name: 'Rule of Group 1' })).toHaveDisplayValue('Any 2 of 3');
    await expect(list.getByText('Welcome Every Customer')).toBeVisible();
    await expect(sandboxOf(canvasElement).getByText(editorTexts.sandboxEmpty)).toBeVisible();
  },
};

/**
 * The journey by keyboard: a content found by the search joins the sandbox; it goes into the unit's
 * group and the sandbox's other content into a new group; the groups are linked, the first set to 'any 1 of
 * 2', and Save stores the tree (published) and stays with a status.
 */
export const AddPlaceAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Handling Returns' }, loaded);
    await userEvent.click(canvas.getByRole('button', { name: editorTexts.listView }));
    await userEvent.type(canvas.getByRole('searchbox', { name: texts.searchLabel }), 'product quiz');
    const add = await canvas.findByRole('button', { name: 'Add Product Quiz to the unit' }, loaded);
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await sandboxOf(canvasElement).findByText('Product Quiz')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: texts.searchLabel })).toHaveFocus();
    await expect(savedUnit(draftUnitId)?.unit_contents).toContainEqual({ id: 19, is_sandbox: true });

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Place Product Quiz' }), 'Group 1');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Place Service Recovery Checklist' }),
      editorTexts.newGroup,
    );
    await expect(sandboxOf(canvasElement).getByText(editorTexts.sandboxEmpty)).toBeVisible();
    const list = () => within(canvas.getByRole('list', { name: editorTexts.listView }));
    await waitFor(() => expect(list().getAllByRole('heading')).toHaveLength(2));
    await userEvent.selectOptions(
      list().getByRole('combobox', { name: 'Link Group 1 to a child group' }),
      'Group 2',
    );
    await userEvent.selectOptions(list().getByRole('combobox', { name: 'Rule of Group 1' }), 'Any 1 of 2');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByText(editorTexts.saved, {}, loaded)).toBeVisible();
    const saved = savedUnit(draftUnitId);
    await expect(saved?.unit_status_id).toBe(2);
    const [first, second] = saved?.unit_data ?? [];
    await expect(first).toMatchObject({ content_col: [4, 19], rule_case: 1, parent_node: [-1] });
    await expect(second).toMatchObject({ content_col: [7], parent_node: [first?.group_id] });
  },
};

/** A name another unit has: the save is refused, the field says why, and nothing is stored. */
export const SaveError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Handling Returns' }, loaded);
    const name = canvas.getByLabelText(texts.nameLabel, { exact: false });
    await userEvent.clear(name);
    await userEvent.type(name, 'getting started');
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(adminMessages.wizard.checkFields);
    await expect(name).toHaveAccessibleDescription(new RegExp(messages.validation.unique));
    await expect(savedUnit(draftUnitId)?.unit_name).toBe('Handling Returns');
    // Emptied, the name is refused before anything is sent.
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: texts.save }));
    await expect(name).toHaveAccessibleDescription(new RegExp(messages.validation.required));
  },
};

/** Closing with changes not saved asks first: Stay keeps the editor, Leave goes where the exit code says. */
export const LeaveWithChanges: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { level: 1, name: 'Handling Returns' }, loaded);
    await userEvent.type(canvas.getByLabelText(texts.nameLabel, { exact: false }), ' Desk');
    await userEvent.click(canvas.getByRole('button', { name: texts.close }));
    const question = within(await body.findByRole('alertdialog', { name: texts.leaveTitle }));
    await userEvent.click(question.getByRole('button', { name: texts.stay }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByLabelText(texts.nameLabel, { exact: false })).toHaveValue(
      'Handling Returns Desk',
    );
    await userEvent.click(canvas.getByRole('button', { name: texts.close }));
    const again = within(await body.findByRole('alertdialog', { name: texts.leaveTitle }));
    await userEvent.click(again.getByRole('button', { name: texts.leave }));
    await waitFor(
      () => expect(canvas.queryByLabelText(texts.nameLabel, { exact: false })).toBeNull(),
      loaded,
    );
    await expect(savedUnit(draftUnitId)?.unit_name).toBe('Handling Returns');
  },
};

/** A unit that does not exist: said so, with the way back. */
export const NotFound: Story = {
  args: { path: '/segment-admin/units/99/edit/plan/2?exit=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: planAdminMessages.unitAuthoring.notFound }, loaded),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.backToList })).toHaveAttribute(
      'href',
      '/segment-admin/learning-plan/2/units?exit=0',
    );
  },
};
