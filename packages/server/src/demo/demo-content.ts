/**
 * Demo seglets and contents of the three segments, and which contents each badge needs. Pure data. Points,
 * types and recurrences vary so the engine's rules all show: retakes, yearly and every-few-years content,
 * a draft and an archived content that award nothing.
 */
import { publicationStatus } from './demo-catalog';

export type DemoSeglet = {
  id: number;
  segmentId: number;
  name: string;
  /** At most 20 characters (001 section 9), unique. */
  shortName: string;
  position: number;
  status: number;
};
export type DemoRecurrence = 'never' | 'every_year' | 'every_x_years';
export type DemoContent = {
  id: number;
  name: string;
  description: string;
  type: number;
  points: number;
  status: number;
  recurrence: DemoRecurrence;
  recurrenceYears: number | null;
  /** Days before now the content became available; recent ones are flagged new. */
  startDaysAgo: number;
  timesViewed: number;
  rating: number | null;
  segmentId: number;
  segletId: number;
};
export type DemoBadgeContent = { badgeId: number; contentId: number };

const { draft, published, archived } = publicationStatus;

export const demoSeglets: readonly DemoSeglet[] = [
  { id: 1, segmentId: 1, name: 'Greeting', shortName: 'Greeting', position: 1, status: published },
  { id: 2, segmentId: 1, name: 'Listening', shortName: 'Listening', position: 2, status: published },
  { id: 3, segmentId: 1, name: 'Resolving', shortName: 'Resolving', position: 3, status: published },
  { id: 4, segmentId: 2, name: 'Hazards', shortName: 'Hazards', position: 1, status: published },
  {
    id: 5,
    segmentId: 2,
    name: 'Lifting and First Aid',
    shortName: 'Lifting and First Ai',
    position: 2,
    status: published,
  },
  { id: 6, segmentId: 3, name: 'Catalogue', shortName: 'Catalogue', position: 1, status: published },
  {
    id: 7,
    segmentId: 3,
    name: 'Matching Needs',
    shortName: 'Matching Needs',
    position: 2,
    status: published,
  },
  { id: 8, segmentId: 3, name: 'New Arrivals', shortName: 'New Arrivals', position: 3, status: published },
];

/** Content types by id (`contentTypes` in the domain options). */
const type = {
  video: 1,
  quiz: 2,
  elearning: 3,
  ilt: 4,
  checklists: 5,
  endorsement: 7,
  article: 9,
  jobAid: 10,
  document: 11,
  externalLink: 12,
} as const;

type Row = [
  id: number,
  segletId: number,
  name: string,
  type: number,
  points: number,
  recurrence: DemoRecurrence | `every_${number}_years`,
  status?: number,
  startDaysAgo?: number,
];

const rows: readonly Row[] = [
  [1, 1, 'Welcome Every Customer', type.video, 50, 'never'],
  [2, 1, 'The First Ten Seconds', type.article, 30, 'never'],
  [3, 2, 'Active Listening', type.elearning, 80, 'never'],
  [4, 2, 'Listening Quiz', type.quiz, 40, 'every_year'],
  [5, 3, 'Handling Complaints', type.video, 100, 'never'],
  [6, 3, 'Refunds and Returns', type.jobAid, 20, 'never'],
  [7, 3, 'Service Recovery Checklist', type.checklists, 60, 'every_year'],
  [8, 3, 'Difficult Conversations', type.ilt, 120, 'never'],
  [9, 3, 'Service Scripts (draft)', type.document, 50, 'never', draft],
  [10, 4, 'Spotting Hazards', type.video, 60, 'never'],
  [11, 4, 'Hazard Report Form', type.document, 30, 'every_year'],
  [12, 5, 'Safe Lifting', type.elearning, 90, 'never'],
  [13, 5, 'Lifting Quiz', type.quiz, 40, 'every_year'],
  [14, 4, 'Fire Safety Refresher', type.video, 50, 'every_2_years'],
  [15, 5, 'First Aid Basics', type.externalLink, 70, 'every_3_years'],
  [16, 6, 'Catalogue Tour', type.video, 40, 'never'],
  [17, 6, 'Product Spotlight: Kitchen', type.article, 30, 'never'],
  [18, 7, 'Matching Needs to Products', type.elearning, 100, 'never'],
  [19, 7, 'Product Quiz', type.quiz, 50, 'every_year'],
  [20, 8, 'New Arrivals: Spring', type.video, 40, 'never', published, 5],
  [21, 8, 'Product Expert Endorsement', type.endorsement, 120, 'never'],
  [22, 6, 'Catalogue 2024 (archived)', type.video, 30, 'never', archived],
];

export const demoContents: readonly DemoContent[] = rows.map(
  ([id, segletId, name, contentType, points, recurrence, status = published, startDaysAgo = 90]) => {
    const everyYears = /^every_(\d+)_years$/.exec(recurrence)?.[1];
    return {
      id,
      name,
      description: `${name}: a short course of the ${demoSeglets.find((s) => s.id === segletId)?.name} seglet.`,
      type: contentType,
      points,
      status,
      recurrence: everyYears ? 'every_x_years' : (recurrence as DemoRecurrence),
      recurrenceYears: everyYears ? Number(everyYears) : null,
      startDaysAgo,
      timesViewed: 40 + ((id * 37) % 200),
      rating: 3 + ((id * 7) % 20) / 10,
      segmentId: demoSeglets.find((seglet) => seglet.id === segletId)?.segmentId ?? 0,
      segletId,
    };
  },
);

/** Badges earned by completing contents; badges 2 and 5 are earned with a medal instead (demo-catalog). */
const badgeNeeds: Record<number, readonly number[]> = {
  1: [1],
  3: [4, 7],
  4: [10],
  6: [16, 17],
  7: [18, 19, 21],
  8: [2, 16],
  9: [5, 12, 18],
};

export const demoBadgeContents: readonly DemoBadgeContent[] = Object.entries(badgeNeeds).flatMap(
  ([badgeId, contentIds]) => contentIds.map((contentId) => ({ badgeId: Number(badgeId), contentId })),
);
