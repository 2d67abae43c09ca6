export { SegnocodeField, type SegnocodeFieldProps } from './segnocode-field';
