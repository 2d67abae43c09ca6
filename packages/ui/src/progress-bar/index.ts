export {
  ProgressBar,
  type ProgressBarProps,
  type ProgressBarTone,
  progressBarVariants,
} from './progress-bar';
