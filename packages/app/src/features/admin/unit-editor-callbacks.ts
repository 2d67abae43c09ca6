import type { PlaceTarget } from '@segno/domain';
import type { UnitEditorEvent, UnitEditorReset } from '@segno/machines';
import type { UnitTreeEditorProps } from '@segno/ui';

type EditorCallbacks = Pick<
  UnitTreeEditorProps,
  | 'onPlace'
  | 'onRemove'
  | 'onLink'
  | 'onDetach'
  | 'onRuleChange'
  | 'onSelectToggle'
  | 'onReset'
  | 'onConfirm'
  | 'onCancel'
  | 'onZoomIn'
  | 'onZoomOut'
  | 'onZoomReset'
  | 'onDragStart'
  | 'onDrop'
  | 'onDragCancel'
>;

/**
 * The UnitTreeEditor's callbacks as the unit editor machine's events. Made once per actor (`useMemo`): new
 * functions on every render would re-render every group card in view on each zoom step.
 */
export function unitEditorCallbacks(actor: { send: (event: UnitEditorEvent) => void }): EditorCallbacks {
  return {
    onPlace: (contentId: number, target: PlaceTarget) =>
      actor.send({ type: 'content.place', contentId, target }),
    onRemove: (contentId: number) => actor.send({ type: 'content.remove', contentId }),
    onLink: (parentId: number, childId: number) => actor.send({ type: 'group.link', parentId, childId }),
    onDetach: (parentId: number, childId: number) => actor.send({ type: 'link.detach', parentId, childId }),
    onRuleChange: (groupId: number, ruleCase: number) =>
      actor.send({ type: 'group.rule', groupId, ruleCase }),
    onSelectToggle: (contentId: number) => actor.send({ type: 'selection.toggle', contentId }),
    onReset: (reset: UnitEditorReset) => actor.send({ type: 'tree.reset', reset }),
    onConfirm: () => actor.send({ type: 'confirm.accept' }),
    onCancel: () => actor.send({ type: 'confirm.decline' }),
    onZoomIn: () => actor.send({ type: 'zoom.in' }),
    onZoomOut: () => actor.send({ type: 'zoom.out' }),
    onZoomReset: () => actor.send({ type: 'zoom.reset' }),
    onDragStart: (contentId: number) => actor.send({ type: 'drag.start', contentId }),
    onDrop: (groupId?: number) => actor.send({ type: 'drag.drop', groupId }),
    onDragCancel: () => actor.send({ type: 'drag.cancel' }),
  };
}
