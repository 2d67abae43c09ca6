import {
  adminMessages,
  authoringLimits,
  expertiseLevels,
  formatIsoDate,
  formatMessage,
  messages,
  type WizardStep,
  wizardSteps,
} from '@segno/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { callDemoApiAsAdmin } from '../../testing/demo-admin-call';
import { currentDemoAdminWorld, withDemoAdminWorld } from '../../testing/demo-admin-fetch';
import { demoAdminContent, demoAdminSeglets, demoAdminWorld } from '../../testing/demo-admin-responses';
import { demoContentSkills, demoContentTags } from '../../testing/demo-content-step-responses';
import { demo, withAssessmentToolDisabled } from '../../testing/demo-fetch';
import { DemoScreen, screenLoaded as loaded, signedInAs } from '../../testing/demo-screen';
import {
  chooseImage,
  createTagInPicker,
  stepHeading,
  stepTitles,
  titlesOf,
} from '../../testing/wizard-screen-steps';

/**
 * A demo external link (First Aid Basics, in segment 2). Seeded before authoring, it has no short name, image or
 * owner yet.
 */
const contentId = 15;

const meta = {
  title: 'Screens/Admin content wizard',
  component: DemoScreen,
  parameters: { layout: 'fullscreen' },
  args: { path: `/segment-admin/contents/${contentId}/edit` },
  beforeEach: [signedInAs('admin'), withDemoAdminWorld()],
} satisfies Meta<typeof DemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const world = demoAdminWorld(demo);
const content = demoAdminContent(world, contentId);
if (!content) throw new Error(`No demo content ${contentId}`);
const otherSegment = world.segments.find((segment) => segment.segment_id !== content.segment_id);
if (!otherSegment) throw new Error('No second demo segment');
const [otherSeglet] = demoAdminSeglets(world, {
  limit: 100,
  offset: 0,
  term: '',
  statuses: [],
  segmentId: otherSegment.segment_id,
}).data;
if (!otherSeglet) throw new Error('No seglet in the second demo segment');
const { steps } = adminMessages.wizard;
/** Service Scripts (draft): the demo's draft content. */
const draftId = 9;
/** Product Spotlight: Kitchen, written in Spanish: a foreign-language version. */
const spanishId = 17;
/** Safe Lifting: another content, whose name an admin may take meanwhile. */
const otherId = 12;
const draft = demoAdminContent(world, draftId);
const spanish = demoAdminContent(world, spanishId);
const other = demoAdminContent(world, otherId);
if (draft?.status !== 1 || spanish?.language !== 'spanish' || !other || content.language !== 'english')
  throw new Error('The demo contents changed');
const adminName = 'Priya Raman';
/** An English content that is no compliance content: every step but the compliance ones. */
/** A content that is not compliance content shows every step but the two of compliance content. */
const complianceSteps: readonly WizardStep[] = ['map-responsibilities', 'add-learner'];
const ordinarySteps = wizardSteps.content.filter((step) => !complianceSteps.includes(step));
const savedContent = (id = contentId) => demoAdminContent(currentDemoAdminWorld(demo), id);

/**
 * A demo content's basic info, filled from the demo. Continuing asks for what the seed left out (short name,
 * image, owner); with them, Save and close saves it and returns to admin home.
 */
export const EditStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: content.name }, loaded)).toBeVisible();
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveValue(content.name);
    await expect(canvas.getByLabelText('Web address')).toHaveValue(content.url);
    await expect(canvas.getByLabelText('Points', { exact: true })).toHaveValue(String(content.points));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByText(adminMessages.validation.imageRequired)).toBeVisible();
    await expect(canvas.getByLabelText('Short name')).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.required),
    );
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();

    await userEvent.type(canvas.getByLabelText('Short name'), 'First aid');
    await userEvent.type(canvas.getByLabelText('Content owner e-mail'), 'admin@segno.example');
    await chooseImage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.saveAndClose }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: adminMessages.home.title }, loaded),
    ).toBeVisible();
    await expect(demoAdminContent(currentDemoAdminWorld(demo), contentId)).toMatchObject({
      short_name: 'First aid',
      content_owner_user_email: 'admin@segno.example',
    });
  },
};

/**
 * The segment step: the content's segment and seglet chosen; another segment clears the seglet, whose choices
 * follow it. Saved, the wizard moves on through the steps that apply at once to status (kept), and the change
 * log records the move.
 */
export const SegmentStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/segment` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const segmentField = await canvas.findByRole('combobox', { name: 'Segment' }, loaded);
    const segletField = canvas.getByRole('combobox', { name: 'Seglet' });
    await expect(segmentField).toHaveDisplayValue(content.segment_name ?? '');
    await expect(segletField).toHaveDisplayValue(content.seglet_name ?? '');
    await userEvent.selectOptions(segmentField, otherSegment.name);
    await waitFor(() => expect(segletField).toHaveValue(''));
    await userEvent.selectOptions(segletField, otherSeglet.name);
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    // The relationships, locking and badges steps change nothing by themselves: continue moves past them.
    for (const next of [steps.relationships, steps.locking, steps.badges]) {
      await expect(await canvas.findByRole('heading', { level: 2, name: next }, loaded)).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    }
    await expect(await canvas.findByRole('heading', { level: 2, name: steps.status }, loaded)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: adminMessages.status.published })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    const log = await canvas.findByRole('list', { name: steps['change-log'] }, loaded);
    await expect(log).toHaveTextContent('Priya Raman changed segment id, seglet id');
  },
};

/**
 * A new content: its basic info is its only step, with Create and neither back nor close. Create with nothing
 * filled marks the name and saves nothing.
 */
export const New: Story = {
  args: { path: '/segment-admin/contents/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = formatMessage(adminMessages.wizard.newTitle, {
      kind: adminMessages.kinds.content.toLowerCase(),
    });
    await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
    await expect(stepTitles(canvasElement)).toEqual(titlesOf(['edit']));
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: adminMessages.wizard.back })).toBeNull();
    await expect(canvas.queryByRole('button', { name: adminMessages.wizard.close })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.create }));
    await waitFor(() =>
      expect(canvas.getByLabelText('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true'),
    );
    await expect(canvas.getByLabelText('Name', { exact: true })).toHaveAccessibleDescription(
      expect.stringContaining(messages.validation.required),
    );
    await expect(currentDemoAdminWorld(demo).contents).toHaveLength(world.contents.length);
  },
};

/**
 * The launch-and-expiration step shows the content's launch date; an expiration before it is refused on the
 * field; a later one is saved and the wizard moves on to expertise.
 */
export const LaunchAndExpirationStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/launch-and-expiration` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = adminMessages.schedule;
    await expect(await stepHeading(canvasElement, steps['launch-and-expiration'])).toBeVisible();
    if (!content.start_date) throw new Error('The demo content has no launch date');
    await expect(canvas.getByLabelText(texts.launchLabel)).toHaveValue(formatIsoDate(content.start_date));
    const expiration = canvas.getByLabelText(texts.expirationLabel);
    await expect(expiration).toHaveValue('');
    const before = new Date(content.start_date.getTime() - 86_400_000);
    await userEvent.type(expiration, formatIsoDate(before));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await waitFor(() => expect(expiration).toHaveAttribute('aria-invalid', 'true'));
    await expect(expiration).toHaveAccessibleDescription(
      expect.stringContaining(texts.expirationBeforeLaunch),
    );
    await expect(savedContent()?.expiration_date).toBeNull();
    const later = new Date(content.start_date.getTime() + 365 * 86_400_000);
    await userEvent.clear(expiration);
    await userEvent.type(expiration, formatIsoDate(later));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, steps.expertise)).toBeVisible();
    const saved = savedContent()?.expiration_date;
    await expect(saved && formatIsoDate(saved)).toBe(formatIsoDate(later));
  },
};

/** The expertise step: the demo's level chosen; another one, by keyboard, is saved and the wizard moves on. */
export const ExpertiseStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/expertise` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps.expertise)).toBeVisible();
    const current = expertiseLevels.find((level) => level.id === content.expertise);
    if (!current) throw new Error('The demo content has no expertise');
    await expect(canvas.getByRole('radio', { name: current.name })).toBeChecked();
    const advanced = canvas.getByRole('radio', { name: expertiseLevels[2].name });
    await userEvent.click(advanced);
    await expect(advanced).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await stepHeading(canvasElement, steps.tags)).toBeVisible();
    await expect(savedContent()?.expertise).toBe(expertiseLevels[2].id);
  },
};

/**
 * The tags step of a content without tags: a name no tag has is offered to create; chosen, the tag is created,
 * put on the content (saved at once) and listed.
 */
export const TagsStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/tags` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = adminMessages.tags;
    await expect(await stepHeading(canvasElement, steps.tags)).toBeVisible();
    await expect(canvas.getByText(texts.empty)).toBeVisible();
    await createTagInPicker(canvasElement, 'First responders');
    await expect(
      demoContentTags(currentDemoAdminWorld(demo), contentId)?.data.map((tag) => tag.name),
    ).toEqual(['First responders']);
  },
};

/**
 * With the assessment tool on, an English content that is no compliance content has every step but the
 * compliance ones, skill mapping among them. A skill found by name is mapped at level 1 and saved at once.
 */
export const SkillMappingStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/skill-mapping` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = adminMessages.schedule;
    await expect(await stepHeading(canvasElement, steps['skill-mapping'])).toBeVisible();
    await expect(stepTitles(canvasElement)).toEqual(titlesOf(ordinarySteps));
    await expect(canvas.getByText(texts.noSkills)).toBeVisible();
    await userEvent.type(canvas.getByRole('combobox', { name: texts.skillSearchLabel }), 'lift');
    await userEvent.click(await canvas.findByRole('option', { name: 'Safe lifting' }, loaded));
    const level = await canvas.findByLabelText(
      formatMessage(texts.skillLevelLabel, { skill: 'Safe lifting' }),
      {},
      loaded,
    );
    await expect(level).toHaveValue('1');
    await expect(demoContentSkills(currentDemoAdminWorld(demo), contentId)?.data).toEqual([
      { skill_id: expect.any(Number), skill_name: 'Safe lifting', minimum_skill_level: 1 },
    ]);
  },
};

/** With the assessment tool off, the same content has no skill-mapping step. */
export const SkillMappingWithoutTheTool: Story = {
  beforeEach: withAssessmentToolDisabled,
  play: async ({ canvasElement }) => {
    await expect(await stepHeading(canvasElement, steps.edit)).toBeVisible();
    await expect(stepTitles(canvasElement)).toEqual(
      titlesOf(ordinarySteps.filter((step) => step !== 'skill-mapping')),
    );
  },
};

/**
 * A compliance content without a sub type (made one before the story) has the responsibilities and add-learners
 * steps too, after skill mapping; its responsibilities step opens with none mapped.
 */
export const ComplianceSteps: Story = {
  args: { path: `/segment-admin/contents/${contentId}/map-responsibilities` },
  // After the meta's: the admin is signed in, and the change is forgotten when the story ends.
  beforeEach: async () => {
    await callDemoApiAsAdmin('PUT', `/content/${contentId}`, { object_type: 'complianceContent' });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const texts = adminMessages.responsibilities;
    await expect(await stepHeading(canvasElement, steps['map-responsibilities'])).toBeVisible();
    // Compliance content without a sub type shows every step.
    await expect(stepTitles(canvasElement)).toEqual(titlesOf(wizardSteps.content));
    // The step's widget loads on demand.
    await expect(await canvas.findByText(texts.intro, {}, loaded)).toBeVisible();
    await expect(
      canvas.getByRole('combobox', { name: formatMessage(texts.fieldLabel, { number: 1 }) }),
    ).toHaveValue('');
  },
};

/**
 * A foreign-language content (a version in Spanish) keeps only its basic info, launch and expiration, status
 * and change log.
 */
export const ForeignLanguageSteps: Story = {
  args: { path: `/segment-admin/contents/${spanishId}/edit` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: spanish.name }, loaded),
    ).toBeVisible();
    await expect(stepTitles(canvasElement)).toEqual(
      titlesOf(['edit', 'launch-and-expiration', 'status', 'change-log']),
    );
  },
};

/**
 * A draft's status step offers draft, published and archived; published is saved when the wizard continues,
 * and the change log says so.
 */
export const StatusPublishes: Story = {
  args: { path: `/segment-admin/contents/${draftId}/status` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await stepHeading(canvasElement, steps.status)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: adminMessages.status.draft })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: adminMessages.status.archived })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: adminMessages.status.published }));
    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    const log = await canvas.findByRole('list', { name: steps['change-log'] }, loaded);
    await expect(within(log).getAllByRole('listitem')[0]).toHaveTextContent(
      `${adminName} set the status to ${adminMessages.status.published}`,
    );
    await expect(savedContent(draftId)?.status).toBe(2);
  },
};

/** Three changes made to the content before the story: the change log lists them, newest first. */
export const ChangeLogStep: Story = {
  args: { path: `/segment-admin/contents/${contentId}/change-log` },
  // After the meta's: the admin is signed in, and the changes are forgotten when the story ends.
  beforeEach: async () => {
    await callDemoApiAsAdmin('PUT', `/content/${contentId}`, { short_name: 'First aid' });
    await callDemoApiAsAdmin('PUT', `/content/${contentId}`, { expertise: 2 });
    await callDemoApiAsAdmin('POST', '/tag', { name: 'First responders' });
    await callDemoApiAsAdmin('PUT', `/content/${contentId}/tag/1`);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = await canvas.findByRole('list', { name: steps['change-log'] }, loaded);
    const lines = within(log).getAllByRole('listitem');
    await expect(lines).toHaveLength(3);
    await expect(lines[0]).toHaveTextContent(`${adminName} changed tags`);
    await expect(lines[1]).toHaveTextContent(`${adminName} changed expertise`);
    await expect(lines[2]).toHaveTextContent(`${adminName} changed short name`);
    await expect(canvas.queryByRole('button', { name: adminMessages.wizard.continue })).toBeNull();
    await expect(canvas.getByRole('button', { name: adminMessages.wizard.close })).toBeVisible();
  },
};

/**
 * The name was free when the form checked it, but another admin gave it to another content before the save:
 * the server refuses the save (409) on the name. The step stays, says why, focuses the name, and keeps every
 * value typed; nothing is saved.
 */
export const ServerRefusesATakenName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newName = 'First Aid Essentials';
    await expect(await canvas.findByRole('heading', { level: 1, name: content.name }, loaded)).toBeVisible();
    const name = canvas.getByLabelText('Name', { exact: true });
    await userEvent.clear(name);
    await userEvent.type(name, newName);
    await userEvent.type(canvas.getByLabelText('Short name'), 'First aid');
    await userEvent.type(canvas.getByLabelText('Content owner e-mail'), 'admin@segno.example');
    await chooseImage(canvasElement);
    // The form's own lookups (name, owner) answer once typing has stopped: both free.
    // (No screen sign tells when they have answered: wait well past the debounce.)
    await new Promise((resolve) => setTimeout(resolve, 4 * authoringLimits.nameLookupDebounceMs));
    await expect(name).not.toHaveAttribute('aria-invalid');
    await callDemoApiAsAdmin('PUT', `/content/${otherId}`, { name: newName });

    await userEvent.click(canvas.getByRole('button', { name: adminMessages.wizard.continue }));
    await expect(await canvas.findByText(adminMessages.wizard.checkFields, {}, loaded)).toBeVisible();
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    await expect(name).toHaveAccessibleDescription(expect.stringContaining(messages.validation.unique));
    await expect(name).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2, name: steps.edit })).toBeVisible();
    await expect(name).toHaveValue(newName);
    await expect(canvas.getByLabelText('Short name')).toHaveValue('First aid');
    await expect(canvas.getByLabelText('Content owner e-mail')).toHaveValue('admin@segno.example');
    await expect(canvas.getByLabelText('Web address')).toHaveValue(content.url);
    await expect(canvas.getByRole('img', { name: 'Image' })).toBeVisible();
    await expect(savedContent()).toMatchObject({ name: content.name, short_name: content.short_name });
  },
};
