/** GET /definition's answer from stored settings and categories plus the fixed option lists (000, section 3). */
import {
  contentTypes,
  type Definition,
  definitionSchema,
  expertiseLevels,
  feedbackTopics,
  languages,
  segmentCriteria,
} from '@segno/domain';
import { z } from '@segno/domain/zod';

const settingsSchema = z.pick(definitionSchema, {
  recommendation_tool_enabled: true,
  compliance_year: true,
  redesign_splash_enabled: true,
  assessment_tool_enabled: true,
  on_the_clock_enabled: true,
  custom_avatar_enabled: true,
  max_content_recurrence: true,
});

export function composeDefinition(
  settings: Record<string, unknown>,
  categories: Definition['categories'],
): Definition {
  return {
    // A missing or mistyped setting is a deployment fault, so it fails loudly here.
    ...settingsSchema.parse(settings),
    content_types: [...contentTypes],
    categories: [...categories].sort((a, b) => a.name.localeCompare(b.name)),
    languages: [...languages],
    expertise: [...expertiseLevels],
    segment_criteria: [...segmentCriteria],
    feedback_topics: [...feedbackTopics],
  };
}
