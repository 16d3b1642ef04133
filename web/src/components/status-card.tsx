// A card that says where things stand (not found, failed, sent, done, still working) under a round icon in the
// colour of the news, with what to do next below the title.
import type { ReactNode } from 'react';

interface StatusCardProps {
  tone: 'blue' | 'green' | 'red';
  icon: ReactNode;
  title: ReactNode;
  /** h1 where the card is the whole screen, h2 where it stands inside a page that has its own heading. */
  level?: 'h1' | 'h2';
  /** Work is under way: the icon pulses and screen readers hear what changes inside. */
  busy?: boolean;
  className?: string;
  testId: string;
  children?: ReactNode;
}

export function StatusCard({
  tone,
  icon,
  title,
  level: Title = 'h2',
  busy,
  className,
  testId,
  children,
}: StatusCardProps) {
  return (
    <div
      className={`qa-card qa-center ${className ?? ''}`}
      data-testid={testId}
      role={busy ? 'status' : undefined}
      aria-live={busy ? 'polite' : undefined}
    >
      <div
        className={`qa-icon-tile qa-icon-tile--round qa-status-icon qa-status-icon--${tone} ${busy ? 'qa-pulse' : ''}`}
      >
        {icon}
      </div>
      <Title>{title}</Title>
      {children}
    </div>
  );
}
