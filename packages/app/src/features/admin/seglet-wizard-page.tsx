import {
  type AdminContent,
  type AdminSeglet,
  adminMessages,
  authoringLimits,
  type SegletDraftInput,
  type SegletUpdateInput,
} from '@segno/domain';
import { type Placement, PlacementForm, ScheduleForm, SegletContents, SegletForm } from '@segno/ui';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { AdminWizard, type StepProps } from './admin-wizard';
import { useLinkedSearch } from './use-linked-search';
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
    } else await api.saveSeglet(segletId, values as SegletUpdateInput);
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
    if (step === 'launch-and-expiration')
      return (
        <ScheduleForm
          id={props.formId}
          defaultValues={seglet}
          onSubmit={props.onSubmit}
          onDirtyChange={props.onDirtyChange}
          serverErrors={props.serverErrors}
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
    if (step === 'contents')
      // Each change applies at once (like tags); the step's continue only moves on.
      return <SegletContentsStep seglet={seglet} contents={data.contents} />;
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

/**
 * The contents step: the seglet's contents by name (content has no order inside a seglet, so no reordering), added
 * from the admin content search (the content selector's 100) through the content's placement in the seglet's
 * segment, and taken out of it. A seglet in no segment takes no contents: the widget says so and offers no search.
 */
function SegletContentsStep({
  seglet,
  contents,
}: {
  seglet: AdminSeglet;
  contents: readonly AdminContent[] | undefined;
}) {
  const api = useApi();
  const revalidator = useRevalidator();
  const [error, setError] = useState<string | undefined>();
  const segmentId = seglet.segment_id;
  const search = useLinkedSearch(async (term, signal) => {
    const found = await api.getAdminContents(
      { limit: authoringLimits.contentSelectorPageSize, offset: 0, term, statuses: [1, 2] },
      signal,
    );
    return found.data;
  });

  async function change(update: () => Promise<unknown>) {
    setError(undefined);
    try {
      await update();
    } catch (failure) {
      console.warn('Seglet contents change failed', failure);
      setError(adminMessages.segletContents.changeFailed);
      return;
    }
    await revalidator.revalidate();
    await search.refresh();
  }

  return (
    <SegletContents
      contents={contents}
      segletId={seglet.seglet_id}
      canAdd={segmentId !== null}
      results={search.results}
      isSearching={search.isSearching}
      error={error}
      onSearch={search.onSearch}
      onAdd={(contentId) =>
        segmentId !== null && change(() => api.placeContent(contentId, segmentId, seglet.seglet_id))
      }
      onRemove={(contentId) => {
        // Out of the content's own segment (the seglet's, unless the seglet has left it since).
        const placedIn =
          contents?.find((content) => content.content_id === contentId)?.segment_id ?? segmentId;
        return placedIn !== null && change(() => api.removeContentFromSegment(contentId, placedIn));
      }}
    />
  );
}
