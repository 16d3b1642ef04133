// A form's one main button: large, full width, in the primary colour, and it submits the form it stands in.
import { Button, type ButtonProps } from 'antd';

export function SubmitButton(props: Omit<ButtonProps, 'type' | 'htmlType' | 'size' | 'block'>) {
  return <Button {...props} type="primary" htmlType="submit" size="large" block />;
}
