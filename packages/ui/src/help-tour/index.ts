export { HelpTour, type HelpTourProps } from './help-tour';
export { type HelpTourStep, helpTourSteps } from './help-tour-steps';
