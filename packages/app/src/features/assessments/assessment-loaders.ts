import { assessmentLimits, defaultAssessmentSort, formatAssessmentDate } from '@segno/domain';
import type { AssessmentFormValues } from '@segno/ui';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { requireSession } from '../auth/require-session';
import { parseAssessmentSort, readStoredAssessmentSort } from './assessment-sort-memory';
import { assessmentFormValues } from './assessment-values';

/** A page number of the query string: a whole number from 1, else 1. */
function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /dashboard/assessment/tool (002 section 2): the signed-in user's assessments, sorted as the query says, else
 * as last chosen on this device, else Alphabetical (002 section 9), 25 a page. A disabled tool answers 403,
 * which returns to the dashboard home.
 */
export function createAssessmentListLoader(api: ApiClient) {
  return async function assessmentListLoader({ request }: LoaderFunctionArgs) {
    const { userId } = requireSession(request);
    const query = new URL(request.url).searchParams;
    const sort =
      parseAssessmentSort(query.get('sort')) ?? readStoredAssessmentSort() ?? defaultAssessmentSort;
    const page = pageOf(query.get('page'));
    const limit = assessmentLimits.listPageSize;
    const list = await api.getAssessments({ sort, limit, offset: (page - 1) * limit }, request.signal);
    return {
      userId,
      sort,
      page,
      totalPages: Math.max(1, Math.ceil(list.total / limit)),
      assessments: list.data,
    };
  };
}

export type AssessmentListData = Awaited<ReturnType<ReturnType<typeof createAssessmentListLoader>>>;

/**
 * /dashboard/assessment/new and /dashboard/assessment/{assessment_id}/edit: the assessor role dropdown's options
 * and, when editing, the assessment as the form shows it. A new assessment starts dated today.
 */
export function createAssessmentFormLoader(api: ApiClient) {
  return async function assessmentFormLoader({ request, params }: LoaderFunctionArgs) {
    requireSession(request);
    const assessmentId = params.assessment_id === undefined ? undefined : Number(params.assessment_id);
    const [assessorRoles, assessment] = await Promise.all([
      api.getAssessorRoles(request.signal),
      assessmentId === undefined ? undefined : api.getAssessment(assessmentId, request.signal),
    ]);
    const values: Partial<AssessmentFormValues> = assessment
      ? assessmentFormValues(assessment)
      : { assessment_date: formatAssessmentDate(new Date()) };
    return { assessmentId: assessment?.assessment_id, assessorRoles, values };
  };
}

export type AssessmentFormData = Awaited<ReturnType<ReturnType<typeof createAssessmentFormLoader>>>;
