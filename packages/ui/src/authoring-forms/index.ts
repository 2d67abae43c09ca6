export { BadgeForm, type BadgeFormProps } from './badge-form';
export { ContentForm, type ContentFormProps } from './content-form';
export type {
  AuthoringFormProps,
  CheckNames,
  NameAvailability,
  ServerFieldError,
} from './form-types';
export { type Placement, PlacementForm, type PlacementFormProps, type PlacementMode } from './placement-form';
export { RuledTextField, type RuledTextFieldProps, ruleErrorText } from './ruled-text-field';
export { SegletForm, type SegletFormProps } from './seglet-form';
export { SegmentForm, type SegmentFormProps } from './segment-form';
