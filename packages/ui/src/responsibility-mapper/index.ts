export {
  ResponsibilityMapper,
  type ResponsibilityMapperMode,
  type ResponsibilityMapperProps,
} from './responsibility-mapper';
