export { contentCompletionMachine } from './content-completion.machine';
export type {
  CompletionContent,
  CompletionReward,
  ContentCompletionEvent,
  ContentCompletionInput,
  ContentCompletionOutput,
  SendRatingInput,
  SubmitCompletionInput,
} from './content-completion.types';
