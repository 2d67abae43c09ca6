import { type CropSquare, profileImageRules } from '@segno/domain';

const side = profileImageRules.cropSidePx;

/** Paints the crop square of `image` onto a canvas of the final 144x144 size. */
export function drawCrop(canvas: HTMLCanvasElement, image: CanvasImageSource, crop: CropSquare): void {
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.clearRect(0, 0, side, side);
  context.drawImage(image, crop.x, crop.y, crop.size, crop.size, 0, 0, side, side);
}

/** The 144x144 picture to upload (000 section 9: crop 144x144), as a PNG. */
export function cropToBlob(image: CanvasImageSource, crop: CropSquare): Promise<Blob> {
  const canvas = document.createElement('canvas');
  drawCrop(canvas, image, crop);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      'image/png',
    );
  });
}
