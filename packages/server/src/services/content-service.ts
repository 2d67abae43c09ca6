/**
 * One content as a learner takes it (000, sections 3, 4 and 6), and where a content or course sits. The
 * server decides access: a content is consumable when it is published, its segment, if any, is too, and it is
 * live at the service clock (`isConsumable` in content-repository).
 */
import {
  type Content,
  type ContentParentList,
  prerequisitesNeeded,
  publicationStatusSchema,
  submitRestriction,
} from '@segno/domain';
import {
  contentExists,
  countContentView,
  courseExists,
  ensureUserChecklist,
  findContentForLearner,
  findSubmitterFlags,
  listContentCategories,
  listParents,
} from '../repositories/content-repository';
import { listSettings } from '../repositories/definition-repository';
import { readPrerequisites } from '../repositories/prerequisite-repository';
import { toContentSummary } from './content-summary';
import type { ServiceContext } from './service-context';

const checklistType = 5;

export type ContentViewResult =
  | { outcome: 'found'; content: Content }
  | { outcome: 'notFound' }
  | { outcome: 'forbidden' };

export function createContentService({ orm, now }: ServiceContext) {
  return {
    /**
     * The learner view; counts the view and, for a checklist content, creates the learner's copy of the
     * checklist on first view. A locked content is still shown (the client lists what unlocks it).
     */
    view(userId: number, contentId: number): Promise<ContentViewResult> {
      return orm.transaction(async (tx) => {
        const row = await findContentForLearner(tx, userId, contentId, now());
        if (!row) return { outcome: 'notFound' };
        if (!row.isConsumable) return { outcome: 'forbidden' };
        const timesViewed = await countContentView(tx, contentId);
        const prerequisites = await readPrerequisites(tx, userId, contentId);
        const flags = (await findSubmitterFlags(tx, userId)) ?? {};
        const onTheClockEnabled = (await listSettings(tx)).get('on_the_clock_enabled') === true;
        const userChecklistId =
          row.type === checklistType && row.checklistId !== null
            ? await ensureUserChecklist(tx, userId, contentId)
            : null;
        const content: Content = {
          ...toContentSummary({ ...row, timesViewed }),
          description: row.description,
          sub_type: row.subType,
          url: row.url,
          is_ext_url: row.isExtUrl,
          body: row.body,
          language: row.language,
          recurrence: row.recurrence,
          status: publicationStatusSchema.parse(row.status),
          categories: await listContentCategories(tx, contentId),
          segnocode_gen_mode: row.segnocodeGenMode,
          tested_out: false,
          is_required: row.isRequired,
          restriction: submitRestriction(flags, { is_required: row.isRequired }, onTheClockEnabled) ?? null,
          prerequisites: {
            rule: prerequisites.rule,
            needed: prerequisitesNeeded(prerequisites.rule, prerequisites.items.length),
            items: prerequisites.items,
          },
          checklist_id: row.checklistId,
          user_checklist_id: userChecklistId,
          course_id: row.courseId,
          user_rating: row.userRating,
        };
        return { outcome: 'found', content };
      });
    },

    /** The published segments holding the content; undefined when there is no such content. */
    async contentParents(contentId: number): Promise<ContentParentList | undefined> {
      if (!(await contentExists(orm, contentId))) return undefined;
      return { data: await listParents(orm, { contentId }, now()) };
    },

    /** The published segments holding the course's contents; undefined when there is no such course. */
    async courseParents(courseId: number): Promise<ContentParentList | undefined> {
      if (!(await courseExists(orm, courseId))) return undefined;
      return { data: await listParents(orm, { courseId }, now()) };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
