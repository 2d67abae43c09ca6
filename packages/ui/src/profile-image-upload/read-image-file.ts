import { type ImageSize, imageSizeError, imageTypeError, messages, profileImageRules } from '@segno/domain';

export type ReadImageResult =
  | { isValid: true; image: ImageBitmap; size: ImageSize }
  | { isValid: false; error: string };

/**
 * Checks a chosen file against the profile image rules: its first bytes must be a JPEG, PNG or GIF, and the
 * decoded picture at least 150x150 (000 section 5). Returns the decoded picture for cropping.
 */
export async function readImageFile(file: Blob): Promise<ReadImageResult> {
  const head = new Uint8Array(await file.slice(0, profileImageRules.headBytes).arrayBuffer());
  const typeError = imageTypeError({ mimeType: file.type, head });
  if (typeError !== undefined) return { isValid: false, error: typeError };
  let image: ImageBitmap;
  try {
    image = await createImageBitmap(file);
  } catch {
    // The right first bytes, but the browser cannot decode the rest.
    return { isValid: false, error: messages.errors.notAnImage };
  }
  const size = { width: image.width, height: image.height };
  const sizeError = imageSizeError(size);
  if (sizeError !== undefined) {
    image.close();
    return { isValid: false, error: sizeError };
  }
  return { isValid: true, image, size };
}
