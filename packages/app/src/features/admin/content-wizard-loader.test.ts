import { checklistContentType } from '@segno/domain';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { createContentWizardLoader } from './wizard-loaders';

const content = {
  content_id: 7,
  name: 'Spotting Hazards',
  type: 11,
  object_type: 'content',
  sub_type: null,
  language: 'english',
};
const compliance = { ...content, object_type: 'complianceContent' };
const assignment = { users: [], criteria: [] };
const skills = { data: [{ skill_id: 3, name: 'Safety' }] };
const checklists = { data: [{ checklist_id: 4, name: 'Opening' }] };

function fakeApi(loaded: object = content, assessmentToolEnabled = true) {
  return {
    getDefinition: vi.fn(async () => ({ assessment_tool_enabled: assessmentToolEnabled })),
    getAdminContent: vi.fn(async () => loaded),
    getAssignment: vi.fn(async () => assignment),
    getContentSkills: vi.fn(async () => skills),
    getContentChecklist: vi.fn(async () => ({ checklist_id: 4 })),
    getChecklists: vi.fn(async () => checklists),
  };
}

const load = (api: ReturnType<typeof fakeApi>, step: string) =>
  createContentWizardLoader(api as unknown as ApiClient)({
    request: new Request(`http://app/segment-admin/contents/7/${step}`),
    params: { content_id: '7', step },
  } as unknown as LoaderFunctionArgs);

describe('the content wizard’s loader (001 section 2)', () => {
  beforeEach(() => vi.stubGlobal('document', { cookie: 'user_id=1; username=admin; session=s' }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the content without waiting for the definition', async () => {
    const api = fakeApi();
    let answerDefinition: (value: { assessment_tool_enabled: boolean }) => void = () => {};
    api.getDefinition.mockReturnValue(new Promise((resolve) => (answerDefinition = resolve)));
    const loading = load(api, 'skill-mapping');
    await vi.waitFor(() => expect(api.getAdminContent).toHaveBeenCalledWith(7, expect.any(AbortSignal)));
    // Whether the step exists needs both, so its data waits for the definition.
    expect(api.getContentSkills).not.toHaveBeenCalled();
    answerDefinition({ assessment_tool_enabled: true });
    expect(await loading).toMatchObject({ step: 'skill-mapping', skills: skills.data });
  });

  it('loads the skills only where the skill-mapping step shows (with the assessment tool)', async () => {
    const api = fakeApi(content, false);
    const data = await load(api, 'skill-mapping');
    expect(data.steps).not.toContain('skill-mapping');
    expect(data.skills).toBeUndefined();
    expect(api.getContentSkills).not.toHaveBeenCalled();
  });

  it('loads the assignment of a compliance content, and of no other', async () => {
    const shown = fakeApi(compliance);
    expect(await load(shown, 'add-learner')).toMatchObject({ assignment });
    expect(shown.getAssignment).toHaveBeenCalledWith('content', 7, expect.any(AbortSignal));

    const hidden = fakeApi(content);
    expect((await load(hidden, 'add-learner')).assignment).toBeUndefined();
    expect(hidden.getAssignment).not.toHaveBeenCalled();
  });

  it('loads the checklist choice on the edit step of a checklist content only', async () => {
    const checklistApi = fakeApi({ ...content, type: checklistContentType });
    expect((await load(checklistApi, 'edit')).checklist).toEqual({
      checklistId: 4,
      checklists: checklists.data,
    });

    const other = fakeApi(content);
    expect((await load(other, 'edit')).checklist).toBeUndefined();
    expect(other.getContentChecklist).not.toHaveBeenCalled();
  });
});
