/** Export jobs (001 section 4: "the download polls until the file URL is ready"): ours. */
export const exportLimits = {
  /** How often the client asks whether the file is ready. */
  pollIntervalMs: 1_000,
  /** Rows read from the database at a time while a file is written, so memory stays flat. */
  pageSize: 500,
  /**
   * A queued or running job whose server has not touched it for this long is dead (its server crashed or lost
   * the database) and is failed. A job's server touches it with every page, and a page of rows takes well under a
   * second, so a live job is never mistaken for a dead one, even on a slow machine or with clocks a little apart.
   */
  jobLeaseSeconds: 60,
} as const;
