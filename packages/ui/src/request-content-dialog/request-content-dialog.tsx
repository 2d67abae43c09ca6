import { messages } from '@segno/domain';
import { FormDialog, type FormDialogOpenProps } from '../form-dialog';
import type { SelectOption } from '../select';
import {
  defaultContentTypeOptions,
  RequestContentForm,
  type RequestContentValues,
} from './request-content-form';

export type RequestContentDialogProps = FormDialogOpenProps & {
  /** Sends the request. Resolve to close the dialog (the caller then shows the success banner); reject to
   * keep it open with everything typed and an error. */
  onSubmit: (values: RequestContentValues) => Promise<void>;
  /** The choices of the optional type; the content types by default. */
  typeOptions?: readonly SelectOption[];
  /** Shown when sending fails. */
  sendErrorMessage?: string;
};

/** The header's request-content dialog (000 sections 2, 3 and 5). A fresh form on every opening. */
export function RequestContentDialog({
  onSubmit,
  typeOptions = defaultContentTypeOptions,
  sendErrorMessage = messages.errors.generic,
  ...openProps
}: RequestContentDialogProps) {
  return (
    <FormDialog
      {...openProps}
      slot="request-content-dialog"
      title="Request content"
      description="Missing something? Tell us what you would like to see."
    >
      {(close) => (
        <RequestContentForm
          onSubmit={onSubmit}
          onSent={close}
          sendErrorMessage={sendErrorMessage}
          typeOptions={typeOptions}
        />
      )}
    </FormDialog>
  );
}
