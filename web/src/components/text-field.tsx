// A labelled text box of the hand-built forms (FormField around an antd Input): large, handing back the text
// rather than the change event, with its error (if any) below it.
import type { ReactNode } from 'react';
import { Input, type InputProps } from 'antd';
import { FieldError } from './field-error';
import { FormField } from './form-field';

interface TextFieldProps extends Omit<InputProps, 'id' | 'size' | 'value' | 'onChange'> {
  id: string;
  /** The box's data-testid; its id unless told otherwise. */
  testId?: string;
  label: ReactNode;
  /** Beside the label (a link such as "Forgot your password?"). */
  aside?: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** A password box with antd's own show/hide toggle. */
  password?: boolean;
  error?: string | null;
  errorTestId?: string;
  /** Below the box, before the error (a hint). */
  children?: ReactNode;
}

export function TextField({
  id,
  testId = id,
  label,
  aside,
  value,
  onChange,
  password,
  error,
  errorTestId,
  children,
  ...input
}: TextFieldProps) {
  const Box = password ? Input.Password : Input;
  return (
    <FormField label={label} htmlFor={id} aside={aside}>
      <Box
        {...input}
        id={id}
        size="large"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        status={error ? 'error' : input.status}
        data-testid={testId}
      />
      {children}
      <FieldError message={error} testId={errorTestId} />
    </FormField>
  );
}
