import {
  type AdminBadge,
  type AdminBadgeContent,
  type AdminContent,
  type AdminCourse,
  type AdminMedalList,
  type AdminPlan,
  type AdminPlanUnit,
  type AdminSeglet,
  type AdminSegment,
  type Assignment,
  authoringLimits,
  type BadgeDraft,
  type BadgeSegmentList,
  badgeMedalTypeSchema,
  type ChangeLog,
  type ChecklistSummaryList,
  type ContentSkill,
  checklistContentType,
  courseLimits,
  type ResponsibilityItem,
  type Tag,
  visibleWizardSteps,
  type WizardKind,
  type WizardStep,
  wizardSteps,
} from '@segno/domain';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';
import { requireSession } from '../auth/require-session';
import { idParam } from '../content/content-place';
import { type ManagedKind, readManageQuery } from './admin-loaders';
import { type ContentRelationshipData, loadContentRelationshipData } from './content-relationship-data';

/** Lists offered as choices in the placement steps: every segment and seglet an admin could pick. */
const choicesPage = { limit: 100, offset: 0 };

/**
 * The wizard's place: which item, which step, and the exit code it closes with. An address naming no step of
 * the kind's wizard is no page (404).
 */
function readWizardPlace(kind: WizardKind, { request, params }: LoaderFunctionArgs) {
  const idName = `${kind}_id`;
  const id = idParam(params, idName);
  const step = params.step ?? 'edit';
  if (!(wizardSteps[kind] as readonly string[]).includes(step))
    throw new Response('Not found', { status: 404 });
  return { id, step: step as WizardStep, exit: readExit(request) };
}

/** The exit code a wizard closes with (`?exit=`), when it is a whole number. */
function readExit(request: Request): number | undefined {
  const exitText = new URL(request.url).searchParams.get('exit');
  const exit = exitText === null ? undefined : Number(exitText);
  return Number.isInteger(exit) ? exit : undefined;
}

/**
 * Addresses of a segment that are no step of its wizard (001 section 2 lists seglets and badges among its
 * steps, and the wizard shows six): its seglets are its content step, its badges the badges list narrowed to
 * it. Its tags have a page of their own (`segments/{id}/tags`).
 */
function segmentAliasPath(step: string | undefined, segmentId: number, exit: number | undefined) {
  if (step === 'seglets') return paths.wizardStep('segment', segmentId, 'content', exit);
  if (step === 'badges') return paths.manageList('badge', { filters: [`segment:${segmentId}`] });
  return undefined;
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
  /** The users step: the segment's assignment (issue 8). */
  assignment?: Assignment;
};

export type SegletWizardData = {
  kind: 'seglet';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  seglet: AdminSeglet | undefined;
  segments?: AdminSegment[];
  /** The contents step: the seglet's contents, by name (content has no order inside a seglet). */
  contents?: AdminContent[];
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
  /** The map-responsibilities step: the content's responsibilities. */
  responsibilities?: ResponsibilityItem[];
  /** The edit step of a checklist content: its checklist and the ones to choose from. */
  checklist?: { checklistId: number | null; checklists: ChecklistSummaryList['data'] };
  /** The relationships, locking and badges steps. */
  relationships?: ContentRelationshipData;
  /** The add-learner step: the content's assignment (issue 8). */
  assignment?: Assignment;
  /** The skill-mapping step: the content's skills (issue 8). */
  skills?: ContentSkill[];
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

const stepsOf = (kind: ManagedKind, facts: Parameters<typeof visibleWizardSteps>[1]) =>
  visibleWizardSteps(kind, facts);

/** /segment-admin/segments/new and /segment-admin/segments/{id}/{step} */
export function createSegmentWizardLoader(api: ApiClient) {
  return async function segmentWizardLoader(args: LoaderFunctionArgs): Promise<SegmentWizardData> {
    requireSession(args.request);
    const segmentId = idParam(args.params, 'segment_id');
    const alias = segmentId && segmentAliasPath(args.params.step, segmentId, readExit(args.request));
    if (alias) throw redirect(alias);
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
    const assignment = step === 'users' ? await api.getAssignment('segment', id, signal) : undefined;
    return {
      kind: 'segment',
      step,
      steps,
      exit,
      segment,
      assignment,
      medals,
      seglets: seglets?.data,
      freeSeglets: freeSeglets?.data.filter((seglet) => seglet.segment_id === null),
      changeLog,
    };
  };
}

export type SegmentTagsData = { segment: AdminSegment; tags: Tag[]; exit: number | undefined };

/** /segment-admin/segments/{id}/tags: the segment and its tags. */
export function createSegmentTagsLoader(api: ApiClient) {
  return async function segmentTagsLoader(args: LoaderFunctionArgs): Promise<SegmentTagsData> {
    requireSession(args.request);
    const { id, exit } = readWizardPlace('segment', args);
    if (id === undefined) throw new Response('Not found', { status: 404 });
    const signal = args.request.signal;
    const [segment, tags] = await Promise.all([
      api.getAdminSegment(id, signal),
      api.getSegmentTags(id, signal),
    ]);
    return { segment, tags: tags.data, exit };
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
    const [seglet, segments, contents] = await Promise.all([
      api.getAdminSeglet(id, signal),
      step === 'segments' ? api.getAdminSegments({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
      step === 'contents' ? api.getSegletContents(id, signal) : undefined,
    ]);
    return { kind: 'seglet', step, steps, exit, seglet, segments: segments?.data, contents: contents?.data };
  };
}

/** /segment-admin/contents/new and /segment-admin/contents/{id}/{step} */
export function createContentWizardLoader(api: ApiClient) {
  return async function contentWizardLoader(args: LoaderFunctionArgs): Promise<ContentWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('content', args);
    const toolRequest = api.getDefinition().then((definition) => definition.assessment_tool_enabled === true);
    if (id === undefined)
      return {
        kind: 'content',
        step: 'edit',
        steps: stepsOf('content', { isNew: true }),
        exit,
        content: undefined,
        assessmentToolEnabled: await toolRequest,
      };
    const signal = args.request.signal;
    const contentRequest = api.getAdminContent(id, signal);
    const stepsRequest = Promise.all([contentRequest, toolRequest]).then(([content, assessmentToolEnabled]) =>
      stepsOf('content', {
        isNew: false,
        assessmentToolEnabled,
        isCompliance: content.object_type === 'complianceContent',
        hasSubType: content.sub_type !== null,
        isForeignLanguage: content.language !== 'english',
      }),
    );
    // A step's own data waits only for what decides whether the step exists, not for the other requests.
    const ifShown = <Data>(shownStep: WizardStep, load: () => Promise<Data>) =>
      step === shownStep
        ? stepsRequest.then((steps) => (steps.includes(step) ? load() : undefined))
        : undefined;
    const [
      content,
      assessmentToolEnabled,
      steps,
      segments,
      seglets,
      changeLog,
      tags,
      relationships,
      responsibilities,
      checklist,
      assignment,
      skills,
    ] = await Promise.all([
      contentRequest,
      toolRequest,
      stepsRequest,
      step === 'segment' ? api.getAdminSegments({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
      step === 'segment' ? api.getAdminSeglets({ ...choicesPage, statuses: [1, 2] }, signal) : undefined,
      step === 'change-log' ? loadChangeLog(api, 'content', id, args.request) : undefined,
      step === 'tags' ? api.getContentTags(id, signal) : undefined,
      loadContentRelationshipData(api, id, step, signal),
      step === 'map-responsibilities' ? api.getContentResponsibilities(id, signal) : undefined,
      step === 'edit'
        ? contentRequest.then((loaded) =>
            loaded.type === checklistContentType ? loadChecklistChoice(api, id, signal) : undefined,
          )
        : undefined,
      ifShown('add-learner', () => api.getAssignment('content', id, signal)),
      // The skill-mapping step (issue 8), shown only with the assessment tool.
      ifShown('skill-mapping', () => api.getContentSkills(id, signal)),
    ]);
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
      relationships,
      responsibilities: responsibilities?.data,
      checklist,
      assignment,
      skills: skills?.data,
      assessmentToolEnabled,
    };
  };
}

/** A checklist content's checklist and every checklist it could show. */
async function loadChecklistChoice(api: ApiClient, contentId: number, signal: AbortSignal) {
  const [current, { data: checklists }] = await Promise.all([
    api.getContentChecklist(contentId, signal),
    api.getChecklists(signal),
  ]);
  return { checklistId: current.checklist_id, checklists };
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

export type PlanWizardData = {
  kind: 'plan';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  plan: AdminPlan | undefined;
  /** The units step: the plan's units in order. */
  units?: AdminPlanUnit[];
  /** The users step: the plan's assignment (issue 9). */
  assignment?: Assignment;
  /** A compliance plan's map-responsibilities step. */
  responsibilities?: ResponsibilityItem[];
  changeLog?: ChangeLog;
};

/** The plan's steps (002 section 2): a compliance plan has responsibilities, not units nor users. */
const planSteps = (plan: AdminPlan | undefined) =>
  visibleWizardSteps('plan', {
    isNew: plan === undefined,
    isCompliance: plan?.object_type === 'compliancePlan',
  });

/** /segment-admin/learning-plan/new and /segment-admin/learning-plan/{id}/{step} */
export function createPlanWizardLoader(api: ApiClient) {
  return async function planWizardLoader(args: LoaderFunctionArgs): Promise<PlanWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('plan', args);
    if (id === undefined)
      return { kind: 'plan', step: 'edit', steps: planSteps(undefined), exit, plan: undefined };
    const signal = args.request.signal;
    const [plan, units, assignment, responsibilities, changeLog] = await Promise.all([
      api.getAdminPlan(id, signal),
      step === 'units' ? api.getAdminPlanUnits(id, signal) : undefined,
      step === 'users' ? api.getAssignment('plan', id, signal) : undefined,
      step === 'map-responsibilities' ? api.getPlanResponsibilities(id, signal) : undefined,
      step === 'change-log' ? loadChangeLog(api, 'plan', id, args.request) : undefined,
    ]);
    const steps = planSteps(plan);
    // a step this plan does not have (units or users of a compliance plan) is no page
    if (!steps.includes(step)) throw new Response('Not found', { status: 404 });
    return {
      kind: 'plan',
      step,
      steps,
      exit,
      plan,
      units: units?.data,
      assignment,
      responsibilities: responsibilities?.data,
      changeLog,
    };
  };
}

export type PlanPrerequisitesData = {
  plan: AdminPlan;
  units: AdminPlanUnit[];
  exit: number | undefined;
};

/** /segment-admin/learning-plan/{id}/units-prerequisites: the plan and its units with their prerequisites. */
export function createPlanPrerequisitesLoader(api: ApiClient) {
  return async function planPrerequisitesLoader(args: LoaderFunctionArgs): Promise<PlanPrerequisitesData> {
    requireSession(args.request);
    const { id, exit } = readWizardPlace('plan', args);
    if (id === undefined) throw new Response('Not found', { status: 404 });
    const signal = args.request.signal;
    const [plan, units] = await Promise.all([
      api.getAdminPlan(id, signal),
      api.getAdminPlanUnits(id, signal),
    ]);
    return { plan, units: units.data, exit };
  };
}

// ILT courses (issue 9, 002 section 2)

export type CourseWizardData = {
  kind: 'course';
  step: WizardStep;
  steps: WizardStep[];
  exit: number | undefined;
  /** The course as the admin reads it: with its external course ids and its expertise. */
  course: AdminCourse | undefined;
  /** The users step ('Course Visibility'): the course's assignment (issue 9). */
  assignment?: Assignment;
  changeLog?: ChangeLog;
};

/** /segment-admin/ilt/courses/new and /segment-admin/ilt/courses/{id}/{step} */
export function createCourseWizardLoader(api: ApiClient) {
  return async function courseWizardLoader(args: LoaderFunctionArgs): Promise<CourseWizardData> {
    requireSession(args.request);
    const { id, step, exit } = readWizardPlace('course', args);
    const steps = visibleWizardSteps('course', { isNew: id === undefined });
    if (id === undefined) return { kind: 'course', step: 'edit', steps, exit, course: undefined };
    if (!steps.includes(step)) throw new Response('Not found', { status: 404 });
    const signal = args.request.signal;
    const [course, assignment, changeLog] = await Promise.all([
      api.getAdminCourse(id, signal),
      step === 'users' ? api.getAssignment('course', id, signal) : undefined,
      step === 'change-log' ? loadChangeLog(api, 'course', id, args.request) : undefined,
    ]);
    return { kind: 'course', step, steps, exit, course, assignment, changeLog };
  };
}

/** /segment-admin/ilt/manage-courses: a page of 25 with search, status and the sessions filter. */
export function createManageCoursesLoader(api: ApiClient) {
  return async function manageCoursesLoader({ request }: LoaderFunctionArgs) {
    requireSession(request);
    const query = readManageQuery(new URL(request.url));
    const pageSize = courseLimits.coursePageSize;
    const [list, filters] = await Promise.all([
      api.getAdminCourses(
        {
          limit: pageSize,
          offset: (query.page - 1) * pageSize,
          term: query.term,
          statuses: query.statuses,
          filters: query.filters,
        },
        request.signal,
      ),
      api.getCourseFilters(request.signal),
    ]);
    return { query, rows: list.data, total: list.total, filterGroups: filters.data };
  };
}

export type ManageCoursesData = Awaited<ReturnType<ReturnType<typeof createManageCoursesLoader>>>;
