import { type AdminChecklist, adminMessages } from '@segno/domain';
import { ChecklistEditor, type ChecklistEditorValue } from '@segno/ui';
import { Link, useLoaderData, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { type ChecklistEditData, type ChecklistNewData, checklistPaths } from './checklist-loaders';

const toEditorValue = (checklist: AdminChecklist): ChecklistEditorValue => ({
  name: checklist.name,
  items: checklist.items.map((item) => ({ item_id: item.item_id, name: item.name })),
});

/** /segment-admin/checklists/new: creates a checklist, then opens its edit screen; lists the existing ones. */
export function ChecklistNewPage() {
  const api = useApi();
  const navigate = useNavigate();
  const { checklists } = useLoaderData() as ChecklistNewData;

  async function handleSubmit(value: ChecklistEditorValue) {
    const created = await api.createChecklist(value);
    navigate(checklistPaths.edit(created.checklist_id));
    return toEditorValue(created);
  }

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{adminMessages.checklists.newTitle}</h1>
      <ChecklistEditor onSubmit={handleSubmit} submitLabel={adminMessages.checklists.create} />
      {checklists.length > 0 && (
        <section aria-labelledby="existing-checklists" className="grid gap-2">
          <h2 id="existing-checklists" className="text-lg font-semibold">
            {adminMessages.checklists.homeTitle}
          </h2>
          <ul className="grid gap-1">
            {checklists.map((checklist) => (
              <li key={checklist.checklist_id}>
                <Link className="underline" to={checklistPaths.edit(checklist.checklist_id)}>
                  {checklist.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** /segment-admin/checklists/{checklist_id}/edit: the name and ordered items, saved as one list. */
export function ChecklistEditPage() {
  const api = useApi();
  const { checklist } = useLoaderData() as ChecklistEditData;

  async function handleSubmit(value: ChecklistEditorValue) {
    return toEditorValue(await api.saveChecklist(checklist.checklist_id, value));
  }

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{adminMessages.checklists.editTitle}</h1>
      <ChecklistEditor
        key={checklist.checklist_id}
        defaultValue={toEditorValue(checklist)}
        userCount={checklist.user_count}
        onSubmit={handleSubmit}
      />
    </div>
  );
}
