export { CollapseText, type CollapseTextProps } from './collapse-text';
