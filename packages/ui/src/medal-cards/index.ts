export { MedalCards, type MedalCardsMedal, type MedalCardsProps } from './medal-cards';
