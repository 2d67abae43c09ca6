/**
 * What the demo needs for taking learning (issue 5): the playable details of every content (files, links,
 * document text, expertise, time, language, categories), and in segment 1 one content of each kind the app
 * plays: a video, a document, an external link, a code content, a checklist, an 'all of' and an 'N of'
 * locked content, and an ILT content with its course. Plus redeemable codes. Pure data.
 *
 * The contents added here are not taken by anyone in the demo history, so scores, medals and ranks stay as
 * the history made them.
 */
import { daysBefore } from '../lib/calendar';
import { publicationStatus } from './demo-catalog';
import { demoComplianceContents } from './demo-compliance';
import { type DemoContent, demoContents, demoSeglets } from './demo-content';

export type DemoContentDetails = {
  contentId: number;
  shortName: string | null;
  url: string | null;
  isExtUrl: boolean;
  body: string | null;
  expertise: 1 | 2 | 3;
  language: string;
  estimatedMinutes: number;
  segnocode: string | null;
  /** NULL: all prerequisites; n: any n of them. */
  prerequisiteRule: number | null;
  checklistId: number | null;
  courseId: number | null;
};
export type DemoChecklist = { id: number; name: string };
export type DemoChecklistItem = { id: number; checklistId: number; position: number; label: string };
export type DemoCourse = { id: number; name: string; description: string; status: number };
export type DemoPrerequisite = { contentId: number; prerequisiteId: number };
export type DemoContentCategory = { contentId: number; categoryId: number };
export type DemoSegnocode = { code: string; contentId: number; expiresAt: Date | null; createdAt: Date };

/** The shipped files (packages/server/content-files), served at /api/content-files/{name}. */
export const demoContentFiles = {
  video: '/api/content-files/welcome.webm',
  greetingGuide: '/api/content-files/greeting-guide.html',
} as const;

/** Segment 1's contents of each playable kind, by id (the README lists them). */
export const demoLearningIds = {
  video: 1,
  checklist: 7,
  ilt: 8,
  document: 23,
  externalLink: 24,
  code: 25,
  lockedAllOf: 26,
  lockedNOf: 27,
} as const;

/** The code that finishes the code content, and redeemable codes: one valid, one expired. */
export const demoCodes = { content: 'SAFE2026', redeemable: 'WELCOME1', expired: 'EXPIRED1' } as const;

const { published } = publicationStatus;

const segmentOf = (segletId: number) => demoSeglets.find((seglet) => seglet.id === segletId)?.segmentId ?? 0;

function added(
  id: number,
  segletId: number,
  name: string,
  type: number,
  points: number,
  description: string,
): DemoContent {
  return {
    id,
    name,
    description,
    type,
    points,
    status: published,
    recurrence: 'never',
    recurrenceYears: null,
    startDaysAgo: 7,
    timesViewed: 5 + id,
    rating: null,
    segmentId: segmentOf(segletId),
    segletId,
  };
}

/** Contents added to segment 1 for issue 5; all recent, so their tiles show as new. */
export const demoLearningContents: readonly DemoContent[] = [
  added(
    demoLearningIds.document,
    1,
    'Store Safety Basics',
    11,
    25,
    'Keep the shop floor safe for customers and colleagues.',
  ),
  added(
    demoLearningIds.externalLink,
    1,
    'The Greeting Guide',
    12,
    15,
    'A one-page guide to greeting every customer well.',
  ),
  added(
    demoLearningIds.code,
    2,
    'Listening Practice Session',
    6,
    35,
    'Practise active listening with your leader, who gives you the code at the end.',
  ),
  added(
    demoLearningIds.lockedAllOf,
    3,
    'Advanced Complaint Handling',
    11,
    45,
    'For those who know the basics: complaints that need more than an apology.',
  ),
  added(
    demoLearningIds.lockedNOf,
    3,
    'Service Leadership Challenge',
    1,
    40,
    'Lead a shift of great service: open once you have finished one of three starter contents.',
  ),
];

const storeSafetyBody = [
  'A safe store is a welcoming store. Customers notice clear aisles, tidy displays and colleagues who deal with hazards straight away.',
  'Walk your area at the start of every shift. Look for spills, trailing cables, boxes left in aisles and anything stacked higher than shoulder height. Fix what you can at once; report what you cannot.',
  'When you find a spill, stay with it and ask a colleague to bring the cleaning kit and a warning sign. Never leave a hazard unattended, even for a minute.',
  'Know where the first aid kit, the fire exits and the assembly point are. If an alarm sounds, guide customers calmly to the nearest exit and do not use the lifts.',
].join('\n\n');

const complaintBody = [
  'Some complaints cannot be solved with a refund. The customer wants to be heard, and wants to know it will not happen again.',
  'Listen to the whole story before you answer. Summarise what you heard, say what you will do, and tell the customer when they will hear from you.',
  'Write down what happened the same day, so the team can learn from it.',
].join('\n\n');

const documentBody = (content: DemoContent) =>
  `${content.description}\n\nRead this through once, then keep it at hand: it is short on purpose, so you can come back to it whenever a customer asks.`;

const categoryBySegment: Record<number, number> = { 1: 1, 2: 2, 3: 3 };
/** Second categories, so filters and tags have more than one value per segment. */
const extraCategories: readonly DemoContentCategory[] = [
  { contentId: 8, categoryId: 4 },
  { contentId: 21, categoryId: 4 },
  { contentId: demoLearningIds.lockedNOf, categoryId: 4 },
  { contentId: demoLearningIds.document, categoryId: 2 },
  { contentId: demoLearningIds.document, categoryId: 5 },
  { contentId: 11, categoryId: 5 },
  ...demoComplianceContents.map((content) => ({ contentId: content.id, categoryId: 5 })),
  { contentId: demoLearningIds.externalLink, categoryId: 6 },
];

const languageById: Record<number, string> = { 17: 'spanish', 19: 'hindi' };

export const demoChecklists: readonly DemoChecklist[] = [{ id: 1, name: 'Service Recovery Checklist' }];
export const demoChecklistItems: readonly DemoChecklistItem[] = [
  'Apologise and thank the customer for telling you',
  'Repeat the problem back in your own words',
  'Agree what you will do and by when',
  'Follow up and record what happened',
].map((label, index) => ({ id: index + 1, checklistId: 1, position: index + 1, label }));

export const demoCourses: readonly DemoCourse[] = [
  {
    id: 1,
    name: 'Difficult Conversations Workshop',
    description: 'A half-day workshop with role play, led by an instructor.',
    status: published,
  },
  // No sessions yet: an instructor creates its first one from the course suggestions.
  {
    id: 2,
    name: 'Store Opening Workshop',
    description: 'Opening the store safely and on time, practised on the shop floor with an instructor.',
    status: published,
  },
];

export const demoPrerequisites: readonly DemoPrerequisite[] = [
  // All of: `learner` has done 'Handling Complaints' but not 'The First Ten Seconds', so it is locked.
  { contentId: demoLearningIds.lockedAllOf, prerequisiteId: 2 },
  { contentId: demoLearningIds.lockedAllOf, prerequisiteId: 5 },
  // 1 of 3: `learner` has done none; finishing 'Store Safety Basics' opens it.
  { contentId: demoLearningIds.lockedNOf, prerequisiteId: 4 },
  { contentId: demoLearningIds.lockedNOf, prerequisiteId: 6 },
  { contentId: demoLearningIds.lockedNOf, prerequisiteId: demoLearningIds.document },
];

const allContents = [...demoContents, ...demoLearningContents, ...demoComplianceContents];

export const demoContentCategories: readonly DemoContentCategory[] = [
  ...allContents.flatMap((content) => {
    const categoryId = categoryBySegment[content.segmentId];
    return categoryId ? [{ contentId: content.id, categoryId }] : [];
  }),
  ...extraCategories,
];

export const demoContentDetails: readonly DemoContentDetails[] = allContents.map((content) => ({
  contentId: content.id,
  shortName: null,
  url:
    content.type === 1
      ? demoContentFiles.video
      : content.id === demoLearningIds.externalLink
        ? demoContentFiles.greetingGuide
        : content.type === 12
          ? 'https://www.redcross.org/take-a-class/first-aid'
          : null,
  isExtUrl: content.type === 12,
  body:
    content.id === demoLearningIds.document
      ? storeSafetyBody
      : content.id === demoLearningIds.lockedAllOf
        ? complaintBody
        : [9, 10, 11].includes(content.type)
          ? documentBody(content)
          : null,
  expertise: ((content.id % 3) + 1) as 1 | 2 | 3,
  language: languageById[content.id] ?? 'english',
  estimatedMinutes: 5 + ((content.id * 7) % 26),
  segnocode: content.id === demoLearningIds.code ? demoCodes.content : null,
  prerequisiteRule: content.id === demoLearningIds.lockedNOf ? 1 : null,
  checklistId: content.id === demoLearningIds.checklist ? 1 : null,
  courseId: content.id === demoLearningIds.ilt ? 1 : null,
}));

export function demoSegnocodes(now: Date): DemoSegnocode[] {
  return [
    // 'Refunds and Returns', which `learner` has not completed.
    { code: demoCodes.redeemable, contentId: 6, expiresAt: null, createdAt: daysBefore(now, 10) },
    { code: demoCodes.expired, contentId: 2, expiresAt: daysBefore(now, 1), createdAt: daysBefore(now, 40) },
  ];
}
