import { redirect } from 'react-router-dom';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';

/**
 * /segment-admin/assessment-editor (002 section 2): only while the definitions enable the assessment tool;
 * otherwise back to the admin home, where its link is not shown either. The segment admin role is the parent
 * route's check.
 */
export function createAssessmentEditorLoader(api: ApiClient) {
  return async function assessmentEditorLoader() {
    const definition = await api.getDefinition();
    if (!definition.assessment_tool_enabled) throw redirect(paths.segmentAdmin());
    return null;
  };
}
