import { adminMessages, type ContentDraft, needsSegnocode } from '@segno/domain';
import { ContentForm, type Placement, PlacementForm, SegnocodeEditor, TagPicker } from '@segno/ui';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { AdminWizard, type StepProps } from './admin-wizard';
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
    } else await api.saveContent(contentId, values as Partial<ContentDraft> | { status: 1 | 2 });
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
        // Each tag change applies at once (like the segment's seglets); the step's continue only moves on.
        return (
          <TagPicker
            tags={data.tags ?? []}
            searchTags={async (term, signal) => (await api.searchTags(term, signal)).data}
            onAdd={async (tag) => {
              await api.addContentTag(content.content_id, tag.tag_id);
              await revalidator.revalidate();
            }}
            onCreate={async (name) => {
              const tag = await api.createTag(name);
              await api.addContentTag(content.content_id, tag.tag_id);
              await revalidator.revalidate();
            }}
            onRemove={async (tag) => {
              await api.removeContentTag(content.content_id, tag.tag_id);
              await revalidator.revalidate();
            }}
          />
        );
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
