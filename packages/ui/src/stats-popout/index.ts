export { StatsPopout, type StatsPopoutProps } from './stats-popout';
