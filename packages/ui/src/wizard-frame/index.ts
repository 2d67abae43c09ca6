export * from './wizard-frame';
export type { WizardFrameStep } from './wizard-frame-steps';
