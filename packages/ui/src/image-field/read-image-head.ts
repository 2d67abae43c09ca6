import { imageTypeError, profileImageRules } from '@segno/domain';

/** 'File must be an image.' unless the file's first bytes are a JPEG, PNG or GIF (001 section 5). */
export async function imageFileError(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, profileImageRules.headBytes).arrayBuffer());
  return imageTypeError({ mimeType: file.type, head });
}
