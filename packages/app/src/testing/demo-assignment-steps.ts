/**
 * What the plan and course wizards' users-step stories share (issue 9): reading and filling the criterion editor
 * of `AssignmentStep` by its labels, the tally text the demo users give, and the saved assignment of the story's
 * world.
 */
import {
  type AssignableObject,
  adminMessages,
  type CriterionRowInput,
  criterionTypeOptions,
  formatMessage,
} from '@segno/domain';
import { userEvent, within } from 'storybook/test';
import { currentDemoAdminWorld } from './demo-admin-fetch';
import { demoAdminWorld } from './demo-admin-responses';
import { demo } from './demo-fetch';
import { demoAssignment, demoAssignmentTally } from './demo-screens-responses';

const texts = adminMessages.assignment;

/** Store S101: 16 of the demo users. */
export const inStoreS101: CriterionRowInput = { type: 1, operator: 1, value: 'S101' };

/** The tally the editor shows for these rows over the demo users. */
export function demoTallyText(rows: CriterionRowInput[]): string {
  const count = demoAssignmentTally(demoAdminWorld(demo), rows);
  return count === 1 ? texts.tallyOne : formatMessage(texts.tally, { count });
}

export const assignmentTallyOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="criteria-editor-tally"]');

/** Waits for the step's criterion editor (its first rule): the step's code loads when it opens (lazy-steps.ts). */
export const findAssignmentEditor = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole(
    'group',
    { name: formatMessage(texts.rowLabel, { number: 1 }) },
    { timeout: 10_000 },
  );

export const assignmentRuleOf = (canvasElement: HTMLElement, number: number) =>
  within(within(canvasElement).getByRole('group', { name: formatMessage(texts.rowLabel, { number }) }));

/** Chooses the rule's type and operator and types its value, as an admin does. */
export async function fillAssignmentRule(canvasElement: HTMLElement, number: number, row: CriterionRowInput) {
  const rule = assignmentRuleOf(canvasElement, number);
  const typeName = criterionTypeOptions.find((option) => option.id === row.type)?.name ?? '';
  await userEvent.selectOptions(rule.getByLabelText(texts.typeLabel), typeName);
  await userEvent.selectOptions(
    rule.getByLabelText(texts.operatorLabel),
    texts.operators[row.operator as 1 | 2],
  );
  await userEvent.type(rule.getByLabelText(texts.valueLabel), row.value);
}

/** The object's assignment as the story's world holds it now, its rows without their ids. */
export function savedAssignmentOf(object: AssignableObject, id: number) {
  const saved = demoAssignment(currentDemoAdminWorld(demo), object, id);
  return { ...saved, rows: saved.data.map(({ type, operator, value }) => ({ type, operator, value })) };
}
