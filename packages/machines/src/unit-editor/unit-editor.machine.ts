import {
  addContents,
  cancelDrag,
  canStepZoom,
  detachLink,
  hasLink,
  linkGroups,
  placeContent,
  placeholderSpot,
  planAdminMessages,
  removeAll,
  removeContentFromTree,
  removeSelected,
  resetLayout,
  resetLayoutAndSandbox,
  resetSandbox,
  setRuleCase,
  startDrag,
  steppedZoom,
  type UnitTree,
  unitTreeToUnit,
  unitTreeZoom,
} from '@segno/domain';
import { and, assign, fromPromise, not, setup, stateIn } from 'xstate';
import type { SaveUnitInput, UnitEditorEvent, UnitEditorInput, UnitEditorReset } from './unit-editor.types';

type UnitEditorContext = {
  unit_id: number;
  tree: UnitTree;
  /** The tree differs from the one loaded or last saved. */
  isDirty: boolean;
  /** Content ids chosen for "remove selected", in the order chosen. */
  selection: number[];
  /** The content being dragged. */
  dragged?: number;
  /** The connection the detach question is about. */
  pendingDetach?: { parentId: number; childId: number };
  /** The reset or removal the confirmation is about. */
  pendingReset?: UnitEditorReset;
  zoom: number;
  saveError?: string;
};

type EditEvent = Extract<
  UnitEditorEvent,
  { type: 'content.add' | 'content.place' | 'content.remove' | 'group.link' | 'group.rule' }
>;

/** The tree after an edit; the same object when the edit does not apply (the domain's refusal convention). */
function editedTree(tree: UnitTree, event: EditEvent): UnitTree {
  switch (event.type) {
    case 'content.add':
      return addContents(tree, event.contentIds);
    case 'content.place':
      return placeContent(tree, event.contentId, event.target);
    case 'content.remove':
      return removeContentFromTree(tree, event.contentId);
    case 'group.link':
      return linkGroups(tree, event.parentId, event.childId);
    case 'group.rule':
      return setRuleCase(tree, event.groupId, event.ruleCase);
  }
}

/** What each choice of the reset-or-remove pop-out does (the domain documents each). */
function resetTree(tree: UnitTree, reset: UnitEditorReset, selection: readonly number[]): UnitTree {
  switch (reset) {
    case 'resetLayoutAndSandbox':
      return resetLayoutAndSandbox(tree);
    case 'resetSandbox':
      return resetSandbox(tree);
    case 'resetLayout':
      return resetLayout(tree);
    case 'removeSelected':
      return removeSelected(tree, selection);
    case 'removeAll':
      return removeAll(tree);
  }
}

/** The tree after a drop: the placeholder gone, the dragged content placed (or left where it was if refused). */
function droppedTree(context: UnitEditorContext, groupId: number | undefined) {
  const cleaned = cancelDrag(context.tree);
  if (context.dragged === undefined) return { tree: cleaned, changed: false };
  const tree = placeContent(
    cleaned,
    context.dragged,
    groupId === undefined ? placeholderSpot(context.tree) : { groupId },
  );
  return { tree, changed: tree !== cleaned };
}

/** The context after the tree changed: dirty, and the selection kept to contents still in the unit. */
function changed(context: UnitEditorContext, tree: UnitTree): Partial<UnitEditorContext> {
  const inUnit = new Set(tree.contents.map((entry) => entry.content_id));
  return { tree, isDirty: true, selection: context.selection.filter((id) => inUnit.has(id)) };
}

/** The question a confirmation state is about; its entering transition always sets it. */
function pending<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('unitEditorMachine: a confirmation without its question');
  return value;
}

const isInUnit = (tree: UnitTree, contentId: number) =>
  tree.contents.some((entry) => entry.content_id === contentId);

/**
 * The unit editor's session (002 sections 2, 4 and 9) on top of the domain's tree operations: edits apply at once
 * in `tree.idle` (a refused one is not taken: `snapshot.can` says false); a drag shows the placeholder group until
 * the drop or the cancel; detaching a connection and each reset or removal wait for the admin's answer
 * (`confirmingDetach`, `confirmingReset`), and a declined detach rebuilds the tree (a fresh copy, the link kept)
 * so a canvas that already hid the connection draws it again. The `save` region runs the app's `saveUnit` with
 * the tree as PUT /unit/{unit_id} sends it; edits wait (`tree.frozen`) while it runs. Zoom steps by 0.1 within
 * 0.6 to 1.5 in any state.
 */
export const unitEditorMachine = setup({
  types: {
    context: {} as UnitEditorContext,
    events: {} as UnitEditorEvent,
    input: {} as UnitEditorInput,
  },
  actors: {
    saveUnit: fromPromise<unknown, SaveUnitInput>(async () => {
      throw new Error('unitEditorMachine needs a saveUnit actor (machine.provide)');
    }),
  },
  actions: {
    applyEdit: assign(({ context, event }) => changed(context, editedTree(context.tree, event as EditEvent))),
    toggleSelection: assign({
      selection: ({ context, event }) => {
        const { contentId } = event as Extract<UnitEditorEvent, { type: 'selection.toggle' }>;
        return context.selection.includes(contentId)
          ? context.selection.filter((id) => id !== contentId)
          : [...context.selection, contentId];
      },
    }),
    clearSelection: assign({ selection: [] }),
    rebuildTree: assign({
      // spec 002 section 4: declined, the tree is rebuilt (the link stays; a new value redraws the canvas)
      tree: ({ context }) => ({ groups: [...context.tree.groups], contents: [...context.tree.contents] }),
    }),
  },
  guards: {
    changesTree: ({ context, event }) => editedTree(context.tree, event as EditEvent) !== context.tree,
    isUnitContent: ({ context, event }) => isInUnit(context.tree, (event as { contentId: number }).contentId),
    hasSelection: ({ context }) => context.selection.length > 0,
    isLinked: ({ context, event }) => {
      const { parentId, childId } = event as Extract<UnitEditorEvent, { type: 'link.detach' }>;
      return hasLink(context.tree, parentId, childId);
    },
    resetChangesTree: ({ context, event }) => {
      const { reset } = event as Extract<UnitEditorEvent, { type: 'tree.reset' }>;
      return resetTree(context.tree, reset, context.selection) !== context.tree;
    },
    canZoomIn: ({ context }) => canStepZoom(context.zoom, 1),
    canZoomOut: ({ context }) => canStepZoom(context.zoom, -1),
    isZoomMoved: ({ context }) => context.zoom !== unitTreeZoom.initial,
    canSave: and([({ context }) => context.isDirty, stateIn('#unitEditor.tree.idle')]),
    isDirty: ({ context }) => context.isDirty,
    isSaving: stateIn('#unitEditor.save.saving'),
  },
}).createMachine({
  id: 'unitEditor',
  type: 'parallel',
  context: ({ input }) => ({
    unit_id: input.unit_id,
    tree: cancelDrag(input.tree),
    isDirty: false,
    selection: [],
    zoom: unitTreeZoom.initial,
  }),
  on: {
    'zoom.in': {
      guard: 'canZoomIn',
      actions: assign({ zoom: ({ context }) => steppedZoom(context.zoom, 1) }),
    },
    'zoom.out': {
      guard: 'canZoomOut',
      actions: assign({ zoom: ({ context }) => steppedZoom(context.zoom, -1) }),
    },
    'zoom.reset': { guard: 'isZoomMoved', actions: assign({ zoom: unitTreeZoom.initial }) },
  },
  states: {
    tree: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'content.add': { guard: 'changesTree', actions: 'applyEdit' },
            'content.place': { guard: 'changesTree', actions: 'applyEdit' },
            'content.remove': { guard: 'changesTree', actions: 'applyEdit' },
            'group.link': { guard: 'changesTree', actions: 'applyEdit' },
            'group.rule': { guard: 'changesTree', actions: 'applyEdit' },
            'selection.toggle': { guard: 'isUnitContent', actions: 'toggleSelection' },
            'selection.clear': { guard: 'hasSelection', actions: 'clearSelection' },
            'link.detach': {
              guard: 'isLinked',
              target: 'confirmingDetach',
              actions: assign({
                pendingDetach: ({ event }) => ({ parentId: event.parentId, childId: event.childId }),
              }),
            },
            'tree.reset': {
              guard: 'resetChangesTree',
              target: 'confirmingReset',
              actions: assign({ pendingReset: ({ event }) => event.reset }),
            },
            'drag.start': {
              guard: 'isUnitContent',
              target: 'dragging',
              actions: assign({
                dragged: ({ event }) => event.contentId,
                tree: ({ context, event }) => startDrag(context.tree, event.parentIds),
              }),
            },
            'unit.save': { guard: 'canSave', target: 'frozen' },
          },
        },
        dragging: {
          on: {
            'drag.over': {
              actions: assign({ tree: ({ context, event }) => startDrag(context.tree, event.parentIds) }),
            },
            'drag.drop': {
              target: 'idle',
              actions: assign(({ context, event }) => {
                const { tree, changed: isChange } = droppedTree(context, event.groupId);
                return { ...(isChange ? changed(context, tree) : { tree }), dragged: undefined };
              }),
            },
            'drag.cancel': {
              target: 'idle',
              actions: assign({ tree: ({ context }) => cancelDrag(context.tree), dragged: undefined }),
            },
          },
        },
        // the pending question is cleared by the answer's own action: exit actions would run before it
        confirmingDetach: {
          on: {
            'confirm.accept': {
              target: 'idle',
              actions: assign(({ context }) => {
                const { parentId, childId } = pending(context.pendingDetach);
                return {
                  ...changed(context, detachLink(context.tree, parentId, childId)),
                  pendingDetach: undefined,
                };
              }),
            },
            'confirm.decline': {
              target: 'idle',
              actions: ['rebuildTree', assign({ pendingDetach: undefined })],
            },
          },
        },
        confirmingReset: {
          on: {
            'confirm.accept': {
              target: 'idle',
              actions: assign(({ context }) => {
                const reset = pending(context.pendingReset);
                const next = changed(context, resetTree(context.tree, reset, context.selection));
                return {
                  ...next,
                  selection: reset === 'removeSelected' ? [] : next.selection,
                  pendingReset: undefined,
                };
              }),
            },
            'confirm.decline': { target: 'idle', actions: assign({ pendingReset: undefined }) },
          },
        },
        /** A save runs: the tree waits, so the tree saved is the tree shown. */
        frozen: {
          always: { guard: not('isSaving'), target: 'idle' },
        },
      },
    },
    save: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'unit.save': { guard: 'canSave', target: 'saving' } },
        },
        saving: {
          invoke: {
            id: 'saveUnit',
            src: 'saveUnit',
            input: ({ context }) => ({ unit_id: context.unit_id, ...unitTreeToUnit(context.tree) }),
            onDone: { target: 'saved', actions: assign({ isDirty: false }) },
            onError: {
              target: 'failed',
              actions: assign({ saveError: planAdminMessages.unitEditor.saveFailed }),
            },
          },
        },
        /** Saved, and nothing changed since. */
        saved: {
          always: { guard: 'isDirty', target: 'idle' },
        },
        /** The last save failed; the changes are kept to try again. */
        failed: {
          exit: assign({ saveError: undefined }),
          on: { 'unit.save': { guard: 'canSave', target: 'saving' } },
        },
      },
    },
  },
});
