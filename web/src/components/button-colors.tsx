// Primary buttons in colours of their own (the preview's white call to action on blue, the green partner link),
// set through antd's Button tokens so that every state (hover, pressed, focus) follows, rather than by CSS that
// overrides antd's own colours state by state.
import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';

interface ButtonColorsProps {
  background: string;
  hover: string;
  pressed: string;
  text: string;
  children: ReactNode;
}

export function ButtonColors({ background, hover, pressed, text, children }: ButtonColorsProps) {
  const Button = {
    colorPrimary: background,
    colorPrimaryHover: hover,
    colorPrimaryActive: pressed,
    primaryColor: text,
  };
  return <ConfigProvider theme={{ components: { Button } }}>{children}</ConfigProvider>;
}
