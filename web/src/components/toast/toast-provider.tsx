// Toasts of spec §2/§9: one visible at a time, 5000 ms, swipe right (50 px) to dismiss, F8 focuses the area.
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type PointerEvent } from 'react';
import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, InfoCircleFilled } from '@ant-design/icons';
import { ToastContext, type ToastApi, type ToastOptions } from './toast-context';

const TOAST_LIMIT = 1;
const TOAST_DURATION = 5000;
const SWIPE_THRESHOLD = 50;
const HOTKEY = 'F8';

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const viewportRef = useRef<HTMLOListElement>(null);

  const dismiss = useCallback((id?: number) => {
    setToasts((list) => (id === undefined ? [] : list.filter((t) => t.id !== id)));
  }, []);

  const toast = useCallback((options: ToastOptions) => {
    const id = nextId++;
    setToasts((list) => [{ ...options, id, open: true }, ...list].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === HOTKEY) {
        e.preventDefault();
        viewportRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <section aria-label={`Notifications (${HOTKEY})`} className="qa-toast-region">
        <ol ref={viewportRef} tabIndex={-1} className="qa-toast-viewport" data-testid="toast-viewport">
          {toasts.map((t) => (
            <Toast key={t.id} item={t} onClose={() => dismiss(t.id)} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

function Toast({ item, onClose }: { item: ToastItem; onClose: () => void }) {
  const [offset, setOffset] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);
  const duration = item.duration ?? TOAST_DURATION;

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onClose, duration);
    return () => window.clearTimeout(timer);
  }, [paused, duration, onClose]);

  const onPointerDown = (e: PointerEvent<HTMLLIElement>) => {
    if ((e.target as HTMLElement).closest('button, a')) return;
    startX.current = e.clientX;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    setPaused(true);
  };
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    setOffset(Math.max(0, e.clientX - startX.current));
  };
  const onPointerEnd = () => {
    if (startX.current === null) return;
    startX.current = null;
    if (offset > SWIPE_THRESHOLD) onClose();
    else {
      setOffset(0);
      setPaused(false);
    }
  };

  const variant = item.variant ?? 'default';
  const Icon =
    variant === 'destructive'
      ? CloseCircleFilled
      : variant === 'success'
        ? CheckCircleFilled
        : InfoCircleFilled;

  return (
    <li
      role="status"
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-testid="toast"
      data-variant={variant}
      className={`qa-toast qa-toast--${variant}`}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? 1 - offset / 300 : 1,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => startX.current === null && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className="qa-toast__icon" aria-hidden />
      <div className="qa-toast__body">
        {item.title && (
          <div className="qa-toast__title" data-testid="toast-title">
            {item.title}
          </div>
        )}
        {item.description && (
          <div className="qa-toast__description" data-testid="toast-description">
            {item.description}
          </div>
        )}
        {item.action && <div className="qa-toast__action">{item.action}</div>}
      </div>
      <button
        type="button"
        className="qa-toast__close"
        aria-label="Close"
        data-testid="toast-close"
        onClick={onClose}
      >
        <CloseOutlined />
      </button>
    </li>
  );
}
