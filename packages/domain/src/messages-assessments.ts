/**
 * Skill assessment texts (issue 10; 002 sections 2, 4, 5, 8 and 9): their own catalogue, so only the assessment
 * screens and the admin assessment editor carry them. Texts marked "spec" are quoted from 002 and must not be
 * edited for style; the rest are ours, where 002 names a rule but quotes no words. The scale's mark names
 * (Novice, Intermediate, Expert, N/A) are in `assessmentScale` (assessment-scale.ts), which the slider draws.
 */
export const assessmentMessages = {
  /** Spec (002 section 4). */
  saved: 'Assessment Saved',
  /** Spec (002 section 8). */
  saveFailed: 'There was a problem saving this assessment. Please try again.',
  /** Spec (002 section 9): the list's sort options. */
  sorts: {
    alphabetical: 'Alphabetical',
    'reverse-alphabetical': 'Reverse Alphabetical',
    'last-updated': 'Last Updated',
  },
  /** The assessor role dropdown (GET /assessor_role). */
  assessorRoles: { self: 'Self', manager: 'Manager', peer: 'Peer', instructor: 'Instructor' },
  /** Who may assess whom, one text per refusal (`assessorRoleRefusal`). */
  assessorRoleRefusals: {
    selfOnly: 'A self assessment is of yourself only.',
    managerOfAssessee: 'As a manager you can assess only the people who report to you.',
    notSelf: 'To assess yourself, choose Self as your assessor role.',
    instructorOnly: 'Only instructors can assess as an instructor.',
  },
  toolDisabled: 'The assessment tool is not enabled.',
  notFound: 'There is no such assessment.',
  notAssessor: 'Only the assessor can change this assessment.',
  notParty: 'Only the assessor and the person assessed can read this assessment.',
  jobRoleNotFound: 'There is no such job role.',
  /** 002 section 5: "assessee name and role chosen from suggestions". */
  jobRoleRequired: 'Choose a job role from the suggestions.',
  assesseeRequired: 'Choose the person to assess from the suggestions.',
  /** 002 section 5: "assessor role chosen from a dropdown". */
  assessorRoleRequired: 'Choose your assessor role.',
  /** 002 section 9: 0 to 10 plus N/A. */
  ratingInvalid: 'Rate from 0 to 10, or choose N/A.',
  /** 002 section 5: "skill notes required". */
  notesRequired: 'Notes are required for each skill.',
  tooLong: 'must be at most {{maxlength}} characters',
  /** 002 section 9: "Assessment dates MM/DD/YYYY". */
  dateInvalid: 'Enter a date as MM/DD/YYYY.',
  skillsRequired: 'Rate each skill of the job role.',
  skillNotInJobRole: 'This skill is not one of the job role’s skills.',
  skillRatedTwice: 'This skill is rated twice.',
  skillNotRated: 'Rate {{name}}.',
  /** The admin assessment editor: a job role and its skills. */
  jobRoleNameTaken: 'A job role with this name exists.',
  jobRoleSkillsRequired: 'Add at least one skill.',
  /** 002 section 5: "duplicates flagged case-insensitively". */
  skillDuplicate: 'This skill is already listed.',
  skillNotFound: 'There is no such skill.',
  /** The assessment screens (issue 10, V4): labels and short texts of the list and the form. */
  screens: {
    newTitle: 'New assessment',
    editTitle: 'Edit assessment',
    newAction: 'New assessment',
    sortLabel: 'Sort by',
    listCaption: 'Your assessments',
    empty: 'No assessments yet.',
    columns: {
      assessee: 'Person assessed',
      jobRole: 'Job role',
      assessor: 'Assessor',
      assessorRole: 'Assessor role',
      date: 'Date',
      updated: 'Last updated',
      actions: 'Actions',
    },
    edit: 'Edit',
    editFor: 'Edit the assessment of {{name}}',
    jobRole: 'Job role',
    assessee: 'Person assessed',
    searchHint: 'Type at least 2 characters, then choose from the suggestions.',
    assessorRole: 'Assessor role',
    chooseAssessorRole: 'Choose a role',
    date: 'Assessment date',
    dateHint: 'MM/DD/YYYY',
    skills: 'Skills',
    skillsHint: 'Rate each skill from 0 to 10, or choose N/A, and add notes.',
    chooseJobRoleFirst: 'Choose a job role to see its skills.',
    notes: 'Notes on {{name}}',
    save: 'Save',
    saving: 'Saving…',
    backToList: 'Back to assessments',
    searching: 'Searching…',
    noMatch: 'No match.',
    searchFailed: 'Suggestions could not be loaded.',
    /** The admin assessment editor: job roles and their skills. */
    adminGroup: 'Assessment tool',
    adminLink: 'Assessment editor',
    editorTitle: 'Assessment editor',
    findJobRole: 'Find a job role to edit',
    newJobRole: 'New job role',
    newJobRoleTitle: 'New job role',
    editJobRoleTitle: 'Edit {{name}}',
    jobRoleName: 'Job role name',
    jobRoleSkills: 'Skills of this job role',
    noSkillsYet: 'No skills yet: add at least one.',
    addSkill: 'Skill to add',
    addSkillHint: 'Choose a known skill from the suggestions, or type a new one.',
    add: 'Add skill',
    removeSkill: 'Remove {{name}}',
    remove: 'Remove',
    saveJobRole: 'Save job role',
    jobRoleSaved: 'Job role saved.',
    jobRoleSaveFailed: 'The job role could not be saved. Please try again.',
  },
} as const;
