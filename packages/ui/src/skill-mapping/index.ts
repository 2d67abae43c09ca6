export { type SkillChoice, SkillMapping, type SkillMappingProps } from './skill-mapping';
