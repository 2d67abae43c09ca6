/**
 * The demo world: people and teams, segments with seglets, contents, medals and badges, subscriptions, and 60
 * days of completions run through the scoring engine's rules (ledger, medals, badges, activities, levels),
 * plus likes. Pure and deterministic: every date is built from the `now` passed in, so the server's seed and
 * the app's stories (which mock the API from the same data) agree. Nothing here touches a database.
 */
import { daysBefore } from '../lib/calendar';
import {
  type DemoBadge,
  type DemoCategory,
  type DemoMedal,
  type DemoSegment,
  demoBadges,
  demoCategories,
  demoMedals,
  demoSegments,
  demoSettings,
} from './demo-catalog';
import { demoComplianceContents, demoComplianceSeglet } from './demo-compliance';
import {
  type DemoBadgeContent,
  type DemoContent,
  type DemoSeglet,
  demoBadgeContents,
  demoContents,
  demoSeglets,
} from './demo-content';
import {
  type DemoActivity,
  type DemoCompletion,
  type DemoPointAward,
  type DemoUserBadge,
  type DemoUserMedal,
  runDemoHistory,
} from './demo-history';
import {
  type DemoChecklist,
  type DemoChecklistItem,
  type DemoContentCategory,
  type DemoContentDetails,
  type DemoCourse,
  type DemoPrerequisite,
  type DemoSegnocode,
  demoChecklistItems,
  demoChecklists,
  demoContentCategories,
  demoContentDetails,
  demoCourses,
  demoLearningContents,
  demoPrerequisites,
  demoSegnocodes,
} from './demo-learning';
import { type DemoActivityLike, demoActivityLikes } from './demo-likes';
import { type DemoPerson, demoPeople } from './demo-people';
import {
  type CompletionPlan,
  type DemoSubscription,
  demoCompletionPlans,
  demoSubscriptions,
} from './demo-plans';

export {
  buildDemoApprovals,
  type DemoApprovals,
  demoApprovalIds,
  withDemoApprovals,
} from './demo-approvals';
export { demoSegmentId, publicationStatus } from './demo-catalog';
export {
  type DemoComplianceLearner,
  demoComplianceContentIds,
  demoComplianceLearners,
} from './demo-compliance';
export {
  buildDemoExtras,
  type DemoAlert,
  type DemoExtras,
  type DemoPlan,
  type DemoPlanContent,
  type DemoPlanMonthlyTarget,
  type DemoUserPlan,
  demoPlanIds,
} from './demo-extras';
export { buildDemoIlt, type DemoIlt, demoIltIds } from './demo-ilt';
export { demoCodes, demoContentFiles, demoLearningIds } from './demo-learning';
export {
  type DemoPlanUnit,
  type DemoPlanUnits,
  type DemoUnit,
  type DemoUnitContent,
  type DemoUnitGroup,
  type DemoUnitGroupParent,
  demoAnyTwoOfThreeContentIds,
  demoUnitGroupIds,
  demoUnitIds,
} from './demo-plan-units';
export { demoUserStats } from './demo-stats';
export { type DemoUserInclude, demoDefinition, demoUserRecord } from './demo-user-record';
export { demoHierarchy, demoWorkplace } from './demo-workplace';
export type { DemoActivity, DemoCompletion, DemoPointAward, DemoUserBadge, DemoUserMedal };

/** Every demo account's password. */
export const demoPassword = 'demo';

export type DemoUser = Omit<DemoPerson, 'managerUsername'> & {
  managerId: number | null;
  profileImg: string | null;
  createdAt: Date;
};

export type DemoData = {
  /** The moment every other date is relative to. */
  now: Date;
  users: DemoUser[];
  segments: readonly DemoSegment[];
  seglets: readonly DemoSeglet[];
  contents: readonly DemoContent[];
  medals: readonly DemoMedal[];
  badges: readonly DemoBadge[];
  badgeContents: readonly DemoBadgeContent[];
  categories: readonly DemoCategory[];
  settings: typeof demoSettings;
  subscriptions: DemoSubscription[];
  /** The plans the history was run from, for replaying them through the real engine. */
  completionPlans: CompletionPlan[];
  completions: DemoCompletion[];
  pointAwards: DemoPointAward[];
  userMedals: DemoUserMedal[];
  userBadges: DemoUserBadge[];
  activities: DemoActivity[];
  activityLikes: DemoActivityLike[];
  /** Taking learning (issue 5): playable details, checklists, courses, prerequisites, categories, codes. */
  contentDetails: readonly DemoContentDetails[];
  checklists: readonly DemoChecklist[];
  checklistItems: readonly DemoChecklistItem[];
  courses: readonly DemoCourse[];
  prerequisites: readonly DemoPrerequisite[];
  contentCategories: readonly DemoContentCategory[];
  segnocodes: DemoSegnocode[];
};

export function buildDemoData(now: Date): DemoData {
  const idByUsername = new Map(demoPeople.map((person) => [person.username, person.id]));
  const users = demoPeople.map(({ managerUsername, ...person }) => ({
    ...person,
    managerId: managerUsername ? (idByUsername.get(managerUsername) ?? null) : null,
    profileImg: null,
    createdAt: daysBefore(now, 90),
  }));
  const catalog = {
    segments: demoSegments,
    medals: demoMedals,
    badges: demoBadges,
    // The issue 5 contents join the catalogue; nobody in the history takes them (demo-learning). The
    // compliance plan's contents (issue 6) are taken by its four learners (demo-compliance).
    contents: [...demoContents, ...demoLearningContents, ...demoComplianceContents],
    badgeContents: demoBadgeContents,
  };
  const subscriptions = demoSubscriptions(demoPeople);
  const completionPlans = demoCompletionPlans(demoPeople, subscriptions, now);
  const history = runDemoHistory(catalog, completionPlans, now);
  return {
    now,
    users,
    ...catalog,
    seglets: [...demoSeglets, demoComplianceSeglet],
    categories: demoCategories,
    settings: demoSettings,
    subscriptions,
    completionPlans,
    ...history,
    activityLikes: demoActivityLikes(history.activities, users, now),
    contentDetails: demoContentDetails,
    checklists: demoChecklists,
    checklistItems: demoChecklistItems,
    courses: demoCourses,
    prerequisites: demoPrerequisites,
    contentCategories: demoContentCategories,
    segnocodes: demoSegnocodes(now),
  };
}
