import {
  type AdminBadge,
  type AdminBadgeContent,
  type AdminContent,
  type AdminMedalList,
  type AdminSeglet,
  type AdminSegment,
  authoringLimits,
  type BadgeDraft,
  type BadgeSegmentList,
  badgeMedalTypeSchema,
  type ChangeLog,
  type Tag,
  visibleWizardSteps,
  type WizardKind,
  type WizardStep,
} from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { idParam } from '../content/content-place';
import type { ManagedKind } from './admin-loaders';

/** Lists offered as choices in the placement steps: every segment and seglet an admin could pick. */
const choicesPage = { limit: 100, offset: 0 };

/** The wizard's place: which item, which step, and the exit code it closes with. */
function readWizardPlace(kind: WizardKind, { request, params }: LoaderFunctionArgs) {
  const idName = `${kind}_id`;
  const id = idParam(params, idName);
  const step = (params.step ?? 'edit') as WizardStep;
  const exitText = new URL(request.url).searchParams.get('exit');
  const exit = exitText === null ? undefined : Number(exitText);
  return { id, step, exit: Number.isInteger(exit) ? exit : undefined };
}

/** A change log page (5 a page), read with the step's `page` query. */
async function loadChangeLog(
  api: ApiClient,
  kind: WizardKind,
  id: number,
  request: Request,
): Promise<ChangeLog> {
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  return api.getChangeLog(kind, id, {
    limit: authoringLimits.changeLogPageSize,
    offset: (page - 1) * authoringLimits.changeLogPageSize,
  });
}

export type SegmentWizardData = {
  kind: 'segment';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  segment: AdminSegment | undefined;
  medals?: AdminMedalList;
  /** The content step: the segment's seglets, and the seglets in no segment that can be added. */
  seglets?: AdminSeglet[];
  freeSeglets?: AdminSeglet[];
  changeLog?: ChangeLog;
};

export type SegletWizardData = {
  kind: 'seglet';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  seglet: AdminSeglet | undefined;
  segments?: AdminSegment[];
};

export type ContentWizardData = {
  kind: 'content';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  content: AdminContent | undefined;
  segments?: AdminSegment[];
  seglets?: AdminSeglet[];
  changeLog?: ChangeLog;
  /** The tags step: the content's tags. */
  tags?: Tag[];
  assessmentToolEnabled: boolean;
};

export type BadgeWizardData = {
  kind: 'badge';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  badge: AdminBadge | undefined;
  /** badges/new?segment_id=&medal_type_id= (001 section 2): the form's first values. */
  prefill: Partial<Pick<BadgeDraft, 'segment_id' | 'medal_type_id'>>;
  /** The edit step: the segments a badge can belong to. */
  segments?: BadgeSegmentList['data'];
  /** The content step: the contents that earn the badge. */
  contents?: AdminBadgeContent[];
  changeLog?: ChangeLog;
};

export type WizardData = SegmentWizardData | SegletWizardData | ContentWizardData | BadgeWizardData;

/** The steps built so far; the others of 001's lists join as their screens land (issue 8 note). */
export const builtSteps: Record<ManagedKind, readonly WizardStep[]> = {
  segment: ['edit', 'content', 'medals', 'status', 'change-log'],
  seglet: ['edit', 'segments'],
  content: ['edit', 'tags', 'segment', 'status', 'change-log'],
  // Notifications: not built (the spec names the step but not what it holds).
  badge: ['edit', 'content', 'status', 'change-log'],
};

const stepsOf = (kind: ManagedKind, facts: Parameters<typeof visibleWizardSteps>[1]) =>
  visibleWizardSteps(kind, facts).filter((step) => builtSteps[kind].includes(step));

/** /segment-admin/segments/new and /segment-admin/segments/{id}/{step} */
export function createSegmentWizardLoader(api: ApiClient) {
  return async function segmentWizardLoader(args: LoaderFunctionArgs): Promise<SegmentWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('segment', args);
    const steps = stepsOf('segment', { isNew: id === undefined });
    if (id === undefined) return { kind: 'segment', step: 'edit', steps, exit, segment: undefined };
    const signal = args.request.signal;
    const [segment, medals, seglets, freeSeglets, changeLog] = await Promise.all([
      api.getAdminSegment(id, signal),
      step === 'medals' ? api.getAdminMedals(id, signal) : undefined,
      step === 'content' ? api.getAdminSeglets({ ...choicesPage, segmentId: id }, signal) : undefined,
      step === 'content' ? api.getAdminSeglets({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
      step === 'change-log' ? loadChangeLog(api, 'segment', id, args.request) : undefined,
    ]);
    return {
      kind: 'segment',
      step,
      steps,
      exit,
      segment,
      medals,
      seglets: seglets?.data,
      freeSeglets: freeSeglets?.data.filter((seglet) => seglet.segment_id === null),
      changeLog,
    };
  };
}

/** /segment-admin/seglets/new and /segment-admin/seglets/{id}/{step} */
export function createSegletWizardLoader(api: ApiClient) {
  return async function segletWizardLoader(args: LoaderFunctionArgs): Promise<SegletWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('seglet', args);
    const steps = stepsOf('seglet', { isNew: id === undefined });
    if (id === undefined) return { kind: 'seglet', step: 'edit', steps, exit, seglet: undefined };
    const signal = args.request.signal;
    const [seglet, segments] = await Promise.all([
      api.getAdminSeglet(id, signal),
      step === 'segments' ? api.getAdminSegments({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
    ]);
    return { kind: 'seglet', step, steps, exit, seglet, segments: segments?.data };
  };
}

/** /segment-admin/contents/new and /segment-admin/contents/{id}/{step} */
export function createContentWizardLoader(api: ApiClient) {
  return async function contentWizardLoader(args: LoaderFunctionArgs): Promise<ContentWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('content', args);
    const definition = await api.getDefinition();
    const assessmentToolEnabled = definition.assessment_tool_enabled === true;
    if (id === undefined)
      return {
        kind: 'content',
        step: 'edit',
        steps: stepsOf('content', { isNew: true }),
        exit,
        content: undefined,
        assessmentToolEnabled,
      };
    const signal = args.request.signal;
    const [content, segments, seglets, changeLog, tags] = await Promise.all([
      api.getAdminContent(id, signal),
      step === 'segment' ? api.getAdminSegments({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
      step === 'segment' ? api.getAdminSeglets({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
      step === 'change-log' ? loadChangeLog(api, 'content', id, args.request) : undefined,
      step === 'tags' ? api.getContentTags(id, signal) : undefined,
    ]);
    const steps = stepsOf('content', {
      isNew: false,
      assessmentToolEnabled,
      isCompliance: content.object_type === 'complianceContent',
      isForeignLanguage: content.language !== 'english',
    });
    return {
      kind: 'content',
      step,
      steps,
      exit,
      content,
      segments: segments?.data,
      seglets: seglets?.data.filter((seglet) => seglet.segment_id !== null),
      changeLog,
      tags: tags?.data,
      assessmentToolEnabled,
    };
  };
}

/** The new badge's segment and medal type from its address; anything else there is ignored. */
function readBadgePrefill(url: URL): BadgeWizardData['prefill'] {
  const prefill: BadgeWizardData['prefill'] = {};
  const segmentId = Number(url.searchParams.get('segment_id'));
  if (Number.isInteger(segmentId) && segmentId > 0) prefill.segment_id = segmentId;
  const medalType = badgeMedalTypeSchema.safeParse(Number(url.searchParams.get('medal_type_id')));
  if (medalType.success && medalType.data !== null) prefill.medal_type_id = medalType.data;
  return prefill;
}

/** /segment-admin/badges/new and /segment-admin/badges/{id}/{step} */
export function createBadgeWizardLoader(api: ApiClient) {
  return async function badgeWizardLoader(args: LoaderFunctionArgs): Promise<BadgeWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('badge', args);
    const signal = args.request.signal;
    const steps = stepsOf('badge', { isNew: id === undefined });
    if (id === undefined) {
      const segments = await api.getBadgeSegments(signal);
      return {
        kind: 'badge',
        step: 'edit',
        steps,
        exit,
        badge: undefined,
        prefill: readBadgePrefill(new URL(args.request.url)),
        segments: segments.data,
      };
    }
    const [badge, segments, contents, changeLog] = await Promise.all([
      api.getAdminBadge(id, signal),
      step === 'edit' ? api.getBadgeSegments(signal) : undefined,
      step === 'content' ? api.getBadgeContents(id, signal) : undefined,
      step === 'change-log' ? loadChangeLog(api, 'badge', id, args.request) : undefined,
    ]);
    return {
      kind: 'badge',
      step,
      steps,
      exit,
      badge,
      prefill: {},
      segments: segments?.data,
      contents: contents?.data,
      changeLog,
    };
  };
}
