import type { SegletDraftInput } from '@segno/domain';
import { type Placement, PlacementForm, SegletForm } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { AdminWizard, type StepProps } from './admin-wizard';
import type { SegletWizardData } from './wizard-loaders';

/** /segment-admin/seglets/new and /segment-admin/seglets/{id}/{step}: the seglet wizard (001 section 2). */
export function SegletWizardPage() {
  const data = useLoaderData() as SegletWizardData;
  return <SegletWizard key={data.seglet?.seglet_id ?? 'new'} data={data} />;
}

function SegletWizard({ data }: { data: SegletWizardData }) {
  const api = useApi();
  const { seglet, step } = data;
  const segletId = seglet?.seglet_id;

  async function save({ values }: { values: unknown }) {
    if (segletId === undefined) {
      const created = await api.createSeglet(values as SegletDraftInput);
      return { id: created.seglet_id, name: created.name };
    }
    if (step === 'segments') {
      const { segment_id } = values as Placement;
      const current = seglet?.segment_id ?? null;
      if (current !== null && current !== segment_id) await api.removeSegletFromSegment(current, segletId);
      if (segment_id !== null && segment_id !== current) await api.addSegletToSegment(segment_id, segletId);
    } else await api.saveSeglet(segletId, values as SegletDraftInput);
    return { id: segletId };
  }

  const checkNames = (names: { name: string; short_name: string }) =>
    api.checkNames('seglet', names, segletId);

  function body(props: StepProps) {
    if (seglet === undefined || step === 'edit')
      return (
        <SegletForm
          id={props.formId}
          defaultValues={seglet}
          // 001 section 4: an existing seglet's edits save themselves 2000 ms after the last change.
          onAutosave={
            seglet === undefined
              ? undefined
              : async (values) => {
                  await api.saveSeglet(seglet.seglet_id, values);
                }
          }
          onSubmit={props.onSubmit}
          onDirtyChange={props.onDirtyChange}
          serverErrors={props.serverErrors}
          checkNames={checkNames}
        />
      );
    if (step === 'segments')
      return (
        <PlacementForm
          id={props.formId}
          mode="seglet"
          segments={data.segments ?? []}
          value={seglet.segment_id === null ? undefined : { segment_id: seglet.segment_id }}
          onSubmit={props.onSubmit}
          onDirtyChange={props.onDirtyChange}
          serverErrors={props.serverErrors}
        />
      );
    return null;
  }

  return (
    <AdminWizard
      kind="seglet"
      itemId={segletId}
      itemName={seglet?.name}
      steps={data.steps}
      step={step}
      exit={data.exit}
      save={save}
    >
      {body}
    </AdminWizard>
  );
}
