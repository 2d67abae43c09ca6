export { StatsPopout, type StatsPopoutProps } from './stats-popout';
export { RankChange } from './stats-popout-rank-change';
