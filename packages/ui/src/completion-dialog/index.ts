export { CompletionDialog, type CompletionDialogProps, type CompletionStatus } from './completion-dialog';
export {
  type CompletionBadge,
  type CompletionMedal,
  CompletionRewards,
  type CompletionRewardsProps,
} from './completion-rewards';
