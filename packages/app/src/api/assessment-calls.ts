import type { AssessmentSave, AssessmentSort, JobRoleSave } from '@segno/domain';
import type { Transport } from './transport';

/**
 * Skill assessments (002 section 7, "Assessments"): the list, one assessment and its saves, the assessor role
 * dropdown, the job role and person suggestions, and the admin editor's job roles. Every call answers 403 while
 * the tool is disabled.
 */
export function createAssessmentCalls(request: Transport) {
  return {
    /** GET /assessments: the signed-in user's assessments, as assessor or assessee, sorted and paged. */
    getAssessments: (
      { sort, limit, offset }: { sort: AssessmentSort; limit?: number; offset?: number },
      signal?: AbortSignal,
    ) =>
      request('assessments', {
        query: { sort, _limit: limit, _offset: offset },
        signal,
      }),
    getAssessment: (assessmentId: number, signal?: AbortSignal) =>
      request('assessment', { params: { assessment_id: assessmentId }, signal }),
    createAssessment: (assessment: AssessmentSave) => request('assessmentCreate', { json: assessment }),
    saveAssessment: (assessmentId: number, assessment: AssessmentSave) =>
      request('assessmentSave', {
        params: { assessment_id: assessmentId },
        json: assessment,
      }),
    getAssessorRoles: (signal?: AbortSignal) => request('assessorRoles', { signal }).then(({ data }) => data),
    /** GET /job_role/search/{text}: job roles with their skills (002 section 5: 2 to 100 characters). */
    searchJobRoles: (text: string, signal?: AbortSignal) =>
      request('jobRoleSearch', { params: { text }, signal }).then(({ data }) => data),
    /** GET /skill/search/{text}: known skills for the admin assessment editor's typeahead. */
    searchAssessmentSkills: (text: string, signal?: AbortSignal) =>
      request('assessmentSkillSearch', { params: { text }, signal }).then(({ data }) => data),
    /** POST /job_role (segment admins): a job role with its skills; 409 when the name is taken. */
    createJobRole: (jobRole: JobRoleSave) => request('jobRoleCreate', { json: jobRole }),
    /** PUT /job_role/{id} (segment admins): the whole job role again. */
    saveJobRole: (jobRoleId: number, jobRole: JobRoleSave) =>
      request('jobRoleSave', { params: { job_role_id: jobRoleId }, json: jobRole }),
    /** GET /user/search/name/{text}: the assessee suggestions. */
    searchPeopleByName: (text: string, signal?: AbortSignal) =>
      request('userNameSearch', { params: { text }, signal }).then(({ data }) => data),
  };
}
