/**
 * Skill assessment calls for the Screens stories (issue 10): the list, one assessment and its saves, the assessor
 * roles, and the job role and person suggestions, answered from the server's demo data (demo-assessments.ts,
 * demo-skills.ts) as the server's assessment service answers them. demo-assessment-mock.test.ts keeps the reads
 * and a valid save equal to the real server. A story's saves are kept until it ends (`withDemoAssessments`);
 * `withAssessmentSavesFailing` makes every save answer 500.
 */
import {
  type Assessment,
  type AssessmentSave,
  type AssessmentSummary,
  type AssessorRoleId,
  apiBasePath,
  assessmentDateFromIso,
  assessmentLimits,
  assessmentListQuerySchema,
  assessmentMessages,
  assessmentSaveSchema,
  assessorRoleName,
  assessorRoleOptions,
  canEditAssessment,
  canReadAssessment,
  cleanSkillName,
  encodeDates,
  isSegmentAdmin,
  type JobRole,
  jobRoleSaveSchema,
  sortAssessments,
} from '@segno/domain';
import { type EndpointName, endpoints } from '@segno/domain/contract';
import type { buildDemoData } from '@segno/server/demo-data';
import { buildDemoAssessments, demoJobRoles } from '../../../server/src/demo/demo-assessments';
import { demoSkillNames } from '../../../server/src/demo/demo-skills';

type Demo = ReturnType<typeof buildDemoData>;

export const demoAssessmentCalls = [
  'assessments',
  'assessment',
  'assessmentCreate',
  'assessmentSave',
  'assessorRoles',
  'jobRoleSearch',
  'userNameSearch',
  // The admin assessment editor
  'assessmentSkillSearch',
  'jobRoleCreate',
  'jobRoleSave',
] as const satisfies readonly EndpointName[];

const routes = demoAssessmentCalls.map((name) => {
  const { method, path } = endpoints[name];
  return { name, pattern: new RegExp(`^${method} ${apiBasePath}${path.replace(/:\w+/g, '([^/]+)')}$`) };
});

type StoredAssessment = {
  id: number;
  jobRoleId: number;
  assessorId: number;
  assesseeId: number;
  assessorRoleId: number;
  /** 'MM/DD/YYYY' */
  assessmentDate: string;
  createdAt: Date;
  updatedAt: Date;
  ratings: { skillId: number; rating: number | null; notes: string }[];
};

/** Skill ids follow the seeding order (the table's identity). */
const skillIdOf = (name: string) => demoSkillNames.indexOf(name as (typeof demoSkillNames)[number]) + 1;

/** The job roles with their ids and their skills' rows, as seeded (seed-assessments.ts). */
function buildJobRoles(): JobRole[] {
  let rowId = 0;
  return demoJobRoles.map((role, index) => ({
    id: index + 1,
    name: role.name,
    skills: role.skills.map((name) => {
      rowId += 1;
      return { id: rowId, skill_id: skillIdOf(name), name };
    }),
  }));
}

function buildAssessments(demo: Demo): StoredAssessment[] {
  const jobRoles = buildJobRoles();
  const userId = (username: string) => demo.users.find((user) => user.username === username)?.id ?? 0;
  return buildDemoAssessments(demo.now).map((planned, index) => ({
    id: index + 1,
    jobRoleId: jobRoles.find((role) => role.name === planned.jobRoleName)?.id ?? 0,
    assessorId: userId(planned.assessorUsername),
    assesseeId: userId(planned.assesseeUsername),
    assessorRoleId: planned.assessorRoleId,
    assessmentDate: assessmentDateFromIso(planned.assessmentDate),
    createdAt: planned.createdAt,
    updatedAt: planned.updatedAt,
    ratings: planned.ratings.map((rating) => ({
      skillId: skillIdOf(rating.skill),
      rating: rating.rating,
      notes: rating.notes,
    })),
  }));
}

type World = {
  demo: Demo;
  skills: { id: number; name: string }[];
  jobRoles: JobRole[];
  /** The last job role skill row id drawn. */
  rowSequence: number;
  assessments: StoredAssessment[];
};
let world: World | undefined;
let areSavesFailing = false;

function worldOf(demo: Demo): World {
  if (world?.demo !== demo)
    world = {
      demo,
      skills: demoSkillNames.map((name, index) => ({ id: index + 1, name })),
      jobRoles: buildJobRoles(),
      rowSequence: demoJobRoles.reduce((count, role) => count + role.skills.length, 0),
      assessments: buildAssessments(demo),
    };
  return world;
}

/** A story `beforeEach`: the story's saves are forgotten when it ends. */
export function withDemoAssessments() {
  return () => () => {
    world = undefined;
  };
}

/** A story `beforeEach`: every save answers 500 until the story ends. */
export function withAssessmentSavesFailing() {
  return () => {
    areSavesFailing = true;
    return () => {
      areSavesFailing = false;
    };
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(encodeDates(body)), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

type Issue = { path: string; message: string };
const refused = (status: number, message: string, issues?: Issue[]) =>
  json({ error: { status, message, ...(issues ? { issues } : {}) } }, status);

function personName(demo: Demo, id: number): string {
  const user = demo.users.find((candidate) => candidate.id === id);
  return user ? `${user.firstName} ${user.lastName}` : '';
}

function summaryOf(current: World, row: StoredAssessment, userId: number): AssessmentSummary {
  const jobRole = current.jobRoles.find((role) => role.id === row.jobRoleId);
  return {
    assessment_id: row.id,
    job_role: { id: row.jobRoleId, name: jobRole?.name ?? '' },
    assessee: { id: row.assesseeId, name: personName(current.demo, row.assesseeId) },
    assessor: { id: row.assessorId, name: personName(current.demo, row.assessorId) },
    assessor_role: { id: row.assessorRoleId, name: assessorRoleName(row.assessorRoleId as AssessorRoleId) },
    assessment_date: row.assessmentDate,
    updated_at: row.updatedAt,
    can_edit: canEditAssessment(userId, row),
  };
}

function assessmentOf(current: World, row: StoredAssessment, userId: number): Assessment {
  const jobRole = current.jobRoles.find((role) => role.id === row.jobRoleId) ?? {
    id: 0,
    name: '',
    skills: [],
  };
  return {
    ...summaryOf(current, row, userId),
    job_role: jobRole,
    skills: row.ratings.map((rating) => ({
      skill_id: rating.skillId,
      name: current.skills.find((skill) => skill.id === rating.skillId)?.name ?? '',
      rating: rating.rating,
      notes: rating.notes,
    })),
    created_at: row.createdAt,
  };
}

const issuesOf = (issues: readonly { path: PropertyKey[]; message: string }[]): Issue[] =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** A save's body checked as the server's schema checks it; the who-may-assess rule is the server's alone. */
async function saveOf(request: Request): Promise<AssessmentSave | Response> {
  const body = assessmentSaveSchema.safeParse(await request.json().catch(() => undefined));
  return body.success ? body.data : refused(400, 'The request is not valid.', issuesOf(body.error.issues));
}

function store(row: StoredAssessment, input: AssessmentSave, now: Date) {
  row.jobRoleId = input.job_role.id;
  row.assesseeId = input.assessee.id;
  row.assessorRoleId = input.assessor_role.id;
  row.assessmentDate = input.assessment_date;
  row.updatedAt = now;
  row.ratings = input.skills.map(({ skill_id, rating, notes }) => ({ skillId: skill_id, rating, notes }));
}

/** POST /job_role and PUT /job_role/{id}, as the server's assessment service: segment admins only. */
async function saveJobRole(current: World, request: Request, userId: number, id: number | undefined) {
  const user = current.demo.users.find((candidate) => candidate.id === userId);
  if (!user || !isSegmentAdmin(user.roles)) return refused(403, 'Only segment admins may do this.');
  const existing = id === undefined ? undefined : current.jobRoles.find((role) => role.id === id);
  if (id !== undefined && !existing) return refused(404, assessmentMessages.jobRoleNotFound);
  const body = jobRoleSaveSchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) return refused(400, 'The request is not valid.', issuesOf(body.error.issues));
  const input = body.data;
  const isTaken = current.jobRoles.some(
    (role) => role.id !== id && role.name.toLowerCase() === input.name.toLowerCase(),
  );
  if (isTaken)
    return refused(409, assessmentMessages.jobRoleNameTaken, [
      { path: 'name', message: assessmentMessages.jobRoleNameTaken },
    ]);
  const issues: Issue[] = [];
  const planned: (number | string)[] = [];
  input.skills.forEach((skill, index) => {
    if (skill.skill_id !== undefined && !current.skills.some((known) => known.id === skill.skill_id)) {
      issues.push({ path: `skills.${index}.skill_id`, message: assessmentMessages.skillNotFound });
      return;
    }
    const found =
      skill.skill_id ??
      current.skills.find((known) => known.name.toLowerCase() === skill.name.toLowerCase())?.id ??
      cleanSkillName(skill.name);
    if (planned.includes(found))
      issues.push({ path: `skills.${index}.name`, message: assessmentMessages.skillDuplicate });
    planned.push(found);
  });
  if (issues.length > 0) return refused(400, 'The request is not valid.', issues);
  const skillIds = planned.map((skill) => {
    if (typeof skill === 'number') return skill;
    const added = { id: Math.max(0, ...current.skills.map((known) => known.id)) + 1, name: skill };
    current.skills.push(added);
    return added.id;
  });
  const role = existing ?? {
    id: Math.max(0, ...current.jobRoles.map((known) => known.id)) + 1,
    name: input.name,
    skills: [],
  };
  // As PostgreSQL: every row written (a kept one updated on conflict too) draws the next id of the sequence;
  // a kept skill keeps its row's id.
  role.name = input.name;
  role.skills = skillIds.map((skillId) => {
    current.rowSequence += 1;
    const kept = role.skills.find((row) => row.skill_id === skillId);
    const name = current.skills.find((known) => known.id === skillId)?.name ?? '';
    return kept ? { ...kept, name } : { id: current.rowSequence, skill_id: skillId, name };
  });
  if (!existing) current.jobRoles.push(role);
  return json(role, existing ? 200 : 201);
}

/** Whether the text is long enough to search (002 section 5), trimmed. */
const searchable = (text: string) => {
  const trimmed = text.trim();
  return trimmed.length >= assessmentLimits.searchMinChars ? trimmed : undefined;
};

const holds = (value: string, term: string) => value.toLowerCase().includes(term.toLowerCase());

/** Answers an assessment call as the signed-in user; undefined when the request is not one. */
export async function demoAssessmentFetch(
  demo: Demo,
  request: Request,
  userId: number,
): Promise<Response | undefined> {
  const url = new URL(request.url);
  const route = routes.find(({ pattern }) => pattern.test(`${request.method} ${url.pathname}`));
  if (!route) return undefined;
  const match = `${request.method} ${url.pathname}`.match(route.pattern) ?? [];
  const current = worldOf(demo);
  const text = decodeURIComponent(match[1] ?? '');
  switch (route.name) {
    case 'assessorRoles':
      return json({ data: assessorRoleOptions });
    case 'jobRoleSearch': {
      const term = searchable(text);
      const found = term ? current.jobRoles.filter((role) => holds(role.name, term)) : [];
      const sorted = [...found].sort(
        (a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id,
      );
      return json({ data: sorted.slice(0, assessmentLimits.suggestionLimit) });
    }
    case 'userNameSearch': {
      const term = searchable(text);
      const words = term?.split(' ').filter(Boolean) ?? [];
      const people = term
        ? demo.users.filter((user) =>
            words.every((word) => holds(user.firstName, word) || holds(user.lastName, word)),
          )
        : [];
      const byName = (a: Demo['users'][number], b: Demo['users'][number]) =>
        compare(a.lastName, b.lastName) || compare(a.firstName, b.firstName) || a.id - b.id;
      return json({
        data: [...people]
          .sort(byName)
          .slice(0, assessmentLimits.suggestionLimit)
          .map((user) => ({
            user_id: user.id,
            first_name: user.firstName,
            last_name: user.lastName,
            name: `${user.firstName} ${user.lastName}`,
          })),
      });
    }
    case 'assessments': {
      const query = assessmentListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return refused(400, 'The request is not valid.', issuesOf(query.error.issues));
      const { sort, _limit, _offset } = query.data;
      const ours = current.assessments.filter((row) => canReadAssessment(userId, row));
      const sortable = ours.map((row) => ({
        row,
        id: row.id,
        assesseeName: personName(demo, row.assesseeId),
        jobRoleName: current.jobRoles.find((role) => role.id === row.jobRoleId)?.name ?? '',
        updatedAt: row.updatedAt,
      }));
      return json({
        data: sortAssessments(sortable, sort)
          .slice(_offset, _offset + _limit)
          .map(({ row }) => summaryOf(current, row, userId)),
        total: ours.length,
      });
    }
    case 'assessment': {
      const row = current.assessments.find((candidate) => candidate.id === Number(match[1]));
      if (!row) return refused(404, assessmentMessages.notFound);
      if (!canReadAssessment(userId, row)) return refused(403, assessmentMessages.notParty);
      return json(assessmentOf(current, row, userId));
    }
    case 'assessmentCreate': {
      if (areSavesFailing) return refused(500, 'The demo server failed.');
      const input = await saveOf(request);
      if (input instanceof Response) return input;
      const row: StoredAssessment = {
        id: Math.max(0, ...current.assessments.map((candidate) => candidate.id)) + 1,
        assessorId: userId,
        createdAt: demo.now,
        jobRoleId: 0,
        assesseeId: 0,
        assessorRoleId: 0,
        assessmentDate: '',
        updatedAt: demo.now,
        ratings: [],
      };
      store(row, input, demo.now);
      current.assessments.push(row);
      return json(assessmentOf(current, row, userId), 201);
    }
    case 'assessmentSkillSearch': {
      const term = searchable(cleanSkillName(text));
      const found = term ? current.skills.filter((skill) => holds(skill.name, term)) : [];
      return json({
        data: [...found]
          .sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id)
          .slice(0, assessmentLimits.suggestionLimit)
          .map((skill) => ({ skill_id: skill.id, name: skill.name })),
      });
    }
    case 'jobRoleCreate':
    case 'jobRoleSave':
      return saveJobRole(
        current,
        request,
        userId,
        route.name === 'jobRoleSave' ? Number(match[1]) : undefined,
      );
    case 'assessmentSave': {
      if (areSavesFailing) return refused(500, 'The demo server failed.');
      const row = current.assessments.find((candidate) => candidate.id === Number(match[1]));
      if (!row) return refused(404, assessmentMessages.notFound);
      if (!canEditAssessment(userId, row)) return refused(403, assessmentMessages.notAssessor);
      const input = await saveOf(request);
      if (input instanceof Response) return input;
      store(row, input, demo.now);
      return json(assessmentOf(current, row, userId));
    }
  }
}

/** The database's byte order of names (the "C" collation). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
