import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { cx } from './cx';
import { Input, TextArea, type InputProps } from './input';

interface FieldText {
  /** The visible label, which is also the field's accessible name. */
  label: ReactNode;
  /** A line under the field saying what to write; read out with the field (aria-describedby). */
  hint?: ReactNode;
  /** What is wrong with the value; marks the field invalid and is read out with it. */
  error?: ReactNode;
  /** The wrapper's class (the field's own goes in inputClassName). */
  className?: string;
  inputClassName?: string;
}

/** Ids of the hint and error, and the attributes that tie them to the field. */
function useFieldText(id: string | undefined, hint: ReactNode, error: ReactNode, describedBy?: string) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-error` : undefined;
  const describedByAll = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    fieldId,
    hintId,
    errorId,
    field: {
      id: fieldId,
      'aria-describedby': describedByAll,
      'aria-invalid': error ? (true as const) : undefined,
    },
  };
}

function FieldFrame({
  fieldId,
  hintId,
  errorId,
  label,
  hint,
  error,
  className,
  children,
}: FieldText & { fieldId: string; hintId?: string; errorId?: string; children: ReactNode }) {
  return (
    <div className={cx('flex flex-col gap-1', className)}>
      <label htmlFor={fieldId} className="font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="m-0 text-s text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="m-0 text-s font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export type TextFieldProps = FieldText & Omit<InputProps, 'className'>;

/** A labelled text box; its hint and error are read out with it, and an error marks it invalid. */
export function TextField({ label, hint, error, className, inputClassName, id, ...props }: TextFieldProps) {
  const text = useFieldText(id, hint, error, props['aria-describedby']);
  return (
    <FieldFrame {...text} label={label} hint={hint} error={error} className={className}>
      <Input {...props} {...text.field} className={inputClassName} />
    </FieldFrame>
  );
}

export type TextAreaFieldProps = FieldText & Omit<ComponentPropsWithRef<'textarea'>, 'className'>;

/** A labelled multi-line text box, wired like TextField. */
export function TextAreaField({
  label,
  hint,
  error,
  className,
  inputClassName,
  id,
  ...props
}: TextAreaFieldProps) {
  const text = useFieldText(id, hint, error, props['aria-describedby']);
  return (
    <FieldFrame {...text} label={label} hint={hint} error={error} className={className}>
      <TextArea {...props} {...text.field} className={inputClassName} />
    </FieldFrame>
  );
}
