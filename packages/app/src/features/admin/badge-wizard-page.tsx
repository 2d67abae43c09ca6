import type { AdminBadgeContent, BadgeDraft, BadgeNotifications } from '@segno/domain';
import { BadgeContents, BadgeForm, BadgeNotificationsForm } from '@segno/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { AdminWizard, type StepProps } from './admin-wizard';
import { StatusForm } from './status-form';
import type { BadgeWizardData } from './wizard-loaders';

/**
 * /segment-admin/badges/new and /segment-admin/badges/{id}/{step}: the badge wizard (001 section 2). Steps:
 * basic info (with its segment and medal type), the contents that earn it, its notifications, status and
 * change log.
 */
export function BadgeWizardPage() {
  const data = useLoaderData() as BadgeWizardData;
  // A new badge's wizard ends when it is created; its edit wizard is a new one.
  return <BadgeWizard key={data.badge?.badge_id ?? 'new'} data={data} />;
}

function BadgeWizard({ data }: { data: BadgeWizardData }) {
  const api = useApi();
  const revalidator = useRevalidator();
  const { badge, step } = data;
  const badgeId = badge?.badge_id;

  async function save({ values }: { values: unknown }) {
    if (badgeId === undefined) {
      const created = await api.createBadge(values as BadgeDraft);
      return { id: created.badge_id, name: created.name };
    }
    if (step === 'status') await api.saveBadge(badgeId, values as { status: 1 | 2 });
    else await api.saveBadge(badgeId, values as Partial<BadgeDraft> | BadgeNotifications);
    return { id: badgeId };
  }

  const checkNames = (names: { name: string; short_name: string }) => api.checkNames('badge', names, badgeId);
  const upload = async (file: File) => (await api.uploadAdminImage(file)).url;

  function body(props: StepProps) {
    if (badge === undefined || step === 'edit')
      return (
        <BadgeForm
          id={props.formId}
          defaultValues={badge ? { ...badge, segment_id: badge.segment_id ?? undefined } : data.prefill}
          segments={data.segments ?? []}
          onSubmit={props.onSubmit}
          onDirtyChange={props.onDirtyChange}
          serverErrors={props.serverErrors}
          checkNames={checkNames}
          upload={upload}
        />
      );
    switch (step) {
      case 'content':
        return (
          <BadgeContentStep
            badgeId={badge.badge_id}
            contents={data.contents ?? []}
            onChanged={() => revalidator.revalidate()}
          />
        );
      case 'notifications':
        return (
          <BadgeNotificationsForm
            id={props.formId}
            defaultValues={badge}
            onSubmit={props.onSubmit}
            onDirtyChange={props.onDirtyChange}
            serverErrors={props.serverErrors}
          />
        );
      case 'status':
        return (
          <StatusForm
            {...props}
            name={badge.name}
            status={badge.status}
            archive={() => api.archiveBadge(badge.badge_id)}
          />
        );
      default:
        return null;
    }
  }

  return (
    <AdminWizard
      kind="badge"
      itemId={badgeId}
      itemName={badge?.name}
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

/** The content step: the badge's contents, and a search of its segment's contents to add from. */
function BadgeContentStep({
  badgeId,
  contents,
  onChanged,
}: {
  badgeId: number;
  contents: readonly AdminBadgeContent[];
  onChanged: () => Promise<void>;
}) {
  const api = useApi();
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<AdminBadgeContent[] | undefined>(undefined);
  const [isSearching, setSearching] = useState(false);
  const search = useRef<AbortController | undefined>(undefined);

  const runSearch = useCallback(
    async (wanted: string) => {
      search.current?.abort();
      setTerm(wanted);
      if (wanted === '') {
        setResults(undefined);
        return;
      }
      const controller = new AbortController();
      search.current = controller;
      setSearching(true);
      try {
        const found = await api.searchBadgeContents(badgeId, wanted, controller.signal);
        if (!controller.signal.aborted) setResults(found.data);
      } catch (error) {
        // spec: failed list loads are only logged.
        if (!controller.signal.aborted) console.warn('Badge content search failed', error);
      } finally {
        if (!controller.signal.aborted) setSearching(false);
      }
    },
    [api, badgeId],
  );
  useEffect(() => () => search.current?.abort(), []);

  async function change(update: () => Promise<unknown>) {
    await update();
    await onChanged();
    if (term !== '') await runSearch(term);
  }

  return (
    <BadgeContents
      contents={contents}
      results={results}
      isSearching={isSearching}
      onSearch={runSearch}
      onAdd={(contentId) => change(() => api.addBadgeContent(badgeId, contentId))}
      onRemove={(contentId) => change(() => api.removeBadgeContent(badgeId, contentId))}
    />
  );
}
