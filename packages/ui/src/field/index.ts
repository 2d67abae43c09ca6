export { Field, type FieldControlProps, type FieldProps } from './field';
export { fieldControlClass } from './field-control';
export { characterCountText, fieldErrorText, minLengthMessage } from './field-messages';
