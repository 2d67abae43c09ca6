import {
  type EditorUnitTreeGroup,
  hasLink,
  linkGroups,
  placeContent,
  placeholderOf,
  planAdminMessages,
  removeContentFromTree,
  removeSelected,
  resetLayout,
  treeProblems,
  type UnitTree,
  unitTreeZoom,
} from '@segno/domain';
import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { unitEditorMachine } from './unit-editor.machine';
import type { SaveUnitInput, UnitEditorEvent, UnitEditorInput } from './unit-editor.types';

type Snapshot = SnapshotFrom<typeof unitEditorMachine>;
type Step = { event: AnyEventObject; state: Snapshot };

const group = (
  group_id: number,
  content_col: number[],
  parent_node: number[],
  default_row: number,
): EditorUnitTreeGroup => ({ group_id, content_col, parent_node, rule_case: 0, default_row, order: 0 });

/** Group 1 [1, 2] → group 2 [3]; content 4 waits in the sandbox. */
const tree: UnitTree = {
  groups: [group(1, [1, 2], [-1], 0), group(2, [3], [1], 1)],
  contents: [1, 2, 3]
    .map((content_id) => ({ content_id, is_sandbox: false }))
    .concat({
      content_id: 4,
      is_sandbox: true,
    }),
};
const input: UnitEditorInput = { unit_id: 12, tree };

/**
 * The admin's actions on a small unit, refused ones included (a self link, a link that exists until detached, an
 * unknown content), chosen so that the graph stays small: each edit has its undo (place and remove content 4,
 * detach and link 1 → 2) and one reset and one removal stand for the five (each is tested on its own in
 * unit-editor.machine.test.ts, the operations in the domain's property tests). Zooming is left out of the walk
 * (it multiplies every state by ten) and checked in every state by `assertRefusals`. While a save runs, the fake
 * server's answers.
 */
const adminEvents: AnyEventObject[] = [
  { type: 'content.place', contentId: 4, target: { groupId: 2 } },
  { type: 'content.remove', contentId: 4 },
  { type: 'group.link', parentId: 1, childId: 1 },
  { type: 'group.link', parentId: 1, childId: 2 },
  { type: 'link.detach', parentId: 1, childId: 2 },
  { type: 'selection.toggle', contentId: 4 },
  { type: 'selection.toggle', contentId: 99 },
  { type: 'tree.reset', reset: 'resetLayout' },
  { type: 'tree.reset', reset: 'removeSelected' },
  { type: 'drag.start', contentId: 4, parentIds: [1] },
  { type: 'drag.over', parentIds: [2] },
  { type: 'drag.drop' },
  { type: 'drag.drop', groupId: 1 },
  { type: 'drag.cancel' },
  { type: 'confirm.accept' },
  { type: 'confirm.decline' },
  { type: 'unit.save' },
];
const serverAnswers: AnyEventObject[] = [
  { type: 'xstate.done.actor.saveUnit', output: null },
  { type: 'xstate.error.actor.saveUnit', error: { status: 503 } },
];
/**
 * The events offered in a state. A drop where the placeholder stands makes a new group; it is offered only while
 * the dragged content is in the sandbox, so moving it from new group to new group cannot grow the graph forever.
 */
function modelEvents(snapshot: Snapshot): AnyEventObject[] {
  const { tree: current, dragged } = snapshot.context;
  const isDraggedInSandbox = current.contents.some((c) => c.content_id === dragged && c.is_sandbox);
  const events = adminEvents.filter(
    (event) => !(event.type === 'drag.drop' && event.groupId === undefined && !isDraggedInSandbox),
  );
  return snapshot.matches({ save: 'saving' }) ? [...events, ...serverAnswers] : events;
}

const treeState = (snapshot: Snapshot) => (snapshot.value as { tree: string }).tree;
const saveState = (snapshot: Snapshot) => (snapshot.value as { save: string }).save;

/** What must hold in every state the editor reaches. */
function assertInvariants(snapshot: Snapshot, previous: Snapshot) {
  const {
    tree: current,
    isDirty,
    selection,
    dragged,
    pendingDetach,
    pendingReset,
    zoom,
    saveError,
  } = snapshot.context;
  expect(treeProblems(current)).toEqual([]);
  // the placeholder shows exactly while dragging, and only a content of the unit is dragged
  expect(placeholderOf(current) !== undefined).toBe(treeState(snapshot) === 'dragging');
  expect(dragged !== undefined).toBe(treeState(snapshot) === 'dragging');
  if (dragged !== undefined) expect(current.contents.map((c) => c.content_id)).toContain(dragged);
  // a confirmation holds its question exactly while it is open
  expect(pendingDetach !== undefined).toBe(treeState(snapshot) === 'confirmingDetach');
  expect(pendingReset !== undefined).toBe(treeState(snapshot) === 'confirmingReset');
  // the tree waits exactly while a save runs; the tree sent is the tree shown
  expect(treeState(snapshot) === 'frozen').toBe(saveState(snapshot) === 'saving');
  if (saveState(snapshot) === 'saving') expect(current).toBe(previous.context.tree);
  if (saveState(snapshot) === 'saved') expect(isDirty).toBe(false);
  expect(saveError !== undefined).toBe(saveState(snapshot) === 'failed');
  if (saveError !== undefined) expect(saveError).toBe(planAdminMessages.unitEditor.saveFailed);
  // a clean editor shows the tree it was given (rebuilt copies included)
  if (!isDirty && treeState(snapshot) !== 'dragging' && saveState(snapshot) === 'idle')
    expect(current).toEqual(tree);
  const inUnit = new Set(current.contents.map((c) => c.content_id));
  for (const id of selection) expect(inUnit.has(id)).toBe(true);
  expect(zoom).toBeGreaterThanOrEqual(unitTreeZoom.min);
  expect(zoom).toBeLessThanOrEqual(unitTreeZoom.max);
}

/** Which kinds of action each tree state accepts; every other kind must be refused there. */
const acceptedKinds: Record<string, readonly string[]> = {
  idle: ['content', 'group', 'selection', 'link', 'tree', 'drag.start', 'unit'],
  dragging: ['drag.over', 'drag.drop', 'drag.cancel'],
  confirmingDetach: ['confirm'],
  confirmingReset: ['confirm'],
  frozen: [],
};
/** Whether the idle editor takes an action, by the domain's operations (a refused operation returns its tree). */
function isAllowedInIdle(context: Snapshot['context'], event: AnyEventObject): boolean {
  const { tree: current, selection } = context;
  const inUnit = current.contents.some((c) => c.content_id === event.contentId);
  switch (event.type) {
    case 'content.place':
      return placeContent(current, event.contentId, event.target) !== current;
    case 'content.remove':
      return removeContentFromTree(current, event.contentId) !== current;
    case 'group.link':
      return linkGroups(current, event.parentId, event.childId) !== current;
    case 'link.detach':
      return hasLink(current, event.parentId, event.childId);
    case 'selection.toggle':
    case 'drag.start':
      return inUnit;
    case 'tree.reset':
      return (
        (event.reset === 'resetLayout' ? resetLayout(current) : removeSelected(current, selection)) !==
        current
      );
    case 'unit.save':
      return context.isDirty;
    default:
      return false;
  }
}

function assertRefusals(snapshot: Snapshot) {
  if (treeState(snapshot) === 'idle') {
    for (const event of adminEvents) {
      expect(snapshot.can(event as UnitEditorEvent), `idle: ${JSON.stringify(event)}`).toBe(
        isAllowedInIdle(snapshot.context, event),
      );
    }
  }
  const accepted = acceptedKinds[treeState(snapshot)] ?? [];
  for (const event of adminEvents) {
    const kind = event.type.split('.')[0] ?? '';
    if (!accepted.includes(kind) && !accepted.includes(event.type)) {
      expect(
        snapshot.can(event as UnitEditorEvent),
        `${JSON.stringify(snapshot.value)}: ${JSON.stringify(event)}`,
      ).toBe(false);
    }
  }
  // refused in every state: a link to itself, an unknown content
  expect(snapshot.can({ type: 'group.link', parentId: 1, childId: 1 })).toBe(false);
  expect(snapshot.can({ type: 'selection.toggle', contentId: 99 })).toBe(false);
  // zoom works in every state, within its limits
  expect(snapshot.can({ type: 'zoom.in' })).toBe(snapshot.context.zoom < unitTreeZoom.max);
  expect(snapshot.can({ type: 'zoom.out' })).toBe(snapshot.context.zoom > unitTreeZoom.min);
}

/** Runs one generated path on a real actor whose save the test settles as the path's events say. */
async function runPath(steps: Step[]) {
  let settle: { resolve: (value: unknown) => void; reject: (error: unknown) => void } | undefined;
  const saveUnit = fromPromise<unknown, SaveUnitInput>(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const actor = createActor(unitEditorMachine.provide({ actors: { saveUnit } }), { input }).start();
  let previous = actor.getSnapshot();
  for (const { event, state: expected } of steps) {
    if (event.type === 'xstate.done.actor.saveUnit') settle?.resolve(event.output);
    else if (event.type === 'xstate.error.actor.saveUnit') settle?.reject(event.error);
    else actor.send(event as UnitEditorEvent);
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(expected.value);
    expect(snapshot.context).toEqual(expected.context);
    assertInvariants(snapshot, previous);
    assertRefusals(snapshot);
    previous = snapshot;
  }
  actor.stop();
}

/** The shortest path to every state of the editor's graph (value and context). */
function statePaths(): Step[][] {
  const options = { input, events: modelEvents as (snapshot: Snapshot) => UnitEditorEvent[] };
  return getShortestPaths(unitEditorMachine, options).map((path) => path.steps as Step[]);
}

describe('unitEditorMachine: every reachable state (model-based)', () => {
  const paths = statePaths();
  const covered = new Set<string>();

  it('has a bounded graph to walk', () => {
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.length).toBeLessThan(3000);
  });

  it(`runs ${paths.length} paths on the real machine with a fake save`, { timeout: 120_000 }, async () => {
    for (const steps of paths) {
      await runPath(steps);
      for (const step of steps) covered.add(JSON.stringify(step.state.value));
    }
  });

  it('reaches every state of both regions', () => {
    const trees = new Set([...covered].map((value) => JSON.parse(value).tree));
    const saves = new Set([...covered].map((value) => JSON.parse(value).save));
    expect([...trees].sort()).toEqual(['confirmingDetach', 'confirmingReset', 'dragging', 'frozen', 'idle']);
    expect([...saves].sort()).toEqual(['failed', 'idle', 'saved', 'saving']);
  });
});
