export {
  ProfileImageUpload,
  type ProfileImageUploadProps,
  type ProfileImageUploadStatus,
} from './profile-image-upload';
