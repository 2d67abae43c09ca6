export { selectWizardButtons, type WizardSnapshot, wizardMachine } from './wizard.machine';
export type {
  WizardEvent,
  WizardInput,
  WizardIntent,
  WizardOutput,
  WizardSaveInput,
  WizardSaveOutput,
} from './wizard.types';
