/**
 * Where each demo user works (issue 8, assignments): a store code, a department and a job code, the fields
 * assignment criteria pick users by. Pure and deterministic by user id; `learner` (1) works in store S101.
 * Issue 10 maps the stores to districts and regions.
 */
export const demoStores = ['S101', 'S102', 'S205', 'S310'] as const;
export const demoDepartments = ['Front store', 'Pharmacy', 'Photo'] as const;
export const demoJobCodes = ['SA1', 'SA2', 'PT1', 'SA1', 'KH1'] as const;

export type DemoWorkplace = { location: string; department: string; jobCode: string };

export function demoWorkplace(userId: number): DemoWorkplace {
  return {
    location: demoStores[(userId - 1) % demoStores.length] ?? demoStores[0],
    department: demoDepartments[(userId - 1) % demoDepartments.length] ?? demoDepartments[0],
    jobCode: demoJobCodes[userId % demoJobCodes.length] ?? demoJobCodes[0],
  };
}

/**
 * The demo org hierarchy (issue 10): regions, districts and the stores people work in, plus one store nobody
 * works in yet (reports show it with zeros). Ids are explicit so tests, guides and the stories' mocks can name
 * them: `learner` works in store 1 (S101), district 1, region 1.
 */
export const demoHierarchy = {
  regions: [
    { id: 1, name: 'Northeast' },
    { id: 2, name: 'West' },
  ],
  districts: [
    { id: 1, regionId: 1, name: 'Boston Metro' },
    { id: 2, regionId: 1, name: 'Connecticut' },
    { id: 3, regionId: 2, name: 'Bay Area' },
  ],
  stores: [
    { id: 1, districtId: 1, code: 'S101', name: 'Boston Downtown' },
    { id: 2, districtId: 1, code: 'S102', name: 'Cambridge' },
    { id: 3, districtId: 2, code: 'S205', name: 'Hartford' },
    { id: 4, districtId: 3, code: 'S310', name: 'San Jose' },
    { id: 5, districtId: 3, code: 'S311', name: 'Oakland' },
  ],
} as const satisfies {
  regions: readonly { id: number; name: string }[];
  districts: readonly { id: number; regionId: number; name: string }[];
  stores: readonly { id: number; districtId: number; code: string; name: string }[];
};
