// Ambient declarations for the web app: side-effect CSS imports and the optional Google tag.
declare module '*.css';

interface Window {
  gtag?: (...args: unknown[]) => void;
}
