/**
 * Content authoring (001 sections 3 to 7): create, save, publish, archive, place in a segment's seglet (and
 * read that placement), the manage-contents list, and the lookups of the content form (name taken, content
 * owner by e-mail). Every save is one transaction with its change-log lines (the content's, and each seglet's
 * and segment's it joins or leaves). A published content placed in a published segment's seglet is read by
 * learners exactly like seeded content, so the columns the learner queries read are filled here too.
 */
import { randomInt } from 'node:crypto';
import {
  type AdminContent,
  type AdminContentList,
  type AdminContentQuery,
  type AdminFilterList,
  adminMessages,
  type ContentDraft,
  type ContentNameSearchList,
  type ContentSegment,
  contentTypeIssues,
  contentTypes,
  filterValues,
  isScormType,
  limits,
  messages,
  publicationStatus,
  publicationStatusSchema,
  type SimilarName,
  searchFilterOptionLabel,
  segnocodeContentType,
  segnocodeGenModes,
  statusChoices,
  statusFilters,
  subTypesOf,
  type UserEmailSearch,
} from '@segno/domain';
import type { Orm } from '../db/database';
import {
  type AdminContentRow,
  type ContentChanges,
  type ContentInsert,
  findAdminContent,
  findContentForUpdate,
  findSegletSegment,
  findUsersByEmail,
  insertContent,
  isSegnocodeInUse,
  listAdminContents,
  searchContentsByName,
  segmentExists,
  updateContent,
} from '../repositories/admin-content-repository';
import { insertChange } from '../repositories/change-log-repository';
import { listBadgeSegments } from '../repositories/segment-choice-repository';
import { findTakenNames, type NamedObjectType } from './name-check';
import {
  type ExpertiseChange,
  isSameValue,
  type ScheduleChanges,
  scheduleColumns,
  scheduleIssue,
  toExpertise,
} from './schedule-fields';
import type { ServiceContext } from './service-context';

/** The content wizard's fields, as PUT /content/{id} may send any of them. */
export type ContentChangesInput = Partial<ContentDraft> & { status?: 1 | 2 } & ScheduleChanges &
  ExpertiseChange;

export type AuthoringIssue = { path: string; message: string };
/** invalid: 400 (a field the schema cannot check alone); taken: 409 (a name another content uses). */
export type AuthoringRefusal = { refusal: 'invalid' | 'taken'; issues: AuthoringIssue[] };
export type ContentSaveResult = AdminContent | AuthoringRefusal | 'notFound';

export const segletNotInSegment = 'The seglet is not in this segment.';
/** spec 001 section 4: draft is offered only to an item that is still a draft. */
export const draftOnlyWhileDraft = 'Only a draft can be saved as a draft.';

const externalLinkType = contentTypes.find((type) => type.name === 'external_link')?.id;
/** Stored as 1 auto, 2 manual, 3 clear; a content that is not the code type keeps none (null). */
const genModeId = (mode: (typeof segnocodeGenModes)[number]) => segnocodeGenModes.indexOf(mode) + 1;
const generatedCodeLength = 8;
const codeCharacters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function toRecurrence(row: Pick<AdminContentRow, 'recurrence' | 'recurrenceYears'>): number {
  if (row.recurrence === 'every_year') return 1;
  if (row.recurrence === 'every_x_years') return row.recurrenceYears ?? 2;
  return 0;
}

export function toAdminContent(row: AdminContentRow): AdminContent {
  const genMode = row.segnocodeGenMode === null ? undefined : segnocodeGenModes[row.segnocodeGenMode - 1];
  return {
    content_id: row.id,
    name: row.name,
    short_name: row.shortName ?? '',
    description: row.description,
    type: row.type,
    sub_type: row.subType,
    // Parts are never listed or authored on their own; they read as content.
    object_type: row.objectType === 'complianceContent' ? 'complianceContent' : 'content',
    url: row.url ?? '',
    image_file: row.imageFile,
    points: row.points,
    estimated_time: row.estimatedMinutes ?? 1,
    content_owner_user_email: row.ownerEmail ?? '',
    preferred_browser: row.preferredBrowser,
    language: row.language,
    status: publicationStatusSchema.parse(row.status),
    segment_id: row.segmentId,
    segment_name: row.segmentName,
    seglet_id: row.segletId,
    seglet_name: row.segletName,
    segnocode: row.segnocode,
    segnocode_gen_mode: genMode ?? null,
    content_recurrence: toRecurrence(row),
    start_date: row.startDate,
    expiration_date: row.expirationDate,
    expertise: toExpertise(row.expertise),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The columns the basic-info fields write, including those learners read (thumbnail, external link flag). */
function fieldColumns(fields: Partial<ContentDraft>): ContentChanges {
  const columns: ContentChanges = {};
  if (fields.name !== undefined) columns.name = fields.name;
  if (fields.short_name !== undefined) columns.shortName = fields.short_name;
  if (fields.description !== undefined) columns.description = fields.description;
  if (fields.type !== undefined) {
    columns.type = fields.type;
    // An external link opens outside the app (000 section 5), as the seeded external links do; so does a
    // SCORM course, which its player serves.
    columns.isExtUrl = fields.type === externalLinkType || isScormType(fields.type);
    // A sub type the new type does not have goes with the old type.
    if (fields.sub_type === undefined && subTypesOf(fields.type).length === 0) columns.subType = null;
  }
  if (fields.sub_type !== undefined) columns.subType = fields.sub_type;
  if (fields.object_type !== undefined) columns.objectType = fields.object_type;
  if (fields.url !== undefined) columns.url = fields.url;
  if (fields.image_file !== undefined) {
    columns.imageFile = fields.image_file;
    columns.thumbnailUrl = fields.image_file;
  }
  if (fields.points !== undefined) columns.points = fields.points;
  if (fields.estimated_time !== undefined) columns.estimatedMinutes = fields.estimated_time;
  if (fields.preferred_browser !== undefined) columns.preferredBrowser = fields.preferred_browser;
  if (fields.language !== undefined) columns.language = fields.language;
  return columns;
}

/** spec 001 section 4: compliance content gets a default recurrence (every year); other content never recurs. */
function recurrenceFor(
  objectType: ContentDraft['object_type'],
): Pick<ContentInsert, 'recurrence' | 'recurrenceYears'> {
  return objectType === 'complianceContent'
    ? { recurrence: 'every_year', recurrenceYears: null }
    : { recurrence: 'never', recurrenceYears: null };
}

/** The names of the fields whose value differs from the stored content. */
function changedFields(
  before: AdminContent,
  fields: Partial<ContentDraft> & ScheduleChanges & ExpertiseChange,
): string[] {
  return Object.entries(fields)
    .filter(([key, value]) => {
      const stored = before[key as keyof AdminContent];
      if (key === 'content_owner_user_email')
        return String(value).toLowerCase() !== String(stored).toLowerCase();
      return !isSameValue(value, stored);
    })
    .map(([key]) => key);
}

export function createAdminContentService({ orm, now }: ServiceContext) {
  async function readContent(db: Orm, contentId: number): Promise<AdminContent | undefined> {
    const row = await findAdminContent(db, contentId);
    return row && toAdminContent(row);
  }

  async function generateSegnocode(db: Orm): Promise<string> {
    for (;;) {
      const code = Array.from(
        { length: generatedCodeLength },
        () => codeCharacters[randomInt(codeCharacters.length)],
      ).join('');
      if (!(await isSegnocodeInUse(db, code))) return code;
    }
  }

  /** spec 001 section 4: a type change sets segnocode_gen_mode, auto (with a new code) for the code type. */
  async function segnocodeFor(db: Orm, type: number, current: { segnocode: string | null } | undefined) {
    if (type !== segnocodeContentType) return { segnocode: null, segnocodeGenMode: null };
    if (current?.segnocode) return {};
    return { segnocode: await generateSegnocode(db), segnocodeGenMode: genModeId('auto') };
  }

  /** The owner's user id, or the refusal when no user has the e-mail (400) or a name is taken (409). */
  async function checkFields(
    db: Orm,
    fields: Partial<ContentDraft>,
    excludeId?: number,
  ): Promise<{ ownerId?: number } | AuthoringRefusal> {
    let ownerId: number | undefined;
    if (fields.content_owner_user_email !== undefined) {
      const [owner] = await findUsersByEmail(db, fields.content_owner_user_email);
      if (!owner) {
        return {
          refusal: 'invalid',
          issues: [
            { path: 'content_owner_user_email', message: adminMessages.validation.contentOwnerUnknown },
          ],
        };
      }
      ownerId = owner.userId;
    }
    const taken = await findTakenNames(db, 'content', {
      name: fields.name,
      shortName: fields.short_name,
      excludeId,
    });
    const issues: AuthoringIssue[] = [];
    if (taken.nameTaken) issues.push({ path: 'name', message: messages.validation.unique });
    if (taken.shortNameTaken) issues.push({ path: 'short_name', message: messages.validation.unique });
    if (issues.length > 0) return { refusal: 'taken', issues };
    return { ownerId };
  }

  return {
    async list(query: AdminContentQuery): Promise<AdminContentList> {
      const { rows, total } = await listAdminContents(orm, {
        term: query.term,
        statuses: statusFilters(query.filters),
        types: filterValues(query.filters, 'type').map(Number),
        segmentIds: filterValues(query.filters, 'segment').map(Number),
        limit: query._limit,
        offset: query._offset,
      });
      return { data: rows.map(toAdminContent), total };
    },

    /** GET /content/search/filters: the manage list's type and segment filters (ours beyond status). */
    async filters(): Promise<AdminFilterList> {
      const segments = await listBadgeSegments(orm);
      return {
        data: [
          {
            key: 'type',
            label: adminMessages.contentTypes.filterType,
            options: contentTypes.map((type) => ({
              value: String(type.id),
              label: searchFilterOptionLabel('type', String(type.id)),
            })),
          },
          {
            key: 'segment',
            label: adminMessages.badges.filterSegment,
            options: segments.map((row) => ({ value: String(row.id), label: row.name })),
          },
        ],
      };
    },

    /** GET /content/search/name/{term}[/type/{type}]: a page of contents, not archived, by name. */
    async searchByName(term: string, type?: number): Promise<ContentNameSearchList> {
      const rows = await searchContentsByName(orm, term, type, limits.searchPageSize);
      return { data: rows.map(toAdminContent) };
    },

    content(contentId: number): Promise<AdminContent | undefined> {
      return readContent(orm, contentId);
    },

    /** GET /content/{id}/segment: its segment and seglet (nulls when in none); undefined for no such content. */
    async placement(contentId: number): Promise<ContentSegment | undefined> {
      const found = await readContent(orm, contentId);
      return (
        found && {
          segment_id: found.segment_id,
          segment_name: found.segment_name,
          seglet_id: found.seglet_id,
          seglet_name: found.seglet_name,
        }
      );
    },

    /** A new content is a draft (001 section 4). */
    create(userId: number, draft: ContentDraft): Promise<AdminContent | AuthoringRefusal> {
      return orm.transaction(async (tx) => {
        const checked = await checkFields(tx, draft);
        if ('refusal' in checked) return checked;
        const at = now();
        const contentId = await insertContent(tx, {
          ...fieldColumns(draft),
          name: draft.name,
          type: draft.type,
          points: draft.points,
          ...recurrenceFor(draft.object_type),
          ...(await segnocodeFor(tx, draft.type, undefined)),
          contentOwnerUserId: checked.ownerId,
          status: publicationStatus.draft,
          createdAt: at,
          updatedAt: at,
        });
        await insertChange(tx, { objectType: 'content', objectId: contentId, userId, action: 'create' }, at);
        const created = await readContent(tx, contentId);
        if (!created) throw new Error(`Content ${contentId} vanished`);
        return created;
      });
    },

    /** Saves the fields given and, with status, publishes or sets back to draft. */
    update(userId: number, contentId: number, input: ContentChangesInput): Promise<ContentSaveResult> {
      return orm.transaction(async (tx) => {
        const stored = await findContentForUpdate(tx, contentId);
        const before = stored && (await readContent(tx, contentId));
        if (!stored || !before) return 'notFound';
        const { status, ...fields } = input;
        const changed = changedFields(before, fields);
        const changedInput = Object.fromEntries(
          changed.map((key) => [key, fields[key as keyof typeof fields]]),
        ) as Partial<ContentDraft> & ScheduleChanges & ExpertiseChange;
        // Type, sub type and url are checked together, with the stored ones for those not sent.
        if (['type', 'sub_type', 'url'].some((key) => key in changedInput)) {
          const type = changedInput.type ?? before.type;
          // A sub type not sent stays, unless the new type has none (then it goes, as `fieldColumns` clears it).
          const keptSubType = subTypesOf(type).length === 0 ? null : before.sub_type;
          const issues = contentTypeIssues({
            type,
            subType: changedInput.sub_type !== undefined ? changedInput.sub_type : keptSubType,
            url: changedInput.url ?? before.url,
          });
          if (issues.length > 0) return { refusal: 'invalid', issues };
        }
        const checked = await checkFields(tx, changedInput, contentId);
        if ('refusal' in checked) return checked;
        const datesIssue = scheduleIssue(stored, changedInput);
        if (datesIssue) return { refusal: 'invalid', issues: [datesIssue] };
        const columns: ContentChanges = { ...fieldColumns(changedInput), ...scheduleColumns(changedInput) };
        if (checked.ownerId !== undefined) columns.contentOwnerUserId = checked.ownerId;
        if (changedInput.type !== undefined)
          Object.assign(columns, await segnocodeFor(tx, changedInput.type, stored));
        if (changedInput.object_type !== undefined)
          Object.assign(columns, recurrenceFor(changedInput.object_type));
        const isStatusChange = status !== undefined && status !== stored.status;
        if (isStatusChange && !statusChoices(stored.status).includes(status)) {
          return { refusal: 'invalid', issues: [{ path: 'status', message: draftOnlyWhileDraft }] };
        }
        if (isStatusChange) columns.status = status;
        // Launched when published, unless the launch step set a start date (001 section 4: launched flag).
        if (
          status === publicationStatus.published &&
          stored.startDate === null &&
          columns.startDate === undefined
        )
          columns.startDate = now();
        if (changed.length === 0 && !isStatusChange) return before;
        const at = now();
        await updateContent(tx, contentId, { ...columns, updatedAt: at });
        const entry = { objectType: 'content', objectId: contentId, userId } as const;
        if (changed.length > 0)
          await insertChange(tx, { ...entry, action: 'update', detail: changed.join(',') }, at);
        if (isStatusChange)
          await insertChange(tx, { ...entry, action: 'status', detail: String(status) }, at);
        return (await readContent(tx, contentId)) ?? 'notFound';
      });
    },

    /** Archiving after confirmation deletes through the API and marks status 3 (001 section 4). */
    archive(userId: number, contentId: number): Promise<AdminContent | 'notFound'> {
      return orm.transaction(async (tx) => {
        const stored = await findContentForUpdate(tx, contentId);
        if (!stored) return 'notFound';
        const at = now();
        if (stored.status !== publicationStatus.archived) {
          await updateContent(tx, contentId, { status: publicationStatus.archived, updatedAt: at });
          await insertChange(
            tx,
            { objectType: 'content', objectId: contentId, userId, action: 'archive' },
            at,
          );
        }
        return (await readContent(tx, contentId)) ?? 'notFound';
      });
    },

    /** Puts the content in a seglet of the segment (PUT /content/{id}/segment/{segment_id}). */
    placeInSegment(
      userId: number,
      contentId: number,
      segmentId: number,
      segletId: number,
    ): Promise<ContentSaveResult> {
      return orm.transaction(async (tx) => {
        const stored = await findContentForUpdate(tx, contentId);
        if (!stored || !(await segmentExists(tx, segmentId))) return 'notFound';
        const seglet = await findSegletSegment(tx, segletId);
        if (seglet?.segmentId !== segmentId) {
          return { refusal: 'invalid', issues: [{ path: 'seglet_id', message: segletNotInSegment }] };
        }
        if (stored.segmentId !== segmentId || stored.segletId !== segletId) {
          const at = now();
          await updateContent(tx, contentId, { segmentId, segletId, updatedAt: at });
          await insertChange(
            tx,
            {
              objectType: 'content',
              objectId: contentId,
              userId,
              action: 'update',
              detail: 'segment_id,seglet_id',
            },
            at,
          );
          if (stored.segletId !== segletId)
            await logContentsChange(tx, userId, 'seglet', [stored.segletId, segletId], at);
          await logContentsChange(tx, userId, 'segment', [stored.segmentId, segmentId], at);
        }
        return (await readContent(tx, contentId)) ?? 'notFound';
      });
    },

    /** Takes the content out of the segment (and its seglet); nothing changes when it is not in that segment. */
    removeFromSegment(
      userId: number,
      contentId: number,
      segmentId: number,
    ): Promise<AdminContent | 'notFound'> {
      return orm.transaction(async (tx) => {
        const stored = await findContentForUpdate(tx, contentId);
        if (!stored) return 'notFound';
        if (stored.segmentId === segmentId) {
          const at = now();
          await updateContent(tx, contentId, { segmentId: null, segletId: null, updatedAt: at });
          await insertChange(
            tx,
            {
              objectType: 'content',
              objectId: contentId,
              userId,
              action: 'update',
              detail: 'segment_id,seglet_id',
            },
            at,
          );
          await logContentsChange(tx, userId, 'seglet', [stored.segletId], at);
          await logContentsChange(tx, userId, 'segment', [segmentId], at);
        }
        return (await readContent(tx, contentId)) ?? 'notFound';
      });
    },

    /** GET /search/similar/type/{type}: whether another item of the type already uses either name. */
    async similarNames(
      type: NamedObjectType,
      query: { name: string; short_name: string; exclude_id?: number },
    ): Promise<SimilarName> {
      const taken = await findTakenNames(orm, type, {
        name: query.name,
        shortName: query.short_name,
        excludeId: query.exclude_id,
      });
      return { name_taken: taken.nameTaken, short_name_taken: taken.shortNameTaken };
    },

    /** GET /user/search/email/{email}: the user with exactly this company e-mail, ignoring case. */
    async usersByEmail(email: string): Promise<UserEmailSearch> {
      const users = await findUsersByEmail(orm, email);
      return {
        data: users.map((user) => ({
          user_id: user.userId,
          first_name: user.firstName,
          last_name: user.lastName,
          email: user.email ?? '',
        })),
      };
    },
  };
}

/**
 * A line on each seglet, or each segment, the content left or joined (once each): their contents are their own
 * change too.
 */
async function logContentsChange(
  db: Orm,
  userId: number,
  objectType: 'seglet' | 'segment',
  objectIds: readonly (number | null)[],
  at: Date,
): Promise<void> {
  for (const objectId of new Set(objectIds)) {
    if (objectId === null) continue;
    await insertChange(db, { objectType, objectId, userId, action: 'update', detail: 'contents' }, at);
  }
}
