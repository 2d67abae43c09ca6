export { ProgressMeter, type ProgressMeterProps } from './progress-meter';
