export {
  LockedContentDialog,
  type LockedContentDialogProps,
  type LockedContentPrerequisite,
} from './locked-content-dialog';
