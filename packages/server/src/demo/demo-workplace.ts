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
