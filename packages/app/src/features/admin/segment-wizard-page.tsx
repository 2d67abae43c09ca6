import {
  type AdminMedalList,
  adminMessages,
  formatMessage,
  medalLevels,
  medalNames,
  type SegmentDraft,
} from '@segno/domain';
import { type MedalEdit, MedalEditor, SegmentForm, SegmentSeglets } from '@segno/ui';
import { useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { AssignmentBody } from '../../api/assignment-calls';
import { hashHref, paths } from '../../paths';
import { AdminWizard, type StepProps } from './admin-wizard';
import { AssignmentStep } from './lazy-steps';
import { StatusForm } from './status-form';
import { StepRefused } from './use-admin-wizard';
import type { SegmentWizardData } from './wizard-loaders';

/** /segment-admin/segments/new and /segment-admin/segments/{id}/{step}: the segment wizard (001 section 2). */
export function SegmentWizardPage() {
  const data = useLoaderData() as SegmentWizardData;
  // A new segment's wizard ends when it is created; its edit wizard is a new one.
  return <SegmentWizard key={data.segment?.segment_id ?? 'new'} data={data} />;
}

function SegmentWizard({ data }: { data: SegmentWizardData }) {
  const api = useApi();
  const revalidator = useRevalidator();
  const { segment, step } = data;
  const segmentId = segment?.segment_id;
  // After a save, the medals as the server stored them, with the error of each one it refused.
  const [medalAnswer, setMedalAnswer] = useState<AdminMedalList | undefined>(undefined);
  const medals = medalAnswer ?? data.medals;

  async function save({ values }: { values: unknown }) {
    if (segmentId === undefined) {
      const created = await api.createSegment(values as SegmentDraft);
      return { id: created.segment_id, name: created.name };
    }
    if (step === 'medals') {
      const answer = await api.saveMedals(segmentId, values as MedalEdit[]);
      setMedalAnswer(answer);
      if (answer.data.some((medal) => medal.error !== null))
        throw new StepRefused(adminMessages.medals.reverted);
    } else if (step === 'users' && data.assignment)
      await api.saveAssignment('segment', segmentId, data.assignment, values as AssignmentBody);
    else if (step === 'status') await api.saveSegment(segmentId, values as { status: 1 | 2 });
    else await api.saveSegment(segmentId, values as Partial<SegmentDraft>);
    return { id: segmentId };
  }

  const checkNames = (names: { name: string; short_name: string }) =>
    api.checkNames('segment', names, segmentId);
  const upload = async (file: File) => (await api.uploadAdminImage(file)).url;

  function body(props: StepProps) {
    if (segment === undefined || step === 'edit')
      return (
        <>
          <SegmentForm
            id={props.formId}
            defaultValues={segment}
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
            checkNames={checkNames}
            upload={upload}
          />
          {segment && (
            <Link
              className="text-sm font-medium text-primary underline underline-offset-4"
              to={paths.wizardStep('segment', segment.segment_id, 'tags', data.exit)}
            >
              {adminMessages.tags.segmentTags}
            </Link>
          )}
        </>
      );
    switch (step) {
      case 'content':
        return (
          <SegmentSeglets
            seglets={(data.seglets ?? []).map((seglet) => ({
              ...seglet,
              href: hashHref(paths.wizardStep('seglet', seglet.seglet_id, 'edit')),
            }))}
            freeSeglets={data.freeSeglets ?? []}
            createHref={hashHref(paths.wizardStep('seglet', 'new'))}
            onAdd={async (segletId) => {
              await api.addSegletToSegment(segment.segment_id, segletId);
              await revalidator.revalidate();
            }}
            onRemove={async (segletId) => {
              await api.removeSegletFromSegment(segment.segment_id, segletId);
              await revalidator.revalidate();
            }}
          />
        );
      case 'medals':
        return medals ? (
          <>
            <MedalEditor
              id={props.formId}
              medals={medals.data}
              maxPoints={medals.max_points}
              onSubmit={props.onSubmit}
              onDirtyChange={props.onDirtyChange}
            />
            <ul aria-label={adminMessages.medals.addBadges} className="flex flex-wrap gap-x-6 gap-y-2">
              {medalLevels.map((level) => (
                <li key={level}>
                  <Link
                    className="text-sm font-medium text-primary underline underline-offset-4"
                    to={paths.newMedalBadge(segment.segment_id, level)}
                  >
                    {formatMessage(adminMessages.medals.addBadge, { medal: medalNames[level] })}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : null;
      case 'users':
        return data.assignment ? (
          <AssignmentStep
            {...props}
            object="segment"
            objectId={segment.segment_id}
            assignment={data.assignment}
          />
        ) : null;
      case 'status':
        return (
          <StatusForm
            {...props}
            name={segment.name}
            status={segment.status}
            archive={() => api.archiveSegment(segment.segment_id)}
          />
        );
      default:
        return null;
    }
  }

  return (
    <AdminWizard
      kind="segment"
      itemId={segmentId}
      itemName={segment?.name}
      steps={data.steps}
      step={step}
      exit={data.exit}
      save={save}
      changeLog={data.changeLog}
    >
      {body}
    </AdminWizard>
  );
}
