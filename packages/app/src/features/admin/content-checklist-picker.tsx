import { adminMessages, type ChecklistSummaryList } from '@segno/domain';
import { Select } from '@segno/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { checklistPaths } from './checklist-loaders';

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * A checklist content's checklist (001 sections 2 and 3), chosen under the content form and saved at once like
 * the segnocode editor: the content form has no checklist field.
 */
export function ContentChecklistPicker({
  contentId,
  checklistId,
  checklists,
}: {
  contentId: number;
  checklistId: number | null;
  checklists: ChecklistSummaryList['data'];
}) {
  const api = useApi();
  const [value, setValue] = useState(checklistId === null ? '' : String(checklistId));
  const [saveState, setSaveState] = useState<SaveState>('idle');

  async function handleChange(next: string) {
    setValue(next);
    setSaveState('saving');
    try {
      await api.saveContentChecklist(contentId, next === '' ? null : Number(next));
      setSaveState('saved');
    } catch {
      setSaveState('failed');
    }
  }

  return (
    <section data-slot="content-checklist-picker" data-state={saveState} className="grid max-w-2xl gap-2">
      <Select
        label={adminMessages.checklists.pickLabel}
        placeholder={adminMessages.checklists.pickNone}
        options={checklists.map((checklist) => ({
          value: String(checklist.checklist_id),
          label: checklist.name,
        }))}
        value={value}
        disabled={saveState === 'saving'}
        onValueChange={(next) => void handleChange(next)}
      />
      <p className="flex gap-4 text-sm">
        {value !== '' && (
          <Link className="underline" to={checklistPaths.edit(Number(value))}>
            {adminMessages.checklists.editTitle}
          </Link>
        )}
        <Link className="underline" to={checklistPaths.create()}>
          {adminMessages.checklists.newTitle}
        </Link>
      </p>
      <p role="status" className={saveState === 'failed' ? 'text-sm text-danger' : 'text-sm'}>
        {saveState === 'saved' && adminMessages.checklists.pickSaved}
        {saveState === 'failed' && adminMessages.checklists.saveFailed}
      </p>
    </section>
  );
}
