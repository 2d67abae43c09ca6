import { cn } from '../lib/cn';
import { useFinishedOnce } from './use-finished-once';

export type VideoViewerProps = {
  src: string;
  /** The video's name, read as its accessible name. */
  title: string;
  /** A WebVTT captions file. */
  captionsSrc?: string;
  /** Language of the captions. */
  captionsLang?: string;
  captionsLabel?: string;
  poster?: string;
  /** Called once, when the video plays to its end (000 section 4: video ended enables submit). */
  onFinished?: () => void;
  className?: string;
};

/** A video with the browser's own controls; it never autoplays. */
export function VideoViewer({
  src,
  title,
  captionsSrc,
  captionsLang = 'en',
  captionsLabel = 'English',
  poster,
  onFinished,
  className,
}: VideoViewerProps) {
  const [isFinished, finish] = useFinishedOnce(onFinished);
  return (
    <div data-slot="video-viewer" data-state={isFinished ? 'finished' : 'unfinished'} className={className}>
      {/* biome-ignore lint/a11y/useMediaCaption: captions are optional because not every video ships them */}
      <video
        controls
        preload="metadata"
        src={src}
        poster={poster}
        aria-label={title}
        onEnded={finish}
        className={cn('aspect-video w-full rounded-md bg-black')}
      >
        {captionsSrc && (
          <track kind="captions" src={captionsSrc} srcLang={captionsLang} label={captionsLabel} default />
        )}
      </video>
    </div>
  );
}
