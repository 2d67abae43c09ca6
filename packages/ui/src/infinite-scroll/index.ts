export { InfiniteScroll, type InfiniteScrollProps } from './infinite-scroll';
