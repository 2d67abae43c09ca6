import { type CropSquare, cropStep, type ImageSize, moveCrop, profileImageRules } from '@segno/domain';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { drawCrop } from './crop-image';

export type ProfileImageCropProps = {
  image: CanvasImageSource;
  size: ImageSize;
  crop: CropSquare;
  onCropChange: (crop: CropSquare) => void;
  className?: string;
};

const arrowMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** The square 144x144 preview of the picture; the arrow keys move the square across the chosen image. */
export function ProfileImageCrop({ image, size, crop, onCropChange, className }: ProfileImageCropProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hintId = useId();
  const canMove = size.width !== size.height;

  useEffect(() => {
    if (canvasRef.current) drawCrop(canvasRef.current, image, crop);
  }, [image, crop]);

  function handleKeyDown(event: KeyboardEvent) {
    const move = arrowMoves[event.key];
    if (!move) return;
    event.preventDefault();
    const step = cropStep(crop);
    onCropChange(moveCrop(crop, size, move[0] * step, move[1] * step));
  }

  const side = profileImageRules.cropSidePx;
  return (
    <div className={cn('grid justify-items-center gap-2', className)}>
      {/* A two-axis position has no ARIA widget role; a focusable group with a hint is the honest fit. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset holds form controls; this is one focusable picture */}
      <div
        data-slot="profile-image-crop"
        data-crop-x={crop.x}
        data-crop-y={crop.y}
        role="group"
        aria-label="Picture crop"
        aria-describedby={canMove ? hintId : undefined}
        tabIndex={canMove ? 0 : undefined}
        onKeyDown={canMove ? handleKeyDown : undefined}
        className={cn('overflow-hidden rounded-md border border-border', focusRing)}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={`Preview of your ${side} by ${side} pixel picture`}
          width={side}
          height={side}
          className="block size-36"
        />
      </div>
      {canMove && (
        <p id={hintId} className="text-sm text-muted-foreground">
          Use the arrow keys to move the picture inside the square.
        </p>
      )}
    </div>
  );
}
