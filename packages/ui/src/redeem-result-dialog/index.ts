export { RedeemResultDialog, type RedeemResultDialogProps } from './redeem-result-dialog';
