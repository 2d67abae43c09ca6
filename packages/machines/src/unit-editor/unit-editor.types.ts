import type { PlaceTarget, UnitTree, unitTreeToUnit } from '@segno/domain';

export type UnitEditorInput = { unit_id: number; tree: UnitTree };

/** PUT /unit/{unit_id}'s tree fields (002 section 7): unit_data and unit_contents, without a placeholder. */
export type SaveUnitInput = { unit_id: number } & ReturnType<typeof unitTreeToUnit>;

/** The choices of the reset-or-remove pop-out (002 section 4), each asked for confirmation. */
export type UnitEditorReset =
  | 'resetLayoutAndSandbox'
  | 'resetSandbox'
  | 'resetLayout'
  | 'removeSelected'
  | 'removeAll';

export type UnitEditorEvent =
  /** Contents chosen in the add-content pop-out join the sandbox. */
  | { type: 'content.add'; contentIds: number[] }
  /** A content placed without dragging (keyboard, list view), into a group or a new group. */
  | { type: 'content.place'; contentId: number; target: PlaceTarget }
  /** A placed content back to the sandbox. */
  | { type: 'content.remove'; contentId: number }
  | { type: 'selection.toggle'; contentId: number }
  | { type: 'selection.clear' }
  | { type: 'group.link'; parentId: number; childId: number }
  | { type: 'group.rule'; groupId: number; ruleCase: number }
  /** Asks first: 'will clicking okay remove the connection'. */
  | { type: 'link.detach'; parentId: number; childId: number }
  /** Asks first. */
  | { type: 'tree.reset'; reset: UnitEditorReset }
  /** A content picked up; the placeholder group shows under `parentIds` (none: a new root). */
  | { type: 'drag.start'; contentId: number; parentIds?: number[] }
  /** The drag moved: the placeholder moves under these parents. */
  | { type: 'drag.over'; parentIds: number[] }
  /** Dropped on a group, or (without `groupId`) where the placeholder stands. */
  | { type: 'drag.drop'; groupId?: number }
  | { type: 'drag.cancel' }
  /** Okay on the open confirmation. */
  | { type: 'confirm.accept' }
  /** Cancel on the open confirmation. */
  | { type: 'confirm.decline' }
  | { type: 'zoom.in' }
  | { type: 'zoom.out' }
  | { type: 'zoom.reset' }
  | { type: 'unit.save' };
