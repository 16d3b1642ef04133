// A card that is a region of its page, named by its own heading (so screen readers list it by that name).
import { useId, type ReactNode } from 'react';

interface CardSectionProps {
  title: string;
  /** Before the title. */
  icon?: ReactNode;
  /** The heading's look where the card's own class does not set it ('qa-subtitle', 'qa-upload-card__title'). */
  titleClassName?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}

export function CardSection({ title, icon, titleClassName, className, testId, children }: CardSectionProps) {
  const titleId = useId();
  return (
    <section className={`qa-card ${className ?? ''}`} aria-labelledby={titleId} data-testid={testId}>
      <h2 id={titleId} className={titleClassName}>
        {icon}
        {icon && ' '}
        {title}
      </h2>
      {children}
    </section>
  );
}
