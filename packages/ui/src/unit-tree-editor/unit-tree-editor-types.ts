import type { EditorUnitTreeGroup, PlaceTarget, UnitTree } from '@segno/domain';

/** What the editor shows of one content of the unit (002 section 3, "Unit content item"). */
export type UnitTreeEditorContent = { name: string; points: number; type: string };

/** The choices of the reset-or-remove pop-out (002 section 4); the same names as the unit editor machine's. */
export type UnitTreeEditorReset =
  | 'resetLayoutAndSandbox'
  | 'resetSandbox'
  | 'resetLayout'
  | 'removeSelected'
  | 'removeAll';

export const unitTreeEditorResets: readonly UnitTreeEditorReset[] = [
  'resetLayoutAndSandbox',
  'resetSandbox',
  'resetLayout',
  'removeSelected',
  'removeAll',
];

/** The question the machine is waiting on (its confirmingDetach or confirmingReset state). */
export type UnitTreeEditorConfirmation =
  | { kind: 'detach'; parentId: number; childId: number }
  | { kind: 'reset'; reset: UnitTreeEditorReset };

/**
 * The editor's callbacks, one per unit editor machine event: onPlace 'content.place', onRemove 'content.remove',
 * onLink 'group.link', onDetach 'link.detach', onRuleChange 'group.rule', onSelectToggle 'selection.toggle',
 * onReset 'tree.reset', onConfirm 'confirm.accept', onCancel 'confirm.decline', onZoomIn/Out/Reset 'zoom.*'.
 */
export type UnitTreeEditorCallbacks = {
  onPlace: (contentId: number, target: PlaceTarget) => void;
  onRemove: (contentId: number) => void;
  onLink: (parentId: number, childId: number) => void;
  onDetach: (parentId: number, childId: number) => void;
  onRuleChange: (groupId: number, ruleCase: number) => void;
  onSelectToggle: (contentId: number) => void;
  onReset: (reset: UnitTreeEditorReset) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onZoomReset: () => void;
};

/**
 * Dragging a sandbox content onto the canvas (optional; the place select does the same by keyboard):
 * onDragStart 'drag.start', onDrop 'drag.drop' (on a group: its id; elsewhere on the canvas: none, a new group),
 * onDragCancel 'drag.cancel'.
 */
export type UnitTreeEditorDragCallbacks = {
  onDragStart?: (contentId: number) => void;
  onDrop?: (groupId?: number) => void;
  onDragCancel?: () => void;
};

/** The drag's data type: a sandbox content's id. */
export const unitTreeContentDragType = 'application/x-segno-unit-content';

/** What every part of the editor reads: the tree, the contents' details, the selection and each group's name. */
export type UnitTreeEditorView = {
  tree: UnitTree;
  contents: Readonly<Record<number, UnitTreeEditorContent>>;
  selected: readonly number[];
  /** The groups without the drag placeholder, in reading order (`realGroups`), worked out once per tree. */
  groups: readonly EditorUnitTreeGroup[];
  /** 'Group 1', 'Group 2'… by row then place, so the names read top to bottom. */
  groupNames: ReadonlyMap<number, string>;
};
