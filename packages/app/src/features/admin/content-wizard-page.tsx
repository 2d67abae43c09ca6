import { adminMessages, type ContentDraft, type ContentUpdateInput, needsSegnocode } from '@segno/domain';
import {
  ContentForm,
  ExpertiseForm,
  type Placement,
  PlacementForm,
  ScheduleForm,
  SegnocodeEditor,
  SkillMapping,
} from '@segno/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import type { AssignmentBody } from '../../api/assignment-calls';
import { AdminWizard, type StepProps } from './admin-wizard';
import { ContentChecklistPicker } from './content-checklist-picker';
import { ItemTags } from './item-tags';
import { AssignmentStep, BadgesStep, LockingStep, RelationshipsStep, ResponsibilityStep } from './lazy-steps';
import { StatusForm } from './status-form';
import type { ContentWizardData } from './wizard-loaders';

/** /segment-admin/contents/new and /segment-admin/contents/{id}/{step}: the content wizard (001 section 2). */
export function ContentWizardPage() {
  const data = useLoaderData() as ContentWizardData;
  return <ContentWizard key={data.content?.content_id ?? 'new'} data={data} />;
}

function ContentWizard({ data }: { data: ContentWizardData }) {
  const api = useApi();
  const revalidator = useRevalidator();
  const { content, step } = data;
  const contentId = content?.content_id;

  async function save({ values }: { values: unknown }) {
    if (contentId === undefined) {
      const created = await api.createContent(values as ContentDraft);
      return { id: created.content_id, name: created.name };
    }
    if (step === 'segment') {
      const { segment_id, seglet_id } = values as Placement;
      // The form requires both in content mode.
      if (segment_id === null || seglet_id === undefined) throw new Error(adminMessages.wizard.saveFailed);
      await api.placeContent(contentId, segment_id, seglet_id);
    } else if (step === 'add-learner' && data.assignment)
      await api.saveAssignment('content', contentId, data.assignment, values as AssignmentBody);
    else await api.saveContent(contentId, values as ContentUpdateInput);
    return { id: contentId };
  }

  const checkNames = (names: { name: string; short_name: string }) =>
    api.checkNames('content', names, contentId);
  const checkOwner = async (email: string) => (await api.findUserByEmail(email)).data.length > 0;
  const upload = async (file: File) => (await api.uploadAdminImage(file)).url;

  function body(props: StepProps) {
    if (content === undefined || step === 'edit')
      return (
        <>
          <ContentForm
            id={props.formId}
            defaultValues={content}
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
            checkNames={checkNames}
            checkOwner={checkOwner}
            upload={upload}
          />
          {content && data.checklist && (
            <ContentChecklistPicker
              contentId={content.content_id}
              checklistId={data.checklist.checklistId}
              checklists={data.checklist.checklists}
            />
          )}
          {content && needsSegnocode(content) && (
            // A code content's own segnocode (001 section 5): saved at once, apart from the form.
            <SegnocodeEditor
              code={content.segnocode}
              checkAvailability={async (code) => (await api.getSegnocodeAvailability(code)).available}
              onReplace={(code) => api.replaceSegnocode(content.content_id, code)}
              onRemove={() => api.removeSegnocode(content.content_id)}
              onCodeChange={() => void revalidator.revalidate()}
              onPrint={async (orientation) => {
                const svg = await api.getSegnocodeImage(orientation, content.content_id);
                window.open(URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' })));
              }}
            />
          )}
        </>
      );
    switch (step) {
      case 'segment':
        return (
          <PlacementForm
            id={props.formId}
            mode="content"
            segments={data.segments ?? []}
            seglets={data.seglets ?? []}
            value={
              content.segment_id === null
                ? undefined
                : { segment_id: content.segment_id, seglet_id: content.seglet_id ?? undefined }
            }
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
          />
        );
      case 'tags':
        return (
          <ItemTags
            tags={data.tags ?? []}
            addTag={(tagId) => api.addContentTag(content.content_id, tagId)}
            removeTag={(tagId) => api.removeContentTag(content.content_id, tagId)}
          />
        );
      case 'map-responsibilities':
        return (
          <ResponsibilityStep
            mapped={data.responsibilities ?? []}
            saveIds={(ids) => api.saveContentResponsibilities(content.content_id, ids)}
          />
        );
      case 'launch-and-expiration':
        return (
          <ScheduleForm
            id={props.formId}
            defaultValues={content}
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
          />
        );
      case 'expertise':
        return (
          <ExpertiseForm
            id={props.formId}
            defaultValues={content}
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
          />
        );
      case 'skill-mapping':
        // Each change saves the whole list at once (like tags); the step's continue only moves on.
        return (
          <SkillMapping
            skills={data.skills ?? []}
            searchSkills={async (term, signal) => (await api.searchSkills(term, signal)).data}
            onChange={async (skills) => {
              await api.saveContentSkills(content.content_id, skills);
              await revalidator.revalidate();
            }}
          />
        );
      // The relationships, locking and badges steps apply each change at once (locking after 2000 ms); the
      // step's continue only moves on.
      case 'relationships':
        return <RelationshipsStep content={content} data={data.relationships} />;
      case 'locking':
        return <LockingStep content={content} data={data.relationships} />;
      case 'badges':
        return <BadgesStep content={content} data={data.relationships} />;
      case 'add-learner':
        return data.assignment ? (
          <AssignmentStep
            {...props}
            object="content"
            objectId={content.content_id}
            assignment={data.assignment}
          />
        ) : null;
      case 'status':
        return (
          <StatusForm
            {...props}
            name={content.name}
            status={content.status}
            archive={() => api.archiveContent(content.content_id)}
          />
        );
      default:
        return null;
    }
  }

  return (
    <AdminWizard
      kind="content"
      itemId={contentId}
      itemName={content?.name}
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
