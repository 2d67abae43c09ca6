/** Skill assessment limits (002 sections 5 and 9); where 002 gives no value, ours. */
export const assessmentLimits = {
  /** 002 section 5: assessment and role search need at least 2 characters, at most 100, debounced 300 ms. */
  searchMinChars: 2,
  searchMaxChars: 100,
  searchDebounceMs: 300,
  /** Ours: suggestions answered per search. */
  suggestionLimit: 10,
  /** 002 section 5: the skill typeahead's counter defaults to 200 characters. */
  skillNameMaxLength: 200,
  /** Ours, as the other names (002 section 9: name max 100); at least 2 as 002's other typeaheads. */
  jobRoleNameMinLength: 2,
  jobRoleNameMaxLength: 100,
  /** Ours: a job role rates at most this many skills. */
  jobRoleSkillsMax: 50,
  /** Ours: the notes of one skill. */
  notesMaxLength: 2000,
  /** 002 section 9: the paged endpoints' 25. */
  listPageSize: 25,
  listPageSizeMax: 100,
} as const;
