export { ImageField, type ImageFieldProps, type ImageFieldStatus } from './image-field';
