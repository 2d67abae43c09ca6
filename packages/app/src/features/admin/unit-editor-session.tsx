import {
  type AdminUnit,
  adminMessages,
  authoringLimits,
  nameRule,
  planAdminMessages,
  type UnitContentItem,
  type UnitContentsSaved,
  unitExitPath,
  unitTreeFromUnit,
  unitTreeToUnit,
  unlessTaken,
} from '@segno/domain';
import { type SaveUnitInput, unitEditorMachine } from '@segno/machines';
import { Button, RuledTextField, UnitTreeEditor, type UnitTreeEditorProps } from '@segno/ui';
import { useMachine } from '@xstate/react';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/api-context';
import { ApiError } from '../../api/api-error';
import { unitEditorCallbacks } from './unit-editor-callbacks';
import { contentTypeLabel, UnitEditorContentSearch } from './unit-editor-content-search';
import { UnitEditorLeaveGuard } from './unit-editor-leave-guard';
import type { UnitEditorPlace } from './unit-editor-loader';
import { useNamesTaken } from './use-names-taken';

const texts = planAdminMessages.unitScreens;
const editorTexts = planAdminMessages.unitEditor;

type Contents = UnitTreeEditorProps['contents'];
type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

const toEditorContents = (
  items: readonly Pick<UnitContentItem, 'content_id' | 'name' | 'points' | 'type'>[],
) =>
  Object.fromEntries(
    items.map((item) => [
      item.content_id,
      { name: item.name, points: item.points, type: contentTypeLabel(item.type) },
    ]),
  );

/** The name field's message from a refused save (409 taken, 400 the name rule), if the refusal was about it. */
function nameIssueOf(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return undefined;
  return error.issues?.find((issue) => issue.path === 'unit_name')?.message;
}

export type UnitEditorSessionProps = UnitEditorPlace & {
  unit: AdminUnit;
  contents: readonly UnitContentItem[];
};

/**
 * An existing unit in the editor (002 sections 2, 4 and 5): its name (the admin name rule) and its tree, edited
 * through the unit editor machine and shown by the ui's UnitTreeEditor; contents found by the search join the
 * sandbox. Save stays here with a status; Save and close and Close go to `unitExitPath(exit, plan)`; leaving
 * with changes not saved asks first.
 */
export function UnitEditorSession({ unit, contents: loaded, planId, exit }: UnitEditorSessionProps) {
  const api = useApi();
  const navigate = useNavigate();
  const unitId = unit.unit_id;
  const [name, setName] = useState(unit.unit_name);
  const [savedName, setSavedName] = useState(unit.unit_name);
  const [isSubmitted, setSubmitted] = useState(false);
  const [serverNameIssue, setServerNameIssue] = useState<string | undefined>(undefined);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [contents, setContents] = useState<Contents>(() => toEditorContents(loaded));
  const nameRef = useRef(name);
  nameRef.current = name;
  const isLeaving = useRef(false);
  const nameInput = useRef<HTMLInputElement>(null);

  /** PUT /unit/{id}: the name typed and the tree; the status is left to the server (2, spec 002 section 4). */
  async function persist(tree: SaveUnitInput) {
    const unitName = nameRef.current.trim();
    try {
      const saved = await api.saveUnit(unitId, {
        unit_name: unitName,
        unit_data: tree.unit_data,
        unit_contents: tree.unit_contents,
      });
      setSavedName(saved.unit_name);
      return saved;
    } catch (error) {
      setServerNameIssue(nameIssueOf(error));
      throw error;
    }
  }
  const persistRef = useRef(persist);
  persistRef.current = persist;

  const [machine] = useState(() =>
    unitEditorMachine.provide({
      actors: {
        saveUnit: fromPromise<unknown, SaveUnitInput>(({ input }) => persistRef.current(input)),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { unit_id: unitId, tree: unitTreeFromUnit(unit) },
  });
  const { tree, selection, zoom, pendingDetach, pendingReset } = snapshot.context;

  const isNameChanged = name.trim() !== savedName;
  const { nameTaken } = useNamesTaken('unit', { name }, { excludeId: unitId, isEnabled: isNameChanged });
  const nameIssue = unlessTaken(nameRule, name, isNameChanged && nameTaken);
  const isDirty = snapshot.context.isDirty || isNameChanged;
  const callbacks = useMemo(() => unitEditorCallbacks(actor), [actor]);
  const inUnit = useMemo(() => new Set(tree.contents.map((entry) => entry.content_id)), [tree.contents]);
  const pendingConfirmation: UnitTreeEditorProps['pendingConfirmation'] = snapshot.matches({
    tree: 'confirmingDetach',
  })
    ? pendingDetach && { kind: 'detach', ...pendingDetach }
    : snapshot.matches({ tree: 'confirmingReset' }) && pendingReset
      ? { kind: 'reset', reset: pendingReset }
      : undefined;

  /** The machine's save of the tree (with the name); resolves whether it was stored. */
  function saveWithTree(): Promise<boolean> {
    return new Promise((resolve) => {
      let hasStarted = false;
      const subscription = actor.subscribe((next) => {
        if (next.matches({ save: 'saving' })) {
          hasStarted = true;
          return;
        }
        if (!hasStarted) return;
        subscription.unsubscribe();
        resolve(!next.matches({ save: 'failed' }));
      });
      send({ type: 'unit.save' });
      if (!hasStarted) {
        subscription.unsubscribe();
        resolve(false);
      }
    });
  }

  /** Saves what changed: the tree through the machine, or only the name; true once stored. */
  async function save(): Promise<boolean> {
    setSubmitted(true);
    setServerNameIssue(undefined);
    if (nameIssue) {
      nameInput.current?.focus();
      return false;
    }
    if (!isDirty) return true;
    setSaveState('saving');
    let isSaved: boolean;
    if (snapshot.can({ type: 'unit.save' })) isSaved = await saveWithTree();
    else
      isSaved = await persist({ unit_id: unitId, ...unitTreeToUnit(tree) }).then(
        () => true,
        () => false,
      );
    setSaveState(isSaved ? 'saved' : 'failed');
    return isSaved;
  }

  const exitPath = unitExitPath(exit, planId);
  async function saveAndClose() {
    if (!(await save())) return;
    isLeaving.current = true;
    navigate(exitPath);
  }

  function onNameSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  function onAdded(added: UnitContentsSaved['data']) {
    setContents((current) => ({ ...current, ...toEditorContents(added) }));
    send({ type: 'content.add', contentIds: added.map((item) => item.content_id) });
  }

  const isSaving = saveState === 'saving';
  const failure =
    saveState === 'failed'
      ? serverNameIssue
        ? adminMessages.wizard.checkFields
        : editorTexts.saveFailed
      : undefined;
  // A taken name shows as soon as the lookup says so; the name rule once a save was asked for.
  const shownNameIssue =
    serverNameIssue ?? (isSubmitted || (isNameChanged && nameTaken) ? nameIssue : undefined);

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-2xl font-semibold">{savedName}</h1>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" form="unit-name-form" disabled={isSaving}>
            {texts.save}
          </Button>
          <Button variant="secondary" disabled={isSaving} onClick={() => void saveAndClose()}>
            {texts.saveAndClose}
          </Button>
          <Button variant="outline" disabled={isSaving} onClick={() => navigate(exitPath)}>
            {texts.close}
          </Button>
        </div>
      </div>
      <form id="unit-name-form" noValidate onSubmit={onNameSubmit} className="max-w-xl">
        <RuledTextField
          ref={nameInput}
          label={texts.nameLabel}
          required
          maxLength={authoringLimits.nameMaxLength}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setServerNameIssue(undefined);
            if (saveState !== 'saving') setSaveState('idle');
          }}
          errorMessage={shownNameIssue}
        />
      </form>
      <div>
        <p role="status" className="text-sm">
          {isSaving ? editorTexts.saving : saveState === 'saved' && !isDirty ? editorTexts.saved : null}
        </p>
        {failure && (
          <p role="alert" className="text-sm text-danger">
            {failure}
          </p>
        )}
      </div>
      <section aria-labelledby="unit-add-contents" className="grid gap-3">
        <h2 id="unit-add-contents" className="text-lg font-semibold">
          {texts.addTitle}
        </h2>
        {tree.contents.length === 0 && <p className="text-muted-foreground">{texts.empty}</p>}
        <UnitEditorContentSearch unitId={unitId} inUnit={inUnit} isDisabled={isSaving} onAdded={onAdded} />
      </section>
      <UnitTreeEditor
        tree={tree}
        contents={contents}
        selected={selection}
        zoom={zoom}
        pendingConfirmation={pendingConfirmation}
        isSaving={isSaving}
        {...callbacks}
      />
      <UnitEditorLeaveGuard isDirty={isDirty} isLeaving={isLeaving} />
    </div>
  );
}
