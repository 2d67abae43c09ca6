/**
 * The units of the standard demo plan 'Customer Service Foundations' (issue 6; 002 sections 3 and 4). Pure and
 * deterministic: every date is built from the `now` passed in.
 *
 * Unit 1's tree: group 1 is the root, an 'any 2 of 3' group (rule_case 2); groups 2 and 3 follow it; group 4
 * has both 2 and 3 as parents. Units 2 and 3 wait for the unit before (prerequisite types 1 and 2); unit 1
 * opened on a custom date (type 4) in the past. All are published contents of segments 1 and 2. `learner` has
 * done 3 of the 8 in the demo history (group 2's, and units 2 and 3's), so the plan's progress is the ledger's
 * 3 of 8; none of group 1's, so `learner` starts there and finishes it by taking two of its three contents.
 */
import { daysBefore } from '../lib/calendar';
import { publicationStatus } from './demo-catalog';

export type DemoUnit = { id: number; name: string; status: number; createdAt: Date };
export type DemoUnitGroup = {
  id: number;
  unitId: number;
  position: number;
  defaultRow: number;
  ruleCase: number;
};
export type DemoUnitGroupParent = { groupId: number; parentGroupId: number };
export type DemoUnitContent = { unitId: number; contentId: number; groupId: number | null; position: number };
export type DemoPlanUnit = {
  id: number;
  planId: number;
  unitId: number;
  position: number;
  prereqTypeId: number;
  prereqUnitId: number | null;
  prereqWaitTime: number | null;
  prereqStartDate: Date | null;
};
export type DemoPlanUnits = {
  units: DemoUnit[];
  groups: DemoUnitGroup[];
  parents: DemoUnitGroupParent[];
  contents: DemoUnitContent[];
  planUnits: DemoPlanUnit[];
};

export const demoUnitIds = { gettingStarted: 1, hazards: 2, lifting: 3 } as const;

/**
 * Unit authoring (issue 9): a draft unit in no plan, with one group and a content waiting in its sandbox, for the
 * manage-units list and the unit editor.
 */
export const demoDraftUnit = { id: 4, groupId: 7, placedContentId: 4, sandboxContentId: 7 } as const;

/** Unit 1's groups: the 'any 2 of 3' root, the two groups that follow it, and the group with two parents. */
export const demoUnitGroupIds = { anyTwoOfThree: 1, afterLeft: 2, afterRight: 3, twoParents: 4 } as const;

/** The three contents of the 'any 2 of 3' group: a document, a video and an external link. */
export const demoAnyTwoOfThreeContentIds = [11, 14, 15] as const;

/** The wait, in days, after unit 2 before unit 3 opens (prerequisite type 2). */
export const demoUnitWaitDays = 14;

const prerequisiteTypes = { customDate: 4, previousUnit: 1, previousUnitAndWait: 2 } as const;

export function buildDemoPlanUnits(planId: number, now: Date): DemoPlanUnits {
  const { gettingStarted, hazards, lifting } = demoUnitIds;
  const { anyTwoOfThree, afterLeft, afterRight, twoParents } = demoUnitGroupIds;
  const units: DemoUnit[] = [
    {
      id: gettingStarted,
      name: 'Getting Started',
      status: publicationStatus.published,
      createdAt: daysBefore(now, 50),
    },
    {
      id: hazards,
      name: 'A Safe Shop Floor',
      status: publicationStatus.published,
      createdAt: daysBefore(now, 50),
    },
    {
      id: lifting,
      name: 'Lifting and Carrying',
      status: publicationStatus.published,
      createdAt: daysBefore(now, 50),
    },
    {
      id: demoDraftUnit.id,
      name: 'Handling Returns',
      status: publicationStatus.draft,
      createdAt: daysBefore(now, 3),
    },
  ];
  const groups: DemoUnitGroup[] = [
    { id: anyTwoOfThree, unitId: gettingStarted, position: 0, defaultRow: 0, ruleCase: 2 },
    { id: afterLeft, unitId: gettingStarted, position: 1, defaultRow: 1, ruleCase: 0 },
    { id: afterRight, unitId: gettingStarted, position: 2, defaultRow: 1, ruleCase: 0 },
    { id: twoParents, unitId: gettingStarted, position: 3, defaultRow: 2, ruleCase: 0 },
    { id: 5, unitId: hazards, position: 0, defaultRow: 0, ruleCase: 0 },
    { id: 6, unitId: lifting, position: 0, defaultRow: 0, ruleCase: 0 },
    { id: demoDraftUnit.groupId, unitId: demoDraftUnit.id, position: 0, defaultRow: 0, ruleCase: 0 },
  ];
  const parents: DemoUnitGroupParent[] = [
    { groupId: afterLeft, parentGroupId: anyTwoOfThree },
    { groupId: afterRight, parentGroupId: anyTwoOfThree },
    { groupId: twoParents, parentGroupId: afterLeft },
    { groupId: twoParents, parentGroupId: afterRight },
  ];
  const placed: [unitId: number, groupId: number, contentIds: readonly number[]][] = [
    [gettingStarted, anyTwoOfThree, demoAnyTwoOfThreeContentIds],
    // 'Welcome Every Customer' (done by `learner`); 'Listening Quiz'; 'Service Recovery Checklist'.
    [gettingStarted, afterLeft, [1]],
    [gettingStarted, afterRight, [4]],
    [gettingStarted, twoParents, [7]],
    // 'Spotting Hazards' and 'Safe Lifting', both done by `learner` before the plan had units.
    [hazards, 5, [10]],
    [lifting, 6, [12]],
    [demoDraftUnit.id, demoDraftUnit.groupId, [demoDraftUnit.placedContentId]],
  ];
  const sandbox: DemoUnitContent[] = [
    { unitId: demoDraftUnit.id, contentId: demoDraftUnit.sandboxContentId, groupId: null, position: 1 },
  ];
  const contents: DemoUnitContent[] = [
    ...placed.flatMap(([unitId, groupId, contentIds]) =>
      contentIds.map((contentId, position) => ({ unitId, contentId, groupId, position })),
    ),
    ...sandbox,
  ];
  const planUnits: DemoPlanUnit[] = [
    {
      id: 1,
      planId,
      unitId: gettingStarted,
      position: 0,
      prereqTypeId: prerequisiteTypes.customDate,
      prereqUnitId: null,
      prereqWaitTime: null,
      prereqStartDate: daysBefore(now, 14),
    },
    {
      id: 2,
      planId,
      unitId: hazards,
      position: 1,
      prereqTypeId: prerequisiteTypes.previousUnit,
      prereqUnitId: gettingStarted,
      prereqWaitTime: null,
      prereqStartDate: null,
    },
    {
      id: 3,
      planId,
      unitId: lifting,
      position: 2,
      prereqTypeId: prerequisiteTypes.previousUnitAndWait,
      prereqUnitId: hazards,
      prereqWaitTime: demoUnitWaitDays,
      prereqStartDate: null,
    },
  ];
  return { units, groups, parents, contents, planUnits };
}
