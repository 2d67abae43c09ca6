import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
  ProfileImageUpload,
} from '@segno/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { useApi } from '../../api/api-context';

/**
 * The profile image upload modal (000, section 2): uploads the cropped picture (PUT /upload), sets it as the
 * user's picture (PUT /user/{id}/profile-image), then reloads the page's data so the header shows it.
 */
export function ProfilePictureChange({ userId }: { userId: number }) {
  const api = useApi();
  const { revalidate } = useRevalidator();
  const [open, setOpen] = useState(false);

  async function upload(picture: Blob) {
    const { url } = await api.uploadImage(picture);
    await api.setProfileImage(userId, url);
    await revalidate();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Change picture
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Change your picture</DialogTitle>
        <DialogDescription>It is cropped to a square of 144 by 144 pixels.</DialogDescription>
        {/* A fresh widget each time the dialog opens, so it starts from an empty choice. */}
        {open && <ProfileImageUpload onUpload={upload} />}
      </DialogContent>
    </Dialog>
  );
}
