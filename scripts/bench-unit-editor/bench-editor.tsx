/**
 * The unit tree editor as an app wires it: the ui widget driven by the real unit editor machine, the machine's
 * context read with narrow selectors and every callback stable (one `send` each).
 */
import type { UnitTree } from '@segno/domain';
import { type SaveUnitInput, unitEditorMachine } from '@segno/machines';
import { UnitTreeEditor, type UnitTreeEditorConfirmation, type UnitTreeEditorContent } from '@segno/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect, useMemo } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { unitEditorCallbacks } from '../../packages/app/src/features/admin/unit-editor-callbacks';

export type UnitEditorActor = ActorRefFrom<typeof unitEditorMachine>;

// The benchmark never saves; the machine only needs the actor to exist.
const machine = unitEditorMachine.provide({
  actors: { saveUnit: fromPromise<unknown, SaveUnitInput>(async () => undefined) },
});

export function BenchEditor({
  tree,
  contents,
  onActor,
  onCommit,
}: {
  tree: UnitTree;
  contents: Readonly<Record<number, UnitTreeEditorContent>>;
  onActor: (actor: UnitEditorActor) => void;
  /** Called at every commit of the editor (the machine's tree, selection or zoom changed). */
  onCommit: () => void;
}) {
  const actor = useActorRef(machine, { input: { unit_id: 1, tree } });
  onActor(actor);
  useLayoutEffect(() => {
    onCommit();
  });
  const editorTree = useSelector(actor, (snapshot) => snapshot.context.tree);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selection);
  const zoom = useSelector(actor, (snapshot) => snapshot.context.zoom);
  const pendingConfirmation = useSelector(actor, (snapshot): UnitTreeEditorConfirmation | undefined => {
    const { pendingDetach, pendingReset } = snapshot.context;
    if (snapshot.matches({ tree: 'confirmingDetach' }) && pendingDetach)
      return { kind: 'detach', ...pendingDetach };
    if (snapshot.matches({ tree: 'confirmingReset' }) && pendingReset)
      return { kind: 'reset', reset: pendingReset };
    return undefined;
  });
  const callbacks = useMemo(() => unitEditorCallbacks(actor), [actor]);
  return (
    <UnitTreeEditor
      tree={editorTree}
      contents={contents}
      selected={selected}
      zoom={zoom}
      pendingConfirmation={pendingConfirmation}
      {...callbacks}
    />
  );
}
