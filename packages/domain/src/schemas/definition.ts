import { z } from '../zod';

const option = z.object({ id: z.union([z.int(), z.string()]), name: z.string() });
export type DefinitionOption = z.infer<typeof option>;

/** GET /definition: settings and option lists, fetched once and cached by the client. */
export const definitionSchema = z.object({
  recommendation_tool_enabled: z.boolean(),
  compliance_year: z.int(),
  redesign_splash_enabled: z.boolean(),
  assessment_tool_enabled: z.boolean(),
  on_the_clock_enabled: z.boolean(),
  custom_avatar_enabled: z.boolean(),
  max_content_recurrence: z.int(),
  content_types: z.array(option),
  categories: z.array(option),
  languages: z.array(option),
  expertise: z.array(option),
  segment_criteria: z.array(option),
  feedback_topics: z.array(option),
});
export type Definition = z.infer<typeof definitionSchema>;
