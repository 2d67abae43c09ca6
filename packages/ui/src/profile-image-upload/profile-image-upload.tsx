import { type CropSquare, centreCrop, type ImageSize, messages } from '@segno/domain';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { Spinner } from '../spinner';
import { cropToBlob } from './crop-image';
import { ProfileImageCrop } from './profile-image-crop';
import { readImageFile } from './read-image-file';

export type ProfileImageUploadStatus = 'empty' | 'checking' | 'ready' | 'uploading' | 'failed' | 'uploaded';

type Picked = { image: ImageBitmap; size: ImageSize; crop: CropSquare };

export type ProfileImageUploadProps = {
  /** Receives the cropped 144x144 PNG; reject to show 'Failed to upload file.' and allow a retry. */
  onUpload: (picture: Blob) => Promise<void>;
  className?: string;
};

/**
 * Picks a profile picture (button or drop), checks it is a JPEG, PNG or GIF of at least 150x150, shows the
 * square crop, and uploads it cropped to 144x144 (000 sections 5 and 9).
 */
export function ProfileImageUpload({ onUpload, className }: ProfileImageUploadProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const latestFile = useRef<Blob | null>(null);
  const [status, setStatus] = useState<ProfileImageUploadStatus>('empty');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [error, setError] = useState<string>();
  const [isDragging, setIsDragging] = useState(false);

  // Frees the decoded picture once it is replaced or the widget leaves.
  const pickedImage = picked?.image;
  useEffect(() => () => pickedImage?.close(), [pickedImage]);

  async function choose(file: Blob | undefined) {
    if (!file) return;
    latestFile.current = file;
    setStatus('checking');
    setError(undefined);
    const result = await readImageFile(file);
    // A later choice wins over a slower earlier check.
    if (latestFile.current !== file) {
      if (result.isValid) result.image.close();
      return;
    }
    if (!result.isValid) {
      setPicked(null);
      setError(result.error);
      setStatus('empty');
      return;
    }
    setPicked({ image: result.image, size: result.size, crop: centreCrop(result.size) });
    setStatus('ready');
  }

  async function upload() {
    if (!picked) return;
    setStatus('uploading');
    setError(undefined);
    try {
      await onUpload(await cropToBlob(picked.image, picked.crop));
      setStatus('uploaded');
    } catch {
      setError(messages.errors.uploadFailed);
      setStatus('failed');
    }
  }

  function handleDrop(event: DragEvent) {
    event.preventDefault();
    setIsDragging(false);
    void choose(event.dataTransfer.files[0]);
  }

  const isBusy = status === 'checking' || status === 'uploading';
  return (
    <div data-slot="profile-image-upload" data-state={status} className={cn('grid gap-4', className)}>
      {/* Dropping is a shortcut for pointer users; the button does the same for everyone. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: see above */}
      <div
        data-slot="profile-image-upload-drop-zone"
        data-state={isDragging ? 'dragging' : 'idle'}
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={handleDrop}
        className={cn(
          'grid justify-items-center gap-3 rounded-lg border-2 border-dashed border-input p-4 text-center text-sm',
          isDragging && 'border-primary bg-muted',
        )}
      >
        <p>Drop a JPEG, PNG or GIF of at least 150 by 150 pixels here, or</p>
        <Button variant="outline" disabled={isBusy} onClick={() => inputRef.current?.click()}>
          {picked ? 'Choose another picture' : 'Choose a picture'}
        </Button>
        <input
          ref={inputRef}
          type="file"
          accept="image/jpeg,image/png,image/gif"
          hidden
          data-slot="profile-image-upload-input"
          onChange={(event) => {
            void choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {status === 'checking' && <Spinner label="Checking the picture" className="justify-self-center" />}
      {picked && status !== 'checking' && (
        <ProfileImageCrop
          image={picked.image}
          size={picked.size}
          crop={picked.crop}
          onCropChange={(crop) => setPicked({ ...picked, crop })}
        />
      )}
      {error && <Alert tone="danger">{error}</Alert>}
      {status === 'uploaded' && <Alert tone="success">Your picture is uploaded.</Alert>}
      {picked && status !== 'uploaded' && status !== 'checking' && (
        <Button isLoading={status === 'uploading'} onClick={() => void upload()} className="justify-self-end">
          {status === 'uploading' ? 'Uploading…' : 'Upload picture'}
        </Button>
      )}
    </div>
  );
}
