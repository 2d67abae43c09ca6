/** Export jobs (001 section 4: "the download polls until the file URL is ready"): ours. */
export const exportLimits = {
  /** How often the client asks whether the file is ready. */
  pollIntervalMs: 1_000,
  /** Rows read from the database at a time while a file is written, so memory stays flat. */
  pageSize: 500,
} as const;
