export { TagPicker, type TagPickerProps, type TagPickerTag } from './tag-picker';
