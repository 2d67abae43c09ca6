/**
 * Taking content's responses (GET /content/{id}, completion, rating, the learner's checklist) built from
 * `buildDemoData` output, for the content screen's stories. They follow the server's rules for the demo
 * records: consumable content only, the lock rule, the submit restriction, points once per content (0 on a
 * retake), a segnocode content's code. Completions and checklists made in a story are forgotten after it.
 */
import {
  type CompletionResponse,
  type Content,
  completionPointsMessage,
  isChecklistComplete,
  messages,
  needsSegnocode,
  normalizeSegnocode,
  prerequisitesNeeded,
  submitRestriction,
  type UserChecklist,
} from '@segno/domain';
import { type buildDemoData, publicationStatus } from '@segno/server/demo-data';
import { demoContentSummary } from './demo-learning-responses';

type Demo = ReturnType<typeof buildDemoData>;

/** Contents completed in stories, as `userId:contentId`. */
const completedInStory = new Set<string>();
/** The learners' checklist copies: the checked item ids, by `userId:contentId`. */
const checkedItems = new Map<string, number[]>();
/** A story's forced answer to completions (the error popup). */
let forcedCompletion: CompletionResponse | undefined;

/** A story `beforeEach` for stories that complete content: it is all forgotten when the story ends. */
export function withDemoCompletions() {
  return () => () => {
    completedInStory.clear();
    checkedItems.clear();
    forcedCompletion = undefined;
  };
}

/** A story `beforeEach` in which every completion is refused with the server's message (error 1). */
export function withDemoCompletionError(msg: string) {
  return () => {
    forcedCompletion = { ...refusal(msg), error: 1 };
    return () => {
      forcedCompletion = undefined;
    };
  };
}

const refusal = (msg: string): CompletionResponse => ({
  points: 0,
  completed: false,
  error: 1,
  msg,
  badges: [],
  medals: [],
  level: null,
});

function isComplete(demo: Demo, userId: number, contentId: number): boolean {
  return (
    completedInStory.has(`${userId}:${contentId}`) ||
    demo.completions.some((done) => done.userId === userId && done.contentId === contentId)
  );
}

/** The user checklist ids the mock hands out: one per user and content. */
const userChecklistId = (userId: number, contentId: number) => userId * 1000 + contentId;

function contentOf(demo: Demo, contentId: number) {
  const content = demo.contents.find((candidate) => candidate.id === contentId);
  const segment = demo.segments.find((candidate) => candidate.id === content?.segmentId);
  const published = publicationStatus.published;
  return content && content.status === published && segment?.status === published ? content : undefined;
}

/** GET /content/{id}: the learner view, or undefined when the content is not consumable. */
export function demoContent(demo: Demo, userId: number, contentId: number): Content | undefined {
  const content = contentOf(demo, contentId);
  if (!content) return undefined;
  const details = demo.contentDetails.find((detail) => detail.contentId === contentId);
  const user = demo.users.find((candidate) => candidate.id === userId);
  const isRequired = demo.subscriptions.some(
    (subscription) =>
      subscription.userId === userId &&
      subscription.segmentId === content.segmentId &&
      subscription.isAssigned,
  );
  const prerequisites = demo.prerequisites
    .filter((link) => link.contentId === contentId)
    .map((link) => ({
      content_id: link.prerequisiteId,
      name: demo.contents.find((candidate) => candidate.id === link.prerequisiteId)?.name ?? '',
      is_complete: isComplete(demo, userId, link.prerequisiteId),
    }))
    .sort((first, second) => first.name.localeCompare(second.name));
  const rule = details?.prerequisiteRule ?? null;
  const summary = demoContentSummary(demo, userId, content);
  return {
    ...summary,
    is_complete: isComplete(demo, userId, contentId),
    description: content.description,
    sub_type: null,
    url: details?.url ?? null,
    is_ext_url: details?.isExtUrl ?? false,
    body: details?.body ?? null,
    language: details?.language ?? 'english',
    recurrence: content.recurrence,
    status: publicationStatus.published,
    categories: demo.contentCategories
      .filter((link) => link.contentId === contentId)
      .flatMap((link) => demo.categories.filter((category) => category.id === link.categoryId))
      .map((category) => ({ category_id: category.id, name: category.name }))
      .sort((first, second) => first.name.localeCompare(second.name)),
    segnocode_gen_mode: null,
    tested_out: false,
    is_required: isRequired,
    restriction:
      submitRestriction(
        { is_generic_user: user?.isGenericUser, on_the_clock: user?.onTheClock },
        { is_required: isRequired },
        demo.settings.on_the_clock_enabled,
      ) ?? null,
    prerequisites: { rule, needed: prerequisitesNeeded(rule, prerequisites.length), items: prerequisites },
    checklist_id: details?.checklistId ?? null,
    user_checklist_id: details?.checklistId ? userChecklistId(userId, contentId) : null,
    course_id: details?.courseId ?? null,
    user_rating: null,
  };
}

/** GET /user_checklist/{id}: the learner's copy with what they checked in the story. */
export function demoUserChecklist(demo: Demo, id: number): UserChecklist | undefined {
  const userId = Math.floor(id / 1000);
  const contentId = id % 1000;
  const checklistId = demo.contentDetails.find((detail) => detail.contentId === contentId)?.checklistId;
  const checklist = demo.checklists.find((candidate) => candidate.id === checklistId);
  if (!checklist) return undefined;
  const checked = checkedItems.get(`${userId}:${contentId}`) ?? [];
  return {
    user_checklist_id: id,
    content_id: contentId,
    checklist_id: checklist.id,
    name: checklist.name,
    items: demo.checklistItems
      .filter((item) => item.checklistId === checklist.id)
      .map((item) => ({ item_id: item.id, label: item.label, is_checked: checked.includes(item.id) })),
  };
}

/** PUT /user_checklist/{id}. */
export function demoSaveUserChecklist(demo: Demo, id: number, checkedItemIds: number[]) {
  checkedItems.set(`${Math.floor(id / 1000)}:${id % 1000}`, checkedItemIds);
  return demoUserChecklist(demo, id);
}

/**
 * POST /user/{id}/content/{content_id}: refused (403 with its reason) when the learner may not submit;
 * error 1 for a wrong code or an unfinished checklist; else completed, with the points on a first completion.
 */
export function demoComplete(
  demo: Demo,
  userId: number,
  contentId: number,
  form: URLSearchParams,
): { status: 200; body: CompletionResponse } | { status: 403; reason: string } {
  const content = demoContent(demo, userId, contentId);
  if (!content) return { status: 403, reason: messages.errors.contentForbidden };
  if (content.restriction === 'genericUser')
    return { status: 403, reason: messages.restrictions.genericUser };
  if (content.restriction === 'offTheClock') {
    return { status: 403, reason: messages.restrictions.offTheClockContent };
  }
  if (content.is_locked) return { status: 403, reason: messages.completion.lockedTitle };
  if (forcedCompletion) return { status: 200, body: forcedCompletion };
  if (form.get('score') === '0') {
    return { status: 200, body: { ...refusal(messages.completion.notCompleted), error: 0 } };
  }
  const code = demo.contentDetails.find((detail) => detail.contentId === contentId)?.segnocode ?? null;
  if (
    needsSegnocode(content) &&
    (code === null || normalizeSegnocode(form.get('segnocode') ?? '') !== code)
  ) {
    return { status: 200, body: refusal(messages.segnocode.wrongForContent) };
  }
  const checklist =
    content.user_checklist_id === null ? undefined : demoUserChecklist(demo, content.user_checklist_id);
  if (checklist && !isChecklistComplete(checklist.items)) {
    return { status: 200, body: refusal(messages.checklist.incomplete) };
  }
  const points = content.is_complete ? 0 : content.points;
  completedInStory.add(`${userId}:${contentId}`);
  return {
    status: 200,
    body: {
      points,
      completed: true,
      error: 0,
      msg: completionPointsMessage(points),
      badges: [],
      medals: [],
      level: null,
    },
  };
}
