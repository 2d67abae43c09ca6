export { stripAngleBrackets } from './strip-angle-brackets';
export { TextField, type TextFieldProps } from './text-field';
