export { RedesignSplash, type RedesignSplashProps } from './redesign-splash';
