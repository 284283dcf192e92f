import { useId } from 'react';
import { Input, Select, type InputProps as DesignInputProps } from '../../design';
import { ui } from '../../lib/texts';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** the message shown under the field; marks it invalid */
  error?: string;
  required?: boolean;
  /** the form control's name (the form focuses the first invalid field by it) */
  name?: string;
}

type InputProps = Pick<DesignInputProps, 'type' | 'maxLength' | 'inputMode' | 'max'>;

/** The required mark sits outside the label, so that the field's accessible name is the label alone. */
const RequiredMark = () => (
  <span aria-hidden="true" className="required-mark">
    *
  </span>
);

function errorProps(id: string, error?: string) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};
}

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <span id={`${id}-error`} className="field-error">
      {error}
    </span>
  ) : null;
}

/** A labelled text (or date) input with its error message. */
export function TextField({
  label,
  value,
  onChange,
  error,
  required,
  name,
  ...input
}: FieldProps & InputProps) {
  const id = useId();
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      {required && <RequiredMark />}
      <Input
        id={id}
        name={name}
        value={value}
        required={required}
        onChange={(event) => onChange(event.target.value)}
        {...errorProps(id, error)}
        {...input}
      />
      <FieldError id={id} error={error} />
    </p>
  );
}

/** A labelled required select: a 'Choose...' placeholder, then exactly `options`. */
export function SelectField({
  label,
  value,
  onChange,
  error,
  name,
  options,
}: Omit<FieldProps, 'required'> & { options: readonly string[] }) {
  const id = useId();
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      <RequiredMark />
      <Select
        id={id}
        name={name}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...errorProps(id, error)}
      >
        <option value="">{ui.choose}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      <FieldError id={id} error={error} />
    </p>
  );
}
