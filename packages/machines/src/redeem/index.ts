export { type RedeemInput, redeemMachine } from './redeem.machine';
