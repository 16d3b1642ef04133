// An antd button that is a real link (<a href>) and navigates inside the SPA.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, type ButtonProps } from 'antd';

export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const navigate = useNavigate();
  return (
    <Button
      {...props}
      href={to}
      onClick={(e: MouseEvent<HTMLElement>) => {
        onClick?.(e);
        if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
        e.preventDefault();
        navigate(to);
      }}
    />
  );
}
