import { messages } from './messages';

/**
 * The profile image rules (000 section 5): an image of type JPEG, PNG or GIF, at least 150x150, cropped
 * to 144x144 (000 section 9).
 */
export const profileImageRules = {
  acceptedTypes: ['image/jpeg', 'image/png', 'image/gif'],
  minSidePx: 150,
  cropSidePx: 144,
  /** Bytes to read from the start of a file to recognise its type. */
  headBytes: 8,
} as const;

export type ProfileImageType = (typeof profileImageRules.acceptedTypes)[number];

/** Each accepted type and the bytes its files start with. */
const signatures: readonly { type: ProfileImageType; bytes: readonly number[] }[] = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  // 'GIF87a' and 'GIF89a' share 'GIF8'.
  { type: 'image/gif', bytes: [0x47, 0x49, 0x46, 0x38] },
];

/** The accepted image type the file's first bytes reveal, or undefined for anything else. */
export function sniffImageType(head: Uint8Array): ProfileImageType | undefined {
  return signatures.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte))?.type;
}

function isAcceptedType(mimeType: string): mimeType is ProfileImageType {
  return (profileImageRules.acceptedTypes as readonly string[]).includes(mimeType);
}

/**
 * 'File must be an image.' unless the file's bytes are a JPEG, PNG or GIF. The declared MIME type must
 * agree when the browser gives one (it guesses from the name, so an empty type is left to the bytes).
 */
export function imageTypeError(file: { mimeType: string; head: Uint8Array }): string | undefined {
  const sniffed = sniffImageType(file.head);
  if (sniffed === undefined) return messages.errors.notAnImage;
  if (file.mimeType !== '' && !isAcceptedType(file.mimeType)) return messages.errors.notAnImage;
  return undefined;
}

export type ImageSize = { width: number; height: number };

/** The size message unless both sides are at least 150 pixels. */
export function imageSizeError({ width, height }: ImageSize): string | undefined {
  const isLargeEnough = width >= profileImageRules.minSidePx && height >= profileImageRules.minSidePx;
  return isLargeEnough ? undefined : messages.errors.imageTooSmall;
}

/** A square region of the source image, in source pixels. */
export type CropSquare = { x: number; y: number; size: number };

/** The largest square in the middle of the image: what a 144x144 picture shows by default. */
export function centreCrop({ width, height }: ImageSize): CropSquare {
  const size = Math.min(width, height);
  return { x: Math.floor((width - size) / 2), y: Math.floor((height - size) / 2), size };
}

/** Moves the crop by (dx, dy) source pixels, kept inside the image. */
export function moveCrop(crop: CropSquare, image: ImageSize, dx: number, dy: number): CropSquare {
  const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), Math.max(max, 0));
  return {
    size: crop.size,
    x: clamp(crop.x + dx, image.width - crop.size),
    y: clamp(crop.y + dy, image.height - crop.size),
  };
}

/** One arrow-key step: a tenth of the crop's side, at least one pixel. */
export function cropStep(crop: CropSquare): number {
  return Math.max(1, Math.round(crop.size / 10));
}
