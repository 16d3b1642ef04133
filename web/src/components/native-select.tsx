// A native <select> styled like the antd inputs: phone-friendly pickers and easy to drive in browser tests.
import type { SelectHTMLAttributes } from 'react';
import { DownOutlined } from '@ant-design/icons';

export interface NativeSelectOption {
  value: string;
  label: string;
}

interface NativeSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> {
  options: readonly NativeSelectOption[];
  placeholder?: string;
  onChange: (value: string) => void;
  status?: 'error';
  testId?: string;
}

export function NativeSelect({
  options,
  placeholder,
  onChange,
  status,
  testId,
  className,
  ...rest
}: NativeSelectProps) {
  return (
    <div className={`qa-select ${status === 'error' ? 'qa-select--error' : ''} ${className ?? ''}`}>
      <select {...rest} data-testid={testId} onChange={(e) => onChange(e.target.value)}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <DownOutlined className="qa-select__arrow" aria-hidden />
    </div>
  );
}
