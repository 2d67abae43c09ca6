import { adminMessages, authoringLimits, type BadgeNotifications } from '@segno/domain';
import { Controller } from 'react-hook-form';
import type { AuthoringFormProps } from '../authoring-forms/form-types';
import { useAuthoringForm, useAuthoringFormState } from '../authoring-forms/use-authoring-form';
import { cn } from '../lib/cn';
import { Switch } from '../switch';
import { TextArea } from '../text-area';

const texts = adminMessages.badges;

export type BadgeNotificationsFormProps = AuthoringFormProps<BadgeNotifications>;

/**
 * The badge wizard's notifications step (ours; 001 names the step only): whether the reward pop-up announces
 * the badge to the learner who earns it, and a message shown under its name there (255 characters at most,
 * counted). The message is kept while notifying is off, and only offered while it is on.
 */
export function BadgeNotificationsForm({
  id,
  defaultValues,
  onSubmit,
  onDirtyChange,
  serverErrors,
  className,
}: BadgeNotificationsFormProps) {
  const form = useAuthoringFormState<BadgeNotifications>({
    defaultValues: {
      notify_on_earn: defaultValues?.notify_on_earn ?? true,
      notification_text: defaultValues?.notification_text ?? '',
    },
  });
  const {
    control,
    register,
    watch,
    formState: { errors },
  } = form;
  const submit = useAuthoringForm({
    form,
    serverErrors,
    onDirtyChange,
    onSubmit,
    toSubmitted: (values: BadgeNotifications) => values,
  });
  const isNotifying = watch('notify_on_earn');

  return (
    <form
      id={id}
      noValidate
      data-slot="badge-notifications-form"
      className={cn('grid gap-4', className)}
      onSubmit={submit}
    >
      <Controller
        control={control}
        name="notify_on_earn"
        render={({ field }) => (
          <Switch
            label={texts.notifyLabel}
            description={texts.notifyHint}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      {isNotifying && (
        <TextArea
          label={texts.notificationTextLabel}
          description={texts.notificationTextHint}
          maxLength={authoringLimits.shortDescriptionMaxLength}
          errorMessage={errors.notification_text?.message}
          {...register('notification_text')}
        />
      )}
    </form>
  );
}
