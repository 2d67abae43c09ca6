export { ListPreview, type ListPreviewProps } from './list-preview';
