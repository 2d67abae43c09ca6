import {
  type EditorUnitTreeGroup,
  groupOfContent,
  placeholderOf,
  planAdminMessages,
  treeProblems,
  type UnitTree,
} from '@segno/domain';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { controlledActor, flush } from '../testing/controlled-actor';
import { unitEditorMachine } from './unit-editor.machine';
import type { SaveUnitInput } from './unit-editor.types';

const group = (group_id: number, content_col: number[], parent_node: number[], default_row: number) => ({
  group_id,
  content_col,
  parent_node,
  rule_case: 0,
  default_row,
  order: 0,
});

/** Group 1 [1, 2] → group 2 [3]; content 4 waits in the sandbox. */
const tree: UnitTree = {
  groups: [group(1, [1, 2], [-1], 0), group(2, [3], [1], 1)] as EditorUnitTreeGroup[],
  contents: [
    { content_id: 1, is_sandbox: false },
    { content_id: 2, is_sandbox: false },
    { content_id: 3, is_sandbox: false },
    { content_id: 4, is_sandbox: true },
  ],
};

function start(initial: UnitTree = tree) {
  const save = controlledActor<unknown, SaveUnitInput>();
  const actor = createActor(unitEditorMachine.provide({ actors: { saveUnit: save.actor } }), {
    input: { unit_id: 12, tree: initial },
  }).start();
  const state = () => actor.getSnapshot();
  return { actor, save, state };
}

describe('unitEditorMachine: editing', () => {
  it('starts clean, idle and at 100 percent', () => {
    const { state } = start();
    expect(state().value).toEqual({ tree: 'idle', save: 'idle' });
    expect(state().context).toMatchObject({ isDirty: false, selection: [], zoom: 1 });
  });

  it('places a sandbox content and becomes dirty; a refused edit is not taken', () => {
    const { actor, state } = start();
    expect(state().can({ type: 'content.place', contentId: 4, target: { groupId: 99 } })).toBe(false);
    expect(state().can({ type: 'group.link', parentId: 2, childId: 1 })).toBe(false);
    expect(state().can({ type: 'group.link', parentId: 1, childId: 1 })).toBe(false);
    actor.send({ type: 'group.link', parentId: 2, childId: 1 });
    expect(state().context.isDirty).toBe(false);
    actor.send({ type: 'content.place', contentId: 4, target: { groupId: 2 } });
    expect(groupOfContent(state().context.tree, 4)?.group_id).toBe(2);
    expect(state().context.isDirty).toBe(true);
  });

  it('caps a group rule at its content count minus 1', () => {
    const { actor, state } = start();
    actor.send({ type: 'group.rule', groupId: 1, ruleCase: 5 });
    expect(state().context.tree.groups[0]?.rule_case).toBe(1);
    expect(state().can({ type: 'group.rule', groupId: 1, ruleCase: 3 })).toBe(false);
  });

  it('removing the last content of a group deletes it and keeps the selection to unit contents', () => {
    const { actor, state } = start();
    actor.send({ type: 'content.remove', contentId: 3 });
    expect(state().context.tree.groups.map((g) => g.group_id)).toEqual([1]);
    expect(state().context.tree.contents.find((c) => c.content_id === 3)?.is_sandbox).toBe(true);
  });

  it('selects and clears contents of the unit only', () => {
    const { actor, state } = start();
    expect(state().can({ type: 'selection.toggle', contentId: 99 })).toBe(false);
    actor.send({ type: 'selection.toggle', contentId: 4 });
    actor.send({ type: 'selection.toggle', contentId: 1 });
    actor.send({ type: 'selection.toggle', contentId: 4 });
    expect(state().context.selection).toEqual([1]);
    actor.send({ type: 'selection.clear' });
    expect(state().context.selection).toEqual([]);
    expect(state().can({ type: 'selection.clear' })).toBe(false);
  });
});

describe('unitEditorMachine: dragging', () => {
  it('shows the placeholder while dragging and places the content where it stands on drop', () => {
    const { actor, state } = start();
    actor.send({ type: 'drag.start', contentId: 4 });
    expect(state().value).toMatchObject({ tree: 'dragging' });
    expect(placeholderOf(state().context.tree)?.parent_node).toEqual([-1]);
    actor.send({ type: 'drag.over', parentIds: [2] });
    expect(placeholderOf(state().context.tree)?.parent_node).toEqual([2]);
    expect(state().context.isDirty).toBe(false);
    expect(state().can({ type: 'unit.save' })).toBe(false);
    actor.send({ type: 'drag.drop' });
    expect(state().value).toMatchObject({ tree: 'idle' });
    expect(placeholderOf(state().context.tree)).toBeUndefined();
    expect(groupOfContent(state().context.tree, 4)?.parent_node).toEqual([2]);
    expect(state().context).toMatchObject({ isDirty: true, dragged: undefined });
    expect(treeProblems(state().context.tree)).toEqual([]);
  });

  it('drops on a group', () => {
    const { actor, state } = start();
    actor.send({ type: 'drag.start', contentId: 4, parentIds: [1] });
    actor.send({ type: 'drag.drop', groupId: 1 });
    expect(groupOfContent(state().context.tree, 4)?.group_id).toBe(1);
  });

  it('a cancelled drag leaves the tree as it was and clean', () => {
    const { actor, state } = start();
    actor.send({ type: 'drag.start', contentId: 1, parentIds: [2] });
    actor.send({ type: 'drag.cancel' });
    expect(state().context.tree).toEqual(tree);
    expect(state().context.isDirty).toBe(false);
  });

  it('a drop on its own group changes nothing but removes the placeholder', () => {
    const { actor, state } = start();
    actor.send({ type: 'drag.start', contentId: 3 });
    actor.send({ type: 'drag.drop', groupId: 2 });
    expect(state().context.tree).toEqual(tree);
    expect(state().context.isDirty).toBe(false);
  });

  it('refuses dragging a content not in the unit', () => {
    expect(start().state().can({ type: 'drag.start', contentId: 99 })).toBe(false);
  });
});

describe('unitEditorMachine: confirmations', () => {
  it('detaching asks first; okay removes the connection', () => {
    const { actor, state } = start();
    expect(planAdminMessages.unitEditor.detachConfirm).toBe('Will clicking okay remove the connection?');
    expect(state().can({ type: 'link.detach', parentId: 2, childId: 1 })).toBe(false);
    actor.send({ type: 'link.detach', parentId: 1, childId: 2 });
    expect(state().value).toMatchObject({ tree: 'confirmingDetach' });
    expect(state().context.pendingDetach).toEqual({ parentId: 1, childId: 2 });
    expect(state().can({ type: 'content.remove', contentId: 1 })).toBe(false);
    actor.send({ type: 'confirm.accept' });
    expect(state().context.tree.groups[1]?.parent_node).toEqual([-1]);
    expect(state().context).toMatchObject({ isDirty: true, pendingDetach: undefined });
  });

  it('declined, the tree is rebuilt: a new value with the link kept', () => {
    const { actor, state } = start();
    const before = state().context.tree;
    actor.send({ type: 'link.detach', parentId: 1, childId: 2 });
    actor.send({ type: 'confirm.decline' });
    expect(state().value).toMatchObject({ tree: 'idle' });
    expect(state().context.tree).not.toBe(before);
    expect(state().context.tree).toEqual(before);
    expect(state().context.isDirty).toBe(false);
  });

  it.each([
    ['resetLayout', [], [1, 2, 3, 4]],
    ['resetSandbox', [1, 2], []],
    ['resetLayoutAndSandbox', [], [1, 2, 3]],
    ['removeAll', [], []],
  ] as const)('%s asks first, then leaves groups %j and sandbox %j', (reset, groupIds, sandbox) => {
    const { actor, state } = start();
    actor.send({ type: 'tree.reset', reset });
    expect(state().value).toMatchObject({ tree: 'confirmingReset' });
    expect(state().context.pendingReset).toBe(reset);
    expect(state().context.tree).toBe(tree);
    actor.send({ type: 'confirm.accept' });
    expect(state().context.tree.groups.map((g) => g.group_id)).toEqual(groupIds);
    expect(
      state()
        .context.tree.contents.filter((c) => c.is_sandbox)
        .map((c) => c.content_id),
    ).toEqual(sandbox);
    expect(state().context).toMatchObject({ isDirty: true, pendingReset: undefined });
  });

  it('a declined reset changes nothing', () => {
    const { actor, state } = start();
    actor.send({ type: 'tree.reset', reset: 'removeAll' });
    actor.send({ type: 'confirm.decline' });
    expect(state().context.tree).toBe(tree);
    expect(state().context.isDirty).toBe(false);
  });

  it('remove selected needs a selection, removes it from the unit and clears it', () => {
    const { actor, state } = start();
    expect(state().can({ type: 'tree.reset', reset: 'removeSelected' })).toBe(false);
    actor.send({ type: 'selection.toggle', contentId: 3 });
    actor.send({ type: 'selection.toggle', contentId: 4 });
    actor.send({ type: 'tree.reset', reset: 'removeSelected' });
    actor.send({ type: 'confirm.accept' });
    expect(state().context.tree.contents.map((c) => c.content_id)).toEqual([1, 2]);
    expect(state().context.tree.groups.map((g) => g.group_id)).toEqual([1]);
    expect(state().context.selection).toEqual([]);
  });

  it('a reset that would change nothing is not offered', () => {
    const { state } = start({ groups: [], contents: [] });
    for (const reset of ['resetLayout', 'resetSandbox', 'resetLayoutAndSandbox', 'removeAll'] as const) {
      expect(state().can({ type: 'tree.reset', reset })).toBe(false);
    }
  });
});

describe('unitEditorMachine: saving', () => {
  it('saves only a changed tree, sends PUT /unit fields and is clean after', async () => {
    const { actor, save, state } = start();
    expect(state().can({ type: 'unit.save' })).toBe(false);
    actor.send({ type: 'content.place', contentId: 4, target: { parentIds: [2] } });
    actor.send({ type: 'unit.save' });
    expect(state().value).toEqual({ tree: 'frozen', save: 'saving' });
    expect(save.calls[0]?.unit_id).toBe(12);
    expect(save.calls[0]?.unit_contents).toContainEqual({ id: 4, is_sandbox: false });
    expect(save.calls[0]?.unit_data).toHaveLength(3);
    expect(state().can({ type: 'content.remove', contentId: 1 })).toBe(false);
    expect(state().can({ type: 'drag.start', contentId: 1 })).toBe(false);
    expect(state().can({ type: 'zoom.in' })).toBe(true);
    save.resolve(null);
    await flush();
    expect(state().value).toEqual({ tree: 'idle', save: 'saved' });
    expect(state().context.isDirty).toBe(false);
    actor.send({ type: 'content.remove', contentId: 4 });
    expect(state().value).toEqual({ tree: 'idle', save: 'idle' });
  });

  it('a failed save keeps the changes and the message until the next save', async () => {
    const { actor, save, state } = start();
    actor.send({ type: 'content.remove', contentId: 1 });
    actor.send({ type: 'unit.save' });
    save.reject(new Error('offline'));
    await flush();
    expect(state().value).toEqual({ tree: 'idle', save: 'failed' });
    expect(state().context).toMatchObject({
      isDirty: true,
      saveError: planAdminMessages.unitEditor.saveFailed,
    });
    actor.send({ type: 'unit.save' });
    expect(state().value).toEqual({ tree: 'frozen', save: 'saving' });
    expect(state().context.saveError).toBeUndefined();
  });

  it('never sends the placeholder', async () => {
    const { actor, save } = start();
    actor.send({ type: 'content.remove', contentId: 1 });
    actor.send({ type: 'drag.start', contentId: 4 });
    actor.send({ type: 'unit.save' });
    actor.send({ type: 'drag.cancel' });
    actor.send({ type: 'unit.save' });
    expect(save.calls).toHaveLength(1);
    expect(save.calls[0]?.unit_data.flatMap((g) => g.content_col)).not.toContain(-1);
  });
});

describe('unitEditorMachine: zoom', () => {
  it('steps by 0.1 within 0.6 and 1.5 and resets to 1', () => {
    const { actor, state } = start();
    for (let i = 0; i < 8; i += 1) actor.send({ type: 'zoom.in' });
    expect(state().context.zoom).toBe(1.5);
    expect(state().can({ type: 'zoom.in' })).toBe(false);
    actor.send({ type: 'zoom.reset' });
    expect(state().context.zoom).toBe(1);
    expect(state().can({ type: 'zoom.reset' })).toBe(false);
    for (let i = 0; i < 8; i += 1) actor.send({ type: 'zoom.out' });
    expect(state().context.zoom).toBe(0.6);
    expect(state().can({ type: 'zoom.out' })).toBe(false);
  });
});
