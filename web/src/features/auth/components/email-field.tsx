// The e-mail box of the sign-in/sign-up and forgot-password forms.
import { MailOutlined } from '@ant-design/icons';
import { TextField } from '../../../components/text-field';

export function EmailField(props: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  required?: boolean;
  error?: string | null;
  errorTestId?: string;
}) {
  return (
    <TextField
      {...props}
      label="Email"
      type="email"
      prefix={<MailOutlined />}
      autoComplete="email"
      placeholder="you@example.com"
    />
  );
}
