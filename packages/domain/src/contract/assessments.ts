/** assessments: every call answers 403 while the definitions' assessment_tool_enabled (002 section 3) is off. */
import {
  assessmentListQuerySchema,
  assessmentListSchema,
  assessmentSaveSchema,
  assessmentSchema,
  assessorRoleListSchema,
  jobRoleListSchema,
  jobRoleSaveSchema,
  jobRoleSchema,
  skillListSchema,
  userNameSearchSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const assessmentsCalls = {
  jobRoleSearch: defineCall({
    method: 'GET',
    path: '/job_role/search/:text',
    description:
      'Job roles with their skills whose name holds the text, none below 2 characters (002 sections 5 and 7).',
    params: { text: param.text },
    answer: jobRoleListSchema,
    access: access.signedIn,
  }),
  jobRoleCreate: defineCall({
    method: 'POST',
    path: '/job_role',
    description:
      'Creates a job role with its skills (201) in the admin assessment editor; 409 when the name is taken (002 section 7).',
    body: { encoding: 'json', schema: jobRoleSaveSchema },
    answer: jobRoleSchema,
    access: access.roles('segmentAdmin'),
  }),
  jobRoleSave: defineCall({
    method: 'PUT',
    path: '/job_role/:job_role_id',
    description:
      "Rewrites a job role's name and its whole skill list; 409 when the name is taken (002 section 7).",
    params: { job_role_id: param.id },
    body: { encoding: 'json', schema: jobRoleSaveSchema },
    answer: jobRoleSchema,
    access: access.roles('segmentAdmin'),
  }),
  assessmentSkillSearch: defineCall({
    method: 'GET',
    path: '/skill/search/:text',
    description: 'Known skills whose name holds the text, none below 2 characters (002 sections 5 and 7).',
    params: { text: param.text },
    answer: skillListSchema,
    access: access.signedIn,
  }),
  assessorRoles: defineCall({
    method: 'GET',
    path: '/assessor_role',
    description: "The assessor role dropdown's choices (002 section 7).",
    answer: assessorRoleListSchema,
    access: access.signedIn,
  }),
  userNameSearch: defineCall({
    method: 'GET',
    path: '/user/search/name/:text',
    description: 'The assessee suggestions: people whose name holds the text (002 sections 5 and 7).',
    params: { text: param.text },
    answer: userNameSearchSchema,
    access: access.signedIn,
  }),
  assessments: defineCall({
    method: 'GET',
    path: '/assessments',
    description:
      "One page of the caller's assessments, as assessor or assessee, in the chosen sort (002 sections 7 and 9).",
    query: assessmentListQuerySchema,
    answer: assessmentListSchema,
    access: access.signedIn,
  }),
  assessment: defineCall({
    method: 'GET',
    path: '/assessment/:assessment_id',
    description: 'One assessment with its ratings, for its assessor and its assessee (002 section 7).',
    params: { assessment_id: param.id },
    answer: assessmentSchema,
    access: access.owner('assessment_id', 'assessment, as its assessor or its assessee'),
  }),
  assessmentCreate: defineCall({
    method: 'POST',
    path: '/assessment',
    description:
      'Records an assessment (201) by the caller as assessor; who may assess whom is checked with the form (002 section 7).',
    body: { encoding: 'json', schema: assessmentSaveSchema },
    answer: assessmentSchema,
    access: access.signedIn,
  }),
  assessmentSave: defineCall({
    method: 'PUT',
    path: '/assessment/:assessment_id',
    description: 'Rewrites an assessment, by its assessor only (002 section 7).',
    params: { assessment_id: param.id },
    body: { encoding: 'json', schema: assessmentSaveSchema },
    answer: assessmentSchema,
    access: access.owner('assessment_id', 'assessment, as its assessor'),
  }),
};
