/** Option lists the spec names (000, section 3), served by GET /definition. */
export const contentTypes = [
  { id: 1, name: 'video' },
  { id: 2, name: 'quiz' },
  { id: 3, name: 'elearning' },
  { id: 4, name: 'ilt' },
  { id: 5, name: 'checklists' },
  { id: 6, name: 'segnocode' },
  { id: 7, name: 'endorsement' },
  { id: 8, name: 'cyberscholar' },
  { id: 9, name: 'article' },
  { id: 10, name: 'job_aid' },
  { id: 11, name: 'document' },
  { id: 12, name: 'external_link' },
  /** 001 section 3: "SCORM 13 to 20 and 28; segscorm 12", one type here, its variants as sub types. */
  { id: 13, name: 'scorm' },
] as const;

/** The SCORM content type (`contentTypes`). */
export const scormContentType = 13;
/** The SCORM sub type hosted by the product, whose address needs no activityid or coursename (001 section 5). */
export const segscormSubType = 'segscorm';

/**
 * The sub types of the content types that have them (001 section 5: "sub type required when the type has sub
 * types"); stored in `sub_type`. 001 numbers SCORM's variants (13 to 20, 28, segscorm 12) without naming them;
 * the SCORM editions are ours.
 */
export const contentSubTypes: Readonly<Record<number, readonly { id: string; name: string }[]>> = {
  [scormContentType]: [
    { id: 'scorm_1_2', name: 'SCORM 1.2' },
    { id: 'scorm_2004', name: 'SCORM 2004' },
    { id: segscormSubType, name: 'Segno SCORM (segscorm)' },
  ],
};

export const languages = [
  { id: 'english', name: 'English' },
  { id: 'spanish', name: 'Spanish' },
  { id: 'hindi', name: 'Hindi' },
] as const;

export const expertiseLevels = [
  { id: 1, name: 'Basic' },
  { id: 2, name: 'Intermediate' },
  { id: 3, name: 'Advanced' },
] as const;

export const segmentCriteria = [
  { id: 'location', name: 'Location' },
  { id: 'department', name: 'Department' },
  { id: 'job_code', name: 'Job code' },
  { id: 'all_users', name: 'All users' },
  { id: 'manager_id', name: 'Manager' },
] as const;

/** The first topic is the default (000, section 3: feedback topics, default content). */
export const feedbackTopics = [
  { id: 'content', name: 'Content' },
  { id: 'system_error', name: 'System error' },
  { id: 'other', name: 'Other' },
] as const;

export const contentRecurrences = ['never', 'every_year', 'every_x_years'] as const;

/** Content object types an admin can author (001 section 3; contentPart comes with the content's parts). */
export const contentObjectTypes = ['content', 'complianceContent'] as const;
/** A content's preferred browser (001 section 3). */
export const preferredBrowsers = ['all', 'chrome', 'ie'] as const;
export const preferredBrowserLabels = {
  all: 'Any browser',
  chrome: 'Chrome',
  ie: 'Internet Explorer',
} as const;
