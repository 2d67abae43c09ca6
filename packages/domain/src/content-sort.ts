// Filled in by the design-system work (issue 3).
export {};
