export { Banner, type BannerProps, bannerVariants } from './banner';
export { type BannerTone, bannerDurationMs } from './banner-duration';
