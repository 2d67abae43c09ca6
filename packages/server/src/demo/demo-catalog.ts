/** Demo segments, medals, badges, categories and settings. Pure data. */
import { publicationStatus } from '@segno/domain';

export { publicationStatus };

export type DemoSegment = {
  id: number;
  name: string;
  shortName: string;
  description: string;
  status: number;
  /** The segment's possible points: above its gold medal, so the demo medals pass their publishing check. */
  maxPoints: number;
};
export type DemoMedal = {
  id: number;
  segmentId: number;
  level: 1 | 2 | 3;
  pointsNeeded: number;
  status: number;
};
/** medalId: a badge earned with that medal rather than by contents (badge contents: demo-content). */
export type DemoBadge = {
  id: number;
  name: string;
  segmentId: number | null;
  status: number;
  medalId: number | null;
};
export type DemoCategory = { id: number; name: string };

const published = publicationStatus.published;

/** The demo segment has id 1 (000, section 9). */
export const demoSegmentId = 1;

export const demoSegments: readonly DemoSegment[] = [
  {
    id: demoSegmentId,
    name: 'Customer Service Essentials',
    shortName: 'Service',
    description: 'Greeting, listening and resolving: the everyday skills behind a great customer visit.',
    status: published,
    maxPoints: 600,
  },
  {
    id: 2,
    name: 'Workplace Safety',
    shortName: 'Safety',
    description: 'Spot hazards, lift safely and know what to do when something goes wrong.',
    status: published,
    maxPoints: 500,
  },
  {
    id: 3,
    name: 'Product Knowledge',
    shortName: 'Products',
    description: 'What we sell, how it works and how to match it to what a customer needs.',
    status: published,
    maxPoints: 400,
  },
];

/** Bronze, silver and gold thresholds per segment. */
const medalThresholds: Record<number, readonly [number, number, number]> = {
  1: [100, 250, 500],
  2: [80, 200, 400],
  3: [75, 175, 350],
};

export const demoMedals: readonly DemoMedal[] = demoSegments.flatMap((segment, segmentIndex) =>
  ([1, 2, 3] as const).map((level) => ({
    id: segmentIndex * 3 + level,
    segmentId: segment.id,
    level,
    pointsNeeded: medalThresholds[segment.id]?.[level - 1] ?? 0,
    status: published,
  })),
);

export const demoBadges: readonly DemoBadge[] = [
  { id: 1, name: 'First Steps', segmentId: 1, status: published, medalId: null },
  // Earned with the Customer Service gold medal.
  { id: 2, name: 'Service Star', segmentId: 1, status: published, medalId: 3 },
  { id: 3, name: 'Team Player', segmentId: 1, status: published, medalId: null },
  { id: 4, name: 'Hazard Spotter', segmentId: 2, status: published, medalId: null },
  // Earned with the Workplace Safety gold medal.
  { id: 5, name: 'Safety Champion', segmentId: 2, status: published, medalId: 6 },
  { id: 6, name: 'Quick Learner', segmentId: 3, status: published, medalId: null },
  { id: 7, name: 'Product Pro', segmentId: 3, status: published, medalId: null },
  { id: 8, name: 'Early Bird', segmentId: null, status: published, medalId: null },
  { id: 9, name: 'Perfect Week', segmentId: null, status: published, medalId: null },
];

export const demoCategories: readonly DemoCategory[] = [
  { id: 1, name: 'Customer Service' },
  { id: 2, name: 'Safety' },
  { id: 3, name: 'Product' },
  { id: 4, name: 'Leadership' },
  { id: 5, name: 'Compliance' },
  { id: 6, name: 'Technology' },
];

/** Setting values for the demo; the on-the-clock rule is on so the `offclock` account shows its alert. */
export const demoSettings = {
  on_the_clock_enabled: true,
  recommendation_tool_enabled: true,
  redesign_splash_enabled: true,
  assessment_tool_enabled: true,
  custom_avatar_enabled: true,
  compliance_year: 2026,
  max_content_recurrence: 5,
} as const;
