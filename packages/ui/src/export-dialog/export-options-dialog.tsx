import { adminMessages, type ExportFormat, exportFormats } from '@segno/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Checkbox } from '../checkbox';
import { FormDialog, FormDialogFooter, type FormDialogOpenProps } from '../form-dialog';
import { RadioGroup } from '../radio-group';

const texts = adminMessages.exports;

export type ExportField = { value: string; label: string };
export type ExportOptions = { format: ExportFormat; fields: string[] };

export type ExportOptionsDialogProps = FormDialogOpenProps & {
  /** The fields the file may hold, in file order. */
  fields: readonly ExportField[];
  /** Fields ticked on opening; every field when absent. */
  defaultFields?: readonly string[];
  defaultFormat?: ExportFormat;
  /** Called with the choice (at least one field); the dialog then closes. */
  onExport: (options: ExportOptions) => void;
};

/**
 * The export download options dialog (001 section 2): the file type (CSV or Excel) and the fields, at least
 * one. Export hands the choice on and closes; the app then follows the job in the download pop-up.
 */
export function ExportOptionsDialog({
  fields,
  defaultFields,
  defaultFormat = 'csv',
  onExport,
  ...openProps
}: ExportOptionsDialogProps) {
  return (
    <FormDialog
      slot="export-options-dialog"
      title={texts.title}
      description={texts.description}
      {...openProps}
    >
      {(close) => (
        <ExportOptionsForm
          fields={fields}
          defaultFields={defaultFields ?? fields.map((field) => field.value)}
          defaultFormat={defaultFormat}
          onExport={(options) => {
            onExport(options);
            close();
          }}
        />
      )}
    </FormDialog>
  );
}

type ExportOptionsFormProps = {
  fields: readonly ExportField[];
  defaultFields: readonly string[];
  defaultFormat: ExportFormat;
  onExport: (options: ExportOptions) => void;
};

function ExportOptionsForm({ fields, defaultFields, defaultFormat, onExport }: ExportOptionsFormProps) {
  const [format, setFormat] = useState<ExportFormat>(defaultFormat);
  const [chosen, setChosen] = useState<readonly string[]>(defaultFields);
  const [isMissingFields, setMissingFields] = useState(false);
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const id = useId();
  const errorId = `${id}-fields-error`;

  function toggle(value: string, isChecked: boolean) {
    setChosen((current) => (isChecked ? [...current, value] : current.filter((field) => field !== value)));
    if (isChecked) setMissingFields(false);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) {
      setMissingFields(true);
      fieldsetRef.current?.querySelector('input')?.focus();
      return;
    }
    // File order is the list's order, whatever order the boxes were ticked in.
    onExport({
      format,
      fields: fields.map((field) => field.value).filter((value) => chosen.includes(value)),
    });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-slot="export-options-form">
      <RadioGroup
        legend={texts.formatLegend}
        options={exportFormats.map((value) => ({
          value,
          label: texts.formats[value],
          description: value === 'csv' ? texts.csvHint : undefined,
        }))}
        value={format}
        onValueChange={(value) => setFormat(value as ExportFormat)}
        name={`${id}-format`}
      />
      <fieldset
        ref={fieldsetRef}
        data-slot="export-fields"
        data-state={isMissingFields ? 'invalid' : 'valid'}
        aria-describedby={isMissingFields ? errorId : undefined}
        className="grid gap-1"
      >
        <legend className="mb-1 text-sm font-medium">{texts.fieldsLegend}</legend>
        <div className="grid gap-x-6 sm:grid-cols-2">
          {fields.map((field) => (
            <Checkbox
              key={field.value}
              label={field.label}
              name="fields"
              value={field.value}
              checked={chosen.includes(field.value)}
              aria-invalid={isMissingFields || undefined}
              onCheckedChange={(isChecked) => toggle(field.value, isChecked)}
            />
          ))}
        </div>
        {isMissingFields && (
          <p id={errorId} role="alert" data-slot="export-fields-error" className="text-sm text-danger">
            {texts.fieldsRequired}
          </p>
        )}
      </fieldset>
      <FormDialogFooter submitLabel={texts.start} isSubmitting={false} />
    </form>
  );
}
